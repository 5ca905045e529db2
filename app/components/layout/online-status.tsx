import { WifiOff } from "lucide-react";
import { useSyncExternalStore } from "react";

function subscribe(listener: () => void) {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

/** Whether the device has a network; the server, which answered, always thinks so. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** Said on every page while the device is offline: what still works, and what will follow. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <p
      role="status"
      className="no-print sticky top-0 z-50 flex items-center justify-center gap-2 bg-ink px-4 py-2 text-center text-sm font-bold text-white"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      Hors connexion&nbsp;: vos dernières modifications seront envoyées au retour du réseau
    </p>
  );
}
