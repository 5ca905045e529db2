import type { GeneratedRecipe } from "../generation/recipe-schema";
import { findIngredient, ingredients as lexicon } from "../nutrition/lexicon";
import { parseQuantity, toGrams } from "../nutrition/quantity";
import type { IngredientEntry } from "../nutrition/types";
import { foldText } from "../text/fold";
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

/**
 * Words a step uses for a family or a tool, not a food: « les légumes », « les fruits », « un
 * moule », « saladier ».
 */
const FAMILY_WORDS = new Set(["legume", "legumes", "fruit", "fruits", "herbes", "moule", "moules", "salade"]);

/** The lexicon foods a text names, each once, the longest name winning where names overlap. */
export function foodsNamedIn(text: string): IngredientEntry[] {
  // « 2 c. à café d'huile » measures the oil: no coffee in it.
  let folded = ` ${foldText(text)} `.replace(/ (?:c|cuilleres?|cuillerees?) a cafe /g, " c a ");
  // A name whose first word the text lacks cannot be in it: thousands of names, a few dozen words.
  const words = new Set(folded.split(" "));
  const found: IngredientEntry[] = [];
  for (const { folded: name, first, entry } of NAMES) {
    if (!words.has(first) || FAMILY_WORDS.has(name)) continue;
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
  return familyWordsOf(kindOf(entry), entry.role);
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

const GENERIC_OF_KIND = new Set(["pâtes", "riz", "œuf", "lait", "fromage", "huile", "pain", "sucre"]);

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

  const steps = recipe.instructions.map((step) => step.description);
  const named = steps.flatMap(foodsNamedIn);
  const foldedSteps = steps.map((step) => ` ${foldText(step).replace(/[^a-z0-9' -]/g, " ")} `);
  for (const entry of new Set(named))
    if (!isListed(entry) && !UNLISTED.has(entry.name))
      problems.push(`étape sans ingrédient\u00a0: «\u00a0${entry.name}\u00a0»`);
  for (const line of recipe.ingredients) {
    const entry = findIngredient(line.nom)?.entry;
    // A step says « le lait » of « lait entier », « le bœuf » of « bœuf à bourguignon », « la crème »
    // of « crème liquide », « la levure » of « levure chimique »: the line shortened as a cook does.
    const words = ` ${foldText(line.nom)} `;
    const head = words.trim().split(" ")[0] ?? "";
    const used =
      (entry && named.some((other) => other.id === entry.id)) ||
      named.some((other) => namesOf(other).some((name) => words.includes(` ${name} `))) ||
      foldedSteps.some(
        (step) =>
          step.includes(words) ||
          (head.length >= 4 && step.includes(` ${head} `)) ||
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

  for (const step of steps)
    for (const sentence of step.split(/(?<=[.;!?])\s/))
      for (const rule of FORBIDDEN_ACTIONS)
        for (const part of rule.clauses ? sentence.split(/,|\bpuis\b/) : [sentence])
          if (rule.actions.test(foldText(part)) && foodsNamedIn(part).some(rule.foods))
            problems.push(`geste impossible (${rule.state})\u00a0: «\u00a0${sentence}\u00a0»`);

  for (const text of proposals(recipe))
    if (proposedFoods(text).some((entry) => listed.has(entry.id)))
      problems.push(`suggère ce que la recette a déjà\u00a0: «\u00a0${text}\u00a0»`);
  return [...new Set(problems)];
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

/** The foods a suggestion brings in: after « par », « ajoutez des », « avec », up to « pour ». */
export function proposedFoods(text: string): IngredientEntry[] {
  const found: IngredientEntry[] = [];
  for (const match of foldText(text).matchAll(
    /\b(?:par|ajoutez (?:des|du|de la|de l|un|une)|avec)\b(.*?)(?=\bpour\b|$)/g,
  ))
    found.push(...foodsNamedIn(match[1] ?? ""));
  return found;
}
