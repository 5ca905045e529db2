import { agree, formatDuration, joinList } from "../base/french";
import { customiseRecipe } from "../catalogue/customise";
import { ingredientLine } from "../catalogue/ingredient-line";
import { isProposal, proposedFoods, senseProblems } from "../chef/recipe-sense";
import { withCiqualNutrition } from "../generation/nutrition-figures";
import type { GeneratedRecipe, RecipeIngredient } from "../generation/recipe-schema";
import { per100g, unsupportedClaims } from "../nutrition/claims";
import { computeRecipeNutrition } from "../nutrition/compute";
import { restrictionViolations } from "../nutrition/diet";
import type { DietRestriction } from "../base/diet";
import { findIngredient } from "../nutrition/lexicon";
import { normaliseUnit } from "../nutrition/quantity";
import type { IngredientLine, Recipe } from "../recipe/model";
import { stepsOf } from "../recipe/steps";
import { formatQuantity, spokenQuantity } from "../base/quantities";
import { type Candidate, isSeasoning } from "./retrieval";

/**
 * A catalogue dish cooked from the cook's foods: the swap engine puts each given food in the
 * place it fits (`customiseRecipe`, the same as Le Chef C'est Vous, so the title, the steps and the
 * amounts follow), the servings are those asked, and what the cook lacks is named first among the
 * tips. The result has the offline chef's shape, so the stream, the screen, saving and nutrition
 * take it unchanged; `dApres` says which dish it started from. A dish that would not read as a
 * cook expects (recipe-sense.ts) or would claim what its figures do not hold is not served:
 * undefined, and the next candidate is tried.
 */
export function cookDish(
  candidate: Candidate,
  portions: number,
  detailed: boolean,
): GeneratedRecipe | undefined {
  const adapted = adaptDish(candidate, portions, detailed);
  return adapted && adapted.problems.length === 0 ? adapted.recipe : undefined;
}

/**
 * The dish as it would be served, and why it would not be (the sense reader's problems and the
 * claims its figures do not hold): the catalogue's own test lists the dishes kept from the chef.
 */
export function adaptDish(
  candidate: Candidate,
  portions: number,
  detailed: boolean,
): { recipe: GeneratedRecipe; problems: string[] } | undefined {
  const original = candidate.dish.recipe;
  const customised = customiseRecipe(original, {
    portions,
    retirer: [],
    remplacer: candidate.swaps.map((swap) => `${swap.line}:${swap.name}`),
  });
  if (!customised.ok) return undefined;
  const adapted = customised.recipe;
  const ingredients = adapted.ingredients.map(toGeneratedLine);
  const present = new Set(ingredients.flatMap((line) => findIngredient(line.nom)?.entry.id ?? []));
  const novel = (text: string) => !proposedFoods(text).some((entry) => present.has(entry.id));
  const missing = candidate.missing.flatMap((food) => {
    const line = adapted.ingredients[food.line];
    return line ? [{ line, seasoning: isSeasoning(food) }] : [];
  });
  const recipe: GeneratedRecipe = {
    titre: adapted.title,
    description: keptDietClaims(adapted.description, ingredients),
    tempsPreparation: formatDuration(adapted.prepMinutes),
    tempsCuisson: formatDuration(adapted.cookMinutes),
    difficulte: adapted.difficulty,
    portions: adapted.servings,
    ingredients,
    materiel: adapted.equipment,
    instructions: adapted.steps.map((step, index) => ({
      etape: index + 1,
      description: step.description,
      ...(step.temps ? { temps: step.temps } : {}),
      ...(step.temperature ? { temperature: step.temperature } : {}),
    })),
    pointsTechniques: [],
    astucesChef: [
      ...(missing.length > 0 ? [missingNote(missing)] : []),
      ...adapted.tips.filter((tip) => !isProposal(tip) || novel(tip)),
    ],
    dressage: "",
    conservation: "",
    variations: adapted.variations.filter(novel),
    dApres: { id: original.id, titre: original.title },
  };
  const nutrition = computeRecipeNutrition(ingredients, recipe.portions, stepsOf(adapted));
  const figures = per100g(nutrition);
  const sense = senseProblems(recipe);
  const problems =
    sense.length > 0 || !figures
      ? sense
      : shownTexts(recipe).flatMap((text) => unsupportedClaims(text, figures));
  // The figures are written only on a dish that will be served: the chef tries several.
  return {
    recipe: problems.length === 0 ? withCiqualNutrition(recipe, nutrition, detailed) : recipe,
    problems,
  };
}

