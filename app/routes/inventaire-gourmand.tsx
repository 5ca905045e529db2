import { type ShouldRevalidateFunctionArgs, data } from "react-router";
import { pageMeta } from "~/components/layout/page-meta";
import { isQueryOnlyChange } from "~/components/layout/revalidation";
import type { GenerationResult } from "~/components/recipe/shown-generation";
import { featureById } from "~/content/features";
import { INGREDIENTS_PARAM } from "~/domain/generation/ingredient-list";
import { chefRequestFromInventory, inventoryRequestSchema } from "~/domain/generation/request-schema";
import { InventoryPage } from "~/features/inventory/inventory-page";
import {
  generateToCompletion,
  readGenerationForm,
  statusOf,
  unreadableForm,
} from "~/.server/generation/generation-form";
import { loginState, requesterOf } from "~/.server/requester";
import type { Route } from "./+types/inventaire-gourmand";

const feature = featureById("inventory");

export const meta = () => pageMeta(feature.title, feature.description);

export const loader = ({ request, context }: Route.LoaderArgs) => loginState(context.services, request);

/** The form sent without JavaScript: the recipe is generated to its end and rendered. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readGenerationForm(request);
  if (!form) return data<GenerationResult>({ status: "error", message: unreadableForm, variation: 0 }, 400);
  const parsed = inventoryRequestSchema.safeParse({
    ingredients: form.getAll(INGREDIENTS_PARAM).filter((value) => typeof value === "string"),
    variation: form.get("variation") ?? 0,
    sans: form.getAll("sans"),
  });
  if (!parsed.success)
    return data<GenerationResult>(
      { status: "error", message: parsed.error.issues[0]!.message, variation: 0 },
      400,
    );
  const requester = await requesterOf(context.services, request);
  const outcome = await generateToCompletion(
    context.services.generation,
    chefRequestFromInventory(parsed.data),
    requester,
    request.signal,
  );
  const result: GenerationResult =
    outcome.status === "done"
      ? { ...outcome, variation: parsed.data.variation }
      : { status: "error", message: outcome.message, variation: parsed.data.variation };
  return data(result, statusOf(outcome));
}

// The list is written to the address as it changes: that asks the server for nothing.
export const shouldRevalidate = (args: ShouldRevalidateFunctionArgs) =>
  isQueryOnlyChange(args) ? false : args.defaultShouldRevalidate;

export default function InventoryRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <InventoryPage isLoggedIn={loaderData.isLoggedIn} result={actionData ?? undefined} />;
}
