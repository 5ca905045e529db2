import { ABSORBED, fryingOf, isFryingOil } from "./frying";
import { recipeAllergens } from "./lexicon-allergens";
import { ciqualFoods, type CiqualFood } from "./ciqual-data.server";
import { asWeighed, type RecipeContext } from "./dry-or-cooked";
import { edibleShare, readIngredient, type IngredientReading } from "./lexicon";
import { isMassOrVolume, isToTaste, parseQuantity, splitQuantity, toGrams } from "./quantity";
import {
  NUTRITION_SOURCE,
  type IngredientEntry,
  type IngredientNutrition,
  type PortionNutrition,
  type RecipeNutrition,
} from "./types";
import type { IngredientLine } from "../recipe/model";

export interface Weighed {
  nom: string;
  entry: IngredientEntry;
  grams: number;
}

/**
 * Where CIQUAL does not know the fibre or sodium of a food (a handful of lexicon foods,
 * such as blette), it counts as 0: leaving the whole recipe without fibre for one
 * vegetable would hide more than it shows. Energy and macronutrients are never unknown:
 * the import script refuses such foods.
 */
function nutrientsOf(food: CiqualFood, grams: number): PortionNutrition {
  const share = grams / 100;
  return {
    calories: food.kcal * share,
    proteines: food.proteins * share,
    glucides: food.carbs * share,
    lipides: food.fat * share,
    fibres: (food.fiber ?? 0) * share,
    sodium: (food.sodiumMg ?? 0) * share,
  };
}

const tenth = (value: number) => Math.round(value * 10) / 10 + 0;

function rounded(values: PortionNutrition): PortionNutrition {
  return {
    calories: Math.round(values.calories) + 0,
    proteines: tenth(values.proteines),
    glucides: tenth(values.glucides),
    lipides: tenth(values.lipides),
    fibres: tenth(values.fibres),
    sodium: Math.round(values.sodium) + 0,
  };
}

/** Salt, pepper and spices « à votre goût » have a pinch weight; everything else needs a quantity. */
function pinchOf(entry: IngredientEntry): number | undefined {
  return entry.unitWeights.pincée;
}

/** Grams as eaten, or undefined when the quantity or the unit cannot be read for this food. */
function gramsOf(reading: IngredientReading, quantite: string | number, unite: string): number | undefined {
  const { entry } = reading;
  let quantity = parseQuantity(quantite);
  let unit = unite.trim();
  if (quantity === undefined && typeof quantite === "string") {
    // « 200 g » written in the quantity: the unit written with the number wins.
    const split = splitQuantity(quantite);
    if (split) {
      quantity = split.quantity;
      unit = split.unit || unit;
    }
  }
  if (quantity === undefined && reading.quantity !== undefined && isToTaste(quantite))
    quantity = reading.quantity;
  if (unit === "" && reading.unit !== undefined) unit = reading.unit;
  if (quantity === undefined) {
    const pinch = pinchOf(entry);
    return isToTaste(quantite) && pinch !== undefined ? pinch : undefined;
  }
  const grams = toGrams(entry, quantity, unit);
  if (grams === undefined) return undefined;
  return isMassOrVolume(unit) ? grams * edibleShare(entry) : grams;
}

/**
 * « Sel et poivre », « sel, poivre » à votre goût: two seasonings on one line, each a pinch.
 * Only seasonings are split this way; any other « X et Y » stays one unknown name.
 */
