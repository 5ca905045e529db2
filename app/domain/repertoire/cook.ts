import { MAX_SERVINGS, MIN_SERVINGS } from "../catalogue/scale";
import type { CatalogueRecipe } from "../catalogue/types";
import { cookWithoutAllergens } from "../chef/allergen-free";
import type { GeneratedRecipe } from "../generation/recipe-schema";
import type { ChefRequest } from "../generation/request-schema";
import { cookDish } from "./adaptation";
import { findDishes } from "./retrieval";

/**
 * The offline chef, real dishes first (issue 27, docs/decisions/0053-real-dishes-first.md): the
 * catalogue dishes the cook's foods make best come first, adapted to them; « Autre idée » walks
 * them, then the archetypes' dishes as before, the first archetype after the last dish.
 *
 * Chef Nutrition keeps the archetypes alone: its goal steers proteins and starches toward a
 * calorie and protein target portion by portion, which a dish written by hand would lose.
 */
export function cookOffline(request: ChefRequest, recipes: readonly CatalogueRecipe[]): GeneratedRecipe {
  if (!startsFromCatalogue(request)) return cookWithoutAllergens(request);
  let served = 0;
  for (const candidate of findDishes(request, recipes)) {
    const recipe = cookDish(candidate, request.portions, request.detailed);
    if (!recipe) continue;
    if (served === request.variation) return recipe;
    served += 1;
  }
  return cookWithoutAllergens({ ...request, variation: request.variation - served });
}

function startsFromCatalogue(request: ChefRequest): boolean {
  return (
    request.goal === undefined &&
    request.calories === undefined &&
    request.proteins === undefined &&
    Number.isInteger(request.portions) &&
    request.portions >= MIN_SERVINGS &&
    request.portions <= MAX_SERVINGS
  );
}
