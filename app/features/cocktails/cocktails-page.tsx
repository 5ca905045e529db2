import { GlassWater, RefreshCw, Sparkles } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { ErrorBox } from "~/components/ui/error-box";
import { HealthNotice } from "~/components/ui/health-notice";
import { Spinner } from "~/components/ui/spinner";
import type { Cocktail } from "~/domain/cocktails/creator";
import {
  COCKTAIL_BASES,
  type CocktailBase,
  TASTE_PREFERENCES,
  type TastePreference,
  cocktailBaseLabels,
  cocktailMessages,
  tastePreferenceHints,
} from "~/domain/cocktails/types";

export interface CocktailsState {
  request: { base?: CocktailBase; preferences: TastePreference[]; variation: number };
  creation?: { cocktail: Cocktail; inspiration?: string; nonAlcoholic?: Cocktail };
  error?: string;
}

export function CocktailsPage({ state }: { state?: CocktailsState }) {
  const navigation = useNavigation();
  const creating = navigation.state !== "idle" && navigation.formAction === "/cocktails";
  const chosen = state?.request;

  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-semibold sm:text-5xl">Créateur de Cocktails</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-soft">
        Choisissez une base et les saveurs qui vous tentent : le barman part d'un grand classique et
        l'adapte à vos goûts, avec des dosages équilibrés.
      </p>

      <Form
        method="post"
        action="/cocktails"
        noValidate
        className="mt-8 space-y-8"
        onSubmit={(event) => {
          if (!new FormData(event.currentTarget).get("base")) {
            event.preventDefault();
            window.alert(cocktailMessages.noBase);
          }
        }}
      >
        <fieldset>
          <legend className="text-xl font-semibold">Votre base</legend>
          <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-5">
            {COCKTAIL_BASES.map((base) => (
              <label
                key={base}
                className="cursor-pointer rounded-2xl border-2 border-line bg-white p-3 text-center font-bold has-checked:border-terracotta has-checked:bg-cream-deep has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-terracotta"
              >
                <input type="radio" name="base" value={base} defaultChecked={chosen?.base === base} className="sr-only" />
                {cocktailBaseLabels[base]}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset>
          <legend className="text-xl font-semibold">Vos préférences</legend>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {TASTE_PREFERENCES.map((preference) => (
              <label
                key={preference}
                className="flex cursor-pointer items-start gap-3 rounded-2xl border-2 border-line bg-white p-3 has-checked:border-terracotta has-checked:bg-cream-deep has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-terracotta"
              >
                <input
                  type="checkbox"
                  name="preferences"
                  value={preference}
                  defaultChecked={chosen?.preferences.includes(preference)}
                  className="mt-1 size-4 accent-terracotta"
                />
                <span>
                  <span className="block font-bold">{preference}</span>
                  <span className="block text-sm text-ink-soft">{tastePreferenceHints[preference]}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <div className="flex flex-wrap gap-3">
          <button type="submit" name="variation" value="0" disabled={creating} className="button-primary py-3 text-lg disabled:opacity-70">
            {creating ? <Spinner /> : <Sparkles aria-hidden="true" className="size-5" />}
            {creating ? "Création en cours..." : "Créer mon Cocktail"}
          </button>
          {state?.creation && (
            <button
              type="submit"
              name="variation"
              value={String((chosen?.variation ?? 0) + 1)}
              disabled={creating}
              className="button-secondary py-3"
            >
              <RefreshCw aria-hidden="true" className="size-4" />
              Une autre création
            </button>
          )}
        </div>
      </Form>

      <div className="mt-8 space-y-6">
        <ErrorBox message={state?.error} />
        {state?.creation && (
          <>
            <CocktailCard cocktail={state.creation.cocktail} inspiration={state.creation.inspiration} />
            {state.creation.nonAlcoholic && (
              <details className="rounded-2xl border border-line bg-white p-5">
                <summary className="cursor-pointer text-lg font-bold">Version sans alcool</summary>
                <div className="mt-4">
                  <CocktailCard cocktail={state.creation.nonAlcoholic} headingLevel={3} />
                </div>
              </details>
            )}
            <HealthNotice />
          </>
        )}
      </div>
    </section>
  );
}

function CocktailCard({ cocktail, inspiration, headingLevel = 2 }: { cocktail: Cocktail; inspiration?: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const Sub = headingLevel === 2 ? "h3" : "h4";
  return (
    <article aria-label={cocktail.nom} className="rounded-3xl border border-line bg-white p-6 shadow-sm">
      <Heading className="flex items-center gap-2 text-3xl font-semibold">
        <GlassWater aria-hidden="true" className="size-7 text-terracotta" />
        {cocktail.nom}
      </Heading>
      {inspiration && <p className="mt-1 text-sm font-bold text-sage">Inspiré du {inspiration}</p>}
      <p className="mt-3 text-lg text-ink-soft">{cocktail.description}</p>
      <dl className="mt-4 flex flex-wrap gap-2 text-sm">
        {[
          ["Difficulté", cocktail.difficulte],
          ["Préparation", cocktail.preparation],
          ["Verre", cocktail.verre],
        ].map(([label, value]) => (
          <div key={label} className="rounded-full bg-cream-deep px-3 py-1">
            <dt className="inline font-bold">{label} : </dt>
            <dd className="inline">{value}</dd>
          </div>
        ))}
      </dl>
      <Sub className="mt-6 text-xl font-semibold">Ingrédients</Sub>
      <ul className="mt-2 divide-y divide-line rounded-xl border border-line">
        {cocktail.ingredients.map((ingredient, index) => (
          <li key={index} className="flex justify-between gap-4 px-4 py-2">
            <span className="font-bold">{ingredient.nom}</span>
            <span>{[String(ingredient.quantite).replace(".", ","), ingredient.unite].filter(Boolean).join(" ")}</span>
          </li>
        ))}
      </ul>
      <Sub className="mt-6 text-xl font-semibold">Préparation</Sub>
      <ol className="mt-2 space-y-2">
        {cocktail.instructions.map((step) => (
          <li key={step.etape} className="flex gap-3">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-terracotta text-sm font-bold text-white" aria-hidden="true">
              {step.etape}
            </span>
            <span>
              <span className="sr-only">Étape {step.etape} : </span>
              {step.description}
            </span>
          </li>
        ))}
      </ol>
      {cocktail.decoration && (
        <p className="mt-4">
          <span className="font-bold">Décoration : </span>
          {cocktail.decoration}
        </p>
      )}
      {cocktail.astuces.length > 0 && (
        <>
          <Sub className="mt-6 text-xl font-semibold">Astuces</Sub>
          <ul className="mt-2 list-inside list-disc space-y-1">
            {cocktail.astuces.map((tip, index) => (
              <li key={index}>{tip}</li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
