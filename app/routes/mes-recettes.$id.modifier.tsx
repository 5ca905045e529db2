import { Link, data, redirect } from "react-router";
import { pageMeta } from "~/components/layout/page-meta";
import { draftOf } from "~/domain/import/own-recipe-schema";
import { catalogueMessages } from "~/domain/catalogue/messages";
import { RecipeEditor } from "~/features/recipe-import/recipe-editor";
import { readEditorSubmission } from "~/.server/import/editor-submission";
import { requireViewer } from "~/.server/require-viewer";
import type { Services } from "~/.server/services";
import type { Route } from "./+types/mes-recettes.$id.modifier";

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta(data ? `Modifier\u00a0: ${data.title}` : "Modifier une recette", "Modifiez une de vos recettes.");

/** Only the person's own recipes (imported or written) open in the editor. */
async function ownRecipe(services: Services, userId: string, id: string) {
  const item = await services.myRecipes.own(userId, id);
  if (!item) throw new Response(catalogueMessages.notYours, { status: 404 });
  return item;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context.services, request);
  const item = await ownRecipe(context.services, viewer.userId, params.id);
  return { id: item.id, title: item.title, kind: item.origin, draft: draftOf(item.recipe) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = await requireViewer(context.services, request);
  const item = await ownRecipe(context.services, viewer.userId, params.id);
  const submission = await readEditorSubmission(request);
  if (submission.status === "invalid-intent") return data({ message: "Demande invalide." }, 400);
  if (submission.status === "edited") return { draft: submission.draft };
  if (submission.status === "invalid")
    return data({ draft: submission.draft, errors: submission.errors }, 422);
  // The origin stays what it was: editing an imported recipe does not make it unsourced.
  await context.services.myRecipes.updateOwn(viewer.userId, item, submission.recipe);
  return redirect(`/mes-recettes/${item.id}`);
}

export default function EditRecipeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const draft = actionData && "draft" in actionData ? actionData.draft : loaderData.draft;
  const errors = actionData && "errors" in actionData ? actionData.errors : undefined;
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <Link
        to={`/mes-recettes/${loaderData.id}`}
        className="font-bold text-terracotta underline underline-offset-4"
      >
        ← {loaderData.title}
      </Link>
      <h1 className="mt-6 mb-6 text-4xl font-semibold">Modifier la recette</h1>
      {actionData && "message" in actionData && (
        <p role="alert" className="mb-6 font-bold text-red-700">
          {actionData.message}
        </p>
      )}
      <RecipeEditor
        draft={draft}
        errors={errors}
        action={`/mes-recettes/${loaderData.id}/modifier`}
        kind={loaderData.kind}
      />
    </section>
  );
}
