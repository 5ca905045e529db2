import { describe, expect, it } from "vitest";
import { breakfastRecipes } from "./breakfasts";
import { catalogueRecipes } from "./recipes";
import { computeRecipeNutrition } from "~/domain/nutrition/compute";
import { fryingOf } from "~/domain/nutrition/frying";

const recipes = [...catalogueRecipes, ...breakfastRecipes];
const stepsOf = (id: string) =>
  recipes.find((recipe) => recipe.id === id)!.steps.map((step) => step.description);

describe("fryingOf", () => {
  it.each([
    ["Chauffez l'huile de friture à 170 °C et faites-y tomber des cuillerées de pâte.", "deep"],
    ["Plongez les beignets dans l'huile chaude, puis égouttez-les.", "deep"],
    ["Videz la poêle en gardant une cuillerée d'huile, reversez-y le mélange.", "shallow"],
    ["Égouttez les lardons sur du papier absorbant.", undefined],
    ["Faites chauffer l'huile à 170 °C dans une casserole.", undefined],
    ["Coupez la viande et épongez-la avec du papier absorbant.", undefined],
    ["Faites frire les feuilles de sauge dans le reste de l'huile, puis égouttez-les.", undefined],
    ["Faites revenir les oignons dans l'huile.", undefined],
  ] as const)("« %s » → %s", (step, frying) => {
    expect(fryingOf([step])).toBe(frying);
  });

  it("takes an « huile de friture » for a bath", () => {
    expect(fryingOf(["Faites chauffer l'huile."], ["huile de friture"])).toBe("deep");
  });

  it("reads the catalogue's frying recipes, and only them", () => {
    const frying = recipes
      .filter((recipe) =>
        fryingOf(
          stepsOf(recipe.id),
          recipe.ingredients.map((line) => line.nom),
        ),
      )
      .map((recipe) => recipe.id);
    expect(frying).toEqual(
      expect.arrayContaining(["accras-de-morue", "omelette-espagnole-aux-pommes-de-terre"]),
    );
    expect(frying).not.toContain("boeuf-bourguignon");
    expect(frying).not.toContain("risotto-a-la-courge");
  });
});

describe("computeRecipeNutrition with the steps", () => {
  it("counts only the oil a fried dish absorbs", () => {
    const omelette = recipes.find((recipe) => recipe.id === "omelette-espagnole-aux-pommes-de-terre")!;
    const poured = computeRecipeNutrition(omelette.ingredients, omelette.servings, stepsOf(omelette.id));
    const all = computeRecipeNutrition(omelette.ingredients, omelette.servings);
    const oil = (nutrition: typeof all) =>
      nutrition.perIngredient.find((line) => line.nom === "huile d'olive")!.grams;
    // Eight tablespoons of olive oil, 15 % of them kept by the potatoes: 3,9 g of 25,8 g a portion.
    expect(oil(poured) / oil(all)).toBeCloseTo(0.15, 2);
    expect(poured.perPortion.calories).toBeLessThan(all.perPortion.calories - 150);
  });

  it("leaves a dish whose oil stays in it as it was", () => {
    const ratatouille = recipes.find((recipe) => recipe.id === "ratatouille")!;
    expect(
      computeRecipeNutrition(ratatouille.ingredients, ratatouille.servings, stepsOf("ratatouille")),
    ).toEqual(computeRecipeNutrition(ratatouille.ingredients, ratatouille.servings));
  });
});
