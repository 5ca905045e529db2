import { CalendarDays, ChevronLeft, ChevronRight, Sparkles, Trash2, Wine } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { ErrorBox } from "~/components/ui/error-box";
import { Spinner } from "~/components/ui/spinner";
import {
  DIET_RESTRICTIONS,
  NUTRITION_GOALS,
  dietRestrictionLabels,
  nutritionGoalLabels,
} from "~/domain/generation/labels";
import {
  MAX_PLAN_PORTIONS,
  MEAL_TYPES,
  type MealPlanEntry,
  type MealType,
  mealTypeLabels,
} from "~/domain/meal-plan/types";
import { formatMeasure } from "~/domain/text/numbers";
import { ShoppingListSection, type ShoppingAisle } from "./shopping-list-section";

interface DayTotals {
  calories: number;
  proteines: number;
  glucides: number;
  lipides: number;
}

export interface MealPlanPageProps {
  monday: string;
  today: string;
  previous: string;
  next: string;
  weekLabel: string;
  days: { iso: string; label: string }[];
  entries: (MealPlanEntry & { calories?: number; wine?: string })[];
  totals: Record<string, DayTotals>;
  shopping: ShoppingAisle[];
  shoppingText: string;
  choices: { id: string; title: string; category: string }[];
  isLoggedIn: boolean;
  defaultPortions: number;
  outcome?: { ok: boolean; message: string; notices?: string[] };
}

const suits = (type: MealType, category: string) =>
  type === "breakfast"
    ? category === "Petit-déjeuner"
    : category !== "Petit-déjeuner" && category !== "Desserts";

