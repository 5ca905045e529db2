/// <reference lib="webworker" />
import { CacheExpiration } from "workbox-expiration";
import type { RouteHandlerCallback } from "workbox-core/types";
import { OFFLINE_CACHES, OWNER_HEADER } from "../domain/offline/caches";
import { offlineShelf } from "../domain/offline/pages";

/**
 * The pages kept for use offline, network first, on two shelves:
 * - the public shelf holds only pages the server made for nobody (no session, no visitor
 *   cookie), so that whoever uses the device next may be shown them;
 * - the personal shelf holds every page made for someone, the catalogue's included (their
 *   name in the header, « Sauvegardée » on a recipe), and belongs to one person at a time.
 * The server names the person of each page (OWNER_HEADER); an answer for anybody else, or for
 * nobody, means the previous person's session is over on this device: their shelf goes.
 */

const DAY = 24 * 60 * 60;
const NETWORK_TIMEOUT_MS = 6000;
/** Where the personal shelf writes whose it is; a request no page of Toque answers. */
const OWNER_KEY = "/__toque-proprietaire";

const expirations = {
  public: new CacheExpiration(OFFLINE_CACHES.public, { maxEntries: 200, maxAgeSeconds: 30 * DAY }),
  personal: new CacheExpiration(OFFLINE_CACHES.personal, { maxEntries: 200, maxAgeSeconds: 30 * DAY }),
};

/** What the network says must not be stored is not stored; errors are not kept either. */
export function storable(response: Response): boolean {
  return response.status === 200 && !/no-store/i.test(response.headers.get("cache-control") ?? "");
}

// Answers arrive in parallel: whose shelf it is gets read and changed by one answer at a time,
// so that a page of the person who just left cannot land after their shelf was cleared.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/** Clears the personal shelf and what Workbox noted about its pages (their addresses). */
export function forgetPerson(): Promise<void> {
  return oneAtATime(clearPersonalShelf);
}

async function clearPersonalShelf() {
  await caches.delete(OFFLINE_CACHES.personal);
  await expirations.personal.delete();
}

async function keep(request: Request, response: Response) {
  const owner = response.headers.get(OWNER_HEADER) ?? "";
  const shelf = offlineShelf(new URL(request.url).pathname);
  await oneAtATime(async () => {
    const personal = await caches.open(OFFLINE_CACHES.personal);
    const keptFor = await (await personal.match(OWNER_KEY))?.text();
    if (keptFor !== undefined && keptFor !== owner) await clearPersonalShelf();
    if (!storable(response)) return;
    if (owner === "") {
      // A page for nobody: the catalogue may be kept for anyone, a personal page not at all.
      if (shelf !== "public") return;
      await (await caches.open(OFFLINE_CACHES.public)).put(request, response);
      await expirations.public.updateTimestamp(request.url);
      return;
    }
    const shelfNow = await caches.open(OFFLINE_CACHES.personal);
    if (keptFor !== owner) await shelfNow.put(OWNER_KEY, new Response(owner));
    await shelfNow.put(request, response);
    await expirations.personal.updateTimestamp(request.url);
  });
  await Promise.all([expirations.public.expireEntries(), expirations.personal.expireEntries()]);
}

/** The network's answer within the timeout, or a rejection. */
function fromNetwork(request: Request): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("Réseau trop lent")), NETWORK_TIMEOUT_MS);
    fetch(request).then(
      (response) => {
        clearTimeout(timer);
        resolve(response);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The person's own copy first; the copy made for nobody only if they have none. */
async function keptCopy(request: Request): Promise<Response | undefined> {
  return (
    (await caches.match(request, { cacheName: OFFLINE_CACHES.personal })) ??
    (await caches.match(request, { cacheName: OFFLINE_CACHES.public }))
  );
}

export const keptPages: RouteHandlerCallback = async ({ request, event }) => {
  try {
    const response = await fromNetwork(request);
    const kept = keep(request, response.clone()).catch(() => undefined);
    if ("waitUntil" in event) (event as ExtendableEvent).waitUntil(kept);
    return response;
  } catch (error) {
    const copy = await keptCopy(request);
    if (copy) return copy;
    throw error;
  }
};
