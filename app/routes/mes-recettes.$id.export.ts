import { exportedRecipe, jsonDownload } from "~/.server/import/export";
import { requireViewer } from "~/.server/require-viewer";
import type { Route } from "./+types/mes-recettes.$id.export";

/** One recipe as one schema.org JSON-LD object, the file Mealie and Tandoor read. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context.services, request);
  const item = await context.services.userRecipes.find(viewer.userId, params.id);
  const recipe = item && exportedRecipe(item, viewer.name);
  if (!item || !recipe) throw new Response("Recette introuvable", { status: 404 });
  return jsonDownload(recipe, item.title);
}
