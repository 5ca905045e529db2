import type { Cocktail, CocktailResult } from "~/domain/cocktails/creator";
import type { ValidCocktailRequest } from "~/domain/cocktails/cocktail-schema";
import type { PairingGuideSection, WineSuggestion } from "~/domain/sommelier/pairing";

/** What the sommelier screen shows: three wines, or the pairing guide when nothing matched. */
export type WinePairing =
  { kind: "suggestions"; suggestions: WineSuggestion[] } | { kind: "guide"; guide: PairingGuideSection[] };

/** A cocktail as shown: the offline creator also gives its classic and an alcohol-free version. */
export interface CocktailCreation {
  cocktail: Cocktail;
  inspiration?: string;
  nonAlcoholic?: Cocktail;
  healthNotice: CocktailResult["healthNotice"];
}

/**
 * The sommelier's and the bartender's jobs, one method each: validated input and an
 * abort signal in, a schema-checked answer out, GenerationError codes on failure.
 */
export interface Advisor {
  readonly provider: "offline" | "openai";
  pairWines(dish: string, signal: AbortSignal): Promise<WinePairing>;
  createCocktail(request: ValidCocktailRequest, signal: AbortSignal): Promise<CocktailCreation>;
}
