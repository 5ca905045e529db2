import { z } from "../zod";
import { kindOf } from "../chef/kinds";
import { PREFERRED_SWAPS } from "../chef/swaps";
import { readIngredient, ingredients as lexicon } from "../nutrition/lexicon";
import { normaliseUnit, toGrams } from "../nutrition/quantity";
import type { IngredientEntry } from "../nutrition/types";
import type { Recipe } from "./recipe-schema";
import { MAX_SERVINGS, MIN_SERVINGS, roundGrams, scaleRecipe } from "./scale";

export const MAX_SWAP_OPTIONS = 8;

export const customiseMessages = {
  servings: `Choisissez entre ${MIN_SERVINGS} et ${MAX_SERVINGS} personnes.`,
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

/**
 * What can stand in for an ingredient: a few foods of the same kind (another white
 * fish for cod), then the stand-ins the offline chef uses for diets (smoked tofu for
 * lardons), then foods of the same culinary role; never the food itself.
 */
export function swapOptions(nom: string): string[] {
  const reading = readIngredient(nom);
  if (!reading) return [];
  const { entry } = reading;
  const kind = kindOf(entry);
  const differs = (candidate: IngredientEntry) =>
    candidate.id !== entry.id && candidate.ciqualCode !== entry.ciqualCode;
  const sameKind = lexicon
    .filter((candidate) => differs(candidate) && kindOf(candidate) === kind)
    .slice(0, 4);
  const dietFriendly = (PREFERRED_SWAPS[kind] ?? [])
    .flatMap((name) => readIngredient(name)?.entry ?? [])
    .filter(differs);
  const sameRole = lexicon.filter((candidate) => differs(candidate) && candidate.role === entry.role);
  const names = [...sameKind, ...dietFriendly, ...sameRole].map((candidate) => candidate.name);
  return [...new Set(names)].slice(0, MAX_SWAP_OPTIONS);
}

export type CustomiseResult = { ok: true; recipe: Recipe } | { ok: false; message: string };

/** The recipe with the cook's changes: servings first, then swaps, then removals. */
export function customiseRecipe(recipe: Recipe, changes: Customisation): CustomiseResult {
  const scaled = scaleRecipe(recipe, changes.portions);
  const ingredients = [...scaled.ingredients];
  for (const swap of changes.remplacer) {
    const separator = swap.indexOf(":");
    const index = Number(swap.slice(0, separator));
    const name = swap.slice(separator + 1);
    const current = ingredients[index];
    if (!current) return { ok: false, message: customiseMessages.ingredient };
    if (!swapOptions(recipe.ingredients[index]!.nom).includes(name))
      return { ok: false, message: customiseMessages.swap };
    ingredients[index] = swapped(current, name);
  }
  for (const index of changes.retirer) {
    if (!ingredients[index]) return { ok: false, message: customiseMessages.ingredient };
  }
  const kept = ingredients.filter((_, index) => !changes.retirer.includes(index));
  if (kept.length === 0) return { ok: false, message: customiseMessages.empty };
  return { ok: true, recipe: { ...scaled, ingredients: kept } };
}

type Ingredient = Recipe["ingredients"][number];

/** The new food in the same amount: same grams when the unit is a count the new food has no weight for. */
function swapped(ingredient: Ingredient, name: string): Ingredient {
  const replacement: Ingredient = { ...ingredient, nom: name };
  if (typeof ingredient.quantite !== "number") return replacement;
  const unit = normaliseUnit(ingredient.unite);
  const before = readIngredient(ingredient.nom)?.entry;
  const after = readIngredient(name)?.entry as IngredientEntry;
  if (
    !unit ||
    !before ||
    ["g", "kg", "ml", "cl", "l"].includes(unit) ||
    after.unitWeights[unit] !== undefined
  )
    return replacement;
  const grams = toGrams(before, ingredient.quantite, unit);
  return grams === undefined ? replacement : { ...replacement, quantite: roundGrams(grams), unite: "g" };
}
