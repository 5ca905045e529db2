import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { liveNote, parseListEvent } from "~/domain/meal-plan/live-list";

/** The stream of the shopping list's changes (app/routes/api.liste-de-courses.direct.ts). */
export const LIVE_LIST_URL = "/api/liste-de-courses/direct";

/** Long enough to be read once, short enough not to linger over the next change. */
const NOTE_SHOWN_MS = 4_000;
const NOTE_FADE_MS = 700;
/**
 * EventSource comes back by itself after a cut connection, but gives up on an HTTP error (a load
 * balancer's 502 during a deployment): then we open a new one, waiting longer each time.
 */
const REOPEN_FIRST_MS = 5_000;
const REOPEN_MAX_MS = 60_000;

/**
 * Follows the list's changes while the page is open: a change by someone else reloads the page's
 * data and says who made it. A change of this device is already on screen; in a tab left in the
 * background it is caught up when the tab comes back. Without JavaScript, or offline, the page
 * stays as it is: the stream is only an addition.
 */
export function useLiveList(enabled: boolean): { note: string; fading: boolean } {
  const { revalidate } = useRevalidator();
  // The stream stays open across renders; it reaches the router's latest revalidate through this.
  const revalidateRef = useRef(revalidate);
  useEffect(() => {
    revalidateRef.current = revalidate;
  }, [revalidate]);
  const [note, setNote] = useState("");
  const [fading, setFading] = useState(false);

  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let reopenDelay = REOPEN_FIRST_MS;
    let cut = false;
    let missed = false;
    let running = false;
    let again = false;
    const timers: ReturnType<typeof setTimeout>[] = [];

    // A burst of ticks asks for one reload at a time, and one more after it: never a queue.
    const refresh = async () => {
      if (!navigator.onLine) return;
      if (running) {
        again = true;
        return;
      }
      running = true;
      try {
        do {
          again = false;
          await revalidateRef.current();
        } while (again);
      } finally {
        running = false;
      }
    };

    const say = (text: string) => {
      for (const timer of timers.splice(0)) clearTimeout(timer);
      setFading(false);
      setNote(text);
      timers.push(setTimeout(() => setFading(true), NOTE_SHOWN_MS));
      timers.push(setTimeout(() => setNote(""), NOTE_SHOWN_MS + NOTE_FADE_MS));
    };

    const onChange = (message: MessageEvent<string>) => {
      const event = parseListEvent(message.data);
      if (!event) return;
      if (event.de === "ici") {
        if (document.visibilityState === "hidden") missed = true;
        return;
      }
      void refresh();
      const text = liveNote(event);
      if (text) say(text);
    };

    const open = () => {
      source = new EventSource(LIVE_LIST_URL);
      source.addEventListener("liste", onChange);
      source.addEventListener("open", () => {
        reopenDelay = REOPEN_FIRST_MS;
        // What changed while the stream was down is read now.
        if (cut) void refresh();
        cut = false;
      });
      source.addEventListener("error", () => {
        cut = true;
        if (source?.readyState !== EventSource.CLOSED) return;
        source = undefined;
        reopen = setTimeout(open, reopenDelay);
        reopenDelay = Math.min(reopenDelay * 2, REOPEN_MAX_MS);
      });
    };

    const onVisible = () => {
      if (document.visibilityState !== "visible" || !missed) return;
      missed = false;
      void refresh();
    };

    open();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      source?.close();
      clearTimeout(reopen);
      for (const timer of timers) clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [enabled]);

  return { note, fading };
}

/**
 * The polite live region that says who changed the list; it fades out after a few seconds. Always
 * in the page, so that screen readers announce the text that appears in it.
 */
export function LiveListNote({ enabled }: { enabled: boolean }) {
  const { note, fading } = useLiveList(enabled);
  return (
    <p
      role="status"
      className={`no-print min-h-6 text-sm font-bold text-ink-soft motion-safe:transition-opacity motion-safe:duration-700 ${
        fading ? "opacity-0" : "opacity-100"
      }`}
    >
      {note}
    </p>
  );
}
