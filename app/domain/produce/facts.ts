import type { QuantifiedIngredient } from "../nutrition/types";
import { CARBON_SOURCE, carbonSentence, recipeCarbon, uncountedSentence } from "./carbon";
import type { Month } from "./label";
import { recipeSeason, seasonLabel } from "./season";

/**
 * The season and carbon lines of a recipe page, written on the server (the lexicon and the
 * ADEME table stay there) and handed to the page as plain text.
 */
export interface ProduceFacts {
  /** « De saison », « Hors saison en novembre »; absent when the dish is not produce-led. */
  season?: string;
  /** « tomate, courgette »: the leading produce out of season, for « Hors saison ». */
  outOfSeason?: string;
  /** « ≈ 0,4 kg CO₂e par portion pour les fruits et légumes (comme 1,8 km en voiture) ». */
  carbon?: string;
  /** « Non comptés : bœuf, beurre ». */
  uncounted?: string;
  source: string;
}

export function produceFacts(
  ingredients: readonly QuantifiedIngredient[],
  servings: number,
  month: Month,
): ProduceFacts {
  const season = recipeSeason(ingredients, month);
  const carbon = recipeCarbon(ingredients, servings);
  const facts: ProduceFacts = { source: CARBON_SOURCE };
  const label = seasonLabel(season);
  if (label) facts.season = label;
  if (season.kind === "out-of-season") facts.outOfSeason = season.outOfSeason.join(", ");
  const sentence = carbonSentence(carbon);
  if (sentence) facts.carbon = sentence;
  const missing = uncountedSentence(carbon);
  if (missing) facts.uncounted = missing;
  return facts;
}
