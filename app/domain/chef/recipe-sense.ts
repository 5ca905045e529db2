import { joinList } from "../base/french";
import type { GeneratedRecipe } from "../generation/recipe-schema";
import { findIngredient, ingredients as lexicon } from "../nutrition/lexicon";
import { parseQuantity, toGrams } from "../nutrition/quantity";
import type { IngredientEntry } from "../nutrition/types";
import { foldText } from "../text/fold";
import { isCookingLiquid, isDryPulse, liquidPerGram } from "./cooking-liquids";
import { GENERIC_FOODS } from "./culinary";
import { familyWordsOf, kindOf, type Kind } from "./kinds";

/**
 * Whether a recipe adds up, read as a cook reads it: what the steps use is bought, what is bought
 * is used, portions are plausible, no action is asked of a food that cannot take it, and the
 * variations do not suggest what is already there. The offline chef's property test and the AI
 * path's mock-server test run these checks on every recipe they see; each problem is a short
 * French sentence naming the food and the text.
 */

/**
 * Grams per person a main dish or a dessert holds of each family, at most. Wide on purpose: a protein target may double the meat, but 465 g of
 * sweet potato for one is no longer a portion.
 */
export const PORTION_MAX: Readonly<Record<Family, number>> = {
  meat: 300,
  fish: 300,
  "shellfish-in-shell": 1000,
  pulses: 250,
  "dry-starch": 150,
  potato: 400,
  vegetable: 400,
  fruit: 350,
  cheese: 130,
  egg: 200,
  fat: 40,
  sugar: 80,
};

/** The most of a food one person is served, in grams, by its family; undefined when unbounded. */
export function gramsPerPersonAtMost(entry: IngredientEntry): number | undefined {
  const family = familyOf(entry);
  return family && PORTION_MAX[family];
}

type Family =
  | "meat"
  | "fish"
  | "shellfish-in-shell"
  | "pulses"
  | "dry-starch"
  | "potato"
  | "vegetable"
  | "fruit"
  | "cheese"
  | "egg"
  | "fat"
  | "sugar";

const FAMILY_OF_KIND: Partial<Record<Kind, Family>> = {
  poultry: "meat",
  meat: "meat",
  cured: "meat",
  fish: "fish",
  seafood: "fish",
  legume: "pulses",
  rice: "dry-starch",
  pasta: "dry-starch",
  noodle: "dry-starch",
  grain: "dry-starch",
  potato: "potato",
  leafy: "vegetable",
  mushroom: "vegetable",
  cheese: "cheese",
  egg: "egg",
  butter: "fat",
  sugar: "sugar",
  chocolate: "sugar",
  "stone-fruit": "fruit",
  "orchard-fruit": "fruit",
};

function familyOf(entry: IngredientEntry): Family | undefined {
  // Mussels are weighed with their shells (a kilo makes a hearty plate of moules marinières);
  // gnocchi are potato, served by the plateful, not a dry starch that swells.
  if (/^(?:moule|coque|palourde|bulot|bigorneau)/.test(entry.name)) return "shellfish-in-shell";
  if (entry.name === "gnocchi") return "potato";
  const kind = kindOf(entry);
  const byKind = FAMILY_OF_KIND[kind];
  if (byKind) return byKind;
  if (entry.role === "vegetable") return "vegetable";
  if (entry.role === "fat") return "fat";
  return undefined;
}

/**
 * What a food in a given state cannot be asked to do: minced meat is not cut into cubes, cooked
 * pulses are not sliced, yoghurt is not boiled (it splits), a leaf is not diced. Each row is the
 * foods (by kind or by name) and the phrases, folded, that must not name them in one sentence.
 */
