import type { DietRestriction } from "../generation/request-schema";
import { forbiddenFoodsNamed } from "../nutrition/diet";

/**
 * The chef's own words keep the restrictions as its ingredient list does: a tip, a
 * variation or a plating that names a food the cook cannot eat (croûtons when gluten-free,
 * crème when vegan, lentilles when keto) is not written.
 */

export function allows(text: string, restrictions: readonly DietRestriction[]): boolean {
  return forbiddenFoodsNamed(text, restrictions).length === 0;
}

/** The tips, points or variations whose foods the restrictions allow. */
export function allowedOnly(texts: readonly string[], restrictions: readonly DietRestriction[]): string[] {
  return restrictions.length === 0 ? [...texts] : texts.filter((text) => allows(text, restrictions));
}

/** The first wording the restrictions allow; the last one is written to suit every diet. */
export function firstAllowed(restrictions: readonly DietRestriction[], ...wordings: string[]): string {
  return wordings.find((wording) => allows(wording, restrictions)) ?? wordings.at(-1) ?? "";
}

/** A paragraph without its sentences that name a forbidden food, or the fallback when none is left. */
export function allowedSentences(
  text: string,
  restrictions: readonly DietRestriction[],
  fallback: string,
): string {
  if (restrictions.length === 0) return text;
  const sentences = text.split(/(?<=[.!?])\s+/u);
  const kept = sentences.filter((sentence) => allows(sentence, restrictions));
  return kept.length > 0 ? kept.join(" ") : fallback;
}
