import { data } from "react-router";
import { pageMeta } from "~/components/layout/page-meta";
import { featureById } from "~/content/features";
import { cocktailRequestSchema } from "~/domain/cocktails/cocktail-schema";
import { COCKTAIL_BASES, type CocktailBase, TASTE_PREFERENCES, type TastePreference } from "~/domain/cocktails/types";
import { type CocktailsState, CocktailsPage } from "~/features/cocktails/cocktails-page";
import { CLIENT_IP_HEADER } from "~/.server/auth/auth";
import type { Route } from "./+types/cocktails";

const feature = featureById("cocktails");

export const meta = () => pageMeta(feature.title, feature.description);

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const submitted = {
    base: form.get("base") ?? undefined,
    preferences: form.getAll("preferences"),
    variation: form.get("variation") ?? 0,
  };
  // What the form shows again, limited to values it knows.
  const shown: CocktailsState["request"] = {
    base: COCKTAIL_BASES.find((base) => base === submitted.base) as CocktailBase | undefined,
    preferences: TASTE_PREFERENCES.filter((preference) => submitted.preferences.includes(preference)) as TastePreference[],
    variation: 0,
  };
  const parsed = cocktailRequestSchema.safeParse(submitted);
  if (!parsed.success) return data<CocktailsState>({ request: shown, error: parsed.error.issues[0]!.message }, 400);

  const viewer = await context.services.viewer(request);
  const requester = { ip: request.headers.get(CLIENT_IP_HEADER) ?? "inconnue", userId: viewer.isLoggedIn ? viewer.userId : undefined };
  const outcome = await context.services.advice.createCocktail(parsed.data, requester, request.signal);
  const state: CocktailsState["request"] = { ...shown, variation: parsed.data.variation };
  if (!outcome.ok) return data<CocktailsState>({ request: state, error: outcome.message });
  const { cocktail, inspiration, nonAlcoholic } = outcome.value;
  return data<CocktailsState>({ request: state, creation: { cocktail, inspiration, nonAlcoholic } });
}

export default function CocktailsRoute({ actionData }: Route.ComponentProps) {
  return <CocktailsPage state={actionData ?? undefined} />;
}
