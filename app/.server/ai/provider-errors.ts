import { APICallError, RetryError } from "ai";
import { GenerationError } from "~/domain/generation/errors";
import { ProviderError } from "./chat-completions";

/** What a provider's refusal says, whichever client met it. */
interface Refusal {
  status?: number;
  code?: string;
  type?: string;
  detail: string;
}

/**
 * Vendor failure → Toque's error code, or "retry" for what may pass a second time.
 * The recipe stream meets `ProviderError` (our client); the advisor meets the AI SDK's
 * `APICallError`, wrapped in `RetryError` when the SDK retried.
 */
export function mapProviderError(error: unknown): GenerationError | "retry" {
  if (error instanceof GenerationError) return error;
  const refusal = refusalOf(error);
  if (refusal) {
    const { status = 0, code, type, detail } = refusal;
    if (code === "insufficient_quota" || type === "insufficient_quota")
      return new GenerationError("quotaExceeded", detail);
    if (code === "invalid_api_key" || status === 401) return new GenerationError("invalidApiKey", detail);
    if (status === 429 || status >= 500) return "retry";
    if (type === "invalid_request_error" || status === 400)
      return new GenerationError("invalidRequest", detail);
    return new GenerationError("failed", detail);
  }
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return new GenerationError("failed", "délai dépassé");
  }
  return new GenerationError("failed", describeProviderError(error));
}

/** One line for the logs: never shown to the user. */
export function describeProviderError(error: unknown): string {
  const refusal = refusalOf(error);
  if (refusal) return refusal.detail;
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

function refusalOf(error: unknown): Refusal | undefined {
  if (error instanceof ProviderError) {
    return {
      status: error.status,
      code: error.code,
      type: error.type,
      detail: `${error.status || "flux"} ${error.message}`,
    };
  }
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(cause)) {
    const body = vendorError(cause);
    return { status: cause.statusCode, ...body, detail: `${cause.statusCode ?? "?"} ${cause.message}` };
  }
  return undefined;
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
