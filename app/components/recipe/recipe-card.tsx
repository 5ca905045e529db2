import { Clock, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { RecipeCard as Card } from "~/domain/catalogue/card";
import { LikeButton } from "./like-button";
import { SharePopover } from "./share-popover";

interface RecipeCardProps {
  recipe: Card;
  /** An extra action under the card, such as « Personnaliser » on Le Chef C'est Vous. */
  extra?: ReactNode;
  headingLevel?: "h2" | "h3";
}

/**
 * Spec §2's recipe card. The whole card opens the recipe (its title link stretches over
 * it), while the heart and the share button stay buttons of their own above that link.
 */
export function RecipeCard({ recipe, extra, headingLevel: Heading = "h2" }: RecipeCardProps) {
  const href = `/recette/${recipe.id}`;
  return (
    <article className="relative flex h-full flex-col rounded-2xl border border-line bg-white shadow-sm transition hover:shadow-md">
      <img
        src={recipe.image}
        alt={recipe.imageAlt}
        width={400}
        height={300}
        loading="lazy"
        className="aspect-[4/3] w-full rounded-t-2xl bg-cream-deep object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm font-bold text-terracotta">{recipe.category}</p>
        <Heading className="mt-1 text-xl font-semibold">
          <Link to={href} className="after:absolute after:inset-0 hover:text-terracotta">
            {recipe.title}
          </Link>
        </Heading>
        <p className="mt-1 text-sm text-ink-soft">Par {recipe.author}</p>
        <ul className="mt-3 flex flex-wrap gap-3 text-sm">
          <li className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {recipe.duration}
          </li>
          <li className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className="size-4" />
            {recipe.servings} pers.
          </li>
          <li>{recipe.difficulty}</li>
        </ul>
        <div className="relative z-10 mt-auto flex items-center justify-between gap-2 pt-4">
          <LikeButton
            recipeId={recipe.id}
            title={recipe.title}
            likes={recipe.likes}
            isLiked={recipe.isLiked}
          />
          <div className="flex items-center gap-1">
            <SharePopover path={href} title={recipe.title} />
            <Link to={href} className="button-secondary min-h-11 px-3 py-2 text-sm">
              Voir la Recette
              <span className="sr-only"> : {recipe.title}</span>
            </Link>
          </div>
        </div>
        {extra && <div className="relative z-10 mt-3">{extra}</div>}
      </div>
    </article>
  );
}
