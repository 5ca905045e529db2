import { durationsInText } from "../text/duration";
import { foldText } from "../text/fold";
import { entryById } from "./lexicon";
import type { CookingFamily, IngredientEntry } from "./types";

/**
 * Whether a line of pasta, rice, grains or pulses weighs them dry or cooked (decision 0071).
 * CIQUAL gives dry chickpeas 350 kcal per 100 g and tinned ones 122: a recipe that only warms
 * tinned chickpeas, counted as dry, nearly triples their energy. The lexicon names both forms;
 * this rule picks one, from what a cook would read, strongest first:
 * 1. the line's own words: « cuits », « en conserve », « égouttés » or « secs », « crus »;
 * 2. the steps: a soak, a pan of boiling water, or a simmer long enough to cook the food from
 *    dry means dry; pulses the steps only rinse, warm, mix or blend were bought cooked;
 * 3. the weight per portion: past what anyone cooks dry for one person, it is cooked.
 * Otherwise the food is as bought: dry.
 */

export type FoodState = "dry" | "cooked";

/** What decided, for the tests and the decision record's figures. */
export type StateReason = "line" | "steps" | "portion" | "as bought";

interface FamilyRule {
  /** Words of the steps that name any food of the family (« les pâtes » for penne). */
  words: readonly string[];
  /** Minutes of simmering from dry, the shortest a cook would give: pasta 6, dry beans 45. */
  minutesFromDry: number;
  /**
   * Grams per portion past which the weight can only be cooked. Dry pasta and rice swell to
   * 2.2 times their weight (CIQUAL: 9.9 % water dry, 58.9 % cooked), lentils to 2.6, beans
   * from dry to tinned to 3.3: a main dish's 60 to 125 g of dry pasta is 130 to 275 g cooked.
   */
  cookedAbove: number;
  /**
   * Whether a food of the family that the steps name but never cook was bought cooked. True of
   * pulses, so often tinned; not of pasta or rice, whose cooking may sit in a step that names
   * only « l'eau » or « la casserole »: there the weight decides.
   */
  readyWhenNotCooked: boolean;
}

const FAMILIES: Readonly<Record<CookingFamily, FamilyRule>> = {
  pasta: { words: ["pates"], minutesFromDry: 6, cookedAbove: 150, readyWhenNotCooked: false },
  "fresh-pasta": { words: ["pates"], minutesFromDry: 2, cookedAbove: 220, readyWhenNotCooked: false },
  rice: { words: ["riz"], minutesFromDry: 12, cookedAbove: 130, readyWhenNotCooked: false },
  grain: { words: [], minutesFromDry: 8, cookedAbove: 130, readyWhenNotCooked: false },
  semolina: {
    words: ["semoule", "couscous", "polenta"],
    minutesFromDry: 3,
    cookedAbove: 130,
    readyWhenNotCooked: false,
  },
  lentil: { words: ["lentille"], minutesFromDry: 15, cookedAbove: 120, readyWhenNotCooked: true },
  bean: { words: [], minutesFromDry: 45, cookedAbove: 120, readyWhenNotCooked: true },
};

// Folded words (foldText): no accents, apostrophes as spaces.
const DRY_IN_LINE = /\b(?:secs?|seches?|crus?|crues?|non cuite?s?)\b/;
const COOKED_IN_LINE =
  /\b(?:cuite?s?|en conserve|en boite|en bocal|appertisee?s?|egouttee?s?|rincee?s?|al dente|de la veille|restes? de)\b/;
/** A pouch of « lentilles précuites » is eaten warmed; parboiled rice or wheat is still weighed dry. */
const PRECOOKED = /\bprecuite?s?\b/;
const READY_WHEN_PRECOOKED: ReadonlySet<CookingFamily> = new Set(["lentil", "bean"]);

const SOAK = /\b(?:tremp\w*|la veille|une nuit)\b/;
/** Words of a step that cooks the food through: boiling water, « al dente », a risotto's pearling. */
const COOKS_THROUGH =
  /\b(?:eau bouillante|eau salee|casserole d eau|grand volume d eau|al dente|selon (?:le|les) (?:paquet|indications?)|en pluie|gonfler|tendres?|nacr\w*|translucides?|absorb\w*)\b/;
