import { ChefHat, Clock, Flame, Gauge, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CookModeButton } from "~/components/cook-mode/cook-mode-button";
import { cookRecipeOfGenerated } from "~/domain/cook/cook-recipe";
import { restLabel, timesOfWritten, totalTimeLabel } from "~/domain/catalogue/times";
import { durationLabel } from "~/domain/text/duration";
import type { PartialRecipe } from "~/domain/generation/stream-events";
import { AllergenNotice } from "./allergen-notice";
import type { RecipeNutrition } from "~/domain/nutrition/types";
import { formatAmount, formatMeasure } from "~/domain/text/numbers";
import type { ProduceFacts } from "~/domain/produce/facts";
import { ProduceSection } from "~/components/produce/produce-section";

interface GeneratedRecipeViewProps {
  recipe: PartialRecipe;
  nutrition?: RecipeNutrition;
  /** The nutrition screen shows per-ingredient figures, advice and alternatives. */
  detailed?: boolean;
  /** Season and carbon cost, written by the server once the recipe is complete. */
  produce?: ProduceFacts;
  /** Given once the recipe is complete: where cook mode keeps the cook's progress. */
  cookKey?: string;
}

/**
 * A generated recipe, complete or still arriving: each section appears once its
 * data has come, always in the same order, so nothing already shown moves. Every
 * value is rendered as text, never as HTML.
 */
