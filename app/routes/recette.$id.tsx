import { data } from "react-router";
import { pageMeta } from "~/components/layout/page-meta";
import { customisationSchema } from "~/domain/catalogue/customise";
import { RecipeErrorPage, RecipePage } from "~/features/catalogue/recipe-page";
import { ingredientLineParts } from "~/domain/catalogue/ingredient-line";
import { lineFoods } from "~/domain/cook/line-foods";
import { recipeJsonLd, scriptJson } from "~/features/catalogue/recipe-json-ld";
import { catalogueMessages } from "~/domain/catalogue/messages";
import { likeIntent } from "~/.server/catalogue/recipe-intents";
import { readFormBody } from "~/.server/http/form-body";
import { requireViewer } from "~/.server/require-viewer";
import { stepsOf } from "~/domain/recipe/steps";
import { produceFacts } from "~/domain/produce/facts";
import { currentMonth } from "~/domain/produce/label";
import type { Route } from "./+types/recette.$id";

export function meta({ data: loaded }: Route.MetaArgs) {
  if (!loaded || !("recipe" in loaded))
    return pageMeta(catalogueMessages.notFound, catalogueMessages.notFoundText);
  const { recipe } = loaded;
  return [
    ...pageMeta(recipe.title, recipe.description),
    { property: "og:type", content: "article" },
    { property: "og:image", content: loaded.imageUrl },
    { tagName: "link", rel: "canonical", href: loaded.url },
  ];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const portions = customisationSchema.shape.portions.safeParse(
    url.searchParams.get("portions") ?? undefined,
  );
  const viewer = await context.services.viewer(request);
  const page = await context.services.catalogue.page(
    params.id,
    viewer,
    portions.success ? portions.data : undefined,
  );
  // The route's error boundary shows « Recette non trouvée ».
  if (!page) throw data("Recette non trouvée", { status: 404 });
  const canonical = new URL(`/recette/${page.recipe.id}`, url.origin).toString();
  const imageUrl = new URL(page.recipe.image, url.origin).toString();
  return {
    ...page,
    ingredientLines: page.recipe.ingredients.map(ingredientLineParts),
    ingredientFoods: lineFoods(page.recipe.ingredients.map(({ nom }) => nom)),
    isLoggedIn: viewer.isLoggedIn,
    produce: produceFacts(
      page.recipe.ingredients,
      page.recipe.servings,
      currentMonth(new Date()),
      stepsOf(page.recipe),
    ),
    url: canonical,
    imageUrl,
    jsonLd: scriptJson(
      recipeJsonLd(page.recipe, page.author, page.nutrition.perPortion, canonical, imageUrl),
    ),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readFormBody(request);
  if (form.get("intent") === "like") return likeIntent(context.services, request, form);
  if (form.get("intent") !== "save") return data({ saveError: "Action inconnue." }, 400);
  const viewer = await requireViewer(context.services, request);
  const outcome = await context.services.catalogue.save(viewer.userId, params.id);
  if (!outcome.ok) return data({ saveError: outcome.message }, outcome.status);
  return { saveMessage: catalogueMessages.saved };
}

export default function RecipeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const outcome =
    actionData && ("saveMessage" in actionData || "saveError" in actionData) ? actionData : undefined;
  return (
    <RecipePage
      {...loaderData}
      saveMessage={outcome && "saveMessage" in outcome ? outcome.saveMessage : undefined}
      saveError={outcome && "saveError" in outcome ? outcome.saveError : undefined}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RecipeErrorPage error={error} />;
}
