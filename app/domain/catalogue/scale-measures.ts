import { roundQuantity } from "../base/quantities";
import { edibleShare, readIngredient } from "../nutrition/lexicon";
import { readUnit } from "../nutrition/quantity";
import type { IngredientEntry, Unit } from "../nutrition/types";
import type { IngredientLine } from "../recipe/model";

/**
 * One ingredient line for another number of people, in a measure a cook can take (decision
 * 0051): whole eggs, spoons to the half, grams to the steps a kitchen scale is read at, a
 * « noisette » as the least butter, and past six tablespoons a jug or a scale. The nutrition
 * is computed from these rounded lines, since they are what goes in the pot; a recipe whose
 * calories per portion move by more than 5 % says so (scale-note.ts).
 *
 * Whole birds are the exception: a chicken for six is one bird of 2,3 kg, not 1 ½ birds, and
 * a bird is never cut before it is roasted. Their line keeps the exact share of the recipe's
 * bird (1,5 « pièce »), which the nutrition weighs, and ingredient-line.ts writes the birds to
 * buy with their weight (wholeBirds below).
 */
export function measuredIngredient(ingredient: IngredientLine, factor: number): IngredientLine {
  if (typeof ingredient.quantite !== "number") return ingredient;
  const entry = readIngredient(ingredient.nom)?.entry;
  const reading = readUnit(ingredient.unite);
  const value = ingredient.quantite * factor;
  if (!reading) return { ...ingredient, quantite: Math.round(value * 10) / 10 };
  // « 2 verres », « 1 dl »: a unit read as a multiple of another is rewritten in that one.
  const written = reading.factor === 1 ? ingredient.unite : reading.unit;
  const amount = value * reading.factor;
  if (entry && wholeBirdOf(entry) && reading.unit === "pièce")
    return { ...ingredient, quantite: Math.round(amount * 100) / 100, unite: written };
  const measure = measureOf(amount, reading.unit, entry);
  return {
    ...ingredient,
    quantite: measure.quantity,
    unite: measure.unit === reading.unit ? written : measure.unit,
  };
}

interface Measure {
  quantity: number;
  unit: Unit | "noisette";
}

function measureOf(value: number, unit: Unit, entry: IngredientEntry | undefined): Measure {
  switch (unit) {
    case "pièce":
      return pieces(value, entry);
    case "botte":
      return { quantity: countOf(value, 0.5), unit };
    case "gousse":
    case "tranche":
    case "brin":
    case "pincée":
      return { quantity: countOf(value, 1), unit };
    case "c. à soupe":
      return spoons(value, entry);
    case "c. à café":
      return spoons(value / 3, entry);
    case "g":
      if (value >= 1000) return measureOf(value / 1000, "kg", entry);
      if (isButter(entry)) {
        // Butter is cut from a block marked every 10 g, and never less than a noisette.
        if (value < 7.5) return { quantity: 1, unit: "noisette" };
        if (value < 100) return { quantity: to(value, 5), unit };
      }
      return { quantity: gramsOnAScale(value), unit };
    case "kg":
      return value < 1 ? measureOf(value * 1000, "g", entry) : { quantity: to(value, 0.05), unit };
    case "ml":
      if (value >= 1000) return measureOf(value / 1000, "l", entry);
      return value >= 100 ? measureOf(value / 10, "cl", entry) : { quantity: gramsOnAScale(value), unit };
    case "cl":
      if (value >= 100) return measureOf(value / 100, "l", entry);
      return value < 10 ? measureOf(value * 10, "ml", entry) : { quantity: to(value, 1), unit };
    case "l":
      return value < 1 ? measureOf(value * 100, "cl", entry) : { quantity: to(value, 0.05), unit };
    default:
      return { quantity: roundQuantity(value, unit), unit };
  }
}

/**
 * Below one, a large piece is cut by weight: a sixth of a reblochon is « 75 g de reblochon »,
 * where « ½ reblochon » would triple the cheese of a portion. Weights of a « pièce » are what
 * is eaten, so the grams to cut add back what is not (a cabbage's core).
 */
function pieces(value: number, entry: IngredientEntry | undefined): Measure {
  const gramsEach = entry?.unitWeights.pièce;
  const step = stepFor("pièce", gramsEach, value);
  const count = countOf(value, step);
  if (
    entry &&
    gramsEach !== undefined &&
    gramsEach >= LARGE_PIECE &&
    value < 1 &&
    Math.abs(count - value) / value > 0.1
  )
    return { quantity: gramsOnAScale((value * gramsEach) / edibleShare(entry)), unit: "g" };
  return { quantity: count, unit: "pièce" };
}

/** A piece from which a cook would rather cut a weight than a fraction: a cheese, a sheet of pastry. */
const LARGE_PIECE = 150;

/** Past six tablespoons a cook reaches for a measuring jug or the scale. */
const MOST_SPOONS = 6;
const TABLESPOON_ML = 15;

