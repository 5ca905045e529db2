import { describe, expect, it } from "vitest";
import { stepsOf } from "~/domain/recipe/steps";
import type { CatalogueRecipe } from "~/domain/catalogue/types";
import { weigh } from "~/domain/nutrition/compute";
import { restrictionViolations } from "~/domain/nutrition/diet";
import { carbonIsShown, recipeCarbon } from "~/domain/produce/carbon";
import type { Month } from "~/domain/produce/label";
import { breakfastRecipes } from "./breakfasts";
import { catalogueRecipes } from "./recipes";

/**
 * The catalogue's carbon figures, printed for a writer to read, then asserted: every food has
 * a factor, every recipe shows a figure, and the ranking of dishes is the one AGRIBALYSE gives
 * (beef above poultry above vegetarian dishes, on average). November, as the issue measured.
 */
const everyRecipe: readonly CatalogueRecipe[] = [...catalogueRecipes, ...breakfastRecipes];
const MONTH: Month = 11;

const BEEF = new Set([
  "bœuf haché",
  "bœuf",
  "plat de côtes",
  "steak",
  "entrecôte",
  "filet de bœuf",
  "rumsteck",
  "pavé de bœuf",
  "bavette",
  "onglet",
  "hampe",
  "faux-filet",
  "paleron",
  "macreuse",
  "bœuf haché 5\u00a0%",
  "bœuf haché 10\u00a0%",
  "bœuf haché 20\u00a0%",
]);
const POULTRY = new Set([
  "poulet",
  "blanc de poulet",
  "cuisse de poulet",
  "pilon de poulet",
  "aile de poulet",
  "dinde",
  "escalope de dinde",
  "canard",
  "magret de canard",
  "pintade",
  "caille",
  "suprême de poulet",
  "cuisse de poulet sans peau",
  "cuisse de dinde",
  "suprême de pintade",
  "cuisse de pintade",
]);

const foodsOf = (recipe: CatalogueRecipe) =>
  recipe.ingredients.flatMap((line) => weigh(line) ?? []).map((weighed) => weighed.entry.name);
const isVegetarian = (recipe: CatalogueRecipe) =>
  restrictionViolations(recipe.ingredients, ["vegetarian"]).length === 0;
const perPortion = (recipe: CatalogueRecipe) =>
  recipeCarbon(recipe.ingredients, recipe.servings, MONTH, stepsOf(recipe)).perPortionKg;
const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const kg = (value: number) => value.toFixed(2).replace(".", ",");

describe("l'empreinte carbone du catalogue", () => {
  const carbons = everyRecipe.map((recipe) => ({
    recipe,
    carbon: recipeCarbon(recipe.ingredients, recipe.servings, MONTH, stepsOf(recipe)),
  }));

  it("compte tout le poids de chaque recette, et l'imprime par catégorie", () => {
    let counted = 0;
    let weighed = 0;
    const missing = new Set<string>();
    for (const { recipe, carbon } of carbons) {
      const grams = recipe.ingredients
        .flatMap((line) => weigh(line) ?? [])
        .reduce((sum, w) => sum + w.grams, 0);
      weighed += grams;
      counted += grams * carbon.countedShare;
      for (const name of [...carbon.uncounted, ...carbon.unweighed]) missing.add(`${recipe.id} : ${name}`);
    }
    const byCategory = new Map<string, number[]>();
    for (const { recipe, carbon } of carbons)
      byCategory.set(recipe.category, [...(byCategory.get(recipe.category) ?? []), carbon.perPortionKg]);
    const lines = [...byCategory]
      .map(
        ([category, values]) =>
          `  ${category.padEnd(16)} ${kg(mean(values))} kg CO₂e par portion (${values.length} recettes)`,
      )
      .sort();
    console.log(
      [
        `Poids du catalogue avec un facteur AGRIBALYSE : ${((counted / weighed) * 100).toFixed(2)} %`,
        ...(missing.size > 0 ? ["Sans facteur :", ...[...missing].map((name) => `  ${name}`)] : []),
        "Moyenne par catégorie, en novembre :",
        ...lines,
      ].join("\n"),
    );
    expect([...missing]).toEqual([]);
    expect(carbons.filter(({ carbon }) => !carbonIsShown(carbon)).map(({ recipe }) => recipe.id)).toEqual([]);
  });

  it("classe le bœuf au-dessus de la volaille, la volaille au-dessus des plats végétariens", () => {
    const dishes = everyRecipe.filter((recipe) => !["Desserts", "Petit-déjeuner"].includes(recipe.category));
    const beef = dishes.filter((recipe) => foodsOf(recipe).some((name) => BEEF.has(name)));
    const poultry = dishes.filter(
      (recipe) => !beef.includes(recipe) && foodsOf(recipe).some((name) => POULTRY.has(name)),
    );
    const vegetarian = dishes.filter(isVegetarian);
    const beefKg = mean(beef.map(perPortion));
    const poultryKg = mean(poultry.map(perPortion));
    const vegetarianKg = mean(vegetarian.map(perPortion));
    console.log(
      `Bœuf ${kg(beefKg)} (${beef.length}), volaille ${kg(poultryKg)} (${poultry.length}), végétarien ${kg(vegetarianKg)} (${vegetarian.length}) kg CO₂e par portion`,
    );
    expect(beef.length).toBeGreaterThan(3);
    expect(poultry.length).toBeGreaterThan(3);
    expect(beefKg).toBeGreaterThan(poultryKg);
    expect(poultryKg).toBeGreaterThan(vegetarianKg);
  });
});
