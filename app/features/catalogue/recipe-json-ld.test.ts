import { describe, expect, it } from "vitest";
import { breakfastRecipes } from "~/content/catalogue/breakfasts";
import { catalogueRecipes } from "~/content/catalogue/recipes";
import type { CatalogueRecipe } from "~/domain/catalogue/types";
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
    expect(ld("poulet-roti", 1).recipeIngredient).toContain("1 poulet fermier de 1,2 kg (il en restera)");
    for (const recipe of catalogueRecipes)
      for (const line of ld(recipe.id).recipeIngredient)
        expect(line).not.toMatch(/pièce|selon le goût|^\D+ \d/);
  });

  it("says « 1 personne », « 4 personnes »", () => {
    expect(ld("poulet-roti", 1).recipeYield).toBe("1 personne");
    expect(ld("poulet-roti").recipeYield).toBe("4 personnes");
  });
});

/** A recipe page's JSON-LD, as the route builds it; empty when it is sound. */
function jsonLdProblems(recipe: CatalogueRecipe): string[] {
  const nutrition = computeRecipeNutrition(recipe.ingredients, recipe.servings).perPortion;
  const url = `https://toque.test/recette/${recipe.id}`;
  const ld = recipeJsonLd(recipe, recipe.chef, nutrition, url, `https://toque.test${recipe.image}`);
  const problems: string[] = [];
  if (ld["@context"] !== "https://schema.org" || ld["@type"] !== "Recipe") problems.push("pas un Recipe");
  for (const field of ["name", "description", "image", "url", "recipeCategory", "recipeYield"] as const)
    if (!ld[field].trim()) problems.push(`${field} vide`);
  for (const field of ["prepTime", "cookTime", "totalTime"] as const)
    if (!/^PT\d+M$/.test(ld[field])) problems.push(`${field} n'est pas une durée ISO 8601 : ${ld[field]}`);
  if (ld.recipeInstructions.length === 0 || ld.recipeInstructions.some((step) => !step.text.trim()))
    problems.push("étapes vides");
  if (!/^\d+ kcal$/.test(ld.nutrition.calories)) problems.push(`calories : ${ld.nutrition.calories}`);
  if (ld.recipeIngredient.length !== recipe.ingredients.length) problems.push("ingrédients perdus");
  ld.recipeIngredient.forEach((line, index) => {
    const { nom, quantite } = recipe.ingredients[index] ?? { nom: "", quantite: "" };
    const unnatural =
      /pièce|selon le goût|\bde de\b|\bde d'|\s{2}|^\s|\s$/.test(line) ||
      /^\D+ \d/.test(line) ||
      (typeof quantite === "string" && line !== nom.trim());
    if (unnatural) problems.push(`ligne d'ingrédient peu naturelle : « ${line} »`);
  });
  return problems;
}

describe("quality gate: the JSON-LD of every catalogue recipe and breakfast", () => {
  it("is a valid schema.org Recipe whose ingredient lines read as French", () => {
    const found = [...catalogueRecipes, ...breakfastRecipes].flatMap((recipe) =>
      jsonLdProblems(recipe).map((problem) => `${recipe.id} : ${problem}`),
    );
    expect(found, `${found.length} × JSON-LD invalide ou peu naturel\n${found.join("\n")}\n`).toEqual([]);
  });

  it("can fail: a careless duration and « 2 pièces aubergines » are caught", () => {
    const recipe = catalogueRecipes[0]!;
    const broken: CatalogueRecipe = {
      ...recipe,
      prepMinutes: 1.5,
      ingredients: [{ nom: "aubergines", quantite: "2 pièces", unite: "" }],
    };
    expect(jsonLdProblems(broken)).toEqual([
      "prepTime n'est pas une durée ISO 8601 : PT1.5M",
      `totalTime n'est pas une durée ISO 8601 : PT${recipe.cookMinutes + 1.5}M`,
      "ligne d'ingrédient peu naturelle : « 2 pièces aubergines »",
    ]);
  });
});
