import { Download, Pencil, SlidersHorizontal } from "lucide-react";
import { Link } from "react-router";
import { CookModeButton } from "~/components/cook-mode/cook-mode-button";
import { ProduceSection } from "~/components/produce/produce-section";
import { SeasonBadge } from "~/components/produce/season-badge";
import { AllergenNotice } from "~/components/recipe/allergen-notice";
import { NutritionSection } from "~/components/recipe/nutrition-section";
import { cookRecipeOfOwn } from "~/domain/cook/cook-recipe";
import { recipeTimes, totalTimeLabel } from "~/domain/catalogue/times";
import { joinIngredientLine } from "~/domain/import/ingredient-text";
import type { OwnRecipe } from "~/domain/import/own-recipe-schema";
import type { RecipeNutrition } from "~/domain/nutrition/types";
import type { ProduceFacts } from "~/domain/produce/facts";
import { SourceLinks } from "./source-links";

interface OwnRecipeViewProps {
  id: string;
  recipe: OwnRecipe;
  imported: boolean;
  nutrition: RecipeNutrition;
  /** Season and carbon, computed on the server when the page is read. */
  produce?: ProduceFacts;
  /** Another member of the household wrote it: the page reads it, and only they change it. */
  author?: string;
}

/**
 * An imported or written recipe: every text shown as text; nutrition, allergens, season and
 * carbon computed by Toque, as for a catalogue recipe.
 */
export function OwnRecipeView({ id, recipe, imported, nutrition, produce, author }: OwnRecipeViewProps) {
  return (
    <div className="space-y-8">
      <header>
        <p className="font-bold text-terracotta">
          {author ? `Partagée par ${author}` : imported ? "Recette importée" : "Votre recette"}
        </p>
        <h2 className="mt-1 text-3xl font-semibold">{recipe.title}</h2>
        {recipe.description !== "" && <p className="mt-2 text-lg text-ink-soft">{recipe.description}</p>}
        <p className="mt-3 text-sm">
          {totalTimeLabel(
            recipeTimes({ ...recipe, steps: recipe.steps.map((description) => ({ description })) }),
          )}{" "}
          · {recipe.servings} pers.
        </p>
        {produce?.season && (
          <p className="mt-3">
            <SeasonBadge label={produce.season} detail={produce.outOfSeason} />
          </p>
        )}
        {recipe.source && (
          <SourceLinks className="mt-2 text-sm" url={recipe.source.url} imageUrl={recipe.source.imageUrl} />
        )}
        <div className="no-print mt-4 flex flex-wrap gap-3">
          <CookModeButton recipe={cookRecipeOfOwn(`mes-recettes:${id}`, recipe)} />
          {author === undefined && (
            <>
              <Link to={`/mes-recettes/${id}/modifier`} className="button-secondary">
                <Pencil aria-hidden="true" className="size-5" />
                Modifier
              </Link>
              <Link to={`/chef-vous/mes-recettes/${id}`} className="button-secondary">
                <SlidersHorizontal aria-hidden="true" className="size-5" />
                Personnaliser
              </Link>
              <a href={`/mes-recettes/${id}/export`} download className="button-secondary">
                <Download aria-hidden="true" className="size-5" />
                Exporter
              </a>
            </>
          )}
        </div>
      </header>
      <div className="grid gap-10 md:grid-cols-[1fr_2fr]">
        <div className="space-y-10">
          <section>
            <h2 className="mb-3 text-2xl font-semibold">Ingrédients</h2>
            <ul className="divide-y divide-line rounded-xl border border-line bg-white">
              {recipe.ingredients.map((row, index) => (
                <li key={index} className="px-4 py-2">
                  {joinIngredientLine(row)}
                </li>
              ))}
            </ul>
          </section>
          <AllergenNotice allergens={nutrition.allergens} />
          <NutritionSection nutrition={nutrition} />
          <ProduceSection facts={produce} />
        </div>
        <section id="etapes" className="scroll-mt-24">
          <h2 className="mb-3 text-2xl font-semibold">Préparation</h2>
          <ol className="list-inside list-decimal space-y-4">
            {recipe.steps.map((step, index) => (
              <li key={index} className="whitespace-pre-line">
                {step}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
