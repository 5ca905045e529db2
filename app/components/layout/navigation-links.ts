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

/** A member's own pages beyond Mes Recettes, in the tools row: the bar keeps the specification's five. */
export const accountLinks: readonly NavigationLink[] = [
  { label: "Mon garde-manger", to: "/garde-manger" },
  { label: "Mon compte", to: "/mon-compte" },
];

/** The six tools a member reaches from every page, named as the landing page names them. */
export const toolLinks: readonly (NavigationLink & Pick<Feature, "id">)[] = features.map((feature) => ({
  id: feature.id,
  label: feature.title,
  to: feature.to,
}));

export function navigationLinksFor(isLoggedIn: boolean): readonly NavigationLink[] {
  return isLoggedIn ? memberLinks : visitorLinks;
}

/**
 * On the landing page an anchor is a plain in-page jump; from any other route
 * it leads back to `/` with the anchor as hash.
 */
export function hrefFor(link: Pick<NavigationLink, "to" | "anchor">, pathname: string): string {
  if (!link.anchor) return link.to;
  return pathname === "/" ? `#${link.anchor}` : `/#${link.anchor}`;
}
