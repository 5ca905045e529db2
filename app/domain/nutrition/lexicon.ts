import { ciqualFoods } from "./ciqual-data.server";
import { lexiconFoods, type FoodSpec } from "./lexicon-foods.server";
import { hasAccent, slugify, stripAccents } from "../text/fold";
import { foldedKey, singular, tokens } from "./normalise";
import { mayStartQuantity, mayStartUnit, parseQuantity, readUnit } from "./quantity";
import type { IngredientEntry, IngredientMatch } from "./types";

/**
 * Reads a French ingredient line against the lexicon: the foods themselves, their weights and
 * diet flags, are data (lexicon-foods.server.ts); what they mean in CIQUAL is read here once.
 * Both data modules are named `.server`, so a client module that imports this file fails the
 * build instead of shipping the tables to the browser.
 */

function pluralOf(name: string): string {
  const [head = name, ...rest] = name.split(" ");
  const headPlural = /[sxz]$/.test(head) ? head : /(eau|au|eu)$/.test(head) ? `${head}x` : `${head}s`;
  return [headPlural, ...rest].join(" ");
}

const edibleShares = new Map<string, number>();

function build(spec: FoodSpec): IngredientEntry {
  const food = ciqualFoods[spec.ciqualCode];
  if (!food) throw new Error(`Code CIQUAL ${spec.ciqualCode} absent de ciqual-data.server.ts (${spec.name})`);
  const tags = new Set(spec.tags ?? []);
  const id = slugify(spec.name);
  if (spec.edible !== undefined) edibleShares.set(id, spec.edible);
  return {
    id,
    name: spec.name,
    plural: spec.plural ?? pluralOf(spec.name),
    gender: spec.gender,
    aliases: [...(spec.aliases ?? [])],
    ciqualCode: spec.ciqualCode,
    role: spec.role,
    diet: {
      meat: tags.has("meat"),
      fish: tags.has("fish"),
      animal: tags.has("meat") || tags.has("fish") || tags.has("dairy") || tags.has("animal"),
      dairy: tags.has("dairy"),
      gluten: tags.has("gluten"),
      highCarb: food.carbs > 10,
    },
    unitWeights: { ...spec.units },
    ...(spec.density === undefined ? {} : { density: spec.density }),
    perPortion: { quantity: spec.portion[0], unit: spec.portion[1] },
    ...(spec.cooked && { cooked: { id: slugify(spec.cooked.name), family: spec.cooked.family } }),
  };
}

export const ingredients: readonly IngredientEntry[] = lexiconFoods.map(build);

const byId = new Map(ingredients.map((entry) => [entry.id, entry]));

/** The lexicon entry of this id; the lexicon test checks every id a food names exists. */
export function entryById(id: string): IngredientEntry | undefined {
  return byId.get(id);
}

/** Share of a weighed quantity that is eaten: 1 except for foods weighed in their shells. */
export function edibleShare(entry: IngredientEntry): number {
  return edibleShares.get(entry.id) ?? 1;
}

// ---------------------------------------------------------------------------------------
// Lookup

interface IndexSlot {
  entry: IngredientEntry;
  /** The accented spellings that fold to this key, for the accent check. */
  spellings: string[];
}

/** Keyed by the folded text without accents, the form every query is reduced to. */
const index = new Map<string, IndexSlot>();
let longestKey = 1;

for (const entry of ingredients) {
  for (const text of [entry.name, entry.plural, ...entry.aliases]) {
    const key = foldedKey(text);
    const plain = stripAccents(key);
    const slot = index.get(plain);
    if (slot && slot.entry !== entry) continue; // reported by the lexicon test, first entry wins
    if (slot) {
      if (!slot.spellings.includes(key)) slot.spellings.push(key);
    } else {
      index.set(plain, { entry, spellings: [key] });
    }
    longestKey = Math.max(longestKey, key.split(" ").length);
  }
}

/** Plain keys of every name and alias, entry by entry; the lexicon test checks they never clash. */
export function lookupKeys(entry: IngredientEntry): string[] {
  return [entry.name, entry.plural, ...entry.aliases].map((text) => stripAccents(foldedKey(text)));
}

