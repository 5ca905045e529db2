import type { RestrictionViolation } from "../nutrition/types";
import { dietRestrictionLabels } from "../base/diet";

/**
 * Every error a recipe generation can end with, and the French text the screen
 * shows for it (ARCHITECTURE § 1, Error catalogue). Adapters map vendor failures to these codes; screens map
 * codes to text. Vendor messages are logged, never shown.
 */
export const generationErrorMessages = {
  noIngredient: "Veuillez fournir au moins un ingrédient",
  emptyResponse: "Pas de réponse du service de génération",
  invalidFormat: "Format de réponse invalide",
  quotaExceeded: "Quota API dépassé. Veuillez réessayer plus tard.",
  invalidApiKey: "Clé API invalide. Vérifiez votre configuration.",
  invalidRequest: "Requête invalide. Vérifiez vos paramètres.",
  notFood: "Aucun de ces ingrédients ne se cuisine : ajoutez au moins un aliment.",
  dietViolated:
    "La recette proposée ne respecte pas vos restrictions alimentaires. Réessayez, ou retirez l'ingrédient en cause.",
  tooManyRequests: "Vous avez demandé beaucoup de recettes en peu de temps.",
  failed: "Erreur lors de la génération de la recette",
} as const;

export type GenerationErrorCode = keyof typeof generationErrorMessages;

/** What the red box says when nothing more precise is known (ARCHITECTURE § 1, Error catalogue, « Screen fallback »). */
export const GENERATION_SCREEN_FALLBACK = "Une erreur est survenue lors de la génération de la recette";

/** What the red box says when the device has no network: the chef needs one. */
export const GENERATION_OFFLINE =
  "Hors connexion\u00a0: le chef a besoin d'Internet pour écrire une recette. Réessayez une fois connecté.";

export class GenerationError extends Error {
  override name = "GenerationError";
  constructor(
    readonly code: GenerationErrorCode,
    /** For the logs only: what the vendor or the parser said. */
    readonly detail?: string,
    /** A more precise French text than the code's, when the cause can be named to the user. */
    shown?: string,
  ) {
    super(shown ?? generationErrorMessages[code]);
  }
}

const DIET_LEAD = "La recette proposée ne respecte pas vos restrictions alimentaires";

/**
 * The diet refusal naming what is at fault: « … alimentaires : « lardons » enfreint
 * « Végétarien ». Réessayez, ou retirez l'ingrédient en cause. » The catalogue's text
 * stays the lead and the end, so a screen matching on it still finds it.
 */
export function dietViolationMessage(violations: readonly RestrictionViolation[]): string {
  const byIngredient = new Map<string, string[]>();
  for (const { ingredient, restriction } of violations) {
    const labels = byIngredient.get(ingredient) ?? [];
    const label = `«\u00a0${dietRestrictionLabels[restriction]}\u00a0»`;
    if (!labels.includes(label)) labels.push(label);
    byIngredient.set(ingredient, labels);
  }
  if (byIngredient.size === 0) return generationErrorMessages.dietViolated;
  const faults = [...byIngredient].map(
    ([ingredient, labels]) => `«\u00a0${ingredient}\u00a0» enfreint ${joinAnd(labels)}`,
  );
  const cause = byIngredient.size > 1 ? "les ingrédients en cause" : "l'ingrédient en cause";
  return `${DIET_LEAD}\u00a0: ${faults.join(" ; ")}. Réessayez, ou retirez ${cause}.`;
}

function joinAnd(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} et ${items.at(-1)}`;
}
