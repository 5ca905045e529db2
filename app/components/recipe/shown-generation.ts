import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import type { FinishedGeneration } from "~/domain/generation/stream-events";
import type { GenerationState } from "./use-recipe-generation";

/** What a generation screen's action answers when the form is sent without JavaScript. */
export type GenerationResult = { variation: number } & (
  ({ status: "done" } & FinishedGeneration) | { status: "error"; message: string }
);

type KeptGeneration = FinishedGeneration & {
  /** The request the recipe answers, as the page writes it in its address. */
  request: string;
  variation: number;
};

const storageKey = (screen: string) => `toque:recette:${screen}`;

function readStored(screen: string): string | null {
  try {
    return sessionStorage.getItem(storageKey(screen));
  } catch {
    return null;
  }
}

function parseKept(raw: string | null): KeptGeneration | undefined {
  try {
    const value = JSON.parse(raw ?? "null") as KeptGeneration | null;
    return value?.recipe && value.nutrition ? value : undefined;
  } catch {
    return undefined;
  }
}

// This tab's own writes need no notice: the recipe they keep is already on screen.
const subscribeNothing = () => () => {};

function writeKept(screen: string, kept: KeptGeneration) {
  try {
    sessionStorage.setItem(storageKey(screen), JSON.stringify(kept));
  } catch {
    // Storage full or refused (private browsing): the recipe is simply not kept.
  }
}

interface ShownGenerationOptions {
  /** Names the screen in the tab's storage. */
  screen: string;
  /** The request on screen now, in the form the page keeps in its address. */
  request: string;
  /** The generation streamed in this page, and the variation it asked for. */
  live: GenerationState;
  liveVariation: number;
  /** The recipe the server rendered when the form was sent without JavaScript. */
  server?: GenerationResult;
}

/**
 * The recipe a generation screen shows: the one streaming now, else the one the server
 * rendered, else the last one this tab generated for the same request. The last finished
 * recipe is kept in sessionStorage, so that it survives a reload, the back button and the
 * round trip through the login or sign-up page (« Se connecter pour sauvegarder »), after
 * which the person can save it.
 */
export function useShownGeneration({
  screen,
  request,
  live,
  liveVariation,
  server: rendered,
}: ShownGenerationOptions) {
  // The router forgets the action's answer at the next navigation, such as the list
  // written to the address: the page keeps it until a new recipe replaces it.
  const [server] = useState(rendered);

  // Read after hydration: the server does not see this tab's storage.
  const raw = useSyncExternalStore(
    subscribeNothing,
    () => readStored(screen),
    () => null,
  );
  const stored = useMemo(() => parseKept(raw), [raw]);
  // Found once for the request in the address; it then stays while the person edits the form.
  const [kept, setKept] = useState<KeptGeneration>();
  if (!kept && stored?.request === request) setKept(stored);

  const finished =
    live.status === "done"
      ? { ...live, variation: liveVariation }
      : live.status === "idle" && server?.status === "done"
        ? server
        : undefined;
  useEffect(() => {
    if (finished)
      writeKept(screen, {
        request,
        variation: finished.variation,
        recipe: finished.recipe,
        nutrition: finished.nutrition,
        produce: finished.produce,
      });
    // Written once per recipe, for the request it was asked with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finished?.recipe]);

  if (live.status !== "idle") return { state: live, variation: liveVariation };
  if (server) {
    const { variation, ...rest } = server;
    return { state: rest as GenerationState, variation };
  }
  if (kept)
    return {
      state: {
        status: "done",
        recipe: kept.recipe,
        nutrition: kept.nutrition,
        produce: kept.produce,
      } as GenerationState,
      variation: kept.variation,
    };
  return { state: live, variation: liveVariation };
}
