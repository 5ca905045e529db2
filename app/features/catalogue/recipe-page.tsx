import {
  BookmarkCheck,
  BookmarkPlus,
  ChefHat,
  Clock,
  Flame,
  Gauge,
  MapPin,
  Minus,
  Plus,
  Printer,
  SlidersHorizontal,
  Users,
  Wine,
} from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, isRouteErrorResponse, useNavigation } from "react-router";
import { ErrorPage } from "~/components/layout/error-page";
import { useNonce } from "~/components/layout/nonce";
import { LikeButton } from "~/components/recipe/like-button";
import { SharePopover } from "~/components/recipe/share-popover";
import { Spinner } from "~/components/ui/spinner";
import type { RecipePage as RecipePageData } from "~/domain/catalogue/card";
import { restKindOf, restLabel, recipeTimes, stepKindOf, totalTimeLabel } from "~/domain/catalogue/times";
import { RecipeTimesList } from "~/components/recipe/recipe-times";
import type { IngredientLineParts } from "~/domain/catalogue/ingredient-line";
import { originLabel } from "~/domain/catalogue/origin";
import type { Recipe } from "~/domain/recipe/model";
import { AllergenNotice } from "~/components/recipe/allergen-notice";
import { IngredientLineText } from "~/components/recipe/ingredient-line-text";
import { NutritionSection } from "~/components/recipe/nutrition-section";
import { CookModeButton } from "~/components/cook-mode/cook-mode-button";
import { cookRecipeOf } from "~/domain/cook/cook-recipe";
import type { LineFood } from "~/domain/cook/step-ingredients";
import { MAX_SERVINGS, MIN_SERVINGS } from "~/domain/catalogue/servings";
import { formatMeasure } from "~/domain/text/numbers";
import type { RecipeNutrition } from "~/domain/nutrition/types";
import type { ProduceFacts } from "~/domain/produce/facts";
import { ProduceSection } from "~/components/produce/produce-section";
import { SeasonBadge } from "~/components/produce/season-badge";

export type RecipePageProps = Omit<RecipePageData, "kind"> & {
  /** The recipe's ingredient lines, written by the loader (ingredientLineParts). */
  ingredientLines: IngredientLineParts[];
  /** What the lexicon says of each line's food, for cook mode (lineFoods). */
  ingredientFoods?: LineFood[];
  isLoggedIn: boolean;
  jsonLd: string;
  saveMessage?: string;
  saveError?: string;
  produce?: ProduceFacts;
};

export function RecipePage(props: RecipePageProps) {
  const { recipe, author, nutrition, likes, isLiked, savedId, jsonLd } = props;
  const nonce = useNonce();
  const facts = nutrition.perPortion;
  const origin = originLabel(recipe);
  const times = recipeTimes(recipe);
  // The servings chosen travel with the shared link: the page opens at them (`?portions=6`).
  const chosenServings = recipe.servings === props.baseServings ? undefined : recipe.servings;
  const path = `/recette/${recipe.id}${chosenServings === undefined ? "" : `?portions=${chosenServings}`}`;

  return (
    <article className="mx-auto max-w-5xl px-4 py-10 sm:px-6 print:max-w-none print:p-0">
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: jsonLd }}
      />
      <header className="grid gap-8 md:grid-cols-2 md:items-center">
        <img
          src={recipe.image}
          alt={recipe.imageAlt}
          width={400}
          height={300}
          className="aspect-[4/3] w-full rounded-3xl bg-cream-deep object-cover print:hidden"
        />
        <div>
          <p className="inline-flex items-center gap-2 font-bold text-terracotta">
            <ChefHat aria-hidden="true" className="size-5" />
            {author}
          </p>
          <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">{recipe.title}</h1>
          <p className="mt-3 text-lg text-ink-soft">{recipe.description}</p>
          <ul className="mt-5 flex flex-wrap gap-2 text-sm" aria-label="En bref">
            <Fact
              icon={<Clock aria-hidden="true" className="size-4" />}
              label="Durée"
              value={totalTimeLabel(times)}
            />
            <Fact
              icon={<Users aria-hidden="true" className="size-4" />}
              label="Portions"
              value={`${recipe.servings}\u00a0pers.`}
            />
            <Fact
              icon={<Gauge aria-hidden="true" className="size-4" />}
              label="Difficulté"
              value={recipe.difficulty}
            />
            <Fact
              icon={<Flame aria-hidden="true" className="size-4" />}
              label="Calories"
              value={`${formatMeasure(facts.calories, "kcal", 0)} par portion`}
            />
            {origin && (
              <Fact icon={<MapPin aria-hidden="true" className="size-4" />} label="Origine" value={origin} />
            )}
          </ul>
          <RecipeTimesList times={times} withTotal={false} className="mt-3" />
          {props.produce?.season && (
            <p className="mt-3">
              <SeasonBadge label={props.produce.season} detail={props.produce.outOfSeason} />
            </p>
          )}
          <div className="no-print mt-6 flex flex-wrap items-center gap-2">
            <SaveButton
              savedId={savedId}
              recipeId={recipe.id}
              message={props.saveMessage}
              error={props.saveError}
            />
            <SharePopover path={path} title={recipe.title} servings={chosenServings} showLabel />
            <button type="button" className="button-secondary" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-5" />
              Imprimer
            </button>
            <LikeButton recipeId={recipe.id} title={recipe.title} likes={likes} isLiked={isLiked} />
          </div>
        </div>
      </header>

      <RecipeSections
        recipe={recipe}
        lines={props.ingredientLines}
        foods={props.ingredientFoods}
        nutrition={nutrition}
        servingsControl={<ServingsForm servings={recipe.servings} baseServings={props.baseServings} />}
        cookKey={`recette:${recipe.id}`}
        customisable
        produce={props.produce}
      />
    </article>
  );
}

