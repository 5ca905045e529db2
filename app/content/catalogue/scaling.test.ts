import { describe, expect, it } from "vitest";
import { ingredientLine } from "~/domain/catalogue/ingredient-line";
import { scaleRecipe } from "~/domain/catalogue/scale";
import { computeRecipeNutrition } from "~/domain/nutrition/compute";
import { breakfastRecipes } from "./breakfasts";
import { catalogueRecipes } from "./recipes";

/** Properties of every recipe of the catalogue at every number of people the page offers up to 12. */
const recipes = [...catalogueRecipes, ...breakfastRecipes];

describe("scaled nutrition", () => {
  // Before counted foods kept their share, /recette/poulet-roti gave 1 879 kcal a portion
  // for one person, 553 for four and 699 for six: a whole chicken stayed whole.
  const TOLERANCE = 0.05;

  it.each(recipes.map((recipe) => [recipe.id, recipe] as const))(
    "%s keeps its calories per portion within 5 % for 1 to 12 people",
    (_id, recipe) => {
      const own = computeRecipeNutrition(recipe.ingredients, recipe.servings);
      for (let servings = 1; servings <= 12; servings++) {
        const scaled = scaleRecipe(recipe, servings);
        const nutrition = computeRecipeNutrition(scaled.ingredients, scaled.servings);
        expect(nutrition.unmatched, `${servings} pers.`).toEqual(own.unmatched);
        const drift = Math.abs(nutrition.perPortion.calories - own.perPortion.calories);
        expect(drift / own.perPortion.calories, `${servings} pers.`).toBeLessThanOrEqual(TOLERANCE);
      }
    },
  );
});

describe("every catalogue ingredient, at every number of people", () => {
  it.each(recipes.map((recipe) => [recipe.id, recipe] as const))("%s reads as French", (_id, recipe) => {
    for (let servings = 1; servings <= 12; servings++) {
      for (const ingredient of scaleRecipe(recipe, servings).ingredients) {
        const text = ingredientLine(ingredient);
        const where = `${servings} pers. : ${text}`;
        expect(text, where).not.toMatch(
          /pièce|selon le goût|\d\.\d|\bde de\b|\bde [aeiouéèê]|^0|\s0,|\s{2}/u,
        );
        expect(text, where).toMatch(/^([\d½¼¾]|\p{Ll})/u);
        // The count and the noun agree: « 1 œuf », « 2 œufs », never « 1 œufs ».
        const count = /^(\d+)(?: [½¼¾])? (\p{L}+)/u.exec(text);
        if (count && ingredient.unite !== "" && !["pièce"].includes(ingredient.unite)) continue;
        if (count && Number(count[1]) >= 2) expect(count[2], where).toMatch(/[sx]$/);
      }
    }
  });
});
