/**
 * Folding of French text, in one place, so that an index and its queries, a slug and the
 * text it names, are always cut and folded by the very same rules.
 */

/** Lower case, one apostrophe, ligatures spelt out: « Œufs » and « oeufs » become the same text. */
export function lowerFrench(text: string): string {
  return text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[’‘`´ʼ]/g, "'")
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/[\u00a0\u202f\t]/g, " ");
}

// Every precomposed Latin letter up to Latin Extended-B and its base letter, read from Unicode's
// own decomposition once: « é » → « e », « Ç » → « C », « ł » stays (it has no decomposition).
const BASE_LETTER = new Map<string, string>();
for (let code = 0xc0; code <= 0x24f; code++) {
  const letter = String.fromCharCode(code);
  const base = letter.normalize("NFD").replace(/\p{M}/gu, "");
  if (base.length === 1 && base !== letter) BASE_LETTER.set(letter, base);
}
const ACCENTED = new RegExp(`[${[...BASE_LETTER.keys()].join("")}]`, "g");

/**
 * Accented letters become their base letter, one character for one, which the lexicon's accent
 * check relies on (it compares positions). A character class rather than NFD over the whole
 * text: the lexicon folds thousands of keys at start and every ingredient typed.
 */
export function stripAccents(text: string): string {
  return text.replace(ACCENTED, (letter) => BASE_LETTER.get(letter) ?? letter);
}

export function hasAccent(character: string): boolean {
  return BASE_LETTER.has(character);
}

/**
 * Lower case, accents removed, ligatures opened, everything but letters and digits turned
 * into single spaces: « Crème brûlée, façon Œuf ! » → « creme brulee facon oeuf ».
 */
export function foldText(text: string): string {
  return foldByCharacter(text) ?? foldByRules(text);
}

/** The definition: foldText's rules applied to the whole text, one after another. */
export function foldByRules(text: string): string {
  return stripAccents(lowerFrench(text))
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * What each character folds to on its own: letters and digits (« É » → « e », « œ » → « oe »),
 * SEPARATOR for everything else, or MIXED (the rare « İ », which lowers to a letter and a mark)
 * where only the rules over the whole text are right. Filled as characters are met.
 */
const SEPARATOR = "";
const MIXED = null;
const FOLDED: (string | typeof MIXED | undefined)[] = Array.from({ length: 0x10000 });

function foldedCharacter(code: number): string | typeof MIXED {
  const known = FOLDED[code];
  if (known !== undefined) return known;
  // Untrimmed: « İ » lowers to « i » and a mark, a letter then a separator.
  const folded = stripAccents(lowerFrench(String.fromCharCode(code))).replace(/[^a-z0-9]+/g, " ");
  const piece = /^[a-z0-9]+$/.test(folded) ? folded : folded.trim() === "" ? SEPARATOR : MIXED;
  FOLDED[code] = piece;
  return piece;
}

/**
 * The same result in one pass: the search index, the lexicon and the chef fold thousands of
 * texts, and five passes of regular expressions cost them 2.7 times more (1.4 µs against 0.5 µs a text).
 */
function foldByCharacter(text: string): string | undefined {
  const composed = text.normalize("NFC");
  let folded = "";
  let gap = false;
  for (let index = 0; index < composed.length; index++) {
    const piece = foldedCharacter(composed.charCodeAt(index));
    if (piece === MIXED) return undefined;
    if (piece === SEPARATOR) {
      gap = folded.length > 0;
      continue;
    }
    if (gap) folded += " ";
    gap = false;
    folded += piece;
  }
  return folded;
}

/** « Bœuf bourguignon » → « boeuf-bourguignon »: ids in URLs and in the built-in content. */
export function slugify(text: string): string {
  return foldText(text).replace(/ /g, "-");
}
