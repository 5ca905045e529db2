import { BookmarkPlus, RefreshCw, Square } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { ErrorBox } from "~/components/ui/error-box";
import { Spinner } from "~/components/ui/spinner";
import type { GeneratedRecipe } from "~/domain/generation/recipe-schema";
import { GeneratedRecipeView } from "./generated-recipe-view";
import type { GenerationState } from "./use-recipe-generation";

interface GenerationPanelProps {
  state: GenerationState;
  isLoggedIn: boolean;
  detailed?: boolean;
  onStop(): void;
  onAnotherIdea(): void;
  /** Where the login page should bring the person back. */
  returnTo: string;
}

/** The result area of a generation screen: progress, the streamed recipe, errors and actions. */
export function GenerationPanel({
  state,
  isLoggedIn,
  detailed,
  onStop,
  onAnotherIdea,
  returnTo,
}: GenerationPanelProps) {
  const loading = state.status === "loading";
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
        <section
          aria-label="Recette générée"
          aria-busy={loading}
          // Scrollable, so reachable with the keyboard to scroll it.
          tabIndex={0}
          className="max-h-[800px] overflow-y-auto rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-8"
        >
          <GeneratedRecipeView
            recipe={state.recipe}
            nutrition={state.status === "done" ? state.nutrition : undefined}
            detailed={detailed}
          />
        </section>
      )}
      {(state.status === "done" || state.status === "stopped") && (
        <div className="flex flex-wrap gap-3">
          <button type="button" onClick={onAnotherIdea} className="button-secondary">
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
        message: "La sauvegarde a échoué : le serveur est injoignable.",
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
