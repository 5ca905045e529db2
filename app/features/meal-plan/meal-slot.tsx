import { Plus, Trash2, Wine } from "lucide-react";
import { Form, Link } from "react-router";
import { plannedRecipeHref } from "~/domain/meal-plan/recipe-ref";
import type { RecipeChoice } from "~/domain/meal-plan/recipe-search";
import { type MealType, mealTypeLabels } from "~/domain/meal-plan/types";
import { formatMeasure } from "~/domain/text/numbers";
import { RecipePicker } from "./recipe-picker";
import type { PlannedMeal } from "./types";

interface MealSlotProps {
  monday: string;
  day: { iso: string; label: string };
  type: MealType;
  meal?: PlannedMeal;
  /** The recipes that suit this slot, for the picker. */
  choices: readonly RecipeChoice[];
  portions: number;
}

/** One of the 21 slots: the meal planned, or a picker to choose one. */
export function MealSlot({ monday, day, type, meal, choices, portions }: MealSlotProps) {
  const slotName = `${mealTypeLabels[type].toLowerCase()} du ${day.label}`;
  return (
    <li
      className={`flex min-w-0 flex-col rounded-xl p-3 ${
        meal ? "bg-cream-deep/60" : "border-2 border-dashed border-line bg-cream/40"
      }`}
    >
      <p className="text-xs font-bold tracking-wide text-terracotta uppercase">{mealTypeLabels[type]}</p>
      {meal ? (
        <div className="mt-1 flex items-start gap-2">
          <div className="min-w-0 flex-1">
            {!meal.removed ? (
              <Link to={plannedRecipeHref(meal.recipeId)} className="leading-snug font-bold hover:underline">
                {meal.name}
              </Link>
            ) : (
              <p className="leading-snug font-bold">
                {meal.name} <span className="font-normal text-ink-soft">(retirée de Mes Recettes)</span>
              </p>
            )}
            <p className="text-sm text-ink-soft">
              <MealPortions meal={meal} />
              {meal.calories !== undefined && ` · ${formatMeasure(meal.calories, "kcal", 0)} par portion`}
            </p>
            {meal.wine && (
              <p className="mt-1 flex items-start gap-1 text-sm">
                <Wine aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-terracotta" />
                <span>Accord&nbsp;: {meal.wine}</span>
              </p>
            )}
          </div>
          <Form method="post" className="-mt-1 -mr-1 shrink-0">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="semaine" value={monday} />
            <input type="hidden" name="id" value={meal.id} />
            <button
              type="submit"
              title="Retirer ce repas"
              className="grid size-11 place-items-center rounded-full text-red-700 hover:bg-red-50"
            >
              <Trash2 aria-hidden="true" className="size-5" />
              <span className="sr-only">
                Retirer {meal.name}, {mealTypeLabels[type]} du {day.label}
              </span>
            </button>
          </Form>
        </div>
      ) : (
        <>
          <p className="mt-1 text-ink-soft">Aucun repas prévu</p>
          <Form method="post" className="mt-2 flex items-start gap-2">
            <input type="hidden" name="intent" value="add" />
            <input type="hidden" name="semaine" value={monday} />
            <input type="hidden" name="day" value={day.iso} />
            <input type="hidden" name="type" value={type} />
            <input type="hidden" name="portions" value={portions} />
            <RecipePicker
              label={`Recette pour le ${slotName}`}
              choices={choices}
              fallbackList={`recettes-${type}`}
            />
            <button
              type="submit"
              title="Ajouter"
              className="grid size-11 shrink-0 place-items-center rounded-xl bg-terracotta text-white hover:bg-terracotta-dark"
            >
              <Plus aria-hidden="true" className="size-5" />
              {/* The field needs the room, on phones as in three columns: the « + » says it, the name tells it. */}
              <span className="sr-only">Ajouter au {slotName}</span>
            </button>
          </Form>
        </>
      )}
    </li>
  );
}

/**
 * « 2 pers. », « 2 pers. + 2 portions pour demain midi » for a dinner cooked for two meals, and
 * « 2 pers. · cuisiné la veille » for its leftovers, which the list does not buy again.
 */
function MealPortions({ meal }: { meal: PlannedMeal }) {
  const kept = meal.keptForLunch ?? 0;
  if (kept > 0)
    return (
      <>{`${meal.portions - kept}\u00a0pers. + ${kept} ${kept > 1 ? "portions" : "portion"} pour demain midi`}</>
    );
  return <>{`${meal.portions}\u00a0pers.${meal.leftover ? " · cuisiné la veille" : ""}`}</>;
}
