import { roundQuantity } from "../chef/quantities";
import { normaliseUnit } from "../nutrition/quantity";
import type { Unit } from "../nutrition/types";
import { formatNumber } from "../text/numbers";
import type { Recipe } from "./recipe-schema";

type Ingredient = Recipe["ingredients"][number];

export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 24;

/**
 * The recipe for another number of people. Quantities stay measurable: eggs and cloves
 * whole, spoons to the half (three teaspoons become a tablespoon, half a tablespoon a
 * teaspoon and a half), grams rounded to what a scale shows, large amounts in kilograms
 * and litres. Times stay as written: a gratin for eight does not bake twice as long.
 */
export function scaleRecipe<T extends Recipe>(recipe: T, servings: number): T {
  if (servings === recipe.servings) return recipe;
  const factor = servings / recipe.servings;
  return {
    ...recipe,
    servings,
    ingredients: recipe.ingredients.map((ingredient) => scaleIngredient(ingredient, factor)),
  };
}

export function scaleIngredient(ingredient: Ingredient, factor: number): Ingredient {
  if (typeof ingredient.quantite !== "number") return ingredient;
  const unit = ingredient.unite === "" ? undefined : normaliseUnit(ingredient.unite);
  const value = ingredient.quantite * factor;
  if (ingredient.unite === "") return { ...ingredient, quantite: countable(value, ingredient.quantite) };
  if (!unit) return { ...ingredient, quantite: Math.round(value * 10) / 10 };
  const { quantity, unit: readable } = measurable(value, unit, ingredient.quantite);
  return { ...ingredient, quantite: quantity, unite: readable };
}

/** Whole items, or halves when the recipe itself used halves (half a lemon). */
function countable(value: number, original: number): number {
  const step = Number.isInteger(original) ? 1 : 0.5;
  return Math.max(step, Math.round(value / step) * step);
}

function measurable(value: number, unit: Unit, original: number): { quantity: number; unit: Unit } {
  switch (unit) {
    case "kg":
      return value < 1
        ? measurable(value * 1000, "g", original)
        : { quantity: roundQuantity(value, "kg"), unit };
    case "l":
      return value < 1
        ? measurable(value * 100, "cl", original)
        : { quantity: roundQuantity(value, "l"), unit };
    case "g":
      if (value >= 1000) return { quantity: roundQuantity(value / 1000, "kg"), unit: "kg" };
      return { quantity: roundGrams(value), unit };
    case "ml":
      if (value >= 1000) return { quantity: roundQuantity(value / 1000, "l"), unit: "l" };
      return { quantity: value < 10 ? Math.max(1, Math.round(value)) : roundQuantity(value, "ml"), unit };
    case "cl":
      return value >= 100
        ? { quantity: roundQuantity(value / 100, "l"), unit: "l" }
        : { quantity: roundQuantity(value, "cl"), unit };
    case "c. à soupe":
      return value < 1
        ? { quantity: roundQuantity(value * 3, "c. à café"), unit: "c. à café" }
        : { quantity: roundQuantity(value, unit), unit };
    case "c. à café":
      return value >= 3 && Math.abs(value / 3 - Math.round(value / 3)) < 0.17
        ? { quantity: Math.round(value / 3), unit: "c. à soupe" }
        : { quantity: roundQuantity(value, unit), unit };
    case "pièce":
      return { quantity: countable(value, original), unit };
    default:
      return { quantity: roundQuantity(value, unit), unit };
  }
}

/** Grams as a kitchen scale shows them. */
export function roundGrams(value: number): number {
  return value < 10 ? Math.max(1, Math.round(value)) : roundQuantity(value, "g");
}

/** « 1,5 », « 250 », « ½ »: quantities as a French recipe writes them. */
export function formatQuantity(quantity: number | string): string {
  if (typeof quantity === "string") return quantity;
  if (quantity === 0.5) return "½";
  if (quantity === 0.25) return "¼";
  return formatNumber(quantity, 2);
}

const COUNTED_UNITS = new Set(["pièce", "gousse", "tranche", "pincée", "botte", "brin"]);

/** « 3 pièces », « 1 gousse », « 2 c. à soupe »: counted units agree with their number. */
export function ingredientAmount(ingredient: Pick<Ingredient, "quantite" | "unite">): string {
  const { quantite, unite } = ingredient;
  const unit =
    typeof quantite === "number" && quantite >= 2 && COUNTED_UNITS.has(unite) ? `${unite}s` : unite;
  return [formatQuantity(quantite), unit].filter((part) => part !== "").join(" ");
}
