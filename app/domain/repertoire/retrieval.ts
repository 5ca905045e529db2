import type { Allergen } from "../base/allergens";
import type { DietRestriction } from "../base/diet";
import type { CatalogueRecipe } from "../catalogue/types";
import { genericSentence, standsForVegetables } from "../chef/culinary";
import { kindOf, type Kind } from "../chef/kinds";
import { isNotFood } from "../chef/not-food";
import { restrictionViolations } from "../nutrition/diet";
import { findIngredient } from "../nutrition/lexicon";
import { allergenViolations } from "../nutrition/lexicon-allergens";
import type { IngredientEntry } from "../nutrition/types";
import { foodsCoveredBy } from "../pantry/foods";
import { foldText } from "../text/fold";
import { CENTRE, type DishFood, type IndexedDish, indexDishes } from "./dish-foods";

/**
 * « Fits well enough » (docs/decisions/0053-real-dishes-first.md): every food the cook gave is in
 * the dish or takes the place of one of its foods through the swap engine; the foods given (or
 * swapped in) make at least half the weight of the dish's structure (STRUCTURE); the dish's heart (its meat, fish,
 * tofu or pulses) is never something the cook lacks; and few foods are left to buy.
 */
export const FITS_SHARE = 0.5;
/** The foods that make a dish's structure, those the share is taken over: a curry is its lentils, its coconut milk, its tomatoes and its rice, not its six spices. */
export const STRUCTURE = 1.5;
/** Foods of weight 2 or more (a vegetable, a starch, a cheese…) the cook would have to buy. */
export const MAX_MISSING = 2;
/** Foods named in « Il vous manque »; herbs and spices are named apart, unbounded. */
export const MAX_NAMED_MISSING = 4;
/** Dishes « Autre idée » walks before the chef writes from its archetypes. */
export const MAX_DISHES = 5;

/** A catalogue dish the cook's foods make, and how. */
export interface Candidate {
  dish: IndexedDish;
  /** Lines of the dish a given food takes the place of: `line` is replaced by the food `name`. */
  swaps: { line: number; name: string }[];
  /** The dish's foods the cook did not give, basics aside, heaviest first. */
  missing: DishFood[];
  /** Share of the weight of the dish's structure the cook's foods cover, swaps included. */
  share: number;
}

export interface RetrievalRequest {
  ingredients: readonly string[];
  restrictions: readonly DietRestriction[];
  excludedAllergens?: readonly Allergen[];
}

/**
 * The catalogue dishes the typed foods make best, best first, only those that fit well enough.
 * A list with a word the lexicon does not know, a family (« viande ») or something that is not
 * food is left to the archetypes, which keep what was typed and say why.
 */
export function findDishes(request: RetrievalRequest, recipes: readonly CatalogueRecipe[]): Candidate[] {
  const given = givenFoods(request.ingredients, request.excludedAllergens ?? []);
  if (!given) return [];
  const candidates: Candidate[] = [];
  for (const dish of indexDishes(recipes)) {
    const candidate = fit(dish, given);
    if (!candidate || !allowed(candidate, request)) continue;
    candidates.push(candidate);
  }
  return candidates.sort(byScore).slice(0, MAX_DISHES);
}

interface Given {
  entry: IngredientEntry;
  /** The entry's name and the word typed, folded and singular: « creme » for « crème » names crème fraîche too. */
  names: readonly string[];
  kind: Kind;
  /** The pantry foods it puts on the table: an egg gives a yolk, a lemon its juice. */
  covers: readonly string[];
}

function givenFoods(typed: readonly string[], excluded: readonly Allergen[]): Given[] | undefined {
  const given: Given[] = [];
  for (const text of typed) {
    if (standsForVegetables(text) || genericSentence(text) !== undefined || isNotFood(text)) return undefined;
    const entry = findIngredient(text)?.entry;
    // A food the cook must leave out is the archetypes' to explain; the dish must use every food given.
    if (!entry || allergenViolations([{ nom: entry.name }], excluded).length > 0) return undefined;
    if (!given.some((known) => known.entry.id === entry.id))
      given.push({
        entry,
        names: [foldText(entry.name), foldText(text).replace(/s$/, "")],
        kind: kindOf(entry),
        covers: foodsCoveredBy(entry.id),
      });
  }
  return given.length > 0 ? given : undefined;
}

/**
 * Whether a given food is this food of the dish: the same food for the pantry, or a cut or a
 * variety of what the cook named (« poulet » covers « cuisses de poulet », « lentilles » the
 * « lentilles corail »).
 */
