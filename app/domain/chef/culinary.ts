import type { IngredientEntry } from "../nutrition/types";
import { capitalise, withDefinite, type Noun } from "../base/french";
import { foldText } from "../text/fold";
import type { Kind } from "./kinds";

/**
 * A small culinary model: which course a food can go into, and the jobs it does in a dish. The
 * offline chef reads it before choosing a dish, so that sardines never reach a crumble nor
 * chocolate a poêlée: a food that cannot share the dish is set aside with a sentence saying why,
 * and never appears in a step.
 *
 * The table is keyed by kind (kinds.ts, read from the lexicon's name and role), refined by a few
 * foods whose kind says too little (« carotte » goes into a cake, « pâte sablée » never into a
 * quiche). « both » is the default: a food is set aside only when no cook would put it in that
 * course, so the model errs on the side of keeping what the cook typed.
 */
export type Course = "savoury" | "sweet" | "both";

export type CulinaryRole =
  | "protein"
  | "starch"
  | "vegetable"
  | "fat"
  | "aromatic"
  | "acid"
  | "sweet"
  | "dairy"
  | "fruit"
  | "nut"
  | "liquid"
  | "seasoning";

export interface CulinaryFacts {
  course: Course;
  roles: readonly CulinaryRole[];
  /** Where the food would shine instead, as the end of « gardez-les … »: « pour des tartines ». */
  keepFor: string;
}

const SAVOURY_DISH = "pour un plat salé";
const SWEET_DISH = "pour un dessert";

const facts = (course: Course, roles: readonly CulinaryRole[], keepFor = SAVOURY_DISH): CulinaryFacts => ({
  course,
  roles,
  keepFor,
});

/** By kind: what most foods of the kind do. */
const BY_KIND: Record<Kind, CulinaryFacts> = {
  egg: facts("both", ["protein"]),
  poultry: facts("savoury", ["protein"], "pour une poêlée ou un plat rôti"),
  meat: facts("savoury", ["protein"], "pour une poêlée ou un plat mijoté"),
  cured: facts("savoury", ["protein", "fat"], "pour une quiche ou des pâtes"),
  fish: facts("savoury", ["protein"], "pour une papillote"),
  seafood: facts("savoury", ["protein"], "pour des pâtes ou un risotto"),
  tofu: facts("savoury", ["protein"], "pour un wok"),
  legume: facts("savoury", ["protein", "starch"], "pour un curry ou une salade"),
  rice: facts("savoury", ["starch"], "pour accompagner un plat salé"),
  pasta: facts("savoury", ["starch"], "pour un plat de pâtes"),
  noodle: facts("savoury", ["starch"], "pour un wok"),
  potato: facts("savoury", ["starch", "vegetable"], "pour un gratin ou une poêlée"),
  grain: facts("savoury", ["starch"], "pour une salade ou un bowl"),
  bread: facts("savoury", ["starch"], "pour des tartines"),
  dough: facts("both", ["starch"]),
  leafy: facts("savoury", ["vegetable"], "pour une salade"),
  mushroom: facts("savoury", ["vegetable"], "pour une poêlée ou une omelette"),
  allium: facts("savoury", ["aromatic"]),
  herb: facts("both", ["aromatic"]),
  spice: facts("both", ["aromatic"]),
  citrus: facts("both", ["acid", "fruit"]),
  "stone-fruit": facts("both", ["fruit", "sweet"], SWEET_DISH),
  "orchard-fruit": facts("both", ["fruit", "sweet"], SWEET_DISH),
  cheese: facts("savoury", ["dairy", "protein", "fat"], "pour un gratin ou une quiche"),
  cream: facts("both", ["dairy", "fat"]),
  milk: facts("both", ["dairy", "liquid"]),
  butter: facts("both", ["dairy", "fat"]),
  yogurt: facts("both", ["dairy", "acid"]),
  flour: facts("both", ["starch"]),
  sugar: facts("both", ["sweet"], SWEET_DISH),
  chocolate: facts("sweet", ["sweet", "fat"], SWEET_DISH),
  coconut: facts("both", ["fat", "liquid"]),
  stock: facts("savoury", ["liquid", "seasoning"], "pour une soupe ou un risotto"),
  other: facts("both", []),
};

