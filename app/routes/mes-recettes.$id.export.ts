import { jsonDownload } from "~/.server/import/export";
import { requireViewer } from "~/.server/require-viewer";
import type { Route } from "./+types/mes-recettes.$id.export";

/** One recipe as one schema.org JSON-LD object, the file Mealie and Tandoor read. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context.services, request);
  const exported = await context.services.myRecipes.exported(viewer, params.id);
  if (!exported) throw new Response("Recette introuvable", { status: 404 });
  return jsonDownload(exported.recipe, exported.title);
}
