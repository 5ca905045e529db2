import { type ShouldRevalidateFunctionArgs, isRouteErrorResponse } from "react-router";

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
export function skipRevalidationWhenOffline({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return isOfflineResult(actionResult) ? false : defaultShouldRevalidate;
}

/**
 * Runs a route's server action from the browser; when the request never reaches the
 * server, answers with `message` instead of the error screen. Redirects and error
 * responses go on as usual.
 */
export async function serverActionOrOffline<T>(
  serverAction: () => Promise<T>,
  message: string,
): Promise<T | OfflineResult> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    return { formError: message, offline: true };
  }
}
