import { ownerKey } from "~/.server/live/change-bus";
import { deviceOf } from "~/.server/live/device";
import { EVENT_STREAM_HEADERS, listEventStream } from "~/.server/live/list-events";
import { planContext } from "~/.server/meal-plan/plan-owner";
import type { Route } from "./+types/api.liste-de-courses.direct";

/**
 * The shopping list's changes as Server-Sent Events, for the list the page itself shows: the
 * same owner rules as Menu Perso (a member follows the household's list, a visitor only their
 * own). The events say who changed what, never the list: the page reads it again through its loader.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const plan = await planContext(context, request, { create: false });
  // A visitor who has planned nothing has no list yet; 204 tells EventSource not to come back.
  if (!plan.owner) return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  const headers = new Headers(EVENT_STREAM_HEADERS);
  if (plan.setCookie) headers.append("Set-Cookie", plan.setCookie);
  const stream = listEventStream({
    bus: context.services.changes,
    owner: ownerKey(plan.owner),
    viewer: {
      userId: plan.viewer.isLoggedIn ? plan.viewer.userId : undefined,
      device: deviceOf(request.headers.get("Cookie")),
    },
    signal: request.signal,
  });
  return new Response(stream, { headers });
}
