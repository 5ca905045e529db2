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
  beurre: pack("plaquette de 250\u00a0g", "plaquettes de 250\u00a0g", 250, "g"),
  "creme-fraiche": pack("pot de 20\u00a0cl", "pots de 20\u00a0cl", 200, "ml"),
  "creme-liquide": pack("brique de 20\u00a0cl", "briques de 20\u00a0cl", 200, "ml"),
  lardon: pack("barquette de 200\u00a0g", "barquettes de 200\u00a0g", 200, "g"),
  oeuf: pack("boîte de 6", "boîtes de 6", 6, "pièce"),
  farine: pack("paquet de 1\u00a0kg", "paquets de 1\u00a0kg", 1000, "g"),
  sucre: pack("paquet de 1\u00a0kg", "paquets de 1\u00a0kg", 1000, "g"),
  lait: pack("bouteille de 1 l", "bouteilles de 1 l", 1000, "ml"),
  riz: pack("paquet de 1\u00a0kg", "paquets de 1\u00a0kg", 1000, "g"),
  "fromage-rape": pack("sachet de 200\u00a0g", "sachets de 200\u00a0g", 200, "g"),
  "chocolat-noir": pack("tablette de 200\u00a0g", "tablettes de 200\u00a0g", 200, "g"),
  "vin-rouge": pack("bouteille de 75\u00a0cl", "bouteilles de 75\u00a0cl", 750, "ml"),
  "vin-blanc": pack("bouteille de 75\u00a0cl", "bouteilles de 75\u00a0cl", 750, "ml"),
  cidre: pack("bouteille de 75\u00a0cl", "bouteilles de 75\u00a0cl", 750, "ml"),
  "lait-d-amande": pack("brique de 1 l", "briques de 1 l", 1000, "ml"),
  "lait-de-coco": pack("boîte de 40\u00a0cl", "boîtes de 40\u00a0cl", 400, "ml"),
  "tomate-pelee": pack("boîte de 400\u00a0g", "boîtes de 400\u00a0g", 400, "g"),
  "pois-chiche-en-conserve": pack("boîte de 400\u00a0g", "boîtes de 400\u00a0g", 400, "g"),
  "flocon-d-avoine": pack("paquet de 500\u00a0g", "paquets de 500\u00a0g", 500, "g"),
  miel: pack("pot de 250\u00a0g", "pots de 250\u00a0g", 250, "g"),
  // Syrup is counted by weight (spoons × its density): a 25 cl bottle holds about 330 g.
  "sirop-d-erable": pack("bouteille de 25\u00a0cl", "bouteilles de 25\u00a0cl", 330, "g"),
  amande: pack("sachet de 125\u00a0g", "sachets de 125\u00a0g", 125, "g"),
  noisette: pack("sachet de 125\u00a0g", "sachets de 125\u00a0g", 125, "g"),
  noix: pack("sachet de 100\u00a0g", "sachets de 100\u00a0g", 100, "g"),
  "pignon-de-pin": pack("sachet de 100\u00a0g", "sachets de 100\u00a0g", 100, "g"),
  "raisin-sec": pack("sachet de 250\u00a0g", "sachets de 250\u00a0g", 250, "g"),
  "graine-de-courge": pack("sachet de 100\u00a0g", "sachets de 100\u00a0g", 100, "g"),
  "graine-de-tournesol": pack("sachet de 100\u00a0g", "sachets de 100\u00a0g", 100, "g"),
  sesame: pack("sachet de 100\u00a0g", "sachets de 100\u00a0g", 100, "g"),
  // Berries and mushrooms come in punnets, salad leaves in bags, spreads in jars.
  myrtille: pack("barquette de 125\u00a0g", "barquettes de 125\u00a0g", 125, "g"),
  framboise: pack("barquette de 125\u00a0g", "barquettes de 125\u00a0g", 125, "g"),
  groseille: pack("barquette de 125\u00a0g", "barquettes de 125\u00a0g", 125, "g"),
  mure: pack("barquette de 125\u00a0g", "barquettes de 125\u00a0g", 125, "g"),
  fraise: pack("barquette de 250\u00a0g", "barquettes de 250\u00a0g", 250, "g"),
  champignon: pack("barquette de 250\u00a0g", "barquettes de 250\u00a0g", 250, "g"),
  pleurote: pack("barquette de 200\u00a0g", "barquettes de 200\u00a0g", 200, "g"),
  "pousse-de-soja": pack("sachet de 200\u00a0g", "sachets de 200\u00a0g", 200, "g"),
  roquette: pack("sachet de 125\u00a0g", "sachets de 125\u00a0g", 125, "g"),
  mache: pack("sachet de 125\u00a0g", "sachets de 125\u00a0g", 125, "g"),
  wakame: pack("sachet de 25\u00a0g", "sachets de 25\u00a0g", 25, "g"),
  "jambon-cru": pack("barquette de 4 tranches", "barquettes de 4 tranches", 70, "g"),
  pancetta: pack("barquette de 100\u00a0g", "barquettes de 100\u00a0g", 100, "g"),
  "sucre-roux": pack("paquet de 1\u00a0kg", "paquets de 1\u00a0kg", 1000, "g"),
  "concentre-de-tomate": pack("tube de 130\u00a0g", "tubes de 130\u00a0g", 130, "g"),
  "coulis-de-tomate": pack("brique de 500\u00a0g", "briques de 500\u00a0g", 500, "g"),
  confiture: pack("pot de 370\u00a0g", "pots de 370\u00a0g", 370, "g"),
  "lait-concentre-sucre": pack("tube de 170\u00a0g", "tubes de 170\u00a0g", 170, "g"),
  "noix-de-coco-rapee": pack("sachet de 125\u00a0g", "sachets de 125\u00a0g", 125, "g"),
  "graine-de-chia": pack("sachet de 200\u00a0g", "sachets de 200\u00a0g", 200, "g"),
  "beurre-de-cacahuete": pack("pot de 350\u00a0g", "pots de 350\u00a0g", 350, "g"),
  cacahuete: pack("sachet de 200\u00a0g", "sachets de 200\u00a0g", 200, "g"),
  pistache: pack("sachet de 125\u00a0g", "sachets de 125\u00a0g", 125, "g"),
  pruneau: pack("sachet de 250\u00a0g", "sachets de 250\u00a0g", 250, "g"),
  datte: pack("sachet de 250\u00a0g", "sachets de 250\u00a0g", 250, "g"),
  "thon-en-conserve": pack("boîte de 140\u00a0g", "boîtes de 140\u00a0g", 140, "g"),
  mais: pack("boîte de 285\u00a0g", "boîtes de 285\u00a0g", 285, "g"),
  marron: pack("bocal de 400\u00a0g", "bocaux de 400\u00a0g", 400, "g"),
  "glace-a-la-vanille": pack("bac de 500\u00a0g", "bacs de 500\u00a0g", 500, "g"),
  "fromage-blanc": pack("pot de 500\u00a0g", "pots de 500\u00a0g", 500, "g"),
  biere: pack("bouteille de 33\u00a0cl", "bouteilles de 33\u00a0cl", 330, "ml"),
  "creme-legere": pack("brique de 20\u00a0cl", "briques de 20\u00a0cl", 200, "ml"),
  "sauce-tomate": pack("bocal de 40\u00a0cl", "bocaux de 40\u00a0cl", 400, "ml"),
  "jus-d-orange": pack("bouteille de 1 l", "bouteilles de 1 l", 1000, "ml"),
  bechamel: pack("brique de 50\u00a0cl", "briques de 50\u00a0cl", 500, "ml"),
  // Sliced bread comes in packets; a baker's wholemeal loaf weighs about 400 g.
  "pain-de-mie": pack("paquet de 500\u00a0g", "paquets de 500\u00a0g", 500, "g"),
  "pain-de-mie-complet": pack("paquet de 500\u00a0g", "paquets de 500\u00a0g", 500, "g"),
  brioche: pack("brioche tranchée de 500\u00a0g", "brioches tranchées de 500\u00a0g", 500, "g"),
  "pain-complet": pack("pain de 400\u00a0g", "pains de 400\u00a0g", 400, "g"),
};

