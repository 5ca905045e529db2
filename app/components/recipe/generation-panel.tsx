import { BookmarkPlus, RefreshCw, Square } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { ErrorBox } from "~/components/ui/error-box";
import { useHydrated } from "~/components/layout/hydrated";
import { Spinner } from "~/components/ui/spinner";
import type { GeneratedRecipe } from "~/domain/generation/recipe-schema";
import { slugify } from "~/domain/text/fold";
import { GeneratedRecipeView } from "./generated-recipe-view";
import type { GenerationState } from "./use-recipe-generation";

interface GenerationPanelProps {
  state: GenerationState;
  isLoggedIn: boolean;
  detailed?: boolean;
  onStop(): void;
  /**
   * « Une autre idée » submits the screen's generation form (its id) asking for the next
   * variation: the screen streams it with JavaScript, the server renders it without.
   */
  anotherIdea: { form: string; variation: number };
  /** Where the login page should bring the person back: the screen, with its request. */
  returnTo: string;
}

/** The result area of a generation screen: progress, the streamed recipe, errors and actions. */
export function GenerationPanel({
  state,
  isLoggedIn,
  detailed,
  onStop,
  anotherIdea,
  returnTo,
}: GenerationPanelProps) {
  const loading = state.status === "loading";
  const hydrated = useHydrated();
  return (
    <div className="mt-8 space-y-4">
      <ErrorBox message={state.status === "error" ? state.message : undefined} />
      {loading && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-cream-deep px-4 py-3">
          <p className="flex items-center gap-2 font-bold" role="status">
            <Spinner />
            {state.recipe?.titre ? "Le chef rédige la recette…" : "Le chef réfléchit à votre recette…"}
          </p>
          <button type="button" onClick={onStop} className="button-secondary">
            <Square aria-hidden="true" className="size-4" />
            Arrêter la génération
          </button>
        </div>
      )}
      {state.status === "stopped" && (
        <p role="status" className="rounded-xl bg-cream-deep px-4 py-3 font-bold">
          Génération arrêtée.
        </p>
      )}
      {state.recipe && (
        <RecipePanel recipe={state.recipe} loading={loading} scrollable={hydrated}>
          <GeneratedRecipeView
            recipe={state.recipe}
            nutrition={state.status === "done" ? state.nutrition : undefined}
            detailed={detailed}
            produce={state.status === "done" ? state.produce : undefined}
            cookKey={state.status === "done" ? `generation:${slugify(state.recipe.titre ?? "")}` : undefined}
          />
        </RecipePanel>
      )}
      {(state.status === "done" || state.status === "stopped") && (
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            form={anotherIdea.form}
            name="variation"
            value={String(anotherIdea.variation + 1)}
            className="button-secondary"
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            Une autre idée
          </button>
          {state.status === "done" && (
            <SaveButton recipe={state.recipe} isLoggedIn={isLoggedIn} returnTo={returnTo} />
          )}
        </div>
      )}
    </div>
  );
}

/**
 * The spec's panel of at most 800 px, on wide screens only and with the index of its
 * sections kept in view at its top, so that the steps below the fold are one click away.
 * On phones, and before JavaScript runs, the recipe flows in the page.
 */
function RecipePanel({
  recipe,
  loading,
  scrollable,
  children,
}: {
  recipe: unknown;
  loading: boolean;
  scrollable: boolean;
  children: ReactNode;
}) {
  const panel = useRef<HTMLElement>(null);
  const [sections, setSections] = useState<string[]>([]);
  // The sections appear as the recipe streams in: the index follows the headings shown.
  useEffect(() => {
    const titles = headingsOf(panel.current).map((heading) => heading.textContent ?? "");
    setSections((previous) => (previous.join("\n") === titles.join("\n") ? previous : titles));
  }, [recipe]);

  const indexed = scrollable && sections.length > 1;

  function show(index: number) {
    const heading = headingsOf(panel.current)[index];
    if (!heading) return;
    heading.tabIndex = -1;
    heading.scrollIntoView({ block: "start" });
    heading.focus({ preventScroll: true });
  }

  return (
    <section
      ref={panel}
      aria-label="Recette générée"
      aria-busy={loading}
      // Scrollable on wide screens, so reachable with the keyboard to scroll it.
      tabIndex={scrollable ? 0 : undefined}
      className={`rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-8 ${
        scrollable ? "lg:max-h-[800px] lg:overflow-y-auto lg:[&_h3]:scroll-mt-20" : ""
      } ${indexed ? "lg:pt-0" : ""}`}
    >
      {indexed && (
        <nav
          aria-label="Sections de la recette"
          className="sticky top-0 z-10 -mx-8 mb-6 hidden border-b border-line bg-white px-8 py-3 lg:block"
        >
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {sections.map((title, index) => (
              <li key={title}>
                <button
                  type="button"
                  onClick={() => show(index)}
                  className="min-h-6 font-bold text-terracotta-dark underline-offset-4 hover:underline"
                >
                  {title}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {children}
    </section>
  );
}

function headingsOf(panel: HTMLElement | null): HTMLElement[] {
  return panel ? [...panel.querySelectorAll<HTMLElement>("article h3")] : [];
}

function SaveButton({
  recipe,
  isLoggedIn,
  returnTo,
}: {
  recipe: GeneratedRecipe;
  isLoggedIn: boolean;
  returnTo: string;
}) {
  const [saving, setSaving] = useState<{
    recipe: GeneratedRecipe;
    status: "busy" | "saved" | "failed";
    message: string;
  }>();
  // A new recipe resets the button.
  const current = saving?.recipe === recipe ? saving : undefined;

  if (!isLoggedIn) {
    return (
      <Link to={`/login?redirectTo=${encodeURIComponent(returnTo)}`} className="button-primary">
        <BookmarkPlus aria-hidden="true" className="size-4" />
        Se connecter pour sauvegarder
      </Link>
    );
  }

  async function save() {
    setSaving({ recipe, status: "busy", message: "" });
    try {
      const response = await fetch("/api/recettes", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ recipe }),
      });
      const answer = await response.json();
      setSaving({ recipe, status: response.ok ? "saved" : "failed", message: answer.message });
    } catch {
      setSaving({
        recipe,
        status: "failed",
        message: "La sauvegarde a échoué : le serveur est injoignable.",
      });
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={save}
        disabled={current?.status === "busy" || current?.status === "saved"}
        className="button-primary disabled:opacity-70"
      >
        {current?.status === "busy" ? <Spinner /> : <BookmarkPlus aria-hidden="true" className="size-4" />}
        {current?.status === "saved" ? "Sauvegardée" : "Sauvegarder dans Mes Recettes"}
      </button>
      <p role="status" className={current?.status === "failed" ? "font-bold text-red-700" : "text-sage"}>
        {current?.status === "saved" && (
          <>
            {current.message}{" "}
            <Link to="/mes-recettes" className="underline">
              Voir Mes Recettes
            </Link>
          </>
        )}
        {current?.status === "failed" && current.message}
      </p>
    </>
  );
}
