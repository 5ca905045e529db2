import type { Allergen } from "../base/allergens";
import type { DietRestriction } from "../base/diet";
import type { Gender } from "../base/french";
import type { Unit } from "../base/quantities";

// The lexicon's readers reach its words' gender and units here, beside the entry that carries them.
export type { Gender, Unit };

/**
 * Shared vocabulary of the nutrition code, the offline chef and the catalogue.
 * Implementations: lexicon.ts (findIngredient), compute.ts (computeRecipeNutrition),
 * diet.ts (restrictionViolations).
 */

/** What an ingredient does in a dish; the offline chef composes dishes from roles. */
export type IngredientRole =
  | "protein" // viande, volaille, poisson, fruits de mer, œufs, tofu, légumineuses cuites en plat
  | "vegetable"
  | "starch" // pâtes, riz, pommes de terre, semoule, pain, quinoa
  | "dairy" // lait, crème, beurre, fromages, yaourt
  | "fruit"
  | "aromatic" // oignon, ail, échalote, herbes, épices
  | "fat" // huiles
  | "sweet" // sucre, miel, chocolat
  | "baking" // farine, levure, fécule
  | "liquid" // bouillon, vin, eau
  | "condiment" // moutarde, sauce soja, vinaigre, sel, poivre
  | "nut"; // noix, amandes, graines

export interface DietFlags {
  meat: boolean; // viande ou volaille
  fish: boolean; // poisson ou fruits de mer
  animal: boolean; // tout produit animal (viande, poisson, lait, œuf, miel)
  dairy: boolean; // contient du lactose
  gluten: boolean;
  /** Grams of carbohydrate per 100 g high enough to break a keto diet (> 10 g). */
  highCarb: boolean;
}

/**
 * Foods bought dry and eaten cooked, grouped by how they cook: the family sets the words that
 * name them in the steps, the time that cooks them from dry and the portion past which a
 * weight can only be cooked (dry-or-cooked.ts).
 */
export type CookingFamily = "pasta" | "fresh-pasta" | "rice" | "grain" | "semolina" | "lentil" | "bean";

export interface IngredientEntry {
  id: string;
  /** Canonical French name, singular, lower case, as written in a recipe: « oignon ». */
  name: string;
  /** Plural form: « oignons ». */
  plural: string;
  gender: Gender;
  /** Other spellings and synonyms people type: « pomme de terre », « patate ». */
  aliases: string[];
  ciqualCode: string;
  role: IngredientRole;
  diet: DietFlags;
  /** Grams per unit that is not a mass or volume: { pièce: 120, "c. à soupe": 15, gousse: 5 }. */
  unitWeights: Partial<Record<Unit, number>>;
  /** Millilitres weigh this many grams (1 for water-like liquids). */
  density?: number;
  /** A usual quantity for one portion of a main dish, in the unit people would write. */
  perPortion: { quantity: number; unit: Unit };
  /** For a food weighed dry: its cooked or tinned entry's id, and its family. */
  cooked?: { id: string; family: CookingFamily };
}

export interface IngredientMatch {
  entry: IngredientEntry;
  /** The text as typed, trimmed. */
  typed: string;
}

/** Nutrition for one portion; energy in kcal, masses in g, sodium in mg. */
export interface PortionNutrition {
  calories: number;
  proteines: number;
  glucides: number;
  lipides: number;
  fibres: number;
  sodium: number;
}

export interface IngredientNutrition extends PortionNutrition {
  nom: string;
  grams: number;
  ciqualCode: string;
}

/** Said under every figure Toque computes, so that none passes for a model's estimate. */
export const NUTRITION_SOURCE = "Calculé d'après la table Ciqual de l'Anses" as const;

export interface RecipeNutrition {
  perPortion: PortionNutrition;
  /** For one portion, ingredient by ingredient (the nutrition screen shows them). */
  perIngredient: IngredientNutrition[];
  /** Names Toque could not match to CIQUAL, or whose quantity it could not read; never dropped silently. */
  unmatched: string[];
  source: typeof NUTRITION_SOURCE;
  /**
   * The regulation's allergens found in the same ingredients, in the annex's order: carried
   * with the nutrition so that every screen showing one shows the other.
   */
  allergens?: Allergen[];
  /**
   * Said when a recipe scaled to measures a cook can take (whole eggs, half spoons) moves its
   * calories per portion by more than 5 % from the recipe as written (decision 0051).
   */
  rounding?: string;
}

export interface RestrictionViolation {
  ingredient: string;
  restriction: DietRestriction;
}
