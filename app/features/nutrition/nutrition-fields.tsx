import { useId } from "react";
import { FormField } from "~/components/ui/form-field";
import {
  DEFAULT_NUTRITION_INGREDIENTS,
  DIET_RESTRICTIONS,
  type DietRestriction,
  NUTRITION_GOALS,
  type NutritionGoal,
  dietRestrictionLabels,
  generationMessages,
  nutritionGoalLabels,
} from "~/domain/generation/request-schema";
import type { NutritionFieldErrors, NutritionFormValues } from "./nutrition-form-values";

const goalDescriptions: Record<NutritionGoal, string> = {
  muscle: "Plus de protéines pour accompagner l'entraînement.",
  "weight-loss": "Des assiettes rassasiantes et plus légères.",
  health: "L'équilibre au quotidien, sans se priver.",
};

export function GoalPicker({
  goal,
  missing,
  onChange,
}: {
  goal?: NutritionGoal;
  /** The person tried to generate without a goal. */
  missing: boolean;
  onChange(goal: NutritionGoal): void;
}) {
  const helpId = useId();
  return (
    <fieldset aria-describedby={!goal ? helpId : undefined}>
      <legend className="text-xl font-semibold">Votre objectif</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        {NUTRITION_GOALS.map((value) => (
          <label
            key={value}
            className={`cursor-pointer rounded-2xl border-2 bg-white p-4 has-checked:border-terracotta has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-terracotta ${
              goal === value ? "border-terracotta" : "border-line"
            }`}
          >
            <input
              type="radio"
              name="goal"
              value={value}
              checked={goal === value}
              onChange={() => onChange(value)}
              className="sr-only"
            />
            <span className="block font-bold">{nutritionGoalLabels[value]}</span>
            <span className="mt-1 block text-sm text-ink-soft">{goalDescriptions[value]}</span>
          </label>
        ))}
      </div>
      {!goal && (
        <p id={helpId} className={`mt-2 ${missing ? "font-bold text-red-700" : "text-ink-soft"}`}>
          {generationMessages.noGoal}
        </p>
      )}
    </fieldset>
  );
}

export function TargetFields({
  values,
  errors,
  onChange,
}: {
  values: Pick<NutritionFormValues, "calories" | "proteins">;
  errors: NutritionFieldErrors;
  onChange(change: Partial<NutritionFormValues>): void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        label="Calories (kcal)"
        name="calories"
        inputMode="numeric"
        placeholder="Facultatif, par portion"
        value={values.calories}
        onChange={(event) => onChange({ calories: event.target.value })}
        error={errors.calories}
      />
      <FormField
        label="Protéines (g)"
        name="proteins"
        inputMode="numeric"
        placeholder="Facultatif, par portion"
        value={values.proteins}
        onChange={(event) => onChange({ proteins: event.target.value })}
        error={errors.proteins}
      />
    </div>
  );
}

/** What each of the two milk questions leaves out (decision 0061), said where each is asked. */
export const LACTOSE_HINT =
  "«\u00a0Sans lactose\u00a0» écarte le lait, la crème, le beurre et tous les fromages, affinés compris, ainsi que les produits qui en contiennent (pesto, béchamel, pâte feuilletée)\u00a0; les produits vendus «\u00a0sans lactose\u00a0» restent permis. «\u00a0Sans gluten\u00a0» se choisit ici seulement.";
export const MILK_ALLERGY_HINT =
  "«\u00a0Sans lait\u00a0», pour une allergie, écarte tout ce qui vient du lait, même vendu «\u00a0sans lactose\u00a0», et les produits qui en contiennent.";

export function RestrictionPicker({
  restrictions,
  onChange,
}: {
  restrictions: readonly DietRestriction[];
  onChange(restrictions: DietRestriction[]): void;
}) {
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId}>
      <legend className="text-xl font-semibold">Restrictions alimentaires</legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {DIET_RESTRICTIONS.map((restriction) => {
          const active = restrictions.includes(restriction);
          return (
            <label
              key={restriction}
              className={`cursor-pointer rounded-full border-2 px-4 py-2 font-bold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-terracotta ${
                active ? "border-terracotta bg-cream-deep text-terracotta-dark" : "border-line bg-white"
              }`}
            >
              <input
                type="checkbox"
                name="restrictions"
                value={restriction}
                checked={active}
                onChange={() =>
                  onChange(
                    active
                      ? restrictions.filter((item) => item !== restriction)
                      : DIET_RESTRICTIONS.filter(
                          (item) => item === restriction || restrictions.includes(item),
                        ),
                  )
                }
                className="sr-only"
              />
              {dietRestrictionLabels[restriction]}
            </label>
          );
        })}
      </div>
      <p id={hintId} className="mt-2 text-sm text-ink-soft">
        {LACTOSE_HINT}
      </p>
    </fieldset>
  );
}

export function IngredientsField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange(ingredients: string): void;
}) {
  return (
    <div>
      <FormField
        label="Ingrédients à utiliser (facultatif)"
        name="ingredients"
        placeholder={DEFAULT_NUTRITION_INGREDIENTS.join(", ")}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
      />
      <p className="mt-2 text-sm text-ink-soft">
        Séparés par des virgules. Sans ingrédient, le chef part de {DEFAULT_NUTRITION_INGREDIENTS.join(", ")}.
      </p>
    </div>
  );
}
