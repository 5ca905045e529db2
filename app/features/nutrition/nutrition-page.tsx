import { Sparkles } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { GenerationPanel } from "~/components/recipe/generation-panel";
import { useRecipeGeneration } from "~/components/recipe/use-recipe-generation";
import { FormField } from "~/components/ui/form-field";
import { Spinner } from "~/components/ui/spinner";
import {
  DEFAULT_NUTRITION_INGREDIENTS,
  DIET_RESTRICTIONS,
  type DietRestriction,
  NUTRITION_GOALS,
  type NutritionGoal,
  dietRestrictionLabels,
  generationMessages,
  nutritionGoalLabels,
  nutritionRequestSchema,
} from "~/domain/generation/request-schema";

const goalDescriptions: Record<NutritionGoal, string> = {
  muscle: "Plus de protéines pour accompagner l'entraînement.",
  "weight-loss": "Des assiettes rassasiantes et plus légères.",
  health: "L'équilibre au quotidien, sans se priver.",
};

export function NutritionPage({ isLoggedIn }: { isLoggedIn: boolean }) {
  const [goal, setGoal] = useState<NutritionGoal>();
  const [restrictions, setRestrictions] = useState<DietRestriction[]>([]);
  const [targets, setTargets] = useState({ calories: "", proteins: "", ingredients: "" });
  const [fieldErrors, setFieldErrors] = useState<{
    calories?: string;
    proteins?: string;
    ingredients?: string;
  }>({});
  const [variation, setVariation] = useState(0);
  const [goalMissing, setGoalMissing] = useState(false);
  const { state, start, stop } = useRecipeGeneration();
  const goalLegendId = useId();
  const loading = state.status === "loading";

  function generate(nextVariation: number, event?: FormEvent) {
    event?.preventDefault();
    if (!goal) {
      setGoalMissing(true);
      return;
    }
    const parsed = nutritionRequestSchema.safeParse({
      goal,
      calories: targets.calories,
      proteins: targets.proteins,
      restrictions,
      ingredients: targets.ingredients.split(/[,;\n]/),
      variation: nextVariation,
    });
    if (!parsed.success) {
      const errors: typeof fieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof typeof fieldErrors;
        errors[field] ??= issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setVariation(nextVariation);
    void start({ screen: "nutrition", ...parsed.data });
  }

  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-semibold sm:text-5xl">Chef Nutrition</h1>
      <p className="mt-3 text-lg text-ink-soft">
        Choisissez un objectif, précisez vos repères si vous en avez : la recette s'y ajuste, et ses valeurs
        nutritionnelles sont calculées d'après la table Ciqual.
      </p>

      <form onSubmit={(event) => generate(0, event)} noValidate className="mt-8 space-y-8">
        <fieldset aria-describedby={!goal ? `${goalLegendId}-aide` : undefined}>
          <legend id={goalLegendId} className="text-xl font-semibold">
            Votre objectif
          </legend>
          <div className="mt-3 grid gap-3 sm:grid-cols-3">
            {NUTRITION_GOALS.map((value) => (
              <label
                key={value}
                className={`cursor-pointer rounded-2xl border-2 bg-white p-4 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-terracotta ${
                  goal === value ? "border-terracotta" : "border-line"
                }`}
              >
                <input
                  type="radio"
                  name="goal"
                  value={value}
                  checked={goal === value}
                  onChange={() => {
                    setGoal(value);
                    setGoalMissing(false);
                  }}
                  className="sr-only"
                />
                <span className="block font-bold">{nutritionGoalLabels[value]}</span>
                <span className="mt-1 block text-sm text-ink-soft">{goalDescriptions[value]}</span>
              </label>
            ))}
          </div>
          {!goal && (
            <p
              id={`${goalLegendId}-aide`}
              className={`mt-2 ${goalMissing ? "font-bold text-red-700" : "text-ink-soft"}`}
            >
              {generationMessages.noGoal}
            </p>
          )}
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Calories (kcal)"
            name="calories"
            inputMode="numeric"
            placeholder="Facultatif, par portion"
            value={targets.calories}
            onChange={(event) => setTargets({ ...targets, calories: event.target.value })}
            error={fieldErrors.calories}
          />
          <FormField
            label="Protéines (g)"
            name="proteins"
            inputMode="numeric"
            placeholder="Facultatif, par portion"
            value={targets.proteins}
            onChange={(event) => setTargets({ ...targets, proteins: event.target.value })}
            error={fieldErrors.proteins}
          />
        </div>

        <fieldset>
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
                    checked={active}
                    onChange={() =>
                      setRestrictions(
                        active
                          ? restrictions.filter((item) => item !== restriction)
                          : [...restrictions, restriction],
                      )
                    }
                    className="sr-only"
                  />
                  {dietRestrictionLabels[restriction]}
                </label>
              );
            })}
          </div>
        </fieldset>

        <FormField
          label="Ingrédients à utiliser (facultatif)"
          name="ingredients"
          placeholder={DEFAULT_NUTRITION_INGREDIENTS.join(", ")}
          value={targets.ingredients}
          onChange={(event) => setTargets({ ...targets, ingredients: event.target.value })}
          error={fieldErrors.ingredients}
        />
        <p className="-mt-6 text-sm text-ink-soft">
          Séparés par des virgules. Sans ingrédient, le chef part de{" "}
          {DEFAULT_NUTRITION_INGREDIENTS.join(", ")}.
        </p>

        <button
          type="submit"
          disabled={loading || !goal}
          className="button-primary w-full py-3 text-lg disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
        >
          {loading ? <Spinner /> : <Sparkles aria-hidden="true" className="size-5" />}
          {loading ? "Génération en cours..." : "Générer une Recette"}
        </button>
      </form>

      <GenerationPanel
        state={state}
        isLoggedIn={isLoggedIn}
        detailed
        onStop={stop}
        onAnotherIdea={() => generate(variation + 1)}
        returnTo="/chef-nutrition"
      />
    </section>
  );
}
