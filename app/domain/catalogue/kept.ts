import { minutesIn } from "../text/duration";
import type { Difficulty } from "../generation/labels";
import type { GeneratedRecipe } from "../generation/recipe-schema";
import type { OwnRecipe } from "../import/own-recipe-schema";
import type { Recipe } from "../recipe/model";

/**
 * A recipe of Mes Recettes, as it is stored: the AI's recipe in the specification's French
 * keys, a copy of a catalogue recipe (as it was or customised), or one the person imported or
 * wrote. Each is kept in the shape it was checked in, so that nothing of it is lost (decision
 * 0033); `recipeOfKept` is the one place that reads them as a Recipe.
 */
export type KeptRecipe =
  | { origin: "generated"; recipe: GeneratedRecipe }
  | { origin: "saved" | "customised"; recipe: Recipe }
  | { origin: "imported" | "written"; recipe: OwnRecipe };

export const KEPT_RECIPE_IMAGE = "/images/recettes/assiette.svg";
const KEPT_RECIPE_IMAGE_ALT = "Illustration\u00a0: une assiette garnie";

/**
 * The editor asks for no difficulty, so the times stand in for it: half an hour or less
 * is « Facile », more than two hours « Difficile », anything between « Moyen ».
 */
export function difficultyOfTimes(prepMinutes: number, cookMinutes: number): Difficulty {
  const total = prepMinutes + cookMinutes;
  if (total <= 30) return "Facile";
  return total > 120 ? "Difficile" : "Moyen";
}

/**
 * Any kept recipe in the recipe model's English keys, its lines as they were written. A recipe
 * that never was in the catalogue has no category of its own and counts as « Plats » (lunch or
 * dinner); publishing it reads a category from its ingredients (`catalogue/from-generated`).
 * `id` and `chef` name it where the stored recipe has none.
 */
export function recipeOfKept(item: KeptRecipe, id: string, chef: string): Recipe {
  switch (item.origin) {
    case "saved":
    case "customised":
      return item.recipe;
    case "generated":
      return fromGenerated(item.recipe, id, chef);
    case "imported":
    case "written":
      return fromOwn(item.recipe, id, chef);
  }
}

function fromGenerated(generated: GeneratedRecipe, id: string, chef: string): Recipe {
  const tips = [
    ...generated.astucesChef,
    ...generated.pointsTechniques,
    ...generated.instructions.flatMap((step) => step.conseil || []),
  ];
  if (generated.dressage) tips.push(`Dressage\u00a0: ${generated.dressage}`);
  if (generated.conservation) tips.push(`Conservation\u00a0: ${generated.conservation}`);
  return {
    id,
    title: generated.titre,
    description: generated.description,
    image: KEPT_RECIPE_IMAGE,
    imageAlt: KEPT_RECIPE_IMAGE_ALT,
    prepMinutes: minutesIn(generated.tempsPreparation) ?? 0,
    cookMinutes: minutesIn(generated.tempsCuisson) ?? 0,
    servings: generated.portions,
    difficulty: generated.difficulte,
    category: "Plats",
    chef,
    // The model's own figures per line are dropped: Toque computes them from CIQUAL.
    ingredients: generated.ingredients.map(({ nom, quantite, unite }) => ({ nom, quantite, unite })),
    equipment: generated.materiel,
    steps: generated.instructions.map(({ description, temps, temperature }) => ({
      description,
      ...(temps ? { temps } : {}),
      ...(temperature ? { temperature } : {}),
    })),
    tips: tips.slice(0, 20),
    variations: generated.variations.slice(0, 20),
  };
}

function fromOwn(own: OwnRecipe, id: string, chef: string): Recipe {
  return {
    id,
    title: own.title,
    description: own.description,
    image: KEPT_RECIPE_IMAGE,
    imageAlt: KEPT_RECIPE_IMAGE_ALT,
    prepMinutes: own.prepMinutes,
    cookMinutes: own.cookMinutes,
    servings: own.servings,
    difficulty: difficultyOfTimes(own.prepMinutes, own.cookMinutes),
    category: "Plats",
    chef,
    ingredients: own.ingredients,
    equipment: [],
    steps: own.steps.map((description) => ({ description })),
    tips: [],
    variations: [],
  };
}
