import { data } from "react-router";
import { pageMeta } from "~/components/layout/page-meta";
import { featureById } from "~/content/features";
import { pairingRequestSchema } from "~/domain/sommelier/pairing-request";
import { pairingGuide } from "~/domain/sommelier/pairing";
import { type SommelierState, SommelierPage } from "~/features/sommelier/sommelier-page";
import { refusalInit, retryAfterHeaders } from "~/.server/generation/advice-service";
import { readFormBody } from "~/.server/http/form-body";
import { saveSubmittedItem } from "~/.server/save-item";
import { loginState, requesterOf } from "~/.server/requester";
import type { Route } from "./+types/chef-sommelier";

const feature = featureById("sommelier");

export const meta = () => pageMeta(feature.title, feature.description);

export const headers = retryAfterHeaders;

export const loader = async ({ request, context }: Route.LoaderArgs) => ({
  ...(await loginState(context.services, request)),
  guide: pairingGuide,
});

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormBody(request);
  if (form.get("intent") === "save") {
    const outcome = await saveSubmittedItem(context.services, request, form.get("payload"));
    if ("saveError" in outcome) return data({ dish: "", error: outcome.saveError, ...outcome }, 400);
    const item = outcome.item;
    return item.origin === "pairing"
      ? data({
          dish: item.dish,
          pairing: { kind: "suggestions" as const, suggestions: item.suggestions },
          saveMessage: outcome.saveMessage,
        })
      : data({ dish: "", error: "Ce résultat est incomplet : impossible de le sauvegarder." }, 400);
  }
  const submitted = form.get("dish");
  const result = pairingRequestSchema.safeParse({ dish: submitted });
  const dish = typeof submitted === "string" ? submitted.trim() : "";
  if (!result.success) return data<SommelierState>({ dish, error: result.error.issues[0]!.message }, 400);
  const requester = await requesterOf(context.services, request);
  const outcome = await context.services.advice.pairWines(result.data.dish, requester, request.signal);
  // A refused pairing is an answer like any other: the page shows it in its red box.
  if (!outcome.ok) return data<SommelierState>({ dish, error: outcome.message }, refusalInit(outcome));
  return data<SommelierState>({ dish: result.data.dish, pairing: outcome.value });
}

export default function SommelierRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SommelierPage
      state={actionData ?? undefined}
      isLoggedIn={loaderData.isLoggedIn}
      guide={loaderData.guide}
    />
  );
}
