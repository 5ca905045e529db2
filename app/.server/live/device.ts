import crypto from "node:crypto";
import { SESSION_COOKIE_PREFIX } from "../auth/auth";
import { VISITOR_COOKIE } from "../meal-plan/visitor-cookie";
import type { Viewer } from "../viewer";
import type { ChangeAuthor } from "./change-bus";

/**
 * Which device a request comes from, as far as Toque can tell: a digest of the session token, or
 * else of the visitor's cookie, cut short; empty for nobody. One-way, so whoever reads it (a
 * page, a NOTIFY payload) learns nothing it could replay, and stable for as long as the session
 * lasts. Two phones of one person have two sessions, hence two devices.
 */
export function deviceOf(cookieHeader: string | null | undefined): string {
  const cookies = toqueCookies(cookieHeader);
  const token =
    cookies.find(([name]) => name === `${SESSION_COOKIE_PREFIX}.session_token`)?.[1] ??
    cookies.find(([name]) => name === VISITOR_COOKIE)?.[1];
  return token ? crypto.createHash("sha256").update(token).digest("base64url").slice(0, 22) : "";
}

/** The cookies Toque reads, with the `__Secure-` or `__Host-` prefix of an HTTPS site taken off. */
export function toqueCookies(cookieHeader: string | null | undefined): [name: string, value: string][] {
  if (!cookieHeader) return [];
  return cookieHeader.split(";").map((pair) => {
    const [name = "", ...value] = pair.split("=");
    return [name.trim().replace(/^__(?:Secure|Host)-/, ""), value.join("=").trim()];
  });
}

/** The author of a change a request makes: the member, if any, and the device. */
export function authorOf(viewer: Viewer, request: Pick<Request, "headers">): ChangeAuthor {
  const device = deviceOf(request.headers.get("Cookie"));
  return viewer.isLoggedIn ? { userId: viewer.userId, name: viewer.name, device } : { device };
}
