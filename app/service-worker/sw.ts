/// <reference lib="webworker" />
import { clientsClaim } from "workbox-core";
import type { WorkboxPlugin } from "workbox-core/types";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import { registerRoute, setCatchHandler, setDefaultHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly } from "workbox-strategies";
import { OFFLINE_CACHES, OFFLINE_PAGE, SESSION_CHANGES } from "../domain/offline/caches";
import { offlineShelf } from "../domain/offline/pages";
import { forgetPerson, keptPages, storable } from "./kept-pages";

/**
 * Toque's service worker (docs/decisions: offline). The app shell (scripts, styles, icons) is
 * precached by Workbox at each build; pages are kept as they are visited, network first, so
 * that a connected cook always sees today's data and an offline one yesterday's rather than
 * nothing. Only GET answers are kept, never one marked no-store.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

const DAY = 24 * 60 * 60;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first visit is already served by the worker, so that its pages are kept from the start.
clientsClaim();

// Shelves of an older version may hold pages kept under rules that no longer apply: only the
// current ones stay (Workbox's precache manages its own).
self.addEventListener("activate", (event) => {
  const current = new Set<string>(Object.values(OFFLINE_CACHES));
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith("toque-") && !current.has(name))
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

self.addEventListener("install", (event) => {
  // The offline page as anyone sees it: it may be shown to whoever uses the device next.
  event.waitUntil(
    caches
      .open(OFFLINE_CACHES.shell)
      .then((cache) => cache.add(new Request(OFFLINE_PAGE, { credentials: "omit" }))),
  );
});

// A new version waits until the page asks for it (« Mettre à jour »), so that a cook in the
// middle of a recipe is never reloaded by surprise.
self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | undefined)?.type === "SKIP_WAITING") void self.skipWaiting();
});

const storableOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (storable(response) ? response : null),
};

// Pages are kept by keptPages below, on the shelf their owner decides.
registerRoute(({ url, sameOrigin }) => sameOrigin && offlineShelf(url.pathname) !== undefined, keptPages);

// The routes React Router discovers as links appear: the same for everyone, and needed to
// move from one kept page to another without a network.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === "/__manifest",
  new NetworkFirst({
    cacheName: OFFLINE_CACHES.public,
    networkTimeoutSeconds: 6,
    plugins: [storableOnly, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY })],
  }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/images/"),
  new CacheFirst({
    cacheName: OFFLINE_CACHES.images,
    plugins: [storableOnly, new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * DAY })],
  }),
);

// Signing in, up or out, by a form or by React Router's fetch: once the server has answered,
// the pages of whoever used the device before are gone from it.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && SESSION_CHANGES.includes(url.pathname.replace(/\.data$/, "")),
  async ({ request }) => {
    const response = await fetch(request);
    if (
      response.ok ||
      response.type === "opaqueredirect" ||
      (response.status >= 300 && response.status < 400)
    )
      await forgetPerson();
    return response;
  },
  "POST",
);

// Everything else goes to the network, through the worker, so that a failure reaches the
// catch handler below rather than the browser's own error page.
setDefaultHandler(new NetworkOnly());

// A page never opened on this device, asked for offline: Toque's own page that says so. It is
// reached by a redirect rather than served under the asked address, so that React Router wakes
// up on the page it was rendered for.
setCatchHandler(async ({ request, url }) => {
  if (request.mode !== "navigate") return Response.error();
  if (url.pathname !== OFFLINE_PAGE) {
    const back = `${url.pathname}${url.search}`;
    return Response.redirect(`${OFFLINE_PAGE}?depuis=${encodeURIComponent(back)}`, 302);
  }
  return (await caches.match(OFFLINE_PAGE, { cacheName: OFFLINE_CACHES.shell })) ?? Response.error();
});