/**
 * People leave accents out; they rarely add one that is not there. So « creme » finds
 * « crème » and « créme » does too, but « pâté » does not find « pâtes ».
 */
function accentsAgree(typed: string, spelling: string): boolean {
  for (let position = 0; position < typed.length; position++) {
    const written = typed[position] ?? "";
    const canonical = spelling[position] ?? "";
    if (written !== canonical && hasAccent(written) && !hasAccent(canonical)) return false;
  }
  return true;
}

function lookup(key: string): IngredientEntry | undefined {
  const slot = index.get(stripAccents(key));
  if (!slot) return undefined;
  return slot.spellings.some((spelling) => accentsAgree(key, spelling)) ? slot.entry : undefined;
}

const phrases = (list: readonly string[]) => list.map((phrase) => stripAccents(foldedKey(phrase)).split(" "));

/**
 * Words that may follow a known name without changing the food: « tomates bien mûres »,
 * « persil haché », « huile d'olive vierge extra ». Anything else after the name and the
 * text is not that food (« pomme de pin » is not a « pomme »). Words that do change the
 * food (« sec », « fumé », « cuit », « en poudre », colours) are deliberately absent:
 * those foods are entries of their own or are left unmatched.
 */
// prettier-ignore
const DESCRIPTORS = phrases([
  "frais", "fraîche", "bio", "biologique", "haché", "hachée", "émincé", "émincée", "ciselé", "ciselée",
  "râpé", "râpée", "coupé", "coupée", "tranché", "tranchée", "pelé", "pelée", "épluché", "épluchée",
  "lavé", "lavée", "égoutté", "égouttée", "écrasé", "écrasée", "concassé", "concassée", "pressé", "pressée",
  "moulu", "moulue", "entier", "entière", "moyen", "moyenne", "gros", "grosse", "petit", "petite",
  "mûr", "mûre", "bien mûr", "bien mûre", "nature", "surgelé", "surgelée", "décongelé", "décongelée",
  "doux", "douce", "vierge", "extra", "vierge extra", "extra vierge", "fondu", "fondue", "ramolli",
  "ramollie", "mou", "molle", "froid", "froide", "chaud", "chaude", "tiède", "fin", "fine", "extra fin",
  "nouveau", "nouvelle", "effilé", "effilée", "grillé", "grillée", "torréfié", "torréfiée", "dénoyauté",
  "dénoyautée", "épépiné", "épépinée", "émietté", "émiettée", "désossé", "désossée", "paré", "parée",
  "fermier", "fermière", "label rouge", "de saison", "du jardin", "du marché", "du moulin", "en dés",
  "en morceaux", "en tranches", "en rondelles", "en lamelles", "en cubes", "en quartiers", "en julienne",
  "en bâtonnets", "en branches", "à température ambiante", "facultatif", "optionnel", "grossièrement",
  "finement", "sans peau", "avec la peau", "sans arêtes", "de qualité", "premier prix", "maison",
]).sort((first, second) => second.length - first.length);

/**
 * Words that say whether a food bought dry is weighed dry or cooked (« lentilles cuites »,
 * « haricots blancs en boîte », « pâtes sèches »). They follow only a food that has both
 * forms, and dry-or-cooked.ts reads them from the line to pick the form.
 */
// prettier-ignore
const STATE_WORDS = phrases([
  "cuit", "cuite", "précuit", "précuite", "sec", "sèche", "cru", "crue", "en conserve", "en boîte",
  "en bocal", "appertisé", "appertisée", "rincé", "rincée", "al dente", "de la veille", "trempé", "trempée",
]).sort((first, second) => second.length - first.length);

function onlyDescriptors(words: readonly string[], phrasesAllowed = DESCRIPTORS): boolean {
  let position = 0;
  while (position < words.length) {
    const phrase = phrasesAllowed.find((candidate) =>
      candidate.every((word, offset) => words[position + offset] === word),
    );
    if (!phrase) return false;
    position += phrase.length;
  }
  return true;
}

const DESCRIPTORS_AND_STATES = [...DESCRIPTORS, ...STATE_WORDS].sort(
  (first, second) => second.length - first.length,
);

