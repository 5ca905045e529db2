import type { ChangeOrigin, ListEvent } from "~/domain/meal-plan/live-list";
import type { ChangeBus, ListChange } from "./change-bus";

/**
 * A comment every 25 s keeps the stream alive through proxies and load balancers that close an
 * idle connection after 30 to 60 s, and lets the server notice a client gone without a word.
 */
export const HEARTBEAT_MS = 25_000;
/** How long the browser waits before it reconnects on its own after the stream is cut. */
export const RETRY_MS = 2_000;

export function originOf(change: ListChange, viewer: { userId?: string; device: string }): ChangeOrigin {
  if (change.kind === "reprise") return "toque";
  if (change.author.device !== "" && change.author.device === viewer.device) return "ici";
  if (viewer.userId !== undefined && change.author.userId === viewer.userId) return "appareil";
  return "membre";
}

/** The answer's headers: never cached, never compressed (it would hold events back), never buffered. */
export const EVENT_STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-cache, no-transform",
  // nginx and some load balancers buffer an answer unless told otherwise.
  "X-Accel-Buffering": "no",
} as const;

/**
 * The Server-Sent Events of one owner's list, for one viewer: each change as it is published,
 * a heartbeat, and nothing left behind once the client goes (the signal aborts) or the server
 * stops reading (the stream is cancelled).
 */
export function listEventStream({
  bus,
  owner,
  viewer,
  signal,
  heartbeatMs = HEARTBEAT_MS,
}: {
  bus: Pick<ChangeBus, "subscribe">;
  owner: string;
  viewer: { userId?: string; device: string };
  signal: AbortSignal;
  heartbeatMs?: number;
}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let stop: () => void = () => undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          // Closed meanwhile: the cleanup below is on its way.
        }
      };
      const unsubscribe = bus.subscribe(owner, (change) => {
        const event: ListEvent = {
          de: originOf(change, viewer),
          ...(change.author.name ? { nom: change.author.name } : {}),
          type: change.kind,
          version: change.version,
        };
        send(`id: ${change.version}\nevent: liste\ndata: ${JSON.stringify(event)}\n\n`);
      });
      const heartbeat = setInterval(() => send(": battement\n\n"), heartbeatMs);
      let stopped = false;
      stop = () => {
        if (stopped) return;
        stopped = true;
        clearInterval(heartbeat);
        unsubscribe();
        signal.removeEventListener("abort", onAbort);
      };
      const onAbort = () => {
        stop();
        try {
          controller.close();
        } catch {
          // Already closed or cancelled.
        }
      };
      if (signal.aborted) return onAbort();
      signal.addEventListener("abort", onAbort);
      // The first bytes go at once: the browser's `open` fires, and proxies see a live answer.
      send(`retry: ${RETRY_MS}\n: ouvert\n\n`);
    },
    cancel() {
      stop();
    },
  });
}
