import { pageMeta } from "~/components/layout/page-meta";
import { readFilters } from "~/domain/catalogue/filter-schema";
import { ChefVousPage } from "~/features/catalogue/chef-vous-page";
import { recipeCardsAction } from "~/.server/catalogue/recipe-intents";
import type { Route } from "./+types/chef-vous";

export const meta = () =>
  pageMeta(
    "Le Chef C'est Vous",
    "Filtrez les recettes selon votre temps et votre niveau, puis adaptez-les à votre goût.",
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const { filters, problems } = readFilters(new URL(request.url).searchParams);
  // This screen filters on text, difficulty and time; a category in the URL is not one of its filters.
  const viewer = await context.services.viewer(request);
  const { recipes, hasMore } = await context.services.catalogue.search({ ...filters, categorie: "" }, viewer);
  return { recipes, hasMore, filters: { ...filters, categorie: "" }, problems };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  recipeCardsAction(context.services, request);

export default function ChefVousRoute({ loaderData }: Route.ComponentProps) {
  return <ChefVousPage {...loaderData} />;
}
