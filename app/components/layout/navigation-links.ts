/** Links of the navigation bar (spec §2), in order. `anchor` links point into the landing page. */
export interface NavigationLink {
  label: string;
  to: string;
  anchor?: string;
  loggedInOnly?: boolean;
}

export const navigationLinks: readonly NavigationLink[] = [
  { label: "Fonctionnalités", to: "/", anchor: "features" },
  { label: "Nos Recettes", to: "/nos-recettes" },
  { label: "Tarifs", to: "/", anchor: "pricing" },
  { label: "Témoignages", to: "/", anchor: "testimonials" },
  { label: "Mes Recettes", to: "/mes-recettes", loggedInOnly: true },
];

/**
 * On the landing page an anchor is a plain in-page jump; from any other route
 * it leads back to `/` with the anchor as hash.
 */
export function hrefFor(link: Pick<NavigationLink, "to" | "anchor">, pathname: string): string {
  if (!link.anchor) return link.to;
  return pathname === "/" ? `#${link.anchor}` : `/#${link.anchor}`;
}