/** « Répartissez le riz cru au fond du plat »: the steps call it raw. */
const RAW_IN_STEP = /\b(?:crus?|crues?)\b/;
const SIMMER = /\b(?:cuire|cuisez|cuit|cuisson|mijot\w*|fremi\w*|bouill\w*|ebullition|poch\w*)\b/;
const OVEN = /\b(?:four|enfourn\w*|gratin\w*|grill\w*)\b/;
/**
 * A next step that cooks something else: « Faites cuire les œufs 10 min », « Pendant ce temps… ».
 * Any other next step that simmers goes on with the pot of the step naming the food: « Couvrez
 * et laissez mijoter 25 min », « Verser le bouillon, cuire 20 minutes », « Faites-le cuire ».
 */
const COOKS_SOMETHING_ELSE =
  /\b(?:cuire|cuisez|mijoter|pocher|pochez|blanchir|blanchissez) (?:les?|la|l|des|du|un|une)\b|\bpendant ce temps\b/;
/** « Servez avec le riz » names the rice without doing anything to it. */
const SERVING_ONLY = /\b(?:servez|servir|accompagn\w*|dressez)\b/;
const HANDLED =
  /\b(?:ajout\w*|incorpor\w*|melang\w*|mix\w*|ecras\w*|rinc\w*|egoutt\w*|rechauff\w*|chauff\w*|faites|versez|jetez|plongez|reparti\w*|saut\w*)\b/;

// Words of a line that come before the food's name: « 200 g de », « 1 verre de », « des ».
// prettier-ignore
const BEFORE_THE_NAME = new Set(["de", "d", "des", "du", "la", "le", "les", "l", "un", "une", "g", "gr", "kg", "grammes", "ml", "cl", "verre", "verres", "tasse", "tasses", "bol", "boite", "boites", "sachet", "sachets", "paquet", "paquets", "c", "a", "soupe", "cafe", "cuillere", "cuilleres", "gros", "grosse", "petit", "petite", "belle", "beau", "bonne", "bon"]);

/** « lentilles » and « lentille » alike; « pâtes » never as « pâte » (brisée, feuilletée). */
const anyNumber = (word: string) => (word === "pates" ? word : `${word.replace(/[sx]$/, "")}[sx]?`);

/** « Les haricots » of a cassoulet, but never « les haricots verts » nor « les petits pois ». */
const GREEN_PODS: Readonly<Record<string, string>> = {
  haricot: "haricot[sx]?(?! (?:verts?|beurre|plats?)\\b)",
  haricots: "haricot[sx]?(?! (?:verts?|beurre|plats?)\\b)",
  pois: "(?<!petits? )pois(?! (?:gourmands?|mange))",
};

/** Words of the steps that name this line's food: its own first word, and its family's. */
function namesOf(typed: string, entry: IngredientEntry, family: FamilyRule): RegExp {
  const key = `${entry.id}|${typed}`;
  const known = namePatterns.get(key);
  if (known) return known;
  const pattern = namePattern(typed, entry, family);
  if (namePatterns.size >= CACHE_SIZE) namePatterns.clear();
  namePatterns.set(key, pattern);
  return pattern;
}

// A recipe page, its servings and its carbon line read the same lines and steps again and again.
const CACHE_SIZE = 2000;
const namePatterns = new Map<string, RegExp>();
const foldedSteps = new Map<string, string[]>();

function foldedStepsOf(steps: readonly string[]): string[] {
  const key = steps.join("\n");
  const known = foldedSteps.get(key);
  if (known) return known;
  const folded = steps.map(foldText);
  if (foldedSteps.size >= CACHE_SIZE) foldedSteps.clear();
  foldedSteps.set(key, folded);
  return folded;
}

