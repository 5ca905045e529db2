import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * A navigation that only rewrites the query of the page on screen, as the generation
 * screens do to keep their form in the address, asks the server for nothing: the data of
 * the page does not depend on it, and a lost connection must not turn typing into an error.
 */
export function isQueryOnlyChange({
  currentUrl,
  nextUrl,
  formMethod,
}: ShouldRevalidateFunctionArgs): boolean {
  return !formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
}
