import { z } from "../zod";
import { ALLERGENS, type Allergen, allergenLabels, frenchList, withoutLabel } from "../base/allergens";

export const allergenChoiceMessage = "Choisissez les allergènes à éviter parmi les 14 de la liste.";

/** The `sans` field of a form or an address: known allergens only, each once. */
export const excludedAllergensSchema = z
  .array(z.enum(ALLERGENS, allergenChoiceMessage))
  .max(ALLERGENS.length, allergenChoiceMessage)
  .transform((allergens) => ALLERGENS.filter((allergen) => allergens.includes(allergen)))
  // Optional rather than defaulted, so that a request written in code need not name it.
  .optional();

/** For the model: « Allergènes exclus (…) : arachides, lait. Aucun ingrédient ne doit en contenir… » */
export function exclusionPrompt(excluded: readonly Allergen[]): string {
  const labels = excluded.map((allergen) => allergenLabels[allergen]);
  return `Allergènes exclus (règlement UE 1169/2011)\u00a0: ${labels.join(", ")}. Aucun ingrédient ne doit en contenir, pas même une sauce, une pâte ou un bouillon du commerce.`;
}

/**
 * The refusal when a recipe still holds an excluded allergen: « La recette proposée contenait
 * un allergène que vous avez exclu : « beurre » (lait). Réessayez, ou retirez l'ingrédient en cause. »
 */
export function allergenViolationMessage(
  violations: readonly { ingredient: string; allergens: readonly Allergen[] }[],
): string {
  const faults = violations.map(
    ({ ingredient, allergens }) =>
      `«\u00a0${ingredient}\u00a0» (${frenchList(allergens.map((allergen) => allergenLabels[allergen]))})`,
  );
  const several = new Set(violations.flatMap(({ allergens }) => allergens)).size > 1;
  const lead = several
    ? "La recette proposée contenait des allergènes que vous avez exclus"
    : "La recette proposée contenait un allergène que vous avez exclu";
  const cause = violations.length > 1 ? "les ingrédients en cause" : "l'ingrédient en cause";
  return `${lead}\u00a0: ${faults.join(", ")}. Réessayez, ou retirez ${cause}.`;
}

/** The correction sent back to the model for a second try. */
export function allergenCorrection(
  violations: readonly { ingredient: string; allergens: readonly Allergen[] }[],
): string {
  const faults = violations.map(
    ({ ingredient, allergens }) =>
      `${ingredient} (${allergens.map((allergen) => withoutLabel(allergen)).join(", ")})`,
  );
  return `Ta recette précédente contenait ${faults.join(", ")}. Propose une recette sans aucun des allergènes exclus.`;
}
