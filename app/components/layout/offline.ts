import type { ShouldRevalidateFunctionArgs } from "react-router";

/** What a client action returns when the server could not be reached at all. */
export interface OfflineResult {
  formError: string;
  offline: true;
}

export function isOfflineResult(value: unknown): value is OfflineResult {
  return typeof value === "object" && value !== null && (value as OfflineResult).offline === true;
}

/**
 * After a request that never reached the server, reloading the page's data would
 * fail the same way and replace the form by the error screen: keep what is shown.
 */
export function skipRevalidationWhenOffline({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return isOfflineResult(actionResult) ? false : defaultShouldRevalidate;
}
