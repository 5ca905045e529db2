import type { RecipeNutrition } from "../nutrition/types";
import type { GeneratedRecipe } from "./recipe-schema";

/**
 * The one place where nutrition figures enter a generated recipe. Toque computes them from
 * CIQUAL; a model's own figures (ARCHITECTURE § 1, Entities asks for them) are estimates and are never shown
 * as if measured (ARCHITECTURE § 1).
 */

/** The recipe without any figure the model wrote: per portion, top-level calories, per ingredient. */
export function withoutModelNutrition(recipe: GeneratedRecipe): GeneratedRecipe {
  const { nutritionParPortion: _perPortion, calories: _calories, ...rest } = recipe;
  return {
    ...rest,
    ingredients: recipe.ingredients.map(({ nom, quantite, unite }) => ({ nom, quantite, unite })),
  };
}

/**
 * The recipe with Toque's figures: per portion always; for the nutrition screen (`detailed`),
 * the top-level calories and each ingredient's share too, as ARCHITECTURE § 1, Entities lays them out. An
 * ingredient CIQUAL could not weigh carries no figure rather than a guess.
 */
export function withCiqualNutrition(
  recipe: GeneratedRecipe,
  nutrition: RecipeNutrition,
  detailed: boolean,
): GeneratedRecipe {
  const bare = withoutModelNutrition(recipe);
  const perPortion = nutrition.perPortion;
  const result: GeneratedRecipe = { ...bare, nutritionParPortion: { ...perPortion } };
  if (!detailed) return result;
  result.calories = perPortion.calories;
  result.ingredients = bare.ingredients.map((ingredient) => {
    const figures = nutrition.perIngredient.find((item) => item.nom === ingredient.nom.trim());
    return figures
      ? {
          ...ingredient,
          calories: figures.calories,
          proteines: figures.proteines,
          glucides: figures.glucides,
          lipides: figures.lipides,
        }
      : ingredient;
  });
  return result;
}