/** By family, for the foods of a family sold the same way. */
const RETAIL_BY_KIND: Readonly<Partial<Record<ReturnType<typeof kindOf>, RetailUnit>>> = {
  pasta: pack("paquet de 500\u00a0g", "paquets de 500\u00a0g", 500, "g"),
  noodle: pack("paquet de 250\u00a0g", "paquets de 250\u00a0g", 250, "g"),
  grain: pack("paquet de 500\u00a0g", "paquets de 500\u00a0g", 500, "g"),
  milk: pack("bouteille de 1 l", "bouteilles de 1 l", 1000, "ml"),
  yogurt: pack("pot de 500\u00a0g", "pots de 500\u00a0g", 500, "g"),
  rice: pack("paquet de 1\u00a0kg", "paquets de 1\u00a0kg", 1000, "g"),
  flour: pack("paquet de 1\u00a0kg", "paquets de 1\u00a0kg", 1000, "g"),
  butter: pack("plaquette de 250\u00a0g", "plaquettes de 250\u00a0g", 250, "g"),
};

/** Tins of pulses are the size of a tin of tomatoes; dry pulses come by the half kilo. */
const TINNED_PULSES = pack("boîte de 400\u00a0g", "boîtes de 400\u00a0g", 400, "g");
const DRY_PULSES = pack("paquet de 500\u00a0g", "paquets de 500\u00a0g", 500, "g");

