import type { DietRestriction } from "../generation/request-schema";
import { isAllowed } from "../nutrition/diet";
import { findIngredient } from "../nutrition/lexicon";
import type { IngredientEntry } from "../nutrition/types";
import { type Month, monthName } from "../produce/label";
import { produceOf } from "../produce/match";

/**
 * Vegetables a French cook serves on the side, in the order the chef reaches for them. Only the
 * ones grown in France and in season that month are offered (ADEME calendar): in November the
 * chef says leeks or carrots, never tomatoes.
 */
const SIDES = [
  "carotte",
  "poireau",
  "haricot vert",
  "courgette",
  "épinard",
  "chou-fleur",
  "brocoli",
  "petit pois",
  "fenouil",
  "navet",
  "asperge",
  "aubergine",
  "poivron",
  "blette",
  "potiron",
  "panais",
  "chou de Bruxelles",
] as const;

const sideEntries: IngredientEntry[] = SIDES.flatMap((name) => {
  const entry = findIngredient(name)?.entry;
  return entry ? [entry] : [];
});

/** The side vegetables in season in `month` that the restrictions allow, in the chef's order. */
export function sidesInSeason(month: Month, restrictions: readonly DietRestriction[]): IngredientEntry[] {
  return sideEntries.filter((entry) => {
    const product = produceOf(entry);
    return (
      product !== undefined &&
      product.producedInFrance === true &&
      product.months.includes(month) &&
      isAllowed(entry, restrictions)
    );
  });
}

/**
 * « En accompagnement, des poireaux, de saison en novembre. » for a savoury dish the cook gave no
 * vegetable for; each take (variation) offers the next one. Undefined when none is in season.
 */
export function seasonalSideTip(
  month: Month,
  restrictions: readonly DietRestriction[],
  take: number,
): string | undefined {
  const sides = sidesInSeason(month, restrictions);
  const side = sides[Math.max(0, take) % Math.max(1, sides.length)];
  if (!side) return undefined;
  return `En accompagnement, des ${side.plural}, de saison en ${monthName(month)}.`;
}
