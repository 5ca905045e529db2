import { formatMeasure } from "../text/numbers";
import { agree, guessNoun, ofBare } from "../base/french";
import { kindOf } from "../chef/kinds";
import { readIngredient } from "../nutrition/lexicon";
import { lowerFrench } from "../text/fold";
import { isToTaste, parseQuantity, readUnit, splitQuantity, toGrams, unitKey } from "../nutrition/quantity";
import type { IngredientEntry } from "../nutrition/types";
import type { IngredientLine } from "../recipe/model";
import type { MealPlanEntry, PlannerRecipe } from "./types";
import {
  JUICE_PER_LEMON_ML,
  JUICE_PER_LIME_ML,
  LOOSE_MINIMUM_GRAMS,
  SOLD_AS_PIECES,
  belongsInCupboard,
  keptWhateverTheAisle,
  retailUnitOf,
} from "./retail";
import { AT_HOME, CUPBOARD } from "./set-apart";
import { cookedEntries } from "./leftovers";

/** Aisles in the order one walks a French supermarket, fresh produce first. */
export const AISLES = [
  "Fruits et légumes",
  "Boucherie et volaille",
  "Poissonnerie",
  "Crèmerie et œufs",
  "Boulangerie",
  "Épicerie salée",
  "Épicerie sucrée",
  "Épices et condiments",
  "Boissons",
  "Autres",
  CUPBOARD,
  AT_HOME,
] as const;
export type Aisle = (typeof AISLES)[number];

export interface ShoppingItem {
  /** The lexicon entry's id, or « autre:<name> » for a name the lexicon does not know. */
  key: string;
  /** « pommes de terre », « ail », « oignons »: in the number the quantity calls for. */
  name: string;
  /** « 1,2 kg », « 75 cl », « 6 », « 3 gousses », « selon le goût ». */
  quantity: string;
  /** The whole line as one would write it: « 1,2 kg de pommes de terre », « 6 oignons ». */
  text: string;
  /** Beside a pack: what the week's meals use of it, « 180 g pour la semaine ». */
  need?: string;
}

export interface ShoppingAisle {
  aisle: Aisle;
  items: ShoppingItem[];
}

// ---------------------------------------------------------------------------------------
// Aisles

/**
 * Foods whose role and kind would send them to the wrong aisle: tins and jars are on the
 * shelves, not at the counters; dried fruit and breakfast cereals are with the sweet groceries;
 * fresh ginger and lemon juice (squeezed from lemons) are bought with the fruit and vegetables.
 */
export const AISLE_BY_INGREDIENT: Readonly<Record<string, Aisle>> = {
  "tomate-pelee": "Épicerie salée",
  "coulis-de-tomate": "Épicerie salée",
  "concentre-de-tomate": "Épicerie salée",
  "sauce-tomate": "Épicerie salée",
  mais: "Épicerie salée",
  "coeur-de-palmier": "Épicerie salée",
  "thon-en-conserve": "Épicerie salée",
  anchois: "Épicerie salée",
  chapelure: "Épicerie salée",
  "raisin-sec": "Épicerie sucrée",
  "figue-seche": "Épicerie sucrée",
  "abricot-sec": "Épicerie sucrée",
  pruneau: "Épicerie sucrée",
  datte: "Épicerie sucrée",
  "compote-de-pomme": "Épicerie sucrée",
  muesli: "Épicerie sucrée",
  "petale-de-mais": "Épicerie sucrée",
  "flocon-d-avoine": "Épicerie sucrée",
  cafe: "Épicerie sucrée",
  gingembre: "Fruits et légumes",
  "jus-de-citron": "Fruits et légumes",
  "jus-de-citron-vert": "Fruits et légumes",
  "herbes-de-provence": "Épices et condiments",
  surimi: "Poissonnerie",
};

/** Tap water is not bought. */
const NOT_BOUGHT = new Set(["eau"]);

