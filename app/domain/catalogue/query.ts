import { type Allergen, withoutLabel } from "../base/allergens";
import { type Category, type Cuisine, type Region } from "../recipe/labels";
import { lowerFrench, stripAccents } from "../text/fold";

/**
 * What a cook means by a search: « tarte rapide sans gluten » is a tart, ready in half an hour,
 * without gluten. The intent words become filters, each shown as a chip the cook can remove;
 * the rest is searched as text. Words that name a dish as much as a place (« bourguignon »,
 * « basquaise », « lorraine » in « quiche lorraine ») stay text: only a place introduced as one
 * (« d'Alsace », « cuisine du Nord ») or a name that is no dish's becomes a filter.
 */

/** « rapide » means this many minutes at most, all told. */
export const QUICK_MINUTES = 30;
/** A time read in a query beyond this is not a time filter (« 500 g » is not, « 240 min » no more). */
const MAX_QUERY_MINUTES = 180;

export type QueryDiet = "vegetarian" | "vegan";

export type QueryIntent =
  | { kind: "time"; minutes: number }
  | { kind: "sans"; allergen: Allergen }
  | { kind: "diet"; diet: QueryDiet }
  | { kind: "season" }
  | { kind: "cheap" }
  | { kind: "category"; category: Category }
  | { kind: "region"; region: Region }
  | { kind: "cuisine"; cuisine: Cuisine };

export interface QueryChip {
  /** « Sans gluten », « 20 min au plus », « Cuisine d'Alsace ». */
  label: string;
  /** The query once this intent's words are taken out: the chip's removal link searches it. */
  without: string;
}

export interface UnderstoodQuery {
  /** What is left to search as words. */
  text: string;
  intents: QueryIntent[];
  chips: QueryChip[];
}

