import { data } from "react-router";
import { pageMeta } from "~/components/layout/page-meta";
import { MAX_PANTRY_INPUT, pantryFormSchema, pantryMessages } from "~/domain/pantry/pantry-forms";
import { PantryPage } from "~/features/pantry/pantry-page";
import { readFormBody } from "~/.server/http/form-body";
import { planContext } from "~/.server/meal-plan/plan-owner";
import { pantrySuggestions } from "~/.server/pantry/pantry-service";
import type { Route } from "./+types/garde-manger";
import { authorOf } from "~/.server/live/device";

export const meta = () =>
  pageMeta(
    "Mon garde-manger",
    "Les ingrédients que vous avez chez vous, rangés par rayon, pour savoir ce que vous pouvez cuisiner.",
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const plan = await planContext(context, request, { create: false });
  const aisles = await context.services.pantry.aisles(plan.owner);
  return data(
    { aisles, suggestions: pantrySuggestions, isLoggedIn: plan.viewer.isLoggedIn },
    plan.setCookie ? { headers: { "Set-Cookie": plan.setCookie } } : undefined,
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.services;
  const fields = Object.fromEntries(await readFormBody(request));
  const parsed = pantryFormSchema.safeParse(fields);
  const typed = typeof fields.ingredients === "string" ? fields.ingredients.slice(0, MAX_PANTRY_INPUT) : "";
  if (!parsed.success)
    return data(
      { ok: false as const, messages: [parsed.error.issues[0]?.message ?? pantryMessages.invalid], typed },
      400,
    );
  const form = parsed.data;
  // Only an addition starts a visitor's pantry: removing from nothing needs no cookie.
  const plan = await planContext(context, request, { create: form.intent === "add" });
  const headers = plan.setCookie ? { "Set-Cookie": plan.setCookie } : undefined;
  const owner = plan.owner;
  if (form.intent === "add") {
    if (!owner) return data({ ok: false as const, messages: [pantryMessages.invalid], typed }, 400);
    const outcome = await services.pantry.addTyped(owner, form.ingredients, authorOf(plan.viewer, request));
    return outcome.ok
      ? data({ ok: true as const, message: outcome.message }, { headers })
      : data({ ok: false as const, messages: outcome.messages, typed }, { status: 400, headers });
  }
  if (form.intent === "remove") {
    const outcome = owner
      ? await services.pantry.remove(owner, form.article, authorOf(plan.viewer, request))
      : { ok: false, message: pantryMessages.item };
    return outcome.ok
      ? data({ ok: true as const, message: outcome.message }, { headers })
      : data({ ok: false as const, messages: [outcome.message], typed: "" }, { status: 404, headers });
  }
  if (owner) await services.pantry.clear(owner, authorOf(plan.viewer, request));
  return data({ ok: true as const, message: pantryMessages.cleared }, { headers });
}

export default function GardeMangerRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PantryPage {...loaderData} outcome={actionData ?? undefined} />;
}
