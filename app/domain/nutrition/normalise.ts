import { lowerFrench } from "../text/fold";

/**
 * Ingredient lines cut into words, shared by the lexicon, the unit reader and the diet
 * checks, so that the index and the queries are always cut by the very same rules. The
 * folding itself is text/fold's.
 */

/**
 * Crude French singular: « tomates » → « tomate », « poireaux » → « poireau », « chevaux » → « cheval ».
 * It is only ever compared with itself (index and query go through it alike), so words it
 * mangles, like « noix » → « noi », still meet their own spelling. Short words are left
 * alone so that « jus », « riz » or « pois » of three letters keep their final letter.
 */
export function singular(token: string): string {
  if (token.length <= 3 || /\d/.test(token)) return token;
  if (token.endsWith("eaux")) return token.slice(0, -1);
  if (token.endsWith("aux")) return `${token.slice(0, -3)}al`;
  if (token.endsWith("s") || token.endsWith("x")) return token.slice(0, -1);
  return token;
}

const isDigit = (character: string | undefined) =>
  character !== undefined && character >= "0" && character <= "9";

/** Keeps a separator only between two digits, where it belongs to a number (« 1,5 », « 1/2 », « 2-3 »). */
function keepBetweenDigits(text: string, separators: RegExp): string {
  return text.replace(separators, (separator, offset: number) =>
    isDigit(text[offset - 1]) && isDigit(text[offset + 1]) ? separator : " ",
  );
}

/**
 * Words of an ingredient line, lower case, accents kept. What follows a comma, « ou »
 * or « pour » and what stands in brackets is commentary (« oignon, émincé », « beurre
 * ou margarine », « sucre (facultatif) ») and is dropped: the first food named wins.
 */
export function tokens(text: string): string[] {
  let folded = lowerFrench(text).replace(/\([^)]*(\)|$)/g, " ");
  const cut = folded.search(/(?<!\d),|,(?!\d)|;|\s(ou|pour|selon)\s|\sà votre\s|\sau goût/);
  if (cut >= 0) folded = folded.slice(0, cut);
  folded = keepBetweenDigits(folded, /[-–.,/]/g)
    .replace(/(\d)([a-zà-ÿ])/g, "$1 $2")
    .replace(/([½¼¾⅓⅔⅛])/g, " $1 ")
    .replace(/[^\p{L}\p{N}'\s,./½¼¾⅓⅔⅛–-]/gu, " ");
  return folded.split(/[\s']+/).filter((word) => word.length > 0);
}

/** Index and lookup key: words folded to the singular, accents kept for the accent check. */
export function foldedKey(text: string): string {
  return tokens(text).map(singular).join(" ");
}
