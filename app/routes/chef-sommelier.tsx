import { data } from "react-router";
import { pageMeta } from "~/components/layout/page-meta";
import { featureById } from "~/content/features";
import { pairingRequestSchema } from "~/domain/sommelier/pairing-request";
import { type SommelierState, SommelierPage } from "~/features/sommelier/sommelier-page";
import { CLIENT_IP_HEADER } from "~/.server/auth/auth";
import { parseForm } from "~/.server/forms";
import type { Route } from "./+types/chef-sommelier";

const feature = featureById("sommelier");

export const meta = () => pageMeta(feature.title, feature.description);

export async function action({ request, context }: Route.ActionArgs) {
  const { values, result } = await parseForm(request, pairingRequestSchema);
  const dish = values.dish?.trim() ?? "";
  if (!result.success) return data<SommelierState>({ dish, error: result.error.issues[0]!.message }, 400);
  const viewer = await context.services.viewer(request);
  const requester = { ip: request.headers.get(CLIENT_IP_HEADER) ?? "inconnue", userId: viewer.isLoggedIn ? viewer.userId : undefined };
  const outcome = await context.services.advice.pairWines(result.data.dish, requester, request.signal);
  // A refused pairing is an answer like any other: the page shows it in its red box.
  if (!outcome.ok) return data<SommelierState>({ dish, error: outcome.message });
  return data<SommelierState>({ dish: result.data.dish, pairing: outcome.value });
}

export default function SommelierRoute({ actionData }: Route.ComponentProps) {
  return <SommelierPage state={actionData ?? undefined} />;
}
