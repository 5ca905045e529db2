import { APICallError, RetryError } from "ai";
import { describe, expect, it } from "vitest";
import { GenerationError } from "~/domain/generation/errors";
import { ProviderError } from "./chat-completions";
import { mapProviderError } from "./provider-errors";

const codeOf = (error: unknown) => {
  const mapped = mapProviderError(error);
  return mapped === "retry" ? "retry" : mapped.code;
};

function sdkError(statusCode: number, error: Record<string, unknown>) {
  return new APICallError({
    message: String(error.message),
    url: "http://fournisseur/v1/chat/completions",
    requestBodyValues: {},
    statusCode,
    responseBody: JSON.stringify({ error }),
  });
}

describe("mapProviderError", () => {
  it.each([
    [new ProviderError(429, "insufficient_quota", "insufficient_quota", "quota"), "quotaExceeded"],
    [new ProviderError(401, "invalid_api_key", "invalid_request_error", "clé"), "invalidApiKey"],
    [new ProviderError(401, undefined, undefined, "non autorisé"), "invalidApiKey"],
    [new ProviderError(429, "rate_limit_exceeded", "requests", "trop vite"), "retry"],
    [new ProviderError(503, undefined, undefined, "indisponible"), "retry"],
    [new ProviderError(400, undefined, "invalid_request_error", "max_tokens"), "invalidRequest"],
    [new ProviderError(404, undefined, undefined, "modèle inconnu"), "failed"],
    [new ProviderError(0, "insufficient_quota", undefined, "dans le flux"), "quotaExceeded"],
    [new ProviderError(0, undefined, "server_error", "dans le flux"), "failed"],
  ])("our client's %o → %s", (error, code) => {
    expect(codeOf(error)).toBe(code);
  });

  it("reads the AI SDK's errors the same way, retried or not (the advisor uses the SDK)", () => {
    const quota = sdkError(429, { code: "insufficient_quota", type: "insufficient_quota", message: "quota" });
    expect(codeOf(quota)).toBe("quotaExceeded");
    expect(codeOf(sdkError(401, { code: "invalid_api_key", message: "clé" }))).toBe("invalidApiKey");
    expect(codeOf(sdkError(500, { type: "server_error", message: "panne" }))).toBe("retry");
    expect(codeOf(sdkError(400, { type: "invalid_request_error", message: "requête" }))).toBe(
      "invalidRequest",
    );
    expect(
      codeOf(new RetryError({ message: "essais épuisés", reason: "maxRetriesExceeded", errors: [quota] })),
    ).toBe("quotaExceeded");
  });

  it("a timeout, an abort or anything else is a failed generation; our own errors pass through", () => {
    expect(mapProviderError(new DOMException("délai", "TimeoutError"))).toMatchObject({
      code: "failed",
      detail: "délai dépassé",
    });
    expect(codeOf(new DOMException("parti", "AbortError"))).toBe("failed");
    expect(codeOf(new SyntaxError("Unexpected token"))).toBe("failed");
    const own = new GenerationError("emptyResponse");
    expect(mapProviderError(own)).toBe(own);
  });
});
