import type { Recipe } from "../catalogue/recipe-schema";
import { computeRecipeNutrition } from "../nutrition/compute";
import type { PlannerRecipe } from "./types";

/** A catalogue, community or saved recipe as the planner and the shopping list see it. */
export function plannerRecipe(recipe: Recipe): PlannerRecipe {
  const ingredients = recipe.ingredients.map(({ nom, quantite, unite }) => ({ nom, quantite, unite }));
  return {
    id: recipe.id,
    title: recipe.title,
    category: recipe.category,
    servings: recipe.servings,
    totalMinutes: recipe.prepMinutes + recipe.cookMinutes,
    ingredients,
    nutrition: computeRecipeNutrition(ingredients, recipe.servings).perPortion,
    ...(recipe.wine ? { wine: `${recipe.wine.wine} (${recipe.wine.type})` } : {}),
  };
}

/** The lookup dailyTotals and shoppingList take; the first recipe of an id wins. */
export function recipesById(recipes: readonly PlannerRecipe[]): Map<string, PlannerRecipe> {
  const byId = new Map<string, PlannerRecipe>();
  for (const recipe of recipes) if (!byId.has(recipe.id)) byId.set(recipe.id, recipe);
  return byId;
}