export const FORBIDDEN_ACTIONS: readonly {
  state: string;
  foods: (entry: IngredientEntry) => boolean;
  actions: RegExp;
  /** Read clause by clause where one sentence often prepares several foods. */
  clauses?: boolean;
}[] = [
  {
    state: "viande hachée",
    foods: (entry) => /hache|chair a saucisse/.test(foldText(entry.name)),
    actions: /\b(?:coupez|detaillez|taillez)\b.*\ben (?:morceaux|des|cubes|lamelles|tranches|rondelles)\b/,
  },
  {
    state: "légumineuse cuite",
    foods: (entry) => kindOf(entry) === "legume" && /conserve|pois chiche|haricot|flageolet/.test(entry.name),
    actions: /\b(?:coupez|emincez|epluchez)\b|\ben (?:lamelles|rondelles|des|morceaux|cubes)\b/,
  },
  {
    state: "laitage fermenté",
    foods: (entry) => kindOf(entry) === "yogurt",
    actions: /\b(?:mijoter|bouillir|mijotez|laissez cuire|faites cuire|porter a ebullition)\b/,
  },
  {
    state: "bouquets",
    foods: (entry) => /^(?:brocoli|chou-fleur|chou romanesco)/.test(entry.name),
    actions: /\ben (?:fines )?(?:lanieres|rondelles|des|cubes|lamelles)\b/,
  },
  {
    state: "feuille",
    foods: (entry) => kindOf(entry) === "leafy" && entry.name !== "blette" && entry.name !== "endive",
    actions: /\ben (?:des|cubes|rondelles)\b/,
    clauses: true,
  },
];

/** Lexicon names, longest first, so that « huile d'olive » is read before « olive ». */
const NAMES: readonly { folded: string; first: string; entry: IngredientEntry }[] = lexicon
  .flatMap((entry) =>
    [...new Set([entry.name, entry.plural])].map((name) => {
      const folded = foldText(name);
      return { folded, first: folded.split(" ")[0] ?? folded, entry };
    }),
  )
  .sort((first, second) => second.folded.length - first.folded.length);

/** NAMES' positions by first word: a text of a few dozen words reads a few dozen names, not thousands. */
const NAMES_BY_FIRST_WORD = new Map<string, number[]>();
NAMES.forEach(({ first }, position) => {
  const positions = NAMES_BY_FIRST_WORD.get(first);
  if (positions) positions.push(position);
  else NAMES_BY_FIRST_WORD.set(first, [position]);
});

/**
 * Words a step uses for a family or a tool, not a food: « les légumes », « les fruits », « un
 * moule », « saladier ».
 */
const FAMILY_WORDS = new Set(["legume", "legumes", "fruit", "fruits", "herbes", "moule", "moules", "salade"]);

/**
 * Words that name a food without asking for one: the conjunction « mais », which folds into
 * « maïs »; a knob of butter (« une noix », « en noisettes », « beurre noisette »); a smell or a
 * likeness (« qu'il sente la noisette », « une note d'amande », « comme une mayonnaise »); the
 * galette's « fève » and the brocciu's « petit-lait ». Each is taken out before the foods are read.
 */
const NOT_A_FOOD: readonly [RegExp, string][] = [
  [/\bmais\b/gi, " "],
  [/\bbeurre noisette\b/gi, "beurre"],
  [/\b(?:une|en) (?:noix|noisettes?)\b(?! de (?:coco|cajou|pécan|macadamia|muscade))/gi, " "],
  [
    /\b(?:qu[’'](?:il|elle)s? sent(?:e|ent)?|sent(?:e|ent)?|(?:une |la )?(?:couleur|odeur|note|parfum|goût) d[e']|comme(?: pour)? (?:une?|le|la|des)\b)[^.;,:!?]*/gi,
    " ",
  ],
  [/\bcachez-y la fève\b/gi, " "],
  [/\bpetit-lait\b/gi, " "],
];

/** The lexicon foods a text names, each once, the longest name winning where names overlap. */
export function foodsNamedIn(text: string): IngredientEntry[] {
  const plain = NOT_A_FOOD.reduce((current, [idiom, by]) => current.replace(idiom, by), text);
  // « 2 c. à café d'huile » measures the oil: no coffee in it.
  let folded = ` ${foldText(plain)} `.replace(/ (?:c|cuilleres?|cuillerees?) a cafe /g, " c a ");
  // A name whose first word the text lacks cannot be in it; longest first, as NAMES is sorted.
  const positions = [...new Set(folded.split(" "))]
    .flatMap((word) => NAMES_BY_FIRST_WORD.get(word) ?? [])
    .sort((first, second) => first - second);
  const found: IngredientEntry[] = [];
  for (const { folded: name, entry } of positions.map((position) => NAMES[position]!)) {
    if (FAMILY_WORDS.has(name)) continue;
    const at = folded.indexOf(` ${name} `);
    if (at < 0) continue;
    if (!found.includes(entry)) found.push(entry);
    folded = folded.replaceAll(` ${name} `, ` ${"#".repeat(name.length)} `);
  }
  return found;
}

