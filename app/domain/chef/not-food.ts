/**
 * What the offline chef will not cook: an instruction, markup, an emoji or a code typed in the
 * ingredient field. Only text the lexicon does not know is asked, so « 7 épices » or « pâte à
 * pizza » never come here; an unknown word that could be a food (« fève tonka ») is cooked as
 * typed, as before.
 */

/** Words of instructions to a program, French or English, that no food's name holds. */
// prettier-ignore
const INSTRUCTION_WORDS = new Set([
  "ignore", "ignorez", "ignorer", "oublie", "oubliez", "instruction", "instructions", "consigne", "consignes",
  "prompt", "system", "système", "assistant", "previous", "précédentes", "précédents", "réponds", "répondez",
  "affiche", "affichez", "écris", "écrivez", "révèle", "révélez", "json", "script", "you", "your", "are",
  "the", "please", "tu", "vous", "es", "êtes", "dois", "devez", "maintenant",
]);

/** An ingredient's name is a few words; a sentence is something else. */
const MAX_WORDS = 6;

export function isNotFood(typed: string): boolean {
  const text = typed.trim();
  if (!/\p{L}/u.test(text)) return true; // emoji, digits or punctuation only
  if (/[<>{}[\]\\|=#@$%^*_~`]|:\/\/|\bwww\./u.test(text)) return true; // markup, code, links
  if (/\p{L}\d|\d{2,}\p{L}/u.test(text)) return true; // « ingr27 », « x2y »: codes, not quantities
  const words = text
    .toLocaleLowerCase("fr")
    .split(/[\s,;.!?'’]+/u)
    .filter(Boolean);
  if (words.length > MAX_WORDS) return true;
  // One odd word may be a food we do not know; a phrase of program words is an instruction.
  return words.length >= 2 && words.some((word) => INSTRUCTION_WORDS.has(word));
}
