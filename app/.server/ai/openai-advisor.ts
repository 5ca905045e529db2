import { createOpenAI } from "@ai-sdk/openai";
import { type LanguageModel, generateText, wrapLanguageModel } from "ai";
import { z } from "zod";
import { HEALTH_NOTICE } from "~/domain/cocktails/types";
import { cocktailSchema } from "~/domain/cocktails/cocktail-schema";
import { GenerationError } from "~/domain/generation/errors";
import { parseJsonAnswer } from "~/domain/generation/parse-answer-json";
import { wineSuggestionsSchema } from "~/domain/sommelier/wine-schema";
import type { Advisor } from "./advisor";
import { MAX_TOKENS, type OpenAiConfig, TEMPERATURE } from "./openai-generator";
import { mapProviderError } from "./provider-errors";
import { cocktailPrompt, pairingPrompt } from "./prompts";

const pairingAnswerSchema = z.object({ vins: wineSuggestionsSchema });

/** The AI sommelier and bartender: the model proposes, our schemas decide what is shown. */
export function openAiAdvisor(config: OpenAiConfig): Advisor {
  const model = jsonChatModel(config);

  async function ask<Schema extends z.ZodType>(
    prompt: { system: string; user: string },
    schema: Schema,
    signal: AbortSignal,
  ) {
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

/**
 * The chat model with JSON mode (`response_format: json_object`) always on. JSON mode is
 * set here rather than with the SDK's `output` option, which re-parses the answer (and
 * builds an error object at each failed attempt): our schemas parse it once.
 */
function jsonChatModel(config: Pick<OpenAiConfig, "baseURL" | "apiKey" | "model">): LanguageModel {
  return wrapLanguageModel({
    model: createOpenAI({ baseURL: config.baseURL, apiKey: config.apiKey }).chat(config.model),
    middleware: {
      specificationVersion: "v3",
      transformParams: async ({ params }) => ({ ...params, responseFormat: { type: "json" } }),
    },
  });
}
