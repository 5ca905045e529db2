import { ingredientLine } from "./ingredient-line";
import type { Recipe } from "../recipe/model";
import { recipeTimes } from "./times";

/** What every schema.org Recipe Toque writes is made of, whatever the recipe's own shape. */
export interface JsonLdRecipeFields {
  title: string;
  servings: number;
  prepMinutes: number;
  cookMinutes: number;
  /** Waits included (decision 0049); preparation and cooking when absent. */
  totalMinutes?: number;
  ingredients: readonly string[];
  steps: readonly string[];
}

const isoMinutes = (minutes: number) => `PT${minutes}M`;

/**
 * A recipe as schema.org JSON-LD, read by search engines on a recipe page and by Mealie or
 * Tandoor on import. The caller's fields go where schema.org readers expect them: `head` after
 * the name (description, page address…), `middle` after the language, `tail` after the
 * ingredients; the keys come out in that order.
 */
export function schemaRecipe<Head extends object, Middle extends object, Tail extends object>(
  fields: JsonLdRecipeFields,
  { head, middle, tail }: { head: Head; middle: Middle; tail: Tail },
) {
  return {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: fields.title,
    ...head,
    inLanguage: "fr-FR",
    ...middle,
    recipeYield: `${fields.servings} ${fields.servings > 1 ? "personnes" : "personne"}`,
    prepTime: isoMinutes(fields.prepMinutes),
    cookTime: isoMinutes(fields.cookMinutes),
    totalTime: isoMinutes(fields.totalMinutes ?? fields.prepMinutes + fields.cookMinutes),
    recipeIngredient: [...fields.ingredients],
    ...tail,
    recipeInstructions: fields.steps.map((text, index) => ({
      "@type": "HowToStep",
      position: index + 1,
      text,
    })),
  };
}

/**
 * A recipe in the catalogue's shape (catalogue, saved, customised or generated) as schema.org
 * JSON-LD; `head` and `tail` as in schemaRecipe, the category always there.
 */
export function catalogueSchemaRecipe<Head extends object, Tail extends object>(
  recipe: Recipe,
  { head, tail }: { head: Head; tail: Tail },
) {
  return schemaRecipe(
    {
      ...recipe,
      totalMinutes: recipeTimes(recipe).total,
      ingredients: recipe.ingredients.map(ingredientLine),
      steps: recipe.steps.map((step) => step.description),
    },
    { head: { description: recipe.description, ...head }, middle: { recipeCategory: recipe.category }, tail },
  );
}
