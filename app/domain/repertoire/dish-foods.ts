import { substitutesOf } from "../catalogue/swap";
import type { CatalogueRecipe } from "../catalogue/types";
import { kindOf, type Kind } from "../chef/kinds";
import { readIngredient } from "../nutrition/lexicon";
import type { IngredientEntry } from "../nutrition/types";
import { PANTRY_BASICS, foodOf } from "../pantry/foods";
import { foldText } from "../text/fold";

/**
 * What a catalogue dish is made of, as the offline chef weighs it when it looks for the dish a
 * list of foods makes best (docs/decisions/0053-real-dishes-first.md). The pantry's idea (foods,
 * not spellings; basics always at hand) with one more: a dish is its chicken and its mushrooms
 * far more than its thyme, so each food weighs by what it is to the dish.
 */

/** One food of a dish, with the first line that names it. */
export interface DishFood {
  /** The pantry's food: « lardon » for lardons and poitrine fumée alike. */
  food: string;
  entry: IngredientEntry;
  /** Its kind, read once here: the retrieval compares it for every food typed and every dish. */
  kind: Kind;
  /** The entry's name, folded, read against what the cook typed. */
  folded: string;
  /** The line's position in the recipe, the key the swap engine takes. */
  line: number;
  weight: number;
}

export interface IndexedDish {
  recipe: CatalogueRecipe;
  /** Its title folded, letters, apostrophes and hyphens only, with a space at each end. */
  title: string;
  /** Its foods that weigh something: the basics every kitchen has are left out. */
  foods: DishFood[];
  /** Sum of the foods' weights. */
  total: number;
  /** Every food it lists, basics included: a cook who typed « huile » finds it here. */
  listed: Set<string>;
  /** The food of each line, by position ("" for a line the lexicon does not read). */
  lineFoods: string[];
  /** For a lexicon id, the lines it may stand in for and the name the swap engine knows it by. */
  standIns: Map<string, { line: number; name: string }[]>;
}

/** The heart of a dish: the meat, fish, tofu or pulses a cook shops for first. */
export const CENTRE = 3;

const BY_KIND: Partial<Record<Kind, number>> = {
  poultry: CENTRE,
  meat: CENTRE,
  fish: CENTRE,
  seafood: CENTRE,
  tofu: CENTRE,
  legume: CENTRE,
  // Lardons flavour a quiche or a bourguignon more than they make it.
  cured: 2,
  // Eggs bind a tart or a clafoutis more than they make it; an omelette has nothing heavier.
  egg: 1.5,
  rice: 2,
  pasta: 2,
  noodle: 2,
  potato: 2,
  grain: 2,
  dough: 2,
  leafy: 2,
  mushroom: 2,
  "stone-fruit": 2,
  "orchard-fruit": 2,
  chocolate: 2,
  coconut: 1.5,
  bread: 1.5,
  cheese: 1.5,
  cream: 1.5,
  milk: 1,
  yogurt: 1.5,
  allium: 1,
  stock: 1,
  citrus: 1,
  herb: 0.5,
  spice: 0.5,
  butter: 0.5,
  sugar: 0.5,
  flour: 0.5,
};

const BY_ROLE: Record<IngredientEntry["role"], number> = {
  protein: CENTRE,
  vegetable: 2,
  starch: 2,
  fruit: 2,
  dairy: 1.5,
  nut: 1,
  liquid: 1,
  aromatic: 0.5,
  condiment: 0.5,
  baking: 0.5,
  sweet: 0.5,
  fat: 0.25,
};

const BASICS = new Set(PANTRY_BASICS);

/** What a food is to a dish: 3 for its heart, 2 for a vegetable, a starch or a fruit, less for the rest. */
export function weightOf(entry: IngredientEntry): number {
  if (BASICS.has(foodOf(entry.id))) return 0;
  return BY_KIND[kindOf(entry)] ?? BY_ROLE[entry.role];
}

const indexes = new WeakMap<readonly CatalogueRecipe[], IndexedDish[]>();

/** The dishes read once per catalogue: the lexicon and the swap table are not read again per request. */
export function indexDishes(recipes: readonly CatalogueRecipe[]): IndexedDish[] {
  const known = indexes.get(recipes);
  if (known) return known;
  const indexed = recipes.map(indexDish);
  indexes.set(recipes, indexed);
  return indexed;
}

function indexDish(recipe: CatalogueRecipe): IndexedDish {
  const foods: DishFood[] = [];
  const listed = new Set<string>();
  const lineFoods: string[] = [];
  const standIns = new Map<string, { line: number; name: string }[]>();
  recipe.ingredients.forEach((ingredient, line) => {
    const entry = readIngredient(ingredient.nom)?.entry;
    lineFoods.push(entry ? foodOf(entry.id) : "");
    if (!entry) return;
    const food = foodOf(entry.id);
    const weight = weightOf(entry);
    listed.add(food);
    if (weight > 0 && !foods.some((known) => known.food === food))
      foods.push({ food, entry, kind: kindOf(entry), folded: foldText(entry.name), line, weight });
    for (const { entry: substitute, substitute: swap } of substitutesOf(ingredient.nom)) {
      const lines = standIns.get(substitute.id) ?? [];
      lines.push({ line, name: swap.name });
      standIns.set(substitute.id, lines);
    }
  });
  return {
    recipe,
    title: ` ${foldText(recipe.title).replace(/[^a-z' -]/g, " ")} `,
    foods,
    total: foods.reduce((sum, food) => sum + food.weight, 0),
    listed,
    lineFoods,
    standIns,
  };
}
