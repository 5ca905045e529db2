import { readIngredient } from "../nutrition/lexicon";
import type { Recipe } from "../recipe/model";

/**
 * The jobs an ingredient does in one recipe, read from the sentences of its steps that name it.
 *
 * Flour rubbed with butter into a pastry, flour cooked into a roux and flour whisked into a crêpe
 * batter are three different foods for a cook: cornflour thickens a sauce but makes no pastry, a
 * stock perfumes a braise but not a shortcrust, olive oil fries but does not laminate. A swap is
 * offered only where it does every job the food does in that recipe (`substitutions.ts`, `only`
 * and `not`). The reading is deliberately small and French: the catalogue writes its steps with
 * the verbs below, and a line whose job cannot be read gets no job, so only the swaps that are
 * safe everywhere are offered for it.
 */
export type LineUse =
  /** A shortcrust, sweet or puff pastry: « sablez », « foncez », « pâte brisée ». */
  | "pastry"
  /** A pouring batter: crêpes, gaufres, pancakes, clafoutis, beignets. */
  | "batter"
  /** A cake or a baked dough that must rise or set: gâteau, cake, muffins, biscuit. */
  | "baking"
  /** What thickens a sauce: a roux, flour sprinkled on a braise, a liaison. */
  | "thickener"
  /** The fat things are browned or sweated in. */
  | "frying"
  /** A savoury cooking liquid: what a braise, a stew or a soup simmers in. */
  | "liquid"
  /** Cooked through, in the oven or on the heat, not stirred in at the end. */
  | "heated";

const PASTRY =
  /(?<![\p{L}])(?:sablez|sabler|foncez|foncer|fraisez|abaisse|pâte brisée|pâte sablée|pâte feuilletée|pâte à tarte|préparez la pâte|rassemblez en boule)/iu;
const BATTER =
  /(?<![\p{L}])(?:crêpes?|galettes?|gaufres?|pancakes?|beignets?|clafoutis|far|pâte lisse|pâte à (?:crêpes|gaufres|beignets|frire)|louche)(?![\p{L}])/iu;
const BAKING =
  /(?<![\p{L}])(?:gâteau|cake|muffins?|moelleux|biscuits?|madeleines?|brioche|pâte à choux|génoise|fondant)(?![\p{L}])/iu;
const THICKENER =
  /(?<![\p{L}])(?:roux|singez|saupoudrez|liez|lier|liaison|épaissi\p{L}*|béchamel|nappante?)(?![\p{L}])/iu;
const FRYING =
  /(?<![\p{L}])(?:faites (?:revenir|dorer|fondre|sauter|suer|chauffer)|faire (?:revenir|dorer|sauter)|poêlez|saisissez|rissolez|colorez|sauteuse|poêle|wok)(?![\p{L}])/iu;
const LIQUID =
  /(?<![\p{L}])(?:mouillez|mouiller|couvrez|versez|mijote\p{L}*|frémi\p{L}*|bouillon|ébullition|portez|déglacez|cocotte|faitout|marmite|casserole|braise\p{L}*)(?![\p{L}])/iu;
const HEAT =
  /(?<![\p{L}])(?:enfournez|four|cuire|cuisson|mijote\p{L}*|frémi\p{L}*|bouillir|ébullition|gratine\p{L}*|rôti\p{L}*|réduire|réduisez|feu)(?![\p{L}])/iu;
const OFF_HEAT = /hors du feu|au moment de servir|à froid/iu;

const SENTENCE = /(?<=[.!?…])\s+(?=[\p{Lu}«])/u;

function lower(value: string): string {
  return value.toLocaleLowerCase("fr");
}

/**
 * The words by which a recipe's steps may name its line `index`: the typed name, the lexicon's
 * names, and each word of the typed name that is a food of its own and no other line's
 * (« crème » for « crème fraîche épaisse », « veau » for « épaule de veau »).
 */
function namesOf(recipe: Pick<Recipe, "ingredients">, index: number): string[] {
  const typed = recipe.ingredients[index]?.nom ?? "";
  const entry = readIngredient(typed)?.entry;
  const others = recipe.ingredients.filter((_, other) => other !== index).map((other) => lower(other.nom));
  const own = lower(typed)
    .split(/\s+/)
    .filter(
      (word) =>
        word.length >= 4 &&
        readIngredient(word) !== undefined &&
        !others.some((other) => other.split(/\s+/).includes(word)),
    );
  const words = [typed, entry?.name, entry?.plural, ...own];
  return [...new Set(words.flatMap((word) => (word && word.length >= 3 ? [lower(word)] : [])))];
}

function names(sentence: string, words: readonly string[]): boolean {
  const folded = lower(sentence);
  return words.some((word) =>
    new RegExp(`(?<![\\p{L}-])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}-])`, "u").test(folded),
  );
}

/** The jobs of line `index` in `recipe`; empty when its steps do not say. */
export function lineUses(
  recipe: Pick<Recipe, "title" | "ingredients" | "steps"> & { category?: string },
  index: number,
): LineUse[] {
  const words = namesOf(recipe, index);
  if (words.length === 0) return [];
  const uses = new Set<LineUse>();
  const sweet = recipe.category === "Desserts";
  const dish = recipe.title;
  let mentioned = false;
  recipe.steps.forEach((step, position) => {
    const sentences = step.description.split(SENTENCE);
    sentences.forEach((sentence, at) => {
      if (!names(sentence, words)) return;
      mentioned = true;
      // What is mixed into a pastry or a batter belongs to it, whatever the sentence adds.
      if (PASTRY.test(sentence) || PASTRY.test(sentences.slice(0, at).join(" "))) uses.add("pastry");
      else if (BATTER.test(sentence) || BATTER.test(dish)) uses.add("batter");
      else if (BAKING.test(sentence) || BAKING.test(dish)) uses.add("baking");
      if (THICKENER.test(sentence)) uses.add("thickener");
      if (FRYING.test(sentence)) uses.add("frying");
      if (!sweet && !uses.has("pastry") && !uses.has("batter") && LIQUID.test(sentence)) uses.add("liquid");
      // Cooked through when its own step or a later one heats it, unless its step puts it in off the heat.
      // A step's heat is often written beside it alone (« 8 min, feu vif » for a sauce that reduces).
      const later = recipe.steps.slice(position);
      if (
        !OFF_HEAT.test(step.description) &&
        later.some((other) => HEAT.test(other.description) || (other.temperature ?? "").trim() !== "")
      )
        uses.add("heated");
    });
  });
  if (!mentioned && (BATTER.test(dish) || BAKING.test(dish)))
    uses.add(BATTER.test(dish) ? "batter" : "baking");
  return [...uses];
}
