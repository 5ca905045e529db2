import type { CatalogueRecipe } from "~/domain/catalogue/types";

/** Everyday dishes ready in 30 minutes or less, and the cuisines French cooks make at home (Italian, Maghreb, Lebanese, Vietnamese, Indian, Mexican, Japanese). */
export const everydayRecipes: readonly CatalogueRecipe[] = [];
