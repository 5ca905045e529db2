import { retryAfterText } from "~/domain/auth/auth-errors";
import type { ValidCocktailRequest } from "~/domain/cocktails/cocktail-schema";
import { GenerationError, generationErrorMessages } from "~/domain/generation/errors";
import type { Advisor, CocktailCreation, WinePairing } from "../ai/advisor";
import type { RateLimitRepository } from "../db/rate-limit-repository";
import type { Logger } from "../logger";
import { type Requester, overLimit } from "./generation-service";

export type AdviceOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

interface Deps {
  advisor: Advisor;
  rateLimits: RateLimitRepository;
  logger: Logger;
}

/** Wine pairings and cocktails, with the same limits and error catalogue as the AI cook. */
export function adviceService({ advisor, rateLimits, logger }: Deps) {
  async function guarded<T>(requester: Requester, job: () => Promise<T>): Promise<AdviceOutcome<T>> {
    const limited = await overLimit(rateLimits, requester);
    if (limited)
      return { ok: false, message: `${generationErrorMessages.tooManyRequests} ${retryAfterText(limited)}` };
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
