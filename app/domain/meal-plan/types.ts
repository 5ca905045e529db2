import type { Allergen } from "../base/allergens";
import type { Recipe } from "../recipe/model";
import type { DietRestriction, NutritionGoal } from "../generation/request-schema";
import type { PortionNutrition } from "../nutrition/types";
import { weekDays } from "../base/week";
import type { Occasion } from "./occasion";
import type { WineChoice } from "./wine";

/** Spec §9: three meals a day, seven days from Monday, so 21 slots. */
export const MEAL_TYPES = ["breakfast", "lunch", "dinner"] as const;
export type MealType = (typeof MEAL_TYPES)[number];

export const mealTypeLabels: Record<MealType, string> = {
  breakfast: "Petit-déjeuner",
  lunch: "Déjeuner",
  dinner: "Dîner",
};

/** The week's 21 slots, day by day, breakfast, lunch then dinner. */
export function weekSlots(monday: string): { day: string; type: MealType }[] {
  return weekDays(monday).flatMap((day) => MEAL_TYPES.map((type) => ({ day, type })));
}

export const DEFAULT_PLAN_PORTIONS = 2;
export const MAX_PLAN_PORTIONS = 12;

/** A recipe of the library as the planner and the shopping list see it. */
export type PlannerRecipe = Pick<Recipe, "id" | "title" | "category" | "servings" | "ingredients"> & {
  totalMinutes: number;
  /** Preparation and the watched part of the cooking (`activeMinutes`); totalMinutes when absent. */
  activeMinutes?: number;
  /** When it is eaten (`occasionOf`); « quotidien » when absent. */
  occasion?: Occasion;
  /** Per portion, computed from CIQUAL. */
  nutrition: PortionNutrition;
  /** The catalogue's wine pairing, shown under dinners: « Saint-Émilion (Vin rouge) ». */
  wine?: string;
};

/** Spec §3's meal plan entry, with the recipe it serves and for how many. */
export interface MealPlanEntry {
  id: string;
  name: string;
  type: MealType;
  /** ISO date, yyyy-mm-dd. */
  day: string;
  recipeId: string;
  portions: number;
  /** Chosen by the person, so kept when a menu is generated unless they ask otherwise. */
  manual: boolean;
  /**
   * « Restes de … »: a lunch eaten from the day before's dinner, cooked for both (leftovers.ts);
   * nothing is bought for it while that dinner is planned.
   */
  leftover?: boolean;
  /** A dinner shows its wine (wine.ts); unset, the default choice decides. */
  withWine?: boolean;
}

export interface PlanRequest {
  /** ISO date of the week's Monday. */
  monday: string;
  restrictions: DietRestriction[];
  /** « Sans … »: no planned recipe holds one of these. */
  excludedAllergens?: Allergen[];
  goal?: NutritionGoal;
  /** Per person and per day, in kcal. */
  dailyCalories?: number;
  portions: number;
  /** What is already planned this week. */
  existing: MealPlanEntry[];
  /**
   * The first day planned (ISO): days before it keep what they hold, or stay empty. Unset, the
   * whole week is planned (« Toute la semaine »).
   */
  from?: string;
  /**
   * « En semaine » in minutes of active time: set, weekday lunches and dinners are everyday
   * dishes under it, weekday breakfasts everyday ones, and festive dishes are never planned.
   * Unset, any dish goes any day.
   */
  weekdayMinutes?: number;
  /** « Prévoir des restes »: dinners from Monday to Thursday are cooked twice over for the next lunch. */
  leftovers?: boolean;
  /** « Vin au dîner »: which dinners show their wine; the default choice when unset. */
  wine?: WineChoice;
  /** Replace the meals the person chose by hand too. */
  replaceManual: boolean;
  /** Different seeds give different menus for the same request. */
  seed: number;
  /**
   * « Privilégier les produits de saison »: dishes led by fruit and vegetables out of season cost
   * more, and a breakfast never holds a fruit out of season in its day's month.
   */
  preferSeason?: boolean;
  /**
   * Lunches and dinners of the neighbouring weeks, with how many weeks away they are (1 for the
   * week before or after): the planner serves none of them again while the library allows it.
   */
  nearbyWeeks?: readonly NearbyMeal[];
}

export interface NearbyMeal {
  recipeId: string;
  /** 1 for the week just before or after, 2, 3… further away. */
  weeksAway: number;
}

export type PlanResult =
  { ok: true; entries: MealPlanEntry[]; notices: string[] } | { ok: false; message: string };
