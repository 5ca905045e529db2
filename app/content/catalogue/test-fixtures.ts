import { customisationSchema, customiseRecipe } from "~/domain/catalogue/customise";
import type { Recipe } from "~/domain/recipe/model";
import { breakfastRecipes } from "./breakfasts";
import { catalogueRecipes } from "./recipes";

/** Every recipe of the catalogue, breakfasts included, for the tests that read them by id. */
export const everyRecipe: readonly Recipe[] = [...catalogueRecipes, ...breakfastRecipes];

export const recipe = (id: string) => everyRecipe.find((candidate) => candidate.id === id)!;

/** The position of the line named `nom` in the recipe `id`. */
export const line = (id: string, nom: string) =>
  recipe(id).ingredients.findIndex((other) => other.nom === nom);

/** The recipe `id` at its own servings, each line named by `swaps` replaced, as Le Chef C'est Vous does. */
export function customised(id: string, swaps: Record<string, string>): Recipe {
  const chosen = recipe(id);
  const remplacer = Object.entries(swaps).map(([nom, to]) => `${line(id, nom)}:${to}`);
  const result = customiseRecipe(chosen, customisationSchema.parse({ portions: chosen.servings, remplacer }));
  if (!result.ok) throw new Error(result.message);
  return result.recipe;
}
