import fc from "fast-check";
import { describe, expect, it } from "vitest";
// eslint-disable-next-line import-x/no-restricted-paths
import { breakfastRecipes } from "~/content/catalogue/breakfasts";
// eslint-disable-next-line import-x/no-restricted-paths
import { classicRecipes } from "~/content/catalogue/recipes";
import { ALLERGENS } from "../base/allergens";
import { allergenViolations } from "../nutrition/lexicon-allergens";
import { plannerRecipe, recipesById } from "./library";
import { planWeek } from "./planner";
import type { PlanRequest } from "./types";

// The first catalogue (22 dishes, 12 breakfasts): small enough that restrictions leave too few
// dishes, which is what these tests are about. The whole catalogue is planned in planner-weeks.
const library = [...classicRecipes, ...breakfastRecipes.slice(0, 12)].map(plannerRecipe);
const byId = recipesById(library);

const request = (overrides: Partial<PlanRequest>): PlanRequest => ({
  monday: "2026-11-16",
  restrictions: [],
  portions: 2,
  existing: [],
  replaceManual: false,
  seed: 1,
  ...overrides,
});

describe("the planner under « Sans … »", () => {
  it("never plans a recipe holding an excluded allergen", () => {
    fc.assert(
      fc.property(
        fc.subarray([...ALLERGENS], { maxLength: 3 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (excludedAllergens, seed) => {
          const result = planWeek(library, request({ excludedAllergens, seed }));
          if (!result.ok) return; // nothing left for a meal: said in French, tested with the restrictions
          for (const entry of result.entries) {
            const recipe = byId.get(entry.recipeId)!;
            expect(allergenViolations(recipe.ingredients, excludedAllergens), recipe.title).toEqual([]);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it("says in French which exclusions leave a meal without any recipe", () => {
    const result = planWeek(
      library,
      request({ excludedAllergens: ["gluten", "oeufs", "lait", "fruits-a-coque", "soja", "sulfites"] }),
    );
    expect(result).toEqual({
      ok: false,
      message:
        "Aucun petit-déjeuner de nos recettes n'est sans gluten, sans œufs, sans soja, sans lait, sans fruits à coque et sans sulfites\u00a0: impossible de composer la semaine. Retirez un allergène à éviter pour réessayer.",
    });
  });

  it("plans a full week « Sans lait »", () => {
    const result = planWeek(library, request({ excludedAllergens: ["lait"] }));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.entries).toHaveLength(21);
  });
});
