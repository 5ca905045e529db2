import type { Unit } from "../nutrition/types";
import type { IngredientLine, Recipe } from "../recipe/model";

/**
 * Toque's own catalogue (content/catalogue) is a Recipe whose units are the lexicon's: the
 * compiler then refuses a unit the nutrition engine could not weigh. Recipes from elsewhere
 * (the AI, a person) may write any unit.
 */
export type CatalogueIngredient = Omit<IngredientLine, "unite"> & { unite: Unit | "" };

/** A recipe of Toque's own catalogue, written by us (content/catalogue). */
export type CatalogueRecipe = Omit<Recipe, "ingredients"> & { ingredients: CatalogueIngredient[] };

/** Where a stored recipe comes from: Nos Recettes, the planner's breakfasts, or a person who published it. */
export type RecipeKind = "catalogue" | "breakfast" | "community";
