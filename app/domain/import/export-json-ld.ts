import { ingredientLine } from "../catalogue/ingredient-line";
import type { Recipe } from "../catalogue/recipe-schema";
import { joinIngredientLine } from "./ingredient-text";
import type { OwnRecipe } from "./own-recipe-schema";

const isoMinutes = (minutes: number) => `PT${minutes}M`;

/**
 * A recipe as schema.org JSON-LD, the format Mealie and Tandoor read when they import a
 * page: the same shape Toque reads on import, so an export imports back unchanged.
 */
export function ownRecipeJsonLd(recipe: OwnRecipe) {
  return {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: recipe.title,
    ...(recipe.description === "" ? {} : { description: recipe.description }),
    inLanguage: "fr-FR",
    recipeYield: `${recipe.servings} ${recipe.servings > 1 ? "personnes" : "personne"}`,
    prepTime: isoMinutes(recipe.prepMinutes),
    cookTime: isoMinutes(recipe.cookMinutes),
    totalTime: isoMinutes(recipe.prepMinutes + recipe.cookMinutes),
    recipeIngredient: recipe.ingredients.map(joinIngredientLine),
    recipeInstructions: recipe.steps.map((text, index) => ({
      "@type": "HowToStep",
      position: index + 1,
      text,
    })),
    ...(recipe.source ? { isBasedOn: recipe.source.url, url: recipe.source.url } : {}),
    ...(recipe.source?.imageUrl ? { image: recipe.source.imageUrl } : {}),
  };
}

/** A catalogue, saved, customised or generated recipe (in the catalogue's shape) as schema.org JSON-LD. */
export function catalogueRecipeJsonLd(recipe: Recipe) {
  return {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: recipe.title,
    description: recipe.description,
    inLanguage: "fr-FR",
    recipeCategory: recipe.category,
    recipeYield: `${recipe.servings} ${recipe.servings > 1 ? "personnes" : "personne"}`,
    prepTime: isoMinutes(recipe.prepMinutes),
    cookTime: isoMinutes(recipe.cookMinutes),
    totalTime: isoMinutes(recipe.prepMinutes + recipe.cookMinutes),
    recipeIngredient: recipe.ingredients.map(ingredientLine),
    recipeInstructions: recipe.steps.map((step, index) => ({
      "@type": "HowToStep",
      position: index + 1,
      text: step.description,
    })),
  };
}
