import { singular } from "../nutrition/normalise";
import { lowerFrench, stripAccents } from "../text/fold";

/** Words too common in French recipe text to narrow a search. */
const STOP_WORDS = new Set([
  "a",
  "au",
  "aux",
  "avec",
  "d",
  "de",
  "des",
  "du",
  "en",
  "et",
  "l",
  "la",
  "le",
  "les",
  "ou",
  "par",
  "pour",
  "sans",
  "sur",
  "un",
  "une",
]);

/**
 * Search terms of a French text: lower case, accents folded, plural and feminine endings
 * dropped (« Tomates farcies » → tomat, farci). The index and the query both go through
 * this one function, on SQLite and PostgreSQL alike, so « tomate » meets « Tomates » and
 * « farcie » meets « farcis » whatever the database (docs/decisions/0009).
 */
export function searchTerms(text: string): string[] {
  const words = stripAccents(lowerFrench(text)).split(/[^a-z0-9]+/);
  const terms: string[] = [];
  for (const word of words) {
    if (word === "" || STOP_WORDS.has(word)) continue;
    const term = stem(word);
    if (!terms.includes(term)) terms.push(term);
  }
  return terms;
}

function stem(word: string): string {
  const one = singular(word);
  // « farcie » → « farci », « tomate » → « tomat »: the same cut on every spelling of a word.
  return one.length > 3 && one.endsWith("e") ? one.slice(0, -1) : one;
}

/** What a recipe is found by: its title, description, category, chef and ingredients. */
export function searchDocument(parts: readonly string[]): string {
  return searchTerms(parts.join(" ")).join(" ");
}

/** At most this many words of a query count; the rest would only slow the search. */
export const MAX_QUERY_TERMS = 8;
