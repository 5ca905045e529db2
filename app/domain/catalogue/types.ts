import type { Difficulty } from "../generation/recipe-schema";
import type { Unit } from "../nutrition/types";
import type { Cuisine, Region } from "./origin";

/** Categories of ARCHITECTURE § 1, Entities, plus the breakfasts the meal planner draws on. */
export const CATEGORIES = [
  "Entrées",
  "Viande",
  "Poisson",
  "Végétarien",
  "Desserts",
  "Plats",
  "Petit-déjeuner",
] as const;
export type Category = (typeof CATEGORIES)[number];

export interface CatalogueIngredient {
  /** A name the nutrition lexicon knows (findIngredient), as a cook writes it: « oignons jaunes ». */
  nom: string;
  /** A number, or « selon le goût » for salt and pepper. */
  quantite: number | string;
  unite: Unit | "";
}

export interface CatalogueStep {
  description: string;
  /** « 10 min », « 1 h 30 »: only where the step takes time. */
  temps?: string;
  /** « 180 °C », « feu moyen »: only where it matters. */
  temperature?: string;
}

export interface WinePairing {
  /** « Saint-Émilion », « Sancerre blanc ». */
  wine: string;
  /** « Vin rouge », « Vin blanc », « Vin rosé », « Vin effervescent », « Vin doux ». */
  type: string;
  region: string;
  /** Why it goes with this dish, one or two sentences. */
  why: string;
}

/** A recipe of Toque's own catalogue, written by us (content/catalogue). */
export interface CatalogueRecipe {
  /** Stable slug, used in /recette/{id}: « boeuf-bourguignon ». */
  id: string;
  title: string;
  description: string;
  /** Served by Toque: « /images/recettes/boeuf-bourguignon.svg ». */
  image: string;
  /** Describes the illustration for screen readers. */
  imageAlt: string;
  prepMinutes: number;
  cookMinutes: number;
  servings: number;
  difficulty: Difficulty;
  category: Category;
  chef: string;
  ingredients: CatalogueIngredient[];
  equipment: string[];
  steps: CatalogueStep[];
  tips: string[];
  variations: string[];
  /** Every recipe of the 22 has one; breakfasts have none. */
  wine?: WinePairing;
  /** The French region the dish belongs to, if it is a regional one: « Alsace ». */
  region?: Region;
  /** The cuisine from abroad it comes from, if any: « libanaise ». */
  cuisine?: Cuisine;
}
