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

const pack = (singular: string, plural: string, size: number, measure: RetailUnit["measure"]) => ({
  singular,
  plural,
  size,
  measure,
});

/** By food, where the food has its own pack. */
export const RETAIL_BY_FOOD: Readonly<Record<string, RetailUnit>> = {
  beurre: pack("plaquette de 250 g", "plaquettes de 250 g", 250, "g"),
  "creme-fraiche": pack("pot de 20 cl", "pots de 20 cl", 200, "ml"),
  "creme-liquide": pack("brique de 20 cl", "briques de 20 cl", 200, "ml"),
  lardon: pack("barquette de 200 g", "barquettes de 200 g", 200, "g"),
  oeuf: pack("boîte de 6", "boîtes de 6", 6, "pièce"),
  farine: pack("paquet de 1 kg", "paquets de 1 kg", 1000, "g"),
  sucre: pack("paquet de 1 kg", "paquets de 1 kg", 1000, "g"),
  lait: pack("bouteille de 1 l", "bouteilles de 1 l", 1000, "ml"),
  riz: pack("paquet de 1 kg", "paquets de 1 kg", 1000, "g"),
  "fromage-rape": pack("sachet de 200 g", "sachets de 200 g", 200, "g"),
  "chocolat-noir": pack("tablette de 200 g", "tablettes de 200 g", 200, "g"),
  "vin-rouge": pack("bouteille de 75 cl", "bouteilles de 75 cl", 750, "ml"),
  "vin-blanc": pack("bouteille de 75 cl", "bouteilles de 75 cl", 750, "ml"),
};

/** By family, for the foods of a family sold the same way. */
const RETAIL_BY_KIND: Readonly<Partial<Record<ReturnType<typeof kindOf>, RetailUnit>>> = {
  pasta: pack("paquet de 500 g", "paquets de 500 g", 500, "g"),
  rice: pack("paquet de 1 kg", "paquets de 1 kg", 1000, "g"),
  flour: pack("paquet de 1 kg", "paquets de 1 kg", 1000, "g"),
  butter: pack("plaquette de 250 g", "plaquettes de 250 g", 250, "g"),
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
