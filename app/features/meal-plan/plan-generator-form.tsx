import { Sparkles } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { PreferSeasonOption } from "~/components/produce/prefer-season-option";
import { AllergenCheckboxes } from "~/components/recipe/allergen-checkboxes";
import { Spinner } from "~/components/ui/spinner";
import { DIET_RESTRICTIONS, dietRestrictionLabels } from "~/domain/base/diet";
import { NUTRITION_GOALS, nutritionGoalLabels } from "~/domain/generation/labels";
import { MAX_PLAN_PORTIONS } from "~/domain/meal-plan/types";
import { DEFAULT_WEEKDAY_MINUTES, WEEKDAY_MINUTES } from "~/domain/meal-plan/occasion";
import { DEFAULT_WINE_CHOICE, WINE_CHOICES, wineChoiceLabels } from "~/domain/meal-plan/wine";

const field = "mt-1 h-11 w-full rounded-xl border-2 border-field bg-white px-3 font-normal";
const toggle =
  "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-line bg-white px-4 has-checked:border-terracotta has-checked:bg-cream-deep has-focus-visible:outline-3 has-focus-visible:outline-terracotta";

/** The form that fills the week: for how many, towards which goal, with which restrictions. */
export function PlanGeneratorForm({ monday, portions }: { monday: string; portions: number }) {
  const navigation = useNavigation();
  // Busy until the new week is on screen, not only until the server has planned it.
  const generating = navigation.state !== "idle" && navigation.formData?.get("intent") === "generate";
  return (
    <Form method="post" className="mt-6 rounded-2xl border border-line bg-white p-4 sm:p-6">
      <input type="hidden" name="intent" value="generate" />
      <input type="hidden" name="semaine" value={monday} />
      <fieldset>
        <legend className="font-display text-xl font-semibold">Générer un menu pour la semaine</legend>
        <div className="mt-4 grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-[8rem_1fr_1fr_10rem_11rem]">
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
          <label className="block font-bold">
            Objectif
            <select name="objectif" defaultValue="" className={field}>
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
              className={field}
            />
          </label>
          <label className="block font-bold">
            En semaine
            <select name="temps" defaultValue={String(DEFAULT_WEEKDAY_MINUTES)} className={field}>
              {WEEKDAY_MINUTES.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes} minutes
                </option>
              ))}
            </select>
          </label>
          <label className="block font-bold">
            Vin au dîner
            <select name="vin" defaultValue={DEFAULT_WINE_CHOICE} className={field}>
              {WINE_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {wineChoiceLabels[choice]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <fieldset className="mt-5">
          <legend className="font-bold">Restrictions</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {DIET_RESTRICTIONS.map((restriction) => (
              <label key={restriction} className={toggle}>
                <input
                  type="checkbox"
                  name="restrictions"
                  value={restriction}
                  className="size-5 accent-terracotta focus-visible:outline-none"
                />
                {dietRestrictionLabels[restriction]}
              </label>
            ))}
          </div>
        </fieldset>
        <AllergenCheckboxes />
      </fieldset>
      <div className="mt-5 flex flex-col gap-4 border-t border-line pt-5 sm:flex-row sm:items-center sm:justify-between">
        <PreferSeasonOption />
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-3">
          <input type="checkbox" name="toute" className="size-5 shrink-0 accent-terracotta" />
          Toute la semaine
        </label>
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            name="restes"
            aria-describedby="restes-aide"
            className="size-5 shrink-0 accent-terracotta"
          />
          <span>
            Prévoir des restes
            <span id="restes-aide" className="block text-sm text-ink-soft">
              Du lundi au jeudi, le dîner est cuisiné aussi pour le déjeuner du lendemain.
            </span>
          </span>
        </label>
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-3">
          <input type="checkbox" name="remplacer" className="size-5 shrink-0 accent-terracotta" />
          Remplacer aussi les repas choisis à la main
        </label>
        <button type="submit" className="button-primary min-h-11" disabled={generating}>
          {generating ? <Spinner /> : <Sparkles aria-hidden="true" className="size-5" />}
          {generating ? "Génération en cours..." : "Générer le menu de la semaine"}
        </button>
      </div>
    </Form>
  );
}
