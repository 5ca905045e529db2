import type { GeneratedRecipe } from "./recipe-schema";
import type { PartialRecipe } from "./stream-events";

/** The order in which a recipe fills the screen: title first, then each section. */
const SECTION_ORDER: (keyof GeneratedRecipe)[][] = [
  ["titre"],
  ["description", "tempsPreparation", "tempsCuisson", "difficulte", "portions", "dApres"],
  ["ingredients", "materiel"],
  ["instructions"],
  ["pointsTechniques", "astucesChef"],
  ["dressage", "nutritionParPortion", "calories"],
  ["conservation", "variations", "conseils", "alternatives"],
];

/**
 * Successive partial recipes, each with one more section, ending with the whole
 * recipe. A generator that has the whole recipe at once (the offline chef) streams
 * it this way, so the screen fills in the same order whatever the provider.
 */
export function* recipeParts(recipe: GeneratedRecipe): Generator<PartialRecipe> {
  const partial: PartialRecipe = {};
  for (const keys of SECTION_ORDER) {
    for (const key of keys) {
      if (recipe[key] !== undefined) (partial as Record<string, unknown>)[key] = recipe[key];
    }
    yield { ...partial };
  }
}
