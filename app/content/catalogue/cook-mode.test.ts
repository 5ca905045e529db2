import { describe, expect, it } from "vitest";
import { stepTimers } from "~/domain/cook/step-facts";
import { ingredientsOfStep } from "~/domain/cook/step-ingredients";
import { breakfastRecipes } from "./breakfasts";
import { catalogueRecipes } from "./recipes";

const everyRecipe = [...catalogueRecipes, ...breakfastRecipes];

describe("the catalogue in cook mode", () => {
  it("offers a timer for every step that has a duration", () => {
    for (const recipe of everyRecipe)
      for (const step of recipe.steps)
        if (step.temps) expect(stepTimers(step).length, `${recipe.id}: ${step.temps}`).toBeGreaterThan(0);
  });

  it("finds at least one of the recipe's ingredients in most steps", () => {
    const found = everyRecipe.flatMap((recipe) =>
      recipe.steps.map(
        (step) =>
          ingredientsOfStep(
            step.description,
            recipe.ingredients.map(({ nom }) => nom),
          ).length,
      ),
    );
    expect(found.filter((count) => count > 0).length / found.length).toBeGreaterThan(0.75);
  });
});
