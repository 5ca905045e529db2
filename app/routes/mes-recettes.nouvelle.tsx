import { Link, data, redirect } from "react-router";
import { pageMeta } from "~/components/layout/page-meta";
import { emptyDraft } from "~/domain/import/own-recipe-schema";
import { RecipeEditor } from "~/features/recipe-import/recipe-editor";
import { readEditorSubmission } from "~/.server/import/editor-submission";
import { requireViewer } from "~/.server/require-viewer";
import type { Route } from "./+types/mes-recettes.nouvelle";

export const meta = () => pageMeta("Nouvelle recette", "Écrivez une recette et gardez-la dans Mes Recettes.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireViewer(context.services, request);
  return { draft: emptyDraft() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(context.services, request);
  const submission = await readEditorSubmission(request);
  if (submission.status === "invalid-intent") return data({ message: "Demande invalide." }, 400);
  if (submission.status === "edited") return { draft: submission.draft, kind: submission.kind };
  if (submission.status === "invalid")
    return data({ draft: submission.draft, kind: submission.kind, errors: submission.errors }, 422);
  const id = await context.services.myRecipes.save(viewer.userId, {
    origin: submission.kind,
    recipe: submission.recipe,
  });
  return redirect(`/mes-recettes/${id}`);
}

export default function NewRecipeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const draft = actionData && "draft" in actionData ? actionData.draft : loaderData.draft;
  const errors = actionData && "errors" in actionData ? actionData.errors : undefined;
  // A draft that came from an import keeps its origin through the editor's round trips.
  const kind = actionData && "kind" in actionData ? actionData.kind : "written";
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <Link to="/mes-recettes" className="font-bold text-terracotta underline underline-offset-4">
        ← Mes Recettes
      </Link>
      <h1 className="mt-6 mb-6 text-4xl font-semibold">Nouvelle recette</h1>
      {actionData && "message" in actionData && (
        <p role="alert" className="mb-6 font-bold text-red-700">
          {actionData.message}
        </p>
      )}
      <RecipeEditor draft={draft} errors={errors} action="/mes-recettes/nouvelle" kind={kind} />
    </section>
  );
}
