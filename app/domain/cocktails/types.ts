import { DIFFICULTIES, type Difficulty } from "../generation/recipe-schema";
import type { IngredientLine } from "../recipe/model";

/** The five bases of the Créateur de Cocktails (ARCHITECTURE § 1, Screens and routes). */
export const COCKTAIL_BASES = ["vodka", "gin", "rhum", "whisky", "tequila"] as const;
export type CocktailBase = (typeof COCKTAIL_BASES)[number];

export const cocktailBaseLabels: Record<CocktailBase, string> = {
  vodka: "Vodka",
  gin: "Gin",
  rhum: "Rhum",
  whisky: "Whisky",
  tequila: "Tequila",
};

/** The seven toggles of the screen; the values are already the French labels shown. */
export const TASTE_PREFERENCES = [
  "Sucré",
  "Amer",
  "Acidulé",
  "Fruité",
  "Épicé",
  "Herbacé",
  "Rafraîchissant",
] as const;
export type TastePreference = (typeof TASTE_PREFERENCES)[number];

/** One line under each toggle, so the person knows what the choice adds to the glass. */
export const tastePreferenceHints: Record<TastePreference, string> = {
  Sucré: "Sirop, miel, agave ou liqueur pour arrondir",
  Amer: "Traits d'amer, Campari ou Suze",
  Acidulé: "Citron ou citron vert pressés",
  Fruité: "Purée, jus ou liqueur de fruits",
  Épicé: "Gingembre, piment ou baies roses",
  Herbacé: "Basilic, menthe, romarin ou chartreuse",
  Rafraîchissant: "Eau gazeuse, tonic, concombre ou glace pilée",
};

export { DIFFICULTIES as COCKTAIL_DIFFICULTIES };
export type { Difficulty };

export const HEALTH_NOTICE =
  "L'abus d'alcool est dangereux pour la santé, à consommer avec modération" as const;

export const cocktailMessages = {
  noBase: "Veuillez sélectionner une base pour votre cocktail",
  unknownPreference: "Préférence de goût inconnue",
  invalidVariation: "La variation doit être un nombre entier positif ou nul",
} as const;

/** The Cocktail entity of ARCHITECTURE § 1, Entities, with its French keys. */
/** A cocktail's line is a recipe line (recipe/model). */
export type CocktailIngredient = IngredientLine;

export interface CocktailStep {
  etape: number;
  description: string;
}

export interface Cocktail {
  nom: string;
  description: string;
  ingredients: CocktailIngredient[];
  instructions: CocktailStep[];
  difficulte: Difficulty;
  preparation: string;
  verre: string;
  decoration: string;
  astuces: string[];
}

export interface CocktailRequest {
  base: CocktailBase;
  preferences: readonly TastePreference[];
  variation?: number;
}

export interface CocktailResult {
  cocktail: Cocktail;
  /** French name of the IBA classic the creation derives from. */
  inspiration: string;
  nonAlcoholic: Cocktail;
  healthNotice: typeof HEALTH_NOTICE;
}

/** How the drink is mixed, from the IBA method. */
export type CocktailMethod = "shaken" | "stirred" | "built" | "blended";

/**
 * Structure families. Each one has its own balance rule in balance.ts, which is what keeps a
 * creation drinkable whatever the preferences add.
 */
export const COCKTAIL_FAMILIES = [
  "sour",
  "equal-parts",
  "short",
  "stirred",
  "highball",
  "mule",
  "fizz",
  "smash",
  "tiki",
  "sparkling",
  "hot",
] as const;
export type CocktailFamily = (typeof COCKTAIL_FAMILIES)[number];

/** Where the drink ends up: no ice in a chilled glass, on cubes, on crushed ice, long, hot. */
export type Service = "up" | "rocks" | "crushed" | "long" | "flute" | "hot";
