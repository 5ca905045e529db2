import { MAX_SERVINGS, MIN_SERVINGS } from "../catalogue/scale";
import type { CatalogueRecipe } from "../catalogue/types";
import { cookWithoutAllergens } from "../chef/allergen-free";
import type { GeneratedRecipe } from "../generation/recipe-schema";
import type { ChefRequest } from "../generation/request-schema";
import { cookDish } from "./adaptation";
import { type Candidate, findDishes } from "./retrieval";

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
    const key = verdictKey(candidate, request.portions);
    const known = verdicts.get(key);
    if (known === false) continue;
    // A dish already found servable is only counted on the way to the one asked for.
    if (known && served < request.variation) {
      served += 1;
      continue;
    }
    const recipe = cookDish(candidate, request.portions, request.detailed);
    remember(key, recipe !== undefined);
    if (!recipe) continue;
    if (served === request.variation) return recipe;
    served += 1;
  }
  return cookWithoutAllergens({ ...request, variation: request.variation - served });
}

/**
 * Whether a candidate can be served, by what decides it (its dish, swaps, missing foods and
 * portions). « Autre idée » walks past the dishes the cook has already been shown: without this,
 * each click adapted and checked every one of them again (bench:engines). The oldest goes first
 * past MAX_VERDICTS, so memory stays bounded whatever is typed.
 */
const verdicts = new Map<string, boolean>();
const MAX_VERDICTS = 5_000;

function verdictKey(candidate: Candidate, portions: number): string {
  const swaps = candidate.swaps.map((swap) => `${swap.line}:${swap.name}`).join(",");
  const missing = candidate.missing.map((food) => food.line).join(",");
  return `${candidate.dish.recipe.id}|${swaps}|${missing}|${portions}`;
}

function remember(key: string, servable: boolean): void {
  if (verdicts.size >= MAX_VERDICTS) verdicts.delete(verdicts.keys().next().value!);
  verdicts.set(key, servable);
}

/** Only for bench:engines, which measures the walk without what earlier requests left behind. */
export function forgetVerdicts(): void {
  verdicts.clear();
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
