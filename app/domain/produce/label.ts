import { MONTH_NAMES, PARIS_TIME_ZONE, todayIn } from "../base/week";

/**
 * What the screens need of the seasons, without the lexicon: cards and badges are written from
 * the months a dish is in season, worked out on the server (season.ts).
 */

export type Month = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/** « janvier » … « décembre ». */
export function monthName(month: Month): string {
  return MONTH_NAMES[month - 1] ?? "";
}

/** The month of an ISO date (« 2026-11-24 » → 11). */
export function monthOf(isoDate: string): Month {
  const month = Number(isoDate.slice(5, 7));
  if (!Number.isInteger(month) || month < 1 || month > 12)
    throw new RangeError(`Date illisible : ${isoDate}`);
  return month as Month;
}

/**
 * The month it is in France at `now`: loaders read the server's clock and hand the month to
 * the page, so that the server's render and the browser's agree.
 */
export function currentMonth(now: Date): Month {
  return monthOf(todayIn(PARIS_TIME_ZONE, now));
}

/**
 * « De saison » or « Hors saison en novembre » for a dish in season in `inSeason` months;
 * undefined for a dish that is not led by fruit and vegetables (no months given).
 */
export function seasonLabelFor(inSeason: readonly number[] | undefined, month: Month): string | undefined {
  if (!inSeason) return undefined;
  return inSeason.includes(month) ? "De saison" : `Hors saison en ${monthName(month)}`;
}
