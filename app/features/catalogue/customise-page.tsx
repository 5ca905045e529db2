import { ArrowLeft, BookmarkPlus, RotateCcw } from "lucide-react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { ErrorBox } from "~/components/ui/error-box";
import { Spinner } from "~/components/ui/spinner";
import type { Customisation } from "~/domain/catalogue/customise";
import type { IngredientLineParts } from "~/domain/catalogue/ingredient-line";
import type { Recipe } from "~/domain/recipe/model";
import { IngredientLineText } from "~/components/recipe/ingredient-line-text";
import { MAX_SERVINGS, MIN_SERVINGS } from "~/domain/catalogue/servings";
import type { SwapOption } from "~/domain/catalogue/swap";
import { formatMeasure } from "~/domain/text/numbers";
import { AllergenNotice } from "~/components/recipe/allergen-notice";
import type { RecipeNutrition } from "~/domain/nutrition/types";
import type { ProduceFacts } from "~/domain/produce/facts";
import { ProduceSection } from "~/components/produce/produce-section";
import { CookModeButton } from "~/components/cook-mode/cook-mode-button";
import { cookRecipeOf } from "~/domain/cook/cook-recipe";
import type { LineFood } from "~/domain/cook/step-ingredients";
import { recipeTimes } from "~/domain/catalogue/times";
import { RecipeTimesList } from "~/components/recipe/recipe-times";

export interface CustomisePageProps {
  original: Recipe;
  /** The recipe with the changes, or undefined when they could not be applied. */
  customised?: Recipe;
  /** Its ingredient lines, written by the loader. */
  customisedLines?: IngredientLineParts[];
  /** What the lexicon says of each of its lines' food, for cook mode (lineFoods). */
  customisedFoods?: LineFood[];
  /** The original's ingredient lines, written by the loader (« 3 carottes », not « 3 pièces »). */
  originalLines: IngredientLineParts[];
  nutrition?: RecipeNutrition;
  produce?: ProduceFacts;
  changes: Customisation;
  swapOptions: SwapOption[][];
  problem?: string;
  saveError?: string;
  /** The page's own address: an own recipe is customised under /chef-vous/mes-recettes/. */
  path?: string;
  /** Where the back link leads: Le Chef C'est Vous, or the own recipe. */
  back?: { to: string; label: string };
}

const control =
  "h-11 rounded-xl border-2 border-field bg-white px-3 text-base focus-visible:border-terracotta";

/** « dinde — viande blanche et tendre »: the option says why a cook would choose it. */
function swapLabel(option: SwapOption): string {
  return `${option.name} — ${option.reasons.join(", ")}`;
}

/**
 * The customisation form is a GET form: each change is in the URL and the server computes
 * the new quantities, words and nutrition. Saving posts the same changes.
 */
