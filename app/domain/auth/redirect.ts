/** Any origin would do: it only lets the URL parser resolve a path of ours. */
const OWN_ORIGIN = "http://toque.invalid";

/** Pages that would only send the person back to a login form. */
const AUTH_PAGES = new Set(["/login", "/signup"]);

/**
 * Where to go after logging in: a path of ours, never another site
 * (`//evil.example`, `/\evil.example` and absolute URLs are refused), written the way the URL
 * parser writes it: percent-encoded, so pure ASCII. A Location header cannot carry a character
 * above U+00FF; with « /recette/€ » as is, building the redirect threw and the new session's
 * cookie was lost with it.
 */
export function safeRedirectPath(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  if (target.startsWith("//") || target.startsWith("/\\")) return fallback;
  if ([...target].some((character) => character.charCodeAt(0) < 0x20 || character === "\u007f"))
    return fallback;
  let url: URL;
  try {
    url = new URL(target, OWN_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== OWN_ORIGIN || AUTH_PAGES.has(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
