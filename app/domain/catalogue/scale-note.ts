import { agree } from "../base/french";
import { formatNumber } from "../text/numbers";
import { computeRecipeNutrition } from "../nutrition/compute";
import type { RecipeNutrition } from "../nutrition/types";
import type { Recipe } from "../recipe/model";
import { stepsOf } from "../recipe/steps";
import { scaleRecipe } from "./scale";

/** Past this share the rounding is said beside the figures (decision 0051). */
export const ROUNDING_TOLERANCE = 0.05;

/**
 * The nutrition of a recipe scaled for the cook. Its figures are those of the rounded lines,
 * since a whole egg is what goes in the pan; where rounding moves the calories of a portion
 * by more than 5 % from the recipe as written (an egg for one where the recipe has three for
 * four), the page says so rather than show the written recipe's figure as this one's.
 */
export function scaledNutrition(original: Recipe, servings: number): RecipeNutrition {
  const scaled = scaleRecipe(original, servings);
  const nutrition = computeRecipeNutrition(scaled.ingredients, scaled.servings, stepsOf(original));
  const note = roundingNote(original, servings, nutrition.perPortion.calories);
  return note ? { ...nutrition, rounding: note } : nutrition;
}

/** « Quantités arrondies pour 1 personne : 652 kcal par portion, contre 610 dans la recette pour 6. » */
export function roundingNote(original: Recipe, servings: number, calories: number): string | undefined {
  if (servings === original.servings) return undefined;
  const exact = computeRecipeNutrition(original.ingredients, original.servings, stepsOf(original)).perPortion
    .calories;
  if (exact === 0 || Math.abs(calories - exact) / exact <= ROUNDING_TOLERANCE) return undefined;
  return (
    `Quantités arrondies pour ${servings}\u00a0${agree(servings, "personne", "personnes")}\u00a0: ` +
    `${formatNumber(calories, 0)}\u00a0kcal par portion, contre ${formatNumber(exact, 0)} dans la recette pour ${original.servings}.`
  );
}
