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
  const terms: string[] = [];
  for (const accented of lowerFrench(text).split(/[^\p{L}\p{N}]+/u)) {
    const sense = SENSES.get(accented);
    for (const word of sense ? [sense] : stripAccents(accented).split(/[^a-z0-9]+/)) {
      if (word === "" || STOP_WORDS.has(word)) continue;
      const term = sense ?? stem(word);
      if (!terms.includes(term)) terms.push(term);
    }
  }
  return terms;
}

/**
 * Words whose plural changes their sense: « pâtes » are pasta, « pâte » is pastry (or dough),
 * and « pâté » neither. Stemmed alike, « pâtes » found Quiche lorraine and Tarte Tatin first.
 * Typed without accents, « pates » and « pate » keep their sense.
 */
const SENSES = new Map([
  ["pâtes", "pasta"],
  ["pates", "pasta"],
  ["pâte", "pate"],
  ["pate", "pate"],
]);

/** Pasta named by its shape: a dish of spaghetti is found by « pâtes » too. */
const PASTA_SHAPES = new Set(
  "spaghetti spaghettis tagliatelle tagliatelles coquillettes coquillette lasagne lasagnes penne pennes macaroni macaronis linguine fusilli farfalle nouilles nouille ravioli raviolis gnocchi tortellini vermicelles orzo".split(
    " ",
  ),
);

function stem(word: string): string {
  const one = singular(word);
  // « farcie » → « farci », « tomate » → « tomat »: the same cut on every spelling of a word.
  return one.length > 3 && one.endsWith("e") ? one.slice(0, -1) : one;
}

/** What a recipe is found by: its title, description, category, chef and ingredients. */
export function searchDocument(parts: readonly string[]): string {
  const text = parts.join(" ");
  const terms = searchTerms(text);
  const pasta = stripAccents(lowerFrench(text))
    .split(/[^a-z0-9]+/)
    .some((word) => PASTA_SHAPES.has(word));
  if (pasta && !terms.includes("pasta")) terms.push("pasta");
  return terms.join(" ");
}

/** Edits allowed between a misspelt word and the word it means: none under 5 letters, 2 from 8. */
function allowedEdits(term: string): number {
  if (term.length < 5) return 0;
  return term.length < 8 ? 1 : 2;
}

/**
 * Levenshtein distance, stopping as soon as it exceeds `limit`. A misspelt word is compared with
 * every word of the catalogue (1,200 of them): two rows reused, char codes compared, no array
 * made per word, which took the correction of « homard » from 4 ms to a fraction of one.
 */
let previousRow = new Int32Array(32);
let currentRow = new Int32Array(32);

function editDistance(first: string, second: string, limit: number): number {
  if (Math.abs(first.length - second.length) > limit) return limit + 1;
  const width = second.length + 1;
  if (previousRow.length < width) {
    previousRow = new Int32Array(width * 2);
    currentRow = new Int32Array(width * 2);
  }
  let previous = previousRow;
  let current = currentRow;
  for (let column = 0; column < width; column++) previous[column] = column;
  for (let row = 1; row <= first.length; row++) {
    const letter = first.charCodeAt(row - 1);
    current[0] = row;
    let smallest = row;
    for (let column = 1; column < width; column++) {
      const cost = letter === second.charCodeAt(column - 1) ? 0 : 1;
      const value = Math.min(previous[column]! + 1, current[column - 1]! + 1, previous[column - 1]! + cost);
      current[column] = value;
      if (value < smallest) smallest = value;
    }
    if (smallest > limit) return limit + 1;
    [previous, current] = [current, previous];
  }
  return previous[second.length]!;
}

/**
 * A query term as the library spells it: kept when some word starts with it (it is being
 * typed, or spelt right), else the closest word within a few edits (« ratatouil » →
 * « ratatouill », « bourgignon » → « bourguignon »). Done in the app, over the catalogue's own
 * words, so that SQLite and PostgreSQL correct alike and neither needs an extension.
 */
export function correctTerm(term: string, vocabulary: readonly string[]): string {
  const limit = allowedEdits(term);
  if (limit === 0 || vocabulary.some((word) => word.startsWith(term))) return term;
  let best = term;
  let bestDistance = limit + 1;
  for (const word of vocabulary) {
    const distance = editDistance(term, word, Math.min(limit, bestDistance - 1));
    if (distance < bestDistance) {
      best = word;
      bestDistance = distance;
    }
  }
  return best;
}

/** At most this many words of a query count; the rest would only slow the search. */
export const MAX_QUERY_TERMS = 8;
