import { foldText } from "../text/fold";
import { noun, type NounPhrase } from "./french";
import { isCheese, isDessert, type FoodCategory } from "./food-categories";
import { DISH_LEXICON, type Flavour, type LexiconEntry } from "./dish-lexicon.server";
import type { Cooking, Intensity, Sauce } from "./dish-types";
import type { WineRegion } from "./wines";

export { cookingLabels, intensityLabels, sauceLabels } from "./dish-types";
export type { Cooking, Intensity, Sauce } from "./dish-types";

export interface DishProfile {
  /** The family that leads the pairing; null when nothing edible was recognised. */
  readonly category: FoodCategory | null;
  /** Other families present in the dish (the beef of lasagnes, the tuna of a niçoise). */
  readonly secondary: readonly FoodCategory[];
  readonly cooking: Cooking | null;
  readonly sauce: Sauce | null;
  readonly intensity: Intensity;
  /** Regions whose wines are the dish's neighbours (choucroute → Alsace). */
  readonly regions: readonly WineRegion[];
  /** What the dish is about, to be named in the reasons: « magret de canard », « huîtres ». */
  readonly subject: NounPhrase | null;
  /** The part of the dish the wine answers, when the dish decides it: « beurre persillé » for escargots. */
  readonly focus: NounPhrase | null;
  /** The sauce or flavour the cook named: « cerises », « beurre noisette », « citron ». */
  readonly accent: NounPhrase | null;
  /** For desserts, the sweetness (0–5) a wine must at least reach; 0 for savoury dishes. */
  readonly sweetness: number;
  /** Ids of the lexicon entries recognised, in reading order. */
  readonly terms: readonly string[];
}

// Little words that never change the pairing; dropping them lets « gigot d'agneau » and « gigot agneau »
// meet the same key.
const STOPWORDS = new Set([
  "a",
  "au",
  "aux",
  "avec",
  "d",
  "de",
  "des",
  "du",
  "en",
  "et",
  "facon",
  "l",
  "la",
  "le",
  "les",
  "ma",
  "mes",
  "mon",
  "notre",
  "nos",
  "ou",
  "plat",
  "sa",
  "sauce",
  "ses",
  "son",
  "sur",
  "un",
  "une",
]);

// Plural « s » and « x » are dropped on both sides (lexicon and input), so « huîtres » meets « huître »
// and « gâteaux » meets « gâteau ». Short words are left alone (« riz », « os »).
function stem(token: string): string {
  return token.length >= 4 && /[sx]$/.test(token) ? token.slice(0, -1) : token;
}

const PATE = /(?<!\p{L})p[âa]tés?(?!\p{L})/giu;

/** Folded, stop-word-free, singular tokens: the comparable form of a French phrase. */
export function dishTokens(text: string): string[] {
  // « pâté » and « pâtes » fold to the same letters; the accent on the final e is the only clue.
  return foldText(text.normalize("NFC").replace(PATE, "patecharcuterie"))
    .split(" ")
    .filter((token) => token !== "" && !STOPWORDS.has(token))
    .map(stem);
}

interface IndexedEntry {
  readonly id: string;
  readonly tokens: readonly string[];
  readonly entry: LexiconEntry;
}

// Built once: first token → keys starting with it, longest first so « pomme de terre » wins over « pomme ».
const index = new Map<string, IndexedEntry[]>();
const idByKey = new Map<string, string>();

for (const entry of DISH_LEXICON) {
  const id = dishTokens(entry.keys[0] ?? "").join(" ");
  for (const key of entry.keys) {
    const tokens = dishTokens(key);
    const first = tokens[0];
    if (first === undefined) continue;
    idByKey.set(tokens.join(" "), id);
    const bucket = index.get(first) ?? [];
    bucket.push({ id, tokens, entry });
    index.set(first, bucket);
  }
}
for (const bucket of index.values()) bucket.sort((a, b) => b.tokens.length - a.tokens.length);

