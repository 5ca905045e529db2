/**
 * Where to go after logging in: a path of ours, never another site
 * (`//evil.example`, `/\evil.example` and absolute URLs are refused).
 */
export function safeRedirectPath(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  if (target.startsWith("//") || target.startsWith("/\\")) return fallback;
  if ([...target].some((character) => character.charCodeAt(0) < 0x20)) return fallback;
  if (target === "/login" || target.startsWith("/login?") || target === "/signup") return fallback;
  if (target.startsWith("/signup?")) return fallback;
  return target;
}
