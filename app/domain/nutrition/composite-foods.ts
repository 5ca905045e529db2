import { type Allergen, inRegulationOrder, isAllergen } from "../base/allergens";
import type { DietRestriction } from "../base/diet";
import { foldText } from "../text/fold";
import { singular } from "./normalise";

/**
 * Foods bought ready-made whose name does not say what is in them: a pesto holds parmesan, a
 * sauce soja wheat, a nuoc-mâm fish. Each carries, as commonly sold in France, allergens of
 * annex II and the diet markers below, so that a recipe or a sentence naming it keeps the
 * restrictions and exclusions of the person it is written for (decision 0061). Where brands
 * differ, the table carries what the most common one holds: leaving out too much costs a
 * suggestion, too little a reaction.
 */

/** What a composite brings besides the 14 allergens: lactose, flesh, any animal product. */
export type DietMarker = "lactose" | "viande" | "poisson" | "animal";
export type Carried = Allergen | DietMarker;

export interface CompositeFood {
  /** As written in a list, singular; the first is the one a sentence is rewritten with. */
  names: readonly string[];
  carries: readonly Carried[];
  /** What a cook uses in its place, best first; the first one the person may eat is taken. */
  alternatives: readonly string[];
  /** What is in it, said to the cook without naming a composite: « du fromage et des noix de cajou ». */
  holds: string;
}

const MILK: readonly Carried[] = ["lait", "lactose", "animal"];

// prettier-ignore
export const COMPOSITE_FOODS: readonly CompositeFood[] = [
  { names: ["pesto", "sauce pesto", "pesto alla genovese"], carries: [...MILK, "fruits-a-coque"],
    alternatives: ["basilic pilé à l'huile d'olive"], holds: "du fromage et des noix de cajou" },
  { names: ["pesto rosso"], carries: [...MILK, "fruits-a-coque"],
    alternatives: ["tomates séchées mixées à l'huile d'olive"], holds: "du fromage et des noix de cajou" },
  { names: ["fromage râpé", "emmental râpé", "gruyère râpé", "mélange de fromages râpés"], carries: MILK,
    alternatives: ["levure nutritionnelle"], holds: "du fromage" },
  { names: ["croûte de parmesan", "copeaux de parmesan", "parmesan râpé", "parmesan"], carries: MILK,
    alternatives: ["levure nutritionnelle"], holds: "du lait de vache" },
  { names: ["béchamel", "sauce béchamel"], carries: [...MILK, "gluten"],
    alternatives: ["velouté de légumes"], holds: "du lait, du beurre et de la farine de blé" },
  { names: ["sauce soja", "sauce de soja", "shoyu", "sauce soja sucrée"], carries: ["soja", "gluten"],
    alternatives: ["tamari", "aminos de coco"], holds: "du soja et du blé" },
  { names: ["tamari"], carries: ["soja"], alternatives: ["aminos de coco"], holds: "du soja" },
  { names: ["miso", "pâte miso"], carries: ["soja", "gluten"], alternatives: ["tahini"], holds: "du soja et souvent de l'orge" },
  { names: ["chapelure", "panure", "panko"], carries: ["gluten"], alternatives: ["polenta fine"], holds: "du blé" },
  { names: ["croûton", "croûtons"], carries: ["gluten"], alternatives: ["graines de courge grillées"], holds: "du blé" },
  { names: ["pâte feuilletée", "pâte brisée", "pâte à tarte"], carries: ["gluten", ...MILK],
    alternatives: [], holds: "de la farine de blé et du beurre" },
  { names: ["pâte sablée"], carries: ["gluten", "oeufs", ...MILK], alternatives: [], holds: "de la farine de blé, du beurre et de l'œuf" },
  { names: ["pâte à pizza", "pâte à pain"], carries: ["gluten"], alternatives: [], holds: "de la farine de blé" },
  { names: ["mayonnaise"], carries: ["oeufs", "moutarde", "animal"], alternatives: ["huile d'olive citronnée"], holds: "du jaune d'œuf et de la moutarde" },
  { names: ["aïoli"], carries: ["oeufs", "animal"], alternatives: ["huile d'olive citronnée"], holds: "du jaune d'œuf" },
  { names: ["nuoc-mâm", "nuoc mam", "sauce nuoc-mâm", "sauce de poisson"], carries: ["poissons", "poisson", "animal"],
    alternatives: ["sauce soja", "tamari", "aminos de coco"], holds: "de l'anchois fermenté" },
  { names: ["sauce worcestershire"], carries: ["poissons", "poisson", "animal", "gluten"],
    alternatives: ["tamari", "aminos de coco"], holds: "de l'anchois et du vinaigre de malt" },
  { names: ["sauce d'huître", "sauce huître"], carries: ["mollusques", "poisson", "animal"],
    alternatives: ["sauce soja", "tamari", "aminos de coco"], holds: "de l'extrait d'huître" },
  { names: ["tapenade"], carries: ["poissons", "poisson", "animal"], alternatives: ["olives noires hachées"], holds: "des anchois" },
  { names: ["pâte de curry", "pâte de curry rouge", "pâte de curry verte"], carries: ["crustaces", "poisson", "animal"],
    alternatives: ["curry en poudre"], holds: "de la pâte de crevette" },
  { names: ["bouillon cube", "cube de bouillon", "bouillon en cube"], carries: ["celeri"], alternatives: [], holds: "du céleri" },
  { names: ["naan", "pain naan"], carries: ["gluten", ...MILK], alternatives: ["galette de maïs"], holds: "de la farine de blé et du yaourt" },
  { names: ["pain", "pain de campagne", "baguette", "pain de mie", "pain grillé", "pain rassis"], carries: ["gluten"],
    alternatives: ["pain sans gluten"], holds: "de la farine de blé" },
  { names: ["biscuits secs", "petit-beurre", "sablés"], carries: ["gluten", "oeufs", ...MILK],
    alternatives: [], holds: "de la farine de blé, du beurre et de l'œuf" },
  { names: ["brioche"], carries: ["gluten", "oeufs", ...MILK], alternatives: [], holds: "de la farine de blé, du beurre et des œufs" },
  { names: ["gélatine", "feuille de gélatine"], carries: ["viande", "animal"], alternatives: ["agar-agar"], holds: "de la peau de porc" },
  { names: ["miel"], carries: ["animal"], alternatives: ["sirop d'érable"], holds: "le travail des abeilles" },
  { names: ["meringue"], carries: ["oeufs", "animal"], alternatives: [], holds: "du blanc d'œuf" },
  { names: ["nougat"], carries: ["fruits-a-coque", "oeufs", "animal"], alternatives: [], holds: "des amandes et du blanc d'œuf" },
  { names: ["praliné", "pâte de praliné"], carries: ["fruits-a-coque"], alternatives: [], holds: "des noisettes et des amandes" },
  { names: ["chocolat au lait"], carries: [...MILK, "soja"], alternatives: ["chocolat noir"], holds: "du lait et de la lécithine de soja" },
  { names: ["houmous", "tahini", "tahin", "crème de sésame"], carries: ["sesame"], alternatives: [], holds: "du sésame" },
];