/** The lexicon id a phrase resolves to, if it is exactly one of the lexicon's keys. */
export function lexiconIdOf(phrase: string): string | undefined {
  return idByKey.get(dishTokens(phrase).join(" "));
}

/** The recognised entries of a text, in reading order, each key consumed once. */
function recognise(tokens: readonly string[]): IndexedEntry[] {
  const found: IndexedEntry[] = [];
  let position = 0;
  while (position < tokens.length) {
    const bucket = index.get(tokens[position] ?? "");
    const match = bucket?.find((candidate) =>
      candidate.tokens.every((token, offset) => tokens[position + offset] === token),
    );
    if (match) {
      found.push(match);
      position += match.tokens.length;
    } else {
      position += 1;
    }
  }
  return found;
}

// Which family leads when several are named: the protein before its garnish, cheese before pasta…
const CATEGORY_PRIORITY: Record<FoodCategory, number> = {
  "foie-gras": 90,
  game: 86,
  lamb: 84,
  duck: 84,
  "red-meat": 82,
  veal: 80,
  poultry: 78,
  pork: 76,
  "rich-fish": 75,
  "lean-fish": 74,
  shellfish: 74,
  charcuterie: 70,
  "cheese-blue": 66,
  "cheese-goat": 65,
  "cheese-soft": 64,
  "cheese-pressed": 63,
  "cheese-board": 62,
  mushrooms: 55,
  "pasta-pizza": 45,
  spicy: 44,
  vegetables: 30,
  "chocolate-dessert": 20,
  "citrus-dessert": 20,
  "fruit-dessert": 20,
  "sweet-dessert": 20,
};

// A sauce decides more of the pairing than the garnish: spices first, then wine, fruit, acidity, cream…
const SAUCE_PRIORITY: readonly Sauce[] = [
  "spicy",
  "red-wine",
  "red-fruit",
  "sweet-fruit",
  "pepper",
  "citrus",
  "cream",
  "cheese",
  "tomato",
  "herbs",
  "vinaigrette",
  "soy",
];

// Base weight of each family on a 1 (light) to 3 (powerful) scale, moved by cooking and sauce below.
const BASE_INTENSITY: Record<FoodCategory, number> = {
  "red-meat": 2.6,
  veal: 1.8,
  lamb: 2.6,
  game: 3.2,
  pork: 2.0,
  charcuterie: 2.0,
  poultry: 1.7,
  duck: 2.6,
  "foie-gras": 2.6,
  "lean-fish": 1.2,
  "rich-fish": 1.8,
  shellfish: 1.2,
  "cheese-pressed": 2.2,
  "cheese-soft": 2.2,
  "cheese-goat": 1.6,
  "cheese-blue": 3.0,
  "cheese-board": 2.4,
  vegetables: 1.2,
  mushrooms: 2.0,
  spicy: 2.2,
  "pasta-pizza": 2.0,
  "chocolate-dessert": 3.0,
  "fruit-dessert": 1.4,
  "citrus-dessert": 2.0,
  "sweet-dessert": 2.2,
};

const COOKING_INTENSITY: Record<Cooking, number> = {
  raw: -0.5,
  steamed: -0.5,
  "pan-fried": 0,
  roasted: 0.2,
  fried: 0.2,
  smoked: 0.3,
  gratin: 0.3,
  grilled: 0.4,
  braised: 0.4,
};

const SAUCE_INTENSITY: Record<Sauce, number> = {
  cream: 0.3,
  "red-wine": 0.5,
  tomato: 0.1,
  citrus: -0.3,
  "red-fruit": 0.1,
  "sweet-fruit": 0.2,
  spicy: 0.3,
  pepper: 0.5,
  cheese: 0.4,
  herbs: 0,
  vinaigrette: -0.3,
  soy: 0,
};

/** The sweetness a wine must at least match, by dessert family (0–5). */
const DESSERT_SWEETNESS: Partial<Record<FoodCategory, number>> = {
  "chocolate-dessert": 4,
  "sweet-dessert": 3,
  "fruit-dessert": 3,
  "citrus-dessert": 3,
};

