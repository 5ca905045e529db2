import { describe, expect, it } from "vitest";
import { ingredientLine } from "~/domain/catalogue/ingredient-line";
import { scaleRecipe } from "~/domain/catalogue/scale";
import { ROUNDING_TOLERANCE, scaledNutrition } from "~/domain/catalogue/scale-note";
import { stepsOf } from "~/domain/recipe/steps";
import { computeRecipeNutrition } from "~/domain/nutrition/compute";
import { breakfastRecipes } from "./breakfasts";
import { catalogueRecipes } from "./recipes";

/** Properties of every recipe of the catalogue at every number of people the page offers up to 12. */
const recipes = [...catalogueRecipes, ...breakfastRecipes];

describe("scaled nutrition", () => {
  // Lines are rounded to what a cook measures (decision 0051), and the nutrition follows
  // them: a portion may move, but never silently by more than 5 %.
  it.each(recipes.map((recipe) => [recipe.id, recipe] as const))(
    "%s keeps its calories per portion within 5 % for 1 to 12 people, or says why",
    (_id, recipe) => {
      const own = computeRecipeNutrition(recipe.ingredients, recipe.servings, stepsOf(recipe));
      for (let servings = 1; servings <= 12; servings++) {
        const nutrition = scaledNutrition(recipe, servings);
        expect(nutrition.unmatched, `${servings} pers.`).toEqual(own.unmatched);
        const drift = Math.abs(nutrition.perPortion.calories - own.perPortion.calories);
        if (drift / own.perPortion.calories <= ROUNDING_TOLERANCE)
          expect(nutrition.rounding, `${servings} pers.`).toBeUndefined();
        else expect(nutrition.rounding, `${servings} pers.`).toContain(`${nutrition.perPortion.calories}`);
      }
    },
  );

  it("says so for a few servings only", () => {
    let said = 0;
    for (const recipe of recipes)
      for (let servings = 1; servings <= 12; servings++)
        if (scaledNutrition(recipe, servings).rounding) said++;
    // Measured: 120 of the 1 920 pairs, 69 of them for one person (1 egg, ½ onion).
    expect(said / (recipes.length * 12)).toBeLessThan(0.08);
  });
});

describe("quantities a cook can measure", () => {
  it.each(recipes.map((recipe) => [recipe.id, recipe] as const))(
    "%s has no ¾ spoon, no crumb of butter, no fraction of a bird or an egg",
    (_id, recipe) => {
      for (let servings = 1; servings <= 12; servings++) {
        // The recipe as written keeps the spoons its steps count out.
        if (servings === recipe.servings) continue;
        for (const ingredient of scaleRecipe(recipe, servings).ingredients) {
          const text = ingredientLine(ingredient);
          const where = `${servings} pers. : ${text}`;
          expect(text, where).not.toMatch(/[¼¾] c\. à|\d,\d+ c\. à/u);
          expect(text, where).not.toMatch(/^[1-9] g de beurre/u);
          expect(text, where).not.toMatch(
            /^([\d ]*[½¼¾]|\d+,\d+) (de |d')?(poulet|pintade|œuf|jaune|blanc d'œuf)/u,
          );
          // Over six tablespoons a cook takes a jug or a scale.
          const spoons = /^(\d+)(?: ½)? c\. à soupe/u.exec(text);
          if (spoons) expect(Number(spoons[1]), where).toBeLessThanOrEqual(6);
        }
      }
    },
  );

  it.each(recipes.map((recipe) => [recipe.id, recipe] as const))(
    "%s names a size for a mould it bakes in, and resizes it",
    (_id, recipe) => {
      for (const item of recipe.equipment.filter((line) => /^moule (?!à \d)(?!.*empreintes)/iu.test(line)))
        expect(item).toMatch(/\d+ cm/u);
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
