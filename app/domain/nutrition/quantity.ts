import { lowerFrench, stripAccents } from "../text/fold";
import { singular, tokens } from "./normalise";
import type { IngredientEntry, Unit } from "./types";

/**
 * How a written unit is read: the Unit it stands for and how many of that Unit one of
 * it makes. Units of the Unit type read as themselves (factor 1); the others are
 * converted so that the rest of the code only knows the Unit type:
 *   mg → g × 0.001, dl → ml × 100, verre → ml × 200, tasse → ml × 250,
 *   noisette (de beurre) → c. à café, noix (de beurre) → c. à soupe, trait → c. à café,
 *   sachet, cube, carré, feuille, bâton, morceau, pot, boule, tête → pièce (each entry
 *   gives what its « pièce » weighs: a sachet of baking powder, a stock cube…),
 *   branche, tige, côte → brin, bouquet → botte; cup → ml × 240, oz → g × 28.35,
 *   lb → g × 453.6, tablespoon → c. à soupe, teaspoon → c. à café.
 */
export interface UnitReading {
  unit: Unit;
  factor: number;
}

const UNIT_FORMS: readonly (readonly [Unit, number, readonly string[]])[] = [
  ["g", 1, ["g", "gr", "gramme"]],
  ["g", 0.001, ["mg", "milligramme"]],
  ["kg", 1, ["kg", "kilo", "kilogramme"]],
  ["ml", 1, ["ml", "millilitre"]],
  ["ml", 100, ["dl", "decilitre"]],
  ["ml", 200, ["verre"]],
  ["ml", 250, ["tasse"]],
  ["cl", 1, ["cl", "centilitre"]],
  ["l", 1, ["l", "lt", "litre"]],
  [
    "c. à soupe",
    1,
    ["c a soupe", "c a s", "cas", "cs", "c soupe", "cuillere a soupe", "cuilleree a soupe", "cuil a soupe"],
  ],
  ["c. à soupe", 1, ["cuillere soupe", "grande cuillere", "noix"]],
  [
    "c. à café",
    1,
    ["c a cafe", "c a c", "cac", "cc", "c cafe", "cuillere a cafe", "cuilleree a cafe", "cuil a cafe"],
  ],
  ["c. à café", 1, ["cuillere cafe", "petite cuillere", "c a the", "cuillere a the", "noisette", "trait"]],
  ["pincée", 1, ["pincee"]],
  ["gousse", 1, ["gousse"]],
  ["tranche", 1, ["tranche"]],
  ["pièce", 1, ["", "piece", "pce", "unite", "u", "sachet", "cube", "carre", "feuille", "baton", "morceau"]],
  ["pièce", 1, ["pot", "boule", "tete"]],
  ["botte", 1, ["botte", "bouquet"]],
  ["brin", 1, ["brin", "branche", "tige", "cote"]],
  // Imported English recipes keep their units as written; nutrition weighs them (US cup).
  ["ml", 240, ["cup"]],
  ["ml", 29.57, ["fl oz", "fluid ounce"]],
  ["g", 28.35, ["oz", "ounce"]],
  ["g", 453.6, ["lb", "lbs", "pound"]],
  ["c. à soupe", 1, ["tablespoon", "tbsp", "tbs"]],
  ["c. à café", 1, ["teaspoon", "tsp"]],
];

const UNITS = new Map<string, UnitReading>();
for (const [unit, factor, forms] of UNIT_FORMS) {
  for (const form of forms) UNITS.set(form, { unit, factor });
}

const UNIT_FIRST_WORDS = new Set([...UNITS.keys()].map((form) => form.split(" ")[0] ?? ""));

/** Cheap test before readUnit: can a unit begin with this word? */
export function mayStartUnit(word: string): boolean {
  return UNIT_FIRST_WORDS.has(singular(stripAccents(lowerFrench(word)).replace(/\./g, "")));
}

/** Size words around a unit change nothing we can measure: « 1 grosse pincée », « 2 c. à soupe rases ». */
// prettier-ignore
const UNIT_ADJECTIVES = new Set(["ras", "rase", "bombe", "bombee", "pleine", "plein", "gros", "grosse", "bonne", "bon", "belle", "beau", "genereuse", "genereux"]);

