import { X } from "lucide-react";
import { INGREDIENTS_PARAM } from "~/domain/generation/ingredient-list";

/** The list, sent along with a form: without JavaScript, each form carries it in full. */
export function HiddenIngredients({ ingredients }: { ingredients: readonly string[] }) {
  return ingredients.map((ingredient) => (
    <input key={ingredient} type="hidden" name={INGREDIENTS_PARAM} value={ingredient} />
  ));
}

interface IngredientChipsProps {
  ingredients: readonly string[];
  /** The page's address: without JavaScript, each « Retirer » asks for it without its ingredient. */
  action: string;
  onRemove(ingredient: string): void;
}

export function IngredientChips({ ingredients, action, onRemove }: IngredientChipsProps) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Ingrédients ajoutés">
      {ingredients.map((ingredient) => (
        <li
          key={ingredient}
          className="inline-flex max-w-full items-center gap-1 rounded-full bg-crust py-1 pr-1 pl-4 font-bold"
        >
          {/* A long word wraps inside its chip: on a phone the remove button stays on screen. */}
          <span className="min-w-0 wrap-anywhere">{ingredient}</span>
          <form
            method="get"
            action={action}
            className="contents"
            onSubmit={(event) => {
              event.preventDefault();
              onRemove(ingredient);
            }}
          >
            <HiddenIngredients ingredients={ingredients.filter((item) => item !== ingredient)} />
            <button
              type="submit"
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-saffron"
              aria-label={`Retirer ${ingredient}`}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </form>
        </li>
      ))}
    </ul>
  );
}
