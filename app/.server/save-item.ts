import { type SavedItem, savedItemSchema } from "./db/user-recipe-repository";
import { parseJsonText } from "./http/json-text";
import type { Services } from "./services";

export type SaveOutcome = { saveMessage: string; item: SavedItem } | { saveError: string };

/** The « save » intent of a result page: the result comes back as JSON and is checked before it is kept. */
export async function saveSubmittedItem(
  services: Services,
  request: Request,
  payload: unknown,
): Promise<SaveOutcome> {
  const viewer = await services.viewer(request);
  if (!viewer.isLoggedIn) return { saveError: "Connectez-vous pour sauvegarder." };
  const parsed = savedItemSchema.safeParse(parseJsonText(String(payload ?? "")));
  // Only results computed on the screen come back this way; recipes have their own save paths.
  if (!parsed.success || (parsed.data.origin !== "cocktail" && parsed.data.origin !== "pairing")) {
    return { saveError: "Ce résultat est incomplet : impossible de le sauvegarder." };
  }
  await services.myRecipes.save(viewer.userId, parsed.data);
  return { saveMessage: "Sauvegardé dans Mes Recettes.", item: parsed.data };
}
