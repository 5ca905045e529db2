import { CalendarPlus } from "lucide-react";
import { Form } from "react-router";
import { MAX_PLAN_PORTIONS, MEAL_TYPES, mealTypeLabels } from "~/domain/meal-plan/types";
import type { WeekDay } from "./types";

const field = "mt-1 h-11 w-full rounded-xl border-2 border-field bg-white px-3 font-normal";

/**
 * « Planifier dans Menu Perso » under a recipe of Mes Recettes: a day of the next two weeks,
 * a meal and a number of people; the server adds it and opens that week of Menu Perso.
 */
export function PlanOwnRecipeForm({
  days,
  portions,
  message,
}: {
  days: readonly WeekDay[];
  portions: number;
  message?: string;
}) {
  return (
    <Form method="post" className="no-print mt-8 rounded-2xl border border-line bg-cream/40 p-4 sm:p-6">
      <input type="hidden" name="intent" value="plan" />
      <fieldset>
        <legend className="font-display text-xl font-semibold">Planifier dans Menu Perso</legend>
        <div className="mt-4 grid items-end gap-4 sm:grid-cols-[1fr_1fr_7rem]">
          <label className="block font-bold">
            Jour
            <select name="day" defaultValue={days[0]?.iso} className={field}>
              {days.map((day) => (
                <option key={day.iso} value={day.iso}>
                  {day.label}
                </option>
              ))}
            </select>
          </label>
          <label className="block font-bold">
            Repas
            <select name="type" defaultValue="dinner" className={field}>
              {MEAL_TYPES.map((type) => (
                <option key={type} value={type}>
                  {mealTypeLabels[type]}
                </option>
              ))}
            </select>
          </label>
          <label className="block font-bold">
            Personnes
            <input
              type="number"
              name="portions"
              min={1}
              max={MAX_PLAN_PORTIONS}
              defaultValue={portions}
              required
              className={field}
            />
          </label>
        </div>
      </fieldset>
      {message && (
        <p role="alert" className="mt-3 font-bold text-red-700">
          {message}
        </p>
      )}
      <button type="submit" className="button-primary mt-4 min-h-11">
        <CalendarPlus aria-hidden="true" className="size-5" />
        Planifier
      </button>
    </Form>
  );
}