/** Longest known name first: « huile d'olive » before « huile », « pomme de terre » before « pomme ». */
function matchWords(words: readonly string[]): IngredientEntry | undefined {
  const folded = words.map(singular);
  for (let length = Math.min(folded.length, longestKey); length >= 1; length--) {
    const entry = lookup(folded.slice(0, length).join(" "));
    const rest = folded.slice(length).map(stripAccents);
    if (entry && onlyDescriptors(rest, entry.cooked ? DESCRIPTORS_AND_STATES : DESCRIPTORS)) return entry;
  }
  return undefined;
}

// prettier-ignore
const LEADING_WORDS = new Set(["de", "d", "des", "du", "la", "le", "les", "l", "un", "une", "peu", "beaucoup", "quelque", "quelques"]);
// prettier-ignore
const SIZE_WORDS = new Set(["gros", "grosse", "petit", "petite", "beau", "belle", "bon", "bonne", "grand", "grande", "demi"]);
const CONNECTORS = new Set(["de", "d", "des", "du"]);

function matchAfterArticles(words: readonly string[]): IngredientEntry | undefined {
  let start = 0;
  while (start < words.length - 1 && LEADING_WORDS.has(stripAccents(words[start] ?? ""))) start++;
  const rest = words.slice(start);
  const direct = matchWords(rest);
  if (direct) return direct;
  // « un gros oignon », « une belle tomate »: the size says nothing about the food.
  if (rest.length > 1 && SIZE_WORDS.has(stripAccents(rest[0] ?? "")))
    return matchAfterArticles(rest.slice(1));
  return undefined;
}

/** An ingredient line read apart: the entry, and the quantity and unit written before it, if any. */
export interface IngredientReading {
  entry: IngredientEntry;
  quantity?: number;
  unit?: string;
}

/**
 * Reads « 2 oignons », « 200 g de farine », « une gousse d'ail », « de l'huile d'olive ».
 * A unit word is only taken as a unit after a quantity or before « de » (« gousse d'ail »),
 * and only when the words as a whole are not a food already (« côte de porc »).
 */
export function readIngredient(text: string): IngredientReading | undefined {
  const cached = readings.get(text);
  if (cached !== undefined) return cached ?? undefined;
  const reading = readFresh(text);
  if (readings.size >= READING_CACHE_SIZE) readings.clear();
  readings.set(text, reading ?? null);
  return reading;
}

/** The offline chef reads the same few hundred names again and again. */
const readings = new Map<string, IngredientReading | null>();
const READING_CACHE_SIZE = 5000;

function readFresh(text: string): IngredientReading | undefined {
  const words = tokens(text);
  if (words.length === 0) return undefined;
  const whole = matchWords(words);
  if (whole) return { entry: whole };

  let quantity: number | undefined;
  let rest = words;
  const countable = mayStartQuantity(words[0] ?? "");
  for (let count = countable ? Math.min(4, words.length - 1) : 0; count >= 1; count--) {
    const value = parseQuantity(words.slice(0, count).join(" "));
    if (value !== undefined) {
      quantity = value;
      rest = words.slice(count);
      break;
    }
  }

  const unitLike = mayStartUnit(rest[0] ?? "");
  for (let count = unitLike ? Math.min(4, rest.length - 1) : 0; count >= 1; count--) {
    const unit = rest.slice(0, count).join(" ");
    if (!readUnit(unit)) continue;
    const next = stripAccents(rest[count] ?? "");
    if (quantity === undefined && !CONNECTORS.has(next)) continue;
    const entry = matchAfterArticles(rest.slice(count));
    if (entry) return quantity === undefined ? { entry, quantity: 1, unit } : { entry, quantity, unit };
    break;
  }

  const entry = matchAfterArticles(rest);
  if (!entry) return undefined;
  return quantity === undefined ? { entry } : { entry, quantity };
}

/**
 * The lexicon entry a typed ingredient names, or undefined: a wrong food would give wrong
 * figures, so anything that is not a known name, possibly followed by harmless words,
 * is left unmatched.
 */
export function findIngredient(text: string): IngredientMatch | undefined {
  const reading = readIngredient(text);
  return reading ? { entry: reading.entry, typed: text.trim() } : undefined;
}
