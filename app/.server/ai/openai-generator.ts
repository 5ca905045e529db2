import { setImmediate as nextTurn } from "node:timers/promises";
import { parsePartialJson } from "ai";
import { GenerationError } from "~/domain/generation/errors";
import { parseRecipeAnswer } from "~/domain/generation/parse-answer";
import { type PartialRecipe, shownPartial } from "~/domain/generation/stream-events";
import type { ChefRequest } from "~/domain/generation/request-schema";
import { streamedTitle } from "~/domain/generation/streamed-title";
import { stripCodeFences } from "~/domain/generation/strip-code-fences";
import type { Logger } from "../logger";
import { chatCompletionsClient } from "./chat-completions";
import { describeProviderError, mapProviderError } from "./provider-errors";
import { systemPrompt, userPrompt } from "./prompts";
import type { GenerationOptions, RecipeGenerator } from "./recipe-generator";

export interface OpenAiConfig {
  baseURL: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  logger: Logger;
}

/** The spec's request parameters (§7.1, §9). */
export const TEMPERATURE = 0.7;
export const MAX_TOKENS = 2000;

/** After the title, the partial JSON is parsed again once this many characters came in. */
const PARTIAL_EVERY = 400;

/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, Mistral, Ollama, vLLM,
 * llama.cpp…), read by our own lean streaming client rather than the AI SDK: on the
 * path to the first token every millisecond is the user's
 * (docs/decisions/0008-lean-chat-completions-stream.md). Quota and key errors surface at
 * once; rate limits and 5xx are retried once.
 */
export function openAiGenerator(config: OpenAiConfig): RecipeGenerator {
  const chat = chatCompletionsClient(config);

  async function* attempt(
    request: ChefRequest,
    options: GenerationOptions,
  ): AsyncGenerator<PartialRecipe, string> {
    const signal = AbortSignal.any([options.signal, AbortSignal.timeout(config.timeoutMs)]);
    const deltas = chat.stream(
      {
        model: config.model,
        messages: [
          { role: "system", content: systemPrompt(request) },
          { role: "user", content: userPrompt(request, options.correction) },
        ],
        temperature: TEMPERATURE,
        max_tokens: MAX_TOKENS,
        response_format: { type: "json_object" },
      },
      signal,
      options.requestId,
    );
    let text = "";
    let titleSeen = false;
    let parsedLength = 0;
    for await (const delta of deltas) {
      text += delta;
      if (!titleSeen) {
        // The title goes out the moment its closing quote arrives.
        const titre = streamedTitle(text);
        if (titre === undefined) continue;
        titleSeen = true;
        parsedLength = text.length;
        if (!titre) continue;
        yield { titre };
        // Lets the title's bytes leave before the rest of an answer that came in one burst
        // is parsed: Node writes a response's first chunk only once the current work ends.
        await nextTurn();
        continue;
      }
      // Parsing the whole text again at every token would cost O(n²) under load.
      if (text.length - parsedLength < PARTIAL_EVERY) continue;
      parsedLength = text.length;
      const { value } = await parsePartialJson(stripCodeFences(text));
      // Read through the partial schema: what does not read is dropped, and so are the
      // model's own nutrition figures, which must not reach the screen even for a moment.
      if (value && typeof value === "object" && !Array.isArray(value)) yield shownPartial(value);
    }
    return text;
  }

  return {
    provider: "openai",
    async *generate(request, options) {
      for (let round = 0; ; round++) {
        try {
          const text = yield* attempt(request, options);
          return parseRecipeAnswer(text);
        } catch (error) {
          if (options.signal.aborted) throw error;
          const mapped = mapProviderError(error);
          if (mapped === "retry" && round === 0) {
            config.logger.warn(
              { requestId: options.requestId, detail: describeProviderError(error) },
              "service de génération indisponible : nouvel essai",
            );
            continue;
          }
          if (mapped === "retry") throw new GenerationError("failed", describeProviderError(error));
          throw mapped;
        }
      }
    },
  };
}
