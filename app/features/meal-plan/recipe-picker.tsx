import { Search } from "lucide-react";
import { type KeyboardEvent, useId, useMemo, useState, useSyncExternalStore } from "react";
import { type RecipeChoice, searchRecipes } from "~/domain/meal-plan/recipe-search";

interface RecipePickerProps {
  /** The accessible name: « Recette pour le déjeuner du lundi 1er mars ». */
  label: string;
  /** The recipes that suit this slot. */
  choices: readonly RecipeChoice[];
  /** The datalist the input falls back on before the page is hydrated, or without JavaScript. */
  fallbackList: string;
}

const MAX_OPTIONS = 8;
const noSubscription = () => () => {};

/** False in the server's HTML and during hydration, true once React runs the page. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A search-as-you-type field over the recipe library (WAI-ARIA combobox with a listbox):
 * typing filters, accents and case forgiven; arrows move, Enter picks, Escape closes then
 * clears. Until JavaScript runs, the same input offers the browser's own datalist, and the
 * server reads what was typed either way.
 */
export function RecipePicker({ label, choices, fallbackList }: RecipePickerProps) {
  const id = useId();
  const listId = `${id}-options`;
  const enhanced = useHydrated();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const options = useMemo(() => searchRecipes(query, choices, MAX_OPTIONS), [query, choices]);
  const expanded = enhanced && open && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  function pick(choice: RecipeChoice) {
    setQuery(choice.title);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setOpen(true);
        setActive((index) => (options.length === 0 ? -1 : (index + 1) % options.length));
        return;
      case "ArrowUp":
        event.preventDefault();
        setOpen(true);
        setActive((index) => (options.length === 0 ? -1 : (index <= 0 ? options.length : index) - 1));
        return;
      case "Enter": {
        // With a suggestion highlighted, Enter picks it; otherwise it submits the form.
        const choice = expanded ? options[active] : undefined;
        if (choice) {
          event.preventDefault();
          pick(choice);
        }
        return;
      }
      case "Escape":
        if (expanded) setOpen(false);
        else setQuery("");
        setActive(-1);
        return;
    }
  }

  return (
    <div className="relative min-w-0 flex-1">
      <label htmlFor={`${id}-input`} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-soft"
      />
      <input
        id={`${id}-input`}
        name="recette"
        required
        autoComplete="off"
        placeholder="Chercher une recette"
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        list={enhanced ? undefined : fallbackList}
        {...(enhanced && {
          role: "combobox",
          "aria-autocomplete": "list" as const,
          "aria-expanded": expanded,
          "aria-controls": listId,
          "aria-activedescendant": expanded && active >= 0 ? optionId(active) : undefined,
        })}
        className="h-11 w-full rounded-xl border-2 border-field bg-white pr-3 pl-9 text-base"
      />
      {enhanced && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Recettes proposées"
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-xl border border-line bg-white py-1 shadow-lg"
        >
          {options.map((choice, index) => (
            <li
              key={choice.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // The input keeps the focus: the list is only ever pointed at.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(choice)}
              className={`flex min-h-11 cursor-pointer items-center px-3 py-2 ${
                index === active ? "bg-cream-deep font-bold text-terracotta-dark" : "hover:bg-cream"
              }`}
            >
              {choice.title}
            </li>
          ))}
        </ul>
      )}
      {enhanced && open && query.trim() !== "" && options.length === 0 && (
        <p className="mt-1 text-sm text-ink-soft">Aucune recette ne correspond.</p>
      )}
    </div>
  );
}
