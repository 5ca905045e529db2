import { durationLabel, durationsInText, minutesIn } from "../text/duration";
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
