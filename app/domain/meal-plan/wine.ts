import { isWeekend } from "./occasion";

/**
 * « Vin au dîner » (decision 0045): the pairing of the catalogue shows under the dinners the
 * person wants it with. Weekend dinners by default: a bottle on a weeknight is not everyone's
 * habit, and a wine line under every dinner read as an advertisement.
 */
export const WINE_CHOICES = ["jamais", "week-end", "tous"] as const;
export type WineChoice = (typeof WINE_CHOICES)[number];
export const DEFAULT_WINE_CHOICE: WineChoice = "week-end";

export const wineChoiceLabels: Record<WineChoice, string> = {
  jamais: "Jamais",
  "week-end": "Le week-end",
  tous: "Tous les soirs",
};

/** Whether a dinner on this day gets its wine under that choice. */
export function wineOnDay(choice: WineChoice, iso: string): boolean {
  if (choice === "jamais") return false;
  return choice === "tous" || isWeekend(iso);
}

/**
 * Whether a planned meal shows its wine: dinners only, as the week's choice said; a meal added
 * by hand before any choice (`withWine` unset) follows the default, the weekend.
 */
export function showsWine(entry: {
  type: string;
  day: string;
  withWine?: boolean;
  leftover?: boolean;
}): boolean {
  if (entry.type !== "dinner" || entry.leftover) return false;
  return entry.withWine ?? wineOnDay(DEFAULT_WINE_CHOICE, entry.day);
}
