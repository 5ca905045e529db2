import type { DietRestriction } from "../base/diet";
import { ciqualFoods } from "./ciqual-data.server";
import { findIngredient, ingredients, lookupKeys } from "./lexicon";
import { stripAccents } from "../text/fold";
import { foldedKey, tokens } from "./normalise";
import { toGrams } from "./quantity";
import type { IngredientEntry, RestrictionViolation } from "./types";
import { brokenBy, compositeOf, compositesNamed, refusedBy } from "./composite-foods";

/**
 * Keto allows a food rich in carbohydrate (> 10 g per 100 g) when it is used by the
 * spoonful or the clove: a usual portion of garlic, shallot, cumin or balsamic vinegar
 * brings under 5 g of carbohydrate, a usual portion of rice 62 g. So a highCarb food
 * breaks keto only when its usual portion (perPortion) holds more than this.
 */
export const KETO_CARBS_PER_PORTION = 5;

function carbsInUsualPortion(entry: IngredientEntry): number | undefined {
  const food = ciqualFoods[entry.ciqualCode];
  const grams = toGrams(entry, entry.perPortion.quantity, entry.perPortion.unit);
  if (!food || grams === undefined) return undefined;
  return (food.carbs * grams) / 100;
}

function breaks(entry: IngredientEntry, restriction: DietRestriction): boolean {
  const { diet } = entry;
  switch (restriction) {
    case "vegetarian":
      return diet.meat || diet.fish;
    case "vegan":
      return diet.animal;
    case "gluten-free":
      return diet.gluten;
    case "lactose-free":
      return diet.dairy;
    case "keto": {
      if (!diet.highCarb) return false;
      const carbs = carbsInUsualPortion(entry);
      return carbs === undefined || carbs > KETO_CARBS_PER_PORTION;
    }
  }
}

/** Whether the chef may use this entry under all these restrictions (to pick a substitute). */
export function isAllowed(entry: IngredientEntry, restrictions: readonly DietRestriction[]): boolean {
  return restrictions.every((restriction) => !breaks(entry, restriction));
}

// ---------------------------------------------------------------------------------------
// Names the lexicon does not know: « rillettes de canard », « pain aux noix », « crème de
// soja ». A short list of unmistakable French words catches the obvious cases; anything
// else passes, since guessing further would flag innocent foods. Keto is not guessed
// from words at all.

type Phrase = readonly string[];

const phraseList = (words: readonly string[]): Phrase[] =>
  words.map((word) => stripAccents(foldedKey(word)).split(" "));

// prettier-ignore
const MEAT_WORDS = phraseList([
  "viande", "bœuf", "veau", "porc", "cochon", "agneau", "mouton", "poulet", "poule", "coq", "chapon", "dinde",
  "canard", "oie", "lapin", "cheval", "gibier", "chevreuil", "sanglier", "biche", "cerf", "caille", "pigeon",
  "pintade", "faisan", "perdrix", "volaille", "jambon", "lard", "lardon", "bacon", "pancetta", "coppa",
  "bresaola", "speck", "prosciutto", "saucisse", "saucisson", "chorizo", "merguez", "chipolata", "cervelas",
  "knack", "andouille", "andouillette", "boudin", "rillettes", "terrine", "foie gras", "tripes", "rognon",
  "gésier", "steak", "escalope", "gigot", "magret", "paupiette", "kebab", "nugget", "gélatine", "saindoux",
  "suif", "osso buco", "carpaccio de bœuf", "hachis",
]);

// prettier-ignore
const FISH_WORDS = phraseList([
  "poisson", "saumon", "thon", "cabillaud", "morue", "colin", "merlu", "lieu", "merlan", "sardine", "maquereau",
  "anchois", "truite", "bar", "loup de mer", "dorade", "daurade", "sole", "hareng", "raie", "lotte", "turbot",
  "flétan", "espadon", "rouget", "églefin", "haddock", "éperlan", "crevette", "gambas", "langoustine", "homard",
  "langouste", "crabe", "tourteau", "écrevisse", "moule", "huître", "palourde", "bulot", "bigorneau",
  "saint jacques", "pétoncle", "calamar", "calmar", "encornet", "seiche", "poulpe", "pieuvre", "oursin",
  "poutargue", "caviar", "tarama", "surimi", "fruits de mer", "nuoc mam", "bonite", "sprat",
]);

