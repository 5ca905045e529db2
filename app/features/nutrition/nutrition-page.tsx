import { Sparkles } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useHydrated } from "~/components/layout/hydrated";
import { AllergenPicker } from "~/components/recipe/allergen-picker";
import { GenerationPanel } from "~/components/recipe/generation-panel";
import { type GenerationResult, useShownGeneration } from "~/components/recipe/shown-generation";
import { useRecipeGeneration } from "~/components/recipe/use-recipe-generation";
import { Spinner } from "~/components/ui/spinner";
import { NUTRITION_ALLERGENS } from "~/domain/generation/request-schema";
import {
  GoalPicker,
  IngredientsField,
  MILK_ALLERGY_HINT,
  RestrictionPicker,
  TargetFields,
} from "./nutrition-fields";
import {
  type NutritionFieldErrors,
  type NutritionFormValues,
  checkNutritionForm,
} from "./nutrition-form-values";
import { useNutritionForm } from "./use-nutrition-form";

/** What the action answers when the form is sent without JavaScript. */
export interface NutritionSubmission {
  values: NutritionFormValues;
  fieldErrors?: NutritionFieldErrors;
  result?: GenerationResult;
}

interface NutritionPageProps {
  isLoggedIn: boolean;
  submission?: NutritionSubmission;
}

/**
 * A real form (named fields, POST): without JavaScript the server generates and renders
 * the recipe. With JavaScript the form is checked here and the recipe streams in; its
 * values live in the address, so that a reload or the back button keeps them.
 */
export function NutritionPage({ isLoggedIn, submission }: NutritionPageProps) {
  const { values, update, query, pathname } = useNutritionForm(submission?.values);
  const [fieldErrors, setFieldErrors] = useState<NutritionFieldErrors>(submission?.fieldErrors ?? {});
  const [liveVariation, setLiveVariation] = useState(0);
  const { state: live, start, stop } = useRecipeGeneration();
  const { state, variation } = useShownGeneration({
    screen: "nutrition",
    request: query,
    live,
    liveVariation,
    server: submission?.result,
  });
  const hydrated = useHydrated();
  const formId = useId();
  const loading = state.status === "loading";

  function generate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // « Générer une Recette » asks for variation 0, « Une autre idée » for the next one.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const nextVariation = Number(submitter?.getAttribute("value")) || 0;
    const checked = checkNutritionForm(values, nextVariation);
    if (!checked.ok) {
      setFieldErrors(checked.fieldErrors);
      return;
    }
    setFieldErrors({});
    setLiveVariation(nextVariation);
    void start({ screen: "nutrition", ...checked.request });
  }

  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-semibold sm:text-5xl">Chef Nutrition</h1>
      <p className="mt-3 text-lg text-ink-soft">
        Choisissez un objectif, précisez vos repères si vous en avez&nbsp;: la recette s'y ajuste, et ses
        valeurs nutritionnelles sont calculées d'après la table Ciqual.
      </p>

      <form
        id={formId}
        method="post"
        action={`${pathname}${query}`}
        onSubmit={generate}
        noValidate
        className="mt-8 space-y-8"
      >
        <GoalPicker
          goal={values.goal}
          missing={Boolean(fieldErrors.goal)}
          onChange={(goal) => {
            update({ goal });
            setFieldErrors(({ goal: _, ...others }) => others);
          }}
        />
        <TargetFields values={values} errors={fieldErrors} onChange={update} />
        <RestrictionPicker
          restrictions={values.restrictions}
          onChange={(restrictions) => update({ restrictions })}
        />
        <AllergenPicker
          excluded={values.sans}
          onChange={(sans) => update({ sans })}
          offered={NUTRITION_ALLERGENS}
          hint={MILK_ALLERGY_HINT}
        />
        <IngredientsField
          value={values.ingredients}
          error={fieldErrors.ingredients}
          onChange={(ingredients) => update({ ingredients })}
        />

        <button
          type="submit"
          name="variation"
          value="0"
          // Before JavaScript runs the choice of a goal cannot enable it: the server checks instead.
          disabled={loading || (hydrated && !values.goal)}
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
        anotherIdea={{ form: formId, variation }}
        returnTo={`${pathname}${query}`}
      />
    </section>
  );
}
