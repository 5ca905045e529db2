import { type Noun, looksPlural, pluralOnly, withDefinite } from "../base/french";
import { PLURAL_WHEN_WEIGHED, kindOf } from "../chef/kinds";
import { roundQuantity } from "../base/quantities";
import { ciqualFoods } from "../nutrition/ciqual-data.server";
import { edibleShare, readIngredient } from "../nutrition/lexicon";
import { normaliseUnit, toGrams } from "../nutrition/quantity";
import type { IngredientEntry, Unit } from "../nutrition/types";
import type { Recipe } from "../recipe/model";
import { gramsOnAScale } from "./scale-measures";
import { type LineUse, lineUses } from "./line-uses";
import { type CulinaryRole, SUBSTITUTIONS, type StepRewrite, type Substitute } from "./substitutions";

type Ingredient = Recipe["ingredients"][number];

/** A swap as the customisation screen offers it. */
export interface SwapOption {
  /** The lexicon's name of the substitute, also the value the form sends. */
  name: string;
  /** Diet and lightness reasons read from the lexicon and CIQUAL, then the cook's own: « végan », « plus léger ». */
  reasons: string[];
  /** What changes in the cooking, if anything. */
  note?: string;
  /** How the steps change with it (a dough pressed rather than rolled), if they do. */
  steps?: readonly StepRewrite[];
  /** Grams of the substitute per gram of the original, when not 1. */
  ratio?: number;
  /**
   * The line (by position in the recipe names given) that already holds a fat of the same kind:
   * the swapped amount joins it instead of making a second line of oil.
   */
  into?: number;
}

/** The culinary role of a lexicon food, undefined when the table does not place it. */
export function culinaryRole(entry: IngredientEntry): CulinaryRole | undefined {
  return SUBSTITUTIONS[entry.name]?.role;
}

/** Whether a substitute does every job the line does; without `uses`, the table's whole list. */
export function fitsUses(substitute: Pick<Substitute, "only" | "not">, uses?: readonly LineUse[]): boolean {
  if (uses === undefined) return true;
  if (substitute.not?.some((use) => uses.includes(use))) return false;
  if (substitute.only && (uses.length === 0 || uses.some((use) => !substitute.only!.includes(use))))
    return false;
  return true;
}

/**
 * The table's substitutes for a recipe line, with their lexicon entries; given the line's jobs
 * in its recipe (`lineUses`), only those that do every one of them.
 */
export function substitutesOf(
  nom: string,
  uses?: readonly LineUse[],
): { entry: IngredientEntry; substitute: Substitute }[] {
  const from = readIngredient(nom)?.entry;
  if (!from) return [];
  // A food may be listed twice, one line per job (rice flour in a sauce, and in a pastry with its
  // note): the first that fits the line's jobs is the one offered.
  const offered = new Set<string>();
  return (SUBSTITUTIONS[from.name]?.options ?? []).flatMap((substitute) => {
    const entry = readIngredient(substitute.name)?.entry;
    if (!entry || entry.id === from.id || offered.has(entry.id) || !fitsUses(substitute, uses)) return [];
    offered.add(entry.id);
    return [{ entry, substitute }];
  });
}

/**
 * Fats a cook uses in place of one another: an oil swapped in beside the recipe's own oil is
 * the same fat twice. Sesame or walnut oil season rather than cook, and stay apart.
 */
const FAT_FAMILIES: Readonly<Record<string, "oil" | "butter">> = {
  huile: "oil",
  "huile d'olive": "oil",
  "huile de colza": "oil",
  "huile de tournesol": "oil",
  "huile d'arachide": "oil",
  beurre: "butter",
  "beurre demi-sel": "butter",
  margarine: "butter",
};

/** The kind of cooking fat a lexicon food is, undefined for any other food. */
export function fatFamily(entry: IngredientEntry): "oil" | "butter" | undefined {
  return FAT_FAMILIES[entry.name];
}

/**
 * What may stand in for an ingredient of a recipe: the table's substitutes of the same
 * culinary role that do the line's jobs (`uses`, when given), less the foods the recipe already
 * has (a ratatouille's aubergine is not swapped for its own courgettes). A fat swapped for the
 * kind of fat the recipe already cooks with becomes more of that fat: butter beside two
 * spoons of oil turns into that oil, one line, never a second oil.
 */
