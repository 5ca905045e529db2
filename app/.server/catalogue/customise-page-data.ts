import { data } from "react-router";
import { type Customisation, customisationInput, customisationSchema } from "~/domain/catalogue/customise";
import { ingredientLineParts } from "~/domain/catalogue/ingredient-line";
import { lineFoods } from "~/domain/cook/line-foods";
import type { Recipe } from "~/domain/recipe/model";
import { swapOptionsFor } from "~/domain/catalogue/swap";
import { stepsOf } from "~/domain/recipe/steps";
import { produceFacts } from "~/domain/produce/facts";
import { currentMonth } from "~/domain/produce/label";
import type { Customised, Outcome } from "./catalogue-service";

/**
 * What Le Chef C'est Vous shows for a recipe and the changes in the URL, whether the recipe
 * is the catalogue's or one of the cook's own: `customise` applies the changes.
 */
export async function customisePageData(
  url: URL,
  original: Recipe,
  customise: (changes: Customisation) => Promise<Outcome<Customised>>,
) {
  const parsed = customisationSchema.safeParse(customisationInput(url.searchParams, original.servings));
  const changes = parsed.success ? parsed.data : { portions: original.servings, retirer: [], remplacer: [] };
  const outcome = await customise(changes);
  const base = {
    original,
    originalLines: original.ingredients.map(ingredientLineParts),
    changes,
    swapOptions: original.ingredients.map((_, index) => swapOptionsFor(original, index)),
  };
  if (!parsed.success) return data({ ...base, problem: parsed.error.issues[0]?.message }, 400);
  if (!outcome.ok) return data({ ...base, problem: outcome.message }, outcome.status);
  const { customised, nutrition } = outcome.value;
  return {
    ...base,
    customised,
    customisedLines: customised.ingredients.map(ingredientLineParts),
    customisedFoods: lineFoods(customised.ingredients.map(({ nom }) => nom)),
    nutrition,
    produce: produceFacts(
      customised.ingredients,
      customised.servings,
      currentMonth(new Date()),
      stepsOf(customised),
    ),
  };
}
