/**
 * The pages Toque keeps on the device for use without a connection, in one place: the server
 * marks them `no-cache` rather than `no-store` (kept, but checked again whenever the network is
 * there) and the service worker stores exactly those. Everything else that belongs to someone
 * (Mon compte, the data export, sign-in answers) stays `no-store` and is never kept.
 */

/**
 * Pages anyone may see: the catalogue and its recipes. Rendered for someone signed in (their
 * name in the header, « Sauvegardée »), they are kept on the personal shelf all the same: only
 * the copy made for nobody goes on the public one (the service worker reads OWNER_HEADER).
 */
const PUBLIC_PAGES = [/^\/$/, /^\/nos-recettes$/, /^\/recette\/[^/]+$/, /^\/hors-ligne$/];

/** Pages of one person (an account or a visitor's menu): cleared from the device at logout. */
const PERSONAL_PAGES = [
  /^\/mes-recettes$/,
  // A recipe, not the export (which stays no-store) nor the forms that need the network.
  /^\/mes-recettes\/(?!(?:export|nouvelle|importer)$)[^/]+$/,
  /^\/menu-perso$/,
];

export type OfflineShelf = "public" | "personal";

/**
 * Where a page is kept offline, if it is: its path, or the path of the data React Router
 * fetches for it on a client-side navigation (« /menu-perso.data », « /_root.data » for « / »).
 */
export function offlineShelf(pathname: string): OfflineShelf | undefined {
  const page = pagePath(pathname);
  if (PERSONAL_PAGES.some((pattern) => pattern.test(page))) return "personal";
  if (PUBLIC_PAGES.some((pattern) => pattern.test(page))) return "public";
  return undefined;
}

function pagePath(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}
