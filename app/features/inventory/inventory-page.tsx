import { Plus, Sparkles, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { GenerationPanel } from "~/components/recipe/generation-panel";
import { useRecipeGeneration } from "~/components/recipe/use-recipe-generation";
import { Spinner } from "~/components/ui/spinner";
import {
  MAX_INGREDIENTS,
  MAX_INGREDIENT_LENGTH,
  cleanIngredientList,
  generationMessages,
} from "~/domain/generation/request-schema";

export function InventoryPage({ isLoggedIn }: { isLoggedIn: boolean }) {
  const [ingredients, setIngredients] = useState<string[]>([]);
  const [draft, setDraft] = useState("");
  const [variation, setVariation] = useState(0);
  const [notice, setNotice] = useState<string>();
  const { state, start, stop } = useRecipeGeneration();
  const inputId = useId();
  const loading = state.status === "loading";

  function add(event?: FormEvent) {
    event?.preventDefault();
    // « tomates, oignon » adds two ingredients at once.
    const next = cleanIngredientList([...ingredients, ...draft.split(/[,;]/)]);
    if (next.length > MAX_INGREDIENTS) {
      setNotice(generationMessages.tooManyIngredients);
      return;
    }
    if (next.length === ingredients.length && draft.trim())
      setNotice(`« ${draft.trim()} » est déjà dans la liste.`);
    else setNotice(undefined);
    setIngredients(next);
    setDraft("");
  }

  function generate(nextVariation: number) {
    if (ingredients.length === 0) {
      setNotice(generationMessages.noIngredientOnScreen);
      return;
    }
    setVariation(nextVariation);
    void start({ screen: "inventaire", ingredients, variation: nextVariation });
  }

  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-semibold sm:text-5xl">Inventaire Gourmand</h1>
      <p className="mt-3 text-lg text-ink-soft">
        Notez ce que vous avez sous la main, un ingrédient à la fois : le chef en tire une recette complète.
      </p>

      <form onSubmit={add} className="mt-8 flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          Ingrédient
        </label>
        <input
          id={inputId}
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
          <ul className="flex flex-wrap gap-2" aria-label="Ingrédients ajoutés">
            {ingredients.map((ingredient) => (
              <li
                key={ingredient}
                className="inline-flex max-w-full items-center gap-1 rounded-full bg-crust py-1 pr-1 pl-4 font-bold"
              >
                {/* A long word wraps inside its chip: on a phone the remove button stays on screen. */}
                <span className="min-w-0 wrap-anywhere">{ingredient}</span>
                <button
                  type="button"
                  onClick={() => setIngredients(ingredients.filter((item) => item !== ingredient))}
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-saffron"
                  aria-label={`Retirer ${ingredient}`}
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
        {notice && <p className="mt-2 font-bold text-red-700">{notice}</p>}
      </div>

      <button
        type="button"
        onClick={() => generate(0)}
        disabled={loading || ingredients.length === 0}
        className="button-primary mt-6 w-full py-3 text-lg disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
      >
        {loading ? <Spinner /> : <Sparkles aria-hidden="true" className="size-5" />}
        {loading ? "Génération en cours..." : "Générer une Recette"}
      </button>

      <GenerationPanel
        state={state}
        isLoggedIn={isLoggedIn}
        onStop={stop}
        onAnotherIdea={() => generate(variation + 1)}
        returnTo="/inventaire-gourmand"
      />
    </section>
  );
}