export function GeneratedRecipeView({
  recipe,
  nutrition,
  detailed = false,
  produce,
  cookKey,
}: GeneratedRecipeViewProps) {
  const ingredients = list(recipe.ingredients).filter((item) => item?.nom);
  const steps = list(recipe.instructions).filter((step) => step?.description);
  // Only ever Toque's figures: a partial carries none (the stream's schema drops the model's),
  // a finished recipe carries CIQUAL's, and a saved one was recomputed when it was saved.
  const facts = nutrition?.perPortion ?? recipe.nutritionParPortion;
  // Waits are read from the steps once they have all come, so the total never shrinks or grows.
  const times =
    cookKey === undefined
      ? undefined
      : timesOfWritten(recipe.tempsPreparation, recipe.tempsCuisson, steps as { description: string }[]);
  const cookRecipe = cookKey === undefined ? undefined : cookRecipeOfGenerated(cookKey, recipe);

  return (
    <article className="space-y-6">
      <header>
        <h2 className="text-3xl font-semibold">{recipe.titre}</h2>
        {recipe.dApres?.id && recipe.dApres.titre && (
          <p className="mt-2">
            D&apos;après notre recette{" "}
            <Link to={`/recette/${recipe.dApres.id}`} className="font-bold text-terracotta-dark underline">
              {recipe.dApres.titre}
            </Link>
          </p>
        )}
        {recipe.description && <p className="mt-2 text-lg text-ink-soft">{recipe.description}</p>}
        {recipe.tempsPreparation !== undefined && (
          <ul className="mt-4 flex flex-wrap gap-2 text-sm" aria-label="En bref">
            <Fact
              icon={<Clock aria-hidden="true" className="size-4" />}
              label="Préparation"
              value={recipe.tempsPreparation}
            />
            <Fact
              icon={<Flame aria-hidden="true" className="size-4" />}
              label="Cuisson"
              value={recipe.tempsCuisson}
            />
            {times && times.rest > 0 && (
              <Fact
                icon={<Clock aria-hidden="true" className="size-4" />}
                label={restLabel(times.restKind)}
                value={durationLabel(times.rest)}
              />
            )}
            {times && (
              <Fact
                icon={<Clock aria-hidden="true" className="size-4" />}
                label="Total"
                value={totalTimeLabel(times)}
              />
            )}
            <Fact
              icon={<Gauge aria-hidden="true" className="size-4" />}
              label="Difficulté"
              value={recipe.difficulte}
            />
            <Fact
              icon={<Users aria-hidden="true" className="size-4" />}
              label="Portions"
              value={recipe.portions}
            />
          </ul>
        )}
        {cookRecipe && (
          <div className="mt-4">
            <CookModeButton recipe={cookRecipe} />
          </div>
        )}
      </header>

      <TextList title="Mis de côté" items={recipe.misDeCote} />

      {ingredients.length > 0 && (
        <Section title="Ingrédients">
          <ul className="divide-y divide-line rounded-xl border border-line bg-white">
            {ingredients.map((ingredient, index) => (
              <li
                key={`${ingredient.nom}-${index}`}
                className="flex flex-wrap justify-between gap-x-4 px-4 py-2"
              >
                <span className="font-bold">{ingredient.nom}</span>
                <span>
                  {[
                    ingredient.quantite === undefined ? undefined : formatAmount(ingredient.quantite),
                    ingredient.unite,
                  ]
                    .filter((part) => part !== undefined && part !== "")
                    .join(" ")}
                </span>
                {detailed && ingredient.calories !== undefined && (
                  <span className="w-full text-sm text-ink-soft">
                    {formatMeasure(ingredient.calories, "kcal", 0)} ·{" "}
                    {formatMeasure(ingredient.proteines ?? 0, "g")} de protéines ·{" "}
                    {formatMeasure(ingredient.glucides ?? 0, "g")} de glucides ·{" "}
                    {formatMeasure(ingredient.lipides ?? 0, "g")} de lipides (par portion)
                  </span>
                )}
              </li>
            ))}
          </ul>
        </Section>
      )}

      {list(recipe.materiel).length > 0 && (
        <Section title="Matériel">
          <ul className="list-inside list-disc">
            {list(recipe.materiel).map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </ul>
        </Section>
      )}

      {steps.length > 0 && (
        <Section title="Instructions">
          <ol className="space-y-3">
            {steps.map((step, index) => (
              <li key={index} className="flex gap-3">
                <span
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-terracotta font-bold text-white"
                  aria-hidden="true"
                >
                  {step.etape ?? index + 1}
                </span>
                <div>
                  <span className="sr-only">Étape {step.etape ?? index + 1} : </span>
                  <p>{step.description}</p>
                  {(step.temps || step.temperature) && (
                    <p className="mt-1 text-sm text-ink-soft">
                      {[
                        step.temps && `Durée\u00a0: ${formatAmount(step.temps)}`,
                        step.temperature && `Température\u00a0: ${formatAmount(step.temperature)}`,
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </p>
                  )}
                  {step.conseil && <p className="mt-1 text-sm text-sage">Conseil&nbsp;: {step.conseil}</p>}
                </div>
              </li>
            ))}
          </ol>
        </Section>
      )}

      <TextList title="Points techniques" items={recipe.pointsTechniques} />
      <TextList title="Astuces du chef" items={recipe.astucesChef} icon />
      {recipe.dressage && (
        <Section title="Dressage">
          <p>{recipe.dressage}</p>
        </Section>
      )}

      {facts && (
        <Section title="Nutrition par portion">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Nutrient label="Calories" value={formatMeasure(facts.calories, "kcal", 0)} />
            <Nutrient label="Protéines" value={formatMeasure(facts.proteines, "g")} />
            <Nutrient label="Glucides" value={formatMeasure(facts.glucides, "g")} />
            <Nutrient label="Lipides" value={formatMeasure(facts.lipides, "g")} />
          </dl>
          {nutrition && (
            <>
              <p className="mt-3 text-sm text-ink-soft">
                {nutrition.source}
                {facts.fibres !== undefined && ` · fibres\u00a0: ${formatMeasure(facts.fibres, "g")}`}
                {facts.sodium !== undefined && ` · sodium\u00a0: ${formatMeasure(facts.sodium, "mg", 0)}`}
              </p>
              {nutrition.unmatched.length > 0 && (
                <p className="mt-1 text-sm text-ink-soft">
                  Non trouvés dans la table Ciqual, donc non comptés&nbsp;: {nutrition.unmatched.join(", ")}.
                </p>
              )}
            </>
          )}
        </Section>
      )}

      <ProduceSection facts={produce} headingLevel="h3" />

      <AllergenNotice allergens={nutrition?.allergens} heading="h3" />
      {recipe.conservation && (
        <Section title="Conservation">
          <p>{recipe.conservation}</p>
        </Section>
      )}
      <TextList title="Variations" items={recipe.variations} />
      {detailed && <TextList title="Conseils du chef" items={recipe.conseils} />}
      {detailed && recipe.alternatives && Object.keys(recipe.alternatives).length > 0 && (
        <Section title="Alternatives">
          <dl className="space-y-2">
            {Object.entries(recipe.alternatives).map(([name, text]) => (
              <div key={name}>
                <dt className="inline font-bold">{name} : </dt>
                <dd className="inline">{text}</dd>
              </div>
            ))}
          </dl>
        </Section>
      )}
    </article>
  );
}

function list<T>(value: T[] | undefined): T[] {
  return Array.isArray(value) ? value : [];
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-2 text-xl font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function TextList({ title, items, icon = false }: { title: string; items?: string[]; icon?: boolean }) {
  const values = list(items).filter((item) => typeof item === "string" && item);
  if (values.length === 0) return null;
  return (
    <Section title={title}>
      <ul className="space-y-2">
        {values.map((item, index) => (
          <li key={index} className="flex gap-2">
            {icon ? (
              <ChefHat aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-terracotta" />
            ) : (
              <span aria-hidden="true">•</span>
            )}
            {item}
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: unknown }) {
  if (value === undefined || value === "") return null;
  return (
    <li className="inline-flex items-center gap-1.5 rounded-full bg-cream-deep px-3 py-1">
      {icon}
      <span className="font-bold">{label}&nbsp;:</span>{" "}
      {typeof value === "number" || typeof value === "string" ? formatAmount(value) : String(value)}
    </li>
  );
}

function Nutrient({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-line bg-white p-3 text-center">
      <dt className="text-sm text-ink-soft">{label}</dt>
      <dd className="text-lg font-bold">{value}</dd>
    </div>
  );
}
