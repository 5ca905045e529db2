/** Who is looking at a page, as the server sees it. */
export type Viewer = { isLoggedIn: false } | { isLoggedIn: true; userId: string; name: string };

const anonymous: Viewer = { isLoggedIn: false };

// Accounts do not exist yet: every request is a visitor. The navigation bar
// already reads this on the server, so sessions will plug in here.
export async function readViewer(_request: Request): Promise<Viewer> {
  return anonymous;
}
