import { generateText } from "ai";
import { z } from "zod";
import { HEALTH_NOTICE } from "~/domain/cocktails/types";
import { cocktailSchema } from "~/domain/cocktails/cocktail-schema";
import { GenerationError } from "~/domain/generation/errors";
import { parseJsonAnswer } from "~/domain/generation/parse-answer-json";
import { wineSuggestionsSchema } from "~/domain/sommelier/wine-schema";
import type { Advisor } from "./advisor";
import { MAX_TOKENS, type OpenAiConfig, TEMPERATURE, jsonChatModel, mapProviderError } from "./openai-generator";
import { cocktailPrompt, pairingPrompt } from "./prompts";

const pairingAnswerSchema = z.object({ vins: wineSuggestionsSchema });

/** The AI sommelier and bartender: the model proposes, our schemas decide what is shown. */
export function openAiAdvisor(config: OpenAiConfig): Advisor {
  const model = jsonChatModel(config);

  async function ask<Schema extends z.ZodType>(prompt: { system: string; user: string }, schema: Schema, signal: AbortSignal) {
    for (let round = 0; ; round++) {
      try {
        const result = await generateText({
          model,
          system: prompt.system,
          prompt: prompt.user,
          temperature: TEMPERATURE,
          maxOutputTokens: MAX_TOKENS,
          maxRetries: 0,
          abortSignal: AbortSignal.any([signal, AbortSignal.timeout(config.timeoutMs)]),
        });
        return parseJsonAnswer(result.text, schema);
      } catch (error) {
        if (signal.aborted) throw error;
        const mapped = mapProviderError(error);
        if (mapped === "retry" && round === 0) continue;
        if (mapped === "retry") throw new GenerationError("failed", "service indisponible");
        throw mapped;
      }
    }
  }

  return {
    provider: "openai",
    async pairWines(dish, signal) {
      const answer = await ask(pairingPrompt(dish), pairingAnswerSchema, signal);
      return { kind: "suggestions", suggestions: answer.vins };
    },
    async createCocktail(request, signal) {
      const cocktail = await ask(cocktailPrompt(request), cocktailSchema, signal);
      return { cocktail, healthNotice: HEALTH_NOTICE };
    },
  };
}
