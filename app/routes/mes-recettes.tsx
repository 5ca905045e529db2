import { data } from "react-router";
import { z } from "~/domain/zod";
import { pageMeta } from "~/components/layout/page-meta";
import { SavedRecipesPage } from "~/features/account/saved-recipes-page";
import { catalogueMessages } from "~/domain/catalogue/messages";
import { parseForm } from "~/.server/forms";
import { requireViewer } from "~/.server/require-viewer";
import type { Route } from "./+types/mes-recettes";

export const meta = () =>
  pageMeta("Mes Recettes", "Les recettes que vous avez sauvegardées, adaptées ou créées avec Toque.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await context.services.viewer(request);
  if (!viewer.isLoggedIn) return { viewerName: undefined, recipes: [], household: [] };
  const [recipes, household] = await Promise.all([
    context.services.catalogue.savedCards(viewer),
    context.services.catalogue.householdCards(viewer),
  ]);
  return { viewerName: viewer.name, recipes, household };
}

const intentSchema = z.object({
  intent: z.enum(["remove", "publish", "withdraw", "share", "unshare"]),
  id: z.string().uuid(),
});

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(context.services, request);
  const { result } = await parseForm(request, intentSchema);
  if (!result.success) return data({ message: "Demande invalide." }, 400);
  const { intent, id } = result.data;
  if (intent === "remove") {
    const removed = await context.services.myRecipes.remove(viewer.userId, id);
    return removed
      ? { message: "Recette retirée de Mes Recettes." }
      : data({ message: catalogueMessages.notYours }, 404);
  }
  if (intent === "share" || intent === "unshare") {
    const done = await context.services.myRecipes.setShared(viewer.userId, id, intent === "share");
    if (!done) return data({ message: catalogueMessages.notYours }, 404);
    return {
      message: intent === "share" ? catalogueMessages.sharedWithHousehold : catalogueMessages.unshared,
    };
  }
  const outcome =
    intent === "publish"
      ? await context.services.catalogue.publish(viewer, id)
      : await context.services.catalogue.withdraw(viewer.userId, id);
  if (!outcome.ok) return data({ message: outcome.message }, outcome.status);
  return { message: intent === "publish" ? catalogueMessages.published : catalogueMessages.withdrawn };
}

export default function SavedRecipesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SavedRecipesPage
      viewerName={loaderData.viewerName}
      recipes={loaderData.recipes}
      household={loaderData.household}
      message={actionData?.message}
    />
  );
}
