import { catalogueSchemaRecipe } from "~/domain/catalogue/json-ld";
import type { Recipe } from "~/domain/recipe/model";
import type { PortionNutrition } from "~/domain/nutrition/types";

/** schema.org Recipe, so that search engines read the recipe as one (with its nutrition and steps). */
export function recipeJsonLd(
  recipe: Recipe,
  author: string,
  nutrition: PortionNutrition,
  url: string,
  imageUrl: string,
) {
  return {
    ...catalogueSchemaRecipe(recipe, {
      head: { image: imageUrl, url, author: { "@type": "Person", name: author } },
      tail: { tool: recipe.equipment.map((name) => ({ "@type": "HowToTool", name })) },
    }),
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
