import { Users } from "lucide-react";
import { Link } from "react-router";
import { RecipeCard } from "~/components/recipe/recipe-card";
import type { RecipeCard as Card } from "~/domain/catalogue/card";

interface CommunityTeaserProps {
  recipes: Card[];
  /** How many of the cards are published by the community; the others come from the catalogue. */
  published: number;
}

function introduction(published: number, shown: number): string {
  if (published === 0)
    return "Personne n'a encore publié de recette : en attendant les vôtres, voici quelques recettes de nos chefs.";
  if (published < shown)
    return "Les dernières créations publiées par les cuisiniers de Toque, et quelques recettes de nos chefs.";
  return "Les dernières créations publiées par les cuisiniers de Toque.";
}

export function CommunityTeaser({ recipes, published }: CommunityTeaserProps) {
  return (
    <section aria-labelledby="community-title" className="mx-auto max-w-6xl px-4 pb-8 sm:px-6">
      <div className="rounded-3xl bg-sage px-6 py-12 text-white">
        <div className="flex flex-col items-center gap-4 text-center">
          <Users aria-hidden="true" className="size-10" />
          <h2 id="community-title" className="text-3xl font-semibold">
            Les recettes de la communauté
          </h2>
          <p className="max-w-2xl text-lg">{introduction(published, recipes.length)}</p>
        </div>
        {recipes.length > 0 && (
          <ul className="mt-8 grid gap-6 text-ink sm:grid-cols-2 lg:grid-cols-3">
            {recipes.map((recipe) => (
              <li key={recipe.id}>
                <RecipeCard recipe={recipe} headingLevel="h3" />
              </li>
            ))}
          </ul>
        )}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            to="/signup"
            className="inline-flex items-center rounded-full bg-white px-5 py-2.5 font-bold text-sage hover:bg-cream"
          >
            Rejoindre la communauté
          </Link>
          <Link
            to="/nos-recettes"
            className="inline-flex items-center rounded-full border-2 border-white px-5 py-2 font-bold text-white hover:bg-white/10"
          >
            Voir nos recettes
          </Link>
        </div>
      </div>
    </section>
  );
}
