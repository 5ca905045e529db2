import { withCiqualNutrition } from "~/domain/generation/nutrition-figures";
import { generatedRecipeSchema } from "~/domain/generation/recipe-schema";
import { computeRecipeNutrition } from "~/domain/nutrition/compute";
import { stepsOf } from "~/domain/recipe/steps";
import { parseJsonText } from "~/.server/http/json-text";
import type { Route } from "./+types/api.recettes";

/** Saves a generated recipe to Mes Recettes (JSON in, JSON out). */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await context.services.viewer(request);
  if (!viewer.isLoggedIn) {
    return Response.json({ message: "Connectez-vous pour sauvegarder cette recette." }, { status: 401 });
  }
  const text = await request.text();
  if (text.length > 64_000) return Response.json({ message: "Recette trop volumineuse." }, { status: 413 });
  const json = parseJsonText(text);
  const parsed = generatedRecipeSchema.safeParse((json as { recipe?: unknown } | undefined)?.recipe);
  if (!parsed.success)
    return Response.json(
      { message: "Cette recette est incomplète : impossible de la sauvegarder." },
      { status: 400 },
    );
  // The browser sent the figures it was shown; every one kept is recomputed here, from CIQUAL:
  // per portion, and for a Chef Nutrition recipe (it has top-level calories) per ingredient.
  const sent = parsed.data;
  const nutrition = computeRecipeNutrition(
    sent.ingredients,
    sent.portions,
    stepsOf({ steps: sent.instructions }),
  );
  const recipe = withCiqualNutrition(sent, nutrition, sent.calories !== undefined);
  const id = await context.services.myRecipes.save(viewer.userId, { origin: "generated", recipe });
  return Response.json({ id, message: "Recette sauvegardée dans Mes Recettes." }, { status: 201 });
}

export function loader() {
  return Response.json({ message: "Utilisez POST." }, { status: 405, headers: { Allow: "POST" } });
}
