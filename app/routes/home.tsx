import { pageMeta } from "~/components/layout/page-meta";
import { CommunityTeaser } from "~/features/landing/community-teaser";
import { FeatureGrid } from "~/features/landing/feature-grid";
import { Hero } from "~/features/landing/hero";
import { Pricing } from "~/features/landing/pricing";
import { Testimonials } from "~/features/landing/testimonials";
import { recipeCardsAction } from "~/.server/catalogue/recipe-intents";
import type { Route } from "./+types/home";

export const meta = () =>
  pageMeta(
    "Votre assistant culinaire propulsé par l'IA",
    "Toque transforme vos ingrédients en recettes, compose vos menus de la semaine, accorde mets et vins et crée vos cocktails.",
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await context.services.viewer(request);
  return { teaser: await context.services.catalogue.teaser(viewer) };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  recipeCardsAction(context.services, request);

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <FeatureGrid />
      <Pricing />
      <Testimonials />
      <CommunityTeaser {...loaderData.teaser} />
    </>
  );
}
