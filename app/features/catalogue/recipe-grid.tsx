import type { ReactNode } from "react";
import { Link } from "react-router";
import { RecipeCard } from "~/components/recipe/recipe-card";
import type { RecipeCard as Card } from "~/domain/catalogue/card";
import { type CatalogueFilters, filtersSearch, pageLinks } from "~/domain/catalogue/filters";
import type { Month } from "~/domain/produce/label";
import { cardExtra } from "~/components/produce/card-season";

interface RecipeGridProps {
  recipes: Card[];
  filters: CatalogueFilters;
  hasMore: boolean;
  /** Pages known to hold results, and whether more lie beyond: the page numbers. */
  pageCount?: number;
  morePages?: boolean;
  busy: boolean;
  empty: ReactNode;
  extra?: (recipe: Card) => ReactNode;
  /** The month in France, from the loader: cards of dishes led by fruit and vegetables show their season. */
  month?: Month;
}

/**
 * The cards of a search, with page links that keep the filters: plain links, so that paging
 * works without JavaScript and every page has its URL (`?page=2`).
 */
export function RecipeGrid({
  recipes,
  filters,
  hasMore,
  pageCount,
  morePages = false,
  busy,
  empty,
  extra,
  month,
}: RecipeGridProps) {
  const pageHref = (page: number) => filtersSearch({ ...filters, page }) || "?";
  return (
    <div aria-busy={busy} className={busy ? "opacity-60 transition-opacity" : undefined}>
      {recipes.length === 0 ? (
        empty
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Recettes">
          {recipes.map((recipe) => (
            <li key={recipe.id}>
              <RecipeCard recipe={recipe} extra={cardExtra(recipe, month, extra?.(recipe))} />
            </li>
          ))}
        </ul>
      )}
      {(filters.page > 1 || hasMore) && (
        <nav
          aria-label="Pages de résultats"
          className="mt-8 flex flex-wrap items-center justify-center gap-3"
        >
          {filters.page > 1 && (
            <Link to={pageHref(filters.page - 1)} className="button-secondary">
              Page précédente
            </Link>
          )}
          {pageCount !== undefined && pageCount > 1 && (
            <ol className="flex flex-wrap items-center gap-1">
              {pageLinks(filters.page, pageCount, morePages).map((link, index) =>
                "gap" in link ? (
                  <li key={`gap-${index}`} aria-hidden="true" className="px-2 text-ink-soft">
                    …
                  </li>
                ) : (
                  <li key={link.page}>
                    <Link
                      to={pageHref(link.page)}
                      aria-label={`Page ${link.page}`}
                      aria-current={link.current ? "page" : undefined}
                      className={
                        link.current
                          ? "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full bg-terracotta px-3 font-bold text-white"
                          : "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 underline-offset-4 hover:underline"
                      }
                    >
                      {link.page}
                    </Link>
                  </li>
                ),
              )}
            </ol>
          )}
          {hasMore && (
            <Link to={pageHref(filters.page + 1)} className="button-secondary">
              Page suivante
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}

export function FilterProblems({ problems }: { problems: string[] }) {
  if (problems.length === 0) return null;
  return (
    <div role="alert" className="mt-4 rounded-xl border border-red-300 bg-red-50 p-4 text-red-800">
      <p className="font-bold">Certains filtres ont été ignorés&nbsp;:</p>
      <ul className="mt-1 list-inside list-disc">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}
