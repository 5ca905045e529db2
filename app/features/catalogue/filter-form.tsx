import type { ReactNode } from "react";
import { Form, useNavigate } from "react-router";
import { type CatalogueFilters, MAX_QUERY_LENGTH } from "~/domain/catalogue/filters";

const fieldClass = "mt-1 w-full rounded-xl border-2 border-field bg-white px-3 py-2";

/**
 * Applies a filter form in the browser with a URL that holds only the filters in use
 * (`?q=tomate`, not `?q=tomate&categorie=&difficulte=`). Without JavaScript the form's
 * own GET does the same work with the empty fields left in.
 */
function useApplyFilters(path: string) {
  const navigate = useNavigate();
  return (form: HTMLFormElement | null) => {
    if (!form) return;
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form))
      if (typeof value === "string" && value.trim() !== "") params.append(key, value.trim());
    const search = params.toString();
    navigate(search ? `${path}?${search}` : path);
  };
}

interface FilterFormProps {
  /** The page the filters apply to: « /nos-recettes ». */
  path: string;
  filters: CatalogueFilters;
  placeholder: string;
  /** The selects, then the buttons. */
  children: ReactNode;
  /** The grid of the fields, when the page has more of them than the default four columns hold. */
  layout?: string;
  /** Classes of the search field's label: `sm:col-span-2` to widen it. */
  searchClassName?: string;
}

/**
 * The search form of the catalogue's pages, a GET form: the filters live in the URL, so a
 * search can be shared, the back button undoes it, and it works without JavaScript.
 */
export function FilterForm({
  path,
  filters,
  placeholder,
  children,
  layout = "sm:grid-cols-[2fr_1fr_1fr_auto]",
  searchClassName = "",
}: FilterFormProps) {
  const applyFilters = useApplyFilters(path);
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filtrer les recettes"
      onSubmit={(event) => {
        event.preventDefault();
        applyFilters(event.currentTarget);
      }}
      onChange={(event) => {
        // Choosing in a select or ticking a box marked « applies at once » needs no button press.
        const target = event.target as HTMLElement;
        const atOnce = target instanceof HTMLSelectElement || target instanceof HTMLInputElement;
        if (atOnce && target.dataset.applyAtOnce !== undefined) applyFilters(event.currentTarget);
      }}
      className={`mt-8 grid gap-4 rounded-2xl border border-line bg-white p-4 sm:items-end ${layout}`}
      key={JSON.stringify(filters)}
    >
      <label className={`block font-bold ${searchClassName}`}>
        Rechercher
        <input
          type="search"
          name="q"
          defaultValue={filters.q}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={placeholder}
          className={fieldClass}
        />
      </label>
      {children}
    </Form>
  );
}

interface FilterSelectProps {
  label: string;
  name: keyof CatalogueFilters;
  value: string;
  /** The first option, which filters nothing: « Toutes les catégories ». */
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  applyAtOnce?: boolean;
}

export function FilterSelect({
  label,
  name,
  value,
  anyLabel,
  options,
  applyAtOnce = false,
}: FilterSelectProps) {
  return (
    <label className="block font-bold">
      {label}
      <select
        name={name}
        defaultValue={value}
        className={fieldClass}
        data-apply-at-once={applyAtOnce ? "" : undefined}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
