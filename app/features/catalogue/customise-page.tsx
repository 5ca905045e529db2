import { BookmarkPlus, RotateCcw } from "lucide-react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { ErrorBox } from "~/components/ui/error-box";
import { Spinner } from "~/components/ui/spinner";
import type { Customisation } from "~/domain/catalogue/customise";
import type { IngredientLineParts } from "~/domain/catalogue/ingredient-line";
import type { Recipe } from "~/domain/catalogue/recipe-schema";
import { IngredientLineText } from "~/components/recipe/ingredient-line-text";
import { MAX_SERVINGS, MIN_SERVINGS, formatNumber } from "~/domain/catalogue/scale";
import type { RecipeNutrition } from "~/domain/nutrition/types";

export interface CustomisePageProps {
  original: Recipe;
  /** The recipe with the changes, or undefined when they could not be applied. */
  customised?: Recipe;
  /** Its ingredient lines, written by the loader. */
  customisedLines?: IngredientLineParts[];
  nutrition?: RecipeNutrition;
  changes: Customisation;
  swapOptions: string[][];
  problem?: string;
  saveError?: string;
}

/**
 * The customisation form is a GET form: each change is in the URL and the server computes
 * the new quantities and nutrition from CIQUAL. Saving posts the same changes.
 */
export function CustomisePage({
  original,
  customised,
  customisedLines,
  nutrition,
  changes,
  swapOptions,
  problem,
  saveError,
}: CustomisePageProps) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const updating =
    navigation.state === "loading" && navigation.location.pathname === `/chef-vous/${original.id}`;
  const saving = navigation.state === "submitting";
  const swapOf = (index: number) =>
    changes.remplacer.find((swap) => swap.startsWith(`${index}:`))?.slice(String(index).length + 1) ?? "";

  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <Link to="/chef-vous" className="font-bold text-terracotta underline underline-offset-4">
        ← Le Chef C'est Vous
      </Link>
      <h1 className="mt-4 text-4xl font-semibold">Personnaliser : {original.title}</h1>
      <p className="mt-2 text-lg text-ink-soft">
        Changez le nombre de personnes, retirez ou remplacez des ingrédients : les quantités et la nutrition
        suivent.
      </p>

      <div className="mt-8 grid gap-8 md:grid-cols-2">
        <Form
          method="get"
          preventScrollReset
          replace
          aria-label="Vos changements"
          className="space-y-5 rounded-2xl border border-line bg-white p-5"
          onChange={(event) => submit(event.currentTarget, { preventScrollReset: true, replace: true })}
        >
          <label className="block font-bold">
            Nombre de personnes
            <input
              type="number"
              name="portions"
              min={MIN_SERVINGS}
              max={MAX_SERVINGS}
              defaultValue={changes.portions}
              className="ml-3 w-20 rounded-xl border-2 border-field bg-white px-2 py-1.5"
            />
          </label>
          <fieldset>
            <legend className="font-bold">Ingrédients</legend>
            <ul className="mt-2 divide-y divide-line">
              {original.ingredients.map((ingredient, index) => (
                <li
                  key={`${ingredient.nom}-${index}`}
                  className="flex flex-wrap items-center justify-between gap-2 py-2"
                >
                  <label className="inline-flex items-center gap-2">
                    <input
                      type="checkbox"
                      name="retirer"
                      value={index}
                      defaultChecked={changes.retirer.includes(index)}
                      className="size-5 accent-terracotta"
                    />
                    <span>
                      Retirer <span className="font-bold">{ingredient.nom}</span>
                    </span>
                  </label>
                  {swapOptions[index]!.length > 0 && (
                    <label className="text-sm">
                      <span className="sr-only">Remplacer {ingredient.nom} par</span>
                      <select
                        name="remplacer"
                        defaultValue={swapOf(index) ? `${index}:${swapOf(index)}` : `${index}:`}
                        className="rounded-lg border-2 border-field bg-white px-2 py-1"
                      >
                        <option value={`${index}:`}>Garder tel quel</option>
                        {swapOptions[index]!.map((name) => (
                          <option key={name} value={`${index}:${name}`}>
                            Remplacer par {name}
                          </option>
                        ))}
                      </select>
                    </label>
                  )}
                </li>
              ))}
            </ul>
          </fieldset>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="button-secondary">
              {updating && <Spinner />}
              Appliquer
            </button>
            <Link
              to={`/chef-vous/${original.id}`}
              className="inline-flex items-center gap-1 font-bold text-ink-soft underline underline-offset-4"
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              Revenir à l'original
            </Link>
          </div>
        </Form>

        <div
          aria-live="polite"
          aria-busy={updating}
          className="rounded-2xl border border-line bg-cream-deep/40 p-5"
        >
          <h2 className="text-2xl font-semibold">Votre version</h2>
          {problem && <ErrorBox message={problem} />}
          {customised && nutrition && (
            <>
              <p className="mt-1 text-ink-soft">Pour {customised.servings} pers.</p>
              <ul
                className="mt-3 divide-y divide-line rounded-xl border border-line bg-white"
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
                  ["Calories", `${formatNumber(nutrition.perPortion.calories)} kcal`],
                  ["Protéines", `${formatNumber(nutrition.perPortion.proteines)} g`],
                  ["Glucides", `${formatNumber(nutrition.perPortion.glucides)} g`],
                  ["Lipides", `${formatNumber(nutrition.perPortion.lipides)} g`],
                ].map(([label, value]) => (
                  <div key={label} className="rounded-xl bg-white p-3">
                    <dt className="text-sm text-ink-soft">{label}</dt>
                    <dd className="font-bold">{value}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-2 text-sm text-ink-soft">{nutrition.source}</p>
              <Form method="post" className="mt-5">
                <input type="hidden" name="portions" value={changes.portions} />
                {changes.retirer.map((index) => (
                  <input key={`r${index}`} type="hidden" name="retirer" value={index} />
                ))}
                {changes.remplacer.map((swap) => (
                  <input key={swap} type="hidden" name="remplacer" value={swap} />
                ))}
                <button type="submit" className="button-primary" disabled={saving}>
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
