/**
 * Small French grammar for the offline chef: articles with elision, contractions with « de » and « à »,
 * agreement and list joining. Everything the chef writes about an ingredient goes through here, so a
 * wrong « de le » or « la oignon » can only come from this file.
 */

export type Gender = "m" | "f";

/** A word as the chef needs it to write about an ingredient. */
export interface Noun {
  singular: string;
  plural: string;
  gender: Gender;
}

/**
 * Words that start with an h aspiré, or with a y that behaves like one: no elision and no liaison
 * (« le haricot », « le yaourt »). Kept as prefixes so « haricots verts » or « hachis » match too.
 */
export const ASPIRATED_STARTS: readonly string[] = [
  "haddock",
  "hachis",
  "hachoir",
  "halloumi",
  "hamburger",
  "hampe",
  "hareng",
  "haricot",
  "harissa",
  "haut",
  "hollandaise",
  "homard",
  "hot-dog",
  "houblon",
  "houmous",
  "hoummous",
  "hachée",
  "haché",
  "yaourt",
  "yogourt",
  "yuzu",
];

const VOWEL = /^[aeiouyàâäéèêëîïôöûüùœæ]/i;

/** Whether « le », « la », « de » and « que » lose their vowel before this word (« l'ail », « d'oignon »). */
export function elides(word: string): boolean {
  const lower = word.trim().toLocaleLowerCase("fr");
  if (ASPIRATED_STARTS.some((start) => lower.startsWith(start))) return false;
  // A y before a vowel is a consonant sound (« le yaourt »); a y before a consonant elides (« l'ylang »).
  if (lower.startsWith("y")) return !/^y[aeiouéèê]/.test(lower);
  if (lower.startsWith("h")) return VOWEL.test(lower.slice(1));
  return VOWEL.test(lower);
}

function form(noun: Noun, plural: boolean): string {
  return plural ? noun.plural : noun.singular;
}

/** « le haricot », « la tomate », « l'huile », « les carottes ». */
export function withDefinite(noun: Noun, plural = false): string {
  const word = form(noun, plural);
  if (plural) return `les ${word}`;
  if (elides(word)) return `l'${word}`;
  return `${noun.gender === "f" ? "la" : "le"} ${word}`;
}

/** « de » followed by the definite article, contracted: « du beurre », « de la crème », « de l'ail », « des œufs ». */
export function ofThe(noun: Noun, plural = false): string {
  const word = form(noun, plural);
  if (plural) return `des ${word}`;
  if (elides(word)) return `de l'${word}`;
  return noun.gender === "f" ? `de la ${word}` : `du ${word}`;
}

/** The partitive has the same forms as « de » + article: « du sel », « de l'huile ». */
export const partitive = ofThe;

/** « à » followed by the definite article, contracted: « au thym », « à la cannelle », « à l'ail », « aux herbes ». */
export function toThe(noun: Noun, plural = false): string {
  const word = form(noun, plural);
  if (plural) return `aux ${word}`;
  if (elides(word)) return `à l'${word}`;
  return noun.gender === "f" ? `à la ${word}` : `au ${word}`;
}

/** Bare « de » as in a dish name or after a quantity: « de courgettes », « d'oignon », « de haricots ». */
export function ofBare(word: string): string {
  return elides(word) ? `d'${word}` : `de ${word}`;
}

/** The demonstrative: « ce beurre », « cet oignon », « cette tomate », « ces carottes ». */
export function demonstrative(noun: Noun, plural = false): string {
  const word = form(noun, plural);
  if (plural) return `ces ${word}`;
  if (noun.gender === "f") return `cette ${word}`;
  return elides(word) ? `cet ${word}` : `ce ${word}`;
}

/** Plural from 2 on, as French counts: « 1,5 tranche », « 2 tranches ». */
export function agree(quantity: number, singular: string, plural: string): string {
  return quantity >= 2 ? plural : singular;
}

/** « a », « a et b », « a, b et c ». */
export function joinList(items: readonly string[], conjunction = "et"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}

/**
 * The feminine of an adjective, for « façon lorraine », « façon bourguignonne », « façon
 * dauphinoise »: the regular endings of French adjectives of place and manner.
 */
export function feminine(adjective: string): string {
  const word = adjective.trim();
  if (/e$/.test(word)) return word;
  if (/(?:ien|on)$/.test(word)) return `${word}ne`;
  if (/eux$/.test(word)) return `${word.slice(0, -1)}se`;
  if (/if$/.test(word)) return `${word.slice(0, -1)}ve`;
  if (/er$/.test(word)) return `${word.slice(0, -2)}ère`;
  return `${word}e`;
}

/** Upper-cases the first letter, « œ » included (« Œufs brouillés »). */
export function capitalise(text: string): string {
  if (!text) return text;
  const first = text.charAt(0);
  return first.toLocaleUpperCase("fr") + text.slice(1);
}

