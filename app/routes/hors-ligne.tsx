import { pageMeta } from "~/components/layout/page-meta";
import { OfflinePage } from "~/features/offline/offline-page";

export const meta = () =>
  pageMeta("Hors connexion", "Toque sans réseau : les pages déjà consultées restent disponibles.");

export default function OfflineRoute() {
  return <OfflinePage />;
}
