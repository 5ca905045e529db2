import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { PlannedMeal, WeekDay } from "./types";
import { dayAnchor } from "./week-days";

interface WeekNavigationProps {
  weekLabel: string;
  /** Undefined past the first or last week Toque plans: no arrow then. */
  previous?: string;
  next?: string;
  today: string;
  days: WeekDay[];
}

const arrowLink =
  "inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-full border-2 border-terracotta bg-white px-2 font-bold text-terracotta transition-colors hover:bg-cream-deep sm:px-4";

/** The week's title between the previous and next weeks (± 7 days), when Toque plans them. */
export function WeekNavigation({ weekLabel, previous, next, today, days }: WeekNavigationProps) {
  return (
    <nav aria-label="Semaines" className="mt-8 grid grid-cols-[auto_1fr_auto] items-center gap-2 sm:gap-4">
      {previous ? (
        <Link to={`/menu-perso?semaine=${previous}`} className={arrowLink}>
          <ChevronLeft aria-hidden="true" className="size-5" />
          <span className="sr-only sm:not-sr-only">Semaine précédente</span>
        </Link>
      ) : (
        // Keeps the week's title in the middle.
        <span aria-hidden="true" className="min-w-11" />
      )}
      <div className="min-w-0 text-center">
        <h2 className="text-xl font-semibold sm:text-2xl">{weekLabel}</h2>
        {!days.some((day) => day.iso === today) && (
          <Link
            to="/menu-perso"
            className="inline-flex min-h-11 items-center text-sm font-bold text-terracotta underline underline-offset-4"
          >
            Revenir à cette semaine
          </Link>
        )}
      </div>
      {next ? (
        <Link to={`/menu-perso?semaine=${next}`} className={arrowLink}>
          <span className="sr-only sm:not-sr-only">Semaine suivante</span>
          <ChevronRight aria-hidden="true" className="size-5" />
        </Link>
      ) : (
        <span aria-hidden="true" className="min-w-11" />
      )}
    </nav>
  );
}

/**
 * The compact week of phones and tablets: seven days on one line, each showing how many of its
 * meals are planned and leading to its card.
 */
export function DayStrip({
  today,
  days,
  entries,
}: {
  today: string;
  days: WeekDay[];
  entries: PlannedMeal[];
}) {
  return (
    <nav aria-label="Aller au jour" className="mt-6 lg:hidden">
      <ul className="grid grid-cols-7 gap-0.5">
        {days.map((day) => {
          const [weekday = "", date = ""] = day.label.split(" ");
          const planned = entries.filter((entry) => entry.day === day.iso).length;
          const isToday = day.iso === today;
          return (
            <li key={day.iso}>
              <a
                href={`#${dayAnchor(day.iso)}`}
                className={`flex min-h-14 flex-col items-center justify-center rounded-xl border px-0.5 py-1 leading-tight ${
                  isToday ? "border-terracotta bg-terracotta text-white" : "border-line bg-white"
                }`}
              >
                <span aria-hidden="true" className="text-xs">
                  {weekday.slice(0, 3)}.
                </span>
                <span aria-hidden="true" className="font-bold">
                  {date.replace("er", "")}
                </span>
                <span aria-hidden="true" className="mt-0.5 flex gap-0.5">
                  {[0, 1, 2].map((index) => (
                    <span
                      key={index}
                      className={`size-1.5 rounded-full ${
                        index < planned ? (isToday ? "bg-white" : "bg-terracotta") : "bg-line"
                      }`}
                    />
                  ))}
                </span>
                <span className="sr-only">
                  {day.label}, {planned} repas sur 3
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
