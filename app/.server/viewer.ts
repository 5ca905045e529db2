/** Who is looking at a page, as the server sees it. */
export type Viewer =
  { isLoggedIn: false } | { isLoggedIn: true; userId: string; name: string; email: string };

/**
 * The account whose own recipes a page reads: the viewer's, even before their household exists
 * (a plan's owner is then undefined, but Mes Recettes are still theirs).
 */
export const accountIdOf = (viewer: Viewer): string | undefined =>
  viewer.isLoggedIn ? viewer.userId : undefined;