/** A duration as recipes write it: « 25 min », « 1 h », « 1 h 05 ». */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes}\u00a0min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours}\u00a0h` : `${hours}\u00a0h ${String(rest).padStart(2, "0")}`;
}

// Words typed as plurals that are singular in French, so the article stays singular.
const SINGULAR_ENDING_IN_S = new Set([
  "ananas",
  "anis",
  "cassis",
  "couscous",
  "houmous",
  "jus",
  "maïs",
  "pastis",
  "radis",
  "riz",
  "tofu",
  "nez",
  "colis",
  "bouillabaisse",
  "panais",
  "salsifis",
  "cervelas",
  "pois",
]);

/**
 * Whether a word nobody described to us looks plural (« pistaches », « choux »). A head the same
 * in both numbers takes the number of the word describing it: « pois chiches », « radis noirs »,
 * but « maïs doux », « riz basmati ».
 */
export function looksPlural(word: string): boolean {
  const lower = word.trim().toLocaleLowerCase("fr");
  const [head = lower, next = ""] = lower.split(/\s+/);
  if (SINGULAR_ENDING_IN_S.has(head))
    return /[sx]$/.test(next) && !SAME_IN_BOTH.has(next) && !/^(?:de|d'|d’|du|des|en|à|au|aux)$/.test(next);
  return /[sx]$/.test(head);
}

/** Adjectives ending in « s » or « x » in the singular: « doux », « frais », « gros ». */
const SAME_IN_BOTH = new Set(["doux", "frais", "gros", "épais", "roux", "gras"]);

/**
 * A food named only in the plural, whose lexicon writes both numbers the same: « pâtes »,
 * « herbes de Provence », « rillettes ». Never « la pâtes »: it takes « les », « des », « aux ».
 * (« quatre-épices » is one spice, « riz » and « maïs » are singular.)
 */
export function pluralOnly(entry: { name: string; plural: string }): boolean {
  const head = entry.name.split(" ")[0] ?? "";
  return entry.name === entry.plural && !head.includes("-") && /es$/.test(head);
}

const FEMININE_ENDINGS = [
  "tion",
  "sion",
  "ette",
  "otte",
  "elle",
  "ille",
  "ade",
  "ine",
  "ure",
  "ise",
  "ière",
  "ée",
  "ie",
  "ace",
  "ance",
  "ence",
  "ole",
  "ule",
  "ère",
  "ève",
  "aine",
  "eine",
  "ote",
  "ousse",
  "asse",
  "esse",
  "ue",
];
const MASCULINE_E_ENDINGS = [
  "age",
  "ège",
  "isme",
  "ème",
  "ome",
  "bre",
  "acle",
  "ège",
  "ste",
  "ène",
  "ble",
  "ffle",
];

/**
 * A best guess for a word missing from the lexicon. Only the head noun counts (« pâte de coing » is
 * feminine like « pâte »). Wrong guesses read oddly but never break elision, which depends on sounds.
 */
export function guessGender(word: string): Gender {
  const head = (word.trim().toLocaleLowerCase("fr").split(/\s+/)[0] ?? "").replace(/[sx]$/, "");
  if (MASCULINE_E_ENDINGS.some((ending) => head.endsWith(ending))) return "m";
  if (FEMININE_ENDINGS.some((ending) => head.endsWith(ending))) return "f";
  if (head.endsWith("e")) return "f";
  return "m";
}

/** A noun for a typed word the lexicon does not know, keeping the spelling the cook used. */
export function guessNoun(typed: string): { noun: Noun; plural: boolean } {
  const trimmed = typed.trim();
  // « Tomates » typed with a capital becomes « tomates »; an acronym or a brand in capitals stays.
  const word = /^\p{Lu}\p{Ll}/u.test(trimmed)
    ? trimmed.charAt(0).toLocaleLowerCase("fr") + trimmed.slice(1)
    : trimmed;
  const plural = looksPlural(word);
  return { noun: { singular: word, plural: word, gender: guessGender(word) }, plural };
}

const PREPOSITIONS = new Set(["de", "d'", "du", "des", "à", "au", "aux", "en", "sans", "avec"]);
/** Words that keep their form in the plural: colours taken from nouns, « nature », « frais ». */
// prettier-ignore
const INVARIABLE = new Set(["nature", "marron", "orange", "cerise", "bio", "extra", "bien", "très", "frais", "gros", "épais", "mi-cuit", "mi-cuits"]);

/**
 * The name agreeing with its count: « 1 tomate bien mûre », « 2 poulets fermiers ». The
 * lexicon's own plural wins for the food's name (« bœuf haché » stays as it is); the
 * words describing it follow French rules, up to the first « de » or « à », which
 * belongs to a complement that keeps its number (« pommes de terre »).
 */
export function agreeing(name: string, plural: boolean, entry?: { name: string; plural: string }): string {
  if (entry) {
    const lower = name.toLocaleLowerCase("fr");
    if (lower === entry.name || lower === entry.plural) return plural ? entry.plural : entry.name;
  }
  const words = name.split(" ");
  let inHead = true;
  return words
    .map((word) => {
      if (!inHead) return word;
      if (PREPOSITIONS.has(word) || word.startsWith("d'") || word.startsWith("l'")) {
        inHead = false;
        return word;
      }
      return plural ? pluralWord(word) : singularWord(word);
    })
    .join(" ");
}

function pluralWord(word: string): string {
  if (INVARIABLE.has(word) || /[sxz]$/.test(word) || /^\p{Lu}/u.test(word)) return word;
  if (/(eau|au|eu)$/.test(word)) return `${word}x`;
  return `${word}s`;
}

// prettier-ignore
const SINGULAR_IN_S = new Set(["pois", "radis", "anis", "ananas", "maïs", "riz", "jus", "cassis", "panais", "salsifis", "noix", "frais", "gros", "épais", "fois", "couscous", "houmous", "brebis"]);

function singularWord(word: string): string {
  if (INVARIABLE.has(word) || SINGULAR_IN_S.has(word) || word.length <= 3) return word;
  if (word.endsWith("eaux")) return word.slice(0, -1);
  if (word.endsWith("s")) return word.slice(0, -1);
  return word;
}
