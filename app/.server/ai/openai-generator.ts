import { createOpenAI } from "@ai-sdk/openai";
import { APICallError, type LanguageModel, RetryError, parsePartialJson, streamText, wrapLanguageModel } from "ai";
import { GenerationError } from "~/domain/generation/errors";
import { parseRecipeAnswer } from "~/domain/generation/parse-answer";
import { stripCodeFences } from "~/domain/generation/strip-code-fences";
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
  const model = jsonChatModel(config);

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
      // Errors arrive in fullStream below; the SDK's default handler would print them again.
      onError: () => {},
    });
    let text = "";
    let parsedLength = 0;
    let titleSent = false;
    for await (const part of result.fullStream) {
      if (part.type === "error") throw part.error;
      if (part.type !== "text-delta") continue;
      text += part.text;
      // Parsing the whole text again at every token would cost O(n²) under load: until the
      // title is out, parse whenever a string may have closed; then every ~400 characters.
      const due = titleSent ? text.length - parsedLength >= 400 : part.text.includes('"');
      if (!due) continue;
      parsedLength = text.length;
      const { value } = await parsePartialJson(stripCodeFences(text));
      if (!value || typeof value !== "object" || Array.isArray(value)) continue;
      const partial = value as PartialRecipe;
      if (!titleSent && !titleIsComplete(text)) continue;
      titleSent = true;
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

/**
 * The chat model with JSON mode (`response_format: json_object`) always on. JSON mode is
 * set here rather than with the SDK's `output` option, which re-parses the partial
 * answer at every token (and builds an error object at each failed attempt): we parse
 * the answer ourselves, less often.
 */
export function jsonChatModel(config: Pick<OpenAiConfig, "baseURL" | "apiKey" | "model">): LanguageModel {
  return wrapLanguageModel({
    model: createOpenAI({ baseURL: config.baseURL, apiKey: config.apiKey }).chat(config.model),
    middleware: {
      specificationVersion: "v3",
      transformParams: async ({ params }) => ({ ...params, responseFormat: { type: "json" } }),
    },
  });
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

/** The title's closing quote has arrived, so the partial title is the real one. */
function titleIsComplete(text: string): boolean {
  return /"titre"\s*:\s*"(?:[^"\\]|\\.)*"/.test(text);
}
