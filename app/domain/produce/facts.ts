import type { IngredientLine } from "../recipe/model";
import {
  CARBON_SOURCE,
  carbonMissingSentence,
  carbonSentence,
  recipeCarbon,
  uncountedSentence,
} from "./carbon";
import type { Month } from "./label";
import type { ProduceFacts } from "./facts-schema";
import { recipeSeason, seasonLabel } from "./season";

export type { ProduceFacts } from "./facts-schema";

/** The season and carbon lines of a recipe page, written on the server (the lexicon and the AGRIBALYSE table stay there). */
export function produceFacts(
  ingredients: readonly IngredientLine[],
  servings: number,
  month: Month,
  steps: readonly string[] = [],
): ProduceFacts {
  const season = recipeSeason(ingredients, month);
  const carbon = recipeCarbon(ingredients, servings, month, steps);
  const facts: ProduceFacts = { source: CARBON_SOURCE };
  const label = seasonLabel(season);
  if (label) facts.season = label;
  if (season.kind === "out-of-season") facts.outOfSeason = season.outOfSeason.join(", ");
  const sentence = carbonSentence(carbon);
  if (sentence) facts.carbon = sentence;
  const notShown = carbonMissingSentence(carbon);
  if (notShown) facts.carbonMissing = notShown;
  const missing = uncountedSentence(carbon);
  if (missing) facts.uncounted = missing;
  return facts;
}
