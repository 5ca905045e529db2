import type { MealPlanEntry } from "~/domain/meal-plan/types";

/**
 * A planned meal as the page shows it: the entry, whether its recipe has been deleted from
 * Mes Recettes since, its calories per portion and, at dinner, its wine.
 */
export type PlannedMeal = MealPlanEntry & {
  removed?: boolean;
  calories?: number;
  wine?: string;
  /** Of a dinner's portions, those eaten as the next day's leftover lunch. */
  keptForLunch?: number;
};

export interface WeekDay {
  iso: string;
  /** « lundi 16 novembre ». */
  label: string;
}

/** What an action answered; « tick » answers are shown beside the shopping list. */
export interface PlanOutcome {
  ok: boolean;
  message: string;
  notices?: string[];
  intent?: string;
}