/** The aisle of a lexicon entry: from its role, refined by its kind, unless listed above. */
export function aisleOf(entry: IngredientEntry): Aisle {
  const listed = AISLE_BY_INGREDIENT[entry.id];
  if (listed) return listed;
  const kind = kindOf(entry);
  switch (entry.role) {
    case "vegetable":
    case "fruit":
      return "Fruits et légumes";
    case "aromatic":
      // Onions, garlic, fresh herbs and citrus are fresh produce; ground spices are not.
      return kind === "spice" ? "Épices et condiments" : "Fruits et légumes";
    case "protein":
      if (kind === "fish" || kind === "seafood") return "Poissonnerie";
      if (kind === "egg" || kind === "tofu" || kind === "cheese") return "Crèmerie et œufs";
      if (kind === "legume") return "Épicerie salée";
      return "Boucherie et volaille"; // meat, poultry, charcuterie, boudin…
    case "dairy":
      return "Crèmerie et œufs";
    case "starch":
      if (kind === "bread") return "Boulangerie";
      if (kind === "potato") return "Fruits et légumes";
      return "Épicerie salée";
    case "fat":
      return kind === "butter" ? "Crèmerie et œufs" : "Épicerie salée";
    case "condiment":
      return "Épices et condiments";
    case "liquid":
      if (kind === "milk" || kind === "cream") return "Crèmerie et œufs";
      if (kind === "stock" || kind === "coconut") return "Épicerie salée";
      return "Boissons";
    case "baking":
    case "sweet":
    case "nut":
      return "Épicerie sucrée";
  }
}

// ---------------------------------------------------------------------------------------
// Tallies: every line of every meal, scaled, added up per food

type CountUnit = string;

interface Tally {
  key: string;
  entry: IngredientEntry | undefined;
  /** The first spelling met, for names the lexicon does not know. */
  written: string;
  /** Some recipe wrote the plural (« oignons jaunes »): the food is counted, « 1 kg d'oignons ». */
  writtenPlural: boolean;
  grams: number;
  millilitres: number;
  /** Pieces, cloves, slices, bunches, sprigs, spoons, or a unit the reader does not know. */
  counts: Map<CountUnit, number>;
  toTaste: boolean;
  /** Quantities that could not be read, as written. */
  unread: string[];
}

/** Bought by the bunch: herbs whose entry knows what a bunch weighs. */
function soldByTheBunch(entry: IngredientEntry): boolean {
  return entry.role === "aromatic" && kindOf(entry) === "herb" && entry.unitWeights.botte !== undefined;
}

/**
 * Liquids, oils, milk and cream, and pourable condiments (vinegar, soy sauce): spoons of them are
 * millilitres on the list. Salt has a density too, but is bought by weight.
 */
function pourable(entry: IngredientEntry): boolean {
  if (entry.density === undefined) return false;
  const kind = kindOf(entry);
  if (entry.role === "condiment") return entry.id !== "sel";
  return entry.role === "liquid" || entry.role === "fat" || kind === "milk" || kind === "cream";
}

/** What one « pièce » of these is called on a list: « 2 feuilles de laurier », « 1 sachet de levure ». */
export const PIECE_WORDS: Readonly<Record<string, { singular: string; plural: string }>> = {
  laurier: { singular: "feuille", plural: "feuilles" },
  gelatine: { singular: "feuille", plural: "feuilles" },
  "levure-chimique": { singular: "sachet", plural: "sachets" },
  "levure-seche": { singular: "sachet", plural: "sachets" },
  "sucre-vanille": { singular: "sachet", plural: "sachets" },
  "bouillon-de-legumes": { singular: "cube", plural: "cubes" },
  "bouillon-de-volaille": { singular: "cube", plural: "cubes" },
  "bouillon-de-boeuf": { singular: "cube", plural: "cubes" },
  saumon: { singular: "pavé", plural: "pavés" },
  "boeuf-hache": { singular: "steak", plural: "steaks" },
  cabillaud: { singular: "pavé", plural: "pavés" },
};

const SPOON_ML: Readonly<Record<string, number>> = { "c. à soupe": 15, "c. à café": 5 };
const DRIZZLE_ML = 10;

function firstWord(text: string): string {
  return lowerFrench(text).trim().split(/\s+/)[0] ?? "";
}