/**
 * Foods whose kind misleads, by lexicon name. Vegetables of the kind « other » are savoury unless
 * listed here; sweet spreads and biscuits are sweet; fresh cheeses go into desserts too.
 */
const BY_FOOD: Readonly<Record<string, CulinaryFacts>> = {
  sardine: facts("savoury", ["protein", "fat"], "pour des tartines"),
  anchois: facts("savoury", ["protein", "seasoning"], "pour une pissaladière ou une salade"),
  maquereau: facts("savoury", ["protein", "fat"], "pour des tartines"),
  hareng: facts("savoury", ["protein"], "pour une salade de pommes de terre"),
  "thon en conserve": facts("savoury", ["protein"], "pour une salade"),
  "saumon fumé": facts("savoury", ["protein"], "pour des tartines"),
  "tofu soyeux": facts("both", ["protein"]),
  carotte: facts("both", ["vegetable"]),
  potiron: facts("both", ["vegetable"]),
  butternut: facts("both", ["vegetable"]),
  "patate douce": facts("both", ["starch", "vegetable"]),
  courgette: facts("savoury", ["vegetable"], "pour une poêlée ou un gratin"),
  tomate: facts("savoury", ["vegetable", "acid"], "pour une salade ou une sauce"),
  avocat: facts("savoury", ["vegetable", "fat"], "pour une salade"),
  brioche: facts("both", ["starch", "sweet"]),
  "pain d'épices": facts("sweet", ["sweet", "starch"], SWEET_DISH),
  "flocon d'avoine": facts("both", ["starch"]),
  muesli: facts("sweet", ["starch", "sweet"], "pour le petit déjeuner"),
  "pétale de maïs": facts("sweet", ["starch"], "pour le petit déjeuner"),
  châtaigne: facts("both", ["starch"]),
  marron: facts("both", ["starch"]),
  semoule: facts("both", ["starch"]),
  "pâte sablée": facts("sweet", ["starch", "sweet"], "pour une tarte aux fruits"),
  mascarpone: facts("both", ["dairy", "fat"]),
  "fromage frais": facts("both", ["dairy"]),
  "chèvre frais": facts("both", ["dairy"]),
  brousse: facts("both", ["dairy"]),
  "petit-suisse": facts("both", ["dairy"]),
  "glace à la vanille": facts("sweet", ["dairy", "sweet"], SWEET_DISH),
  "lait concentré sucré": facts("sweet", ["dairy", "sweet"], SWEET_DISH),
  "pâte à tartiner": facts("sweet", ["sweet", "fat"], "pour le goûter"),
  "crème de marron": facts("sweet", ["sweet"], SWEET_DISH),
  spéculoos: facts("sweet", ["sweet", "starch"], SWEET_DISH),
  meringue: facts("sweet", ["sweet"], SWEET_DISH),
  "pâte d'amande": facts("sweet", ["sweet", "nut"], SWEET_DISH),
  confiture: facts("sweet", ["sweet", "fruit"], "pour le goûter"),
  cacao: facts("sweet", ["sweet"], SWEET_DISH),
  vanille: facts("both", ["aromatic"]),
  "sucre vanillé": facts("sweet", ["sweet"], SWEET_DISH),
  cumin: facts("savoury", ["aromatic"]),
  curry: facts("savoury", ["aromatic"]),
  paprika: facts("savoury", ["aromatic"]),
  curcuma: facts("savoury", ["aromatic"]),
  piment: facts("savoury", ["aromatic"]),
  "piment de Cayenne": facts("savoury", ["aromatic"]),
  harissa: facts("savoury", ["aromatic", "seasoning"]),
  "herbes de Provence": facts("savoury", ["aromatic"]),
  persil: facts("savoury", ["aromatic"]),
  ciboulette: facts("savoury", ["aromatic"]),
  "concentré de tomate": facts("savoury", ["seasoning", "acid"]),
  "sauce tomate": facts("savoury", ["liquid", "acid"]),
  "coulis de tomate": facts("savoury", ["liquid", "acid"]),
  olive: facts("savoury", ["seasoning", "fat"], "pour l'apéritif"),
  cornichon: facts("savoury", ["acid"], "pour l'apéritif"),
  moutarde: facts("savoury", ["seasoning", "acid"]),
  "moutarde à l'ancienne": facts("savoury", ["seasoning", "acid"]),
  "sauce soja": facts("savoury", ["seasoning"]),
  ketchup: facts("savoury", ["seasoning"]),
  mayonnaise: facts("savoury", ["fat", "seasoning"]),
  "nuoc-mâm": facts("savoury", ["seasoning"]),
  "sauce barbecue": facts("savoury", ["seasoning"]),
  miso: facts("savoury", ["seasoning"]),
  pesto: facts("savoury", ["seasoning", "fat"], "pour des pâtes"),
  houmous: facts("savoury", ["protein"], "pour l'apéritif"),
  vinaigre: facts("savoury", ["acid"]),
  chapelure: facts("savoury", ["starch"]),
  croûton: facts("savoury", ["starch"], "pour une soupe ou une salade"),
  béchamel: facts("savoury", ["dairy", "fat"], "pour un gratin"),
  bière: facts("savoury", ["liquid"]),
  "huile d'olive": facts("both", ["fat"]),
  "huile de sésame": facts("savoury", ["fat", "seasoning"]),
  "graisse de canard": facts("savoury", ["fat"], "pour des pommes de terre sautées"),
};