/** Menu Perso: the week from Monday to Sunday, its 21 slots, the generator and the shopping list. */
export function MealPlanPage(props: MealPlanPageProps) {
  const { monday, today, days, entries, totals, isLoggedIn, outcome } = props;
  const navigation = useNavigation();
  const generating = navigation.state === "submitting" && navigation.formData?.get("intent") === "generate";
  const portions = entries[0]?.portions ?? props.defaultPortions;
  const slot = (day: string, type: MealType) =>
    entries.find((entry) => entry.day === day && entry.type === type);
  const here = `/menu-perso?semaine=${monday}`;

  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-semibold">Menu Perso</h1>
      <p className="mt-2 max-w-2xl text-lg text-ink-soft">
        Vos repas de la semaine, du lundi au dimanche : composez-les vous-même ou laissez Toque proposer un
        menu équilibré, puis emportez la liste de courses.
      </p>

      {!isLoggedIn && (
        <div className="mt-6 rounded-2xl border border-line bg-white p-4">
          <p>
            Votre menu est gardé dans ce navigateur. Créez un compte pour le conserver et le retrouver partout
            : rien de ce que vous avez prévu ne sera perdu.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Link to={`/signup?redirectTo=${encodeURIComponent(here)}`} className="button-primary">
              Créer un compte
            </Link>
            <Link to={`/login?redirectTo=${encodeURIComponent(here)}`} className="button-secondary">
              Se connecter
            </Link>
          </div>
        </div>
      )}

      <nav aria-label="Semaines" className="mt-8 flex flex-wrap items-center justify-between gap-3">
        <Link to={`/menu-perso?semaine=${props.previous}`} className="button-secondary">
          <ChevronLeft aria-hidden="true" className="size-5" />
          Semaine précédente
        </Link>
        <div className="text-center">
          <h2 className="text-2xl font-semibold">{props.weekLabel}</h2>
          {!days.some((day) => day.iso === today) && (
            <Link to="/menu-perso" className="text-sm font-bold text-terracotta underline underline-offset-4">
              Revenir à cette semaine
            </Link>
          )}
        </div>
        <Link to={`/menu-perso?semaine=${props.next}`} className="button-secondary">
          Semaine suivante
          <ChevronRight aria-hidden="true" className="size-5" />
        </Link>
      </nav>

      <Form method="post" className="mt-6 rounded-2xl border border-line bg-white p-5">
        <input type="hidden" name="intent" value="generate" />
        <input type="hidden" name="semaine" value={monday} />
        <fieldset>
          <legend className="text-lg font-bold">Générer un menu pour la semaine</legend>
          <div className="mt-3 grid gap-4 sm:grid-cols-3">
            <label className="block font-bold">
              Personnes
              <input
                type="number"
                name="portions"
                min={1}
                max={MAX_PLAN_PORTIONS}
                defaultValue={portions}
                required
                className="mt-1 w-full rounded-xl border-2 border-field bg-white px-3 py-2"
              />
            </label>
            <label className="block font-bold">
              Objectif
              <select
                name="objectif"
                defaultValue=""
                className="mt-1 w-full rounded-xl border-2 border-field bg-white px-3 py-2"
              >
                <option value="">Aucun objectif particulier</option>
                {NUTRITION_GOALS.map((goal) => (
                  <option key={goal} value={goal}>
                    {nutritionGoalLabels[goal]}
                  </option>
                ))}
              </select>
            </label>
            <label className="block font-bold">
              Calories par jour et par personne (kcal)
              <input
                type="number"
                name="calories"
                min={1000}
                max={5000}
                step={50}
                inputMode="numeric"
                className="mt-1 w-full rounded-xl border-2 border-field bg-white px-3 py-2"
              />
            </label>
          </div>
          <fieldset className="mt-4">
            <legend className="font-bold">Restrictions</legend>
            <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
              {DIET_RESTRICTIONS.map((restriction) => (
                <label key={restriction} className="inline-flex items-center gap-2">
                  <input
                    type="checkbox"
                    name="restrictions"
                    value={restriction}
                    className="size-5 accent-terracotta"
                  />
                  {dietRestrictionLabels[restriction]}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="mt-4 inline-flex items-center gap-2">
            <input type="checkbox" name="remplacer" className="size-5 accent-terracotta" />
            Remplacer aussi les repas choisis à la main
          </label>
        </fieldset>
        <button type="submit" className="button-primary mt-4" disabled={generating}>
          {generating ? <Spinner /> : <Sparkles aria-hidden="true" className="size-5" />}
          {generating ? "Génération en cours..." : "Générer le menu de la semaine"}
        </button>
      </Form>

      {outcome &&
        (outcome.ok ? (
          <div role="status" className="mt-4 rounded-xl border border-line bg-white px-4 py-3">
            <p className="font-bold">{outcome.message}</p>
            {outcome.notices?.map((notice) => (
              <p key={notice} className="mt-1 text-ink-soft">
                {notice}
              </p>
            ))}
          </div>
        ) : (
          <div className="mt-4">
            <ErrorBox message={outcome.message} />
          </div>
        ))}

      {MEAL_TYPES.map((type) => (
        <datalist key={type} id={`recettes-${type}`}>
          {props.choices
            .filter((choice) => suits(type, choice.category))
            .map((choice) => (
              <option key={choice.id} value={choice.title} />
            ))}
        </datalist>
      ))}

      <ol className="mt-8 grid gap-4 md:grid-cols-2 xl:grid-cols-4" aria-label="Jours de la semaine">
        {days.map((day) => {
          const total = totals[day.iso];
          const isToday = day.iso === today;
          return (
            <li
              key={day.iso}
              aria-current={isToday ? "date" : undefined}
              className={`rounded-2xl border bg-white p-4 ${isToday ? "border-terracotta ring-2 ring-terracotta" : "border-line"}`}
            >
              <h3 className="flex items-center justify-between gap-2 text-xl font-semibold">
                {/* « Lundi 16 novembre »: only the first letter up, the month stays lower case. */}
                <span className="block first-letter:uppercase">{day.label}</span>
                {isToday && (
                  <span className="inline-flex items-center gap-1 rounded-full bg-terracotta px-2 py-0.5 text-xs font-bold normal-case text-white">
                    <CalendarDays aria-hidden="true" className="size-3.5" />
                    Aujourd'hui
                  </span>
                )}
              </h3>
              <ul className="mt-3 space-y-3">
                {MEAL_TYPES.map((type) => {
                  const meal = slot(day.iso, type);
                  return (
                    <li key={type} className="rounded-xl bg-cream-deep/50 p-3">
                      <p className="text-sm font-bold text-terracotta">{mealTypeLabels[type]}</p>
                      {meal ? (
                        <div>
                          <Link to={`/recette/${meal.recipeId}`} className="font-bold hover:underline">
                            {meal.name}
                          </Link>
                          <p className="text-sm text-ink-soft">
                            {meal.portions} pers.
                            {meal.calories !== undefined &&
                              ` · ${formatMeasure(meal.calories, "kcal", 0)} par portion`}
                          </p>
                          {meal.wine && (
                            <p className="mt-1 inline-flex items-center gap-1 text-sm">
                              <Wine aria-hidden="true" className="size-4 text-terracotta" />
                              Accord : {meal.wine}
                            </p>
                          )}
                          <Form method="post" className="mt-1">
                            <input type="hidden" name="intent" value="remove" />
                            <input type="hidden" name="semaine" value={monday} />
                            <input type="hidden" name="id" value={meal.id} />
                            <button
                              type="submit"
                              className="inline-flex items-center gap-1 text-sm font-bold text-red-700 hover:underline"
                            >
                              <Trash2 aria-hidden="true" className="size-4" />
                              Retirer
                              <span className="sr-only">
                                {" "}
                                {meal.name}, {mealTypeLabels[type]} du {day.label}
                              </span>
                            </button>
                          </Form>
                        </div>
                      ) : (
                        <div>
                          <p className="text-ink-soft">Aucun repas prévu</p>
                          <Form method="post" className="mt-2 flex gap-2">
                            <input type="hidden" name="intent" value="add" />
                            <input type="hidden" name="semaine" value={monday} />
                            <input type="hidden" name="day" value={day.iso} />
                            <input type="hidden" name="type" value={type} />
                            <input type="hidden" name="portions" value={portions} />
                            <label className="min-w-0 flex-1">
                              <span className="sr-only">
                                Recette pour le {mealTypeLabels[type].toLowerCase()} du {day.label}
                              </span>
                              <input
                                name="recette"
                                list={`recettes-${type}`}
                                required
                                placeholder="Chercher une recette"
                                className="w-full rounded-lg border-2 border-field bg-white px-2 py-1 text-sm"
                              />
                            </label>
                            <button
                              type="submit"
                              className="rounded-lg bg-terracotta px-3 py-1 text-sm font-bold text-white hover:bg-terracotta-dark"
                            >
                              Ajouter
                              <span className="sr-only">
                                {" "}
                                au {mealTypeLabels[type].toLowerCase()} du {day.label}
                              </span>
                            </button>
                          </Form>
                        </div>
                      )}
                    </li>
                  );
                })}
              </ul>
              {total && total.calories > 0 && (
                <p className="mt-3 text-sm text-ink-soft">
                  Par personne :{" "}
                  <span className="font-bold text-ink">{formatMeasure(total.calories, "kcal", 0)}</span> ·
                  protéines {formatMeasure(total.proteines, "g")} · glucides{" "}
                  {formatMeasure(total.glucides, "g")} · lipides {formatMeasure(total.lipides, "g")}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <p className="mt-3 text-sm text-ink-soft">Totaux calculés d'après la table Ciqual de l'Anses.</p>

      <ShoppingListSection
        aisles={props.shopping}
        text={props.shoppingText}
        storageKey={`toque:courses:${monday}`}
      />
    </section>
  );
}
