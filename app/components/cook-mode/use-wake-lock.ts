import { useEffect, useState } from "react";

export type WakeLockState = "pending" | "active" | "unsupported";

/**
 * Keeps the screen on while cook mode is open (Screen Wake Lock API). The browser drops the
 * lock whenever the tab is hidden, so it is asked for again each time the tab comes back.
 */
export function useWakeLock(): WakeLockState {
  // Cook mode only ever renders in the browser (it is loaded on a tap), so navigator is there.
  const [state, setState] = useState<WakeLockState>(() =>
    "wakeLock" in navigator ? "pending" : "unsupported",
  );

  useEffect(() => {
    if (!("wakeLock" in navigator)) return;
    let lock: WakeLockSentinel | undefined;
    let closed = false;

    const acquire = async () => {
      if (document.visibilityState !== "visible") return;
      try {
        const sentinel = await navigator.wakeLock.request("screen");
        if (closed) {
          void sentinel.release();
          return;
        }
        lock = sentinel;
        setState("active");
      } catch {
        // Refused (battery saver, a policy): the screen may dim, and the note says so.
        setState("unsupported");
      }
    };
    const onVisibility = () => void acquire();

    void acquire();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      closed = true;
      document.removeEventListener("visibilitychange", onVisibility);
      void lock?.release();
    };
  }, []);

  return state;
}
