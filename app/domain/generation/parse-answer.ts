import { GenerationError } from "./errors";
import { type GeneratedRecipe, generatedRecipeSchema } from "./recipe-schema";

/** Models often wrap JSON in a Markdown fence despite JSON mode; the fence is not the answer. */
export function stripCodeFences(text: string): string {
  const trimmed = text.trim();
  const fenced = /^```(?:json|JSON)?\s*\n?([\s\S]*?)\n?```$/.exec(trimmed);
  if (fenced) return fenced[1]!.trim();
  // A fence still being streamed: drop the opening line.
  return trimmed.replace(/^```(?:json|JSON)?\s*\n?/, "");
}

/** Turns a model's complete answer into a recipe, or the error of spec §8 it deserves. */
export function parseRecipeAnswer(text: string): GeneratedRecipe {
  const content = stripCodeFences(text);
  if (!content) throw new GenerationError("emptyResponse");
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch (error) {
    throw new GenerationError("invalidFormat", `JSON illisible : ${(error as Error).message}`);
  }
  const result = generatedRecipeSchema.safeParse(json);
  if (!result.success) {
    throw new GenerationError("invalidFormat", `schéma non respecté : ${result.error.issues[0]?.message ?? ""}`);
  }
  return result.data;
}