/** What the model says of a food: its own row if it has one, else its kind's. */
export function culinaryFacts(entry: IngredientEntry | undefined, kind: Kind): CulinaryFacts {
  const own = entry ? BY_FOOD[entry.name] : undefined;
  if (own) return own;
  // A vegetable the kinds do not refine (« poivron », « navet ») is savoury.
  if (kind === "other" && entry?.role === "vegetable") return facts("savoury", ["vegetable"]);
  if (kind === "other" && (entry?.role === "protein" || entry?.role === "condiment"))
    return facts("savoury", entry.role === "protein" ? ["protein"] : ["seasoning"]);
  if (kind === "other" && entry?.role === "sweet") return facts("sweet", ["sweet"], SWEET_DISH);
  return BY_KIND[kind];
}

/** Whether a food may go into a dish of this course. */
export function fitsCourse(course: Course, dish: "savoury" | "sweet"): boolean {
  return course === "both" || course === dish;
}

/** « un crumble », « une poêlée », « des galettes ». */
function indefinite(noun: Noun, plural: boolean): string {
  if (plural) return `des ${noun.plural}`;
  return `${noun.gender === "f" ? "une" : "un"} ${noun.singular}`;
}

/**
 * « Les sardines n'ont pas leur place dans un crumble : gardez-les pour des tartines. » The food
 * is named as the cook typed it, singular or plural.
 */
export function setAsideSentence(
  food: Noun,
  plural: boolean,
  dish: Noun,
  dishPlural: boolean,
  keepFor: string,
): string {
  const subject = capitalise(withDefinite(food, plural));
  const has = plural ? "n'ont pas leur place" : `n'a pas sa place`;
  const pronoun = plural ? "les" : food.gender === "f" ? "la" : "le";
  return `${subject} ${has} dans ${indefinite(dish, dishPlural)}\u00a0: gardez-${pronoun} ${keepFor}.`;
}

/**
 * Which course the cook's foods make, and which of them cannot share it. Foods that fit only one
 * course decide; sugar counts for a sweet food and fruit for half of one, so « chocolat noir,
 * sardines, banane » and « figues, magret, sucre » are desserts without the fish or the duck,
 * while « poulet, pomme, poire » stays a main. With no such food, the chef's own reading of the
 * list (`leansSweet`) decides.
 */
