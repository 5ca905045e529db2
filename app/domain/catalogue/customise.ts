import { z } from "../zod";
import { readIngredient } from "../nutrition/lexicon";
import { type Change, adaptRecipeText } from "./adapt";
import type { Recipe } from "../recipe/model";
import { MAX_SERVINGS, MIN_SERVINGS, scaleRecipe } from "./scale";
import { substitutesOf, swapAmount, swapOptions } from "./swap";

export const customiseMessages = {
  servings: `Choisissez entre ${MIN_SERVINGS} et ${MAX_SERVINGS}\u00a0personnes.`,
  ingredient: "Cet ingrédient ne fait pas partie de la recette.",
  swap: "Ce remplacement n'est pas proposé pour cet ingrédient.",
  empty: "Gardez au moins un ingrédient.",
} as const;

/**
 * A cook's changes to a recipe, as the customisation form and its URL carry them:
 * `portions=6&retirer=2&remplacer=3:tofu` (ingredients by their position in the recipe).
 */
export const customisationSchema = z.object({
  portions: z.coerce
    .number({ error: customiseMessages.servings })
    .int(customiseMessages.servings)
    .min(MIN_SERVINGS, customiseMessages.servings)
    .max(MAX_SERVINGS, customiseMessages.servings),
  retirer: z.array(z.coerce.number().int().min(0).max(59, customiseMessages.ingredient)).max(60).default([]),
  remplacer: z
    .array(z.string().regex(/^\d{1,2}:.{1,60}$/, customiseMessages.swap))
    .max(60)
    .default([]),
});

export type Customisation = z.infer<typeof customisationSchema>;

/** Reads the form or the URL's repeated keys into the schema's shape. */
export function customisationInput(
  params: URLSearchParams | FormData,
  defaultServings: number,
): Record<string, unknown> {
  const portions = params.get("portions");
  return {
    portions: portions === null || portions === "" ? defaultServings : portions,
    retirer: params.getAll("retirer").map(String),
    remplacer: params
      .getAll("remplacer")
      .map(String)
      .filter((value) => !value.endsWith(":")),
  };
}

export type CustomiseResult = { ok: true; recipe: Recipe } | { ok: false; message: string };

/** The recipe with the cook's changes: servings first, then swaps, then removals; its words follow. */
export function customiseRecipe(recipe: Recipe, changes: Customisation): CustomiseResult {
  const scaled = scaleRecipe(recipe, changes.portions);
  const ingredients = [...scaled.ingredients];
  const names = recipe.ingredients.map((ingredient) => ingredient.nom);
  const applied: Change[] = [];
  for (const swap of changes.remplacer) {
    const separator = swap.indexOf(":");
    const index = Number(swap.slice(0, separator));
    const name = swap.slice(separator + 1);
    const current = ingredients[index];
    const from = recipe.ingredients[index] && readIngredient(recipe.ingredients[index].nom)?.entry;
    if (!current || !from) return { ok: false, message: customiseMessages.ingredient };
    const option = swapOptions(recipe.ingredients[index]!.nom, names).find(
      (candidate) => candidate.name === name,
    );
    const substitute = substitutesOf(recipe.ingredients[index]!.nom).find(
      (candidate) => candidate.substitute.name === name,
    );
    if (!option || !substitute) return { ok: false, message: customiseMessages.swap };
    ingredients[index] = {
      nom: name,
      ...swapAmount(current, from, substitute.entry, substitute.substitute.ratio),
    };
    applied.push({
      kind: "swap",
      index,
      to: substitute.entry,
      ...(option.note ? { note: option.note } : {}),
    });
  }
  for (const index of changes.retirer) {
    if (!ingredients[index]) return { ok: false, message: customiseMessages.ingredient };
    if (!applied.some((change) => change.kind === "remove" && change.index === index))
      applied.push({ kind: "remove", index });
  }
  const kept = ingredients.filter((_, index) => !changes.retirer.includes(index));
  if (kept.length === 0) return { ok: false, message: customiseMessages.empty };
  return {
    ok: true,
    recipe: {
      ...scaled,
      ...adaptRecipeText(
        recipe,
        applied.filter((change) => change.kind === "remove" || !changes.retirer.includes(change.index)),
      ),
      ingredients: kept,
    },
  };
}
