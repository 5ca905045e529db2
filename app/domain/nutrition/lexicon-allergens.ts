import { ciqualFoods } from "./ciqual-data.server";
import { findIngredient, ingredients } from "./lexicon";
import { singular } from "./normalise";
import type { IngredientEntry } from "./types";
import { foldText } from "../text/fold";
import { inRegulationOrder, isAllergen, type Allergen } from "../base/allergens";
import { ciqualSubgroupCodes } from "../allergens/ciqual-groups.server";
import { compositeOf } from "./composite-foods";

/**
 * The allergens of each lexicon food are derived, not written entry by entry: the lexicon is
 * edited by many hands and a food added without its allergens would silently read as safe.
 * Four sources, all summed:
 * 1. the CIQUAL subgroup of its food (fish, shellfish, eggs, dairy, butter, dried fruit);
 * 2. the lexicon's diet tags (gluten, dairy, fish);
 * 3. unmistakable words of its name or its CIQUAL name (« céleri », « moutarde », « aux oeufs »),
 *    unless a phrase says otherwise (« lait de coco », « noix de muscade »);
 * 4. OVERRIDES below, for composite foods whose name does not say what is in them.
 * lexicon-allergens.test.ts reads every entry for telltale words and fails on any entry whose
 * derived allergens miss one, naming the entry and what to add here.
 */

type Phrase = readonly string[];
/** Folded words, each to the crude singular the lexicon uses: « Pâtes fraîches, aux oeufs » keeps every word. */
const wordsOf = (text: string): string[] => foldText(text).split(" ").filter(Boolean).map(singular);
const phrases = (list: readonly string[]): Phrase[] => list.map(wordsOf);

function containsPhrase(words: readonly string[], wanted: Phrase): boolean {
  return words.some((_, start) => wanted.every((word, offset) => words[start + offset] === word));
}

/** The words with every occurrence of these phrases taken out: « lait de coco » is no « lait ». */
function withoutPhrases(words: readonly string[], removed: readonly Phrase[]): string[] {
  const kept: string[] = [];
  for (let position = 0; position < words.length; position++) {
    const found = removed.find((candidate) =>
      candidate.every((word, offset) => words[position + offset] === word),
    );
    if (found) position += found.length - 1;
    else kept.push(words[position] ?? "");
  }
  return kept;
}

/**
 * Phrases holding a telltale word that are not that allergen, allergen by allergen (« lait
 * d'amande » is no milk but is a nut). Shared with the test, so that one line here both stops
 * the derivation and silences the test. « Pignon » is absent on purpose: pine nuts are not
 * among the annex's nuts (almond, hazelnut, walnut, cashew, pecan, Brazil nut, pistachio,
 * macadamia).
 */
// prettier-ignore
export const MISLEADING_PHRASES: Partial<Record<Allergen, readonly string[]>> = {
  gluten: ["sans gluten", "blé noir", "nouille de riz", "vermicelle de riz", "pâte de riz", "courge spaghetti"],
  oeufs: ["sans oeuf"],
  // Mung bean sprouts; fully refined soybean oil is exempted by the annex itself.
  soja: ["pousse de soja", "germe de soja", "huile de soja"],
  lait: [
    "lait de coco", "crème de coco", "beurre de cacahuète", "beurre de cacao", "crème de marron",
    "haricot beurre", "lait d amande", "lait d avoine", "lait de riz", "lait de soja", "crème de soja",
    "beurre de karité", "sans lactose", "lait végétal", "beurre végétal", "beurre d arachide",
    "crème de sésame",
  ],
  "fruits-a-coque": ["noix de coco", "noix de muscade", "noix de saint jacques", "noix de veau", "noix de jambon",
    "noix de pétoncle", "saint jacques noix",
  ],
  mollusques: ["fruits à coque", "à la coque"],
};

const misleading = new Map<Allergen, Phrase[]>(
  Object.entries(MISLEADING_PHRASES).map(([allergen, list]) => [allergen as Allergen, phrases(list ?? [])]),
);

