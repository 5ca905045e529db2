import { RefreshCw, Sparkles } from "lucide-react";
import { useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { CocktailCard } from "~/components/recipe/cocktail-card";
import { SaveToMyRecipes } from "~/components/recipe/save-to-my-recipes";
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

export function CocktailsPage({ state, isLoggedIn }: { state?: CocktailsState; isLoggedIn: boolean }) {
  const navigation = useNavigation();
  const creating = navigation.state !== "idle" && navigation.formAction === "/cocktails";
  const chosen = state?.request;
  const baseGroup = useRef<HTMLFieldSetElement>(null);
  // Set by the browser's check; the server's answer says the same without JavaScript.
  const [baseMissing, setBaseMissing] = useState(false);
  const baseInvalid = baseMissing || state?.error === cocktailMessages.noBase;

  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-semibold sm:text-5xl">Créateur de Cocktails</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-soft">
        Choisissez une base et les saveurs qui vous tentent&nbsp;: le barman part d'un grand classique et
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
            // The specification's alert stays; the choice is marked too, and focus goes to it.
            window.alert(cocktailMessages.noBase);
            setBaseMissing(true);
            baseGroup.current?.querySelector("input")?.focus();
          }
        }}
      >
        {/* A radio group, so that it can carry aria-invalid (a radio button cannot). */}
        <fieldset
          ref={baseGroup}
          role="radiogroup"
          aria-labelledby="base-legende"
          aria-invalid={baseInvalid || undefined}
          aria-describedby={baseInvalid ? "base-erreur" : undefined}
          onChange={() => setBaseMissing(false)}
        >
          <legend id="base-legende" className="text-xl font-semibold">
            Votre base
          </legend>
          <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-5">
            {COCKTAIL_BASES.map((base) => (
              <label
                key={base}
                className={`cursor-pointer rounded-2xl border-2 bg-white p-3 text-center font-bold has-checked:border-terracotta ${
                  baseInvalid ? "border-red-700" : "border-line"
                } has-checked:bg-cream-deep has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-terracotta`}
              >
                <input
                  type="radio"
                  name="base"
                  value={base}
                  defaultChecked={chosen?.base === base}
                  className="sr-only"
                />
                {cocktailBaseLabels[base]}
              </label>
            ))}
          </div>
          {baseInvalid && (
            <p id="base-erreur" className="mt-2 text-sm font-bold text-red-700">
              {cocktailMessages.noBase}
            </p>
          )}
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
          <button
            type="submit"
            name="variation"
            value="0"
            disabled={creating}
            className="button-primary py-3 text-lg disabled:opacity-70"
          >
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
            <SaveToMyRecipes
              action="/cocktails"
              payload={{ origin: "cocktail", cocktail: state.creation.cocktail }}
              isLoggedIn={isLoggedIn}
            />
            <HealthNotice />
          </>
        )}
      </div>
    </section>
  );
}
