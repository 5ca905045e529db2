import { type Allergen, allergenLabels, frenchList } from "../base/allergens";
import { allergenViolations, ingredientAllergens } from "../nutrition/lexicon-allergens";
import { GenerationError } from "../generation/errors";
import { checkComposites } from "../generation/composite-check";
import type { GeneratedRecipe } from "../generation/recipe-schema";
import type { ChefRequest, DietRestriction } from "../generation/request-schema";
import { cookRecipe } from "./offline-chef";

/**
 * Two exclusions have a diet restriction that steers the chef's pantry the same way (oil for
 * butter, cornflour for flour); the others are reached by trying the next dishes.
 */
const STEERING: Partial<Record<Allergen, DietRestriction>> = {
  gluten: "gluten-free",
  lait: "lactose-free",
};

/** Dishes tried, from the one asked for, before the chef gives up; each takes about a millisecond. */
const MAX_TRIES = 30;

const QUIET = { sentenceNotes: false };

const brought = (nom: string, excluded: readonly Allergen[]) =>
  ingredientAllergens(nom).filter((allergen) => excluded.includes(allergen));

/**
 * The offline chef under « Sans … » exclusions: typed ingredients holding an excluded allergen
 * are left out (and the cook told), the pantry is steered where a restriction does it, and the
 * dishes are walked from the requested variation until one holds none of the allergens. If none
 * does, the last is returned and the generation service refuses it with its message.
 */
export function cookWithoutAllergens(request: ChefRequest): GeneratedRecipe {
  const excluded = request.excludedAllergens ?? [];
  // The chef's own words already keep the diets; the composites' allergens are read here.
  if (excluded.length === 0)
    return checkComposites(cookRecipe(request), request.restrictions, [], QUIET).recipe;
  const kept = request.ingredients.filter((nom) => brought(nom, excluded).length === 0);
  const dropped = request.ingredients.filter((nom) => brought(nom, excluded).length > 0);
  const note = dropped.map(
    (nom) =>
      `«\u00a0${nom}\u00a0» n'a pas été utilisé\u00a0: il contient ${frenchList(brought(nom, excluded).map((allergen) => allergenLabels[allergen]))}, que vous avez exclu.`,
  );
  if (kept.length === 0) {
    const names = frenchList(dropped.map((nom) => `«\u00a0${nom}\u00a0»`));
    const verb = dropped.length > 1 ? "contiennent" : "contient";
    throw new GenerationError(
      "dietViolated",
      `tous les ingrédients portent un allergène exclu\u00a0: ${dropped.join(" | ")}`,
      `${names} ${verb} un allergène que vous avez exclu\u00a0: ajoutez d'autres ingrédients.`,
    );
  }
  const restrictions = [
    ...new Set([...request.restrictions, ...excluded.flatMap((allergen) => STEERING[allergen] ?? [])]),
  ];
  let recipe: GeneratedRecipe | undefined;
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    recipe = cookRecipe({
      ...request,
      ingredients: kept,
      restrictions,
      variation: request.variation + attempt,
    });
    if (allergenViolations(recipe.ingredients, excluded).length === 0) break;
  }
  const checked = checkComposites(recipe!, request.restrictions, excluded, QUIET).recipe;
  return { ...checked, astucesChef: [...note, ...checked.astucesChef] };
}
