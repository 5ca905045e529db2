import { pageMeta } from "~/components/layout/page-meta";
import { readFilters } from "~/domain/catalogue/filter-schema";
import { understandQuery } from "~/domain/catalogue/query";
import { CataloguePage } from "~/features/catalogue/catalogue-page";
import { currentMonth } from "~/domain/produce/label";
import { recipeCardsAction } from "~/.server/catalogue/recipe-intents";
import type { Route } from "./+types/nos-recettes";

export const meta = () =>
  pageMeta(
    "Nos Recettes",
    "Le catalogue des recettes de Toque : entrées, plats, desserts, à filtrer selon vos envies.",
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const { filters, problems } = readFilters(new URL(request.url).searchParams);
  const viewer = await context.services.viewer(request);
  const results = await context.services.catalogue.search(filters, viewer);
  const { chips } = understandQuery(filters.q);
  return { ...results, chips, filters, problems, month: currentMonth(new Date()) };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  recipeCardsAction(context.services, request);

export default function CatalogueRoute({ loaderData }: Route.ComponentProps) {
  return <CataloguePage {...loaderData} />;
}
