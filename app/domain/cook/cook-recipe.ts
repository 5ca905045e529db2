import type { IngredientLineParts } from "../catalogue/ingredient-line";
import type { Recipe } from "../recipe/model";
import type { PartialRecipe } from "../generation/stream-events";
import { joinIngredientLine } from "../import/ingredient-text";
import type { OwnRecipe } from "../import/own-recipe-schema";
import { isToTaste } from "../nutrition/quantity";
import { formatAmount } from "../text/numbers";
import type { CookStep } from "./step-facts";
import type { LineFood } from "./step-ingredients";

/**
 * The one shape cook mode reads, whichever screen opens it: a catalogue recipe, a customised
 * one, a saved one or one the chef just wrote. Quantities are already scaled to the servings
 * chosen on the page.
 */
export type CookRecipe = Pick<Recipe, "title" | "servings"> & {
  /** Where the cook's progress is kept: « recette:quiche-lorraine », « mes-recettes:42 ». */
  key: string;
  ingredients: {
    name: string;
    line: IngredientLineParts;
    /** What the lexicon says of its food (family words, gender), read by the loader (`lineFoods`). */
    food?: LineFood;
  }[];
  steps: CookStep[];
};

/**
 * A recipe in the catalogue's shape, with the lines its loader wrote for the chosen servings and
 * what the lexicon says of each food (`lineFoods`).
 */
export function cookRecipeOf(
  key: string,
  recipe: Recipe,
  lines: readonly IngredientLineParts[],
  foods?: readonly LineFood[],
): CookRecipe {
  return {
    key,
    title: recipe.title,
    servings: recipe.servings,
    ingredients: recipe.ingredients.map((ingredient, index) => ({
      name: ingredient.nom,
      line: lines[index] ?? { amount: "", rest: ingredient.nom, weight: "" },
      ...(foods?.[index] ? { food: foods[index] } : {}),
    })),
    steps: recipe.steps.map(({ description, temps, temperature }) => ({ description, temps, temperature })),
  };
}

/**
 * A recipe as the chef wrote it. Its lines are written here, without the lexicon (which stays
 * on the server): « 200 g » then the name, as the generated recipe's own view shows them.
 */
export function cookRecipeOfGenerated(key: string, recipe: PartialRecipe): CookRecipe | undefined {
  const ingredients = (recipe.ingredients ?? []).filter((item) => item?.nom);
  const steps = (recipe.instructions ?? []).filter((step) => step?.description);
  if (!recipe.titre || ingredients.length === 0 || steps.length === 0) return undefined;
  return {
    key,
    title: recipe.titre,
    servings: typeof recipe.portions === "number" ? recipe.portions : 0,
    ingredients: ingredients.map(({ nom = "", quantite, unite = "" }) => {
      const known = quantite !== undefined && !(typeof quantite === "string" && isToTaste(quantite));
      const amount = known ? [formatAmount(quantite), unite].filter(Boolean).join(" ") : "";
      return { name: nom, line: { amount, rest: nom, weight: "" } };
    }),
    steps: steps.map(({ description = "", temps, temperature }) => ({ description, temps, temperature })),
  };
}

/** A recipe the cook imported or wrote: its lines as the cook wrote them, steps as plain text. */
export function cookRecipeOfOwn(key: string, recipe: OwnRecipe): CookRecipe {
  return {
    key,
    title: recipe.title,
    servings: recipe.servings,
    ingredients: recipe.ingredients.map((row) => ({
      name: row.nom,
      line: { amount: "", rest: joinIngredientLine(row), weight: "" },
    })),
    steps: recipe.steps.map((description) => ({ description })),
  };
}

/** `?mode=cuisine`: a link that opens a recipe's page straight in cook mode (« Aujourd'hui »). */
export const COOK_MODE_QUERY = { name: "mode", value: "cuisine" } as const;

/** The address of a recipe's page opened in cook mode, its steps in view until the mode opens. */
export function cookModeHref(pageHref: string, servings?: number): string {
  const query = new URLSearchParams();
  if (servings !== undefined) query.set("portions", String(servings));
  query.set(COOK_MODE_QUERY.name, COOK_MODE_QUERY.value);
  return `${pageHref}?${query.toString()}#etapes`;
}