/** Contain lactose; neutralised by the plant words below (« lait de coco », « crème de soja »). */
// prettier-ignore
const DAIRY_WORDS = phraseList([
  "lait", "beurre", "crème", "fromage", "yaourt", "yogourt", "yoghourt", "mascarpone", "ricotta", "mozzarella",
  "burrata", "lactose", "lactosérum", "babeurre", "petit lait", "petit suisse", "faisselle", "chantilly",
  "béchamel", "raclette", "camembert", "brie", "reblochon", "roquefort", "tomme", "feta", "chèvre", "cheddar",
  "gouda", "mimolette", "munster", "cantal", "morbier", "kéfir", "panna cotta", "gorgonzola", "halloumi",
  "parmesan", "comté", "emmental", "gruyère", "beaufort", "ghee", "pecorino",
]);

/** Animal but not meat, fish or lactose. */
// prettier-ignore
const OTHER_ANIMAL_WORDS = phraseList([
  "œuf", "miel", "cochenille",
]);

/** « Lait de coco », « beurre de cacahuète », « crème de marron »: no milk in them. */
// prettier-ignore
const PLANT_WORDS = phraseList([
  "végétal", "végétale", "vegan", "végane", "soja", "amande", "avoine", "riz", "coco", "noisette", "cajou",
  "cacahuète", "arachide", "karité", "marron", "cassis", "sésame", "balsamique", "épeautre",
]);

/** « Steak végétal », « saucisse de tofu »: meat words used for their plant copies. */
// prettier-ignore
const MEAT_SUBSTITUTE_WORDS = phraseList([
  "végétal", "végétale", "vegan", "végane", "végétarien", "végétarienne", "soja", "tofu", "seitan", "tempeh",
  "lentille", "simili",
]);

/** Always gluten. */
// prettier-ignore
const GLUTEN_WORDS = phraseList([
  "blé", "froment", "orge", "seigle", "épeautre", "kamut", "seitan", "malt", "bière", "avoine", "boulgour",
  "couscous", "chapelure", "panure", "sauce soja", "brioche", "croissant", "biscotte", "viennoiserie", "gaufre",
  "pizza", "quiche", "pâte brisée", "pâte feuilletée", "pâte sablée", "pâte à pizza", "pâte à pain", "crouton",
  "bagel", "naan", "pita", "muffin", "cookie", "cracker", "udon", "ramen",
]);

/** Usually gluten, unless made of a grain without it (« farine de riz », « pain de maïs »). */
// prettier-ignore
const GRAIN_WORDS = phraseList([
  "farine", "semoule", "nouille", "vermicelle", "tortilla", "wrap", "pain", "galette", "crêpe", "biscuit",
  "gâteau", "pâtes", "spaghetti", "tagliatelle", "lasagne", "macaroni", "penne", "fusilli", "ravioli",
  "tortellini", "gnocchi", "cake", "tarte",
]);

// prettier-ignore
const GLUTEN_FREE_GRAINS = phraseList([
  "riz", "maïs", "sarrasin", "blé noir", "châtaigne", "coco", "amande", "quinoa", "millet", "manioc", "pois chiche",
  "lentille", "soja", "teff", "tapioca", "pomme de terre", "sorgho", "sans gluten",
]);

const SANS_GLUTEN = phraseList(["sans gluten"]);
const SANS_LACTOSE = phraseList(["sans lactose"]);
const [BUCKWHEAT = []] = phraseList(["blé noir"]);

function contains(words: readonly string[], phrases: readonly Phrase[]): boolean {
  return phrases.some((phrase) =>
    words.some((_, start) => phrase.every((word, offset) => words[start + offset] === word)),
  );
}

function withoutPhrase(words: readonly string[], phrase: Phrase): string[] {
  const kept: string[] = [];
  for (let position = 0; position < words.length; position++) {
    if (phrase.every((word, offset) => words[position + offset] === word)) position += phrase.length - 1;
    else kept.push(words[position] ?? "");
  }
  return kept;
}

interface GuessedFlags {
  meat: boolean;
  fish: boolean;
  animal: boolean;
  dairy: boolean;
  gluten: boolean;
}

