import { formatQuantity } from "../base/quantities";
import type { Recipe } from "../recipe/model";
import { measuredIngredient } from "./scale-measures";
import { scaleEquipment } from "./scale-moulds";
import { scaleSteps } from "./scale-steps";

type Ingredient = Recipe["ingredients"][number];

export { MAX_SERVINGS, MIN_SERVINGS } from "./servings";

/**
 * The recipe for another number of people, as a cook would write it (decision 0051): each
 * line in a measure one can take (scale-measures.ts), and each sized mould or dish of the
 * equipment resized by its area, or doubled (scale-moulds.ts). Times stay as written: a
 * gratin for eight does not bake twice as long; the amounts the steps give follow the list
 * (scale-steps.ts, decision 0069). The shopping list does not go through here:
 * it adds the exact needs of the week's meals before rounding them to packs (decision 0035).
 */
export function scaleRecipe<T extends Recipe>(recipe: T, servings: number): T {
  if (servings === recipe.servings) return recipe;
  const factor = servings / recipe.servings;
  const ingredients = recipe.ingredients.map((ingredient) => scaleIngredient(ingredient, factor));
  return {
    ...recipe,
    servings,
    ingredients,
    equipment: recipe.equipment.map((item) => scaleEquipment(item, factor)),
    steps: scaleSteps(recipe.steps, recipe.ingredients, ingredients, factor),
  };
}

export const scaleIngredient = (ingredient: Ingredient, factor: number): Ingredient =>
  measuredIngredient(ingredient, factor);

/** Grams as a kitchen scale shows them: to the gram below 100 g, to 5 g above. */
export function roundGrams(value: number): number {
  return value < 100 ? Math.max(1, Math.round(value)) : Math.round(value / 5) * 5;
}

const COUNTED_UNITS = new Set(["pièce", "gousse", "tranche", "pincée", "botte", "brin"]);

/** « 3 pièces », « 1 gousse », « 2 c. à soupe »: counted units agree with their number. */
export function ingredientAmount(ingredient: Pick<Ingredient, "quantite" | "unite">): string {
  const { quantite, unite } = ingredient;
  const unit =
    typeof quantite === "number" && quantite >= 2 && COUNTED_UNITS.has(unite) ? `${unite}s` : unite;
  return [formatQuantity(quantite), unit].filter((part) => part !== "").join(" ");
}
