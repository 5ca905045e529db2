import { Search, SearchX } from "lucide-react";
import { Link, useNavigation } from "react-router";
import type { RecipeCard } from "~/domain/catalogue/card";
import { type CatalogueFilters, hasFilters } from "~/domain/catalogue/filters";
import { DIFFICULTIES } from "~/domain/generation/labels";
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
  categories,
  filters,
  problems,
  month,
}: CataloguePageProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.pathname === "/nos-recettes";

  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-semibold">Nos Recettes</h1>
      <p className="mt-2 max-w-2xl text-lg text-ink-soft">
        Les recettes de nos chefs et celles que la communauté publie : cherchez un plat, un ingrédient, ou
        laissez-vous guider par les catégories.
      </p>

      <FilterForm path="/nos-recettes" filters={filters} placeholder="Tomate, tarte, poulet…">
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
        <SeasonFilter checked={filters.saison === "1"} />
        <div className="flex gap-2">
          <button type="submit" className="button-primary">
            <Search aria-hidden="true" className="size-5" />
            Rechercher
          </button>
          <Link to="/nos-recettes" className="button-secondary">
            Réinitialiser
          </Link>
        </div>
        <AllergenExclusions excluded={filters.sans} />
      </FilterForm>
      <FilterProblems problems={problems} />

      <div className="mt-8">
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
