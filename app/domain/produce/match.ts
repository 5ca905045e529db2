import type { IngredientEntry } from "../nutrition/types";
import { ademeProduce, type AdemeProduce } from "./ademe-data.server";

/**
 * Which ADEME product a lexicon food is. The CIQUAL code decides first: ADEME names the CIQUAL
 * food it took its factor from. Where the lexicon chose another CIQUAL food for the same
 * produce as bought (« tomate sans précision » against ADEME's « tomate ronde »), the table
 * below says so by hand. Processed or dried forms (tomates pelées, raisins secs) are never
 * mapped: their season and their footprint are not the fresh produce's.
 */
const SAME_PRODUCE: Readonly<Record<string, string>> = {
  tomate: "tomate",
  "tomate-cerise": "tomate",
  "oignon-rouge": "oignon",
  poivron: "poivron",
  "chou-rouge": "chou",
  "chou-blanc": "chou",
  butternut: "courge",
  potimarron: "courge",
  "courge-spaghetti": "courge",
  // Sold cooked in France, but it is the same root, cooked in water with no weight lost to speak of.
  betterave: "betterave",
  "haricot-beurre": "haricotvert",
  salade: "laitue",
  cresson: "cresson",
  mure: "mure",
  poire: "poire",
  raisin: "raisin",
  // Most mangoes reach France by sea; the air-freighted ones are sold as such (« mangue avion »).
  mangue: "mangue-bateau",
};

/**
 * Fruit and vegetables of the lexicon that ADEME's calendar does not hold, so they have no
 * season and no factor here. An entry missing from both this list and the mapping fails
 * produce.test.ts, so that foods added to the lexicon later are looked at.
 */
export const NOT_IN_ADEME_CALENDAR: ReadonlySet<string> = new Set([
  "feve",
  "tomate-pelee",
  "coulis-de-tomate",
  "champignon",
  "girolle",
  "cepe",
  "pleurote",
  "chou-kale",
  "pak-choi",
  "pois-gourmand",
  "legume",
  "roquette",
  "celeri-rave",
  "mais",
  "chou-rave",
  "pousse-de-soja",
  "coeur-de-palmier",
  "citron-vert",
  "abricot-sec",
  "raisin-sec",
  "figue-seche",
  "pruneau",
  "litchi",
  "compote-de-pomme",
  "cranberry-sechee",
  // Fermented cabbage: a processed form, whose season is not the fresh cabbage's.
  "choucroute",
  // A sea vegetable, sold dried: the calendar holds only land produce.
  "wakame",
]);

const byId = new Map(ademeProduce.map((product) => [product.id, product]));
const byCode = new Map<string, AdemeProduce>();
// First row wins: « Clémentine » comes before « Mandarine » under the same CIQUAL code.
for (const product of ademeProduce)
  if (!byCode.has(product.ciqualCode)) byCode.set(product.ciqualCode, product);

/** The ADEME product a lexicon food is, or undefined when ADEME's table does not hold it. */
export function produceOf(entry: IngredientEntry): AdemeProduce | undefined {
  const named = SAME_PRODUCE[entry.id];
  if (named !== undefined) return byId.get(named);
  if (NOT_IN_ADEME_CALENDAR.has(entry.id)) return undefined;
  return byCode.get(entry.ciqualCode);
}

/**
 * ADEME lists a few imports as available all year (banane, ananas, avocat, mangue, fruit de la
 * passion, morille): the shelf is never empty, but that is not a season. They make no dish
 * « de saison » nor « hors saison »; their carbon factor still counts.
 */
export function hasSeason(product: AdemeProduce): boolean {
  return product.months.length < 12 || product.producedInFrance === true;
}

/** The product's ADEME id is exported for tests and for the table's own check. */
export function ademeProductById(id: string): AdemeProduce | undefined {
  return byId.get(id);
}
