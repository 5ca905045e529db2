import { agreeing, elides } from "../base/french";
import { readIngredient } from "../nutrition/lexicon";
import { isToTaste, normaliseUnit } from "../nutrition/quantity";
import type { IngredientEntry, Unit } from "../nutrition/types";
import type { IngredientLine } from "../recipe/model";
import { formatQuantity, spokenQuantity } from "../base/quantities";
import { roundGrams } from "./scale";
import { type Birds, stepFor, wholeBirds } from "./scale-measures";

/**
 * An ingredient line as a French recipe writes it: « 2 aubergines », « 200 g de farine »,
 * « 1 pincée de sel », « 3 gousses d'ail », « ½ citron », « 10 feuilles de basilic »,
 * « sel » (to taste). The recipe page, the customisation screen and the JSON-LD all
 * write their lines here, so a « 2 pièces aubergines » can only come from this file.
 *
 * Scaled recipes keep the exact count of countable foods (a quarter of an egg per
 * person) so that the nutrition does not move with the servings; this writes the count
 * a cook can use, and the weight beside it when that count is too far from the truth:
 * « 1 œuf (41 g) ».
 */
export interface IngredientLineParts {
  /** « 200 g », « 2 », « ½ », « 10 feuilles »; empty for « selon le goût ». */
  amount: string;
  /** What follows the amount: « de farine », « aubergines », « d'ail », « sel ». */
  rest: string;
  /** Grams beside a count that is only approximate: « (41 g) »; empty otherwise. */
  weight: string;
}

/** The line in one string, for JSON-LD and plain text. */
export function ingredientLine(ingredient: IngredientLine): string {
  const { amount, rest, weight } = ingredientLineParts(ingredient);
  return [amount, rest, weight].filter((part) => part !== "").join(" ");
}

/** Units that count things, written « pièce » or left empty. */
const PIECE_UNITS = new Set(["pièce", ""]);
/** Counted units that take « de » and agree: « 2 gousses d'ail », « 1 botte de radis ». */
const COUNTED_UNITS = new Set<Unit>(["pièce", "gousse", "tranche", "pincée", "botte", "brin"]);

/**
 * Foods counted in something other than themselves: a « pièce » of basil is a leaf, of
 * baking powder a sachet (the weights in the lexicon are those of a leaf, a sachet…).
 */
const PIECE_WORDS: Record<string, readonly [string, string]> = {
  basilic: ["feuille", "feuilles"],
  menthe: ["feuille", "feuilles"],
  laurier: ["feuille", "feuilles"],
  sauge: ["feuille", "feuilles"],
  gelatine: ["feuille", "feuilles"],
  "levure-chimique": ["sachet", "sachets"],
  "levure-boulangere": ["sachet", "sachets"],
  "sucre-vanille": ["sachet", "sachets"],
  "chocolat-noir": ["carré", "carrés"],
  "chocolat-au-lait": ["carré", "carrés"],
  "chocolat-blanc": ["carré", "carrés"],
  "bouillon-de-legumes": ["cube", "cubes"],
  "bouillon-de-volaille": ["cube", "cubes"],
  "bouillon-de-boeuf": ["cube", "cubes"],
};

export function ingredientLineParts(ingredient: IngredientLine): IngredientLineParts {
  const name = ingredient.nom.trim();
  const { quantite } = ingredient;
  const unite = (ingredient.unite ?? "").trim();
  if (typeof quantite === "string") {
    // « selon le goût » says nothing a reader of the line needs: « sel » is the line.
    if (isToTaste(quantite)) return { amount: "", rest: name, weight: "" };
    const pieces = unite === "" || normaliseUnit(unite) === "pièce";
    return pieces
      ? { amount: quantite.trim(), rest: name, weight: "" }
      : { amount: `${quantite.trim()} ${unite}`, rest: withDe(name), weight: "" };
  }
  const entry = readIngredient(name)?.entry;
  const unit = unite === "" ? "pièce" : normaliseUnit(unite);
  if (unit && COUNTED_UNITS.has(unit)) return counted(name, quantite, unite, unit, entry);
  const spoons = unit === "c. à soupe" || unit === "c. à café";
  const amount = `${spoons ? spokenQuantity(quantite) : formatQuantity(quantite)} ${unite}`.trim();
  return { amount, rest: unite === "" ? name : withDe(name), weight: "" };
}

function counted(
  name: string,
  exact: number,
  written: string,
  unit: Unit,
  entry: IngredientEntry | undefined,
): IngredientLineParts {
  const birds = entry && unit === "pièce" ? wholeBirds(entry, exact) : undefined;
  if (birds) return birdsToBuy(name, birds, entry!);
  const gramsEach = entry?.unitWeights[unit];
  const step = stepFor(unit, gramsEach, exact);
  const count = Math.max(step, Math.round(exact / step) * step);
  const off = Math.abs(count - exact);
  const weight =
    gramsEach !== undefined && off / exact > 0.1 && off * gramsEach >= 10
      ? `(${weightOf(exact * gramsEach)})`
      : "";
  const many = count >= 2;
  if (PIECE_UNITS.has(written) || written === "pièce" || unit === "pièce") {
    const word = entry ? PIECE_WORDS[entry.id] : undefined;
    if (word)
      return { amount: `${spokenQuantity(count)} ${many ? word[1] : word[0]}`, rest: withDe(name), weight };
    const noun = agreeing(name, many, entry);
    return { amount: spokenQuantity(count), rest: count < 1 && count !== 0.5 ? withDe(noun) : noun, weight };
  }
  // « gousse de vanille » counted in « gousse »: the name already says it.
  if (name.toLocaleLowerCase("fr").startsWith(`${unit} `))
    return { amount: spokenQuantity(count), rest: agreeing(name, many, entry), weight };
  return { amount: `${spokenQuantity(count)} ${many ? `${unit}s` : unit}`, rest: withDe(name), weight };
}

/** « 1 poulet fermier de 2,3 kg », « 2 poulets fermiers de 1,5 kg »: a bird is bought whole, by weight. */
function birdsToBuy(name: string, birds: Birds, entry: IngredientEntry): IngredientLineParts {
  const many = birds.count >= 2;
  return {
    amount: String(birds.count),
    rest: `${agreeing(name, many, entry)} de ${formatQuantity(birds.kgEach)} kg`,
    weight: birds.leftover ? "(il en restera)" : "",
  };
}

function weightOf(grams: number): string {
  const rounded = roundGrams(grams);
  return rounded >= 1000 ? `${formatQuantity(Math.round(rounded / 10) / 100)} kg` : `${rounded} g`;
}

/** « de farine », « d'ail », « de haricots »: the name after a unit. */
function withDe(name: string): string {
  return elides(name) ? `d'${name}` : `de ${name}`;
}
