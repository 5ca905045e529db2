import { useSyncExternalStore } from "react";
import { type PendingTick, readPendingTicks, withPendingTick } from "~/domain/meal-plan/pending-ticks";

const STORAGE_KEY = "toque:courses-en-attente";
const listeners = new Set<() => void>();
let snapshot: PendingTick[] | undefined;
const NONE: PendingTick[] = [];

function load(): PendingTick[] {
  try {
    return readPendingTicks(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    return [];
  }
}

function save(pending: PendingTick[]) {
  snapshot = pending;
  try {
    if (pending.length === 0) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, JSON.stringify(pending));
  } catch {
    // Storage refused: the ticks live as long as the page does.
  }
  for (const listener of listeners) listener();
}

export function pendingTicks(): PendingTick[] {
  snapshot ??= load();
  return snapshot;
}

export function keepPendingTick(tick: PendingTick) {
  save(withPendingTick(pendingTicks(), tick));
}

/**
 * Sends the ticks kept offline, oldest first, as the list's own form would; each one leaves
 * the device only once the server has taken it. Returns whether anything was sent.
 */
export async function sendPendingTicks(): Promise<boolean> {
  let sent = false;
  for (const tick of pendingTicks()) {
    const body = new FormData();
    body.set("intent", "tick");
    body.set("semaine", tick.semaine);
    body.set("article", tick.article);
    body.set("coche", tick.coche ? "1" : "0");
    let response: Response;
    try {
      response = await fetch(`/menu-perso?semaine=${tick.semaine}`, {
        method: "POST",
        body,
        redirect: "manual",
      });
    } catch {
      return sent; // Still offline: try again at the next « online ».
    }
    // Taken, or refused for good (an item since removed from the menu): either way it is done.
    if (response.status < 500) {
      save(pendingTicks().filter((item) => item !== tick));
      sent = true;
    }
  }
  return sent;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    snapshot = load();
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function usePendingTicks(): PendingTick[] {
  return useSyncExternalStore(subscribe, pendingTicks, () => NONE);
}