/** Words that name the allergen wherever they stand, once MISLEADING_PHRASES are taken out. */
// prettier-ignore
const NAME_WORDS: readonly (readonly [Allergen, readonly Phrase[]])[] = [
  ["gluten", phrases(["blé", "froment", "seigle", "orge", "épeautre", "avoine", "kamut", "khorasan", "malt", "seitan", "boulgour", "couscous"])],
  ["crustaces", phrases(["crevette", "gambas", "homard", "langouste", "langoustine", "crabe", "tourteau", "écrevisse", "araignée de mer", "fruits de mer"])],
  ["oeufs", phrases(["œuf", "mayonnaise", "meringue"])],
  ["poissons", phrases(["poisson", "anchois", "nuoc mam"])],
  ["arachides", phrases(["arachide", "cacahuète"])],
  ["soja", phrases(["soja", "tofu", "tempeh", "miso", "edamame"])],
  ["lait", phrases(["lait", "beurre", "crème", "fromage", "yaourt", "lactosérum", "babeurre"])],
  ["fruits-a-coque", phrases(["amande", "noisette", "noix", "cajou", "pécan", "pistache", "macadamia", "praliné", "gianduja"])],
  ["celeri", phrases(["céleri"])],
  ["moutarde", phrases(["moutarde"])],
  ["sesame", phrases(["sésame", "tahin", "tahini", "gomasio"])],
  ["sulfites", phrases(["vin", "vinaigre", "porto", "madère", "champagne", "cidre"])],
  ["lupin", phrases(["lupin"])],
  ["mollusques", phrases(["moule", "huître", "calmar", "calamar", "encornet", "poulpe", "pieuvre", "seiche", "saint jacques", "palourde", "praire", "clam", "bulot", "bigorneau", "coque", "pétoncle", "ormeau", "escargot", "fruits de mer"])],
];

/** Foods whose CIQUAL subgroup alone says an allergen. */
const SUBGROUP_ALLERGENS: Record<string, readonly Allergen[]> = {
  "0405": ["poissons"], // poissons cuits
  "0406": ["poissons"], // poissons crus
  "0904": ["poissons"], // huiles de poissons
  "0410": ["oeufs"],
  "0501": ["lait"], // laits
  "0502": ["lait"], // produits laitiers frais (their plant copies are cleared below)
  "0503": ["lait"], // fromages, aged ones included: lactose-free is not milk-free
  "0504": ["lait"], // crèmes
  "0901": ["lait"], // beurres
  "0204s": ["sulfites"], // fruits séchés: usually kept with sulphur dioxide
};

/** « fruits de mer », frogs, tarama: subgroups where only the words tell which allergen. */
const SHELLFISH_SUBGROUPS = new Set(["0407", "0408"]);
const SEAFOOD_PRODUCTS = "0409";
/** Plant copies of dairy (« boisson au soja », « alternative végétale au fromage »). */
const PLANT_COPY = phrases([
  "végétal",
  "végétale",
  "alternative végétale",
  "boisson au",
  "boisson à",
  "soja",
]);

const subgroupOf = new Map<string, string>();
for (const [subgroup, codes] of Object.entries(ciqualSubgroupCodes))
  for (const code of codes.split(" ")) subgroupOf.set(code, subgroup);

export interface AllergenOverride {
  add?: readonly Allergen[];
  remove?: readonly Allergen[];
  /** Why: what is in the food as sold in France, or why the word misleads. */
  because: string;
}

/** By lexicon id (slug of the name). Composite foods as commonly sold in France. */
export const OVERRIDES: Readonly<Record<string, AllergenOverride>> = {
  "bouillon-de-boeuf": { add: ["celeri"], because: "les bouillons déshydratés contiennent du céleri" },
  "bouillon-de-legumes": { add: ["celeri"], because: "les bouillons déshydratés contiennent du céleri" },
  "bouillon-de-volaille": { add: ["celeri"], because: "les bouillons déshydratés contiennent du céleri" },
  mayonnaise: { add: ["oeufs", "moutarde"], because: "jaune d'œuf et moutarde" },
  moutarde: { add: ["sulfites"], because: "la moutarde de Dijon contient du disulfite de potassium" },
  "moutarde-a-l-ancienne": { add: ["sulfites"], because: "vinaigre et disulfite de potassium" },
  pesto: {
    add: ["lait", "fruits-a-coque"],
    because: "parmesan ou pecorino, et noix de cajou dans la plupart des pestos vendus en France",
  },
  "pate-sablee": { add: ["oeufs"], because: "œuf dans la pâte" },
  brioche: { add: ["oeufs"], because: "œufs et beurre" },
  speculoos: { add: ["soja"], because: "farine de soja" },
  "pate-a-tartiner": { add: ["soja"], because: "lécithine de soja" },
  surimi: {
    add: ["oeufs", "poissons", "crustaces"],
    because: "chair de poisson, blanc d'œuf et extrait de crabe",
  },
  houmous: { add: ["sesame"], because: "tahin (purée de sésame)" },
  "sauce-soja": { add: ["gluten"], because: "soja fermenté avec du blé" },
  "sauce-soja-sucree": { add: ["gluten"], because: "soja fermenté avec du blé" },
  miso: { add: ["gluten"], because: "souvent fermenté avec de l'orge" },
  gnocchi: { add: ["oeufs"], because: "œuf dans la pâte de nombreux gnocchis du commerce" },
  cornichon: { add: ["sulfites"], because: "conservés au vinaigre, souvent avec des sulfites" },
};

