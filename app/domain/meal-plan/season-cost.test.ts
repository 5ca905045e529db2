import { describe, expect, it } from "vitest";
// Tests may read the real catalogue; the domain code itself never does.
// eslint-disable-next-line import-x/no-restricted-paths
import { breakfastRecipes } from "~/content/catalogue/breakfasts";
// eslint-disable-next-line import-x/no-restricted-paths
import { catalogueRecipes } from "~/content/catalogue/recipes";
import { recipeSeason } from "../produce/season";
import { plannerRecipe } from "./library";
import { planWeek } from "./planner";
import { IN_SEASON, OUT_OF_SEASON, seasonPlanCost } from "./season-cost";
import type { PlanRequest } from "./types";

const library = [...catalogueRecipes, ...breakfastRecipes].map(plannerRecipe);
const byId = new Map(library.map((recipe) => [recipe.id, recipe]));
const line = (nom: string, quantite: number, unite = "g") => ({ nom, quantite, unite });

function outOfSeasonMeals(monday: string, preferSeason: boolean, seed: number): number {
  const request: PlanRequest = {
    monday,
    restrictions: [],
    portions: 2,
    existing: [],
    replaceManual: false,
    seed,
    preferSeason,
  };
  const result = planWeek(library, request);
  if (!result.ok) throw new Error(result.message);
  const month = Number(monday.slice(5, 7)) as 11;
  return result.entries.filter((entry) => {
    const recipe = byId.get(entry.recipeId);
    return recipe && recipeSeason(recipe.ingredients, month).kind === "out-of-season";
  }).length;
}

describe("« Privilégier les produits de saison »", () => {
  it("costs more for a produce-led dish out of season, less in season, nothing otherwise", () => {
    const tomatoes = { ingredients: [line("tomates", 800)] };
    expect(seasonPlanCost(tomatoes, 11)).toBe(OUT_OF_SEASON);
    expect(seasonPlanCost(tomatoes, 8)).toBe(-IN_SEASON);
    expect(seasonPlanCost({ ingredients: [line("bœuf", 800)] }, 8)).toBe(0);
  });

  it("puts fewer dishes out of season on a November menu than without the option", () => {
    let withOption = 0;
    let without = 0;
    for (let seed = 0; seed < 20; seed++) {
      withOption += outOfSeasonMeals("2026-11-16", true, seed);
      without += outOfSeasonMeals("2026-11-16", false, seed);
    }
    expect(without).toBeGreaterThan(0);
    expect(withOption).toBeLessThan(without);
  });

  it("leaves menus without the option exactly as they were", () => {
    const request: PlanRequest = {
      monday: "2026-11-16",
      restrictions: [],
      portions: 2,
      existing: [],
      replaceManual: false,
      seed: 7,
    };
    expect(planWeek(library, { ...request, preferSeason: false })).toEqual(planWeek(library, request));
  });
});
