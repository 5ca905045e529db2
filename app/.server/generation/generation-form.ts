import { randomUUID } from "node:crypto";
import { type GenerationErrorCode, generationErrorMessages } from "~/domain/generation/errors";
import type { GeneratedRecipe } from "~/domain/generation/recipe-schema";
import type { ChefRequest } from "~/domain/generation/request-schema";
import type { RecipeNutrition } from "~/domain/nutrition/types";
import type { GenerationService, Requester } from "./generation-service";

export type CompletedGeneration =
  | { status: "done"; recipe: GeneratedRecipe; nutrition: RecipeNutrition }
  | { status: "error"; code: GenerationErrorCode; message: string };

/**
 * The generation of a screen sent without JavaScript (or before it loaded): the same
 * service as the stream, run to its end, so that the server renders the finished recipe.
 */
export async function generateToCompletion(
  service: GenerationService,
  request: ChefRequest,
  requester: Requester,
  signal: AbortSignal,
): Promise<CompletedGeneration> {
  for await (const event of service.run(request, requester, { signal, requestId: randomUUID() })) {
    if (event.type === "done") return { status: "done", recipe: event.recipe, nutrition: event.nutrition };
    if (event.type === "error") return { status: "error", code: event.code, message: event.message };
  }
  // Cut short: the person left the page.
  return { status: "error", code: "failed", message: generationErrorMessages.failed };
}

/** A refusal for the rate limit is a 429; every other outcome is a page like any other. */
export function statusOf(outcome: CompletedGeneration): number {
  return outcome.status === "error" && outcome.code === "tooManyRequests" ? 429 : 200;
}

/** The body of a form sent to a generation screen, or the French answer when it cannot be read. */
export async function readGenerationForm(request: Request): Promise<FormData | undefined> {
  try {
    return await request.formData();
  } catch {
    return undefined;
  }
}

export const unreadableForm = "Le formulaire envoyé est illisible : rechargez la page et réessayez.";