export function retailUnitOf(entry: IngredientEntry): RetailUnit | undefined {
  const listed = RETAIL_BY_FOOD[entry.id] ?? RETAIL_BY_KIND[kindOf(entry)];
  if (listed) return listed;
  if (kindOf(entry) === "legume" && entry.role === "protein")
    return entry.id.endsWith("en-conserve") || entry.id === "haricot-blanc" || entry.id === "haricot-rouge"
      ? TINNED_PULSES
      : DRY_PULSES;
  return undefined;
}

/**
 * Foods bought as a piece of their own, whatever the recipes add up to: a piece of ginger,
 * a head of garlic, a sachet of yeast, a stock cube. `grams` is what one piece gives (a cube
 * makes half a litre of stock, counted by the stock's weight).
 */
export interface RetailPiece {
  grams: number;
  singular: string;
  plural: string;
}

export const SOLD_AS_PIECES: Readonly<Record<string, RetailPiece>> = {
  gingembre: { grams: 50, singular: "morceau", plural: "morceaux" },
  ail: { grams: 50, singular: "tête", plural: "têtes" },
  "levure-chimique": { grams: 11, singular: "sachet", plural: "sachets" },
  "levure-seche": { grams: 5.5, singular: "sachet", plural: "sachets" },
  bicarbonate: { grams: 250, singular: "boîte", plural: "boîtes" },
  "bouillon-de-legumes": { grams: 500, singular: "cube", plural: "cubes" },
  "bouillon-de-volaille": { grams: 500, singular: "cube", plural: "cubes" },
  "bouillon-de-boeuf": { grams: 500, singular: "cube", plural: "cubes" },
};

/**
 * Below this, a food weighed at a counter or a stall is asked for at this weight: nobody buys
 * 38 g of cheese; the need is written beside it.
 */
export const LOOSE_MINIMUM_GRAMS = 100;

/** Spirits for a flambé or a cake: one bottle lasts for months, so it is kept, not bought. */
const SPIRIT_NAMES =
  /(eau-de-vie|rhum|cognac|calvados|armagnac|porto|kirsch|whisky|liqueur|amaretto|marsala|madère|cointreau|grand marnier)/u;

/** Coffee is made from the tin on the shelf; a cup for a tiramisu is not a week's shopping. */
const SHELF_STAPLES: ReadonlySet<string> = new Set(["cafe"]);

/** In the cupboard even where the shop shelves it in an aisle of its own (coffee, spirits). */
export function keptWhateverTheAisle(entry: IngredientEntry): boolean {
  return (entry.role === "liquid" && SPIRIT_NAMES.test(entry.name)) || SHELF_STAPLES.has(entry.id);
}

/** Millilitres of juice one lemon gives: « 8 ml de jus » is bought as a lemon. */
export const JUICE_PER_LEMON_ML = 40;
/** A lime is smaller and gives about half as much. */
export const JUICE_PER_LIME_ML = 20;

/**
 * Kept in the cupboard, not bought for a week: salt, pepper, spices, vinegar, mustard, sauces,
 * oils and fats for cooking, dried herbs and whole spices, spirits. Fresh herbs (sold by the
 * bunch) are bought.
 */
export function belongsInCupboard(entry: IngredientEntry): boolean {
  const kind = kindOf(entry);
  if (keptWhateverTheAisle(entry)) return true;
  if (entry.role === "condiment") return true;
  if (entry.role === "fat") return kind !== "butter";
  if (entry.role === "aromatic")
    return (
      kind === "spice" || ((kind === "herb" || kind === "other") && entry.unitWeights.botte === undefined)
    );
  return false;
}
