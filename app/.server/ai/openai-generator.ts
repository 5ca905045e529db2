import { createOpenAI } from "@ai-sdk/openai";
import { APICallError, Output, RetryError, parsePartialJson, streamText } from "ai";
import { GenerationError } from "~/domain/generation/errors";
import { parseRecipeAnswer, stripCodeFences } from "~/domain/generation/parse-answer";
import type { PartialRecipe } from "~/domain/generation/recipe-parts";
import type { ChefRequest } from "~/domain/generation/request-schema";
import type { Logger } from "../logger";
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

/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, Mistral, Ollama, vLLM,
 * llama.cpp…). The SDK's own retries are off: quota and key errors must surface at
 * once, and rate limits or 5xx are retried once here.
 */
export function openAiGenerator(config: OpenAiConfig): RecipeGenerator {
  const model = createOpenAI({ baseURL: config.baseURL, apiKey: config.apiKey }).chat(config.model);

  async function* attempt(request: ChefRequest, options: GenerationOptions): AsyncGenerator<PartialRecipe, string> {
    const signal = AbortSignal.any([options.signal, AbortSignal.timeout(config.timeoutMs)]);
    const result = streamText({
      model,
      system: systemPrompt(request),
      prompt: userPrompt(request, options.correction),
      temperature: TEMPERATURE,
      maxOutputTokens: MAX_TOKENS,
      maxRetries: 0,
      abortSignal: signal,
      output: Output.json(),
      // Errors arrive in fullStream below; the SDK's default handler would print them again.
      onError: () => {},
    });
    let text = "";
    let lastTitle: unknown;
    let lastLength = 0;
    for await (const part of result.fullStream) {
      if (part.type === "error") throw part.error;
      if (part.type !== "text-delta") continue;
      text += part.text;
      // Parsing the partial JSON costs little, but only when a value may have closed.
      if (!/[",\]}]/.test(part.text)) continue;
      const { value } = await parsePartialJson(stripCodeFences(text));
      if (!value || typeof value !== "object" || Array.isArray(value)) continue;
      const partial = value as PartialRecipe;
      if (partial.titre === lastTitle && text.length - lastLength < 40) continue;
      lastTitle = partial.titre;
      lastLength = text.length;
      yield partial;
    }
    if (signal.aborted) throw signal.reason;
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
            config.logger.warn({ detail: describe(error) }, "service de génération indisponible : nouvel essai");
            continue;
          }
          if (mapped === "retry") throw new GenerationError("failed", describe(error));
          throw mapped;
        }
      }
    },
  };
}

/** Vendor failure → Toque's error code, or "retry" for what may pass a second time. */
export function mapProviderError(error: unknown): GenerationError | "retry" {
  if (error instanceof GenerationError) return error;
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(cause)) {
    const { code, type } = vendorError(cause);
    if (code === "insufficient_quota" || type === "insufficient_quota") return new GenerationError("quotaExceeded", describe(cause));
    if (code === "invalid_api_key" || cause.statusCode === 401) return new GenerationError("invalidApiKey", describe(cause));
    if (cause.statusCode === 429 || (cause.statusCode ?? 0) >= 500) return "retry";
    if (type === "invalid_request_error" || cause.statusCode === 400) return new GenerationError("invalidRequest", describe(cause));
    return new GenerationError("failed", describe(cause));
  }
  if (cause instanceof Error && (cause.name === "TimeoutError" || cause.name === "AbortError")) {
    return new GenerationError("failed", "délai dépassé");
  }
  return new GenerationError("failed", describe(cause));
}

function vendorError(error: APICallError): { code?: string; type?: string } {
  const fromData = (error.data as { error?: { code?: unknown; type?: unknown } } | undefined)?.error;
  let body = fromData;
  if (!body && error.responseBody) {
    try {
      body = JSON.parse(error.responseBody).error;
    } catch {
      // not JSON: nothing more to learn
    }
  }
  return {
    code: typeof body?.code === "string" ? body.code : undefined,
    type: typeof body?.type === "string" ? body.type : undefined,
  };
}

function describe(error: unknown): string {
  if (APICallError.isInstance(error)) return `${error.statusCode ?? "?"} ${error.message}`;
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
