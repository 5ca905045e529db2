import { CookingPot } from "lucide-react";
import { Suspense, lazy, useState } from "react";
import type { CookRecipe } from "~/domain/cook/cook-recipe";

// Loaded on the first tap: the recipe pages' first load carries only this button.
const CookModeDialog = lazy(() => import("./cook-mode-dialog"));

/** « Mode cuisine »: opens the recipe step by step, full screen, for the servings on the page. */
export function CookModeButton({ recipe }: { recipe: CookRecipe }) {
  const [open, setOpen] = useState(false);
  if (recipe.steps.length === 0) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="no-print inline-flex min-h-11 items-center gap-2 rounded-full bg-ink px-5 py-2 font-bold text-white"
      >
        <CookingPot aria-hidden="true" className="size-5" />
        Mode cuisine
      </button>
      {open && (
        <Suspense fallback={<span className="sr-only">Ouverture du mode cuisine…</span>}>
          <CookModeDialog recipe={recipe} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
