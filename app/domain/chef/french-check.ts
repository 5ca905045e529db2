import { ASPIRATED_STARTS } from "./french";

/**
 * Mistakes the chef's French must never show, as a list of offending snippets. Used by the tests
 * and cheap enough to run on every generated recipe in development.
 *
 * A word boundary is written out with Unicode letters because JavaScript's \b only knows ASCII:
 * with it, « poêle à » would read as « le à ».
 */
const MISSING_ELISION = /(?<![\p{L}\p{N}'’-])(le|la|de|du|au|que|ce) ([aeiouyàâéèêëîïôûœ][\p{L}'’-]*)/giu;
const MISSING_CONTRACTION = /(?<![\p{L}\p{N}'’-])(de les|de le|à les|à le)(?![\p{L}\p{N}'’-])/giu;
const ELIDED_BEFORE_ASPIRATED = /(?<![\p{L}\p{N}'’-])[ld]'(\p{L}+)/giu;

export function frenchMistakes(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(MISSING_ELISION)) {
    const next = (match[2] ?? "").toLocaleLowerCase("fr");
    // A y before a vowel is a consonant (« le yaourt », « la yourte »), like an h aspiré.
    const consonantY = /^y[aeiouéèê]/.test(next);
    if (!consonantY && !ASPIRATED_STARTS.some((start) => next.startsWith(start))) found.push(match[0]);
  }
  for (const match of text.matchAll(MISSING_CONTRACTION)) found.push(match[0]);
  for (const match of text.matchAll(ELIDED_BEFORE_ASPIRATED)) {
    const next = (match[1] ?? "").toLocaleLowerCase("fr");
    if (ASPIRATED_STARTS.some((start) => next.startsWith(start))) found.push(match[0]);
  }
  if (/ {2}| [.,]|\.\.|\(\s*\)|,,/.test(text)) found.push(`espacement ou ponctuation : ${text}`);
  return found;
}