function seasoningsOnOneLine(ingredient: IngredientLine): Weighed[] | undefined {
  if (!isToTaste(ingredient.quantite)) return undefined;
  const parts = ingredient.nom.split(/\s+et\s+|,|\//).map((part) => part.trim());
  if (parts.length < 2 || parts.some((part) => part === "")) return undefined;
  const weighed: Weighed[] = [];
  for (const part of parts) {
    const reading = readIngredient(part);
    const pinch = reading && pinchOf(reading.entry);
    if (!reading || pinch === undefined) return undefined;
    weighed.push({ nom: part, entry: reading.entry, grams: pinch });
  }
  return weighed;
}

/**
 * The foods of a line and their grams as eaten. With the recipe's steps and portions, a food
 * bought dry is matched to its cooked form where the recipe uses it cooked (dry-or-cooked.ts);
 * without them only the line's own words can say so.
 */
export function weigh(ingredient: IngredientLine, recipe: RecipeContext = {}): Weighed[] | undefined {
  const nom = ingredient.nom.trim();
  const seasonings = seasoningsOnOneLine(ingredient);
  if (seasonings) return seasonings;
  const reading = readIngredient(nom);
  if (!reading) return undefined;
  const grams = gramsOf(reading, ingredient.quantite, ingredient.unite ?? "");
  if (grams === undefined) return undefined;
  const text = [nom, ingredient.quantite, ingredient.unite ?? ""].join(" ");
  return [{ nom, entry: asWeighed(reading.entry, { text, grams }, recipe), grams }];
}

/** The oil a recipe fries in, the most of its oils, with the share of it that is eaten. */
function fryingOilOf(
  lines: readonly { weighed: Weighed[] | undefined }[],
  steps: readonly string[],
): { line: Weighed[]; absorbed: number } | undefined {
  let best: Weighed[] | undefined;
  for (const { weighed } of lines) {
    const oil = weighed?.length === 1 && isFryingOil(weighed[0]!.entry) ? weighed[0]! : undefined;
    if (oil && (!best || oil.grams > best[0]!.grams)) best = weighed;
  }
  const frying = best && fryingOf(steps, [best[0]!.nom]);
  return best && frying && { line: best, absorbed: ABSORBED[frying] };
}

/**
 * Nutrition of a recipe from its ingredient list: each name is found in the lexicon, its
 * quantity turned into grams, and CIQUAL's values per 100 g applied, then divided by the
 * number of portions. Names that cannot be found or weighed are listed in `unmatched`,
 * never guessed. A portion count below 1 or not a number is taken as 1.
 */
export function computeRecipeNutrition(
  ingredients: readonly IngredientLine[],
  portions: number,
  /**
   * The steps' words, when known: oil they pour off is not eaten (frying.ts), and they tell
   * dry pasta or pulses from cooked ones (dry-or-cooked.ts).
   */
  steps: readonly string[] = [],
): RecipeNutrition {
  const divisor = Number.isFinite(portions) && portions >= 1 ? portions : 1;
  const perIngredient: IngredientNutrition[] = [];
  const unmatched: string[] = [];
  const total: PortionNutrition = {
    calories: 0,
    proteines: 0,
    glucides: 0,
    lipides: 0,
    fibres: 0,
    sodium: 0,
  };

  const lines = ingredients.map((ingredient) => ({
    ingredient,
    weighed: weigh(ingredient, { steps, servings: divisor }),
  }));
  const fryingOil = fryingOilOf(lines, steps);
  for (const { ingredient, weighed } of lines) {
    if (!weighed) {
      unmatched.push(ingredient.nom.trim());
      continue;
    }
    for (const { nom, entry, grams: used } of weighed) {
      const grams = fryingOil?.line === weighed ? used * fryingOil.absorbed : used;
      const food = ciqualFoods[entry.ciqualCode];
      if (!food) {
        unmatched.push(nom);
        continue;
      }
      const gramsPerPortion = grams / divisor;
      const values = nutrientsOf(food, gramsPerPortion);
      for (const key of Object.keys(total) as (keyof PortionNutrition)[]) total[key] += values[key];
      perIngredient.push({
        nom,
        grams: tenth(gramsPerPortion),
        ciqualCode: entry.ciqualCode,
        ...rounded(values),
      });
    }
  }

  return {
    perPortion: rounded(total),
    perIngredient,
    unmatched,
    source: NUTRITION_SOURCE,
    allergens: recipeAllergens(ingredients),
  };
}
