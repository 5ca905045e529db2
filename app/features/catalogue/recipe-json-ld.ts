import type { Recipe } from "~/domain/catalogue/recipe-schema";
import { ingredientLine } from "~/domain/catalogue/ingredient-line";
import type { PortionNutrition } from "~/domain/nutrition/types";

const isoMinutes = (minutes: number) => `PT${minutes}M`;

/** schema.org Recipe, so that search engines read the recipe as one (with its nutrition and steps). */
export function recipeJsonLd(
  recipe: Recipe,
  author: string,
  nutrition: PortionNutrition,
  url: string,
  imageUrl: string,
) {
  return {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: recipe.title,
    description: recipe.description,
    image: imageUrl,
    url,
    author: { "@type": "Person", name: author },
    inLanguage: "fr-FR",
    recipeCategory: recipe.category,
    recipeYield: `${recipe.servings} ${recipe.servings > 1 ? "personnes" : "personne"}`,
    prepTime: isoMinutes(recipe.prepMinutes),
    cookTime: isoMinutes(recipe.cookMinutes),
    totalTime: isoMinutes(recipe.prepMinutes + recipe.cookMinutes),
    recipeIngredient: recipe.ingredients.map(ingredientLine),
    tool: recipe.equipment.map((name) => ({ "@type": "HowToTool", name })),
    recipeInstructions: recipe.steps.map((step, index) => ({
      "@type": "HowToStep",
      position: index + 1,
      text: step.description,
    })),
    nutrition: {
      "@type": "NutritionInformation",
      servingSize: "1 portion",
      calories: `${nutrition.calories} kcal`,
      proteinContent: `${nutrition.proteines} g`,
      carbohydrateContent: `${nutrition.glucides} g`,
      fatContent: `${nutrition.lipides} g`,
      fiberContent: `${nutrition.fibres} g`,
      sodiumContent: `${nutrition.sodium} mg`,
    },
  };
}

/** JSON for an inline script: « </script> » in a title must not close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
