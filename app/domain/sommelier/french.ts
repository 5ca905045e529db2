import { stripAccents } from "../text/fold";

/**
 * Just enough French grammar to build sentences around the nouns we recognise:
 * articles, the contractions « du / au / des / aux » and elision before a vowel.
 */

export type Gender = "m" | "f";

export interface NounPhrase {
  /** The phrase without its article, e.g. « magret de canard », « huîtres ». */
  readonly text: string;
  readonly gender: Gender;
  readonly plural: boolean;
  /** True when the singular article becomes « l' » (vowel or silent h). */
  readonly elided: boolean;
}

// « œ » has no base letter, so it is listed with the plain vowels.
const VOWEL_START = /^[aeiouyœæ]/i;

/**
 * Builds a noun phrase. `form` is "m", "f", "mp" or "fp"; elision is guessed from the first letter,
 * which is right for every noun we use except words with a silent h, which pass `elided` explicitly.
 */
export function noun(text: string, form: "m" | "f" | "mp" | "fp", elided?: boolean): NounPhrase {
  const bare = stripAccents(text);
  return {
    text,
    gender: form.startsWith("f") ? "f" : "m",
    plural: form.endsWith("p"),
    elided: elided ?? VOWEL_START.test(bare),
  };
}

/** « le magret », « la sole », « l'agneau », « les huîtres ». */
export function withArticle(phrase: NounPhrase): string {
  if (phrase.plural) return `les ${phrase.text}`;
  if (phrase.elided) return `l'${phrase.text}`;
  return `${phrase.gender === "f" ? "la" : "le"} ${phrase.text}`;
}

/** « du magret », « de la sole », « de l'agneau », « des huîtres ». */
export function withDe(phrase: NounPhrase): string {
  if (phrase.plural) return `des ${phrase.text}`;
  if (phrase.elided) return `de l'${phrase.text}`;
  return phrase.gender === "f" ? `de la ${phrase.text}` : `du ${phrase.text}`;
}

/** « au magret », « à la sole », « à l'agneau », « aux huîtres ». */
export function withA(phrase: NounPhrase): string {
  if (phrase.plural) return `aux ${phrase.text}`;
  if (phrase.elided) return `à l'${phrase.text}`;
  return phrase.gender === "f" ? `à la ${phrase.text}` : `au ${phrase.text}`;
}

export function capitalise(sentence: string): string {
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