/**
 * « Ajoutez les épices », « parsemez d'herbes », « remettez la viande »: a step may name a food by
 * its family, as a cook who has just cut it does.
 */
function familyWords(entry: IngredientEntry): string[] {
  const kind = kindOf(entry);
  // Words that name one food rather than a family: the eggs' yolks and whites, the dressing of a salad.
  if (kind === "egg") return ["jaunes", "jaune", "blancs"];
  if (entry.name === "salade") return ["salade", "salades"];
  if (entry.name.startsWith("vinaigre")) return ["vinaigrette"];
  if (entry.name.startsWith("vin ")) return ["vin"];
  return familyWordsOf(kind, entry.role);
}

/** A food's names, folded, as a line or a step writes them; read once per food. */
function namesOf(entry: IngredientEntry): readonly string[] {
  let names = FOLDED_NAMES.get(entry.id);
  if (!names) {
    names = [...new Set([foldText(entry.name), foldText(entry.plural)])];
    FOLDED_NAMES.set(entry.id, names);
  }
  return names;
}

const FOLDED_NAMES = new Map<string, readonly string[]>();

const GENERIC_OF_KIND = new Set([
  "pâtes",
  "riz",
  "œuf",
  "lait",
  "fromage",
  "huile",
  "pain",
  "sucre",
  "champignon",
]);

/**
 * Foods a recipe makes from its lines rather than buys: a béchamel of its milk and flour, the
 * croûtons of its bread, the pastry's « choux ». Named in a step, each counts as listed when one of
 * the lines it is made of is there (folded words of the line's name).
 */
const MADE_FROM: Readonly<Record<string, readonly string[]>> = {
  béchamel: ["lait"],
  mayonnaise: ["jaune d oeuf", "jaunes d oeufs", "oeufs"],
  croûton: ["pain", "baguette"],
  meringue: ["blancs d oeufs", "oeufs"],
  houmous: ["pois chiches"],
  pesto: ["basilic"],
  muesli: ["flocons d avoine"],
  "pain d'épices": ["miel"],
  chou: ["farine"],
  steak: ["hache"],
};

/** « La courge » of a line « potiron »: the other names the lexicon knows the food by, folded. */
function aliasesOf(entry: IngredientEntry): readonly string[] {
  let aliases = FOLDED_ALIASES.get(entry.id);
  if (!aliases) {
    aliases = entry.aliases.map(foldText).filter((alias) => alias.length >= 4);
    FOLDED_ALIASES.set(entry.id, aliases);
  }
  return aliases;
}

const FOLDED_ALIASES = new Map<string, readonly string[]>();

/** « La romaine » of a line « laitue romaine »: a word of the line that names its food alone. */
function wordsNaming(words: string, entry: IngredientEntry): string[] {
  return words
    .trim()
    .split(" ")
    .filter((word) => word.length >= 5 && findIngredient(word)?.entry.id === entry.id);
}