export function swapOptions(
  nom: string,
  recipeNames: readonly string[] = [],
  uses?: readonly LineUse[],
  sweet = false,
): SwapOption[] {
  const from = readIngredient(nom)?.entry;
  if (!from) return [];
  const entries = recipeNames.map((name) => readIngredient(name)?.entry);
  const present = new Set(entries.flatMap((entry) => entry?.id ?? []));
  const options: SwapOption[] = [];
  for (const found of substitutesOf(nom, uses)) {
    const { substitute } = found;
    let { entry } = found;
    if (culinaryRole(from) === "wine" && culinaryRole(entry) !== "wine") {
      // Pears poached in stock, or in beer, are no dessert: a sweet dish's wine has no stand-in here.
      if (sweet) continue;
      // Without the recipe, the table's own stock (a red wine's beef stock) stands.
      if (entries.length > 0) entry = readIngredient(stockFor(entries))?.entry ?? entry;
    } else if (sweet && culinaryRole(from) === "wine" && entry.name === "bière") continue;
    const family = fatFamily(entry);
    const into = family
      ? entries.findIndex((other) => other && other.id !== from.id && fatFamily(other) === family)
      : -1;
    if (into >= 0) {
      const existing = entries[into]!;
      if (options.some((option) => option.name === existing.name)) continue;
      options.push({
        name: existing.name,
        reasons: [...dietReasons(from, existing, substitute.ratio ?? 1), substitute.why],
        note: `Tout cuit dans ${withDefinite(nounOf(existing))} déjà ${existing.gender === "f" ? "prévue" : "prévu"}\u00a0: la quantité s'y ajoute.`,
        ...(substitute.ratio !== undefined ? { ratio: substitute.ratio } : {}),
        into,
      });
      continue;
    }
    if (present.has(entry.id)) continue;
    options.push({
      name: entry.name,
      reasons: [...dietReasons(from, entry, substitute.ratio ?? 1), substitute.why],
      ...(substitute.note ? { note: substitute.note } : {}),
      ...(substitute.steps ? { steps: substitute.steps } : {}),
      ...(substitute.ratio !== undefined ? { ratio: substitute.ratio } : {}),
    });
  }
  return options;
}

/** The options for line `index` of a recipe, read with the jobs it does there. */
export function swapOptionsFor(
  recipe: Pick<Recipe, "title" | "ingredients" | "steps"> & { category?: string },
  index: number,
): SwapOption[] {
  const line = recipe.ingredients[index];
  if (!line) return [];
  return swapOptions(
    line.nom,
    recipe.ingredients.map((other) => other.nom),
    lineUses(recipe, index),
    recipe.category === "Desserts",
  );
}

/**
 * The stock a wine becomes, after what it cooks: a coq au vin simmers in a poultry stock, a
 * bourguignon in a beef stock, fish and vegetables in a vegetable stock. Poultry first: the
 * lardons of a coq au vin season it, the bird is the dish. Cured meats alone (the lardons of
 * œufs en meurette) make no meat dish.
 */
export function stockFor(entries: readonly (IngredientEntry | undefined)[]): string {
  const kinds = new Set(entries.flatMap((entry) => (entry ? [kindOf(entry)] : [])));
  if (kinds.has("poultry")) return "bouillon de volaille";
  if (kinds.has("meat")) return "bouillon de bœuf";
  return "bouillon de légumes";
}

/** Below this share of the original's calories, a substitute is « plus léger ». */
const LIGHTER = 0.8;

/** Roles whose amounts weigh in a dish's calories; a lighter herb or spice means nothing. */
const WEIGHTY = new Set<CulinaryRole>([
  "protein",
  "egg",
  "fat",
  "dairy",
  "cheese",
  "starch",
  "bread",
  "flour",
  "sweet",
  "chocolate",
  "nut",
]);

function kcalPerGram(entry: IngredientEntry): number | undefined {
  const food = ciqualFoods[entry.ciqualCode];
  return food ? (food.kcal / 100) * edibleShare(entry) : undefined;
}

/**
 * The reasons nobody has to take on trust: they are read from the diet flags of both foods
 * and from CIQUAL for the amount actually used.
 */
export function dietReasons(from: IngredientEntry, to: IngredientEntry, ratio = 1): string[] {
  const reasons: string[] = [];
  const fleshFrom = from.diet.meat || from.diet.fish;
  const fleshTo = to.diet.meat || to.diet.fish;
  if (from.diet.animal && !to.diet.animal) reasons.push("végan");
  else if (fleshFrom && !fleshTo) reasons.push("végétarien");
  if (from.diet.dairy && !to.diet.dairy) reasons.push("sans lactose");
  if (from.diet.gluten && !to.diet.gluten) reasons.push("sans gluten");
  const role = culinaryRole(from);
  const before = kcalPerGram(from);
  const after = kcalPerGram(to);
  if (
    role !== undefined &&
    WEIGHTY.has(role) &&
    before !== undefined &&
    after !== undefined &&
    after * ratio <= before * LIGHTER
  )
    reasons.push("plus léger");
  return reasons;
}

const VOLUMES: readonly Unit[] = ["ml", "cl", "l"];
const MASSES: readonly Unit[] = ["g", "kg"];

/**
 * The substitute's amount for an ingredient line, converted through grams: 20 cl of crème
 * fraîche weigh 200 g, so 200 g of yaourt à la grecque, or 20 cl of lait de coco. The
 * substitute keeps the line's unit when it can be measured in it (volumes for liquids,
 * pieces for what is counted), else its own usual unit, else grams.
 * « Selon le goût » and lines that cannot be weighed keep their amount as written.
 */