/** « oignons jaunes » is the plural of « oignon »; « radis » is the same either way. */
function writesPlural(nom: string, entry: IngredientEntry): boolean {
  const singular = firstWord(entry.name);
  const plural = firstWord(entry.plural);
  return singular !== plural && firstWord(nom) === plural;
}

function tallyFor(tallies: Map<string, Tally>, nom: string, entry: IngredientEntry | undefined): Tally {
  const written = nom.trim().replace(/\s+/g, " ");
  const key = entry ? entry.id : `autre:${lowerFrench(written)}`;
  let tally = tallies.get(key);
  if (!tally) {
    tally = {
      key,
      entry,
      written,
      writtenPlural: false,
      grams: 0,
      millilitres: 0,
      counts: new Map(),
      toTaste: false,
      unread: [],
    };
    tallies.set(key, tally);
  }
  if (entry && writesPlural(nom, entry)) tally.writtenPlural = true;
  return tally;
}

const addCount = (tally: Tally, unit: CountUnit, amount: number) =>
  tally.counts.set(unit, (tally.counts.get(unit) ?? 0) + amount);

function addAmount(tally: Tally, quantity: number, unit: string): void {
  if (unitKey(unit) === "filet") {
    // « Un filet d'huile » is a drizzle; « deux filets de cabillaud » are pieces.
    if (tally.entry?.density !== undefined) tally.millilitres += quantity * DRIZZLE_ML;
    else addCount(tally, tally.entry ? "pièce" : unit.trim(), quantity);
    return;
  }
  const reading = readUnit(unit);
  if (!reading) {
    addCount(tally, unit.trim(), quantity);
    return;
  }
  const value = quantity * reading.factor;
  switch (reading.unit) {
    case "g":
      tally.grams += value;
      return;
    case "kg":
      tally.grams += value * 1000;
      return;
    case "ml":
      tally.millilitres += value;
      return;
    case "cl":
      tally.millilitres += value * 10;
      return;
    case "l":
      tally.millilitres += value * 1000;
      return;
    case "pincée":
      // A pinch is not bought: the spice is, as for « selon le goût ».
      tally.toTaste = true;
      return;
    default:
      addCount(tally, reading.unit, value);
  }
}

