import { SearchX, SlidersHorizontal } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { Spinner } from "~/components/ui/spinner";
import type { RecipeCard } from "~/domain/catalogue/card";
import { type CatalogueFilters, MAX_QUERY_LENGTH, TIME_FILTERS } from "~/domain/catalogue/filters";
import { DIFFICULTIES } from "~/domain/generation/labels";
import { FilterProblems, RecipeGrid, useApplyFilters } from "./recipe-grid";

interface ChefVousPageProps {
  recipes: RecipeCard[];
  hasMore: boolean;
  filters: CatalogueFilters;
  problems: string[];
}

const fieldClass = "mt-1 w-full rounded-xl border-2 border-field bg-white px-3 py-2";

/** Le Chef C'est Vous: find a recipe of the whole catalogue, then make it your own. */
export function ChefVousPage({ recipes, hasMore, filters, problems }: ChefVousPageProps) {
  const navigation = useNavigation();
  const applyFilters = useApplyFilters("/chef-vous");
  const filtering = navigation.state !== "idle" && navigation.location?.pathname === "/chef-vous";

  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-semibold">Le Chef C'est Vous</h1>
      <p className="mt-2 max-w-2xl text-lg text-ink-soft">
        Trouvez une recette à votre goût et à votre rythme, puis adaptez-la : nombre de personnes, ingrédients
        à retirer ou à remplacer.
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
            placeholder="Titre ou description"
            className={fieldClass}
          />
        </label>
        <label className="block font-bold">
          Difficulté
          <select name="difficulte" defaultValue={filters.difficulte} className={fieldClass}>
            <option value="">Toutes</option>
            {DIFFICULTIES.map((difficulty) => (
              <option key={difficulty} value={difficulty}>
                {difficulty}
              </option>
            ))}
          </select>
        </label>
        <label className="block font-bold">
          Temps maximum
          <select name="temps" defaultValue={filters.temps} className={fieldClass}>
            <option value="">Peu importe</option>
            {TIME_FILTERS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} min
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button-primary" disabled={filtering}>
          {filtering ? <Spinner /> : <SlidersHorizontal aria-hidden="true" className="size-5" />}
          Filtrer
        </button>
      </Form>
      <FilterProblems problems={problems} />

      <div className="mt-8">
        <RecipeGrid
          recipes={recipes}
          filters={filters}
          hasMore={hasMore}
          busy={filtering}
          extra={(recipe) => (
            <Link
              to={`/chef-vous/${recipe.id}`}
              className="inline-flex items-center gap-2 font-bold text-terracotta underline underline-offset-4"
            >
              <SlidersHorizontal aria-hidden="true" className="size-4" />
              Personnaliser
              <span className="sr-only"> : {recipe.title}</span>
            </Link>
          )}
          empty={
            <div className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-field bg-white px-6 py-12 text-center">
              <SearchX aria-hidden="true" className="size-10 text-terracotta" />
              <p className="text-xl font-bold">Aucune recette trouvée</p>
              <Link to="/chef-vous" className="button-secondary">
                Effacer les filtres
              </Link>
            </div>
          }
        />
      </div>
    </section>
  );
}
