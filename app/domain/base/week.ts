/**
 * Week maths on ISO dates (« 2026-11-23 »). Dates are read as midnight UTC and moved by whole
 * days of 86 400 000 ms: UTC has no daylight saving, so the last Sunday of March or October is
 * a day like any other here. Only `todayIn` looks at a time zone, to know which date it is for
 * the person.
 */

export const PARIS_TIME_ZONE = "Europe/Paris";
export const DAYS_PER_WEEK = 7;

/**
 * The first and last dates a request may name. Nobody plans meals in the year 0 or 9999, and
 * the week maths of those years leave the four-digit years an ISO date is written with.
 */
export const FIRST_DATE = "2000-01-01";
export const LAST_DATE = "2100-12-31";

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// prettier-ignore
const DAY_NAMES = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"] as const;
// prettier-ignore
export const MONTH_NAMES = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"] as const;

interface Parts {
  year: number;
  month: number;
  day: number;
}

function partsOf(iso: string): Parts | undefined {
  const match = ISO_DATE.exec(iso);
  if (!match) return undefined;
  const parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const time = timeOf(parts);
  // 2026-02-30 would silently become 2026-03-02: only dates that come back unchanged are real.
  return isoOf(time) === iso ? parts : undefined;
}

function timeOf({ year, month, day }: Parts): number {
  const date = new Date(Date.UTC(2000, month - 1, day));
  // Date.UTC reads years 0 to 99 as 1900 to 1999; setting the year afterwards does not.
  date.setUTCFullYear(year);
  return date.getTime();
}

function isoOf(time: number): string {
  const date = new Date(time);
  // A negative or five-digit year would be written « 00-1 » or « 10000 », which no parse reads back.
  const fullYear = date.getUTCFullYear();
  if (!(fullYear >= 0 && fullYear <= 9999))
    throw new RangeError(`Année hors de 0000 à 9999\u00a0: ${fullYear}`);
  const year = String(fullYear).padStart(4, "0");
  const month = String(date.getUTCMonth() + 1).padStart(2, "0");
  const day = String(date.getUTCDate()).padStart(2, "0");
  return `${year}-${month}-${day}`;
}

function parse(iso: string): Parts {
  const parts = partsOf(iso);
  if (!parts) throw new RangeError(`Date ISO invalide\u00a0: «\u00a0${iso}\u00a0»`);
  return parts;
}

/**
 * A real calendar date written yyyy-mm-dd: « 2028-02-29 » is, « 2026-02-29 » and « 2026-2-3 » are not.
 * Any four-digit year is, for the week maths; a date read from a request goes through `parseDate`.
 */
export function isIsoDate(text: string): boolean {
  return partsOf(text) !== undefined;
}

/**
 * The date a request names, when it is a real one from FIRST_DATE to LAST_DATE; undefined for
 * anything else (« 2023-02-29 », « 0000-01-01 », « 10000-01-01 », « 2026-2-3 », not a string).
 */
export function parseDate(text: unknown): string | undefined {
  if (typeof text !== "string" || !isIsoDate(text)) return undefined;
  // Four-digit years: the written dates sort as the days do.
  return text >= FIRST_DATE && text <= LAST_DATE ? text : undefined;
}

/**
 * The Monday of the week a request names, by any of its accepted dates or by its Monday: the
 * week of 1 January 2000 began on 27 December 1999, and the page of that week sends « 1999-12-27 »
 * back with its forms. Undefined for a week that holds no accepted date.
 */
export function parseWeek(text: unknown): string | undefined {
  const date = parseDate(text);
  if (date) return mondayOf(date);
  if (typeof text !== "string" || !isIsoDate(text) || weekdayIndex(text) !== 0) return undefined;
  return text === mondayOf(FIRST_DATE) ? text : undefined;
}

/** The date `days` days later (earlier when negative). Throws a RangeError on a date that is not ISO. */
export function addDays(iso: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Nombre de jours non entier\u00a0: ${days}`);
  return isoOf(timeOf(parse(iso)) + days * DAY_MS);
}

/** 0 for Monday … 6 for Sunday: French weeks start on Monday. */
export function weekdayIndex(iso: string): number {
  return (new Date(timeOf(parse(iso))).getUTCDay() + 6) % 7;
}

/** The Monday of the week holding this date; a Sunday belongs to the week that began six days before. */
export function mondayOf(iso: string): string {
  return addDays(iso, -weekdayIndex(iso));
}

/** The seven dates of the week holding `monday`, Monday first (any day of the week gives the same). */
export function weekDays(monday: string): string[] {
  const first = mondayOf(monday);
  return Array.from({ length: DAYS_PER_WEEK }, (_, index) => addDays(first, index));
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormatIn(timeZone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    dateFormats.set(timeZone, format);
  }
  return format;
}

/**
 * The date it is at `now` for someone in `timeZone` (Paris unless told): at 23:30 UTC on
 * 2026-11-22 it is already the 23rd in Paris. The caller passes `now`, so this stays pure.
 * Throws a RangeError on a time zone Intl does not know.
 */
export function todayIn(timeZone: string = PARIS_TIME_ZONE, now: Date): string {
  const parts = dateFormatIn(timeZone).formatToParts(now);
  const value = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? "";
  return `${value("year").padStart(4, "0")}-${value("month")}-${value("day")}`;
}

/** « 1er », « 2 », « 23 »: French writes the first of the month as an ordinal. */
function dayOfMonth(day: number): string {
  return day === 1 ? "1er" : String(day);
}

/** « lundi 23 novembre », « mardi 1er décembre ». */
export function dayLabel(iso: string): string {
  const { month, day } = parse(iso);
  return `${DAY_NAMES[weekdayIndex(iso)]} ${dayOfMonth(day)} ${MONTH_NAMES[month - 1]}`;
}

/**
 * « jeudi 26 novembre » for a moment stored as an ISO timestamp (a token made, a member joined):
 * the day it was in Paris, not in UTC, which is still the day before until 1 a.m.
 */
export function parisDayLabel(instant: string): string {
  return dayLabel(todayIn(PARIS_TIME_ZONE, new Date(instant)));
}

/**
 * « Semaine du 16 au 22 novembre 2026 », « Semaine du 30 novembre au 6 décembre 2026 »,
 * « Semaine du 28 décembre 2026 au 3 janvier 2027 »: the month and the year are written once
 * when both ends share them.
 */
export function weekLabel(monday: string): string {
  const first = parse(mondayOf(monday));
  const last = parse(addDays(mondayOf(monday), DAYS_PER_WEEK - 1));
  const end = `${dayOfMonth(last.day)} ${MONTH_NAMES[last.month - 1]} ${last.year}`;
  if (first.year !== last.year)
    return `Semaine du ${dayOfMonth(first.day)} ${MONTH_NAMES[first.month - 1]} ${first.year} au ${end}`;
  if (first.month !== last.month)
    return `Semaine du ${dayOfMonth(first.day)} ${MONTH_NAMES[first.month - 1]} au ${end}`;
  return `Semaine du ${dayOfMonth(first.day)} au ${end}`;
}
