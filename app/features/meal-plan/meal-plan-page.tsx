import { Link } from "react-router";
import type { RecipeChoice } from "~/domain/meal-plan/recipe-search";
import { GuestNotice } from "./guest-notice";
import { PlanGeneratorForm } from "./plan-generator-form";
import { PlanOutcomeMessage } from "./plan-outcome";
import type { DailyTotals } from "~/domain/meal-plan/planner";
import type { ShoppingAisle } from "~/domain/meal-plan/shopping-list";
import { ShoppingListSection } from "./shopping-list-section";
import type { PlanOutcome, PlannedMeal, WeekDay } from "./types";
import { WeekDays } from "./week-days";
import { DayStrip, WeekNavigation } from "./week-navigation";

export interface MealPlanPageProps {
  monday: string;
  today: string;
  /** Undefined at either end of the dates Toque plans. */
  previous?: string;
  next?: string;
  weekLabel: string;
  days: WeekDay[];
  entries: PlannedMeal[];
  totals: Record<string, DailyTotals>;
  /** « Empreinte carbone : ≈ 2,4 kg CO₂e par personne (…) » by ISO date, or why there is none. */
  dayCarbon: Record<string, string>;
  /** The same for the whole week; absent when nothing is planned. */
  weekCarbon?: string;
  shopping: ShoppingAisle[];
  shoppingText: string;
  /** The keys of the shopping list's ticked items. */
  ticked: string[];
  choices: RecipeChoice[];
  isLoggedIn: boolean;
  /** Whether there is a list whose changes to follow (a visitor who planned nothing has none). */
  live?: boolean;
  defaultPortions: number;
  outcome?: PlanOutcome;
}

/** Menu Perso: the week from Monday to Sunday, its 21 slots, the generator and the shopping list. */
export function MealPlanPage(props: MealPlanPageProps) {
  const { monday, today, days, entries, outcome } = props;
  const portions = entries[0]?.portions ?? props.defaultPortions;
  // Ticks and « J'ai tout acheté » answer beside the shopping list.
  const tickOutcome = outcome?.intent === "tick" || outcome?.intent === "bought" ? outcome : undefined;
  const planOutcome = tickOutcome ? undefined : outcome;

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12">
      <h1 className="text-4xl font-semibold">Menu Perso</h1>
      <p className="mt-2 max-w-2xl text-lg text-ink-soft">
        Vos repas de la semaine, du lundi au dimanche&nbsp;: composez-les vous-même ou laissez Toque proposer
        un menu équilibré, puis emportez la liste de courses.
      </p>

      <p className="mt-3">
        <Link to="/garde-manger" className="font-bold text-terracotta underline underline-offset-4">
          Mon garde-manger
        </Link>
        <span className="text-ink-soft">
          {"\u00a0"}: ce que vous avez déjà chez vous, et ce que vous pouvez en cuisiner.
        </span>
      </p>

      {props.isLoggedIn && (
        <p className="mt-1">
          <Link to="/mon-compte#agenda" className="font-bold text-terracotta underline underline-offset-4">
            Ajouter à mon agenda
          </Link>
          <span className="text-ink-soft">
            {"\u00a0"}: vos repas dans le calendrier de votre téléphone, mis à jour tout seuls.
          </span>
        </p>
      )}

      {!props.isLoggedIn && <GuestNotice here={`/menu-perso?semaine=${monday}`} />}

      <WeekNavigation
        weekLabel={props.weekLabel}
        previous={props.previous}
        next={props.next}
        today={today}
        days={days}
      />
      <PlanGeneratorForm monday={monday} portions={portions} />
      {planOutcome && <PlanOutcomeMessage outcome={planOutcome} />}

      <DayStrip today={today} days={days} entries={entries} />
      <WeekDays
        monday={monday}
        today={today}
        days={days}
        entries={entries}
        totals={props.totals}
        dayCarbon={props.dayCarbon}
        choices={props.choices}
        portions={portions}
      />
      {props.weekCarbon && <p className="mt-4 font-bold">{props.weekCarbon}.</p>}
      <p className="mt-3 text-sm text-ink-soft">
        Totaux calculés d'après la table Ciqual de l'Anses, empreinte carbone d'après AGRIBALYSE (ADEME /
        INRAE).
      </p>

      <ShoppingListSection
        monday={monday}
        aisles={props.shopping}
        ticked={props.ticked}
        text={props.shoppingText}
        outcome={tickOutcome}
        live={props.live ?? false}
      />
    </section>
  );
}
