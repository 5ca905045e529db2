import { data } from "react-router";
import { z } from "zod";
import { pageMeta } from "~/components/layout/page-meta";
import { totalDuration } from "~/domain/generation/duration";
import { SavedRecipesPage } from "~/features/account/saved-recipes-page";
import { parseForm } from "~/.server/forms";
import { requireViewer } from "~/.server/require-viewer";
import type { Route } from "./+types/mes-recettes";

export const meta = () =>
  pageMeta("Mes Recettes", "Les recettes que vous avez sauvegardées, adaptées ou créées avec Toque.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await context.services.viewer(request);
  if (!viewer.isLoggedIn) return { viewerName: undefined, recipes: [] };
  const recipes = await context.services.userRecipes.list(viewer.userId);
  return {
    viewerName: viewer.name,
    recipes: recipes.map((item) => ({
      id: item.id,
      title: item.title,
      author: viewer.name,
      likes: 0,
      createdAt: item.createdAt,
      kind: item.origin,
      ...(item.origin === "generated"
        ? {
            description: item.recipe.description,
            duration: totalDuration(item.recipe.tempsPreparation, item.recipe.tempsCuisson),
            servings: item.recipe.portions,
          }
        : item.origin === "cocktail"
          ? { description: item.cocktail.description, duration: item.cocktail.preparation, servings: 1 }
          : { description: item.suggestions.map((wine) => wine.name).join(", "), duration: undefined, servings: undefined }),
    })),
  };
}

const removeSchema = z.object({ intent: z.literal("remove"), id: z.string().uuid() });

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(context.services, request);
  const { result } = await parseForm(request, removeSchema);
  if (!result.success) return data({ message: "Demande invalide." }, 400);
  const removed = await context.services.userRecipes.remove(viewer.userId, result.data.id);
  return removed ? { message: "Recette retirée." } : data({ message: "Recette introuvable." }, 404);
}

export default function SavedRecipesRoute({ loaderData }: Route.ComponentProps) {
  return <SavedRecipesPage viewerName={loaderData.viewerName} recipes={loaderData.recipes} />;
}
