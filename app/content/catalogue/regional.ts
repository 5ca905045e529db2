import type { CatalogueRecipe } from "~/domain/catalogue/types";

/** Regional classics: at least one dish from each French region and the overseas departments. */
export const regionalRecipes: readonly CatalogueRecipe[] = [];
