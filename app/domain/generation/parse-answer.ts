import { parseJsonAnswer } from "./parse-answer-json";
import { type GeneratedRecipe, generatedRecipeSchema } from "./recipe-schema";

/** Turns a model's complete answer into a recipe, or the error of spec §8 it deserves. */
export function parseRecipeAnswer(text: string): GeneratedRecipe {
  return parseJsonAnswer(text, generatedRecipeSchema);
}
