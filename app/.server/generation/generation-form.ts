import { randomUUID } from "node:crypto";
import { readFormBody } from "../http/form-body";
import { type GenerationErrorCode, generationErrorMessages } from "~/domain/generation/errors";
import type { FinishedGeneration } from "~/domain/generation/stream-events";
import type { ChefRequest } from "~/domain/generation/request-schema";
import type { GenerationService, Requester } from "./generation-service";

export type CompletedGeneration =
  | ({ status: "done" } & FinishedGeneration)
  | { status: "error"; code: GenerationErrorCode; message: string; retryAfterSeconds?: number };

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
  const refusal = await service.admit(requester);
  if (refusal) return { status: "error", ...refusal };
  for await (const event of service.run(request, { signal, requestId: randomUUID() })) {
    if (event.type === "done")
      return { status: "done", recipe: event.recipe, nutrition: event.nutrition, produce: event.produce };
    if (event.type === "error") return { status: "error", code: event.code, message: event.message };
  }
  // Cut short: the person left the page.
  return { status: "error", code: "failed", message: generationErrorMessages.failed };
}

/**
 * A refusal for the rate limit is a 429 with Retry-After, as on the stream; every other outcome
 * is a page like any other.
 */
export function statusOf(outcome: CompletedGeneration): ResponseInit {
  if (outcome.status === "error" && outcome.retryAfterSeconds !== undefined)
    return { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } };
  return { status: 200 };
}

/**
 * The body of a form sent to a generation screen, read by the one form reader; undefined when it
 * refuses it, so that the screen shows its French message in the page instead of a bare error.
 */
export async function readGenerationForm(request: Request): Promise<FormData | undefined> {
  try {
    return await readFormBody(request);
  } catch (error) {
    if (error instanceof Response) return undefined;
    throw error;
  }
}

export const unreadableForm = "Le formulaire envoyé est illisible : rechargez la page et réessayez.";
