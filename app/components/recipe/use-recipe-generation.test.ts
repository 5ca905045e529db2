// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useRecipeGeneration } from "./use-recipe-generation";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("useRecipeGeneration", () => {
  it("shows the French message of a refusal of the limits (429 with Retry-After)", async () => {
    const message = "Vous avez demandé beaucoup de recettes en peu de temps. Réessayez dans 10 minutes.";
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json(
          { code: "tooManyRequests", message },
          { status: 429, headers: { "Retry-After": "596" } },
        ),
      ),
    );
    const { result } = renderHook(() => useRecipeGeneration());
    await act(() => result.current.start({ screen: "inventaire", ingredients: ["tomate"] }));
    await waitFor(() => expect(result.current.state).toEqual({ status: "error", message }));
  });
});
