import { GlassWater } from "lucide-react";
import type { Cocktail } from "~/domain/cocktails/creator";
import { formatAmount } from "~/domain/text/numbers";

/** A cocktail with all the fields of ARCHITECTURE § 1, Entities, as the creator and Mes Recettes show it. */
export function CocktailCard({
  cocktail,
  inspiration,
  headingLevel = 2,
}: {
  cocktail: Cocktail;
  inspiration?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const Sub = headingLevel === 2 ? "h3" : "h4";
  return (
    <article aria-label={cocktail.nom} className="rounded-3xl border border-line bg-white p-6 shadow-sm">
      <Heading className="flex items-center gap-2 text-3xl font-semibold">
        <GlassWater aria-hidden="true" className="size-7 text-terracotta" />
        {cocktail.nom}
      </Heading>
      {inspiration && <p className="mt-1 text-sm font-bold text-sage">Inspiré du {inspiration}</p>}
      <p className="mt-3 text-lg text-ink-soft">{cocktail.description}</p>
      <dl className="mt-4 flex flex-wrap gap-2 text-sm">
        {[
          ["Difficulté", cocktail.difficulte],
          ["Préparation", cocktail.preparation],
          ["Verre", cocktail.verre],
        ].map(([label, value]) => (
          <div key={label} className="rounded-full bg-cream-deep px-3 py-1">
            <dt className="inline font-bold">{label} : </dt>
            <dd className="inline">{value}</dd>
          </div>
        ))}
      </dl>
      <Sub className="mt-6 text-xl font-semibold">Ingrédients</Sub>
      <ul className="mt-2 divide-y divide-line rounded-xl border border-line">
        {cocktail.ingredients.map((ingredient, index) => (
          <li key={index} className="flex justify-between gap-4 px-4 py-2">
            <span className="font-bold">{ingredient.nom}</span>
            <span>{[formatAmount(ingredient.quantite), ingredient.unite].filter(Boolean).join(" ")}</span>
          </li>
        ))}
      </ul>
      <Sub className="mt-6 text-xl font-semibold">Préparation</Sub>
      <ol className="mt-2 space-y-2">
        {cocktail.instructions.map((step) => (
          <li key={step.etape} className="flex gap-3">
            <span
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-terracotta text-sm font-bold text-white"
              aria-hidden="true"
            >
              {step.etape}
            </span>
            <span>
              <span className="sr-only">Étape {step.etape} : </span>
              {step.description}
            </span>
          </li>
        ))}
      </ol>
      {cocktail.decoration && (
        <p className="mt-4">
          <span className="font-bold">Décoration&nbsp;: </span>
          {cocktail.decoration}
        </p>
      )}
      {cocktail.astuces.length > 0 && (
        <>
          <Sub className="mt-6 text-xl font-semibold">Astuces</Sub>
          <ul className="mt-2 list-inside list-disc space-y-1">
            {cocktail.astuces.map((tip, index) => (
              <li key={index}>{tip}</li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
