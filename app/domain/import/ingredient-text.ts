/** An ingredient line in three parts, as the editor shows them and Mes Recettes keeps them. */
export interface SplitIngredient {
  /** As written: « 2 », « 1/2 », « 2 à 3 », « une »; empty when the line gives none. */
  quantite: string;
  /** As written: « c. à soupe », « g », « gousses », « boîte de 400 g »; empty for a count. */
  unite: string;
  nom: string;
}

/** The line back in one string, as a recipe writes it: « 2 c. à soupe d'huile d'olive ». */
export function joinIngredientLine({ quantite, unite, nom }: SplitIngredient): string {
  if (unite === "") return [quantite, nom].filter((part) => part !== "").join(" ");
  const de = /^[aeiouyhâàéèêëîïôœù]/i.test(nom) ? `d'${nom}` : `de ${nom}`;
  return [quantite, unite, de].filter((part) => part !== "").join(" ");
}
