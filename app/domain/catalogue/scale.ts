import { roundQuantity } from "../base/quantities";
import { normaliseUnit } from "../nutrition/quantity";
import type { Unit } from "../nutrition/types";
import { formatNumber } from "../text/numbers";
import type { Recipe } from "../recipe/model";

type Ingredient = Recipe["ingredients"][number];

export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 24;

/**
 * The recipe for another number of people. Counted foods keep their exact share (a
 * whole chicken for four is a quarter for one, not still a whole one), so that the
 * nutrition per portion does not move with the servings; ingredient-line.ts writes
 * the count a cook can use. Spoons go to the half (three teaspoons become a
 * tablespoon, half a tablespoon a teaspoon and a half), grams to what a scale shows,
 * large amounts to kilograms and litres. Times stay as written: a gratin for eight
 * does not bake twice as long.
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
  if (ingredient.unite === "" || (unit && COUNTS.has(unit)))
    return { ...ingredient, quantite: countable(value) };
  if (!unit) return { ...ingredient, quantite: Math.round(value * 10) / 10 };
  const { quantity, unit: readable } = measurable(value, unit);
  return { ...ingredient, quantite: quantity, unite: readable };
}

/** Counts to the hundredth: the line writer rounds them for the eye, the nutrition keeps them. */
function countable(value: number): number {
  return Math.max(0.01, Math.round(value * 100) / 100);
}

const COUNTS = new Set<Unit>(["pièce", "gousse", "tranche", "pincée", "botte", "brin"]);

/** Steps fine enough that a portion's figures move by a few percent at most. */
const to = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);
const hundredth = (value: number) => Math.round(value * 100) / 100;

function measurable(value: number, unit: Unit): { quantity: number; unit: Unit } {
  switch (unit) {
    case "kg":
      return value < 1 ? measurable(value * 1000, "g") : { quantity: hundredth(to(value, 0.05)), unit };
    case "l":
      return value < 1 ? measurable(value * 100, "cl") : { quantity: hundredth(to(value, 0.05)), unit };
    case "g":
      if (value >= 1000) return measurable(value / 1000, "kg");
      return { quantity: roundGrams(value), unit };
    case "ml":
      if (value >= 1000) return measurable(value / 1000, "l");
      return { quantity: roundGrams(value), unit };
    case "cl":
      if (value >= 100) return measurable(value / 100, "l");
      return value < 10 ? measurable(value * 10, "ml") : { quantity: to(value, 1), unit };
    case "c. à soupe":
      return value < 1 ? measurable(value * 3, "c. à café") : { quantity: to(value, 0.25), unit };
    case "c. à café":
      // Three teaspoons read better as a tablespoon, as long as the amount stays the same.
      return value >= 3 && Math.abs(value / 3 - Math.round(value / 3) * 1) < 0.1
        ? { quantity: Math.round(value / 3), unit: "c. à soupe" }
        : { quantity: to(value, 0.25), unit };
    default:
      return { quantity: roundQuantity(value, unit), unit };
  }
}

/** Grams as a kitchen scale shows them: to the gram below 100 g, to 5 g above. */
export function roundGrams(value: number): number {
  return value < 100 ? Math.max(1, Math.round(value)) : Math.round(value / 5) * 5;
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