/** « Sel et poivre » selon le goût: two seasonings on one line, as compute.ts reads them. */
function seasoningsOnOneLine(line: IngredientLine): IngredientEntry[] | undefined {
  if (!isToTaste(line.quantite)) return undefined;
  const parts = line.nom.split(/\s+et\s+|,|\//).map((part) => part.trim());
  if (parts.length < 2 || parts.some((part) => part === "")) return undefined;
  const entries: IngredientEntry[] = [];
  for (const part of parts) {
    const entry = readIngredient(part)?.entry;
    if (!entry || entry.unitWeights.pincée === undefined) return undefined;
    entries.push(entry);
  }
  return entries;
}

function addLine(tallies: Map<string, Tally>, line: IngredientLine, factor: number): void {
  const seasonings = seasoningsOnOneLine(line);
  if (seasonings) {
    for (const entry of seasonings)
      if (!NOT_BOUGHT.has(entry.id)) tallyFor(tallies, entry.name, entry).toTaste = true;
    return;
  }
  const reading = readIngredient(line.nom);
  if (reading && NOT_BOUGHT.has(reading.entry.id)) return;
  const tally = tallyFor(tallies, line.nom, reading?.entry);
  let quantity = parseQuantity(line.quantite);
  let unit = line.unite.trim();
  if (quantity === undefined && typeof line.quantite === "string") {
    // « 200 g » written in the quantity: the unit written with the number wins.
    const split = splitQuantity(line.quantite);
    if (split) {
      quantity = split.quantity;
      unit = split.unit || unit;
    }
  }
  if (quantity === undefined && isToTaste(line.quantite) && reading?.quantity !== undefined) {
    // « 2 gousses d'ail » written whole in the name.
    quantity = reading.quantity;
    unit = reading.unit ?? unit;
  }
  if (quantity === undefined) {
    if (isToTaste(line.quantite)) tally.toTaste = true;
    else {
      const asWritten = `${line.quantite} ${line.unite}`.trim();
      if (!tally.unread.includes(asWritten)) tally.unread.push(asWritten);
    }
    return;
  }
  addAmount(tally, quantity * factor, unit);
}

// ---------------------------------------------------------------------------------------
// From tallies to readable quantities

type Part =
  | { kind: "mass"; grams: number }
  | { kind: "volume"; millilitres: number }
  | { kind: "count"; unit: CountUnit; amount: number }
  | { kind: "unread"; text: string };

/**
 * Brings a known food's quantities to as few units as possible: spoons become grams, or
 * millilitres for liquids; mass and volume meet through the density; pieces become grams
 * (or millilitres) only when the food is also weighed; herbs become bunches.
 */
function resolve(tally: Tally): Part[] {
  const { entry } = tally;
  let grams = tally.grams;
  let millilitres = tally.millilitres;
  const counts = new Map(tally.counts);
  if (entry && soldByTheBunch(entry)) {
    let weight = grams + (entry.density !== undefined ? millilitres * entry.density : 0);
    if (entry.density !== undefined) millilitres = 0;
    for (const [unit, amount] of counts) {
      const unitGrams = toGrams(entry, amount, unit);
      if (unitGrams === undefined) continue;
      weight += unitGrams;
      counts.delete(unit);
    }
    grams = 0;
    if (weight > 0) counts.set("botte", weight / (entry.unitWeights.botte ?? weight));
  } else if (entry) {
    const toVolume = millilitres > 0 || (grams === 0 && pourable(entry));
    for (const unit of Object.keys(SPOON_ML)) {
      const amount = counts.get(unit);
      if (amount === undefined) continue;
      const unitGrams = toGrams(entry, amount, unit);
      if (toVolume)
        millilitres +=
          unitGrams !== undefined && entry.density
            ? unitGrams / entry.density
            : amount * (SPOON_ML[unit] ?? 0);
      else if (unitGrams !== undefined) grams += unitGrams;
      else continue;
      counts.delete(unit);
    }
    if (grams > 0 && millilitres > 0 && entry.density !== undefined) {
      if (millilitres * entry.density >= grams) {
        millilitres += grams / entry.density;
        grams = 0;
      } else {
        grams += millilitres * entry.density;
        millilitres = 0;
      }
    }
    if (grams > 0 || millilitres > 0) {
      for (const [unit, amount] of counts) {
        const unitGrams = toGrams(entry, amount, unit);
        if (unitGrams === undefined) continue;
        if (grams > 0) grams += unitGrams;
        else if (entry.density !== undefined) millilitres += unitGrams / entry.density;
        else continue;
        counts.delete(unit);
      }
    }
  }
  if (entry && millilitres > 0 && entry.density !== undefined && !pourable(entry)) {
    // « 250 ml de riz », measured in a cup, is bought by weight like any rice.
    grams += millilitres * entry.density;
    millilitres = 0;
  }
  const parts: Part[] = [];
  if (grams > 0) parts.push({ kind: "mass", grams });
  if (millilitres > 0) parts.push({ kind: "volume", millilitres });
  for (const [unit, amount] of counts) if (amount > 0) parts.push({ kind: "count", unit, amount });
  for (const text of tally.unread) parts.push({ kind: "unread", text });
  return parts;
}

/** « 350 g », « 1,2 kg »: grams to the unit below 100, to ten grams below a kilo, then kilos to 100 g. */
export function formatMass(grams: number): string {
  const rounded = grams < 100 ? Math.max(1, Math.round(grams)) : Math.round(grams / 10) * 10;
  if (rounded < 1000) return formatMeasure(rounded, "g");
  return formatMeasure(Math.round(grams / 100) / 10, "kg");
}

/** « 5 ml », « 4,5 cl », « 75 cl », « 1,5 l »: litres from 100 cl, millilitres only under a centilitre. */
export function formatVolume(millilitres: number): string {
  const rounded = Math.max(1, Math.round(millilitres));
  if (rounded < 10) return formatMeasure(rounded, "ml");
  if (rounded < 100) return formatMeasure(rounded / 10, "cl");
  const centilitres = Math.round(millilitres / 10);
  if (centilitres < 100) return formatMeasure(centilitres, "cl");
  return formatMeasure(Math.round(millilitres / 100) / 10, "l");
}

/** Counted things are bought whole: 1.5 eggs means buying 2. The tolerance absorbs float sums. */
const wholeCount = (amount: number) => Math.max(1, Math.ceil(amount - 0.01));

/** Spoons and unknown units keep a half or a tenth: they are measured, not bought. */
const measuredCount = (amount: number) => Math.max(0.1, Math.round(amount * 10) / 10);

const COUNTED_UNITS: Readonly<Record<string, { singular: string; plural: string }>> = {
  gousse: { singular: "gousse", plural: "gousses" },
  tranche: { singular: "tranche", plural: "tranches" },
  botte: { singular: "botte", plural: "bottes" },
  brin: { singular: "brin", plural: "brins" },
};

function formatCount(tally: Tally, unit: CountUnit, amount: number, alone: boolean): string {
  if (unit === "pièce") {
    const count = wholeCount(amount);
    const word = tally.entry ? PIECE_WORDS[tally.entry.id] : undefined;
    if (word) return `${count} ${agree(count, word.singular, word.plural)}`;
    return alone ? String(count) : `${count} ${agree(count, "pièce", "pièces")}`;
  }
  return formatCounted(unit, amount);
}

/** « 3 gousses », « 4 tranches »; spoons and unknown units as measured, « 1,5 c. à soupe ». */
function formatCounted(unit: CountUnit, amount: number): string {
  const counted = COUNTED_UNITS[unit];
  if (counted) {
    const count = wholeCount(amount);
    return `${count} ${agree(count, counted.singular, counted.plural)}`;
  }
  return formatMeasure(measuredCount(amount), unit);
}

function formatPart(tally: Tally, part: Part, alone: boolean): string {
  switch (part.kind) {
    case "mass":
      return formatMass(part.grams);
    case "volume":
      return formatVolume(part.millilitres);
    case "count":
      return formatCount(tally, part.unit, part.amount, alone);
    case "unread":
      return part.text;
  }
}

const TO_TASTE = "selon le goût";

/** Weighed, yet said in the plural by every cook and every shop: « 300 g d'épinards ». */
const PLURAL_BY_WEIGHT: ReadonlySet<string> = new Set([
  "epinard",
  "pleurote",
  "girolle",
  "cepe",
  "haricot-vert",
  // « pois » reads the same in both numbers, so a recipe's plural cannot be seen on its first word.
  "pois-chiche",
  "pois-chiche-en-conserve",
]);

function itemOf(tally: Tally): ShoppingItem {
  const parts = resolve(tally);
  const only = parts.length === 1 ? parts[0] : undefined;
  const { entry } = tally;
  const barePieces =
    only?.kind === "count" && only.unit === "pièce" && !(entry && PIECE_WORDS[entry.id] !== undefined);
  let name: string;
  if (!entry) name = guessNoun(tally.written).noun.singular;
  // « 2 bottes de basilic »: a bunch names its herb in the singular.
  else if (soldByTheBunch(entry)) name = entry.name;
  else if (barePieces) name = agree(wholeCount(only.amount), entry.name, entry.plural);
  else name = tally.writtenPlural || PLURAL_BY_WEIGHT.has(entry.id) ? entry.plural : entry.name;

  if (parts.length === 0) return { key: tally.key, name, quantity: TO_TASTE, text: `${name}, ${TO_TASTE}` };
  const pieces = entry ? asRetailPieces(tally, entry, parts) : undefined;
  if (pieces) return { key: tally.key, name: entry?.name ?? name, ...pieces };
  const packed = entry && only ? inPacks(entry, only, name) : undefined;
  if (packed) return { key: tally.key, name, ...packed };
  if (only?.kind === "mass" && only.grams < LOOSE_MINIMUM_GRAMS) {
    // At the counter or the stall, the smallest weight one asks for; the need beside it.
    const quantity = formatMass(LOOSE_MINIMUM_GRAMS);
    const need = `${formatMass(only.grams)} pour la semaine`;
    return { key: tally.key, name, quantity, need, text: `${quantity} ${ofBare(name)} — ${need}` };
  }
  const quantity = parts.map((part) => formatPart(tally, part, parts.length === 1)).join(" + ");
  let text: string;
  if (barePieces) text = `${quantity} ${name}`;
  else if (only && only.kind !== "unread") text = `${quantity} ${ofBare(name)}`;
  else text = `${name}\u00a0: ${quantity}`;
  return { key: tally.key, name, quantity, text };
}

/**
 * A food sold in packs, as packs: « beurre : 1 plaquette de 250 g — 180 g pour la semaine ».
 * Undefined when the food has no pack or the need is not in the pack's measure.
 */
function inPacks(
  entry: IngredientEntry,
  part: Part,
  name: string,
): Pick<ShoppingItem, "quantity" | "text" | "need"> | undefined {
  const unit = retailUnitOf(entry);
  if (!unit) return undefined;
  let need: number;
  let written: string;
  // Squares of chocolate and the like are weighed to count the packs.
  const weighed =
    part.kind === "mass"
      ? part.grams
      : part.kind === "count" && unit.measure === "g"
        ? toGrams(entry, part.amount, part.unit)
        : undefined;
  if (unit.measure === "g" && weighed !== undefined)
    // Slices stay slices beside the packet: « 4 tranches pour la semaine » reads as a cook counts.
    [need, written] = [
      weighed,
      part.kind === "count" && COUNTED_UNITS[part.unit]
        ? formatCounted(part.unit, part.amount)
        : formatMass(weighed),
    ];
  else if (unit.measure === "ml" && part.kind === "volume")
    [need, written] = [part.millilitres, formatVolume(part.millilitres)];
  else if (unit.measure === "pièce" && part.kind === "count" && part.unit === "pièce")
    [need, written] = [wholeCount(part.amount), String(wholeCount(part.amount))];
  else return undefined;
  // A float sum a hair over a pack (250.0000001 g) is still one pack.
  const packs = Math.max(1, Math.ceil(need / unit.size - 1e-6));
  const quantity = `${packs} ${agree(packs, unit.singular, unit.plural)}`;
  const needText = `${written} pour la semaine`;
  return { quantity, need: needText, text: `${name}\u00a0: ${quantity} — ${needText}` };
}

/**
 * A food bought as a piece of its own (SOLD_AS_PIECES): every part weighed, then whole pieces,
 * « 1 tête d'ail — 3 gousses pour la semaine ». Undefined when a part cannot be weighed.
 */
function asRetailPieces(
  tally: Tally,
  entry: IngredientEntry,
  parts: readonly Part[],
): Pick<ShoppingItem, "quantity" | "text" | "need"> | undefined {
  const piece = SOLD_AS_PIECES[entry.id];
  if (!piece) return undefined;
  let grams = 0;
  for (const part of parts) {
    if (part.kind === "mass") grams += part.grams;
    else if (part.kind === "volume") grams += part.millilitres * (entry.density ?? 1);
    else if (part.kind === "count") {
      const weighed =
        part.unit === piece.singular ? part.amount * piece.grams : toGrams(entry, part.amount, part.unit);
      if (weighed === undefined) return undefined;
      grams += weighed;
    } else return undefined;
  }
  const count = Math.max(1, Math.ceil(grams / piece.grams - 1e-6));
  const quantity = `${count} ${agree(count, piece.singular, piece.plural)}`;
  const used = parts.map((part) => formatPart(tally, part, parts.length === 1)).join(" + ");
  const text = `${quantity} ${ofBare(entry.name)}`;
  // « 1 sachet de levure » needs no « 1 sachet pour la semaine » beside it, nor a head of garlic
  // the recipe counted as a head.
  const sameUnit = parts.every(
    (part) => part.kind === "count" && part.unit === "pièce" && entry.unitWeights.pièce === piece.grams,
  );
  if (used === quantity || sameUnit) return { quantity, text };
  const need = `${used} pour la semaine`;
  return { quantity, need, text: `${text} — ${need}` };
}

/** In the cupboard: the food's name alone, no quantity to buy. */
function cupboardItem(tally: Tally, entry: IngredientEntry): ShoppingItem {
  return { key: tally.key, name: entry.name, quantity: "", text: entry.name };
}

/** Juice is bought as lemons: the juice's millilitres become whole lemons on the lemon's line. */
/**
 * Yolks and whites are bought as eggs: no shop sells « 1 jaune d'œuf ». A week that uses yolks in
 * one dish and whites in another separates the same eggs, so the larger of the two counts (the
 * other half keeps a few days in the fridge). Any unit but pieces and grams keeps its own line.
 */
function partsAsEggs(tallies: Map<string, Tally>): void {
  const egg = readIngredient("œuf")?.entry;
  if (!egg) return;
  let eggs = 0;
  for (const id of ["jaune-d-oeuf", "blanc-d-oeuf"]) {
    const part = tallies.get(id);
    const perPiece = part?.entry?.unitWeights.pièce;
    if (!part || perPiece === undefined || part.unread.length > 0 || part.millilitres > 0) continue;
    const units = [...part.counts.keys()];
    if (units.some((unit) => unit !== "pièce")) continue;
    const pieces = (part.counts.get("pièce") ?? 0) + part.grams / perPiece;
    if (pieces === 0 && !part.toTaste) continue;
    tallies.delete(id);
    eggs = Math.max(eggs, pieces);
  }
  if (eggs > 0) addCount(tallyFor(tallies, egg.plural, egg), "pièce", eggs);
}

/**
 * « Lait » in one recipe and « lait entier » in another are one bottle, not two: the recipe that
 * names no kind takes whichever is in the fridge, so it joins the kind another recipe asks for
 * (whole milk first, the richer one doing for both).
 */
function plainMilkJoinsItsKind(tallies: Map<string, Tally>): void {
  const plain = tallies.get("lait");
  const kind = tallies.get("lait-entier") ?? tallies.get("lait-ecreme");
  if (!plain || !kind || plain.unread.length > 0) return;
  kind.grams += plain.grams;
  kind.millilitres += plain.millilitres;
  for (const [unit, amount] of plain.counts) addCount(kind, unit, amount);
  kind.toTaste ||= plain.toTaste;
  tallies.delete(plain.key);
}

function juiceAsLemons(tallies: Map<string, Tally>): void {
  juiceAsFruit(tallies, "jus-de-citron", "citron", JUICE_PER_LEMON_ML);
  juiceAsFruit(tallies, "jus-de-citron-vert", "citron vert", JUICE_PER_LIME_ML);
}

function juiceAsFruit(tallies: Map<string, Tally>, juiceId: string, fruit: string, perFruit: number): void {
  const juice = tallies.get(juiceId);
  const lemon = readIngredient(fruit)?.entry;
  if (!juice || !lemon || juice.unread.length > 0) return;
  // Spoons and grams of juice are millilitres too (juice weighs about what water does); « le jus
  // d'un citron » counts a lemon. Any other unit keeps the juice's own line.
  let millilitres = juice.millilitres + juice.grams;
  let pieces = 0;
  for (const [unit, amount] of juice.counts) {
    if (SPOON_ML[unit] !== undefined) millilitres += amount * SPOON_ML[unit];
    else if (unit === "pièce") pieces += amount;
    else return;
  }
  tallies.delete(juice.key);
  const lemons = tallyFor(tallies, lemon.plural, lemon);
  const wanted = pieces + millilitres / perFruit;
  if (wanted > 0) addCount(lemons, "pièce", wanted);
  else lemons.toTaste ||= juice.toTaste;
}

const inCupboard = (entry: IngredientEntry) =>
  keptWhateverTheAisle(entry) ||
  (belongsInCupboard(entry) &&
    (AISLE_BY_INGREDIENT[entry.id] === undefined ||
      AISLE_BY_INGREDIENT[entry.id] === "Épices et condiments"));

// ---------------------------------------------------------------------------------------
// The list

const collator = new Intl.Collator("fr", { sensitivity: "base", numeric: true });

/**
 * Everything to buy for these meals, aisle by aisle in AISLES order, items in French
 * alphabetical order. Each recipe is scaled from its servings to the meal's portions, then
 * the same food is added up across meals in one unit where it can be (see `resolve`). Names
 * the lexicon does not know go to « Autres », their quantities kept per unit. `extras` are
 * lines added to the week by hand, counted once each. A leftover lunch counts nothing while its
 * dinner (cooked for both) is there. Meals whose
 * recipe is not in `recipesById` bring nothing, and tap water is never listed.
 *
 * Foods sold in packs are counted in packs with the need beside (`inPacks`); salt, pepper, oils
 * and spices go to CUPBOARD without quantities; foods whose key is in `atHome` (Mon
 * garde-manger) go to AT_HOME, last, as they are written.
 */
export function shoppingList(
  entries: readonly MealPlanEntry[],
  recipesById: ReadonlyMap<string, PlannerRecipe>,
  extras: readonly IngredientLine[] = [],
  atHome: ReadonlySet<string> = new Set(),
): ShoppingAisle[] {
  const tallies = new Map<string, Tally>();
  // A leftover lunch was bought with its dinner, cooked for both.
  for (const entry of cookedEntries(entries)) {
    const recipe = recipesById.get(entry.recipeId);
    if (!recipe || !(entry.portions > 0)) continue;
    const factor = entry.portions / Math.max(1, recipe.servings);
    for (const line of recipe.ingredients) addLine(tallies, line, factor);
  }
  // Lines added by hand (« Avec ce que j'ai ») are added up with the meals' own, as written.
  for (const line of extras) addLine(tallies, line, 1);
  juiceAsLemons(tallies);
  partsAsEggs(tallies);
  plainMilkJoinsItsKind(tallies);
  const byAisle = new Map<Aisle, ShoppingItem[]>();
  const shelves = new Map<string, number>();
  for (const tally of tallies.values()) {
    const { entry } = tally;
    shelves.set(tally.key, shelfOf(entry));
    const cupboard = entry !== undefined && inCupboard(entry);
    const aisle = atHome.has(tally.key) ? AT_HOME : cupboard ? CUPBOARD : entry ? aisleOf(entry) : "Autres";
    const item = entry && cupboard ? cupboardItem(tally, entry) : itemOf(tally);
    byAisle.set(aisle, [...(byAisle.get(aisle) ?? []), item]);
  }
  return AISLES.filter((aisle) => byAisle.has(aisle)).map((aisle) => ({
    aisle,
    items: (byAisle.get(aisle) ?? []).sort(
      (first, second) =>
        (aisle === CUPBOARD ? (shelves.get(first.key) ?? 3) - (shelves.get(second.key) ?? 3) : 0) ||
        collator.compare(first.name, second.name) ||
        collator.compare(first.key, second.key),
    ),
  }));
}

/**
 * The cupboard by shelf, as it is checked before shopping: spices and dried herbs together,
 * then oils and fats, then mustards, sauces and vinegars, then the rest.
 */
function shelfOf(entry: IngredientEntry | undefined): number {
  if (!entry) return 3;
  if (entry.role === "aromatic") return 0;
  if (entry.role === "fat") return 1;
  if (entry.role === "condiment") return 2;
  return 3;
}

/** The list as plain text to copy or print: a heading per aisle, one « - » line per item. */
export function shoppingListText(list: readonly ShoppingAisle[], weekLabel: string): string {
  const lines = ["Liste de courses", weekLabel];
  if (list.length === 0) lines.push("", "Aucun repas n'est prévu cette semaine : rien à acheter.");
  for (const { aisle, items } of list) {
    if (aisle === AT_HOME) continue;
    lines.push("", aisle);
    for (const item of items) lines.push(`- ${item.text}`);
  }
  return `${lines.join("\n")}\n`;
}
