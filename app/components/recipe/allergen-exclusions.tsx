import { ALLERGENS, withoutLabel } from "~/domain/base/allergens";

/**
 * « Sans lait », « Sans gluten »…: checkboxes named `sans`, so that the GET form carries
 * every one ticked (`?sans=lait&sans=gluten`). Folded away until one is ticked.
 */
export function AllergenExclusions({ excluded }: { excluded: readonly string[] }) {
  return (
    <details className="sm:col-span-full" open={excluded.length > 0}>
      <summary className="cursor-pointer font-bold">
        Allergènes à éviter{excluded.length > 0 ? ` (${excluded.length})` : ""}
      </summary>
      <fieldset className="mt-3">
        <legend className="sr-only">Allergènes à éviter</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
          {ALLERGENS.map((allergen) => (
            <label key={allergen} className="flex items-center gap-2">
              <input
                type="checkbox"
                name="sans"
                value={allergen}
                defaultChecked={excluded.includes(allergen)}
                data-apply-at-once=""
                className="size-5 accent-terracotta"
              />
              {withoutLabel(allergen)}
            </label>
          ))}
        </div>
        <p className="mt-2 text-sm text-ink-soft">
          {"Calculé d'après les ingrédients de chaque recette\u00a0: vérifiez toujours les étiquettes."}
        </p>
      </fieldset>
    </details>
  );
}
