import { type Feature, features } from "~/content/features";

/** A link of the navigation bar. `anchor` links point into the landing page. */
export interface NavigationLink {
  label: string;
  to: string;
  anchor?: string;
}

/** A visitor's links (ARCHITECTURE § 1, Screens and routes): the landing page's sections and the catalogue, in order. */
export const visitorLinks: readonly NavigationLink[] = [
  { label: "Fonctionnalités", to: "/", anchor: "features" },
  { label: "Nos Recettes", to: "/nos-recettes" },
  { label: "Tarifs", to: "/", anchor: "pricing" },
  { label: "Témoignages", to: "/", anchor: "testimonials" },
];

/**
 * A member sees the same links as a visitor, the landing page's sections included, with Mes
 * Recettes added (ARCHITECTURE § 1, Screens and routes).
 */
export const memberLinks: readonly NavigationLink[] = [
  ...visitorLinks,
  { label: "Mes Recettes", to: "/mes-recettes" },
];

/**
 * The pantry's two pages, open to visitors too (a cookie keeps their pantry): in the row under
 * the bar, which keeps the specification's links as they are (decision 0047).
 */
export const pantryLinks: readonly NavigationLink[] = [
  { label: "Mon garde-manger", to: "/garde-manger" },
  { label: "Avec ce que j'ai", to: "/avec-ce-que-j-ai" },
];

/**
 * A member's own pages beyond Mes Recettes, in the tools row: the bar keeps the specification's
 * five. Avec ce que j'ai is on their « Aujourd'hui » and on Mon garde-manger: a ninth link would
 * wrap the row onto two lines on a laptop.
 */
export const accountLinks: readonly NavigationLink[] = [
  { label: "Mon garde-manger", to: "/garde-manger" },
  { label: "Mon compte", to: "/mon-compte" },
];

/** `/?vue=presentation`: the landing page, for those whose `/` is « Aujourd'hui » (decision 0047). */
export const LANDING_VIEW = "presentation";
export const landingHref = `/?vue=${LANDING_VIEW}`;

/** The six tools a member reaches from every page, named as the landing page names them. */
export const toolLinks: readonly (NavigationLink & Pick<Feature, "id">)[] = features.map((feature) => ({
  id: feature.id,
  label: feature.title,
  to: feature.to,
}));

export function navigationLinksFor(isLoggedIn: boolean): readonly NavigationLink[] {
  return isLoggedIn ? memberLinks : visitorLinks;
}

/** Where a page stands towards the landing page, for its anchors. */
export interface LandingPlace {
  /** The page shown is the landing page. */
  onLanding: boolean;
  /** `/` shows « Aujourd'hui » to this person (a member, a visitor who plans), not the landing page. */
  homeIsToday: boolean;
}

/**
 * On the landing page an anchor is a plain in-page jump; from any other page it leads back to
 * `/` with the anchor as hash, or to `/?vue=presentation` when `/` is « Aujourd'hui », whose
 * page has no such section.
 */
export function hrefFor(link: Pick<NavigationLink, "to" | "anchor">, place: LandingPlace): string {
  if (!link.anchor) return link.to;
  if (place.onLanding) return `#${link.anchor}`;
  return `${place.homeIsToday ? landingHref : "/"}#${link.anchor}`;
}
