import { describe, expect, it } from "vitest";
import { catalogueRecipes } from "~/content/catalogue/recipes";
import { scaleRecipe } from "~/domain/catalogue/scale";
import { computeRecipeNutrition } from "~/domain/nutrition/compute";
import { recipeJsonLd } from "./recipe-json-ld";

const ld = (id: string, servings?: number) => {
  const recipe = catalogueRecipes.find((candidate) => candidate.id === id)!;
  const shown = servings ? scaleRecipe(recipe, servings) : recipe;
  const nutrition = computeRecipeNutrition(shown.ingredients, shown.servings).perPortion;
  return recipeJsonLd(shown, recipe.chef, nutrition, "https://toque.test/r", "https://toque.test/i.svg");
};

describe("recipeJsonLd", () => {
  it("writes ingredient lines as French", () => {
    const { recipeIngredient } = ld("ratatouille");
    expect(recipeIngredient).toContain("2 aubergines");
    expect(recipeIngredient).toContain("sel");
    expect(recipeIngredient).toContain("1 feuille de laurier");
    expect(ld("poulet-roti").recipeIngredient).toContain("6 gousses d'ail");
    expect(ld("poulet-roti", 1).recipeIngredient).toContain("¼ de poulet fermier");
    for (const recipe of catalogueRecipes)
      for (const line of ld(recipe.id).recipeIngredient)
        expect(line).not.toMatch(/pièce|selon le goût|^\D+ \d/);
  });

  it("says « 1 personne », « 4 personnes »", () => {
    expect(ld("poulet-roti", 1).recipeYield).toBe("1 personne");
    expect(ld("poulet-roti").recipeYield).toBe("4 personnes");
  });
});