function guessFromWords(name: string): GuessedFlags {
  const accented = tokens(name);
  const words = accented.map((word) => stripAccents(foldedKey(word)));
  const substitute = contains(words, MEAT_SUBSTITUTE_WORDS);
  // « pâté » is meat and « pâte » is dough: only the accent tells them apart.
  const meat =
    !substitute &&
    (contains(words, MEAT_WORDS) || accented.some((word) => word === "pâté" || word === "pâtés"));
  const fish = !substitute && contains(words, FISH_WORDS);
  const milk = !contains(words, PLANT_WORDS) && contains(words, DAIRY_WORDS);
  const dairy = milk && !contains(words, SANS_LACTOSE);
  const animal = meat || fish || milk || contains(words, OTHER_ANIMAL_WORDS);
  // « blé noir » is buckwheat; « pâte de curry », « pâte d'amande » are pastes, not dough.
  const grains = withoutPhrase(words, BUCKWHEAT).filter(
    (word, position, kept) => !(word === "pate" && ["de", "d"].includes(kept[position + 1] ?? "")),
  );
  const gluten =
    !contains(words, SANS_GLUTEN) &&
    (contains(grains, GLUTEN_WORDS) ||
      (contains(grains, GRAIN_WORDS) && !contains(words, GLUTEN_FREE_GRAINS)));
  return { meat, fish, animal, dairy, gluten };
}

function guessBreaks(flags: GuessedFlags, restriction: DietRestriction): boolean {
  switch (restriction) {
    case "vegetarian":
      return flags.meat || flags.fish;
    case "vegan":
      return flags.animal;
    case "gluten-free":
      return flags.gluten;
    case "lactose-free":
      return flags.dairy;
    case "keto":
      return false;
  }
}

/** Whether a composite food breaks a restriction by what it carries (composite-foods.ts). */
function compositeRule(nom: string): (restriction: DietRestriction) => boolean {
  const composite = compositeOf(nom);
  if (!composite) return () => false;
  return (restriction) => brokenBy(composite, refusedBy([restriction])).length > 0;
}

function ruleFor(nom: string): (restriction: DietRestriction) => boolean {
  const entry = findIngredient(nom)?.entry;
  const composite = compositeRule(nom);
  if (entry) return (restriction) => breaks(entry, restriction) || composite(restriction);
  const flags = guessFromWords(nom);
  return (restriction) => guessBreaks(flags, restriction) || composite(restriction);
}

/**
 * Ingredients that break a restriction, in the order of the list, each restriction once.
 * Known names use the lexicon's flags; unknown names the word lists above.
 */
export function restrictionViolations(
  ingredients: readonly { nom: string }[],
  restrictions: readonly DietRestriction[],
): RestrictionViolation[] {
  const wanted = [...new Set(restrictions)];
  if (wanted.length === 0) return [];
  const violations: RestrictionViolation[] = [];
  for (const { nom } of ingredients) {
    const broken = ruleFor(nom);
    for (const restriction of wanted) {
      if (broken(restriction)) violations.push({ ingredient: nom, restriction });
    }
  }
  return violations;
}

// ---------------------------------------------------------------------------------------
// Foods named in a sentence: the offline chef's tips, variations and advice must not
// suggest what a restriction forbids, any more than its ingredient list may.

const MAX_PHRASE_WORDS = 4;

/** Words of a sentence, apostrophes and punctuation as separators: « d'huile » is « d », « huile ». */
function sentenceWords(text: string): string[] {
  return text.split(/[^\p{L}\p{N}-]+/u).filter((word) => word.length > 0);
}

const keyOf = (word: string) => stripAccents(foldedKey(word));

/** First words of every lexicon name and of the word lists: only they may start a food's name. */
const LEXICON_STARTS = new Set(
  ingredients.flatMap((entry) => lookupKeys(entry).map((key) => key.split(" ")[0] ?? "")),
);
const GUESS_STARTS = new Set(
  [MEAT_WORDS, FISH_WORDS, DAIRY_WORDS, OTHER_ANIMAL_WORDS, GLUTEN_WORDS, GRAIN_WORDS].flatMap((list) =>
    list.map((phrase) => phrase[0] ?? ""),
  ),
);

