import { useCallback, useEffect, useRef, useState } from "react";
import { GENERATION_OFFLINE, GENERATION_SCREEN_FALLBACK } from "~/domain/generation/errors";
import type { GenerationBody } from "~/domain/generation/request-schema";
import type { FinishedGeneration, PartialRecipe } from "~/domain/generation/stream-events";

export type GenerationState =
  | { status: "idle"; recipe?: undefined }
  | { status: "loading"; recipe?: PartialRecipe }
  | { status: "stopped"; recipe?: PartialRecipe }
  | ({ status: "done" } & FinishedGeneration)
  | { status: "error"; recipe?: PartialRecipe; message: string };

/**
 * The stream's schema brings zod (about 25 KB gzip) that nothing else on these screens needs: it
 * is fetched when the person first touches the page (a tap, a key, a field in focus), not with
 * it, so a phone's first load neither downloads nor compiles it; a generation waits for it
 * together with the server's answer, by then it is there.
 */
let streamEvents: Promise<typeof import("~/domain/generation/stream-events")> | undefined;
const loadStreamEvents = () =>
  (streamEvents ??= import("~/domain/generation/stream-events").catch((error: unknown) => {
    // Offline or a new deployment: the next generation asks again.
    streamEvents = undefined;
    throw error;
  }));

/**
 * Posts a generation request and follows the recipe as the server streams it
 * (one JSON object per line, each read through the stream's schema: a line that does not
 * read ends the generation with the screen's fallback). Loading always ends; a new attempt clears the error;
 * stopping cancels the request, which cancels the provider call on the server.
 */
export function useRecipeGeneration() {
  const [state, setState] = useState<GenerationState>({ status: "idle" });
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => {
    const intents = ["pointerdown", "keydown", "focusin"] as const;
    const prefetch = () => {
      intents.forEach((intent) => document.removeEventListener(intent, prefetch));
      // A failure here is met again, and shown, by the next generation.
      loadStreamEvents().catch(() => undefined);
    };
    intents.forEach((intent) => document.addEventListener(intent, prefetch, { passive: true }));
    return () => {
      intents.forEach((intent) => document.removeEventListener(intent, prefetch));
      controllerRef.current?.abort();
    };
  }, []);

  const start = useCallback(async (body: GenerationBody) => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setState({ status: "loading" });
    let latest: PartialRecipe | undefined;
    try {
      const [{ readGenerationEvent }, response] = await Promise.all([
        loadStreamEvents(),
        fetch("/api/generation", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
          signal: controller.signal,
        }),
      ]);
      if (!response.ok || !response.body) {
        const answer = await response.json().catch(() => undefined);
        setState({ status: "error", message: answer?.message ?? GENERATION_SCREEN_FALLBACK });
        return;
      }
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffered = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffered += value;
        const lines = buffered.split("\n");
        buffered = lines.pop() ?? "";
        for (const line of lines) {
          if (!line.trim()) continue;
          const event = readGenerationEvent(line);
          if (!event) {
            setState({ status: "error", message: GENERATION_SCREEN_FALLBACK });
            return;
          }
          if (event.type === "partial") {
            latest = event.recipe;
            setState({ status: "loading", recipe: event.recipe });
          } else if (event.type === "done") {
            setState({
              status: "done",
              recipe: event.recipe,
              nutrition: event.nutrition,
              produce: event.produce,
            });
            return;
          } else {
            setState({
              status: "error",
              recipe: undefined,
              message: event.message,
            });
            return;
          }
        }
      }
      // The stream ended without a verdict: the connection was cut.
      setState({ status: "error", message: GENERATION_SCREEN_FALLBACK });
    } catch {
      if (controller.signal.aborted) {
        setState({ status: "stopped", recipe: latest });
        return;
      }
      // A request that never left the device says why, rather than a generic failure.
      setState({
        status: "error",
        message: navigator.onLine ? GENERATION_SCREEN_FALLBACK : GENERATION_OFFLINE,
      });
    } finally {
      if (controllerRef.current === controller) controllerRef.current = null;
    }
  }, []);

  const stop = useCallback(() => controllerRef.current?.abort(), []);

  return { state, start, stop };
}
