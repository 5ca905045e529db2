/** Who is looking at a page, as the server sees it. */
export type Viewer =
  { isLoggedIn: false } | { isLoggedIn: true; userId: string; name: string; email: string };
