import type { CatalogueRecipe } from "~/domain/catalogue/types";
import { recipeParts } from "~/domain/generation/recipe-parts";
import { currentMonth } from "~/domain/produce/label";
import { cookOffline } from "~/domain/repertoire/cook";
import type { RecipeGenerator } from "./recipe-generator";

/**
 * The offline chef: no network, an answer in a few milliseconds. It starts from the dishes it is
 * given (Toque's own, written by hand) when the cook's foods make one, else writes from its archetypes.
 */
export function offlineGenerator(dishes: readonly CatalogueRecipe[]): RecipeGenerator {
  return {
    provider: "offline",
    async *generate(request, { signal }) {
      // Free of the excluded allergens, and its side vegetable one in season in France today.
      const recipe = cookOffline({ ...request, month: request.month ?? currentMonth(new Date()) }, dishes);
      for (const part of recipeParts(recipe)) {
        if (signal.aborted) break;
        yield part;
      }
      return recipe;
    },
  };
}
