import { ASPIRATED_STARTS } from "./french";

/**
 * Mistakes the chef's French must never show, as a list of offending snippets. Used by the tests
 * and cheap enough to run on every generated recipe in development.
 *
 * A word boundary is written out with Unicode letters because JavaScript's \b only knows ASCII:
 * with it, « poêle à » would read as « le à ».
 */
const MISSING_ELISION = /(?<![\p{L}\p{N}'’-])(le|la|de|du|au|que|ce) ([aeiouyàâéèêëîïôûœ][\p{L}'’-]*)/giu;
const MISSING_CONTRACTION =
  /(?<![\p{L}\p{N}'’-])(de les|de le|à les|à le)(?![\p{L}\p{N}'’-])(?: (\p{L}+))?/giu;
/**
 * « Avant de le servir », « pensez à les retourner »: « le » and « les » are pronouns before a
 * verb, and no contraction is due. An infinitive is told by its ending (-er, -ir, -oir) or is
 * one of the -re verbs of the kitchen.
 */
const INFINITIVE =
  /^(?:\p{L}+(?:er|ir|oir)|(?:re)?(?:faire|cuire|mettre|prendre|rendre|battre|réduire|frire|fendre|tendre|étendre|plaire|mordre|tordre|moudre|coudre|dissoudre|suivre|lire|dire|écrire|boire))$/iu;
const ELIDED_BEFORE_ASPIRATED = /(?<![\p{L}\p{N}'’-])[ld]'(\p{L}+)/giu;

export function frenchMistakes(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(MISSING_ELISION)) {
    const next = (match[2] ?? "").toLocaleLowerCase("fr");
    // A y before a vowel is a consonant (« le yaourt », « la yourte »), like an h aspiré.
    const consonantY = /^y[aeiouéèê]/.test(next);
    if (!consonantY && !ASPIRATED_STARTS.some((start) => next.startsWith(start))) found.push(match[0]);
  }
  for (const match of text.matchAll(MISSING_CONTRACTION))
    if (!INFINITIVE.test(match[2] ?? "")) found.push(match[1] ?? match[0]);
  for (const match of text.matchAll(ELIDED_BEFORE_ASPIRATED)) {
    const next = (match[1] ?? "").toLocaleLowerCase("fr");
    if (ASPIRATED_STARTS.some((start) => next.startsWith(start))) found.push(match[0]);
  }
  if (/ {2}| [.,]|\.\.|\(\s*\)|,,/.test(text)) found.push(`espacement ou ponctuation\u00a0: ${text}`);
  return found;
}

const NO_BREAK = "[\u00a0\u202f]";
/**
 * French typography: « : ; ! ? » after a no-break space (U+00A0 or the narrow U+202F), « »
 * holding no-break spaces inside, a decimal comma. Catalogue content is checked with it; the
 * chef's generated text is not, the model's spaces being whatever it writes.
 */
export function typographyMistakes(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(new RegExp(`(.{0,12})(?<!${NO_BREAK})([:;!?])`, "gu")))
    found.push(`espace insécable manquante avant «\u00a0${match[2]}\u00a0»\u00a0: «\u00a0${match[0]}\u00a0»`);
  for (const pattern of [`«(?!${NO_BREAK}).{0,12}`, `.{0,12}(?<!${NO_BREAK})»`])
    for (const match of text.matchAll(new RegExp(pattern, "gu")))
      found.push(`espace insécable manquante dans les guillemets\u00a0: «\u00a0${match[0]}\u00a0»`);
  for (const match of text.matchAll(/\d+\.\d+/g))
    found.push(`point décimal au lieu d'une virgule\u00a0: «\u00a0${match[0]}\u00a0»`);
  return found;
}

// A figure and its unit: « 20 min », « 1 h 30 », « 200 °C », « 4 portions », « 15 % ».
const FIGURE_AND_UNIT =
  /(\d) ((?:min|h|°C|kcal|kg|g|mg|cl|ml|portions?|personnes?|pers\.|%)(?![\p{L}\d-])(?: \d{2}\b)?)|(\d)(°C)/gu;

/**
 * A figure parted from its unit by a plain space, or stuck to « °C »: at the end of a line
 * « 20 » would be left alone and « min » start the next. The interface's check (tests/repository)
 * runs it beside `typographyMistakes`.
 */
export function unitSpacingMistakes(text: string): string[] {
  return [...text.matchAll(FIGURE_AND_UNIT)].map(
    (match) => `espace insécable manquante entre le nombre et l'unité\u00a0: «\u00a0${match[0]}\u00a0»`,
  );
}