const DEFAULT_SUBJECTS: Record<FoodCategory, NounPhrase> = {
  "red-meat": noun("viande", "f"),
  veal: noun("veau", "m"),
  lamb: noun("agneau", "m"),
  game: noun("gibier", "m"),
  pork: noun("porc", "m"),
  charcuterie: noun("charcuterie", "f"),
  poultry: noun("volaille", "f"),
  duck: noun("canard", "m"),
  "foie-gras": noun("foie gras", "m"),
  "lean-fish": noun("poisson", "m"),
  "rich-fish": noun("poisson", "m"),
  shellfish: noun("fruits de mer", "mp"),
  "cheese-pressed": noun("fromage", "m"),
  "cheese-soft": noun("fromage", "m"),
  "cheese-goat": noun("chèvre", "m"),
  "cheese-blue": noun("bleu", "m"),
  "cheese-board": noun("plateau de fromages", "m"),
  vegetables: noun("légumes", "mp"),
  mushrooms: noun("champignons", "mp"),
  spicy: noun("plat", "m"),
  "pasta-pizza": noun("plat", "m"),
  "chocolate-dessert": noun("chocolat", "m"),
  "fruit-dessert": noun("dessert", "m"),
  "citrus-dessert": noun("dessert", "m"),
  "sweet-dessert": noun("dessert", "m"),
};

// Far longer than any dish name: the cap only bounds the work on pasted novels.
const MAX_INPUT_LENGTH = 2000;

const EMPTY_PROFILE: DishProfile = {
  category: null,
  secondary: [],
  cooking: null,
  sauce: null,
  intensity: "medium",
  regions: [],
  subject: null,
  focus: null,
  accent: null,
  sweetness: 0,
  terms: [],
};

function savouryRank(entry: LexiconEntry): number {
  if (!entry.category || isDessert(entry.category)) return -Infinity;
  return CATEGORY_PRIORITY[entry.category] + (entry.dominant ? 100 : 0) - (entry.weak ? 60 : 0);
}

function dessertCategory(flavours: ReadonlySet<Flavour>): FoodCategory {
  if (flavours.has("chocolate")) return "chocolate-dessert";
  if (flavours.has("citrus")) return "citrus-dessert";
  if (flavours.has("fruit")) return "fruit-dessert";
  return "sweet-dessert";
}

function intensityOf(score: number): Intensity {
  if (score < 1.6) return "light";
  if (score < 2.6) return "medium";
  return "full";
}

export interface DishReading {
  /**
   * The text is a recipe's list of foods, not a dish's name: it tells what is in the pot, not how it
   * was cooked. The sausage of a rougail is not grilled, though « saucisses » typed alone would be.
   */
  readonly foodsOnly?: boolean;
}

/** What a food is when bought, which no cooking undoes: a smoked tofu stays smoked in a quiche. */
const FOOD_STATES: ReadonlySet<Cooking> = new Set(["smoked"]);

