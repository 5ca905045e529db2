import { AT_HOME, CUPBOARD } from "./set-apart";
import type { ShoppingAisle } from "./shopping-list";
import { MEAL_TYPES, type MealPlanEntry } from "./types";

/**
 * The meals planned on one day, breakfast first: the order a cook lives them, not the order
 * they were planned in.
 */
export function mealsOfDay<Entry extends Pick<MealPlanEntry, "day" | "type">>(
  entries: readonly Entry[],
  day: string,
): Entry[] {
  return entries
    .filter((entry) => entry.day === day)
    .sort((first, second) => MEAL_TYPES.indexOf(first.type) - MEAL_TYPES.indexOf(second.type));
}

/**
 * What is still to buy: neither ticked in the shop, nor already at home (Mon garde-manger), nor
 * the cupboard's basics, which one has rather than buys each week.
 */
export function itemsLeftToBuy(list: readonly ShoppingAisle[], ticked: ReadonlySet<string>): number {
  return list
    .filter(({ aisle }) => aisle !== CUPBOARD && aisle !== AT_HOME)
    .reduce((sum, aisle) => sum + aisle.items.filter((item) => !ticked.has(item.key)).length, 0);
}

/** « 1 article à acheter », « 12 articles à acheter ». */
export function itemsLeftSentence(count: number): string {
  if (count === 0) return "Tout est acheté pour la semaine";
  return count === 1 ? "1 article à acheter" : `${count} articles à acheter`;
}
