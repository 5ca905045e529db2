import { Plus, Sparkles } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { AllergenPicker } from "~/components/recipe/allergen-picker";
import { GenerationPanel } from "~/components/recipe/generation-panel";
import { type GenerationResult, useShownGeneration } from "~/components/recipe/shown-generation";
import { useRecipeGeneration } from "~/components/recipe/use-recipe-generation";
import { Spinner } from "~/components/ui/spinner";
import {
  INGREDIENTS_PARAM,
  MAX_INGREDIENTS,
  MAX_INGREDIENT_LENGTH,
  generationMessages,
  ingredientsFromQuery,
  queryOfIngredients,
  splitIngredients,
} from "~/domain/generation/ingredient-list";
import { type Allergen, allergensFromQuery, withExclusions } from "~/domain/base/allergens";
import { HiddenIngredients, IngredientChips } from "./ingredient-chips";

interface InventoryPageProps {
  isLoggedIn: boolean;
  /** The recipe the server generated when the form was sent without JavaScript. */
  result?: GenerationResult;
}

/**
 * Every control is a real form: without JavaScript the list lives in the address (GET
 * forms add and remove) and the server generates the recipe (POST). With JavaScript the
 * same forms are handled here, the list is written back to the address, so that it
 * survives a reload and the back button, and the recipe streams in.
 */
export function InventoryPage({ isLoggedIn, result }: InventoryPageProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const [ingredients, setIngredients] = useState(() => ingredientsFromQuery(location.search));
  const [sans, setSans] = useState(() => allergensFromQuery(location.search));
  const [seenSearch, setSeenSearch] = useState(location.search);
  // The address changed under the page (back or forward between two lists): it wins.
  if (location.search !== seenSearch) {
    setSeenSearch(location.search);
    setIngredients(ingredientsFromQuery(location.search));
    setSans(allergensFromQuery(location.search));
  }
  const [draft, setDraft] = useState("");
  const [liveVariation, setLiveVariation] = useState(0);
  const [notice, setNotice] = useState<string>();
  const { state: live, start, stop } = useRecipeGeneration();
  const query = withExclusions(queryOfIngredients(ingredients), sans);
  const { state, variation } = useShownGeneration({
    screen: "inventaire",
    request: query,
    live,
    liveVariation,
    server: result,
  });
  const inputId = useId();
  const generateFormId = useId();
  const loading = state.status === "loading";

  function update(next: string[], nextSans: Allergen[] = sans) {
    setIngredients(next);
    setSans(nextSans);
    navigate(
      { pathname: location.pathname, search: withExclusions(queryOfIngredients(next), nextSans) },
      { replace: true, preventScrollReset: true },
    );
  }

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // « tomates, oignon » adds two ingredients at once.
    const next = splitIngredients([...ingredients, draft]);
    if (next.length > MAX_INGREDIENTS) {
      setNotice(generationMessages.tooManyIngredients);
      return;
    }
    if (next.length === ingredients.length && draft.trim())
      setNotice(`«\u00a0${draft.trim()}\u00a0» est déjà dans la liste.`);
    else setNotice(undefined);
    update(next);
    setDraft("");
  }

  function generate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // « Générer une Recette » asks for variation 0, « Une autre idée » for the next one.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const nextVariation = Number(submitter?.getAttribute("value")) || 0;
    if (ingredients.length === 0) {
      setNotice(generationMessages.noIngredientOnScreen);
      return;
    }
    setLiveVariation(nextVariation);
    void start({ screen: "inventaire", ingredients, variation: nextVariation, sans });
  }

  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-semibold sm:text-5xl">Inventaire Gourmand</h1>
      <p className="mt-3 text-lg text-ink-soft">
        Notez ce que vous avez sous la main, un ingrédient à la fois&nbsp;: le chef en tire une recette
        complète.
      </p>

      <form method="get" action={location.pathname} onSubmit={add} className="mt-8 flex gap-2">
        {/* Before the field: without JavaScript, what is typed comes last in the address. */}
        <HiddenIngredients ingredients={ingredients} />
        <label htmlFor={inputId} className="sr-only">
          Ingrédient
        </label>
        <input
          id={inputId}
          name={INGREDIENTS_PARAM}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={MAX_INGREDIENT_LENGTH}
          placeholder="Ex. : tomates, oignon, riz…"
          autoComplete="off"
          className="block w-full rounded-full border-2 border-field bg-white px-5 py-3 outline-none focus:border-terracotta"
        />
        <button type="submit" className="button-secondary shrink-0" aria-label="Ajouter l'ingrédient">
          <Plus aria-hidden="true" className="size-5" />
          <span className="hidden sm:inline">Ajouter</span>
        </button>
      </form>

      <div className="mt-4 min-h-12" aria-live="polite">
        {ingredients.length === 0 ? (
          <p className="text-ink-soft">{generationMessages.noIngredientOnScreen}</p>
        ) : (
          <IngredientChips
            ingredients={ingredients}
            action={location.pathname}
            onRemove={(ingredient) => update(ingredients.filter((item) => item !== ingredient))}
          />
        )}
        {notice && <p className="mt-2 font-bold text-red-700">{notice}</p>}
      </div>

      <form id={generateFormId} method="post" action={`${location.pathname}${query}`} onSubmit={generate}>
        <HiddenIngredients ingredients={ingredients} />
        <div className="mt-6">
          <AllergenPicker excluded={sans} onChange={(next) => update(ingredients, next)} />
        </div>
        <button
          type="submit"
          name="variation"
          value="0"
          disabled={loading || ingredients.length === 0}
          className="button-primary mt-6 w-full py-3 text-lg disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
        >
          {loading ? <Spinner /> : <Sparkles aria-hidden="true" className="size-5" />}
          {loading ? "Génération en cours..." : "Générer une Recette"}
        </button>
      </form>

      <GenerationPanel
        state={state}
        isLoggedIn={isLoggedIn}
        onStop={stop}
        anotherIdea={{ form: generateFormId, variation }}
        returnTo={`${location.pathname}${query}`}
      />
    </section>
  );
}