/** Words that only introduce a name: a phrase starting with them is read from the next word. */
// prettier-ignore
const NOT_A_START = new Set(["de", "d", "du", "des", "la", "le", "les", "l", "un", "une", "au", "aux", "à", "et", "ou"]);
/** Words a food's name never spans: « beurre pour que » is « beurre ». */
const NOT_INSIDE = new Set(["ou", "et", "pour", "avec", "selon", "sans", "par"]);
/**
 * Phrases that name no food to add: « au lieu du beurre » says what it replaces,
 * chopsticks are not bread, a Spanish tortilla is an omelette, « une pâte à crêpes » a texture.
 */
const IDIOMS = [
  /\bau lieu d(?:e|u|es|')\s*(?:l'|la |le |les )?\S+/g,
  /\bavec des baguettes\b/g,
  /\bfaites-en une tortilla\b/g,
  /\bpâte à crêpes\b/g,
];
/**
 * The dish itself or its dough, not something to add: « le gâteau retombe », « une pâte
 * reposée ». The chef makes them with what the restrictions allow.
 */
// prettier-ignore
const DISH_WORDS = new Set(["pâte", "gâteau", "gâteaux", "quiche", "quiches", "tarte", "tartes", "galette", "galettes", "crumble", "clafoutis", "cake", "compote"]);

/** « sans crème », « pas la crème »: a food named to say it is not there. */
function negated(words: readonly string[], start: number): boolean {
  const before = words[start - 1] ?? "";
  if (before === "sans") return true;
  return ["la", "le", "les", "de", "d", "du", "l"].includes(before) && words[start - 2] === "pas";
}

/** How many words from `start` a food's name may span. */
function spanFrom(words: readonly string[], start: number): number {
  let length = 0;
  while (length < MAX_PHRASE_WORDS && start + length < words.length) {
    if (NOT_INSIDE.has(words[start + length] ?? "")) break;
    length++;
  }
  return length;
}

/**
 * Foods a sentence names that break one of the restrictions, in order, each phrase once:
 * lexicon names first (the longest wins: « lait de coco » is not « lait »), then the word
 * lists above for foods the lexicon does not hold (« croûtons »). A food named to say it
 * is absent (« sans crème ») does not count.
 */
export function forbiddenFoodsNamed(
  text: string,
  restrictions: readonly DietRestriction[],
): RestrictionViolation[] {
  const wanted = [...new Set(restrictions)];
  if (wanted.length === 0) return [];
  let plain = text.toLocaleLowerCase("fr").replace(/[’‘]/g, "'");
  for (const idiom of IDIOMS) plain = plain.replace(idiom, " ; ");
  const words = sentenceWords(plain);
  const found: RestrictionViolation[] = [];
  const note = (ingredient: string, broken: (restriction: DietRestriction) => boolean) => {
    for (const restriction of wanted)
      if (broken(restriction) && !found.some((seen) => seen.ingredient === ingredient))
        found.push({ ingredient, restriction });
  };
  for (let start = 0; start < words.length; start++) {
    const first = words[start] ?? "";
    if (NOT_A_START.has(first) || NOT_INSIDE.has(first) || DISH_WORDS.has(first)) continue;
    const key = keyOf(first);
    const span = spanFrom(words, start);
    let matched = 0;
    if (LEXICON_STARTS.has(key)) {
      for (let length = span; length >= 1 && matched === 0; length--) {
        const phrase = words.slice(start, start + length).join(" ");
        const entry = findIngredient(phrase)?.entry;
        if (!entry) continue;
        if (!negated(words, start)) note(phrase, (restriction) => breaks(entry, restriction));
        matched = length;
      }
    }
    if (matched === 0 && GUESS_STARTS.has(key)) {
      for (let length = Math.min(2, span); length >= 1 && matched === 0; length--) {
        const phrase = words.slice(start, start + length).join(" ");
        const flags = guessFromWords(phrase);
        if (!Object.values(flags).some(Boolean)) continue;
        if (!negated(words, start)) note(phrase, (restriction) => guessBreaks(flags, restriction));
        matched = length;
      }
    }
    if (matched > 1) start += matched - 1;
  }
  // A composite carries what its name does not say: « un filet de pesto » holds parmesan.
  for (const { composite, written } of compositesNamed(plain))
    note(written, (restriction) => brokenBy(composite, refusedBy([restriction])).length > 0);
  return found;
}