function covers(given: Given, food: DishFood): boolean {
  if (given.covers.includes(food.food)) return true;
  // « pomme » names no « pomme de terre »: a cut or a variety is the same kind of food.
  if (given.kind !== food.kind) return false;
  const dishName = food.folded;
  return given.names.some(
    (name) =>
      dishName.startsWith(`${name} `) || dishName.endsWith(` de ${name}`) || dishName.endsWith(` d'${name}`),
  );
}

function fit(dish: IndexedDish, given: readonly Given[]): Candidate | undefined {
  if (dish.total === 0) return undefined;
  const covered = new Set<DishFood>();
  const unused: Given[] = [];
  for (const food of given) {
    const found = dish.foods.filter((dishFood) => covers(food, dishFood));
    if (found.length === 0 && !food.covers.some((covered) => dish.listed.has(covered))) unused.push(food);
    for (const dishFood of found) covered.add(dishFood);
  }
  const swaps: Candidate["swaps"] = [];
  for (const food of unused) {
    const place = (dish.standIns.get(food.entry.id) ?? []).find(
      ({ line }) =>
        !swaps.some((swap) => swap.line === line) &&
        ![...covered].some((dishFood) => dishFood.line === line) &&
        // The flour the cook gave stays flour: a line a given food holds takes no other.
        !given.some((other) => other.covers.includes(dish.lineFoods[line] ?? "")),
    );
    if (!place) return undefined;
    swaps.push({ line: place.line, name: place.name });
    const replaced = dish.foods.find((dishFood) => dishFood.line === place.line);
    if (replaced) covered.add(replaced);
  }
  const missing = dish.foods
    .filter((food) => !covered.has(food) && !swaps.some((swap) => swap.line === food.line))
    .sort((first, second) => second.weight - first.weight);
  // An onion, some thyme or a splash of wine are named too, but a cook short of them still has the dish.
  const toBuy = missing.filter((food) => food.weight >= 2);
  // Onion, garlic and the frying fat are named, but nearly every kitchen has them.
  const named = missing.filter((food) => !isSeasoning(food) && food.kind !== "allium" && food.weight > 0.25);
  if (toBuy.length > MAX_MISSING || named.length > MAX_NAMED_MISSING) return undefined;
  // A tarte aux fraises without strawberries is not the dish: a food the title names is its heart too
  // (its thyme and its lemon are not).
  const namedInTitle = (food: DishFood) =>
    [food.entry.name, food.entry.plural].some((name) => dish.title.includes(` ${foldText(name)} `));
  if (missing.some((food) => food.weight >= CENTRE || (food.weight >= 2 && namedInTitle(food))))
    return undefined;
  // Eggs and flour do not make a tarte Tatin: one of the dish's heaviest foods is the cook's.
  const heaviest = Math.max(...dish.foods.map((food) => food.weight));
  if (dish.foods.every((food) => food.weight < heaviest || missing.includes(food))) return undefined;
  const structure = dish.foods.filter((food) => food.weight >= STRUCTURE);
  const counted = structure.length > 0 ? structure : dish.foods;
  const weightOf = (foods: readonly DishFood[]) => foods.reduce((sum, food) => sum + food.weight, 0);
  const share = weightOf(counted.filter((food) => covered.has(food))) / weightOf(counted);
  return share >= FITS_SHARE ? { dish, swaps, missing, share } : undefined;
}

/** The dish as it would be cooked keeps the restrictions and leaves out the excluded allergens. */
function allowed(candidate: Candidate, request: RetrievalRequest): boolean {
  const lines = candidate.dish.recipe.ingredients.map((line, index) => ({
    nom: candidate.swaps.find((swap) => swap.line === index)?.name ?? line.nom,
  }));
  return (
    restrictionViolations(lines, request.restrictions).length === 0 &&
    allergenViolations(lines, request.excludedAllergens ?? []).length === 0
  );
}

/** The larger share first; then the dish with fewer swaps, then fewer foods to buy; then catalogue order. */
function byScore(first: Candidate, second: Candidate): number {
  return (
    second.share - first.share ||
    first.swaps.length - second.swaps.length ||
    first.missing.length - second.missing.length
  );
}

/** Herbs and spices: a cook short of them still has the dish, and is told them apart. */
export function isSeasoning(food: Pick<DishFood, "entry">): boolean {
  const kind = kindOf(food.entry);
  return kind === "herb" || kind === "spice";
}
