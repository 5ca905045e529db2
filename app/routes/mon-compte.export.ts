import { requireViewer } from "~/.server/require-viewer";
import type { Route } from "./+types/mon-compte.export";

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context.services, request);
  const exported = await context.services.accounts.exportData(viewer.userId);
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="toque-mes-donnees.json"',
      "Cache-Control": "no-store",
    },
  });
}
