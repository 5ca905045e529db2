import { catalogueSchemaRecipe, schemaRecipe } from "./json-ld";
import type { Recipe } from "../recipe/model";
import { joinIngredientLine } from "../import/ingredient-text";
import type { OwnRecipe } from "../import/own-recipe-schema";

/**
 * A recipe as schema.org JSON-LD, the format Mealie and Tandoor read when they import a
 * page: the same shape Toque reads on import, so an export imports back unchanged.
 */
export function ownRecipeJsonLd(recipe: OwnRecipe) {
  return {
    ...schemaRecipe(
      { ...recipe, ingredients: recipe.ingredients.map(joinIngredientLine) },
      {
        head: recipe.description === "" ? {} : { description: recipe.description },
        middle: {},
        tail: {},
      },
    ),
    ...(recipe.source ? { isBasedOn: recipe.source.url, url: recipe.source.url } : {}),
    ...(recipe.source?.imageUrl ? { image: recipe.source.imageUrl } : {}),
  };
}

/** A catalogue, saved, customised or generated recipe (in the catalogue's shape) as schema.org JSON-LD. */
export function catalogueRecipeJsonLd(recipe: Recipe) {
  return catalogueSchemaRecipe(recipe, { head: {}, tail: {} });
}
