import { redirect } from "react-router";
import type { Services } from "./services";

/** The logged-in person, or a redirect to the login page that brings them back here. */
export async function requireViewer(services: Services, request: Request) {
  const viewer = await services.viewer(request);
  if (viewer.isLoggedIn) return viewer;
  const url = new URL(request.url);
  throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}
