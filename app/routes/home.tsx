import { data } from "react-router";
import { pageMeta } from "~/components/layout/page-meta";
import { LANDING_VIEW, landingHref } from "~/components/layout/navigation-links";
import { CommunityTeaser } from "~/features/landing/community-teaser";
import { FeatureGrid } from "~/features/landing/feature-grid";
import { Hero } from "~/features/landing/hero";
import { PantryTeaser } from "~/features/landing/pantry-teaser";
import { Pricing } from "~/features/landing/pricing";
import { Testimonials } from "~/features/landing/testimonials";
import { TodayPage } from "~/features/today/today-page";
import { recipeCardsAction } from "~/.server/catalogue/recipe-intents";
import { planContext } from "~/.server/meal-plan/plan-owner";
import type { Route } from "./+types/home";

export function meta({ data: loaded }: Route.MetaArgs) {
  if (loaded?.view === "today")
    return pageMeta(
      "Aujourd'hui",
      "Vos repas du jour, votre liste de courses, ce que vous pouvez cuisiner avec ce que vous avez.",
    );
  return pageMeta(
    "Votre assistant culinaire propulsé par l'IA",
    "Toque transforme vos ingrédients en recettes, compose vos menus de la semaine, accorde mets et vins et crée vos cocktails.",
  );
}

/**
 * `/` is « Aujourd'hui » for whoever cooks with Toque (a member, or a visitor with a menu this
 * week), and the landing page for everyone else; `?vue=presentation` always shows the landing
 * page, where the navigation's Fonctionnalités, Tarifs and Témoignages lead (decision 0047).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (new URL(request.url).searchParams.get("vue") !== LANDING_VIEW) {
    const plan = await planContext(context, request, { create: false });
    const today = await context.services.today.page(plan);
    if (today) {
      const headers = plan.setCookie ? { "Set-Cookie": plan.setCookie } : undefined;
      const name = plan.viewer.isLoggedIn ? plan.viewer.name : undefined;
      // The count of items left follows the household's ticks as the list does (decision 0063).
      const live = plan.owner !== undefined;
      return data({ view: "today" as const, today: { ...today, name, landingHref, live } }, { headers });
    }
  }
  const viewer = await context.services.viewer(request);
  return data({ view: "landing" as const, teaser: await context.services.catalogue.teaser(viewer) });
}

export const action = ({ request, context }: Route.ActionArgs) =>
  recipeCardsAction(context.services, request);

export default function Home({ loaderData }: Route.ComponentProps) {
  if (loaderData.view === "today") return <TodayPage {...loaderData.today} />;
  return (
    <>
      <Hero />
      <FeatureGrid />
      <PantryTeaser />
      <Pricing />
      <Testimonials />
      <CommunityTeaser {...loaderData.teaser} />
    </>
  );
}
