import { data, redirect } from "react-router";
import { pageMeta } from "~/components/layout/page-meta";
import { customisationInput, customisationSchema } from "~/domain/catalogue/customise";
import { CustomisePage } from "~/features/catalogue/customise-page";
import { RecipeErrorPage } from "~/features/catalogue/recipe-page";
import { readFormBody } from "~/.server/http/form-body";
import { requireViewer } from "~/.server/require-viewer";
import { customisePageData } from "~/.server/catalogue/customise-page-data";
import type { Route } from "./+types/chef-vous.$id";

export const meta = ({ data: loaded }: Route.MetaArgs) =>
  loaded && "original" in loaded
    ? pageMeta(
        `Personnaliser\u00a0: ${loaded.original.title}`,
        "Adaptez la recette : personnes, ingrédients retirés ou remplacés, nutrition recalculée.",
      )
    : pageMeta("Recette non trouvée", "Cette recette n'existe pas ou a été supprimée.");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const found = await context.services.recipes.find(params.id);
  // The route's error boundary shows « Recette non trouvée ».
  if (!found) throw data("Recette non trouvée", { status: 404 });
  return customisePageData(new URL(request.url), found.recipe, (changes) =>
    context.services.catalogue.customised(params.id, changes),
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = await requireViewer(context.services, request);
  const form = await readFormBody(request);
  const found = await context.services.recipes.find(params.id);
  if (!found) return data({ saveError: "Recette non trouvée" }, 404);
  const parsed = customisationSchema.safeParse(customisationInput(form, found.recipe.servings));
  if (!parsed.success)
    return data({ saveError: parsed.error.issues[0]?.message ?? "Demande invalide." }, 400);
  const outcome = await context.services.catalogue.saveCustomised(viewer.userId, params.id, parsed.data);
  if (!outcome.ok) return data({ saveError: outcome.message }, outcome.status);
  return redirect(`/mes-recettes/${outcome.value}`);
}

export default function CustomiseRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CustomisePage {...loaderData} saveError={actionData?.saveError} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RecipeErrorPage error={error} />;
}
