import { withoutModelNutrition } from "./nutrition-figures";
import { parseJsonAnswer } from "./parse-answer-json";
import { type GeneratedRecipe, generatedRecipeSchema } from "./recipe-schema";

/**
 * Turns a model's complete answer into a recipe, or the error of ARCHITECTURE § 1, Error catalogue it deserves. The
 * model's nutrition figures are dropped here, where its answer is read: Toque adds its own. So is a
 * `dApres`: only the offline chef knows which catalogue dish it started from.
 */
export function parseRecipeAnswer(text: string): GeneratedRecipe {
  const { dApres: _claimed, ...recipe } = withoutModelNutrition(parseJsonAnswer(text, generatedRecipeSchema));
  return recipe;
}
