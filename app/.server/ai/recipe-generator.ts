import type { GeneratedRecipe } from "~/domain/generation/recipe-schema";
import type { PartialRecipe } from "~/domain/generation/stream-events";
import type { ChefRequest } from "~/domain/generation/request-schema";

export interface GenerationOptions {
  signal: AbortSignal;
  /** Why a previous answer was refused (a broken diet restriction), told to the model. */
  correction?: string;
  /** Names the generation in our logs and, for a remote provider, in its own. */
  requestId?: string;
}

/**
 * One job: turn a validated request into a recipe. Yields partial recipes as they
 * arrive, returns the final one checked by the schema, and throws GenerationError
 * with one of Toque's codes on failure. Stops when the signal aborts.
 */
export interface RecipeGenerator {
  readonly provider: "offline" | "openai";
  generate(request: ChefRequest, options: GenerationOptions): AsyncGenerator<PartialRecipe, GeneratedRecipe>;
}