/** Reads a French dish description and says what a sommelier needs to know about it. */
export function analyseDish(text: string, reading: DishReading = {}): DishProfile {
  const matches = recognise(dishTokens(String(text ?? "").slice(0, MAX_INPUT_LENGTH)));
  if (matches.length === 0) return EMPTY_PROFILE;
  const spiced = matches.some(({ entry }) => entry.sauce === "spicy" && !entry.withoutSpice);
  const entries = matches.map(({ entry }): LexiconEntry => {
    const read = entry.withoutSpice && !spiced ? { ...entry, sauce: entry.withoutSpice } : entry;
    if (!reading.foodsOnly || !read.category || !read.cooking || FOOD_STATES.has(read.cooking)) return read;
    const { cooking: _usual, ...food } = read;
    return food;
  });

  let lead: LexiconEntry | undefined;
  for (const entry of entries) if (savouryRank(entry) > (lead ? savouryRank(lead) : -Infinity)) lead = entry;

  const flavours = new Set(entries.flatMap((entry) => (entry.flavour ? [entry.flavour] : [])));
  const dessertCategoryEntry = entries.find((entry) => entry.category && isDessert(entry.category));
  const dessertHint = entries.some((entry) => entry.dessert || entry.flavour);
  const isDessertDish = !lead && (dessertHint || dessertCategoryEntry !== undefined);

  const spicyEntry = entries.find((entry) => entry.sauce === "spicy");

  let category: FoodCategory | null = null;
  let subject: NounPhrase | null = null;
  let accent: NounPhrase | null = null;
  let sauce: Sauce | null = null;

  if (isDessertDish) {
    category = dessertCategoryEntry?.category ?? dessertCategory(flavours);
    const dish = entries.find((entry) => entry.dessert && entry.noun) ?? dessertCategoryEntry;
    const flavourEntry =
      entries.find((entry) => entry.flavour === "chocolate") ??
      entries.find((entry) => entry.flavour === "citrus") ??
      entries.find((entry) => entry.flavour);
    subject = dish?.noun ?? flavourEntry?.noun ?? DEFAULT_SUBJECTS[category];
    accent = flavourEntry?.noun ?? dish?.accent ?? null;
  } else {
    const candidates = entries.filter((entry) => entry.sauce || entry.fruitSauce);
    for (const wanted of SAUCE_PRIORITY) {
      const found = candidates.find((entry) => (entry.sauce ?? entry.fruitSauce) === wanted);
      if (found) {
        sauce = wanted;
        accent = found.accent ?? found.noun ?? null;
        break;
      }
    }
    // Spices lead when they season vegetables or nothing else: a vegetable curry is a spicy dish.
    if (spicyEntry && (!lead || lead.category === "vegetables" || lead.category === "spicy")) {
      category = "spicy";
      subject = spicyEntry.noun ?? lead?.noun ?? DEFAULT_SUBJECTS.spicy;
    } else if (lead?.category) {
      category = lead.category;
      subject = lead.noun ?? DEFAULT_SUBJECTS[lead.category];
    }
    // A sauce named by the lead dish itself (the tomato of a pizza) is not worth naming twice.
    if (accent && subject && accent.text === subject.text) accent = null;
  }

  if (category === null) return { ...EMPTY_PROFILE, terms: matches.map((match) => match.id) };

  // Cheese named as a « sauce » of a cheese dish says nothing new.
  if (sauce === "cheese" && isCheese(category)) {
    sauce = null;
    accent = null;
  }

  // A cooking word the cook typed beats the usual cooking of the dish (« huîtres gratinées »).
  // …and the lead's own cooking beats its garnish's (the frites of a « steak frites »).
  const cooking =
    entries.find((entry) => entry.cooking && !entry.category)?.cooking ??
    (isDessertDish ? undefined : lead?.cooking) ??
    entries.find((entry) => entry.cooking && !(entry.weak && entry.category === "vegetables"))?.cooking ??
    null;

  const secondary = [
    ...new Set(
      entries.flatMap((entry) => [
        ...(entry.category && !isDessertDish ? [entry.category] : []),
        ...(entry.secondary ?? []),
      ]),
    ),
  ].filter((other) => other !== category && !isDessert(other));

  let score = BASE_INTENSITY[category];
  if (cooking) score += COOKING_INTENSITY[cooking];
  if (sauce) score += SAUCE_INTENSITY[sauce];
  for (const entry of entries) score += entry.intensity ?? 0;

  return {
    category,
    secondary,
    cooking,
    sauce,
    intensity: intensityOf(score),
    regions: [...new Set(entries.flatMap((entry) => entry.regions ?? []))],
    subject,
    focus: (isDessertDish ? undefined : lead?.focus) ?? null,
    accent,
    sweetness: DESSERT_SWEETNESS[category] ?? 0,
    terms: matches.map((match) => match.id),
  };
}
