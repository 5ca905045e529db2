/**
 * A meal of Mes Recettes is planned as « mes-recettes:<id> »: catalogue ids are slugs and never
 * hold a colon, and cook mode and the pantry already name Mes Recettes this way.
 */
export const OWN_RECIPE_PREFIX = "mes-recettes:";

export const ownRecipeRef = (id: string) => `${OWN_RECIPE_PREFIX}${id}`;

/** The Mes Recettes id a planned recipe id names, or undefined for the library's recipes. */
export function ownRecipeIdOf(recipeId: string): string | undefined {
  return recipeId.startsWith(OWN_RECIPE_PREFIX) ? recipeId.slice(OWN_RECIPE_PREFIX.length) : undefined;
}

/** Where the name of a planned meal leads. */
export function plannedRecipeHref(recipeId: string): string {
  const own = ownRecipeIdOf(recipeId);
  return own === undefined ? `/recette/${recipeId}` : `/mes-recettes/${own}`;
}
