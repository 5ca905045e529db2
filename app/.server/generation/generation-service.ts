import { allergenCorrection, allergenViolationMessage } from "~/domain/allergens/exclusions";
import { allergenViolations } from "~/domain/nutrition/lexicon-allergens";
import { retryAfterText } from "~/domain/auth/auth-errors";
import {
  GenerationError,
  type GenerationErrorCode,
  dietViolationMessage,
  generationErrorMessages,
} from "~/domain/generation/errors";
import { checkComposites, cleanPartial } from "~/domain/generation/composite-check";
import { senseCorrection } from "../ai/prompts";
import { senseProblems } from "~/domain/chef/recipe-sense";
import { withCiqualNutrition } from "~/domain/generation/nutrition-figures";
import type { GeneratedRecipe } from "~/domain/generation/recipe-schema";
import { type ChefRequest, dietRestrictionLabels } from "~/domain/generation/request-schema";
import type { GenerationEvent, PartialRecipe } from "~/domain/generation/stream-events";
import { computeRecipeNutrition } from "~/domain/nutrition/compute";
import { stepsOf } from "~/domain/recipe/steps";
import { produceFacts } from "~/domain/produce/facts";
import { currentMonth } from "~/domain/produce/label";
import { restrictionViolations } from "~/domain/nutrition/diet";
import type { RestrictionViolation } from "~/domain/nutrition/types";
import type { RateLimitRepository, RateLimitRule } from "../db/rate-limit-repository";
import type { Logger } from "../logger";
import type { RecipeGenerator } from "../ai/recipe-generator";

/** Generations allowed per window, shared by every instance through the database. */
export const generationLimits = {
  perIp: { limit: 40, windowSeconds: 10 * 60 },
  perUser: { limit: 30, windowSeconds: 10 * 60 },
} satisfies Record<string, RateLimitRule>;

interface Deps {
  generator: RecipeGenerator;
  rateLimits: RateLimitRepository;
  logger: Logger;
}

export interface Requester {
  ip: string;
  userId?: string;
}

export interface RunOptions {
  signal: AbortSignal;
  /** Names this generation in the logs and at the provider (`X-Client-Request-Id`). */
  requestId?: string;
}

/** A generation the limits refused: the French message and the seconds until the window frees. */
export interface LimitRefusal {
  code: "tooManyRequests";
  message: string;
  retryAfterSeconds: number;
}

/** Counts one request against the limits; a refusal says when to come back. */
export async function limitRefusal(
  rateLimits: RateLimitRepository,
  requester: Requester,
): Promise<LimitRefusal | undefined> {
  const limited = await overLimit(rateLimits, requester);
  if (limited === undefined) return undefined;
  return {
    code: "tooManyRequests",
    message: `${generationErrorMessages.tooManyRequests} ${retryAfterText(limited)}`,
    retryAfterSeconds: limited,
  };
}

