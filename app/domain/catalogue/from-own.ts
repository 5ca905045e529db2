import type { Difficulty } from "../generation/labels";
import type { OwnRecipe } from "../import/own-recipe-schema";
import { parseQuantity } from "../nutrition/quantity";
import { GENERATED_RECIPE_IMAGE, categoryOf } from "./from-generated";
import type { Recipe } from "../recipe/model";

/**
 * The editor asks for no difficulty, so the times stand in for it: half an hour or less
 * is « Facile », more than two hours « Difficile », anything between « Moyen ».
 */
export function difficultyOfTimes(prepMinutes: number, cookMinutes: number): Difficulty {
  const total = prepMinutes + cookMinutes;
  if (total <= 30) return "Facile";
  return total > 120 ? "Difficile" : "Moyen";
}

/**
 * A recipe a person wrote, in the catalogue's shape, to be published under their name.
 * The catalogue is stricter than the editor (a description, 24 h of preparation, shorter
 * units), so the few fields that could overflow are brought within its bounds here.
 */
export function recipeFromOwn(own: OwnRecipe, id: string, chef: string): Recipe {
  return {
    id,
    title: own.title,
    description: own.description || `Une recette partagée par ${chef}.`,
    image: GENERATED_RECIPE_IMAGE,
    imageAlt: "Illustration\u00a0: une assiette garnie",
    prepMinutes: Math.min(own.prepMinutes, 24 * 60),
    cookMinutes: own.cookMinutes,
    servings: own.servings,
    difficulty: difficultyOfTimes(own.prepMinutes, own.cookMinutes),
    category: categoryOf(own.ingredients.map((ingredient) => ingredient.nom)),
    chef,
    ingredients: own.ingredients.map(({ nom, quantite, unite }) => ({
      nom,
      quantite: scalable(quantite),
      unite: unite.slice(0, 30),
    })),
    equipment: [],
    steps: own.steps.map((description) => ({ description })),
    tips: [],
    variations: [],
  };
}

/**
 * « 200 », « 1,5 », « 1/2 » and « 1 ½ » become numbers so that the page can scale them;
 * ranges and words (« 2 à 3 », « quelques ») stay as the cook wrote them.
 */
function scalable(quantite: string): number | string {
  if (!/^[\d\s.,/½¼¾⅓⅔⅛]+$/.test(quantite)) return quantite;
  return parseQuantity(quantite) ?? quantite;
}