export function unitKey(text: string): string {
  return stripAccents(lowerFrench(text))
    .replace(/[.']/g, " ")
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map(singular)
    .join(" ");
}

export function readUnit(text: string): UnitReading | undefined {
  const key = unitKey(text);
  const exact = UNITS.get(key);
  if (exact) return exact;
  const plain = key
    .split(" ")
    .filter((word) => !UNIT_ADJECTIVES.has(word))
    .join(" ");
  // A size word alone (« 2 gros oignons ») is not a unit.
  return plain === key || plain === "" ? undefined : UNITS.get(plain);
}

/**
 * The Unit a written unit stands for. Beware: dl, verre, tasse and mg come back as « ml »
 * or « g » and the quantity must then be multiplied by readUnit(text).factor;
 * toGrams does it.
 */
export function normaliseUnit(text: string): Unit | undefined {
  return readUnit(text)?.unit;
}

// prettier-ignore
const NUMBER_WORDS: Record<string, number> = {
  un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10,
  onze: 11, douze: 12, demi: 0.5, demie: 0.5,
  // « Quelques » and « plusieurs » have no value; three is the reading a cook would weigh.
  quelques: 3, plusieurs: 3,
};

const QUANTITY_FIRST_WORDS = new Set([
  ...Object.keys(NUMBER_WORDS),
  "la",
  "environ",
  "env",
  "approximativement",
  "a",
]);

/** Cheap test before parseQuantity: can a quantity begin with this word? */
export function mayStartQuantity(word: string): boolean {
  return /^[\d½¼¾⅓⅔⅛~≈]/.test(word) || QUANTITY_FIRST_WORDS.has(stripAccents(lowerFrench(word)));
}

/** Words that need « un », « une » or « la » before them: « une demie », « la moitié », « une dizaine ». */
// prettier-ignore
const COUNTED_WORDS: Record<string, number> = {
  demi: 0.5, demie: 0.5, moitie: 0.5, quart: 0.25, tiers: 1 / 3, dizaine: 10, douzaine: 12, vingtaine: 20,
};

const VULGAR_FRACTIONS: Record<string, string> = {
  "½": "1/2",
  "¼": "1/4",
  "¾": "3/4",
  "⅓": "1/3",
  "⅔": "2/3",
  "⅛": "1/8",
};

function singleQuantity(text: string): number | undefined {
  if (/^\d+([.,]\d+)?$/.test(text)) return Number(text.replace(",", "."));
  // « 1 250 » and « 1 250,5 », as text/numbers writes them (lowerFrench turned U+202F into a space).
  if (/^\d{1,3}( \d{3})+(,\d+)?$/.test(text)) return Number(text.replace(/ /g, "").replace(",", "."));
  const fraction = /^(?:(\d+) )?(\d+)\/(\d+)$/.exec(text);
  if (fraction) {
    const denominator = Number(fraction[3]);
    if (denominator === 0) return undefined;
    return Number(fraction[1] ?? 0) + Number(fraction[2]) / denominator;
  }
  const words = text.split(" ");
  if (words.length === 1) return NUMBER_WORDS[text];
  const [first = "", second = "", third = ""] = words;
  if (words.length === 2 && ["un", "une", "la"].includes(first)) return COUNTED_WORDS[second];
  const whole = singleQuantity(first);
  if (whole === undefined) return undefined;
  // « deux et demi », « 1 et demie »
  if (words.length === 3 && second === "et" && (third === "demi" || third === "demie")) return whole + 0.5;
  // « trois quarts », « deux tiers »
  if (words.length === 2 && (second === "quart" || second === "quarts")) return whole / 4;
  if (words.length === 2 && second === "tiers") return whole / 3;
  return undefined;
}

/**
 * A written quantity as a number: « 200 », « 1,5 », « 1.5 », « 1/2 », « ½ », « 1 ½ », « 2-3 »
 * and « 2 à 3 » (the middle, 2.5), « une », « douze », « une demie », « la moitié »,
 * « quelques » (3). Undefined when it is not a quantity (« à votre goût », « q.s. »).
 */
export function parseQuantity(value: string | number): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? value : undefined;
  let text = stripAccents(lowerFrench(value)).trim();
  for (const [symbol, fraction] of Object.entries(VULGAR_FRACTIONS))
    text = text.replaceAll(symbol, ` ${fraction}`);
  text = text
    .replace(/^(environ|env\.?|~|≈|a peu pres|approximativement)\s*/, "")
    .replace(/\s+/g, " ")
    .trim();
  if (text === "") return undefined;
  const single = singleQuantity(text);
  if (single !== undefined) return single;
  const range = text.split(/\s*[-–]\s*|\s+(?:a|ou)\s+/);
  if (range.length !== 2) return undefined;
  const low = singleQuantity(range[0] ?? "");
  const high = singleQuantity(range[1] ?? "");
  if (low === undefined || high === undefined) return undefined;
  return (low + high) / 2;
}

const TO_TASTE = new Set(
  [
    "",
    "à votre goût",
    "à votre convenance",
    "au goût",
    "selon votre goût",
    "selon vos goûts",
    "selon le goût",
    "selon goût",
    "qs",
    "q.s.",
    "quantité suffisante",
    "un peu",
    "pm",
  ].map((phrase) => unitKey(phrase)),
);

/** « à votre goût », « q.s. », an empty quantity…: said of salt, pepper and spices, read as a pinch. */
export function isToTaste(value: string | number): boolean {
  if (typeof value === "number") return false;
  return TO_TASTE.has(unitKey(value));
}

/** « 200 g », « 2 c. à soupe »: a quantity written together with its unit. */
export function splitQuantity(text: string): { quantity: number; unit: string } | undefined {
  const words = tokens(text);
  for (let count = Math.min(4, words.length); count >= 1; count--) {
    const quantity = parseQuantity(words.slice(0, count).join(" "));
    if (quantity === undefined) continue;
    const unit = words.slice(count).join(" ");
    return readUnit(unit) ? { quantity, unit } : undefined;
  }
  return undefined;
}

/** What one « pincée » weighs when an entry does not say: about half a gram of a fine powder. */
export const DEFAULT_PINCH_GRAMS = 0.5;
/** « Un filet » of oil or vinegar: about two thirds of a tablespoon. */
const DRIZZLE_ML = 10;

const SPOON_ML: Partial<Record<Unit, number>> = { "c. à soupe": 15, "c. à café": 5 };

function unitWeight(entry: IngredientEntry, unit: Unit): number | undefined {
  const weight = entry.unitWeights[unit];
  if (weight !== undefined) return weight;
  const spoon = SPOON_ML[unit];
  if (spoon !== undefined && entry.density !== undefined) return spoon * entry.density;
  // A teaspoon is a third of a tablespoon: a food weighed in one can be weighed in the other.
  if (unit === "c. à café" && entry.unitWeights["c. à soupe"] !== undefined)
    return entry.unitWeights["c. à soupe"] / 3;
  if (unit === "c. à soupe" && entry.unitWeights["c. à café"] !== undefined)
    return entry.unitWeights["c. à café"] * 3;
  if (unit === "pincée") return DEFAULT_PINCH_GRAMS;
  return undefined;
}

function fromMillilitres(entry: IngredientEntry, millilitres: number): number | undefined {
  return entry.density === undefined ? undefined : millilitres * entry.density;
}

/**
 * Grams of an entry for a quantity in a written unit, undefined when the unit cannot be
 * weighed for that food (« 2 pièces de farine », millilitres of a food without density).
 * Masses and volumes give the weight as bought; the caller applies what is not eaten.
 */
export function toGrams(entry: IngredientEntry, quantity: number, unit: string): number | undefined {
  if (!Number.isFinite(quantity) || quantity < 0) return undefined;
  if (unitKey(unit) === "filet") {
    // « Un filet d'huile » is a drizzle; « deux filets de cabillaud » are pieces.
    return entry.density !== undefined
      ? quantity * DRIZZLE_ML * entry.density
      : unitWeightTimes(entry, "pièce", quantity);
  }
  const reading = readUnit(unit);
  if (!reading) return undefined;
  const amount = quantity * reading.factor;
  switch (reading.unit) {
    case "g":
      return amount;
    case "kg":
      return amount * 1000;
    case "ml":
      return fromMillilitres(entry, amount);
    case "cl":
      return fromMillilitres(entry, amount * 10);
    case "l":
      return fromMillilitres(entry, amount * 1000);
    default:
      return unitWeightTimes(entry, reading.unit, amount);
  }
}

function unitWeightTimes(entry: IngredientEntry, unit: Unit, amount: number): number | undefined {
  const weight = unitWeight(entry, unit);
  return weight === undefined ? undefined : amount * weight;
}

const MASS_OR_VOLUME = new Set<Unit>(["g", "kg", "ml", "cl", "l"]);

/** True when the unit measures the food as bought (shells included) rather than counting pieces. */
export function isMassOrVolume(unit: string): boolean {
  const reading = readUnit(unit);
  return reading !== undefined && MASS_OR_VOLUME.has(reading.unit);
}
