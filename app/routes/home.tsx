import { pageMeta } from "~/components/layout/page-meta";
import { CommunityTeaser } from "~/features/landing/community-teaser";
import { FeatureGrid } from "~/features/landing/feature-grid";
import { Hero } from "~/features/landing/hero";
import { Pricing } from "~/features/landing/pricing";
import { Testimonials } from "~/features/landing/testimonials";

export const meta = () =>
  pageMeta(
    "Votre assistant culinaire propulsé par l'IA",
    "Toque transforme vos ingrédients en recettes, compose vos menus de la semaine, accorde mets et vins et crée vos cocktails.",
  );

export default function Home() {
  return (
    <>
      <Hero />
      <FeatureGrid />
      <Pricing />
      <Testimonials />
      <CommunityTeaser />
    </>
  );
}
