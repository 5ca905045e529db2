import { CookingPot } from "lucide-react";
import { Suspense, lazy, useState } from "react";
import { useSearchParams } from "react-router";
import { useHydrated } from "~/components/layout/hydrated";
import { COOK_MODE_QUERY, type CookRecipe } from "~/domain/cook/cook-recipe";

// Loaded on the first tap: the recipe pages' first load carries only this button.
const CookModeDialog = lazy(() => import("./cook-mode-dialog"));

/**
 * « Mode cuisine »: opens the recipe step by step, full screen, for the servings on the page.
 * Reached from a link with `?mode=cuisine`, it opens once the page is interactive; before that,
 * and without JavaScript, the link's `#etapes` has brought the steps into view.
 */
export function CookModeButton({ recipe }: { recipe: CookRecipe }) {
  // Undefined until the cook opens or closes it: then the link's wish no longer counts.
  const [chosen, setOpen] = useState<boolean>();
  const [searchParams] = useSearchParams();
  const asked = searchParams.get(COOK_MODE_QUERY.name) === COOK_MODE_QUERY.value;
  const hydrated = useHydrated();
  const open = chosen ?? (asked && hydrated);
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