interface RecipeSectionsProps {
  recipe: Recipe;
  lines: IngredientLineParts[];
  /** What the lexicon says of each line's food, for cook mode's step panels. */
  foods?: LineFood[];
  nutrition: RecipeNutrition;
  servingsControl?: ReactNode;
  customisable?: boolean;
  produce?: ProduceFacts;
  /** Where cook mode keeps the cook's progress in this recipe. */
  cookKey: string;
}

/** Ingredients, equipment, nutrition, steps, tips, variations and wine: the body of every recipe page. */
export function RecipeSections({
  recipe,
  lines,
  foods,
  nutrition,
  servingsControl,
  customisable = false,
  produce,
  cookKey,
}: RecipeSectionsProps) {
  return (
    <div className="mt-10 grid gap-10 md:grid-cols-[1fr_2fr]">
      <div className="space-y-10">
        <Section title="Ingrédients">
          {servingsControl}
          <ul className="mt-4 divide-y divide-line rounded-xl border border-line bg-white">
            {lines.map((line, index) => (
              <li key={`${line.rest}-${index}`} className="px-4 py-2">
                <IngredientLineText line={line} />
              </li>
            ))}
          </ul>
          {customisable && (
            <Link
              to={`/chef-vous/${recipe.id}?portions=${recipe.servings}`}
              className="no-print mt-4 inline-flex items-center gap-2 font-bold text-terracotta underline underline-offset-4"
            >
              <SlidersHorizontal aria-hidden="true" className="size-4" />
              Personnaliser cette recette
            </Link>
          )}
        </Section>
        {recipe.equipment.length > 0 && (
          <Section title="Matériel">
            <ul className="list-inside list-disc space-y-1">
              {recipe.equipment.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Section>
        )}
        <AllergenNotice allergens={nutrition.allergens} />
        <NutritionSection nutrition={nutrition} />
        <ProduceSection facts={produce} />
      </div>

      <div className="space-y-10">
        <Section title="Étapes" id="etapes">
          <div className="mb-4">
            <CookModeButton recipe={cookRecipeOf(cookKey, recipe, lines, foods)} />
          </div>
          <ol className="space-y-4">
            {recipe.steps.map((step, index) => (
              <li key={index} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-terracotta font-bold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <span className="sr-only">Étape {index + 1}&nbsp;: </span>
                  <p>{step.description}</p>
                  {(step.temps || step.temperature) && (
                    <p className="mt-1 text-sm text-ink-soft">
                      {[
                        step.temps && `${stepTimeLabel(step)}\u00a0: ${step.temps}`,
                        step.temperature && `Température\u00a0: ${step.temperature}`,
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ol>
        </Section>
        <TextSection title="Astuces du chef" items={recipe.tips} />
        <TextSection title="Variations" items={recipe.variations} />
        {recipe.wine && (
          <Section title="Accord mets et vin">
            <div className="flex gap-4 rounded-2xl border border-line bg-white p-4">
              <Wine aria-hidden="true" className="size-8 shrink-0 text-terracotta" />
              <div>
                <p className="text-lg font-bold">{recipe.wine.wine}</p>
                <p className="text-sm font-bold text-terracotta">
                  {recipe.wine.type} · {recipe.wine.region}
                </p>
                <p className="mt-1">{recipe.wine.why}</p>
                <p className="mt-2 text-sm text-ink-soft">
                  L'abus d'alcool est dangereux pour la santé, à consommer avec modération.
                </p>
              </div>
            </div>
          </Section>
        )}
      </div>
    </div>
  );
}

function SaveButton({
  savedId,
  recipeId,
  message,
  error,
}: {
  savedId?: string;
  recipeId: string;
  message?: string;
  error?: string;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  if (savedId) {
    return (
      <div className="flex flex-col">
        <Link to={`/mes-recettes/${savedId}`} className="button-primary">
          <BookmarkCheck aria-hidden="true" className="size-5" />
          Sauvegardée
        </Link>
        {message && (
          <p role="status" className="mt-1 text-sm text-sage">
            {message}
          </p>
        )}
      </div>
    );
  }
  return (
    <Form method="post" className="flex flex-col">
      <input type="hidden" name="recipeId" value={recipeId} />
      <button type="submit" name="intent" value="save" className="button-primary" disabled={saving}>
        {saving ? <Spinner /> : <BookmarkPlus aria-hidden="true" className="size-5" />}
        Sauvegarder
      </button>
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </Form>
  );
}

/** A GET form: the servings live in the URL, and the server scales quantities and nutrition. */
function ServingsForm({ servings, baseServings }: { servings: number; baseServings: number }) {
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location.search.includes("portions=");
  const link = (value: number) => (value === baseServings ? "?" : `?portions=${value}`);
  return (
    <Form
      method="get"
      preventScrollReset
      className="no-print flex flex-wrap items-end gap-2"
      aria-label="Nombre de personnes"
    >
      <Link
        to={link(Math.max(MIN_SERVINGS, servings - 1))}
        preventScrollReset
        replace
        aria-disabled={servings <= MIN_SERVINGS}
        className="inline-flex size-10 items-center justify-center rounded-full border-2 border-terracotta text-terracotta aria-disabled:pointer-events-none aria-disabled:opacity-40"
      >
        <Minus aria-hidden="true" className="size-4" />
        <span className="sr-only">Une personne de moins</span>
      </Link>
      <label className="font-bold">
        Personnes
        <input
          key={servings}
          type="number"
          name="portions"
          min={MIN_SERVINGS}
          max={MAX_SERVINGS}
          defaultValue={servings}
          className="ml-2 w-16 rounded-xl border-2 border-field bg-white px-2 py-1.5"
        />
      </label>
      <Link
        to={link(Math.min(MAX_SERVINGS, servings + 1))}
        preventScrollReset
        replace
        aria-disabled={servings >= MAX_SERVINGS}
        className="inline-flex size-10 items-center justify-center rounded-full border-2 border-terracotta text-terracotta aria-disabled:pointer-events-none aria-disabled:opacity-40"
      >
        <Plus aria-hidden="true" className="size-4" />
        <span className="sr-only">Une personne de plus</span>
      </Link>
      <button
        type="submit"
        className="rounded-full px-3 py-2 font-bold text-terracotta underline underline-offset-4"
      >
        Adapter
      </button>
      {busy && <Spinner />}
    </Form>
  );
}

function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <section id={id} className={id ? "scroll-mt-24" : undefined}>
      <h2 className="mb-3 text-2xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function TextSection({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Section title={title}>
      <ul className="list-inside list-disc space-y-2">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Section>
  );
}

/** A wait says what it waits for (« Au frais : 3 h »); any other timed step, « Durée ». */
function stepTimeLabel(step: RecipePageData["recipe"]["steps"][number]): string {
  return stepKindOf(step) === "rest" ? restLabel(restKindOf(step.description)) : "Durée";
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <li className="inline-flex items-center gap-1.5 rounded-full bg-cream-deep px-3 py-1.5">
      {icon}
      <span className="sr-only">{label}&nbsp;: </span>
      {value}
    </li>
  );
}

/** A recipe route's error page: its own « Recette non trouvée », the site's page otherwise. */
export function RecipeErrorPage({ error }: { error: unknown }) {
  return isRouteErrorResponse(error) && error.status === 404 ? (
    <RecipeNotFound />
  ) : (
    <ErrorPage error={error} />
  );
}

function RecipeNotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <h1 className="text-4xl font-semibold">Recette non trouvée</h1>
      <p className="mt-4 text-lg text-ink-soft">Cette recette n'existe pas ou a été supprimée.</p>
      <Link to="/nos-recettes" className="button-primary mt-8">
        Voir nos recettes
      </Link>
    </section>
  );
}
