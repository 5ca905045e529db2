import { recipeSeason } from "../produce/season";
import type { Month } from "../produce/label";
import type { PlannerRecipe } from "./types";

/**
 * « Privilégier les produits de saison »: a dish led by fruit and vegetables out of season costs
 * OUT_OF_SEASON more, one in season IN_SEASON less; other dishes are left alone. 0.8 is more
 * than a 50 % miss on a meal's calories (0.5) and less than the same category twice a day (2):
 * the menu prefers a dish in season, but not at the price of balance or variety.
 */
export const OUT_OF_SEASON = 0.8;
export const IN_SEASON = 0.2;

/** By recipe content, as the planner's portion weights are: the server rebuilds its recipes per request. */
const verdicts = new Map<string, ReturnType<typeof recipeSeason>["kind"]>();
const CACHE_SIZE = 5000;

export function seasonPlanCost(recipe: Pick<PlannerRecipe, "ingredients">, month: Month): number {
  const key = `${month}|${JSON.stringify(recipe.ingredients)}`;
  let kind = verdicts.get(key);
  if (kind === undefined) {
    kind = recipeSeason(recipe.ingredients, month).kind;
    if (verdicts.size >= CACHE_SIZE) verdicts.clear();
    verdicts.set(key, kind);
  }
  return kind === "out-of-season" ? OUT_OF_SEASON : kind === "in-season" ? -IN_SEASON : 0;
}
