import { jsonDownload } from "~/.server/import/export";
import { requireViewer } from "~/.server/require-viewer";
import type { Route } from "./+types/mes-recettes.export";

/** All of the person's recipes as one JSON array of schema.org Recipe objects (decision 0029). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context.services, request);
  return jsonDownload(await context.services.myRecipes.exportedAll(viewer), "mes-recettes");
}
