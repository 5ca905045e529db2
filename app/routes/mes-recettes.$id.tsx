import { Link } from "react-router";
import { pageMeta } from "~/components/layout/page-meta";
import { GeneratedRecipeView } from "~/components/recipe/generated-recipe-view";
import { requireViewer } from "~/.server/require-viewer";
import type { Route } from "./+types/mes-recettes.$id";

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta(data?.recipe.titre ?? "Recette", data?.recipe.description ?? "Une recette de Mes Recettes.");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context.services, request);
  const saved = (await context.services.userRecipes.list(viewer.userId)).find((recipe) => recipe.id === params.id);
  if (!saved) throw new Response("Recette introuvable", { status: 404 });
  return { recipe: saved.recipe };
}

export default function SavedRecipeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <Link to="/mes-recettes" className="font-bold text-terracotta underline underline-offset-4">
        ← Mes Recettes
      </Link>
      <div className="mt-6 rounded-3xl border border-line bg-white p-5 sm:p-8">
        <GeneratedRecipeView recipe={loaderData.recipe} detailed={loaderData.recipe.calories !== undefined} />
      </div>
    </section>
  );
}