export function generationService({ generator, rateLimits, logger }: Deps) {
  return {
    provider: generator.provider,

    /**
     * Counts a generation before it starts: a refusal is answered as an HTTP 429, before any
     * line of the stream, so it is checked apart from `run`.
     */
    admit: (requester: Requester): Promise<LimitRefusal | undefined> => limitRefusal(rateLimits, requester),

    /**
     * Runs one admitted generation: streams the partial recipes, then checks the final
     * one against the diet restrictions (the model is asked once more when it breaks
     * them) and replaces every nutrition figure by the CIQUAL computation.
     */
    async *run(request: ChefRequest, { signal, requestId }: RunOptions): AsyncGenerator<GenerationEvent> {
      try {
        let correction: string | undefined;
        let violations: RestrictionViolation[] = [];
        let allergensFound: ReturnType<typeof allergenViolations> = [];
        for (let round = 0; round < 2; round++) {
          const excluded = request.excludedAllergens ?? [];
          const answered = yield* streamPartials(
            generator.generate(request, { signal, correction, requestId }),
            (partial) => cleanPartial(partial, request.restrictions, excluded),
          );
          if (signal.aborted) return;
          // A pesto for a « Sans lactose » request is replaced, not refused: the rest is sound.
          const { recipe, notes } = checkComposites(answered, request.restrictions, excluded);
          if (notes.length > 0)
            logger.info({ requestId, notes, provider: generator.provider }, "aliment composé remplacé");
          violations = restrictionViolations(recipe.ingredients, request.restrictions);
          // Excluded allergens are checked like the restrictions, through the same lexicon.
          allergensFound = allergenViolations(recipe.ingredients, request.excludedAllergens ?? []);
          if (violations.length === 0 && allergensFound.length === 0) {
            // The offline chef's rules for a recipe that adds up (every food a step uses is listed,
            // every listed food used, portions, liquids, gestures a food can take): the model is
            // asked once more; a second answer is served as it is, since these rules read words and
            // a cook is better served by a recipe than by a refusal.
            const problems = senseProblems(recipe);
            if (problems.length > 0) {
              logger.warn(
                { requestId, problems, provider: generator.provider, round },
                round === 0 ? "recette incohérente, redemandée" : "recette incohérente servie",
              );
              if (round === 0) {
                correction = senseCorrection(problems);
                continue;
              }
            }
            const steps = stepsOf({ steps: recipe.instructions });
            const nutrition = computeRecipeNutrition(recipe.ingredients, recipe.portions, steps);
            yield {
              type: "done",
              recipe: withCiqualNutrition(recipe, nutrition, request.detailed),
              nutrition,
              produce: produceFacts(recipe.ingredients, recipe.portions, currentMonth(new Date()), steps),
            };
            return;
          }
          if (violations.length === 0) {
            logger.warn(
              { requestId, allergensFound, provider: generator.provider },
              "allergène exclu présent dans la recette",
            );
            correction = allergenCorrection(allergensFound);
            continue;
          }
          logger.warn(
            { requestId, violations, provider: generator.provider },
            "restriction alimentaire non respectée",
          );
          correction = `Ta recette précédente contenait ${violations
            .map(
              (violation) =>
                `${violation.ingredient} (interdit : ${dietRestrictionLabels[violation.restriction]})`,
            )
            .join(", ")}. Propose une recette qui respecte toutes les restrictions.`;
          if (allergensFound.length > 0) correction += `\n${allergenCorrection(allergensFound)}`;
        }
        yield {
          type: "error",
          code: "dietViolated",
          message:
            violations.length > 0
              ? dietViolationMessage(violations)
              : allergenViolationMessage(allergensFound),
        };
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof GenerationError) {
          if (error.detail)
            logger.warn({ requestId, code: error.code, detail: error.detail }, "génération refusée");
          yield { type: "error", code: error.code, message: error.message };
          return;
        }
        logger.error({ requestId, err: error }, "erreur inattendue pendant la génération");
        yield errorEvent("failed");
      }
    },
  };
}

export type GenerationService = ReturnType<typeof generationService>;

async function* streamPartials(
  generation: AsyncGenerator<PartialRecipe, GeneratedRecipe>,
  clean: (partial: PartialRecipe) => PartialRecipe,
): AsyncGenerator<GenerationEvent, GeneratedRecipe> {
  for (;;) {
    const step = await generation.next();
    if (step.done) return step.value;
    yield { type: "partial", recipe: clean(step.value) };
  }
}

async function overLimit(rateLimits: RateLimitRepository, requester: Requester): Promise<number | undefined> {
  const verdicts = await Promise.all([
    rateLimits.hit(`generation:ip:${requester.ip}`, generationLimits.perIp),
    ...(requester.userId
      ? [rateLimits.hit(`generation:user:${requester.userId}`, generationLimits.perUser)]
      : []),
  ]);
  const refused = verdicts.filter((verdict) => !verdict.allowed);
  return refused.length > 0 ? Math.max(...refused.map((verdict) => verdict.retryAfterSeconds)) : undefined;
}

function errorEvent(code: GenerationErrorCode): GenerationEvent {
  return { type: "error", code, message: generationErrorMessages[code] };
}