export function swapAmount(
  ingredient: Pick<Ingredient, "quantite" | "unite">,
  from: IngredientEntry,
  to: IngredientEntry,
  ratio = 1,
): Pick<Ingredient, "quantite" | "unite"> {
  const { quantite, unite } = ingredient;
  if (typeof quantite !== "number") return { quantite, unite };
  const unit = unite.trim() === "" ? "pièce" : normaliseUnit(unite);
  const grams = unit === undefined ? undefined : toGrams(from, quantite, unit);
  if (unit === undefined || grams === undefined) return { quantite, unite };
  const target = grams * ratio;
  if (VOLUMES.includes(unit) && to.density !== undefined) {
    // Liquids of about the same density keep the written volume: 75 cl of wine become 75 cl of beer.
    const asWritten = (grams / (from.density ?? 1)) * ratio;
    const millilitres = target / to.density;
    return volume(Math.abs(millilitres - asWritten) <= asWritten * 0.03 ? asWritten : millilitres);
  }
  if (VOLUMES.includes(unit) || MASSES.includes(unit)) return mass(target);
  const counted = counting(to, target, unit) ?? counting(to, target, to.perPortion.unit);
  if (!counted) return mass(target);
  // A line written without a unit (« 4 œufs ») stays so when the substitute is counted in pieces too.
  return counted.unite === "pièce" && unite.trim() === "" ? { ...counted, unite: "" } : counted;
}

function volume(millilitres: number): Pick<Ingredient, "quantite" | "unite"> {
  if (millilitres >= 1000) return { quantite: roundQuantity(millilitres / 1000, "l"), unite: "l" };
  if (millilitres >= 50) return { quantite: roundQuantity(millilitres / 10, "cl"), unite: "cl" };
  return { quantite: roundQuantity(millilitres, "ml"), unite: "ml" };
}

function mass(grams: number): Pick<Ingredient, "quantite" | "unite"> {
  if (grams >= 1000) return { quantite: roundQuantity(grams / 1000, "kg"), unite: "kg" };
  return { quantite: gramsOnAScale(grams), unite: "g" };
}

const SMALL_PIECE = 10;

/** Pieces, spoons, cloves…: only when the substitute has a weight for that unit and the count reads well. */
function counting(
  to: IngredientEntry,
  grams: number,
  unit: Unit,
): Pick<Ingredient, "quantite" | "unite"> | undefined {
  if (VOLUMES.includes(unit) || MASSES.includes(unit)) return undefined;
  const each = toGrams(to, 1, unit);
  if (each === undefined || each <= 0) return undefined;
  // A « pièce » of sugar is a lump: a sachet of vanilla sugar is not worth 1,5 lumps.
  if (unit === "pièce" && each < SMALL_PIECE && to.perPortion.unit !== "pièce") return undefined;
  const count = grams / each;
  // Thirty teaspoons or a hundredth of a piece are not amounts a cook measures.
  if (count > 12 && unit !== "pièce") return undefined;
  if (count < 0.25) return undefined;
  const quantite =
    unit === "pièce" && count < 3 ? Math.max(0.5, Math.round(count * 2) / 2) : roundQuantity(count, unit);
  // Half a fennel bulb for eight radishes is twice the weight: then grams say it better.
  if (quantite * each > grams * 1.5 || quantite * each < grams * 0.6) return undefined;
  return { quantite, unite: unit };
}

/** Pieces a cook still sees one by one on the scale; a tofu block or a cod fillet is weighed as a mass. */
const COUNTED_BY_WEIGHT = 400;
const MASS_KINDS = new Set(["fish", "tofu", "chocolate"]);

/**
 * The name a swapped line is written with. A weighed line names its food as the recipe wrote
 * it: « 250 g de lentilles corail » becomes « 250 g de lentilles », not the lexicon's singular
 * « lentille », while « 200 g de lardons » become « 200 g de tofu fumé », a mass. Counted lines
 * keep the lexicon's name: their count agrees it when they are written.
 */
export function swappedLineName(ingredient: Pick<Ingredient, "nom" | "unite">, to: IngredientEntry): string {
  const unit = ingredient.unite.trim() === "" ? "pièce" : normaliseUnit(ingredient.unite);
  const weighed = unit !== undefined && (VOLUMES.includes(unit) || MASSES.includes(unit));
  if (!weighed || !looksPlural(ingredient.nom) || to.plural === to.name) return to.name;
  const kind = kindOf(to);
  const piece = to.unitWeights.pièce;
  const plural =
    pluralOnly(to) ||
    PLURAL_WHEN_WEIGHED.has(kind) ||
    (piece !== undefined && piece <= COUNTED_BY_WEIGHT && !MASS_KINDS.has(kind));
  return plural ? to.plural : to.name;
}

function nounOf(entry: IngredientEntry): Noun {
  return { singular: entry.name, plural: entry.plural, gender: entry.gender };
}