export function splitByCourse<Food extends { entry: IngredientEntry | undefined; kind: Kind; role: string }>(
  foods: readonly Food[],
  leansSweet: boolean,
): { course: "savoury" | "sweet"; kept: Food[]; setAside: Food[] } {
  const courseOf = (food: Food) => culinaryFacts(food.entry, food.kind).course;
  const weigh = (food: Food): [sweet: number, savoury: number] => {
    const course = courseOf(food);
    if (course === "sweet") return [1, 0];
    if (course === "savoury") return [0, 1];
    if (food.kind === "sugar") return [1, 0];
    return [food.role === "fruit" ? 0.5 : 0, 0];
  };
  let sweet = 0;
  let savoury = 0;
  for (const food of foods) {
    const [sweetWeight, savouryWeight] = weigh(food);
    sweet += sweetWeight;
    savoury += savouryWeight;
  }
  const decisive = foods.some((food) => courseOf(food) !== "both");
  const course = decisive ? (sweet > savoury ? "sweet" : "savoury") : leansSweet ? "sweet" : "savoury";
  const kept = foods.filter((food) => fitsCourse(courseOf(food), course));
  if (kept.length === 0) return { course, kept: [...foods], setAside: [] };
  return { course, kept, setAside: foods.filter((food) => !kept.includes(food)) };
}

/** Berries: no cook puts them with meat or fish; cooked, they melt into a sweet pink juice. */
const BERRIES = /^(?:fraise|framboise|myrtille|mûre|groseille|cassis)/;
const FLESH: readonly Kind[] = ["meat", "poultry", "cured", "fish", "seafood"];
const SEA: readonly Kind[] = ["fish", "seafood"];

/**
 * Sweet fruit a savoury dish of meat or fish has no place for, when the dish is not one made to
 * hold fruit (a salad, a bowl). Berries go with neither; cherries, apricots or plums go with duck,
 * pork or lamb (canard aux cerises, tajine aux abricots) but never with fish. Apples, pears, figs,
 * mango or pineapple stay: pork with apples and prawns with mango are dishes. Course alone
 * (`splitByCourse`) keeps all of these, since fruit may go into both courses.
 */
export function fruitOutOfPlace<Food extends { kind: Kind; noun: Noun }>(foods: readonly Food[]): Food[] {
  const flesh = foods.some((food) => FLESH.includes(food.kind));
  const sea = foods.some((food) => SEA.includes(food.kind));
  return foods.filter(
    (food) => food.kind === "stone-fruit" && (BERRIES.test(food.noun.singular) ? flesh : sea),
  );
}

/**
 * Words that name a family, not something to buy, folded, with what to name instead: a recipe
 * never lists « légumes 400 g ».
 */
const GENERIC_EXAMPLES: Readonly<Record<string, string>> = {
  legume: "des courgettes, des carottes",
  viande: "du poulet, du bœuf haché",
  poisson: "du cabillaud, du saumon",
  fruit: "des pommes, des fraises",
  epice: "du cumin, du paprika",
};

export const GENERIC_FOODS: ReadonlySet<string> = new Set(
  Object.keys(GENERIC_EXAMPLES).flatMap((word) => [word, `${word}s`]),
);

/** « « légumes » désigne une famille, pas un ingrédient : nommez ce que vous avez (…). » */
export function genericSentence(typed: string): string | undefined {
  const folded = foldText(typed);
  if (!GENERIC_FOODS.has(folded)) return undefined;
  const examples = GENERIC_EXAMPLES[folded.replace(/s$/, "")];
  return `«\u00a0${typed.trim()}\u00a0» désigne une famille, pas un ingrédient\u00a0: nommez ce que vous avez (${examples}…) et le chef s'en servira.`;
}

/**
 * « légumes » is Chef Nutrition's own default (ARCHITECTURE § 1, Calls): rather than set it aside,
 * the chef cooks two vegetables found all year and says so.
 */
export const VEGETABLES_FOR_LEGUMES = ["carottes", "courgettes"] as const;

export function standsForVegetables(typed: string): boolean {
  return /^legumes?$/.test(foldText(typed));
}

export const VEGETABLES_CHOSEN =
  "«\u00a0Légumes\u00a0» ne dit pas lesquels\u00a0: le chef a pris des carottes et des courgettes, que vous pouvez remplacer par ceux de saison.";
