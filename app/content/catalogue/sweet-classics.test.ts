import { describe, expect, it } from "vitest";
import { understandQuery } from "~/domain/catalogue/query";
import { searchDocument, searchTerms } from "~/domain/catalogue/search-terms";
import type { CatalogueRecipe } from "~/domain/catalogue/types";
import { catalogueRecipes } from "./recipes";
import { sweetClassicRecipes } from "./sweet-classics";

/**
 * The searches French cooks type for the sweet classics (decision 0043) reach them: each query
 * term is, as the search reads it, the start of a word of the dish's search text (its title,
 * description, category and ingredients, as the recipe repository indexes them).
 */
const documentOf = (recipe: CatalogueRecipe) =>
  searchDocument([
    recipe.title,
    recipe.description,
    recipe.category,
    ...recipe.ingredients.map((ingredient) => ingredient.nom),
  ]).split(" ");

function found(query: string): string[] {
  const terms = searchTerms(understandQuery(query).text);
  return catalogueRecipes
    .filter((recipe) => {
      const words = documentOf(recipe);
      return terms.every((term) => words.some((word) => word.startsWith(term)));
    })
    .map((recipe) => recipe.id);
}

// prettier-ignore
const SEARCHES: readonly (readonly [string, string])[] = [
  ["madeleines", "madeleines"],
  ["madeleine", "madeleines"],
  ["crème au chocolat", "creme-au-chocolat"],
  ["creme chocolat", "creme-au-chocolat"],
  ["gateau yaourt", "gateau-au-yaourt"],
  ["gâteau au yaourt", "gateau-au-yaourt"],
  ["quatre-quarts", "quatre-quarts"],
  ["tiramisu", "tiramisu"],
  ["galette des rois", "galette-des-rois"],
  ["pain d'épices", "pain-d-epices"],
  ["cannelés", "canneles-bordelais"],
  ["tarte aux pommes", "tarte-aux-pommes-normande"],
  ["compote de pommes", "compote-de-pommes-maison"],
  ["crêpes suzette", "crepes-suzette"],
  ["poires au vin", "poires-pochees-au-vin"],
  ["cookies", "cookies-aux-pepites-de-chocolat"],
];

describe("the sweet classics", () => {
  it("are 32 desserts and goûters, all in Nos Recettes", () => {
    expect(sweetClassicRecipes).toHaveLength(32);
    for (const recipe of sweetClassicRecipes) {
      expect(recipe.category, recipe.id).toBe("Desserts");
      expect(catalogueRecipes, recipe.id).toContain(recipe);
    }
  });

  it.each(SEARCHES)("« %s » finds %s", (query, id) => {
    expect(found(query)).toContain(id);
  });
});
