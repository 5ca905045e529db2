import { SearchX, SlidersHorizontal } from "lucide-react";
import { Link, useNavigation } from "react-router";
import { Spinner } from "~/components/ui/spinner";
import type { RecipeCard } from "~/domain/catalogue/card";
import { type CatalogueFilters, TIME_FILTERS } from "~/domain/catalogue/filters";
import { DIFFICULTIES } from "~/domain/generation/labels";
import { FilterForm, FilterSelect } from "./filter-form";
import { FilterProblems, RecipeGrid } from "./recipe-grid";

interface ChefVousPageProps {
  recipes: RecipeCard[];
  hasMore: boolean;
  filters: CatalogueFilters;
  problems: string[];
}

/** Le Chef C'est Vous: find a recipe of the whole catalogue, then make it your own. */
export function ChefVousPage({ recipes, hasMore, filters, problems }: ChefVousPageProps) {
  const navigation = useNavigation();
  const filtering = navigation.state !== "idle" && navigation.location?.pathname === "/chef-vous";

  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-4xl font-semibold">Le Chef C'est Vous</h1>
      <p className="mt-2 max-w-2xl text-lg text-ink-soft">
        Trouvez une recette à votre goût et à votre rythme, puis adaptez-la&nbsp;: nombre de personnes,
        ingrédients à retirer ou à remplacer.
      </p>

      <FilterForm path="/chef-vous" filters={filters} placeholder="Titre ou description">
        <FilterSelect
          label="Difficulté"
          name="difficulte"
          value={filters.difficulte}
          anyLabel="Toutes"
          options={DIFFICULTIES.map((difficulty) => ({ value: difficulty, label: difficulty }))}
        />
        <FilterSelect
          label="Temps maximum"
          name="temps"
          value={filters.temps}
          anyLabel="Peu importe"
          options={TIME_FILTERS.map((minutes) => ({ value: String(minutes), label: `${minutes}\u00a0min` }))}
        />
        <button type="submit" className="button-primary" disabled={filtering}>
          {filtering ? <Spinner /> : <SlidersHorizontal aria-hidden="true" className="size-5" />}
          Filtrer
        </button>
      </FilterForm>
      <FilterProblems problems={problems} />

      <div className="mt-8">
        <RecipeGrid
          recipes={recipes}
          filters={filters}
          hasMore={hasMore}
          busy={filtering}
          extra={(recipe) => (
            <Link to={`/chef-vous/${recipe.id}`} className="button-primary min-h-11 w-full">
              <SlidersHorizontal aria-hidden="true" className="size-5" />
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
