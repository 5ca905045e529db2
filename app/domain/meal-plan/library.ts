import type { Recipe } from "../recipe/model";
import { stepsOf } from "../recipe/steps";
import { computeRecipeNutrition } from "../nutrition/compute";
import { type KeptRecipe, recipeOfKept } from "../catalogue/kept";
import { recipeTimes } from "../catalogue/times";
import { ownRecipeRef } from "./recipe-ref";
import { activeMinutes, occasionOf } from "./occasion";
import type { PlannerRecipe } from "./types";

/**
 * Its nutrition and times take most of a home page's work, and the recipe repository hands back
 * the same object while a recipe is unchanged (a new version is a new object): memoised on it.
 */
const planned = new WeakMap<Recipe, PlannerRecipe>();

/** A catalogue, community or saved recipe as the planner and the shopping list see it. */
export function plannerRecipe(recipe: Recipe): PlannerRecipe {
  const known = planned.get(recipe);
  if (known) return known;
  const made = plannerRecipeOf(recipe);
  planned.set(recipe, made);
  return made;
}

function plannerRecipeOf(recipe: Recipe): PlannerRecipe {
  const ingredients = recipe.ingredients.map(({ nom, quantite, unite }) => ({ nom, quantite, unite }));
  return {
    id: recipe.id,
    title: recipe.title,
    category: recipe.category,
    servings: recipe.servings,
    // Waits included; the weekday limit reads the active minutes, which leave them out.
    totalMinutes: recipeTimes(recipe).total,
    activeMinutes: activeMinutes(recipe),
    occasion: occasionOf(recipe),
    ingredients,
    nutrition: computeRecipeNutrition(ingredients, recipe.servings, stepsOf(recipe)).perPortion,
    ...(recipe.wine ? { wine: `${recipe.wine.wine} (${recipe.wine.type})` } : {}),
  };
}

/** The lookup dailyTotals and shoppingList take; the first recipe of an id wins. */
export function recipesById(recipes: readonly PlannerRecipe[]): Map<string, PlannerRecipe> {
  const byId = new Map<string, PlannerRecipe>();
  for (const recipe of recipes) if (!byId.has(recipe.id)) byId.set(recipe.id, recipe);
  return byId;
}

/** What Mes Recettes keeps, as far as planning goes: cocktails and wine pairings are no meal. */
export type KeptItem = KeptRecipe | { origin: "cocktail" } | { origin: "pairing" };

const ownPlanned = new WeakMap<KeptRecipe["recipe"], PlannerRecipe>();

/**
 * One of Mes Recettes as the planner and the shopping list see it, under its « mes-recettes: »
 * id. Recipes without a catalogue category count as « Plats »: lunch or dinner (`recipeOfKept`).
 */
export function ownPlannerRecipe(id: string, item: KeptItem): PlannerRecipe | undefined {
  if (item.origin === "cocktail" || item.origin === "pairing") return undefined;
  const ref = ownRecipeRef(id);
  // A written or generated recipe is adapted afresh at each read: kept on what it was adapted from.
  const known = ownPlanned.get(item.recipe);
  if (known?.id === ref) return known;
  // The chef is not shown by the planner.
  const made = { ...plannerRecipe(recipeOfKept(item, ref, "")), id: ref };
  ownPlanned.set(item.recipe, made);
  return made;
}
