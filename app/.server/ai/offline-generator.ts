import { cookWithoutAllergens } from "~/domain/chef/allergen-free";
import { recipeParts } from "~/domain/generation/recipe-parts";
import { currentMonth } from "~/domain/produce/label";
import type { RecipeGenerator } from "./recipe-generator";

/** The offline chef (app/domain/chef): no network, an answer in a few milliseconds. */
export function offlineGenerator(): RecipeGenerator {
  return {
    provider: "offline",
    async *generate(request, { signal }) {
      // Free of the excluded allergens, and its side vegetable one in season in France today.
      const recipe = cookWithoutAllergens({ ...request, month: request.month ?? currentMonth(new Date()) });
      for (const part of recipeParts(recipe)) {
        if (signal.aborted) break;
        yield part;
      }
      return recipe;
    },
  };
}
