import { minutesIn } from "../generation/duration";
import { lowerFrench } from "../text/fold";

/** What cook mode needs of a step; the catalogue, saved and generated recipes all have it. */
export interface CookStep {
  description: string;
  temps?: string | number;
  temperature?: string | number;
}

/** A timer a step offers: « Lancer 15 min ». */
export interface StepTimer {
  minutes: number;
  /** « 15 min », « 1 h 30 »: the button's wording. */
  label: string;
}

const MAX_TIMERS_PER_STEP = 3;
/** Longer than a day is a resting or soaking time written as a fact, not something to count down. */
const MAX_TIMER_MINUTES = 24 * 60;

// « 10 min », « 1 h 30 », « 1 heure », « 15 à 20 minutes », « 2 à 3 h », « 45 secondes » is not a
// timer worth a button. For a range the lower bound is kept: the cook checks then, and +1 min
// is a tap away.
const DURATION_IN_TEXT =
  /(\d+(?:[.,]\d+)?)(?:\s*(?:à|-|–|ou)\s*\d+(?:[.,]\d+)?)?\s*(h(?:eures?)?|min(?:utes?)?|mn)(?:\s*(\d{1,2})(?:\s*min(?:utes?)?)?)?(?![\p{L}\d])/giu;

/** « 90 » → « 1 h 30 », « 15 » → « 15 min ». */
export function durationLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  const hours = Math.floor(minutes / 60);
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, "0")}`;
}

function durationsInText(text: string): number[] {
  const found: number[] = [];
  for (const match of lowerFrench(text).matchAll(DURATION_IN_TEXT)) {
    const value = Number(match[1]?.replace(",", "."));
    const unit = match[2] ?? "";
    // « 1 h 30 »: the minutes after the hours; after minutes, a figure belongs to the next words.
    const extra = match[3] && unit.startsWith("h") ? Number(match[3]) : 0;
    const minutes = unit.startsWith("h") ? Math.round(value * 60) + extra : Math.round(value);
    found.push(minutes);
  }
  return found;
}

/**
 * The timers a step offers. Its written duration (« temps ») comes first; durations in its
 * text follow, since a step often has two (« 10 min à couvert, puis 25 min à découvert »).
 */
export function stepTimers(step: CookStep): StepTimer[] {
  const written = minutesIn(step.temps);
  const minutes = [...(written === undefined ? [] : [written]), ...durationsInText(step.description)];
  const unique = [...new Set(minutes.filter((value) => value >= 1 && value <= MAX_TIMER_MINUTES))];
  return unique
    .slice(0, MAX_TIMERS_PER_STEP)
    .map((value) => ({ minutes: value, label: durationLabel(value) }));
}

// « 180 °C », « 180°C », « 200 degrés », « thermostat 6 », « th. 7 ».
const TEMPERATURE_IN_TEXT = /(\d{2,3})\s*(?:°\s*c?|degrés)|\b(?:thermostat|th\.?)\s*(\d{1,2})\b/iu;

/** The step's heat as the cook reads it: its written temperature, else one found in its text. */
export function stepTemperature(step: CookStep): string | undefined {
  if (step.temperature !== undefined && String(step.temperature).trim() !== "") {
    const written = String(step.temperature).trim();
    return /^\d+$/.test(written) ? `${written}\u00a0°C` : written;
  }
  const match = TEMPERATURE_IN_TEXT.exec(lowerFrench(step.description));
  if (!match) return undefined;
  if (match[1]) return `${match[1]}\u00a0°C`;
  // The thermostat scale of French ovens: each step is 30 °C.
  return `${Number(match[2]) * 30}\u00a0°C`;
}
