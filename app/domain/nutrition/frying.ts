import { lowerFrench } from "../text/fold";
import type { IngredientEntry } from "./types";

/**
 * How much of a frying oil is eaten, read from the recipe's steps (decision 0051). Oil that
 * the steps pour off or drain away is not eaten: an omelette espagnole confits its potatoes
 * in eight tablespoons of oil, then empties the pan. What stays is what the food absorbed.
 *
 * Figures: food fried at the right heat takes up « no more than a couple of tablespoons per
 * 2 ½ cups of oil » (H. McGee, On Food and Cooking, 2004: about 5 % of the bath), and fried
 * foods end with 8 to 25 % of their weight in oil (Dana & Saguy, Adv. Food Nutr. Res. 57,
 * 2009). A home bath with battered fritters sits above the first figure, so 10 % of a deep
 * bath is counted; a pan of shallow oil poured off after a slow confit leaves more on the
 * food, 15 % of it.
 */
export const ABSORBED = { deep: 0.1, shallow: 0.15 } as const;

export type Frying = keyof typeof ABSORBED;

// « Faites frire les feuilles de sauge dans le reste de l'huile » fries in what is eaten: only a bath counts.
const DEEP = /\b(friture|bain d'huile|plongez[^.]*dans l'huile)/u;
// Draining on paper says nothing of the oil: lardons and bacon are drained of their own fat.
const POURED_OFF = /(videz la poêle|videz la sauteuse|jetez l'huile|l'excédent d'huile|retirez l'huile)/u;

/**
 * Deep frying, oil poured off after shallow frying, or undefined when the oil stays in the
 * dish. An « huile de friture » in the ingredients is a bath whatever the steps say.
 */
export function fryingOf(steps: readonly string[], oilNames: readonly string[] = []): Frying | undefined {
  const text = lowerFrench(steps.join(" "));
  if (DEEP.test(text) || oilNames.some((name) => /friture/iu.test(name))) return "deep";
  if (POURED_OFF.test(text)) return "shallow";
  return undefined;
}

/** Only oils are poured off; butter and the fat of the meat stay in the pan or the sauce. */
export function isFryingOil(entry: IngredientEntry): boolean {
  return entry.role === "fat" && entry.id.startsWith("huile");
}
