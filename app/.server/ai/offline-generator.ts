import { cookWithoutAllergens } from "~/domain/chef/allergen-free";
import { recipeParts } from "~/domain/generation/recipe-parts";
import type { RecipeGenerator } from "./recipe-generator";

/** The offline chef (app/domain/chef): no network, an answer in a few milliseconds. */
export function offlineGenerator(): RecipeGenerator {
  return {
    provider: "offline",
    async *generate(request, { signal }) {
      const recipe = cookWithoutAllergens(request);
      for (const part of recipeParts(recipe)) {
        if (signal.aborted) break;
        yield part;
      }
      return recipe;
    },
  };
}
