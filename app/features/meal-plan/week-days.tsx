import { CalendarDays } from "lucide-react";
import { type RecipeChoice, suitsMeal } from "~/domain/meal-plan/recipe-search";
import { MEAL_TYPES, type MealType } from "~/domain/meal-plan/types";
import { formatMeasure } from "~/domain/text/numbers";
import { MealSlot } from "./meal-slot";
import type { DailyTotals } from "~/domain/meal-plan/planner";
import type { PlannedMeal, WeekDay } from "./types";

interface WeekDaysProps {
  monday: string;
  today: string;
  days: WeekDay[];
  entries: PlannedMeal[];
  totals: Record<string, DailyTotals>;
  dayCarbon: Record<string, string>;
  choices: RecipeChoice[];
  portions: number;
}

/** The anchor of a day, for the week strip's links. */
export const dayAnchor = (iso: string) => `jour-${iso}`;

/**
 * The seven days, each with its three slots: the meals stacked on phones, side by side from
 * the tablet up, and the day's name and totals in a column of their own on wide screens.
 */
export function WeekDays({
  monday,
  today,
  days,
  entries,
  totals,
  dayCarbon,
  choices,
  portions,
}: WeekDaysProps) {
  const slot = (day: string, type: MealType) =>
    entries.find((entry) => entry.day === day && entry.type === type);
  const suited = Object.fromEntries(
    MEAL_TYPES.map((type) => [type, choices.filter((choice) => suitsMeal(type, choice.category))]),
  ) as Record<MealType, RecipeChoice[]>;

  return (
    <>
      {/* Without JavaScript the pickers fall back on the browser's own suggestions. */}
      {MEAL_TYPES.map((type) => (
        <datalist key={type} id={`recettes-${type}`}>
          {suited[type].map((choice) => (
            <option key={choice.id} value={choice.title} />
          ))}
        </datalist>
      ))}
      <ol className="mt-6 space-y-4" aria-label="Jours de la semaine">
        {days.map((day) => {
          const total = totals[day.iso];
          const isToday = day.iso === today;
          return (
            <li
              key={day.iso}
              id={dayAnchor(day.iso)}
              aria-current={isToday ? "date" : undefined}
              className={`scroll-mt-24 rounded-2xl border bg-white p-4 lg:grid lg:grid-cols-[9.5rem_minmax(0,1fr)] lg:gap-4 ${
                isToday ? "border-terracotta ring-2 ring-terracotta" : "border-line"
              }`}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 lg:block">
                {/* « Lundi 16 novembre »: only the first letter up, the month stays lower case. */}
                <h3 className="text-xl font-semibold first-letter:uppercase">{day.label}</h3>
                {isToday && (
                  <p className="inline-flex items-center gap-1 rounded-full bg-terracotta px-2 py-0.5 text-xs font-bold text-white lg:mt-1">
                    <CalendarDays aria-hidden="true" className="size-3.5" />
                    Aujourd'hui
                  </p>
                )}
                {total && total.calories > 0 && (
                  <p className="w-full text-sm text-ink-soft lg:mt-2">
                    Par personne&nbsp;:{" "}
                    <span className="font-bold text-ink">{formatMeasure(total.calories, "kcal", 0)}</span> ·
                    protéines {formatMeasure(total.proteines, "g")} · glucides{" "}
                    {formatMeasure(total.glucides, "g")} · lipides {formatMeasure(total.lipides, "g")}
                  </p>
                )}
                {dayCarbon[day.iso] && (
                  <p className="w-full text-sm text-ink-soft lg:mt-1">{dayCarbon[day.iso]}</p>
                )}
              </div>
              <ul className="mt-3 grid gap-2 md:grid-cols-3 lg:mt-0">
                {MEAL_TYPES.map((type) => (
                  <MealSlot
                    key={type}
                    monday={monday}
                    day={day}
                    type={type}
                    meal={slot(day.iso, type)}
                    choices={suited[type]}
                    portions={portions}
                  />
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
    </>
  );
}