/** « Le jus de citron » of a line « citron », « le jus d'orange » of « oranges ». */
function juiceOfListed(entry: IngredientEntry, isListed: (entry: IngredientEntry) => boolean): boolean {
  const fruit = /^jus d(?:e |')(.+)$/.exec(entry.name)?.[1];
  const found = fruit ? findIngredient(fruit)?.entry : undefined;
  return found !== undefined && found.id !== entry.id && isListed(found);
}

/** Foods a recipe may use without listing them: the tap's water for boiling, salt and pepper. */
const UNLISTED = new Set(["eau", "sel", "poivre"]);

export function senseProblems(recipe: GeneratedRecipe): string[] {
  const problems: string[] = [];
  const listed = new Map<string, IngredientEntry>();
  for (const line of recipe.ingredients) {
    const entry = findIngredient(line.nom)?.entry;
    if (GENERIC_FOODS.has(foldText(line.nom)) || (entry && GENERIC_FOODS.has(foldText(entry.name))))
      problems.push(`ingrédient générique\u00a0: «\u00a0${line.nom}\u00a0»`);
    if (entry) listed.set(entry.id, entry);
  }
  // « les pâtes » of a lasagne, « le riz » of a riz basmati: the family's name stands for the food;
  // « le gruyère » of a line « gruyère râpé », « le canard » of « cuisses de canard confites » too.
  const lineWords = recipe.ingredients.map((line) => ` ${foldText(line.nom)} `);
  const isListed = (entry: IngredientEntry) =>
    listed.has(entry.id) ||
    [...listed.values()].some(
      (other) =>
        other.name.startsWith(`${entry.name} `) ||
        (GENERIC_OF_KIND.has(entry.name) && kindOf(other) === kindOf(entry)),
    ) ||
    lineWords.some((words) => namesOf(entry).some((name) => words.includes(` ${name} `)));

  const madeHere = (entry: IngredientEntry) =>
    (MADE_FROM[entry.name] ?? []).some((base) => lineWords.some((words) => words.includes(` ${base}`)));

  const steps = recipe.instructions.map((step) => step.description);
  const named = steps.flatMap(foodsNamedIn);
  const foldedSteps = steps.map((step) => ` ${foldText(step).replace(/[^a-z0-9' -]/g, " ")} `);
  for (const entry of new Set(named))
    if (!isListed(entry) && !juiceOfListed(entry, isListed) && !madeHere(entry) && !UNLISTED.has(entry.name))
      problems.push(`étape sans ingrédient\u00a0: «\u00a0${entry.name}\u00a0»`);
  for (const line of recipe.ingredients) {
    const entry = findIngredient(line.nom)?.entry;
    // A step says « le lait » of « lait entier », « le bœuf » of « bœuf à bourguignon », « la crème »
    // of « crème liquide », « la levure » of « levure chimique »: the line shortened as a cook does.
    const words = ` ${foldText(line.nom)} `;
    const head = words.trim().split(" ")[0] ?? "";
    // « Beurrez le moule », « farinez-les », « huilez la poêle », « une eau vinaigrée »: the
    // verb made of the food; « le chèvre » of « bûche de chèvre », « le genièvre » of its berries.
    const stem = head.length >= 5 ? head.replace(/e$/, "") : undefined;
    const madeVerb = stem && new RegExp(` ${stem}(?:ez|er|ee|ees)[ -]`);
    const tail = / de? ([a-z]{4,}) $/.exec(words)?.[1];
    const used =
      (entry && named.some((other) => other.id === entry.id)) ||
      named.some((other) => namesOf(other).some((name) => words.includes(` ${name} `))) ||
      foldedSteps.some(
        (step) =>
          step.includes(words) ||
          (head.length >= 4 && step.includes(` ${head} `)) ||
          (madeVerb && madeVerb.test(step)) ||
          (tail !== undefined && step.includes(` ${tail} `)) ||
          (entry !== undefined && wordsNaming(words, entry).some((word) => step.includes(` ${word} `))) ||
          (entry !== undefined && aliasesOf(entry).some((alias) => step.includes(` ${alias} `))) ||
          (entry !== undefined && familyWords(entry).some((family) => step.includes(` ${family} `))),
      );
    if (!used && !UNLISTED.has(entry?.name ?? ""))
      problems.push(`ingrédient jamais utilisé\u00a0: «\u00a0${line.nom}\u00a0»`);
  }

  for (const line of recipe.ingredients) {
    const entry = findIngredient(line.nom)?.entry;
    const family = entry && familyOf(entry);
    const most = family && PORTION_MAX[family];
    const quantity = parseQuantity(line.quantite);
    if (!entry || !most || quantity === undefined) continue;
    const grams = toGrams(entry, quantity, line.unite || "pièce");
    if (grams === undefined) continue;
    const perPerson = grams / recipe.portions;
    if (perPerson > most)
      problems.push(`portion trop grande\u00a0: ${Math.round(perPerson)}\u00a0g de ${line.nom} par personne`);
  }

  problems.push(...liquidProblems(recipe, steps));

  for (const step of steps)
    for (const sentence of step.split(/(?<=[.;!?])\s/)) {
      // Each part folded once and its foods read once, whatever the number of rules.
      const read = (part: string) => ({ folded: foldText(part), foods: lazily(() => foodsNamedIn(part)) });
      const whole = [read(sentence)];
      const clauses = sentence.split(/,|\bpuis\b/).map(read);
      for (const rule of FORBIDDEN_ACTIONS)
        for (const part of rule.clauses ? clauses : whole)
          if (rule.actions.test(part.folded) && part.foods().some(rule.foods))
            problems.push(`geste impossible (${rule.state})\u00a0: «\u00a0${sentence}\u00a0»`);
    }

  for (const text of proposals(recipe))
    if (proposedFoods(text).some((entry) => listed.has(entry.id)))
      problems.push(`suggère ce que la recette a déjà\u00a0: «\u00a0${text}\u00a0»`);
  return [...new Set(problems)];
}

function lazily<T>(compute: () => T): () => T {
  let value: { computed: T } | undefined;
  return () => (value ??= { computed: compute() }).computed;
}

/** Under this share of the liquid its dry pulses drink, a dish burns before they are tender. */
const LIQUID_TOLERANCE = 0.8;

/**
 * Dry pulses cook in the dish's own liquid (cooking-liquids.ts): when the recipe lists its
 * liquids, they must be enough for the lentils or split peas it lists. Pulses boiled apart « dans
 * trois fois leur volume d'eau » or « dans une grande casserole d'eau » drink the tap's water.
 * Rice and grains count too when they cook by absorption (a pilaf, a risotto « louche après
 * louche », a couscous that swells): a step that names them and drains them, or boils them in a
 * large pot of water, tells the two apart.
 */
function liquidProblems(recipe: GeneratedRecipe, steps: readonly string[]): string[] {
  let needed = 0;
  let liquid = 0;
  const drinkers: string[] = [];
  for (const line of recipe.ingredients) {
    const entry = findIngredient(line.nom)?.entry;
    const quantity = parseQuantity(line.quantite);
    if (!entry || quantity === undefined) continue;
    const grams = toGrams(entry, quantity, line.unite || "pièce") ?? 0;
    if (isDryPulse(entry) || (isGrain(entry) && !boiledApart(entry, steps))) {
      needed += grams * (liquidPerGram(entry) ?? 0);
      drinkers.push(`${Math.round(grams)}\u00a0g de ${line.nom}`);
    } else if (isCookingLiquid(entry)) liquid += grams;
  }
  if (needed === 0 || liquid === 0 || liquid >= needed * LIQUID_TOLERANCE) return [];
  if (steps.some((step) => TAP_WATER.test(step))) return [];
  return [
    `liquide de cuisson trop court\u00a0: ${Math.round(liquid)}\u00a0ml pour ${joinList(drinkers)} (il en faut ${Math.round(needed)})`,
  ];
}

/** Words of a step that cooks in the tap's water, which the list need not weigh. */
const TAP_WATER =
  /(?:volumes? d['’]eau|casserole d['’]eau|grand volume d['’]eau|eau bouillante|eau frémissante)/i;

/** Rice, grains and semolina: what drinks a liquid but is not a pulse. */
function isGrain(entry: IngredientEntry): boolean {
  return !isDryPulse(entry) && liquidPerGram(entry) !== undefined;
}

/** A grain boiled in a large pot of water and drained, or steamed: the dish's liquids do not feed it. */
function boiledApart(entry: IngredientEntry, steps: readonly string[]): boolean {
  return steps.some(
    (step) =>
      (TAP_WATER.test(step) || /(?<!\p{L})(?:égouttez|vapeur|cuiseur)(?!\p{L})/iu.test(step)) &&
      foodsNamedIn(step).some((named) => named.id === entry.id),
  );
}

/**
 * The variations, and the tips that propose a change (« Remplacez… », « Essayez… »); a tip about
 * a food already there (« Ajoutez le thym loin de l'huile ») proposes nothing.
 */
export function proposals(recipe: Pick<GeneratedRecipe, "variations" | "astucesChef">): string[] {
  return [...recipe.variations, ...recipe.astucesChef.filter(isProposal)];
}

export function isProposal(tip: string): boolean {
  return /\b(?:remplacez|essayez)\b/i.test(tip);
}

/**
 * The foods a suggestion brings in: after « par », « ajoutez des » (or « quelques », « une
 * poignée de »), « glissez », « avec », up to « pour » or « au lieu de », which names what goes.
 */
export function proposedFoods(text: string): IngredientEntry[] {
  const found: IngredientEntry[] = [];
  for (const match of foldText(text).matchAll(
    /\b(?:par|(?:ajoutez|glissez) (?:des|du|de la|de l|un|une|quelques)|avec)\b(.*?)(?=\bpour\b|\bau lieu\b|$)/g,
  ))
    found.push(...foodsNamedIn(match[1] ?? ""));
  return found;
}
