import { data, redirect } from "react-router";
import { pageMeta } from "~/components/layout/page-meta";
import { catalogueMessages } from "~/domain/catalogue/messages";
import { customisationInput, customisationSchema } from "~/domain/catalogue/customise";
import { CustomisePage } from "~/features/catalogue/customise-page";
import { RecipeErrorPage } from "~/features/catalogue/recipe-page";
import { readFormBody } from "~/.server/http/form-body";
import { requireViewer } from "~/.server/require-viewer";
import { customisePageData } from "~/.server/catalogue/customise-page-data";
import type { Route } from "./+types/chef-vous.mes-recettes.$id";

export const meta = ({ data: loaded }: Route.MetaArgs) =>
  loaded && "original" in loaded
    ? pageMeta(
        `Personnaliser\u00a0: ${loaded.original.title}`,
        "Adaptez votre recette : personnes, ingrédients retirés ou remplacés, nutrition recalculée.",
      )
    : pageMeta("Recette non trouvée", "Cette recette n'existe pas ou a été supprimée.");

/** Le Chef C'est Vous on a written or imported recipe of Mes Recettes, for its owner only. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context.services, request);
  const original = await context.services.catalogue.ownOriginal(viewer, params.id);
  // Someone else's entry is « not found » too: its existence is not theirs to learn.
  if (!original) throw data("Recette non trouvée", { status: 404 });
  return customisePageData(new URL(request.url), original, (changes) =>
    context.services.catalogue.customisedOwn(viewer, params.id, changes),
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = await requireViewer(context.services, request);
  const form = await readFormBody(request);
  const original = await context.services.catalogue.ownOriginal(viewer, params.id);
  if (!original) return data({ saveError: catalogueMessages.notYours }, 404);
  const parsed = customisationSchema.safeParse(customisationInput(form, original.servings));
  if (!parsed.success)
    return data({ saveError: parsed.error.issues[0]?.message ?? "Demande invalide." }, 400);
  const outcome = await context.services.catalogue.saveCustomisedOwn(viewer, params.id, parsed.data);
  if (!outcome.ok) return data({ saveError: outcome.message }, outcome.status);
  return redirect(`/mes-recettes/${outcome.value}`);
}

export default function CustomiseOwnRoute({ loaderData, actionData, params }: Route.ComponentProps) {
  return (
    <CustomisePage
      {...loaderData}
      saveError={actionData?.saveError}
      path={`/chef-vous/mes-recettes/${params.id}`}
      back={{ to: `/mes-recettes/${params.id}`, label: loaderData.original.title }}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RecipeErrorPage error={error} />;
}
