import type { ChefRequest, DietRestriction, NutritionGoal } from "../generation/request-schema";
import { isAllowed } from "../nutrition/diet";
import { findIngredient } from "../nutrition/lexicon";
import type { IngredientEntry, RecipeNutrition } from "../nutrition/types";
import { allows } from "./diet-text";
import { capitalise, joinList } from "../base/french";
import type { Kind } from "./kinds";
import type { Dish, Group, Item } from "./kitchen";

/**
 * The nutrition screen's extras: advice tied to the goal and to how close the CIQUAL figures came
 * to the targets, and a replacement idea for each typed ingredient. Figures quoted here are the
 * computed ones; nothing is promised that the table does not show.
 */

const GOAL_ADVICE: Record<NutritionGoal, readonly string[]> = {
  muscle: [
    "Répartissez vos apports en protéines sur trois ou quatre repas dans la journée : le corps les utilise mieux ainsi.",
    "Après l'entraînement, associez des protéines et un féculent : ils favorisent la récupération.",
  ],
  "weight-loss": [
    "Remplissez la moitié de l'assiette de légumes : ils rassasient pour peu de calories.",
    "Mangez lentement et arrêtez-vous à la satiété : le signal met une vingtaine de minutes à arriver.",
  ],
  health: [
    "Variez les couleurs dans l'assiette : chaque famille de légumes et de fruits apporte ses propres vitamines.",
    "Privilégiez les cuissons douces et les huiles végétales crues, comme l'huile de colza ou d'olive.",
  ],
};

/** Protein foods to suggest, best first; the first three the restrictions allow are named. */
const PROTEIN_SOURCES = [
  "une portion de volaille",
  "de poisson",
  "des œufs",
  "du tofu",
  "des lentilles",
  "des pois chiches",
  "du tempeh",
  "des amandes",
];

function proteinSources(restrictions: readonly DietRestriction[]): string {
  const allowed = PROTEIN_SOURCES.filter((source) => allows(source, restrictions)).slice(0, 3);
  return joinList(allowed, "ou");
}

function energySources(restrictions: readonly DietRestriction[]): string {
  if (restrictions.includes("keto")) return "un filet d'huile d'olive, un avocat ou une poignée de noix";
  return "un féculent complet, un fruit ou une poignée de noix";
}

/** The goal's advice, where keto makes « un féculent » the wrong advice. */
function goalAdvice(goal: NutritionGoal, restrictions: readonly DietRestriction[]): readonly string[] {
  if (goal === "muscle" && restrictions.includes("keto"))
    return [
      GOAL_ADVICE.muscle[0]!,
      "Après l'entraînement, associez des protéines et des légumes verts : ils favorisent la récupération sans casser la cétose.",
    ];
  return GOAL_ADVICE[goal];
}

/** Within 15 % counts as reached: ingredient quantities are rounded to what a cook can measure. */
const CLOSE_ENOUGH = 0.15;

export function adviceFor(request: ChefRequest, nutrition: RecipeNutrition, dish: Dish): string[] {
  const advice: string[] = [];
  const { calories, proteines } = nutrition.perPortion;
  if (request.calories) {
    const gap = (calories - request.calories) / request.calories;
    if (Math.abs(gap) <= CLOSE_ENOUGH) {
      advice.push(
        `Avec ${calories}\u00a0kcal par portion, la recette est proche de votre objectif de ${request.calories}\u00a0kcal.`,
      );
    } else if (gap < 0) {
      advice.push(
        `Une portion apporte ${calories}\u00a0kcal, en dessous de votre objectif de ${request.calories}\u00a0kcal\u00a0: complétez le repas avec ${energySources(dish.restrictions)}.`,
      );
    } else {
      advice.push(
        `Une portion apporte ${calories}\u00a0kcal, au-dessus de votre objectif de ${request.calories}\u00a0kcal\u00a0: servez une portion un peu plus petite ou réduisez la matière grasse.`,
      );
    }
  }
  if (request.proteins) {
    const gap = (proteines - request.proteins) / request.proteins;
    const grams = Math.round(proteines);
    if (Math.abs(gap) <= CLOSE_ENOUGH) {
      advice.push(
        `Chaque portion apporte ${grams}\u00a0g de protéines, en accord avec votre objectif de ${request.proteins}\u00a0g.`,
      );
    } else if (gap < 0) {
      advice.push(
        `Chaque portion apporte ${grams}\u00a0g de protéines, moins que vos ${request.proteins}\u00a0g\u00a0: ajoutez ${proteinSources(dish.restrictions)}.`,
      );
    } else {
      advice.push(
        `Chaque portion apporte ${grams}\u00a0g de protéines, au-delà de votre objectif de ${request.proteins}\u00a0g.`,
      );
    }
  }
  if (request.goal) advice.push(...goalAdvice(request.goal, dish.restrictions));
  if (nutrition.unmatched.length > 0) {
    const names = nutrition.unmatched.map((name) => `«\u00a0${name}\u00a0»`);
    advice.push(
      `Les valeurs nutritionnelles ne comptent pas ${joinList(names)}, ${names.length > 1 ? "absents" : "absent"} de la table Ciqual.`,
    );
  }
  if (advice.length === 0) advice.push(GOAL_ADVICE.health[0]!);
  return advice;
}

interface Idea {
  names: readonly string[];
  why: string;
}

