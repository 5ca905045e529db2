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
  const lunch = leftoverLunchOf(dinner, entries);
  return lunch ? Math.min(lunch.portions, dinner.portions) : 0;
}

/** The leftover lunch eaten from this dinner the next day, if it has one. */
export function leftoverLunchOf(
  dinner: MealPlanEntry,
  entries: readonly MealPlanEntry[],
): MealPlanEntry | undefined {
  if (dinner.type !== "dinner") return undefined;
  const day = addDays(dinner.day, 1);
  return entries.find(
    (entry) =>
      entry.leftover && entry.type === "lunch" && entry.day === day && entry.recipeId === dinner.recipeId,
  );
}

/** What else a week changes when one of its meals leaves its slot. */
export interface LeftoverFollowUp {
  /** Meals that go with it: a dinner's leftover lunch has nothing left to eat. */
  remove: string[];
  /** A dinner no longer cooked twice over, back to the portions eaten that evening. */
  portions: { id: string; portions: number }[];
}

/**
 * A meal leaves its slot, removed or replaced by hand: its pair must not outlive it. A leftover
 * lunch gone, its dinner is cooked for the evening only (the list buys for that); a doubled dinner
 * gone, the lunch that was its leftovers goes too, the slot free for whatever the person puts there.
 * A lunch chosen by hand is never a leftover, so nothing chosen by hand goes. A dinner already
 * eaten (before `today`) was cooked as it was: it stays.
 */
export function afterLeaving(
  leaving: MealPlanEntry,
  entries: readonly MealPlanEntry[],
  today: string,
): LeftoverFollowUp {
  const followUp: LeftoverFollowUp = { remove: [], portions: [] };
  if (leaving.leftover && leaving.type === "lunch") {
    const dinner = sourceDinnerOf(leaving, entries);
    if (dinner && dinner.day >= today && dinner.portions > leaving.portions)
      followUp.portions.push({ id: dinner.id, portions: dinner.portions - leaving.portions });
  }
  const lunch = leftoverLunchOf(leaving, entries);
  if (lunch) followUp.remove.push(lunch.id);
  return followUp;
}
