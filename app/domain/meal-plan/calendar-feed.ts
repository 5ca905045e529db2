import { addDays, DAYS_PER_WEEK, mondayOf, PARIS_TIME_ZONE } from "../base/week";
import { DEFAULT_MEAL_TIMES, type MealTimes, clockOf } from "../household/household-forms";
import { ingredientLine } from "../catalogue/ingredient-line";
import { scaleIngredient } from "../catalogue/scale";
import { calendarText, escapeText, localDateTime, minutesDuration, utcDateTime } from "../text/icalendar";
import { plannedRecipeHref } from "./recipe-ref";
import { type MealPlanEntry, type MealType, type PlannerRecipe, mealTypeLabels } from "./types";

/**
 * Menu Perso as an iCalendar feed (RFC 5545), the file a calendar application subscribes to. It
 * is written whole at each fetch from the meals as they are, so a change to the week shows at
 * the application's next refresh and nothing has to be kept in step.
 *
 * Times are the household's (« Heures des repas »), wall-clock times in Europe/Paris with the
 * zone's rules written in the file (VTIMEZONE): a lunch stays at 12 h 30 across the change to
 * summer time, whatever the zone of the phone that reads it, and the file needs no table of
 * offsets to be written.
 */

/** How long the calendar shows each meal; when it starts is the household's (« Heures des repas »). */
export const MEAL_MINUTES: Record<MealType, number> = { breakfast: 30, lunch: 60, dinner: 60 };

/** The feed holds the current week and this many after it. */
export const FEED_WEEKS_AHEAD = 4;

/** How often the file asks to be fetched again (RFC 7986 REFRESH-INTERVAL). */
const REFRESH = "PT1H";

export const calendarMessages = {
  unknownLink: "Ce lien d'agenda n'existe pas ou a été révoqué.",
  created: "Votre lien d'agenda est prêt. Copiez-le maintenant : il ne sera plus affiché.",
  revoked: "Le lien a été révoqué : l'ancienne adresse ne répond plus.",
  nothingToRevoke: "Vous n'avez pas de lien d'agenda actif.",
  unknownIntent: "Cette action n'existe pas sur la page Mon compte.",
} as const;

/** The first and last dates the feed covers on `today`: this week's Monday to the Sunday four weeks on. */
export function feedRange(today: string): { from: string; to: string } {
  const from = mondayOf(today);
  return { from, to: addDays(from, DAYS_PER_WEEK * (FEED_WEEKS_AHEAD + 1) - 1) };
}

export interface FeedMeal {
  entry: MealPlanEntry;
  /** Undefined when the recipe has left the library (a deleted recipe of Mes Recettes). */
  recipe?: Pick<PlannerRecipe, "servings" | "ingredients">;
}

export interface FeedInput {
  meals: readonly FeedMeal[];
  /** Where Toque answers, without a trailing slash: « https://toque.example ». */
  origin: string;
  /** The moment the file is written (DTSTAMP). */
  now: Date;
  /** When the household's meals start, in Paris; Toque's default when left out. */
  times?: MealTimes;
}

/** The whole calendar file, CRLF line ends and folded lines included. */
export function mealCalendar({ meals, origin, now, times = DEFAULT_MEAL_TIMES }: FeedInput): string {
  const stamp = utcDateTime(now);
  const sorted = [...meals].sort(
    (a, b) => a.entry.day.localeCompare(b.entry.day) || MEAL_ORDER[a.entry.type] - MEAL_ORDER[b.entry.type],
  );
  return calendarText([
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Toque//Menu Perso//FR",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `NAME:${escapeText("Toque — Menu Perso")}`,
    `X-WR-CALNAME:${escapeText("Toque — Menu Perso")}`,
    `X-WR-TIMEZONE:${PARIS_TIME_ZONE}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH}`,
    `X-PUBLISHED-TTL:${REFRESH}`,
    ...PARIS_VTIMEZONE,
    ...sorted.flatMap((meal) => mealEvent(meal, origin, stamp, times)),
    "END:VCALENDAR",
  ]);
}

const MEAL_ORDER: Record<MealType, number> = { breakfast: 0, lunch: 1, dinner: 2 };

/** Europe/Paris since 1996: summer time from the last Sunday of March to the last of October. */
const PARIS_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${PARIS_TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

function mealEvent({ entry, recipe }: FeedMeal, origin: string, stamp: string, times: MealTimes): string[] {
  const time = clockOf(times[entry.type]);
  const link = `${origin}${plannedRecipeHref(entry.recipeId)}`;
  return [
    "BEGIN:VEVENT",
    // The entry's id lives as long as the meal in its slot: another dish there is another event.
    `UID:${entry.id}@toque`,
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=${PARIS_TIME_ZONE}:${localDateTime(entry.day, time.hour, time.minute)}`,
    `DURATION:${minutesDuration(MEAL_MINUTES[entry.type])}`,
    `SUMMARY:${escapeText(`${mealTypeLabels[entry.type]}\u00a0: ${entry.name}`)}`,
    `DESCRIPTION:${escapeText(mealDescription(entry, recipe, link))}`,
    `URL:${link}`,
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
  ];
}

/** The ingredients for the planned portions, then the recipe's address. */
export function mealDescription(
  entry: Pick<MealPlanEntry, "portions">,
  recipe: FeedMeal["recipe"],
  link: string,
): string {
  const portions = `${entry.portions}\u00a0portion${entry.portions > 1 ? "s" : ""}`;
  const ingredients = recipe
    ? [
        `Ingrédients pour ${portions}\u00a0:`,
        ...recipe.ingredients.map(
          (line) => `– ${ingredientLine(scaleIngredient(line, entry.portions / recipe.servings))}`,
        ),
      ]
    : [`Pour ${portions}. Cette recette n'est plus dans Toque.`];
  return [...ingredients, "", `Recette\u00a0: ${link}`].join("\n");
}
