import type { OwnIngredientLine } from "./own-recipe-schema";
/**
 * An ingredient line in three parts, as the editor shows them and Mes Recettes keeps them:
 * « 2 », « 1/2 », « une » and « c. à soupe », « boîte de 400 g » as written, empty when absent.
 */
export type SplitIngredient = OwnIngredientLine;

const ENGLISH_MEASURE =
  /^(?:cups?|tsps?|tbsps?|teaspoons?|tablespoons?|oz|ounces?|lbs?|pounds?|pints?|quarts?|sticks?)$/i;

/** The line back in one string, as a recipe writes it: « 2 c. à soupe d'huile d'olive ». */
export function joinIngredientLine({ quantite, unite, nom }: SplitIngredient): string {
  // An English measure kept as written takes no French « de »: « 2 cups all-purpose flour ».
  if (unite === "" || ENGLISH_MEASURE.test(unite))
    return [quantite, unite, nom].filter((part) => part !== "").join(" ");
  const de = /^[aeiouyhâàéèêëîïôœù]/i.test(nom) ? `d'${nom}` : `de ${nom}`;
  return [quantite, unite, de].filter((part) => part !== "").join(" ");
}