interface Token {
  key: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+/gu;

function tokensOf(query: string): Token[] {
  return [...query.matchAll(WORD)].map((match) => ({
    key: stripAccents(lowerFrench(match[0])),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** A rule reads intent words at a position: how many tokens it took, and what they mean. */
type Rule = (keys: readonly string[], at: number) => { length: number; intent: QueryIntent } | undefined;

/** Phrases as words (« petit dejeuner » is two), folded; each phrase gives one intent. */
function phrases(table: readonly (readonly [string, QueryIntent])[]): Rule {
  const entries = table
    .map(([phrase, intent]) => ({ words: phrase.split(" "), intent }))
    .sort((first, second) => second.words.length - first.words.length);
  return (keys, at) => {
    for (const { words, intent } of entries)
      if (words.every((word, index) => keys[at + index] === word)) return { length: words.length, intent };
    return undefined;
  };
}

const MINUTE_WORDS = new Set(["min", "mn", "minute", "minutes", "mins"]);
const TIME_LEADS = [["en"], ["moins", "de"], ["max"], ["maximum"], ["pret", "en"], ["prete", "en"]];

/** « en 20 minutes », « moins de 15 min », « 45 min ». */
const timeRule: Rule = (keys, at) => {
  const lead = TIME_LEADS.find((words) => words.every((word, index) => keys[at + index] === word));
  const numberAt = at + (lead?.length ?? 0);
  const figure = keys[numberAt];
  if (!figure || !/^\d{1,3}$/.test(figure) || !MINUTE_WORDS.has(keys[numberAt + 1] ?? "")) return undefined;
  const minutes = Number(figure);
  if (minutes < 1 || minutes > MAX_QUERY_MINUTES) return undefined;
  return { length: numberAt + 2 - at, intent: { kind: "time", minutes } };
};

const quick: QueryIntent = { kind: "time", minutes: QUICK_MINUTES };
const sans = (allergen: Allergen): QueryIntent => ({ kind: "sans", allergen });
const vegetarian: QueryIntent = { kind: "diet", diet: "vegetarian" };
const vegan: QueryIntent = { kind: "diet", diet: "vegan" };
const cheap: QueryIntent = { kind: "cheap" };
const course = (category: Category): QueryIntent => ({ kind: "category", category });
const region = (name: Region): QueryIntent => ({ kind: "region", region: name });
const cuisine = (name: Cuisine): QueryIntent => ({ kind: "cuisine", cuisine: name });

// prettier-ignore
const wordRule = phrases([
  ["rapide", quick], ["rapides", quick], ["express", quick], ["vite fait", quick], ["facile et rapide", quick],
  ["sans gluten", sans("gluten")], ["sans lactose", sans("lait")], ["sans lait", sans("lait")],
  ["sans produits laitiers", sans("lait")], ["sans oeuf", sans("oeufs")], ["sans oeufs", sans("oeufs")],
  ["sans arachide", sans("arachides")], ["sans arachides", sans("arachides")], ["sans cacahuete", sans("arachides")],
  ["sans cacahuetes", sans("arachides")], ["sans fruits a coque", sans("fruits-a-coque")], ["sans noix", sans("fruits-a-coque")],
  ["sans poisson", sans("poissons")], ["sans poissons", sans("poissons")], ["sans crustaces", sans("crustaces")],
  ["sans fruits de mer", sans("crustaces")], ["sans soja", sans("soja")], ["sans celeri", sans("celeri")],
  ["sans moutarde", sans("moutarde")], ["sans sesame", sans("sesame")], ["sans sulfites", sans("sulfites")],
  ["sans lupin", sans("lupin")], ["sans mollusques", sans("mollusques")],
  ["vegetarien", vegetarian], ["vegetarienne", vegetarian], ["vegetariens", vegetarian], ["vegetariennes", vegetarian],
  ["veggie", vegetarian], ["sans viande", vegetarian],
  ["vegan", vegan], ["vegane", vegan], ["vegans", vegan], ["veganes", vegan], ["vegetalien", vegan],
  ["vegetalienne", vegan], ["vegetaliens", vegan], ["vegetaliennes", vegan],
  ["de saison", { kind: "season" }], ["saison", { kind: "season" }],
  ["pas cher", cheap], ["pas chere", cheap], ["pas chers", cheap], ["pas cheres", cheap], ["economique", cheap],
  ["economiques", cheap], ["petit budget", cheap], ["petits budgets", cheap], ["bon marche", cheap],
  ["dessert", course("Desserts")], ["desserts", course("Desserts")], ["entree", course("Entrées")],
  ["entrees", course("Entrées")], ["petit dejeuner", course("Petit-déjeuner")],
  ["petits dejeuners", course("Petit-déjeuner")], ["petit dej", course("Petit-déjeuner")],
  ["italien", cuisine("italienne")], ["italienne", cuisine("italienne")], ["italiens", cuisine("italienne")],
  ["italiennes", cuisine("italienne")], ["maghrebin", cuisine("maghrébine")], ["maghrebine", cuisine("maghrébine")],
  ["maghrebins", cuisine("maghrébine")], ["maghrebines", cuisine("maghrébine")], ["libanais", cuisine("libanaise")],
  ["libanaise", cuisine("libanaise")], ["libanaises", cuisine("libanaise")], ["vietnamien", cuisine("vietnamienne")],
  ["vietnamienne", cuisine("vietnamienne")], ["vietnamiens", cuisine("vietnamienne")],
  ["vietnamiennes", cuisine("vietnamienne")], ["indien", cuisine("indienne")], ["indienne", cuisine("indienne")],
  ["indiens", cuisine("indienne")], ["indiennes", cuisine("indienne")], ["mexicain", cuisine("mexicaine")],
  ["mexicaine", cuisine("mexicaine")], ["mexicains", cuisine("mexicaine")], ["mexicaines", cuisine("mexicaine")],
  ["japonais", cuisine("japonaise")], ["japonaise", cuisine("japonaise")], ["japonaises", cuisine("japonaise")],
]);

/** A region's name as words; those marked `dish` also name a dish (« quiche lorraine », « paris brest »). */
// prettier-ignore
const REGION_NAMES: readonly { words: string; region: Region; dish?: true }[] = [
  { words: "alsace", region: "Alsace" }, { words: "bretagne", region: "Bretagne" },
  { words: "provence", region: "Provence" }, { words: "sud ouest", region: "Sud-Ouest" },
  { words: "lyon", region: "Lyon", dish: true }, { words: "normandie", region: "Normandie" },
  { words: "savoie", region: "Savoie" }, { words: "nord", region: "Nord", dish: true },
  { words: "bourgogne", region: "Bourgogne" }, { words: "pays basque", region: "Pays basque" },
  { words: "corse", region: "Corse", dish: true }, { words: "antilles", region: "Antilles/Réunion" },
  { words: "reunion", region: "Antilles/Réunion", dish: true }, { words: "lorraine", region: "Lorraine", dish: true },
  { words: "dauphine", region: "Dauphiné", dish: true }, { words: "paris", region: "Paris", dish: true },
  { words: "franche comte", region: "Franche-Comté" }, { words: "limousin", region: "Limousin" },
  { words: "val de loire", region: "Val de Loire" }, { words: "auvergne", region: "Auvergne" },
  { words: "languedoc", region: "Languedoc" },
];

const PLACE_LEADS = [
  ["cuisine", "de", "la"],
  ["cuisine", "des"],
  ["cuisine", "de"],
  ["cuisine", "du"],
  ["cuisine", "d"],
  ["cuisine"],
  ["de", "la"],
  ["des"],
  ["de"],
  ["du"],
  ["d"],
  ["en"],
];

/** « d'Alsace », « cuisine du Nord », « Bretagne »; « lorraine » alone stays a word of the dish. */
const regionRule: Rule = (keys, at) => {
  for (const lead of [...PLACE_LEADS, []]) {
    if (!lead.every((word, index) => keys[at + index] === word)) continue;
    for (const name of REGION_NAMES) {
      if (name.dish && lead.length === 0) continue;
      const words = name.words.split(" ");
      if (words.every((word, index) => keys[at + lead.length + index] === word))
        return { length: lead.length + words.length, intent: region(name.region) };
    }
  }
  return undefined;
};

/** « cuisine italienne »: the word « cuisine » goes with the cuisine it introduces. */
const cuisineLeadRule: Rule = (keys, at) => {
  if (keys[at] !== "cuisine") return undefined;
  const found = wordRule(keys, at + 1);
  return found?.intent.kind === "cuisine" ? { length: found.length + 1, intent: found.intent } : undefined;
};

const RULES: readonly Rule[] = [timeRule, regionRule, cuisineLeadRule, wordRule];

/** The chip's words, in French typography. */
export function intentLabel(intent: QueryIntent): string {
  switch (intent.kind) {
    case "time":
      return `${intent.minutes}\u00a0min au plus`;
    case "sans":
      return withoutLabel(intent.allergen);
    case "diet":
      return intent.diet === "vegan" ? "Végan" : "Végétarien";
    case "season":
      return "De saison";
    case "cheap":
      return "Pas cher";
    case "category":
      return intent.category;
    case "region":
      return `Région\u00a0: ${intent.region}`;
    case "cuisine":
      return `Cuisine ${intent.cuisine}`;
  }
}

/** Two intents of the same filter: the later one wins (« rapide en 15 min » is 15 minutes). */
function sameFilter(first: QueryIntent, second: QueryIntent): boolean {
  if (first.kind !== second.kind) return false;
  if (first.kind === "sans" && second.kind === "sans") return first.allergen === second.allergen;
  return first.kind !== "diet" || (second.kind === "diet" && first.diet === second.diet);
}

function removeSpans(query: string, spans: readonly { start: number; end: number }[]): string {
  let text = "";
  let from = 0;
  for (const span of spans) {
    text += `${query.slice(from, span.start)} `;
    from = span.end;
  }
  text += query.slice(from);
  // An apostrophe or a hyphen left alone by a removed word goes with it.
  return text
    .replace(/(^|\s)['’-]+(?=\s|$)/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Reads a query: its intents as filters and chips, the rest as text. */
export function understandQuery(query: string): UnderstoodQuery {
  const tokens = tokensOf(query);
  const keys = tokens.map((token) => token.key);
  const found: { intent: QueryIntent; start: number; end: number }[] = [];
  for (let at = 0; at < tokens.length;) {
    const match = RULES.reduce<ReturnType<Rule>>((best, rule) => best ?? rule(keys, at), undefined);
    if (!match) {
      at++;
      continue;
    }
    const last = tokens[at + match.length - 1];
    found.push({ intent: match.intent, start: tokens[at]!.start, end: last!.end });
    at += match.length;
  }
  const kept = found.filter(
    (item, index) => !found.slice(index + 1).some((later) => sameFilter(item.intent, later.intent)),
  );
  return {
    text: removeSpans(query, found),
    intents: kept.map((item) => item.intent),
    chips: kept.map((item) => ({
      label: intentLabel(item.intent),
      without: removeSpans(
        query,
        found.filter((other) => other === item || sameFilter(other.intent, item.intent)),
      ),
    })),
  };
}
