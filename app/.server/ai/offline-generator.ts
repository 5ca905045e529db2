import { cookRecipe } from "~/domain/chef/offline-chef";
import { recipeParts } from "~/domain/generation/recipe-parts";
import { currentMonth } from "~/domain/produce/label";
import type { RecipeGenerator } from "./recipe-generator";

/** The offline chef (app/domain/chef): no network, an answer in a few milliseconds. */
export function offlineGenerator(): RecipeGenerator {
  return {
    provider: "offline",
    async *generate(request, { signal }) {
      // The side vegetable the chef suggests is one in season in France today.
      const recipe = cookRecipe({ ...request, month: request.month ?? currentMonth(new Date()) });
      for (const part of recipeParts(recipe)) {
        if (signal.aborted) break;
        yield part;
      }
      return recipe;
    },
  };
}
