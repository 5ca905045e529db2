import { lowerFrench } from "./fold";

/** Minutes in a French duration: « 15 min », « 1 h 30 », « 1h », « 20 minutes », 25. */
export function minutesIn(value: string | number | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  const text = lowerFrench(value).replace(",", ".");
  const hours = /(\d+(?:\.\d+)?)\s*h/.exec(text);
  const minutes =
    /(\d+)\s*(?:min|mn|m\b|minutes?)/.exec(text) ??
    (hours ? /h\s*(\d+)/.exec(text) : /^(\d+)$/.exec(text.trim()));
  if (!hours && !minutes) return undefined;
  return Math.round((hours ? Number(hours[1]) * 60 : 0) + (minutes ? Number(minutes[1]) : 0));
}

/**
 * « 90 » → « 1 h 30 », « 15 » → « 15 min », « 720 » → « 12 h », with the no-break spaces of
 * French typography so that a figure never parts from its unit at the end of a line.
 */
export function durationLabel(minutes: number): string {
  if (minutes < 60) return `${minutes}\u00a0min`;
  const rest = minutes % 60;
  const hours = Math.floor(minutes / 60);
  return rest === 0 ? `${hours}\u00a0h` : `${hours}\u00a0h\u00a0${String(rest).padStart(2, "0")}`;
}

/** « 35 min » or « 1 h 05 » for the sum of the durations that can be read. */
export function totalDuration(...parts: (string | number | undefined)[]): string | undefined {
  const known = parts.map(minutesIn).filter((value): value is number => value !== undefined);
  if (known.length === 0) return undefined;
  return durationLabel(known.reduce((sum, value) => sum + value, 0));
}

// « 10 min », « 1 h 30 », « 1 heure », « 15 à 20 minutes », « 2 à 3 h »; « 45 secondes » is not
// a duration worth counting. For a range the lower bound is kept: the cook checks then.
const DURATION_IN_TEXT =
  /(\d+(?:[.,]\d+)?)(?:\s*(?:à|-|–|ou)\s*\d+(?:[.,]\d+)?)?\s*(h(?:eures?)?|min(?:utes?)?|mn)(?:\s*(\d{1,2})(?:\s*min(?:utes?)?)?)?(?![\p{L}\d])/giu;

/** The durations written in a sentence, in minutes, in the order met. */
export function durationsInText(text: string): number[] {
  const found: number[] = [];
  for (const match of lowerFrench(text).matchAll(DURATION_IN_TEXT)) {
    const value = Number(match[1]?.replace(",", "."));
    const unit = match[2] ?? "";
    // « 1 h 30 »: the minutes after the hours; after minutes, a figure belongs to the next words.
    const extra = match[3] && unit.startsWith("h") ? Number(match[3]) : 0;
    found.push(unit.startsWith("h") ? Math.round(value * 60) + extra : Math.round(value));
  }
  return found;
}
