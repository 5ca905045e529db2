import { Search, SearchX, SlidersHorizontal, X } from "lucide-react";
import { Link, useNavigation } from "react-router";
import type { RecipeCard } from "~/domain/catalogue/card";
import {
  type CatalogueFilters,
  SORT_ORDERS,
  TIME_FILTERS,
  filtersSearch,
  hasFilters,
  resultCountLabel,
  sortLabels,
} from "~/domain/catalogue/filters";
import type { QueryChip } from "~/domain/catalogue/query";
import { DIFFICULTIES } from "~/domain/generation/labels";
import { CUISINES, REGIONS } from "~/domain/recipe/labels";
import type { Month } from "~/domain/produce/label";
import { SeasonFilter } from "~/components/produce/season-filter";
import { AllergenExclusions } from "~/components/recipe/allergen-exclusions";
import { FilterForm, FilterSelect } from "./filter-form";
import { FilterProblems, RecipeGrid } from "./recipe-grid";

interface CataloguePageProps {
  recipes: RecipeCard[];
  hasMore: boolean;
  pageCount: number;
  morePages: boolean;
  /** Recipes found; a lower bound when morePages. */
  count: number;
  /** The intents read from the query (« Sans gluten »…), each removable. */
  chips: QueryChip[];
  categories: string[];
  filters: CatalogueFilters;
  problems: string[];
  month: Month;
}

/**
 * Nos Recettes. The filters are a GET form: they live in the URL, so a search can be
 * shared, the back button undoes it, and it works without JavaScript. With it, choosing
 * a category or a difficulty applies at once.
 */
export function CataloguePage({
  recipes,
  hasMore,
  pageCount,
  morePages,
  count,
  chips,
  categories,
  filters,
  problems,
  month,
}: CataloguePageProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === "/nos-recettes";
  // A filter chosen on a phone reloads the page: the disclosure then stays open on what was set.
  const settings = settingsInUse(filters);

  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-semibold">Nos Recettes</h1>
      <p className="mt-2 max-w-2xl text-lg text-ink-soft">
        Les recettes de nos chefs et celles que la communauté publie&nbsp;: cherchez un plat, un ingrédient,
        ou laissez-vous guider par les catégories.
      </p>

      <FilterForm
        path="/nos-recettes"
        filters={filters}
        placeholder="Végétarien rapide, tarte sans gluten…"
        layout="sm:grid-cols-2 lg:grid-cols-4"
        searchClassName="sm:col-span-2"
      >
        <div className="flex gap-2 sm:col-span-2 lg:self-end">
          <button type="submit" className="button-primary">
            <Search aria-hidden="true" className="size-5" />
            Rechercher
          </button>
          <Link to="/nos-recettes" className="button-secondary">
            Réinitialiser
          </Link>
        </div>
        <details className="filters-disclosure col-span-full" open={settings > 0}>
          <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-bold">
            <SlidersHorizontal aria-hidden="true" className="size-5 text-terracotta" />
            Filtres et tri
            {settings > 0 && <span className="text-ink-soft">({settings})</span>}
          </summary>
          <div className="grid gap-4 pt-2 sm:grid-cols-2 sm:items-end sm:pt-0 lg:grid-cols-4">
            <FilterSelect
              label="Catégorie"
              name="categorie"
              value={filters.categorie}
              anyLabel="Toutes les catégories"
              options={categories.map((category) => ({ value: category, label: category }))}
              applyAtOnce
            />
            <FilterSelect
              label="Difficulté"
              name="difficulte"
              value={filters.difficulte}
              anyLabel="Toutes les difficultés"
              options={DIFFICULTIES.map((difficulty) => ({ value: difficulty, label: difficulty }))}
              applyAtOnce
            />
            <FilterSelect
              label="Temps total"
              name="temps"
              value={filters.temps}
              anyLabel="Tous les temps"
              options={LISTED_TIMES.map((minutes) => ({
                value: String(minutes),
                label: `${minutes}\u00a0min au plus`,
              }))}
              applyAtOnce
            />
            <FilterSelect
              label="Région"
              name="region"
              value={filters.region}
              anyLabel="Toutes les régions"
              options={REGIONS.map((region) => ({ value: region, label: region }))}
              applyAtOnce
            />
            <FilterSelect
              label="Cuisine"
              name="cuisine"
              value={filters.cuisine}
              anyLabel="Toutes les cuisines"
              options={CUISINES.map((cuisine) => ({ value: cuisine, label: capitalised(cuisine) }))}
              applyAtOnce
            />
            <FilterSelect
              label="Trier par"
              name="tri"
              value={filters.tri}
              anyLabel={sortLabels[""]}
              options={SORT_ORDERS.map((order) => ({ value: order, label: sortLabels[order] }))}
              applyAtOnce
            />
            <SeasonFilter checked={filters.saison === "1"} />
            <AllergenExclusions excluded={filters.sans} />
          </div>
        </details>
      </FilterForm>
      <FilterProblems problems={problems} />

      <div className="mt-8 flex flex-wrap items-center gap-3">
        <p className="font-bold" role="status">
          {resultCountLabel(count, morePages)}
        </p>
        {chips.length > 0 && (
          <ul aria-label="Filtres lus dans la recherche" className="flex flex-wrap gap-2">
            {chips.map((chip) => (
              <li key={chip.label}>
                <Link
                  to={`/nos-recettes${filtersSearch({ ...filters, q: chip.without, page: 1 })}`}
                  aria-label={`Retirer le filtre ${chip.label}`}
                  className="inline-flex min-h-11 items-center gap-1 rounded-full border-2 border-terracotta bg-white px-3 font-semibold text-ink hover:bg-terracotta/10"
                >
                  {chip.label}
                  <X aria-hidden="true" className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="mt-6">
        <RecipeGrid
          recipes={recipes}
          filters={filters}
          hasMore={hasMore}
          pageCount={pageCount}
          morePages={morePages}
          busy={busy}
          month={month}
          empty={
            <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-field bg-white px-6 py-12 text-center">
              <SearchX aria-hidden="true" className="size-10 text-terracotta" />
              <p className="text-xl font-bold">Aucune recette ne correspond à vos critères</p>
              {hasFilters(filters) && (
                <p className="text-ink-soft">Essayez un autre mot ou retirez un filtre.</p>
              )}
            </div>
          }
        />
      </div>
    </section>
  );
}

/** The choices of « Filtres et tri » in use, the search apart. */
function settingsInUse(filters: CatalogueFilters): number {
  const chosen = [filters.categorie, filters.difficulte, filters.temps, filters.region, filters.cuisine];
  return (
    chosen.filter((value) => value !== "").length +
    (filters.tri ? 1 : 0) +
    (filters.saison === "1" ? 1 : 0) +
    filters.sans.length
  );
}

/** Nos Recettes offers the quick times; an hour is Le Chef C'est Vous's longest. */
const LISTED_TIMES = TIME_FILTERS.filter((minutes) => minutes <= 45);

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
