import { data, isRouteErrorResponse } from "react-router";
import { skipRevalidationWhenOffline } from "~/components/layout/offline";
import { pageMeta } from "~/components/layout/page-meta";
import {
  generateRequestOf,
  planFormInput,
  planFormSchema,
  planMessages,
} from "~/domain/meal-plan/plan-forms";
import { ownRecipeIdOf } from "~/domain/meal-plan/recipe-ref";
import { dailyTotals } from "~/domain/meal-plan/planner";
import { planCarbonSentence, weekCarbon } from "~/domain/meal-plan/plan-carbon";
import { resolveRecipe, suitsMeal } from "~/domain/meal-plan/recipe-search";
import { shoppingListText } from "~/domain/meal-plan/shopping-list";
import { DEFAULT_PLAN_PORTIONS } from "~/domain/meal-plan/types";
import { addDays, dayLabel, mondayOf, parseWeek, weekDays, weekLabel } from "~/domain/base/week";
import { portionsKeptFor } from "~/domain/meal-plan/leftovers";
import { showsWine } from "~/domain/meal-plan/wine";
import { pendingTickFromForm } from "~/domain/meal-plan/pending-ticks";
import { MealPlanPage } from "~/features/meal-plan/meal-plan-page";
import { keepPendingTick } from "~/features/meal-plan/pending-ticks-store";
import { readFormBody } from "~/.server/http/form-body";
import { userIdOf } from "~/.server/meal-plan/meal-plan-service";
import { accountIdOf } from "~/.server/viewer";
import { planContext } from "~/.server/meal-plan/plan-owner";
import type { Route } from "./+types/menu-perso";
import { authorOf } from "~/.server/live/device";

export const meta = () =>
  pageMeta(
    "Menu Perso",
    "Planifiez les repas de la semaine, du lundi au dimanche, et obtenez votre liste de courses.",
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.services;
  const today = services.mealPlans.today();
  const asked = new URL(request.url).searchParams.get("semaine");
  // A week that does not exist is said so, rather than silently showing this one.
  const monday = asked === null ? mondayOf(today) : parseWeek(asked);
  if (!monday) throw data(planMessages.week, { status: 400 });
  const plan = await planContext(context, request, { create: false });
  // Own recipes are the account's, household or not: a reader without one still sees them.
  const userId = accountIdOf(plan.viewer);
  const [entries, choices, ticked] = await Promise.all([
    plan.owner ? services.mealPlans.week(plan.owner, monday) : [],
    services.mealPlans.choices(userId),
    plan.owner ? services.mealPlans.tickedItems(plan.owner, monday) : [],
  ]);
  // The week's recipes alone carry what the page computes (nutrition, list, carbon); the picker
  // only names the others. Another phone's tick rereads this page (decision 0063).
  const library = await services.mealPlans.libraryOf(
    userId,
    entries.map((entry) => entry.recipeId),
  );
  const byId = new Map(library.map((recipe) => [recipe.id, recipe]));
  const list = plan.owner ? await services.mealPlans.shopping(plan.owner, monday, library) : [];
  const label = weekLabel(monday);
  const carbon = weekCarbon(entries, byId);
  const result = {
    monday,
    today,
    // No link to a week the loader would refuse.
    previous: parseWeek(addDays(monday, -7)),
    next: parseWeek(addDays(monday, 7)),
    weekLabel: label,
    days: weekDays(monday).map((iso) => ({ iso, label: dayLabel(iso) })),
    entries: entries.map((entry) => {
      const recipe = byId.get(entry.recipeId);
      // A meal of Mes Recettes deleted since keeps its name, without a link to nowhere.
      const gone = !recipe && ownRecipeIdOf(entry.recipeId) !== undefined;
      return {
        ...entry,
        ...(gone ? { removed: true } : {}),
        calories: recipe?.nutrition.calories,
        // Wine under the dinners the week's choice names (« Vin au dîner »), the weekend by default.
        wine: showsWine(entry) ? recipe?.wine : undefined,
        // A dinner cooked for the next day's lunch too: « 2 pers. + 2 portions pour demain midi ».
        keptForLunch: portionsKeptFor(entry, entries),
      };
    }),
    totals: dailyTotals(entries, byId),
    // Written on the server: the AGRIBALYSE table never reaches the browser.
    dayCarbon: Object.fromEntries(
      Object.entries(carbon.days).map(([day, value]) => [day, planCarbonSentence(value)]),
    ),
    weekCarbon:
      entries.length > 0 ? planCarbonSentence(carbon.week, "Empreinte carbone de la semaine") : undefined,
    shopping: list,
    shoppingText: shoppingListText(list, label),
    ticked,
    choices,
    isLoggedIn: plan.viewer.isLoggedIn,
    live: plan.owner !== undefined,
  };
  return data(result, plan.setCookie ? { headers: { "Set-Cookie": plan.setCookie } } : undefined);
}

