import { ALLERGENS, withoutLabel } from "~/domain/base/allergens";

const toggle =
  "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 border-line bg-white px-4 has-checked:border-terracotta has-checked:bg-cream-deep has-focus-visible:outline-3 has-focus-visible:outline-terracotta";

/**
 * « Sans lait », « Sans gluten »… as plain checkboxes named `sans`, for a form the server reads
 * as it is sent (the Menu Perso planner): nothing here needs JavaScript.
 */
export function AllergenCheckboxes({ legendClassName = "font-bold" }: { legendClassName?: string }) {
  return (
    <fieldset className="mt-5">
      <legend className={legendClassName}>Allergènes à éviter</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {ALLERGENS.map((allergen) => (
          <label key={allergen} className={toggle}>
            <input
              type="checkbox"
              name="sans"
              value={allergen}
              className="size-5 accent-terracotta focus-visible:outline-none"
            />
            {withoutLabel(allergen)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
