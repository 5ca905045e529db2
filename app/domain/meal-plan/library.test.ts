import { describe, expect, it } from "vitest";
// Tests may read the real catalogue; the domain code itself never does.
// eslint-disable-next-line import-x/no-restricted-paths
import { breakfastRecipes } from "~/content/catalogue/breakfasts";
// eslint-disable-next-line import-x/no-restricted-paths
import { catalogueRecipes } from "~/content/catalogue/recipes";
import { computeRecipeNutrition } from "../nutrition/compute";
import { plannerRecipe, recipesById } from "./library";

describe("plannerRecipe", () => {
  it("keeps what the planner and the shopping list need from a catalogue recipe", () => {
    const bourguignon = catalogueRecipes.find(({ id }) => id === "boeuf-bourguignon");
    if (!bourguignon) throw new Error("boeuf-bourguignon absent du catalogue");
    const planned = plannerRecipe(bourguignon);
    expect(planned).toMatchObject({
      id: "boeuf-bourguignon",
      title: bourguignon.title,
      category: "Viande",
      servings: bourguignon.servings,
      totalMinutes: bourguignon.prepMinutes + bourguignon.cookMinutes,
      wine: `${bourguignon.wine?.wine} (${bourguignon.wine?.type})`,
    });
    expect(planned.ingredients).toEqual(bourguignon.ingredients);
    expect(planned.nutrition).toEqual(
      computeRecipeNutrition(bourguignon.ingredients, bourguignon.servings).perPortion,
    );
  });

  it("leaves the wine out of a breakfast", () => {
    const [first] = breakfastRecipes;
    if (!first) throw new Error("aucun petit-déjeuner");
    expect("wine" in plannerRecipe(first)).toBe(false);
  });

  it("gives every recipe of the library some energy", () => {
    for (const recipe of [...catalogueRecipes, ...breakfastRecipes])
      expect(plannerRecipe(recipe).nutrition.calories, recipe.id).toBeGreaterThan(0);
  });
});

describe("recipesById", () => {
  it("finds recipes by id, the first of an id winning", () => {
    const [first, second] = catalogueRecipes.map(plannerRecipe);
    if (!first || !second) throw new Error("catalogue vide");
    const byId = recipesById([first, second, { ...first, title: "Autre" }]);
    expect(byId.size).toBe(2);
    expect(byId.get(first.id)?.title).toBe(first.title);
  });
});
