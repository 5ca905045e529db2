import type { GeneratedRecipe } from "../generation/recipe-schema";
import { minutesIn } from "../generation/duration";
import { readIngredient } from "../nutrition/lexicon";
import type { Recipe } from "../recipe/model";
import type { Category } from "../recipe/model";

export const GENERATED_RECIPE_IMAGE = "/images/recettes/assiette.svg";

/**
 * Where a recipe of the AI cook belongs in the catalogue, read from its ingredients:
 * fish first (a « saumon aux lardons » is still a fish dish), then meat, then a sweet
 * dish with no savoury main as a dessert, otherwise vegetarian.
 */
export function categoryOf(ingredientNames: readonly string[]): Category {
  const entries = ingredientNames.flatMap((name) => readIngredient(name)?.entry ?? []);
  if (entries.some((entry) => entry.diet.fish)) return "Poisson";
  if (entries.some((entry) => entry.diet.meat)) return "Viande";
  const sweet = entries.some((entry) => entry.role === "sweet" || entry.role === "fruit");
  const savoury = entries.some(
    (entry) => entry.role === "protein" || entry.role === "vegetable" || entry.role === "aromatic",
  );
  return sweet && !savoury ? "Desserts" : "Végétarien";
}

/** A generated recipe in the catalogue's shape, to be published under its cook's name. */
export function recipeFromGenerated(generated: GeneratedRecipe, id: string, chef: string): Recipe {
  const tips = [
    ...generated.astucesChef,
    ...generated.pointsTechniques,
    ...generated.instructions.flatMap((step) => step.conseil || []),
  ];
  if (generated.dressage) tips.push(`Dressage : ${generated.dressage}`);
  if (generated.conservation) tips.push(`Conservation : ${generated.conservation}`);
  return {
    id,
    title: generated.titre,
    description: generated.description,
    image: GENERATED_RECIPE_IMAGE,
    imageAlt: "Illustration : une assiette garnie",
    prepMinutes: minutesIn(generated.tempsPreparation) ?? 0,
    cookMinutes: minutesIn(generated.tempsCuisson) ?? 0,
    servings: generated.portions,
    difficulty: generated.difficulte,
    category: categoryOf(generated.ingredients.map((ingredient) => ingredient.nom)),
    chef,
    ingredients: generated.ingredients.map(({ nom, quantite, unite }) => ({
      nom,
      quantite: numeric(quantite),
      unite,
    })),
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

/** « 200 » becomes 200 so that the recipe can be scaled; « selon le goût » stays text. */
function numeric(quantite: string): number | string {
  const value = Number(quantite.replace(",", "."));
  return quantite.trim() !== "" && Number.isFinite(value) && value >= 0 ? value : quantite;
}