const BY_KIND: Partial<Record<Kind, Idea>> = {
  poultry: { names: ["dinde", "tofu", "pois chiche"], why: "pour varier les sources de protéines" },
  meat: { names: ["poulet", "lentille", "tofu"], why: "pour varier les sources de protéines" },
  cured: { names: ["tofu fumé", "blanc de poulet"], why: "pour un goût fumé avec moins de sel" },
  fish: { names: ["cabillaud", "truite", "saumon"], why: "un autre poisson, de saison de préférence" },
  seafood: { names: ["cabillaud", "crevette", "calamar"], why: "pour rester sur la mer" },
  egg: { names: ["tofu soyeux", "fromage blanc"], why: "pour garder le moelleux" },
  tofu: { names: ["tempeh", "pois chiche"], why: "tout aussi végétal" },
  // No « riche en fibres » here: a claim in a recipe reads as the dish's, which its figures
  // rarely hold (regulation 1924/2006, checked by claims.property.test.ts).
  legume: { names: ["lentille", "pois chiche", "haricot rouge"], why: "une autre légumineuse" },
  rice: { names: ["riz complet", "quinoa", "boulgour"], why: "pour changer de céréale" },
  pasta: { names: ["pâtes complètes", "quinoa"], why: "pour changer de céréale" },
  noodle: { names: ["vermicelle de riz", "riz"], why: "une autre base pour le sauté" },
  potato: { names: ["patate douce", "céleri-rave"], why: "pour changer de saveur" },
  grain: { names: ["quinoa", "boulgour", "riz complet"], why: "une autre céréale" },
  bread: { names: ["pain complet", "pain de campagne"], why: "plus de fibres" },
  leafy: { names: ["épinard", "roquette", "mâche"], why: "selon la saison" },
  mushroom: { names: ["champignon", "pleurote", "girolle"], why: "selon le marché" },
  cheese: { names: ["parmesan", "fromage de chèvre", "feta"], why: "pour changer de caractère" },
  cream: { names: ["crème légère", "yaourt à la grecque", "lait de coco"], why: "pour une texture proche" },
  milk: { names: ["lait de soja", "lait d'amande", "lait écrémé"], why: "selon vos habitudes" },
  butter: { names: ["huile d'olive", "margarine"], why: "une matière grasse végétale" },
  sugar: { names: ["sirop d'érable", "miel", "sucre roux"], why: "pour une autre douceur" },
  allium: { names: ["échalote", "oignon rouge", "oignon nouveau"], why: "pour un goût plus doux" },
  herb: {
    names: ["persil", "coriandre", "basilic", "ciboulette"],
    why: "selon ce que vous avez sous la main",
  },
  spice: { names: ["paprika", "cumin", "curry"], why: "pour une autre couleur aromatique" },
  citrus: { names: ["citron vert", "orange"], why: "pour une autre acidité" },
};

const BY_GROUP: Partial<Record<Group, Idea>> = {
  vegetable: {
    names: ["courgette", "brocoli", "haricot vert", "poivron", "carotte"],
    why: "selon la saison",
  },
  fruit: { names: ["poire", "pomme", "abricot", "prune", "pêche"], why: "selon la saison" },
  nut: { names: ["amande", "noisette", "noix"], why: "pour le même croquant" },
  protein: { names: ["tofu", "pois chiche", "œuf"], why: "pour varier les sources de protéines" },
  starch: { names: ["quinoa", "riz complet"], why: "une autre base" },
};

/** Goal-specific reasons where the goal changes what a good swap is. */
function goalWhy(group: Group, goal: NutritionGoal | undefined, fallback: string): string {
  if (goal === "weight-loss" && (group === "starch" || group === "potato"))
    return `${fallback}\u00a0; ou remplacez-en la moitié par des légumes pour alléger la portion`;
  if (goal === "muscle" && group === "protein")
    return `${fallback}, à quantité égale pour garder l'apport en protéines`;
  return fallback;
}

const entries = new Map<string, IngredientEntry | null>();
function entryNamed(name: string): IngredientEntry | undefined {
  let entry = entries.get(name);
  if (entry === undefined) {
    entry = findIngredient(name)?.entry ?? null;
    entries.set(name, entry);
  }
  return entry ?? undefined;
}

/** « poulet » → « Dinde ou tofu, pour varier les sources de protéines. », for typed ingredients only. */
export function alternativesFor(
  given: readonly Item[],
  all: readonly Item[],
  restrictions: readonly DietRestriction[],
  goal: NutritionGoal | undefined,
): Record<string, string> {
  const used = new Set(all.map((item) => item.id));
  const alternatives: Record<string, string> = {};
  for (const item of given) {
    if (!item.entry) continue;
    const idea = BY_KIND[item.kind] ?? BY_GROUP[item.group];
    if (!idea) continue;
    const names: string[] = [];
    for (const name of idea.names) {
      const entry = entryNamed(name);
      if (!entry || used.has(entry.id) || !isAllowed(entry, [...restrictions])) continue;
      names.push(entry.name);
      if (names.length === 2) break;
    }
    if (names.length === 0) continue;
    const key = item.plural ? item.noun.plural : item.noun.singular;
    alternatives[key] = `${capitalise(joinList(names, "ou"))}, ${goalWhy(item.group, goal, idea.why)}.`;
  }
  return alternatives;
}