/**
 * A tick of the shopping list that cannot reach the server (no signal in the shop) is kept on
 * the device and sent when the network returns; any other change says it needs a connection.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    const tick = pendingTickFromForm(form, Date.now());
    if (tick) keepPendingTick(tick);
    return {
      ok: tick !== undefined,
      message: tick ? planMessages.tickedOffline : planMessages.offline,
      intent: tick ? "tick" : undefined,
      offline: true as const,
      formError: tick ? undefined : planMessages.offline,
    };
  }
}

export const shouldRevalidate = skipRevalidationWhenOffline;

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.services;
  const parsed = planFormSchema.safeParse(planFormInput(await readFormBody(request)));
  if (!parsed.success)
    return data({ ok: false as const, message: parsed.error.issues[0]?.message ?? "Demande invalide." }, 400);
  const form = parsed.data;
  // A tick needs a list, so a plan: it never gives a visitor a cookie of its own.
  const plan = await planContext(context, request, {
    create: form.intent !== "tick" && form.intent !== "bought",
  });
  const headers = plan.setCookie ? { "Set-Cookie": plan.setCookie } : undefined;
  const answer = (
    body: { ok: boolean; message: string; notices?: string[]; intent?: string },
    status = 200,
  ) => data(body, { status, headers });
  const owner = plan.owner;
  if (!owner) return answer({ ok: false, message: planMessages.item, intent: form.intent }, 404);
  const by = authorOf(plan.viewer, request);

  if (form.intent === "tick") {
    const ticked = form.coche === "1";
    const done = await services.mealPlans.tick(owner, mondayOf(form.semaine), form.article, ticked, by);
    return done
      ? answer({ ok: true, message: ticked ? planMessages.ticked : planMessages.unticked, intent: "tick" })
      : answer({ ok: false, message: planMessages.item, intent: "tick" }, 404);
  }

  if (form.intent === "bought") {
    const foods = await services.mealPlans.boughtFoods(owner, mondayOf(form.semaine));
    if (foods.length === 0)
      return answer({ ok: false, message: planMessages.nothingBought, intent: "bought" }, 400);
    const added = await services.pantry.addKeys(
      owner,
      foods.map((food) => food.key),
      by,
    );
    if (added.ok)
      await services.mealPlans.boughtMoved(
        owner,
        mondayOf(form.semaine),
        foods.map((food) => food.key),
      );
    return added.ok
      ? answer({ ok: true, message: added.message, intent: "bought" })
      : answer({ ok: false, message: added.messages.join(" "), intent: "bought" }, 400);
  }

  if (form.intent === "remove") {
    const removed = await services.mealPlans.remove(owner, form.id, by);
    return removed
      ? answer({ ok: true, message: planMessages.removed })
      : answer({ ok: false, message: planMessages.slot }, 404);
  }
  if (form.intent === "add") {
    const library = await services.mealPlans.library(userIdOf(owner));
    const recipe = resolveRecipe(form.recette, library, (candidate) =>
      suitsMeal(form.type, candidate.category),
    );
    if (!recipe) {
      const own = ownRecipeIdOf(form.recette) !== undefined;
      return answer({ ok: false, message: own ? planMessages.ownRecipe : planMessages.recipe }, 400);
    }
    const outcome = await services.mealPlans.add(
      owner,
      {
        day: form.day,
        type: form.type,
        recipeId: recipe.id,
        portions: form.portions,
      },
      by,
    );
    return outcome.ok
      ? answer({ ok: true, message: planMessages.added })
      : answer({ ok: false, message: outcome.message }, 400);
  }
  const outcome = await services.mealPlans.generate(
    owner,
    generateRequestOf(form, { today: services.mealPlans.today(), seed: Math.floor(Math.random() * 2 ** 31) }),
    by,
  );
  if (!outcome.ok) return answer({ ok: false, message: outcome.message }, 422);
  return answer({ ok: true, message: planMessages.generated, notices: outcome.notices });
}

export default function MenuPersoRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MealPlanPage {...loaderData} outcome={actionData ?? undefined} defaultPortions={DEFAULT_PLAN_PORTIONS} />
  );
}
