import { data } from "react-router";
import { pageMeta } from "~/components/layout/page-meta";
import { featureById } from "~/content/features";
import { cocktailRequestSchema } from "~/domain/cocktails/cocktail-schema";
import {
  COCKTAIL_BASES,
  type CocktailBase,
  TASTE_PREFERENCES,
  type TastePreference,
} from "~/domain/cocktails/types";
import { type CocktailsState, CocktailsPage } from "~/features/cocktails/cocktails-page";
import { refusalInit, retryAfterHeaders } from "~/.server/generation/advice-service";
import { readFormBody } from "~/.server/http/form-body";
import { saveSubmittedItem } from "~/.server/save-item";
import { loginState, requesterOf } from "~/.server/requester";
import type { Route } from "./+types/cocktails";

const feature = featureById("cocktails");

export const meta = () => pageMeta(feature.title, feature.description);

export const headers = retryAfterHeaders;

export const loader = ({ request, context }: Route.LoaderArgs) => loginState(context.services, request);

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormBody(request);
  if (form.get("intent") === "save") {
    const outcome = await saveSubmittedItem(context.services, request, form.get("payload"));
    if ("saveError" in outcome)
      return data({ request: { preferences: [], variation: 0 }, error: outcome.saveError, ...outcome }, 400);
    // Without JavaScript the page shows the saved cocktail again, with the confirmation.
    const cocktail = outcome.item.origin === "cocktail" ? outcome.item.cocktail : undefined;
    return data<CocktailsState & { saveMessage: string }>({
      request: { preferences: [], variation: 0 },
      creation: cocktail && { cocktail },
      saveMessage: outcome.saveMessage,
    });
  }
  const submitted = {
    base: form.get("base") ?? undefined,
    preferences: form.getAll("preferences"),
    variation: form.get("variation") ?? 0,
  };
  // What the form shows again, limited to values it knows.
  const shown: CocktailsState["request"] = {
    base: COCKTAIL_BASES.find((base) => base === submitted.base) as CocktailBase | undefined,
    preferences: TASTE_PREFERENCES.filter((preference) =>
      submitted.preferences.includes(preference),
    ) as TastePreference[],
    variation: 0,
  };
  const parsed = cocktailRequestSchema.safeParse(submitted);
  if (!parsed.success)
    return data<CocktailsState>({ request: shown, error: parsed.error.issues[0]!.message }, 400);

  const requester = await requesterOf(context.services, request);
  const outcome = await context.services.advice.createCocktail(parsed.data, requester, request.signal);
  const state: CocktailsState["request"] = { ...shown, variation: parsed.data.variation };
  if (!outcome.ok)
    return data<CocktailsState>({ request: state, error: outcome.message }, refusalInit(outcome));
  const { cocktail, inspiration, nonAlcoholic } = outcome.value;
  return data<CocktailsState>({ request: state, creation: { cocktail, inspiration, nonAlcoholic } });
}

export default function CocktailsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <CocktailsPage state={actionData ?? undefined} isLoggedIn={loaderData.isLoggedIn} />;
}