/** Allergens named by these words, each allergen's misleading phrases taken out first. */
function named(words: readonly string[]): Set<Allergen> {
  const found = new Set<Allergen>();
  for (const [allergen, list] of NAME_WORDS) {
    const cleared = withoutPhrases(words, misleading.get(allergen) ?? []);
    if (list.some((candidate) => containsPhrase(cleared, candidate))) found.add(allergen);
  }
  return found;
}

function derive(entry: IngredientEntry): Allergen[] {
  const subgroup = subgroupOf.get(entry.ciqualCode);
  // A full stop between the two names, so that no phrase spans them.
  const words = [...wordsOf(entry.name), ".", ...wordsOf(ciqualFoods[entry.ciqualCode]?.name ?? "")];
  const found = named(words);

  for (const allergen of SUBGROUP_ALLERGENS[subgroup ?? ""] ?? []) found.add(allergen);
  if (subgroup?.startsWith("05") && PLANT_COPY.some((candidate) => containsPhrase(words, candidate)))
    found.delete("lait");
  if (entry.diet.gluten) found.add("gluten");
  if (entry.diet.dairy) found.add("lait");
  // The lexicon's fish flag covers shellfish too: the words say which, else both are assumed.
  const shellfish = found.has("crustaces") || found.has("mollusques");
  if (subgroup !== undefined && SHELLFISH_SUBGROUPS.has(subgroup)) {
    found.delete("fruits-a-coque"); // « Coquille Saint-Jacques, noix »: the muscle, not a nut
    if (!shellfish && entry.diet.fish) {
      found.add("crustaces");
      found.add("mollusques");
    }
  } else if ((entry.diet.fish || subgroup === SEAFOOD_PRODUCTS) && !shellfish) found.add("poissons");

  const override = OVERRIDES[entry.id];
  for (const allergen of override?.add ?? []) found.add(allergen);
  for (const allergen of override?.remove ?? []) found.delete(allergen);
  return inRegulationOrder(found);
}

const byId = new Map<string, readonly Allergen[]>(ingredients.map((entry) => [entry.id, derive(entry)]));

/** The allergens of one lexicon food, in the annex's order. */
export function entryAllergens(entry: IngredientEntry): readonly Allergen[] {
  return byId.get(entry.id) ?? derive(entry);
}

/** The allergens a name's telltale words point to, misleading phrases cleared; the test uses it too. */
export function namedAllergens(text: string): Allergen[] {
  return inRegulationOrder(named(wordsOf(text)));
}

/**
 * The allergens of one ingredient line: the lexicon's food when the name is known, else the
 * telltale words of the name (« crème de soja », « pain aux noix »), so that a generated
 * recipe's unknown ingredient is not taken as free of allergens.
 */
export function ingredientAllergens(nom: string): readonly Allergen[] {
  const entry = findIngredient(nom)?.entry;
  const own = entry ? entryAllergens(entry) : namedAllergens(nom);
  // « sauce Worcestershire » names no allergen, yet holds anchovies: the composite table says so.
  const carried = compositeOf(nom)?.carries.filter(isAllergen) ?? [];
  return carried.length === 0 ? own : inRegulationOrder([...own, ...carried]);
}

/** The union of its ingredients' allergens, in the annex's order. */
export function recipeAllergens(ingredients: readonly { nom: string }[]): Allergen[] {
  return inRegulationOrder(ingredients.flatMap(({ nom }) => ingredientAllergens(nom)));
}

/** The ingredients that bring one of these allergens, each with the ones it brings. */
export function allergenViolations(
  ingredients: readonly { nom: string }[],
  excluded: readonly Allergen[],
): { ingredient: string; allergens: Allergen[] }[] {
  if (excluded.length === 0) return [];
  return ingredients.flatMap(({ nom }) => {
    const brought = ingredientAllergens(nom).filter((allergen) => excluded.includes(allergen));
    return brought.length > 0 ? [{ ingredient: nom, allergens: brought }] : [];
  });
}