export function CustomisePage({
  original,
  customised,
  customisedLines,
  customisedFoods,
  originalLines,
  nutrition,
  produce,
  changes,
  swapOptions,
  problem,
  saveError,
  path = `/chef-vous/${original.id}`,
  back = { to: "/chef-vous", label: "Le Chef C'est Vous" },
}: CustomisePageProps) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const updating = navigation.state === "loading" && navigation.location.pathname === path;
  const saving = navigation.state === "submitting";
  const swapOf = (index: number) =>
    changes.remplacer.find((swap) => swap.startsWith(`${index}:`))?.slice(String(index).length + 1) ?? "";

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <Link
        to={back.to}
        className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-full px-2 font-bold text-terracotta underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
        {back.label}
      </Link>
      <h1 className="mt-2 text-3xl font-semibold text-balance sm:text-4xl">
        {/* A non-breaking space keeps the colon from starting a line on a phone. */}
        Personnaliser{"\u00a0"}: {original.title}
      </h1>
      <p className="mt-2 max-w-3xl text-lg text-ink-soft">
        Changez le nombre de personnes, retirez ou remplacez des ingrédients&nbsp;: les quantités, les étapes
        et la nutrition suivent.
      </p>
      <RecipeTimesList times={recipeTimes(customised ?? original)} className="mt-3" />

      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-8">
        <Form
          method="get"
          preventScrollReset
          replace
          aria-label="Vos changements"
          className="rounded-2xl border border-line bg-white p-4 sm:p-6"
          onChange={(event) => submit(event.currentTarget, { preventScrollReset: true, replace: true })}
        >
          <h2 className="text-2xl font-semibold">Vos changements</h2>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-cream p-3">
            <label htmlFor="portions" className="font-bold">
              Nombre de personnes
            </label>
            <input
              id="portions"
              type="number"
              name="portions"
              inputMode="numeric"
              min={MIN_SERVINGS}
              max={MAX_SERVINGS}
              defaultValue={changes.portions}
              className={`${control} w-24 text-center font-bold`}
            />
          </div>

          <fieldset className="mt-6">
            <legend className="text-lg font-semibold">Ingrédients</legend>
            <ul className="mt-2 divide-y divide-line">
              {original.ingredients.map((ingredient, index) => {
                const options = swapOptions[index] ?? [];
                const chosen = options.find((option) => option.name === swapOf(index));
                const removed = changes.retirer.includes(index);
                return (
                  <li key={`${ingredient.nom}-${index}`} className="py-3">
                    <div className="flex items-center justify-between gap-3">
                      <p className={removed ? "text-ink-soft line-through" : undefined}>
                        {originalLines[index] ? (
                          <IngredientLineText line={originalLines[index]} />
                        ) : (
                          <span className="font-bold">{ingredient.nom}</span>
                        )}
                      </p>
                      <label className="inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-2 rounded-full border-2 border-line px-3 font-bold has-checked:border-terracotta has-checked:bg-cream-deep has-focus-visible:outline-3 has-focus-visible:outline-terracotta">
                        <input
                          type="checkbox"
                          name="retirer"
                          value={index}
                          defaultChecked={removed}
                          className="size-5 accent-terracotta focus-visible:outline-none"
                        />
                        Retirer<span className="sr-only"> {ingredient.nom}</span>
                      </label>
                    </div>
                    {options.length > 0 && (
                      <label className="mt-2 block">
                        <span className="sr-only">Remplacer {ingredient.nom} par</span>
                        <select
                          name="remplacer"
                          defaultValue={chosen ? `${index}:${chosen.name}` : `${index}:`}
                          disabled={removed}
                          className={`${control} w-full disabled:opacity-50`}
                        >
                          <option value={`${index}:`}>Garder {ingredient.nom}</option>
                          {options.map((option) => (
                            <option key={option.name} value={`${index}:${option.name}`}>
                              {swapLabel(option)}
                            </option>
                          ))}
                        </select>
                      </label>
                    )}
                    {chosen && !removed && (
                      <div className="mt-2 rounded-xl bg-cream p-3 text-sm">
                        <p>
                          <span className="font-bold">Pourquoi {chosen.name} : </span>
                          {chosen.reasons.join(", ")}.
                        </p>
                        {chosen.note && <p className="mt-1 text-ink-soft">{chosen.note}</p>}
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          </fieldset>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <button type="submit" className="button-secondary min-h-11">
              {updating && <Spinner />}
              Appliquer
            </button>
            <Link
              to={path}
              className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-bold text-ink-soft underline underline-offset-4"
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              Revenir à l'original
            </Link>
          </div>
        </Form>

        <div
          aria-live="polite"
          aria-busy={updating}
          className="rounded-2xl border border-line bg-cream-deep/40 p-4 sm:p-6 lg:sticky lg:top-20"
        >
          <h2 className="text-2xl font-semibold">Votre version</h2>
          {problem && <ErrorBox message={problem} />}
          {customised && nutrition && (
            <>
              <p className="mt-3 text-xl font-semibold">{customised.title}</p>
              <p className="mt-1 text-ink-soft">Pour {customised.servings} pers.</p>
              {customised.description !== original.description && (
                <p className="mt-3 rounded-xl border border-line bg-white p-3 text-sm">
                  {customised.description}
                </p>
              )}
              <h3 className="mt-5 text-lg font-semibold">Ingrédients</h3>
              <ul
                className="mt-2 divide-y divide-line rounded-xl border border-line bg-white"
                aria-label="Ingrédients de votre version"
              >
                {(customisedLines ?? []).map((line, index) => (
                  <li key={`${line.rest}-${index}`} className="px-4 py-2">
                    <IngredientLineText line={line} />
                  </li>
                ))}
              </ul>
              <h3 className="mt-5 text-lg font-semibold">Par portion</h3>
              <dl className="mt-2 grid grid-cols-2 gap-2" aria-label="Nutrition par portion">
                {[
                  ["Calories", formatMeasure(nutrition.perPortion.calories, "kcal", 0)],
                  ["Protéines", formatMeasure(nutrition.perPortion.proteines, "g")],
                  ["Glucides", formatMeasure(nutrition.perPortion.glucides, "g")],
                  ["Lipides", formatMeasure(nutrition.perPortion.lipides, "g")],
                ].map(([label, value]) => (
                  <div key={label} className="rounded-xl bg-white p-3">
                    <dt className="text-sm text-ink-soft">{label}</dt>
                    <dd className="font-bold">{value}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-2 text-sm text-ink-soft">{nutrition.source}</p>
              <div className="mt-5">
                <ProduceSection facts={produce} headingLevel="h3" />
              </div>
              <AllergenNotice allergens={nutrition.allergens} heading="h3" className="mt-5" />
              <h3 className="mt-5 text-lg font-semibold">Étapes</h3>
              <div className="mt-2">
                <CookModeButton
                  recipe={cookRecipeOf(
                    `chef-vous:${original.id}`,
                    customised,
                    customisedLines ?? [],
                    customisedFoods,
                  )}
                />
              </div>
              <ol className="mt-2 space-y-3" aria-label="Étapes de votre version">
                {customised.steps.map((step, index) => (
                  <li key={index} className="flex gap-3">
                    <span
                      aria-hidden="true"
                      className="flex size-7 shrink-0 items-center justify-center rounded-full bg-terracotta text-sm font-bold text-white"
                    >
                      {index + 1}
                    </span>
                    <p>
                      <span className="sr-only">Étape {index + 1} : </span>
                      {step.description}
                    </p>
                  </li>
                ))}
              </ol>
              <Form method="post" className="mt-6">
                <input type="hidden" name="portions" value={changes.portions} />
                {changes.retirer.map((index) => (
                  <input key={`r${index}`} type="hidden" name="retirer" value={index} />
                ))}
                {changes.remplacer.map((swap) => (
                  <input key={swap} type="hidden" name="remplacer" value={swap} />
                ))}
                <button type="submit" className="button-primary min-h-11 w-full sm:w-auto" disabled={saving}>
                  {saving ? <Spinner /> : <BookmarkPlus aria-hidden="true" className="size-5" />}
                  Sauvegarder ma version
                </button>
                {saveError && <ErrorBox message={saveError} />}
              </Form>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
