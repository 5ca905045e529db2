import { type ShouldRevalidateFunctionArgs, data } from "react-router";
import { pageMeta } from "~/components/layout/page-meta";
import { isQueryOnlyChange } from "~/components/layout/revalidation";
import { featureById } from "~/content/features";
import { chefRequestFromNutrition } from "~/domain/generation/request-schema";
import {
  checkNutritionForm,
  emptyNutritionForm,
  nutritionValuesFrom,
} from "~/features/nutrition/nutrition-form-values";
import { type NutritionSubmission, NutritionPage } from "~/features/nutrition/nutrition-page";
import {
  generateToCompletion,
  readGenerationForm,
  statusOf,
  unreadableForm,
} from "~/.server/generation/generation-form";
import { loginState, requesterOf } from "~/.server/requester";
import type { Route } from "./+types/chef-nutrition";

const feature = featureById("nutrition");

export const meta = () => pageMeta(feature.title, feature.description);

export const loader = ({ request, context }: Route.LoaderArgs) => loginState(context.services, request);

/** The form sent without JavaScript: the recipe is generated to its end and rendered. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readGenerationForm(request);
  if (!form)
    return data<NutritionSubmission>(
      { values: emptyNutritionForm, result: { status: "error", message: unreadableForm, variation: 0 } },
      400,
    );
  const values = nutritionValuesFrom(form);
  const variation = Number(form.get("variation")) || 0;
  const checked = checkNutritionForm(values, variation);
  if (!checked.ok) return data<NutritionSubmission>({ values, fieldErrors: checked.fieldErrors }, 400);
  const requester = await requesterOf(context.services, request);
  const outcome = await generateToCompletion(
    context.services.generation,
    chefRequestFromNutrition(checked.request),
    requester,
    request.signal,
  );
  const submission: NutritionSubmission = {
    values,
    result:
      outcome.status === "done"
        ? { ...outcome, variation: checked.request.variation }
        : { status: "error", message: outcome.message, variation: checked.request.variation },
  };
  return data(submission, statusOf(outcome));
}

// The form is written to the address as it changes: that asks the server for nothing.
export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs) =>
  isQueryOnlyChange(args) ? false : args.defaultShouldRevalidate;

export default function NutritionRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <NutritionPage isLoggedIn={loaderData.isLoggedIn} submission={actionData ?? undefined} />;
}
