import { restrictionViolations } from "../nutrition/diet";
import type { Recipe } from "../recipe/model";
import type { Cuisine, Region } from "../recipe/labels";
import { lowerFrench, stripAccents } from "../text/fold";
import type { QueryDiet } from "./query";

/**
 * Facets of a recipe written into its search text as words nobody types (« zzdietvegan »),
 * so that « végan », « pas cher » or « d'Alsace » are one more term of the full-text match:
 * the index that finds the words narrows by them too, on SQLite and PostgreSQL alike, with
 * no column to add.
 */
const key = (text: string) => stripAccents(lowerFrench(text)).replace(/[^a-z0-9]/g, "");

export const facetTerm = {
  diet: (diet: QueryDiet) => `zzdiet${diet}`,
  cheap: "zzcheap",
  region: (region: Region) => `zzregion${key(region)}`,
  cuisine: (cuisine: Cuisine) => `zzcuisine${key(cuisine)}`,
} as const;

/**
 * What makes a dish dear, by the word: meat cuts, fish and shellfish sold by weight at a high
 * price, and a few luxuries. « Pas cher » is a dish with none of them; a rule of thumb, since
 * the catalogue carries no prices.
 */
const DEAR_WORDS = [
  "boeuf",
  "veau",
  "agneau",
  "canard",
  "magret",
  "saumon",
  "cabillaud",
  "lotte",
  "bar",
  "sole",
  "turbot",
  "thon",
  "crevette",
  "crevettes",
  "gambas",
  "langoustine",
  "langoustines",
  "homard",
  "saint",
  "huitre",
  "huitres",
  "foie",
  "truffe",
  "morille",
  "morilles",
  "cepe",
  "cepes",
  "pignon",
  "pignons",
  "safran",
  "chevreuil",
  "pintade",
];
const DEAR = new Set(DEAR_WORDS);

export function recipeFacets(
  recipe: Pick<Recipe, "ingredients"> & Partial<Pick<Recipe, "region" | "cuisine">>,
): string[] {
  const facets: string[] = [];
  if (restrictionViolations(recipe.ingredients, ["vegetarian"]).length === 0)
    facets.push(facetTerm.diet("vegetarian"));
  if (restrictionViolations(recipe.ingredients, ["vegan"]).length === 0) facets.push(facetTerm.diet("vegan"));
  const dear = recipe.ingredients.some((line) =>
    stripAccents(lowerFrench(line.nom))
      .split(/[^a-z]+/)
      .some((word) => DEAR.has(word)),
  );
  if (!dear) facets.push(facetTerm.cheap);
  if (recipe.region) facets.push(facetTerm.region(recipe.region));
  if (recipe.cuisine) facets.push(facetTerm.cuisine(recipe.cuisine));
  return facets;
}
