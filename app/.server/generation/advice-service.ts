import type { ValidCocktailRequest } from "~/domain/cocktails/cocktail-schema";
import { GenerationError, generationErrorMessages } from "~/domain/generation/errors";
import type { Advisor, CocktailCreation, WinePairing } from "../ai/advisor";
import type { RateLimitRepository } from "../db/rate-limit-repository";
import type { Logger } from "../logger";
import { type Requester, limitRefusal } from "./generation-service";

export type AdviceOutcome<T> =
  | { ok: true; value: T }
  /** `retryAfterSeconds` only when the limits refused: the page answers 429 with Retry-After. */
  | { ok: false; message: string; retryAfterSeconds?: number };

interface Deps {
  advisor: Advisor;
  rateLimits: RateLimitRepository;
  logger: Logger;
}

/** Wine pairings and cocktails, with the same limits and error catalogue as the AI cook. */
export function adviceService({ advisor, rateLimits, logger }: Deps) {
  async function guarded<T>(requester: Requester, job: () => Promise<T>): Promise<AdviceOutcome<T>> {
    const refusal = await limitRefusal(rateLimits, requester);
    if (refusal) return { ok: false, message: refusal.message, retryAfterSeconds: refusal.retryAfterSeconds };
    try {
      return { ok: true, value: await job() };
    } catch (error) {
      if (error instanceof GenerationError) {
        if (error.detail) logger.warn({ code: error.code, detail: error.detail }, "conseil refusé");
        return { ok: false, message: error.message };
      }
      logger.error({ err: error }, "erreur inattendue du sommelier ou du barman");
      return { ok: false, message: generationErrorMessages.failed };
    }
  }

  return {
    provider: advisor.provider,
    pairWines: (
      dish: string,
      requester: Requester,
      signal: AbortSignal,
    ): Promise<AdviceOutcome<WinePairing>> => guarded(requester, () => advisor.pairWines(dish, signal)),
    createCocktail: (
      request: ValidCocktailRequest,
      requester: Requester,
      signal: AbortSignal,
    ): Promise<AdviceOutcome<CocktailCreation>> =>
      guarded(requester, () => advisor.createCocktail(request, signal)),
  };
}

export type AdviceService = ReturnType<typeof adviceService>;

/**
 * How a page answers a refused pairing or cocktail: the page shows its French message either
 * way; a refusal of the limits is also a 429 that says, in seconds, when the window frees.
 */
export function refusalInit(outcome: { retryAfterSeconds?: number }): ResponseInit | undefined {
  if (outcome.retryAfterSeconds === undefined) return undefined;
  return { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } };
}

/**
 * A page's `headers`: React Router sends an action's headers with the page only through this
 * export, so the Retry-After of a refusal is passed on here.
 */
export function retryAfterHeaders({ actionHeaders }: { actionHeaders: Headers }): Headers {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}
