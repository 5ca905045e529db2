import { Download } from "lucide-react";
import { Link, data, redirect } from "react-router";
import { pageMeta } from "~/components/layout/page-meta";
import { CocktailCard } from "~/components/recipe/cocktail-card";
import { GeneratedRecipeView } from "~/components/recipe/generated-recipe-view";
import { HealthNotice } from "~/components/ui/health-notice";
import { durationOf } from "~/domain/catalogue/card";
import { ownSourceOf } from "~/domain/catalogue/own-source";
import { RecipeSections } from "~/features/catalogue/recipe-page";
import { PlanOwnRecipeForm } from "~/features/meal-plan/plan-own-recipe-form";
import { OwnRecipeView } from "~/features/recipe-import/own-recipe-view";
import { PublishOwnRecipe } from "~/features/recipe-import/publish-own-recipe";
import { ownRecipeRef } from "~/domain/meal-plan/recipe-ref";
import { planOwnFormSchema } from "~/domain/meal-plan/plan-forms";
import { DEFAULT_PLAN_PORTIONS } from "~/domain/meal-plan/types";
import { PARIS_TIME_ZONE, addDays, dayLabel, mondayOf, todayIn } from "~/domain/base/week";
import { readFormBody } from "~/.server/http/form-body";
import { requireViewer } from "~/.server/require-viewer";
import type { Route } from "./+types/mes-recettes.$id";
import { authorOf } from "~/.server/live/device";
import { ownerToMake } from "~/.server/meal-plan/plan-owner";

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta(data?.item.title ?? "Recette", "Une recette de Mes Recettes.");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context.services, request);
  const now = new Date();
  const page = await context.services.myRecipes.page(viewer, params.id, now);
  if (!page) throw new Response("Recette introuvable", { status: 404 });
  const today = todayIn(PARIS_TIME_ZONE, now);
  return {
    ...page,
    // Today and the thirteen days after it: this week and the next are what people plan.
    planDays: Array.from({ length: 14 }, (_, index) => addDays(today, index)).map((iso) => ({
      iso,
      label: dayLabel(iso),
    })),
  };
}

/** « Planifier dans Menu Perso »: the meal is added, then that week of Menu Perso opens. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = await requireViewer(context.services, request);
  const parsed = planOwnFormSchema.safeParse(Object.fromEntries(await readFormBody(request)));
  if (!parsed.success) return data({ message: parsed.error.issues[0]?.message ?? "Demande invalide." }, 400);
  // Bad input changes nothing: the household is made only for a meal about to be planned.
  const { day, type, portions } = parsed.data;
  const outcome = await context.services.mealPlans.add(
    ownerToMake(context.services, viewer),
    { day, type, portions, recipeId: ownRecipeRef(params.id) },
    authorOf(viewer, request),
  );
  if (!outcome.ok) return data({ message: outcome.message }, 404);
  return redirect(`/menu-perso?semaine=${mondayOf(day)}`);
}

/** A version of an own recipe leads back to it in Mes Recettes, others to the catalogue. */
function originOf(recipeId: string): string {
  const own = ownSourceOf(recipeId);
  return own ? `/mes-recettes/${own.entryId}` : `/recette/${recipeId}`;
}

export default function SavedRecipeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <Link to="/mes-recettes" className="font-bold text-terracotta underline underline-offset-4">
        ← Mes Recettes
      </Link>
      <div className="mt-6 rounded-3xl border border-line bg-white p-5 sm:p-8">
        <SavedItemView
          item={loaderData.item}
          nutrition={loaderData.nutrition}
          lines={loaderData.lines}
          foods={loaderData.foods}
          produce={loaderData.produce}
          author={loaderData.author}
        />
        {/* Another member's recipe is read here, and exported, published or changed by its author. */}
        {loaderData.author === undefined &&
          ["saved", "customised", "generated"].includes(loaderData.item.origin) && (
            <a
              href={`/mes-recettes/${loaderData.item.id}/export`}
              download
              className="button-secondary no-print mt-8"
            >
              <Download aria-hidden="true" className="size-5" />
              Exporter
            </a>
          )}
        {loaderData.author === undefined &&
          (loaderData.item.origin === "written" || loaderData.item.origin === "imported") && (
            <PublishOwnRecipe
              id={loaderData.item.id}
              imported={loaderData.item.origin === "imported"}
              publishedId={loaderData.publishedId}
            />
          )}
        {loaderData.item.origin !== "cocktail" && loaderData.item.origin !== "pairing" && (
          <PlanOwnRecipeForm
            days={loaderData.planDays}
            portions={DEFAULT_PLAN_PORTIONS}
            message={actionData?.message}
          />
        )}
      </div>
    </section>
  );
}

function SavedItemView({
  item,
  nutrition,
  lines,
  foods,
  produce,
  author,
}: Pick<
  Route.ComponentProps["loaderData"],
  "item" | "nutrition" | "lines" | "foods" | "produce" | "author"
>) {
  if (item.origin === "generated") {
    return (
      <GeneratedRecipeView
        recipe={item.recipe}
        nutrition={nutrition}
        detailed={item.recipe.calories !== undefined}
        produce={produce}
        cookKey={`mes-recettes:${item.id}`}
      />
    );
  }
  if (item.origin === "saved" || item.origin === "customised") {
    const { recipe } = item;
    return (
      <div className="space-y-8">
        <header>
          <p className="font-bold text-terracotta">
            {author
              ? `Partagée par ${author}`
              : item.origin === "customised"
                ? "Votre version personnalisée"
                : `Par ${recipe.chef}`}
          </p>
          <h2 className="mt-1 text-3xl font-semibold">{recipe.title}</h2>
          <p className="mt-2 text-lg text-ink-soft">{recipe.description}</p>
          <p className="mt-3 text-sm">
            {durationOf(recipe)} · {recipe.servings} pers. · {recipe.difficulty} ·{" "}
            <Link to={originOf(recipe.id)} className="font-bold underline underline-offset-4">
              Voir la recette d'origine
            </Link>
          </p>
        </header>
        {nutrition && (
          <RecipeSections
            recipe={recipe}
            lines={lines}
            foods={foods}
            nutrition={nutrition}
            produce={produce}
            cookKey={`mes-recettes:${item.id}`}
          />
        )}
      </div>
    );
  }
  if (item.origin === "imported" || item.origin === "written") {
    return nutrition ? (
      <OwnRecipeView
        id={item.id}
        recipe={item.recipe}
        imported={item.origin === "imported"}
        nutrition={nutrition}
        produce={produce}
        author={author}
      />
    ) : null;
  }
  if (item.origin === "cocktail") {
    return (
      <div className="space-y-4">
        <CocktailCard cocktail={item.cocktail} />
        <HealthNotice />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <h2 className="text-3xl font-semibold">{item.title}</h2>
      <ul className="space-y-4">
        {item.suggestions.map((wine) => (
          <li key={wine.name} className="flex gap-4">
            <img src={wine.image} alt="" width={64} height={64} className="size-16" />
            <div>
              <h3 className="text-xl font-semibold">{wine.name}</h3>
              <p className="text-sm font-bold text-terracotta">
                {wine.type} · {wine.region} · Servir à {wine.temperature}
              </p>
              <p className="mt-1">{wine.description}</p>
            </div>
          </li>
        ))}
      </ul>
      <HealthNotice />
    </div>
  );
}
