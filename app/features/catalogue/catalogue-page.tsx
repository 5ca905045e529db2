import { Search, SearchX } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import type { RecipeCard } from "~/domain/catalogue/card";
import { type CatalogueFilters, MAX_QUERY_LENGTH, hasFilters } from "~/domain/catalogue/filters";
import { DIFFICULTIES } from "~/domain/generation/labels";
import { FilterProblems, RecipeGrid, useApplyFilters } from "./recipe-grid";

interface CataloguePageProps {
  recipes: RecipeCard[];
  hasMore: boolean;
  categories: string[];
  filters: CatalogueFilters;
  problems: string[];
}

const fieldClass = "mt-1 w-full rounded-xl border-2 border-field bg-white px-3 py-2";

/**
 * Nos Recettes. The filters are a GET form: they live in the URL, so a search can be
 * shared, the back button undoes it, and it works without JavaScript. With it, choosing
 * a category or a difficulty applies at once.
 */
export function CataloguePage({ recipes, hasMore, categories, filters, problems }: CataloguePageProps) {
  const navigation = useNavigation();
  const applyFilters = useApplyFilters("/nos-recettes");
  const busy = navigation.state === "loading" && navigation.location.pathname === "/nos-recettes";

  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-semibold">Nos Recettes</h1>
      <p className="mt-2 max-w-2xl text-lg text-ink-soft">
        Les recettes de nos chefs et celles que la communauté publie : cherchez un plat, un ingrédient, ou
        laissez-vous guider par les catégories.
      </p>

      <Form
        method="get"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          applyFilters(event.currentTarget);
        }}
        aria-label="Filtrer les recettes"
        className="mt-8 grid gap-4 rounded-2xl border border-line bg-white p-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
        key={JSON.stringify(filters)}
      >
        <label className="block font-bold">
          Rechercher
          <input
            type="search"
            name="q"
            defaultValue={filters.q}
            maxLength={MAX_QUERY_LENGTH}
            placeholder="Tomate, tarte, poulet…"
            className={fieldClass}
          />
        </label>
        <label className="block font-bold">
          Catégorie
          <select
            name="categorie"
            defaultValue={filters.categorie}
            className={fieldClass}
            onChange={(event) => applyFilters(event.currentTarget.form)}
          >
            <option value="">Toutes les catégories</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </label>
        <label className="block font-bold">
          Difficulté
          <select
            name="difficulte"
            defaultValue={filters.difficulte}
            className={fieldClass}
            onChange={(event) => applyFilters(event.currentTarget.form)}
          >
            <option value="">Toutes les difficultés</option>
            {DIFFICULTIES.map((difficulty) => (
              <option key={difficulty} value={difficulty}>
                {difficulty}
              </option>
            ))}
          </select>
        </label>
        <div className="flex gap-2">
          <button type="submit" className="button-primary">
            <Search aria-hidden="true" className="size-5" />
            Rechercher
          </button>
          <Link to="/nos-recettes" className="button-secondary">
            Réinitialiser
          </Link>
        </div>
      </Form>
      <FilterProblems problems={problems} />

      <div className="mt-8">
        <RecipeGrid
          recipes={recipes}
          filters={filters}
          hasMore={hasMore}
          busy={busy}
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