/**
 * Spoons to the half: under a tablespoon, teaspoons (never less than half of one); from one
 * tablespoon to six, half tablespoons; more than that, centilitres of what pours and grams of
 * the rest. « 2 ¾ c. à soupe » is not a measure: it becomes « 3 c. à soupe ».
 */
function spoons(tablespoons: number, entry: IngredientEntry | undefined): Measure {
  if (tablespoons > MOST_SPOONS && entry) {
    if (entry.density !== undefined && POURED.has(entry.role))
      return { quantity: to((tablespoons * TABLESPOON_ML) / 10, 1), unit: "cl" };
    const gramsEach = entry.unitWeights["c. à soupe"] ?? (entry.unitWeights["c. à café"] ?? NaN) * 3;
    if (Number.isFinite(gramsEach)) return measureOf(tablespoons * gramsEach, "g", entry);
  }
  const teaspoons = Math.max(0.5, Math.round(tablespoons * 3 * 2) / 2);
  const halves = Math.max(1, Math.round(tablespoons * 2) / 2);
  if (teaspoons < 3) return { quantity: teaspoons, unit: "c. à café" };
  // « 4 c. à café » is closer to 1 ¼ tablespoons than 1 or 1 ½ are; past five, tablespoons.
  const off = (value: number) => Math.abs(value - tablespoons) / tablespoons;
  if (teaspoons <= 5 && teaspoons % 3 !== 0 && off(teaspoons / 3) + 0.05 < off(halves))
    return { quantity: teaspoons, unit: "c. à café" };
  return { quantity: halves, unit: "c. à soupe" };
}

const POURED = new Set<IngredientEntry["role"]>(["fat", "liquid", "condiment"]);

function isButter(entry: IngredientEntry | undefined): boolean {
  return entry?.id === "beurre" || entry?.id === "beurre-demi-sel";
}

/**
 * Grams as a kitchen scale is read: to the gram below 15 g (yeast, gelatine, spices), then to
 * 5 g below 100 g, 10 g below 500 g and 25 g above; each step is at most 5 % of the amount.
 */
export function gramsOnAScale(value: number): number {
  if (value < 15) return Math.max(1, Math.round(value));
  if (value < 100) return to(value, 5);
  if (value < 500) return to(value, 10);
  return to(value, 25);
}

/** To a step, never down to nothing, without the float's tail (« 1,15 », not « 1,1500000001 »). */
function to(value: number, step: number): number {
  return Math.round(Math.max(step, Math.round(value / step) * step) * 100) / 100;
}

function countOf(value: number, step: number): number {
  return to(value, step);
}

/**
 * The smallest share of a counted food a cook would use: a quarter of a cabbage, half an
 * onion or a lemon, a whole egg, clove or sprig; half a bunch.
 */
export function stepFor(unit: Unit, gramsEach: number | undefined, exact: number): number {
  if (unit === "botte") return 0.5;
  if (unit !== "pièce") return 1;
  if (gramsEach === undefined) return Number.isInteger(exact) ? 1 : 0.5;
  // A quarter of a cabbage, but not « 1 ¾ chou »: past one, halves.
  if (gramsEach >= 500) return exact < 1 ? 0.25 : 0.5;
  if (gramsEach >= 60) return 0.5;
  // An egg, a shallot, a clove: whole.
  return 1;
}

/**
 * Birds sold whole, by the weight of the bird as bought: the lexicon's « pièce » is the meat
 * and skin of such a bird (1 000 g of a 1,5 kg chicken). The lightest and heaviest are
 * those French butchers sell (a poulet fermier label rouge weighs 1,2 to 2,5 kg).
 */
const WHOLE_BIRDS: Record<string, { kgEach: number; lightest: number; heaviest: number }> = {
  poulet: { kgEach: 1.5, lightest: 1.2, heaviest: 2.5 },
  pintade: { kgEach: 1.3, lightest: 1.1, heaviest: 1.8 },
};

export function wholeBirdOf(entry: IngredientEntry): boolean {
  return entry.id in WHOLE_BIRDS;
}

export interface Birds {
  count: number;
  /** Kilograms of each bird, to 100 g as a butcher's label reads. */
  kgEach: number;
  /** True when the lightest bird sold is more than the recipe needs: some is left over. */
  leftover: boolean;
}

/**
 * The birds to buy for an exact share of the recipe's birds: one bird as heavy as needed,
 * or several of the same weight when one would be heavier than any sold.
 */
export function wholeBirds(entry: IngredientEntry, share: number): Birds | undefined {
  const bird = WHOLE_BIRDS[entry.id];
  if (!bird) return undefined;
  const kilograms = share * bird.kgEach;
  const count = Math.max(1, Math.ceil(kilograms / bird.heaviest - 0.02));
  const each = Math.max(bird.lightest, kilograms / count);
  return {
    count,
    kgEach: Math.round(each * 10) / 10,
    leftover: (each * count - kilograms) / kilograms > 0.1,
  };
}
