/**
 * Every error a recipe generation can end with, and the French text the screen
 * shows for it (spec §8). Adapters map vendor failures to these codes; screens map
 * codes to text. Vendor messages are logged, never shown.
 */
export const generationErrorMessages = {
  noIngredient: "Veuillez fournir au moins un ingrédient",
  emptyResponse: "Pas de réponse du service de génération",
  invalidFormat: "Format de réponse invalide",
  quotaExceeded: "Quota API dépassé. Veuillez réessayer plus tard.",
  invalidApiKey: "Clé API invalide. Vérifiez votre configuration.",
  invalidRequest: "Requête invalide. Vérifiez vos paramètres.",
  dietViolated:
    "La recette proposée ne respecte pas vos restrictions alimentaires. Réessayez, ou retirez l'ingrédient en cause.",
  tooManyRequests: "Vous avez demandé beaucoup de recettes en peu de temps.",
  failed: "Erreur lors de la génération de la recette",
} as const;

export type GenerationErrorCode = keyof typeof generationErrorMessages;

/** What the red box says when nothing more precise is known (spec §8, « Screen fallback »). */
export const GENERATION_SCREEN_FALLBACK = "Une erreur est survenue lors de la génération de la recette";

export class GenerationError extends Error {
  override name = "GenerationError";
  constructor(
    readonly code: GenerationErrorCode,
    /** For the logs only: what the vendor or the parser said. */
    readonly detail?: string,
  ) {
    super(generationErrorMessages[code]);
  }
}
