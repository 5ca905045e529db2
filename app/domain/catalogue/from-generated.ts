import type { GeneratedRecipe } from "../generation/recipe-schema";
import { readIngredient } from "../nutrition/lexicon";
import { recipeOfKept } from "./kept";
import type { Recipe } from "../recipe/model";
import type { Category } from "../recipe/labels";

/**
 * Where a recipe of the AI cook belongs in the catalogue, read from its ingredients:
 * fish first (a « saumon aux lardons » is still a fish dish), then meat, then a sweet
 * dish with no savoury main as a dessert, otherwise vegetarian.
 */
export function categoryOf(ingredientNames: readonly string[]): Category {
  const entries = ingredientNames.flatMap((name) => readIngredient(name)?.entry ?? []);
  if (entries.some((entry) => entry.diet.fish)) return "Poisson";
  if (entries.some((entry) => entry.diet.meat)) return "Viande";
  const sweet = entries.some((entry) => entry.role === "sweet" || entry.role === "fruit");
  const savoury = entries.some(
    (entry) => entry.role === "protein" || entry.role === "vegetable" || entry.role === "aromatic",
  );
  return sweet && !savoury ? "Desserts" : "Végétarien";
}

/**
 * A generated recipe in the catalogue's shape, to be published under its cook's name: read
 * as every kept recipe is, then given a category and quantities the page can scale.
 */
export function recipeFromGenerated(generated: GeneratedRecipe, id: string, chef: string): Recipe {
  const recipe = recipeOfKept({ origin: "generated", recipe: generated }, id, chef);
  return {
    ...recipe,
    category: categoryOf(recipe.ingredients.map((ingredient) => ingredient.nom)),
    ingredients: generated.ingredients.map(({ nom, quantite, unite }) => ({
      nom,
      quantite: numeric(quantite),
      unite,
    })),
  };
}

/** « 200 » becomes 200 so that the recipe can be scaled; « selon le goût » stays text. */
function numeric(quantite: string): number | string {
  const value = Number(quantite.replace(",", "."));
  return quantite.trim() !== "" && Number.isFinite(value) && value >= 0 ? value : quantite;
}