/**
 * « Il vous manque : 2 échalotes et 15 cl de vin blanc, et pour parfumer : thym et laurier. » Herbs
 * and spices by name alone: a cook short of them adjusts, and their amounts would only lengthen the line.
 */
function missingNote(missing: readonly { line: IngredientLine; seasoning: boolean }[]): string {
  const foods = missing.filter((food) => !food.seasoning).map((food) => ingredientLine(food.line));
  const seasonings = missing.filter((food) => food.seasoning).map((food) => food.line.nom);
  const scent = seasonings.length > 0 ? `pour parfumer\u00a0: ${joinList(seasonings)}` : "";
  if (foods.length === 0) return `Il vous manque, ${scent}.`;
  return `Il vous manque\u00a0: ${joinList(foods)}${scent ? `, et ${scent}` : ""}.`;
}

const COUNTED = new Set(["pièce", "gousse", "tranche", "brin", "pincée"]);

/**
 * The line as the offline chef writes its own: a count a cook can use (a scaled recipe keeps a
 * third of an egg for the nutrition's sake, a shopping cook takes half or whole ones), counted
 * units agreeing (« 2 gousses »), pieces without a unit. The figures are then computed from these
 * very lines, so what is shown and what is counted stay one.
 */
function toGeneratedLine(line: Recipe["ingredients"][number]): RecipeIngredient {
  if (typeof line.quantite !== "number") return { nom: line.nom, quantite: line.quantite, unite: line.unite };
  const unit = line.unite === "" ? "pièce" : normaliseUnit(line.unite);
  // Weights and volumes in decimals (« 1,5 kg »); spoons and counts as a cook says them (« 1 ½ »).
  const measured = unit === undefined || ["g", "kg", "ml", "cl", "l"].includes(unit);
  const quantite = measured ? formatQuantity(line.quantite) : spokenQuantity(line.quantite);
  if (!unit || !COUNTED.has(unit)) return { nom: line.nom, quantite, unite: line.unite };
  const count = Math.max(0.5, Math.round(line.quantite * 2) / 2);
  const unite = unit === "pièce" ? "" : agree(count, unit, `${unit}s`);
  return { nom: line.nom, quantite: spokenQuantity(count), unite };
}

function shownTexts(recipe: GeneratedRecipe): string[] {
  return [
    recipe.titre,
    recipe.description,
    ...recipe.astucesChef,
    ...recipe.variations,
    ...recipe.instructions.map((step) => step.description),
  ];
}

const DIET_CLAIMS: readonly { claim: RegExp; restriction: DietRestriction }[] = [
  { claim: /\b(?:végétale?s?|végane?s?|vegan)\b/i, restriction: "vegan" },
  { claim: /\bvégétarien(?:ne)?s?\b/i, restriction: "vegetarian" },
];

/**
 * « Entièrement végétal. » was true of the velouté au lait de coco, not of the one the crème took
 * over: a sentence claiming a diet the lines no longer keep goes.
 */
function keptDietClaims(text: string, lines: readonly RecipeIngredient[]): string {
  const sentences = text.split(/(?<=[.!?])\s+/);
  const kept = sentences.filter((sentence) =>
    DIET_CLAIMS.every(
      ({ claim, restriction }) =>
        !claim.test(sentence) || restrictionViolations(lines, [restriction]).length === 0,
    ),
  );
  return kept.join(" ");
}
