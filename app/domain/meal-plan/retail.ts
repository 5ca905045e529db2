import type { IngredientEntry } from "../nutrition/types";
import { kindOf } from "../chef/kinds";

/**
 * How a food is sold in a French supermarket, for the shopping list (decision 0035): the list
 * says how many packs to take, and the need beside it. Sizes are the commonest on the shelves of
 * the large chains: a food not listed here is bought loose or by the piece, as the recipe counts it.
 */
export interface RetailUnit {
  /** What one pack holds, in the measure below. */
  size: number;
  measure: "g" | "ml" | "pièce";
  /** « plaquette de 250 g », « boîte de 6 ». */
  singular: string;
  plural: string;
}

/** French typography: a figure and its unit never part at the end of a line (« 250 g »). */
const unbreakable = (label: string) => label.replace(/(\d) (?=(?:g|kg|cl|l|ml)\b)/g, "$1\u00a0");

const pack = (singular: string, plural: string, size: number, measure: RetailUnit["measure"]) => ({
  singular: unbreakable(singular),
  plural: unbreakable(plural),
  size,
  measure,
});

/** By food, where the food has its own pack. */
export const RETAIL_BY_FOOD: Readonly<Record<string, RetailUnit>> = {
  beurre: pack("plaquette de 250 g", "plaquettes de 250 g", 250, "g"),
  "creme-fraiche": pack("pot de 20 cl", "pots de 20 cl", 200, "ml"),
  "creme-liquide": pack("brique de 20 cl", "briques de 20 cl", 200, "ml"),
  lardon: pack("barquette de 200 g", "barquettes de 200 g", 200, "g"),
  oeuf: pack("boîte de 6", "boîtes de 6", 6, "pièce"),
  farine: pack("paquet de 1 kg", "paquets de 1 kg", 1000, "g"),
  sucre: pack("paquet de 1 kg", "paquets de 1 kg", 1000, "g"),
  lait: pack("bouteille de 1 l", "bouteilles de 1 l", 1000, "ml"),
  riz: pack("paquet de 1 kg", "paquets de 1 kg", 1000, "g"),
  "fromage-rape": pack("sachet de 200 g", "sachets de 200 g", 200, "g"),
  "chocolat-noir": pack("tablette de 200 g", "tablettes de 200 g", 200, "g"),
  "vin-rouge": pack("bouteille de 75 cl", "bouteilles de 75 cl", 750, "ml"),
  "vin-blanc": pack("bouteille de 75 cl", "bouteilles de 75 cl", 750, "ml"),
  cidre: pack("bouteille de 75 cl", "bouteilles de 75 cl", 750, "ml"),
  "lait-d-amande": pack("brique de 1 l", "briques de 1 l", 1000, "ml"),
  "lait-de-coco": pack("boîte de 40 cl", "boîtes de 40 cl", 400, "ml"),
  "tomate-pelee": pack("boîte de 400 g", "boîtes de 400 g", 400, "g"),
  "pois-chiche-en-conserve": pack("boîte de 400 g", "boîtes de 400 g", 400, "g"),
  "flocon-d-avoine": pack("paquet de 500 g", "paquets de 500 g", 500, "g"),
  miel: pack("pot de 250 g", "pots de 250 g", 250, "g"),
  // Syrup is counted by weight (spoons × its density): a 25 cl bottle holds about 330 g.
  "sirop-d-erable": pack("bouteille de 25 cl", "bouteilles de 25 cl", 330, "g"),
  amande: pack("sachet de 125 g", "sachets de 125 g", 125, "g"),
  noisette: pack("sachet de 125 g", "sachets de 125 g", 125, "g"),
  noix: pack("sachet de 100 g", "sachets de 100 g", 100, "g"),
  "pignon-de-pin": pack("sachet de 100 g", "sachets de 100 g", 100, "g"),
  "raisin-sec": pack("sachet de 250 g", "sachets de 250 g", 250, "g"),
  "graine-de-courge": pack("sachet de 100 g", "sachets de 100 g", 100, "g"),
  "graine-de-tournesol": pack("sachet de 100 g", "sachets de 100 g", 100, "g"),
  sesame: pack("sachet de 100 g", "sachets de 100 g", 100, "g"),
};

/** By family, for the foods of a family sold the same way. */
const RETAIL_BY_KIND: Readonly<Partial<Record<ReturnType<typeof kindOf>, RetailUnit>>> = {
  pasta: pack("paquet de 500 g", "paquets de 500 g", 500, "g"),
  rice: pack("paquet de 1 kg", "paquets de 1 kg", 1000, "g"),
  flour: pack("paquet de 1 kg", "paquets de 1 kg", 1000, "g"),
  butter: pack("plaquette de 250 g", "plaquettes de 250 g", 250, "g"),
};

export function retailUnitOf(entry: IngredientEntry): RetailUnit | undefined {
  return RETAIL_BY_FOOD[entry.id] ?? RETAIL_BY_KIND[kindOf(entry)];
}

/** Millilitres of juice one lemon gives: « 8 ml de jus » is bought as a lemon. */
export const JUICE_PER_LEMON_ML = 40;

/**
 * Kept in the cupboard, not bought for a week: salt, pepper, spices, vinegar, mustard, sauces,
 * oils and fats for cooking, dried herbs and whole spices. Fresh herbs (sold by the bunch) are bought.
 */
export function belongsInCupboard(entry: IngredientEntry): boolean {
  const kind = kindOf(entry);
  if (entry.role === "condiment") return true;
  if (entry.role === "fat") return kind !== "butter";
  if (entry.role === "aromatic")
    return (
      kind === "spice" || ((kind === "herb" || kind === "other") && entry.unitWeights.botte === undefined)
    );
  return false;
}
