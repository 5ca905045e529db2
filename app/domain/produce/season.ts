import { weigh } from "../nutrition/compute";
import type { IngredientLine } from "../recipe/model";
import { hasSeason, produceOf } from "./match";
import type { AdemeProduce } from "./ademe-data.server";
import { type Month, monthName } from "./label";

export type { Month } from "./label";
export { monthName, monthOf } from "./label";

/**
 * Whether a dish is led by fruit and vegetables, and whether those are in season, after the
 * ADEME calendar. The rules (docs/decisions/0024-seasons-produce-led-dishes.md):
 * - weights are those of the nutrition screen (compute.ts weigh), liquids and condiments left
 *   out (salt never tips a verdict): the water
 *   of a soup or the wine of a stew would otherwise hide the leeks and the carrots;
 * - a dish is produce-led when produce that has a season makes at least LEAD_SHARE of that weight;
 * - its leading produce are those making at least MAIN_SHARE of the produce's weight (the
 *   lemon of a tarte aux pommes does not lead it);
 * - it is in season in a month when every leading produce is.
 */
export const LEAD_SHARE = 0.4;
export const MAIN_SHARE = 0.15;

export type RecipeSeason =
  | { kind: "not-produce-led" }
  | { kind: "in-season"; month: Month; leading: string[] }
  | { kind: "out-of-season"; month: Month; leading: string[]; outOfSeason: string[] };

interface Leading {
  product: AdemeProduce;
  name: string;
}

/** The month-free half of the verdict, kept per ingredient list: cards ask it for every month. */
const analyses = new WeakMap<readonly IngredientLine[], Leading[] | null>();

function leadingProduce(ingredients: readonly IngredientLine[]): Leading[] | null {
  const cached = analyses.get(ingredients);
  if (cached !== undefined) return cached;
  let dishGrams = 0;
  const produceGrams = new Map<AdemeProduce, number>();
  for (const ingredient of ingredients) {
    for (const { entry, grams } of weigh(ingredient) ?? []) {
      if (entry.role === "liquid" || entry.role === "condiment") continue;
      dishGrams += grams;
      const product = produceOf(entry);
      if (product && hasSeason(product)) produceGrams.set(product, (produceGrams.get(product) ?? 0) + grams);
    }
  }
  const produceTotal = [...produceGrams.values()].reduce((sum, grams) => sum + grams, 0);
  let result: Leading[] | null = null;
  if (dishGrams > 0 && produceTotal / dishGrams >= LEAD_SHARE) {
    result = [...produceGrams]
      .filter(([, grams]) => grams / produceTotal >= MAIN_SHARE)
      .sort((first, second) => second[1] - first[1])
      .map(([product]) => ({ product, name: product.name.toLocaleLowerCase("fr") }));
  }
  analyses.set(ingredients, result);
  return result;
}

/** Is this dish led by fruit and vegetables, and are they in season in `month` (1–12)? */
export function recipeSeason(ingredients: readonly IngredientLine[], month: Month): RecipeSeason {
  const leading = leadingProduce(ingredients);
  if (!leading || leading.length === 0) return { kind: "not-produce-led" };
  const names = leading.map((item) => item.name);
  const outOfSeason = leading.filter((item) => !item.product.months.includes(month)).map((item) => item.name);
  return outOfSeason.length === 0
    ? { kind: "in-season", month, leading: names }
    : { kind: "out-of-season", month, leading: names, outOfSeason };
}

/** « De saison », « Hors saison en novembre », or undefined where the dish is not produce-led. */
export function seasonLabel(season: RecipeSeason): string | undefined {
  if (season.kind === "in-season") return "De saison";
  if (season.kind === "out-of-season") return `Hors saison en ${monthName(season.month)}`;
  return undefined;
}

/**
 * The four seasons as whole months, the meteorological way (a calendar season starts on
 * the 20th or 21st, which a month-by-month calendar cannot follow).
 */
export const SEASON_MONTHS = {
  printemps: [3, 4, 5],
  été: [6, 7, 8],
  automne: [9, 10, 11],
  hiver: [12, 1, 2],
} as const satisfies Record<string, readonly Month[]>;

export type SeasonName = keyof typeof SEASON_MONTHS;

/**
 * The seasons a produce-led dish is in season in: at least two of the season's three months.
 * A dish that is not produce-led belongs to no season (an empty list).
 */
export function seasonsOf(recipe: { ingredients: readonly IngredientLine[] }): SeasonName[] {
  return (Object.keys(SEASON_MONTHS) as SeasonName[]).filter((season) => {
    const months: readonly Month[] = SEASON_MONTHS[season];
    const inSeason = months.filter((month) => recipeSeason(recipe.ingredients, month).kind === "in-season");
    return inSeason.length >= 2;
  });
}

const MONTHS: readonly Month[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** The months a produce-led dish is in season, or undefined for a dish that is not produce-led. */
export function inSeasonMonths(ingredients: readonly IngredientLine[]): Month[] | undefined {
  const leading = leadingProduce(ingredients);
  if (!leading || leading.length === 0) return undefined;
  return MONTHS.filter((month) => leading.every((item) => item.product.months.includes(month)));
}

/**
 * The same months as a bit mask (bit 0 = janvier) for the recipe table's season_months column,
 * which the « De saison » filter reads; null for a dish that is not produce-led.
 */
export function seasonMask(ingredients: readonly IngredientLine[]): number | null {
  const months = inSeasonMonths(ingredients);
  return months ? months.reduce((mask, month) => mask | (1 << (month - 1)), 0) : null;
}

/** The bit of one month in season_months. */
export function monthBit(month: Month): number {
  return 1 << (month - 1);
}

/** Lemons zest and sour a dish as salt seasons it: no one eats them as fruit, in any month. */
const SEASONING_FRUIT: ReadonlySet<string> = new Set(["citron", "citron-vert"]);

/**
 * The fresh fruit of a dish that ADEME gives a season, by name, whatever their share of the
 * dish: a handful of raspberries on a porridge is out of season in November even though the
 * oats lead it. Imports sold all year (banane, ananas) have no season and are not named.
 */
function seasonalFruit(ingredients: readonly IngredientLine[]): Leading[] {
  const fruit = new Map<AdemeProduce, Leading>();
  for (const ingredient of ingredients)
    for (const { entry } of weigh(ingredient) ?? []) {
      if (entry.role !== "fruit" || SEASONING_FRUIT.has(entry.id)) continue;
      const product = produceOf(entry);
      if (product && hasSeason(product))
        fruit.set(product, { product, name: product.name.toLocaleLowerCase("fr") });
    }
  return [...fruit.values()];
}

/** The fresh fruit of a dish that are out of season in `month`, named as ADEME names them. */
export function fruitOutOfSeason(ingredients: readonly IngredientLine[], month: Month): string[] {
  return seasonalFruit(ingredients)
    .filter((item) => !item.product.months.includes(month))
    .map((item) => item.name);
}

/** The months (monthBit) in which every fresh fruit of the dish is in season; all twelve without any. */
export function fruitSeasonMask(ingredients: readonly IngredientLine[]): number {
  let mask = (1 << 12) - 1;
  for (const { product } of seasonalFruit(ingredients))
    mask &= product.months.reduce((months, month) => months | monthBit(month as Month), 0);
  return mask;
}
