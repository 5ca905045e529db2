import type { CatalogueRecipe } from "~/domain/catalogue/types";

/** Dishes led by the vegetables and fruit of each season (ADEME calendar), many of them vegetarian or vegan. */
export const vegetableRecipes: readonly CatalogueRecipe[] = [];