function namePattern(typed: string, entry: IngredientEntry, family: FamilyRule): RegExp {
  const heads = [typed, entry.name].map((text) => {
    const words = foldText(text)
      .split(" ")
      .filter((word) => !/^\d/.test(word));
    const start = words.findIndex((word) => !BEFORE_THE_NAME.has(word));
    return words[Math.max(0, start)] ?? "";
  });
  const words = [...heads, ...family.words].filter((word) => word.length > 1);
  const alternatives = [...new Set(words.map((word) => GREEN_PODS[word] ?? anyNumber(word)))];
  return new RegExp(`\\b(?:${alternatives.join("|")})\\b`);
}

/** What the steps say of the food, or undefined when they say nothing of it. */
function stateFromSteps(steps: readonly string[], names: RegExp, family: FamilyRule): FoodState | undefined {
  if (steps.length === 0) return undefined;
  const folded = foldedStepsOf(steps);
  let mentioned = false;
  let simmered = 0;
  for (const [index, text] of folded.entries()) {
    if (!names.test(text)) continue;
    if (SERVING_ONLY.test(text) && !SIMMER.test(text) && !HANDLED.test(text)) continue;
    mentioned = true;
    if (SOAK.test(text) || COOKS_THROUGH.test(text) || RAW_IN_STEP.test(text)) return "dry";
    const minutes = durationsInText(steps[index] ?? "");
    // « Faites cuire le riz », « poursuivez la cuisson » without a time: until done, so from dry.
    if (SIMMER.test(text) && !OVEN.test(text) && minutes.length === 0) return "dry";
    const next = folded[index + 1];
    const timed = [
      ...(SIMMER.test(text) && !OVEN.test(text) ? minutes : []),
      ...(next &&
      SIMMER.test(next) &&
      !OVEN.test(next) &&
      !names.test(next) &&
      !COOKS_SOMETHING_ELSE.test(next)
        ? durationsInText(steps[index + 1] ?? "")
        : []),
    ];
    simmered += Math.max(0, ...timed);
  }
  if (!mentioned) return undefined;
  if (simmered >= family.minutesFromDry) return "dry";
  return family.readyWhenNotCooked ? "cooked" : undefined;
}

export interface LineInRecipe {
  /** The ingredient line as written: its name, and its quantity and unit when they hold words. */
  text: string;
  /** Grams of the line for the whole recipe, as the lexicon weighed them. */
  grams: number;
}

export interface RecipeContext {
  steps?: readonly string[];
  /** Portions of the recipe; without them the weight says nothing. */
  servings?: number;
}

/** Dry or cooked, and what decided it, for a food that has both forms. */
export function foodState(
  entry: IngredientEntry,
  line: LineInRecipe,
  context: RecipeContext,
): { state: FoodState; by: StateReason } {
  const family = entry.cooked && FAMILIES[entry.cooked.family];
  if (!entry.cooked || !family) return { state: "dry", by: "as bought" };
  const words = foldText(line.text);
  if (DRY_IN_LINE.test(words)) return { state: "dry", by: "line" };
  if (COOKED_IN_LINE.test(words)) return { state: "cooked", by: "line" };
  if (PRECOOKED.test(words) && READY_WHEN_PRECOOKED.has(entry.cooked.family))
    return { state: "cooked", by: "line" };
  const fromSteps = stateFromSteps(context.steps ?? [], namesOf(line.text, entry, family), family);
  if (fromSteps) return { state: fromSteps, by: "steps" };
  const servings = context.servings;
  if (
    servings !== undefined &&
    Number.isFinite(servings) &&
    servings >= 1 &&
    line.grams / servings > family.cookedAbove
  )
    return { state: "cooked", by: "portion" };
  return { state: "dry", by: "as bought" };
}

/** The lexicon entry whose CIQUAL row fits the line: the food's cooked form where it is eaten cooked. */
export function asWeighed(
  entry: IngredientEntry,
  line: LineInRecipe,
  context: RecipeContext,
): IngredientEntry {
  if (!entry.cooked || foodState(entry, line, context).state === "dry") return entry;
  return entryById(entry.cooked.id) ?? entry;
}
