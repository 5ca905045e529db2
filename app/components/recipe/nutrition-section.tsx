import { Link } from "react-router";
import type { RecipeNutrition } from "~/domain/nutrition/types";
import { formatMeasure } from "~/domain/text/numbers";

/** The six figures per portion of a catalogue or personal recipe, with where they come from. */
export function NutritionSection({ nutrition }: { nutrition: RecipeNutrition }) {
  const facts = nutrition.perPortion;
  return (
    <section>
      <h2 className="mb-3 text-2xl font-semibold">Nutrition par portion</h2>
      <dl className="grid grid-cols-2 gap-3">
        <Nutrient label="Calories" value={formatMeasure(facts.calories, "kcal", 0)} />
        <Nutrient label="Protéines" value={formatMeasure(facts.proteines, "g")} />
        <Nutrient label="Glucides" value={formatMeasure(facts.glucides, "g")} />
        <Nutrient label="Lipides" value={formatMeasure(facts.lipides, "g")} />
        <Nutrient label="Fibres" value={formatMeasure(facts.fibres, "g")} />
        <Nutrient label="Sodium" value={formatMeasure(facts.sodium, "mg", 0)} />
      </dl>
      {nutrition.rounding && <p className="mt-3 text-sm text-ink-soft">{nutrition.rounding}</p>}
      <p className="mt-3 text-sm text-ink-soft">
        {nutrition.source}.{" "}
        <Link to="/sources-des-donnees" className="underline underline-offset-4">
          Sources des données
        </Link>
      </p>
      {nutrition.unmatched.length > 0 && (
        <p className="mt-1 text-sm text-ink-soft">
          Non trouvés dans la table Ciqual, donc non comptés{"\u00a0"}: {nutrition.unmatched.join(", ")}.
        </p>
      )}
    </section>
  );
}

function Nutrient({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-cream-deep p-3">
      <dt className="text-sm text-ink-soft">{label}</dt>
      <dd className="text-lg font-bold">{value}</dd>
    </div>
  );
}
