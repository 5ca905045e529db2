import { ofBare } from "../base/french";
import { addDays, weekdayIndex } from "../base/week";
import type { MealPlanEntry } from "./types";

/**
 * « Prévoir des restes » (decision 0045): the dinners of Monday to Thursday are cooked for two
 * meals, and the next day's lunch is what is left. Those are the lunches eaten at work or alone
 * on a weekday; the weekend's lunches, Sunday's above all, are cooked for the table.
 */
export function leftoverDinnerDay(iso: string): boolean {
  return weekdayIndex(iso) <= 3;
}

/**
 * « Restes de quiche lorraine », « Restes d'omelette »: the dish's name as it reads inside a
 * sentence. A title starting with an acronym or a proper name in capitals keeps its capital.
 */
export function leftoverName(title: string): string {
  const trimmed = title.trim();
  const second = trimmed.charAt(1);
  const keepsCapital = second !== "" && second === second.toLocaleUpperCase("fr") && /\p{L}/u.test(second);
  const inSentence = keepsCapital ? trimmed : trimmed.charAt(0).toLocaleLowerCase("fr") + trimmed.slice(1);
  return `Restes ${ofBare(inSentence)}`;
}

/** The dinner a leftover lunch is eaten from: the day before, the same recipe. */
export function sourceDinnerOf(
  lunch: MealPlanEntry,
  entries: readonly MealPlanEntry[],
): MealPlanEntry | undefined {
  if (!lunch.leftover) return undefined;
  const day = addDays(lunch.day, -1);
  return entries.find(
    (entry) => entry.type === "dinner" && entry.day === day && entry.recipeId === lunch.recipeId,
  );
}

/**
 * The meals that are cooked, so bought for: a leftover lunch whose dinner is still planned was
 * bought with that dinner (cooked for both); one whose dinner was removed is cooked on its own.
 */
export function cookedEntries(entries: readonly MealPlanEntry[]): MealPlanEntry[] {
  return entries.filter((entry) => !entry.leftover || sourceDinnerOf(entry, entries) === undefined);
}

/** How many of a dinner's portions are eaten the next day, when that lunch is its leftovers. */
export function portionsKeptFor(dinner: MealPlanEntry, entries: readonly MealPlanEntry[]): number {
  if (dinner.type !== "dinner") return 0;
  const day = addDays(dinner.day, 1);
  const lunch = entries.find(
    (entry) =>
      entry.leftover && entry.type === "lunch" && entry.day === day && entry.recipeId === dinner.recipeId,
  );
  return lunch ? Math.min(lunch.portions, dinner.portions) : 0;
}
