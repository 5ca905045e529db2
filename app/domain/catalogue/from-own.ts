import type { OwnRecipe } from "../import/own-recipe-schema";
import { parseQuantity } from "../nutrition/quantity";
import { recipeOfKept } from "./kept";
import { INGREDIENT_LINE_LIMITS, type Recipe } from "../recipe/model";
import { categoryOf } from "./from-generated";

/**
 * A recipe a person wrote, in the catalogue's shape, to be published under their name.
 * The catalogue is stricter than the editor (a description, 24 h of preparation, shorter
 * units), so the few fields that could overflow are brought within its bounds here.
 */
export function recipeFromOwn(own: OwnRecipe, id: string, chef: string): Recipe {
  const recipe = recipeOfKept({ origin: "written", recipe: own }, id, chef);
  return {
    ...recipe,
    description: own.description || `Une recette partagée par ${chef}.`,
    prepMinutes: Math.min(own.prepMinutes, 24 * 60),
    category: categoryOf(own.ingredients.map((ingredient) => ingredient.nom)),
    ingredients: own.ingredients.map(({ nom, quantite, unite }) => ({
      nom,
      quantite: scalable(quantite),
      unite: unite.slice(0, INGREDIENT_LINE_LIMITS.unit),
    })),
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
