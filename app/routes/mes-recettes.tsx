import { pageMeta } from "~/components/layout/page-meta";
import { SavedRecipesPage } from "~/features/account/saved-recipes-page";
import type { Route } from "./+types/mes-recettes";

export const meta = () =>
  pageMeta("Mes Recettes", "Les recettes que vous avez sauvegardées, adaptées ou créées avec Toque.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await context.services.viewer(request);
  return { viewerName: viewer.isLoggedIn ? viewer.name : undefined };
}

export default function SavedRecipesRoute({ loaderData }: Route.ComponentProps) {
  return <SavedRecipesPage viewerName={loaderData.viewerName} />;
}
