import type { CatalogueRecipe } from "~/domain/catalogue/types";

/** Desserts through the year. */
export const dessertRecipes: readonly CatalogueRecipe[] = [];
