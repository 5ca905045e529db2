import { readIngredient } from "../nutrition/lexicon";
import type { IngredientLine } from "../recipe/model";
import { PANTRY_BASICS, foodOf, foodsCoveredBy } from "./foods";

/** One food a recipe calls for, with the first line that names it. */
export interface RecipeFood {
  food: string;
  /** The lexicon entry the line was read as: what is added to the shopping list. */
  entryId: string;
  /** The line's name, as the card shows it when missing: « crème fraîche ». */
  name: string;
  line: IngredientLine;
}

/**
 * The distinct foods of a recipe. Lines the lexicon does not know are left out: the pantry
 * only ever holds known foods, so such a line could never be covered, and one odd line
 * (« 1 pincée d'amour ») would keep a dish from ever being ready.
 */
export function recipeFoods(lines: readonly IngredientLine[]): RecipeFood[] {
  const seen = new Map<string, RecipeFood>();
  for (const line of lines) {
    const reading = readIngredient(line.nom);
    if (!reading) continue;
    const food = foodOf(reading.entry.id);
    if (!seen.has(food))
      seen.set(food, { food, entryId: reading.entry.id, name: line.nom.trim().toLowerCase(), line });
  }
  return [...seen.values()];
}

/** The foods a pantry holds, from its lexicon ids, with basics added when they count. */
export function pantryFoods(entryIds: Iterable<string>, withBasics: boolean): Set<string> {
  const foods = new Set<string>();
  for (const id of entryIds) for (const food of foodsCoveredBy(id)) foods.add(food);
  if (withBasics) for (const food of PANTRY_BASICS) foods.add(food);
  return foods;
}

export interface Coverage {
  /** Known foods the recipe calls for. */
  total: number;
  covered: number;
  missing: RecipeFood[];
  /** covered / total, between 0 and 1; 0 for a recipe with no known food. */
  ratio: number;
}

/** A recipe of any collection ranked by what the pantry holds of it. */
export interface RankedCard {
  /** « recette:<id> » or « mes-recettes:<id> », the value the missing-ingredients form sends. */
  ref: string;
  title: string;
  href: string;
  /** « Nos Recettes », « Communauté », « Mes Recettes ». */
  source: string;
  coverage: Coverage;
  /** What is missing, measured for the people chosen: « 200 g de lardons ». */
  missingAmounts?: string[];
}

export function coverage(foods: readonly RecipeFood[], pantry: ReadonlySet<string>): Coverage {
  const missing = foods.filter((food) => !pantry.has(food.food));
  const covered = foods.length - missing.length;
  return { total: foods.length, covered, missing, ratio: foods.length === 0 ? 0 : covered / foods.length };
}

/**
 * The rank score: the share covered, and between equal shares the recipe with fewer
 * foods to buy. It only depends on what is covered, so holding more never lowers it.
 */
export function rankScore(result: Pick<Coverage, "ratio"> & { missing: { length: number } }): number {
  return result.ratio * 1000 - result.missing.length;
}

export interface Ranked<T> {
  item: T;
  /** rankScore of the item's coverage; what is missing is named by `coverage` for the cards shown. */
  score: number;
}

/** How many of these foods the pantry lacks, without building the list: ranking reads only that. */
function missingCount(foods: readonly RecipeFood[], pantry: ReadonlySet<string>): number {
  let missing = 0;
  for (const food of foods) if (!pantry.has(food.food)) missing += 1;
  return missing;
}

/**
 * Recipes best covered first; recipes with no known food are left out (nothing to judge them
 * on). `readyOnly` keeps those the pantry covers entirely (« Je peux la cuisiner maintenant »).
 * Equal scores keep the order they came in (the catalogue's, then the community's, then the
 * person's own): the sort is stable, and a collator on every tie cost more than the rest at
 * 100,000 recipes.
 */
export function rankByPantry<T extends { foods: readonly RecipeFood[] }>(
  recipes: readonly T[],
  pantry: ReadonlySet<string>,
  { readyOnly = false }: { readyOnly?: boolean } = {},
): Ranked<T>[] {
  const ranked: Ranked<T>[] = [];
  for (const item of recipes) {
    const total = item.foods.length;
    if (total === 0) continue;
    const missing = missingCount(item.foods, pantry);
    if (readyOnly && missing > 0) continue;
    ranked.push({
      item,
      score: rankScore({ ratio: (total - missing) / total, missing: { length: missing } }),
    });
  }
  return ranked.sort((first, second) => second.score - first.score);
}
