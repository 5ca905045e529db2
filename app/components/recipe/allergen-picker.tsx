import { ALLERGENS, type Allergen, withoutLabel } from "~/domain/base/allergens";

interface AllergenPickerProps {
  excluded: readonly Allergen[];
  onChange(excluded: Allergen[]): void;
  /** The allergens offered, when a form asks some of them elsewhere (Chef Nutrition's « Sans gluten »). */
  offered?: readonly Allergen[];
  /** Said under the choices, before the reminder about labels. */
  hint?: string;
}

/**
 * « Sans lait », « Sans gluten »… for the generators: checkboxes named `sans`, so that the form
 * sent without JavaScript carries them too. The recipe that comes back is checked against them.
 */
export function AllergenPicker({ excluded, onChange, offered = ALLERGENS, hint }: AllergenPickerProps) {
  return (
    <fieldset>
      <legend className="text-xl font-semibold">Allergènes à éviter</legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {offered.map((allergen) => {
          const active = excluded.includes(allergen);
          return (
            <label
              key={allergen}
              className={`cursor-pointer rounded-full border-2 px-3 py-1.5 font-bold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-terracotta ${
                active ? "border-terracotta bg-cream-deep text-terracotta-dark" : "border-line bg-white"
              }`}
            >
              <input
                type="checkbox"
                name="sans"
                value={allergen}
                checked={active}
                onChange={() =>
                  onChange(
                    ALLERGENS.filter((item) => (item === allergen ? !active : excluded.includes(item))),
                  )
                }
                className="sr-only"
              />
              {withoutLabel(allergen)}
            </label>
          );
        })}
      </div>
      {hint && <p className="mt-2 text-sm text-ink-soft">{hint}</p>}
      <p className="mt-2 text-sm text-ink-soft">
        {"Toque vérifie la recette d'après les noms de ses ingrédients\u00a0: lisez toujours les étiquettes."}
      </p>
    </fieldset>
  );
}