/** Which restriction each marker or allergen breaks; keto is about carbohydrate, not contents. */
const BREAKS: Record<Exclude<DietRestriction, "keto">, readonly Carried[]> = {
  vegetarian: ["viande", "poisson"],
  vegan: ["viande", "poisson", "animal", "lait", "oeufs", "poissons", "crustaces", "mollusques"],
  "gluten-free": ["gluten"],
  "lactose-free": ["lactose"],
};

/** What a person leaves out: diets and « Sans … » allergens, as one list of things carried. */
export function refusedBy(
  restrictions: readonly DietRestriction[],
  excluded: readonly Allergen[] = [],
): Set<Carried> {
  const refused = new Set<Carried>(excluded);
  for (const restriction of restrictions)
    if (restriction !== "keto") for (const carried of BREAKS[restriction]) refused.add(carried);
  return refused;
}

/** The things of `refused` a composite carries, allergens in the annex's order first. */
export function brokenBy(composite: CompositeFood, refused: ReadonlySet<Carried>): Carried[] {
  const hit = composite.carries.filter((carried) => refused.has(carried));
  const allergens = inRegulationOrder(hit.filter((carried): carried is Allergen => isAllergen(carried)));
  return [...new Set<Carried>([...allergens, ...hit])];
}

const folded = (text: string): string[] => foldText(text).split(" ").filter(Boolean).map(singular);

const ENTRIES = COMPOSITE_FOODS.flatMap(
  (composite) => composite.names.map((name) => ({ composite, name, words: folded(name) })),
  // The longest name first, so that « pesto rosso » is not read as « pesto ».
).sort((left, right) => right.words.length - left.words.length);

const BY_NAME = new Map(ENTRIES.map((entry) => [entry.words.join(" "), entry.composite]));

// The planner asks about the same few hundred names thousands of times a week planned.
const seen = new Map<string, CompositeFood | null>();
const SEEN_LIMIT = 5000;

/** The composite an ingredient line names, when its name is one (« 2 c. à soupe de pesto »). */
export function compositeOf(nom: string): CompositeFood | undefined {
  const known = seen.get(nom);
  if (known !== undefined) return known ?? undefined;
  const composite = BY_NAME.get(folded(nom).join(" "));
  if (seen.size >= SEEN_LIMIT) seen.clear();
  seen.set(nom, composite ?? null);
  return composite;
}

export interface CompositeMention {
  composite: CompositeFood;
  /** The words of the text, as written, that name it. */
  written: string;
}

/**
 * Composites a text names, each once, in order of appearance. A composite named to say it is
 * absent (« sans pesto ») still counts: a sentence about it is about what the person refused.
 */
export function compositesNamed(text: string): CompositeMention[] {
  // Cut as the names are (« sauce d'huître » is « sauce d huitre »), keeping each word as written.
  const written = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const words = written.map((word) => folded(word).join(" "));
  const found: CompositeMention[] = [];
  for (let start = 0; start < words.length; start++) {
    const entry = ENTRIES.find(({ words: name }) =>
      name.every((word, offset) => words[start + offset] === word),
    );
    if (!entry) continue;
    if (!found.some((seen) => seen.composite === entry.composite))
      found.push({
        composite: entry.composite,
        written: writtenSpan(text, written.slice(start, start + entry.words.length)),
      });
    start += entry.words.length - 1;
  }
  return found;
}

/** The span of the text from the first to the last of these words, apostrophes and hyphens kept. */
function writtenSpan(text: string, words: readonly string[]): string {
  const first = words[0] ?? "";
  const last = words.at(-1) ?? "";
  const from = text.indexOf(first);
  const to = text.indexOf(last, from + (words.length > 1 ? first.length : 0)) + last.length;
  return from < 0 ? words.join(" ") : text.slice(from, to);
}
