import { RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";

/**
 * Registers Toque's service worker (docs/decisions: offline) once the page has loaded and the
 * browser is idle, and offers a new version when one is waiting: « Mettre à jour » switches to
 * it and reloads; otherwise it takes over at the next visit, once every tab of the old one is
 * closed. Never in development, where Vite serves the sources and there is no worker to register.
 */
export function ServiceWorkerUpdate() {
  const [update, setUpdate] = useState<(() => void) | undefined>(undefined);

  useEffect(() => {
    if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
    let cancelled = false;
    const offer = (waiting: ServiceWorker) => {
      if (cancelled || !navigator.serviceWorker.controller) return;
      setUpdate(() => () => {
        navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), {
          once: true,
        });
        waiting.postMessage({ type: "SKIP_WAITING" });
      });
    };
    // The browser's own API rather than a helper library: one script request less on every
    // first visit, for the three states a page needs to know (waiting now, installed later).
    const register = async () => {
      const registration = await navigator.serviceWorker.register("/sw.js");
      if (registration.waiting) offer(registration.waiting);
      registration.addEventListener("updatefound", () => {
        const installing = registration.installing;
        installing?.addEventListener("statechange", () => {
          if (installing.state === "installed") offer(installing);
        });
      });
    };
    const start = () => void register().catch(() => undefined);
    // After the page's own downloads and once the main thread is idle: the worker's precache
    // (a hundred files) must slow down neither the page's loading nor its hydration. The
    // timeout bounds the wait on a page that never goes idle, and stands in for
    // requestIdleCallback where the browser has none (Safari).
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const whenIdle = () => {
      if ("requestIdleCallback" in window) idle = window.requestIdleCallback(start, { timeout: 5_000 });
      else timer = setTimeout(start, 2_000);
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener("load", whenIdle);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
    };
  }, []);

  if (!update) return null;
  return (
    <div
      role="status"
      className="no-print fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md flex-wrap items-center justify-between gap-3 rounded-2xl bg-ink px-5 py-3 text-white shadow-xl"
    >
      <p className="font-bold">Nouvelle version disponible</p>
      <button
        type="button"
        onClick={update}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 font-bold text-ink"
      >
        <RefreshCw aria-hidden="true" className="size-4" />
        Mettre à jour
      </button>
    </div>
  );
}
