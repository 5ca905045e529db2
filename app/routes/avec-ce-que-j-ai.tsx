import { data } from "react-router";
import { pageMeta } from "~/components/layout/page-meta";
import {
  coverageCard,
  missingToListSchema,
  pantryMessages,
  readPantryFilters,
} from "~/domain/pantry/pantry-forms";
import { WithWhatIHavePage } from "~/features/pantry/with-what-i-have-page";
import { readFormBody } from "~/.server/http/form-body";
import { planContext } from "~/.server/meal-plan/plan-owner";
import type { Route } from "./+types/avec-ce-que-j-ai";
import { authorOf } from "~/.server/live/device";

export const meta = () =>
  pageMeta("Avec ce que j'ai", "Les recettes classées selon ce que vous avez déjà dans votre garde-manger.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.services;
  const filters = readPantryFilters(new URL(request.url).searchParams);
  const plan = await planContext(context, request, { create: false });
  const userId = plan.viewer.isLoggedIn ? plan.viewer.userId : undefined;
  const ranking = await services.pantry.rank(plan.owner, userId, filters);
  const result = {
    filters,
    pantrySize: ranking.pantrySize,
    total: ranking.total,
    page: ranking.page,
    pages: ranking.pages,
    cards: ranking.cards.map(coverageCard),
  };
  return data(result, plan.setCookie ? { headers: { "Set-Cookie": plan.setCookie } } : undefined);
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.services;
  const parsed = missingToListSchema.safeParse(Object.fromEntries(await readFormBody(request)));
  if (!parsed.success)
    return data(
      { ok: false as const, message: parsed.error.issues[0]?.message ?? pantryMessages.recipe },
      400,
    );
  const filters = readPantryFilters(new URL(request.url).searchParams);
  const plan = await planContext(context, request, { create: true });
  const headers = plan.setCookie ? { "Set-Cookie": plan.setCookie } : undefined;
  if (!plan.owner)
    return data({ ok: false as const, message: pantryMessages.recipe }, { status: 400, headers });
  const userId = plan.viewer.isLoggedIn ? plan.viewer.userId : undefined;
  const added = await services.pantry.missingToList(
    plan.owner,
    userId,
    parsed.data.recette,
    filters.basics,
    parsed.data.personnes,
    authorOf(plan.viewer, request),
  );
  if (added === undefined)
    return data(
      { ok: false as const, message: pantryMessages.recipe, ref: parsed.data.recette },
      { status: 404, headers },
    );
  const message = added === 0 ? pantryMessages.nothingMissing : pantryMessages.toList(added);
  return data({ ok: true as const, message, ref: parsed.data.recette }, { headers });
}

export default function AvecCeQueJAiRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <WithWhatIHavePage {...loaderData} outcome={actionData ?? undefined} />;
}
