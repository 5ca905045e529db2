import { Search, Thermometer, Wine } from "lucide-react";
import { useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { SaveToMyRecipes } from "~/components/recipe/save-to-my-recipes";
import { ErrorBox } from "~/components/ui/error-box";
import { HealthNotice } from "~/components/ui/health-notice";
import { Spinner } from "~/components/ui/spinner";
import { EMPTY_DISH_MESSAGE, MAX_DISH_LENGTH } from "~/domain/sommelier/pairing-request";
import type { PairingGuideSection, WineSuggestion } from "~/domain/sommelier/pairing";

export type SommelierState =
  | {
      dish: string;
      pairing:
        | { kind: "suggestions"; suggestions: WineSuggestion[] }
        | { kind: "guide"; guide: PairingGuideSection[] };
    }
  | { dish: string; error: string };

interface SommelierPageProps {
  state?: SommelierState;
  isLoggedIn: boolean;
  /** Shown whenever there are no wines to show: before a search, after an unknown dish or an error. */
  guide: readonly PairingGuideSection[];
}

export function SommelierPage({ state, isLoggedIn, guide }: SommelierPageProps) {
  const navigation = useNavigation();
  const searching = navigation.state !== "idle" && navigation.formAction === "/chef-sommelier";
  const dishInput = useRef<HTMLInputElement>(null);
  // Set by the browser's check; the server's answer says the same without JavaScript.
  const [dishMissing, setDishMissing] = useState(false);
  const dishInvalid =
    dishMissing || (state !== undefined && "error" in state && state.error === EMPTY_DISH_MESSAGE);

  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-semibold sm:text-5xl">Chef &amp; Sommelier</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-soft">
        Décrivez votre plat, sa cuisson et sa sauce&nbsp;: le sommelier choisit trois vins français et vous
        dit pourquoi, avec la bonne température de service.
      </p>

      <Form
        method="post"
        action="/chef-sommelier"
        noValidate
        className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          const dish = new FormData(event.currentTarget).get("dish");
          if (typeof dish !== "string" || !dish.trim()) {
            event.preventDefault();
            // The specification's alert stays; the field is marked too, and focus goes to it.
            window.alert(EMPTY_DISH_MESSAGE);
            setDishMissing(true);
            dishInput.current?.focus();
          }
        }}
      >
        <div className="flex-1">
          <label htmlFor="dish" className="block font-bold">
            Votre plat
          </label>
          <input
            ref={dishInput}
            id="dish"
            name="dish"
            defaultValue={state?.dish}
            onChange={(event) => {
              if (event.target.value.trim()) setDishMissing(false);
            }}
            aria-invalid={dishInvalid || undefined}
            aria-describedby={dishInvalid ? "dish-erreur" : undefined}
            maxLength={MAX_DISH_LENGTH}
            placeholder="Ex. : magret de canard aux cerises"
            autoComplete="off"
            className={`mt-1 block w-full rounded-full border-2 bg-white px-5 py-3 outline-none focus:border-terracotta ${
              dishInvalid ? "border-red-700" : "border-field"
            }`}
          />
          {dishInvalid && (
            <p id="dish-erreur" className="mt-1 text-sm font-bold text-red-700">
              {EMPTY_DISH_MESSAGE}
            </p>
          )}
        </div>
        <button type="submit" disabled={searching} className="button-primary py-3 disabled:opacity-70">
          {searching ? <Spinner /> : <Search aria-hidden="true" className="size-5" />}
          {searching ? "Recherche des accords..." : "Trouver des Accords"}
        </button>
      </Form>

      <div className="mt-8 space-y-6">
        <ErrorBox message={state && "error" in state ? state.error : undefined} />
        {state && "pairing" in state && state.pairing.kind === "suggestions" && (
          <section aria-label="Vins suggérés">
            <h2 className="text-2xl font-semibold">Trois vins pour «&nbsp;{state.dish}&nbsp;»</h2>
            <ul className="mt-4 grid gap-6 md:grid-cols-3">
              {state.pairing.suggestions.map((wine) => (
                <li
                  key={wine.name}
                  className="flex flex-col rounded-2xl border border-line bg-white p-5 shadow-sm"
                >
                  <img src={wine.image} alt="" width={80} height={80} className="size-20" />
                  <h3 className="mt-3 text-xl font-semibold">{wine.name}</h3>
                  <p className="text-sm font-bold text-terracotta">
                    {wine.type} · {wine.region}
                  </p>
                  <p className="mt-3 flex-1">{wine.description}</p>
                  <p className="mt-4 inline-flex items-center gap-1 text-sm">
                    <Thermometer aria-hidden="true" className="size-4" />
                    Servir à {wine.temperature}
                  </p>
                </li>
              ))}
            </ul>
            <div className="mt-4">
              <SaveToMyRecipes
                action="/chef-sommelier"
                payload={{ origin: "pairing", dish: state.dish, suggestions: state.pairing.suggestions }}
                isLoggedIn={isLoggedIn}
              />
            </div>
          </section>
        )}
        {!(state && "pairing" in state && state.pairing.kind === "suggestions") && (
          <PairingGuide
            guide={
              state && "pairing" in state && state.pairing.kind === "guide" ? state.pairing.guide : guide
            }
            unknownDish={state && "pairing" in state ? state.dish : undefined}
          />
        )}
        {state && "pairing" in state && <HealthNotice />}
      </div>
    </section>
  );
}

function PairingGuide({
  guide,
  unknownDish,
}: {
  guide: readonly PairingGuideSection[];
  unknownDish?: string;
}) {
  return (
    <section aria-labelledby="guide-des-accords">
      <h2 id="guide-des-accords" className="text-2xl font-semibold">
        Guide des accords
      </h2>
      <p className="mt-2 text-ink-soft">
        {unknownDish === undefined
          ? "Nos repères, famille par famille, en attendant votre plat."
          : `Nous n'avons pas reconnu de plat dans «\u00a0${unknownDish}\u00a0». Voici nos repères, famille par famille.`}
      </p>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        {guide.map((section) => (
          <section key={section.title} className="rounded-2xl border border-line bg-white p-5">
            <h3 className="flex items-center gap-2 text-xl font-semibold">
              <Wine aria-hidden="true" className="size-5 text-terracotta" />
              {section.title}
            </h3>
            <ul className="mt-3 space-y-2">
              {section.wines.map((wine) => (
                <li key={wine.name}>
                  <span className="font-bold">{wine.name}</span>&nbsp;: {wine.reason}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
