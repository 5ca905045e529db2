import type { Recipe } from "../recipe/model";
import { foldText } from "../text/fold";
import { weekdayIndex } from "../base/week";

/**
 * When a dish is eaten in a French home (decision 0034): on an ordinary day, at the weekend when
 * there is time, or for a celebration. The rule reads what every recipe has (its times, its name,
 * its ingredients), so the catalogue, the community's recipes and one's own get one by the same rule.
 */
export const OCCASIONS = ["quotidien", "week-end", "fête"] as const;
export type Occasion = (typeof OCCASIONS)[number];

/** « En semaine : 20, 30 ou 45 minutes » of active time for weekday lunches and dinners. */
export const WEEKDAY_MINUTES = [20, 30, 45] as const;
export type WeekdayMinutes = (typeof WEEKDAY_MINUTES)[number];
export const DEFAULT_WEEKDAY_MINUTES: WeekdayMinutes = 30;

/**
 * The first quarter hour of cooking is watched (searing, sautéing, stirring a risotto); beyond
 * it a dish simmers or bakes on its own, and only its total time makes it long.
 */
const WATCHED_COOKING = 15;
/** Over an hour on the table is a weekend dish, however little of it is work. */
const LONG_TOTAL = 60;
/** More work than any weekday allows. */
const LONG_ACTIVE = 45;
/** A weekday breakfast is made before leaving: twenty minutes of work at most (a porridge, scrambled eggs). */
const WEEKDAY_BREAKFAST = 20;

/** Foods of the celebration table in France: never planned by default, always addable by hand. */
const FESTIVE =
  /foie gras|homard|langouste|truffe|caviar(?! d aubergine)|chapon|saint jacques|huitre|chevreuil|marcassin|sanglier/;

/** The dearest main foods (the cost class of the dish's name): kept for the weekend. */
const DEAR_MAIN_FOOD =
  /magret|canard|\bveau\b|agneau|gigot|steak au poivre|entrecote|cote de boeuf|filet de boeuf|lotte|turbot|sole meuniere|langoustine/;

/** Dishes shared at the table for hours, whatever their time. */
const CONVIVIAL = /fondue|raclette|tartiflette|paella|couscous royal/;

/** Breakfasts of a Sunday morning in France, not of a school day. */
const WEEKEND_BREAKFAST = /crepe|pain perdu|pancake|gaufre|muffin|cake|brioche|viennoiserie|granola maison/;

type Timed = Pick<Recipe, "prepMinutes" | "cookMinutes">;

/** Preparation plus the watched part of the cooking. */
export function activeMinutes({ prepMinutes, cookMinutes }: Timed): number {
  return prepMinutes + Math.min(cookMinutes, WATCHED_COOKING);
}

export function occasionOf(recipe: Timed & Pick<Recipe, "title" | "category" | "ingredients">): Occasion {
  const title = foldText(recipe.title);
  const foods = recipe.ingredients.map((line) => foldText(line.nom)).join(" | ");
  if (FESTIVE.test(title) || FESTIVE.test(foods)) return "fête";
  const active = activeMinutes(recipe);
  if (recipe.category === "Petit-déjeuner")
    return WEEKEND_BREAKFAST.test(title) || active > WEEKDAY_BREAKFAST ? "week-end" : "quotidien";
  if (recipe.prepMinutes + recipe.cookMinutes > LONG_TOTAL || active > LONG_ACTIVE) return "week-end";
  if (DEAR_MAIN_FOOD.test(title) || CONVIVIAL.test(title)) return "week-end";
  return "quotidien";
}

/** Saturday and Sunday. */
export function isWeekend(iso: string): boolean {
  return weekdayIndex(iso) >= 5;
}
