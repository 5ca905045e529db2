import { z } from "../zod";
import { ALLERGENS, type Allergen } from "../base/allergens";
import { excludedAllergensSchema } from "../allergens/exclusions";

export {
  MAX_INGREDIENTS,
  MAX_INGREDIENT_LENGTH,
  cleanIngredientList,
  generationMessages,
} from "./ingredient-list";
import {
  MAX_INGREDIENTS,
  MAX_INGREDIENT_LENGTH,
  cleanIngredientList,
  generationMessages,
} from "./ingredient-list";
export const DEFAULT_PORTIONS = 4;

export { DIET_RESTRICTIONS, type DietRestriction, dietRestrictionLabels } from "../base/diet";
export { NUTRITION_GOALS, type NutritionGoal, nutritionGoalLabels } from "./labels";
import { DIET_RESTRICTIONS, type DietRestriction } from "../base/diet";
import { NUTRITION_GOALS, type NutritionGoal } from "./labels";

/**
 * Chef Nutrition asks each thing once: gluten is a diet there (« Sans gluten »), so its allergen
 * picker leaves it out, and an older address or form that sent `sans=gluten` gets the diet.
 * « Sans lactose » and the allergen « lait » differ (decision 0061) and both stay.
 */
export const ASKED_AS_RESTRICTION: Partial<Record<Allergen, DietRestriction>> = { gluten: "gluten-free" };
export const NUTRITION_ALLERGENS = ALLERGENS.filter((allergen) => !(allergen in ASKED_AS_RESTRICTION));

/** The restrictions with those of an older `sans` added, and the `sans` left without them. */
export function askedOnce(
  restrictions: readonly DietRestriction[],
  sans: readonly Allergen[],
): { restrictions: DietRestriction[]; sans: Allergen[] } {
  const moved = sans.flatMap((allergen) => ASKED_AS_RESTRICTION[allergen] ?? []);
  return {
    restrictions: DIET_RESTRICTIONS.filter((value) => restrictions.includes(value) || moved.includes(value)),
    sans: sans.filter((allergen) => !(allergen in ASKED_AS_RESTRICTION)),
  };
}

/** Chef Nutrition uses these when the person gives no ingredient (ARCHITECTURE § 1, Calls). */
export const DEFAULT_NUTRITION_INGREDIENTS = ["poulet", "riz", "légumes"] as const;

const ingredient = z
  .string()
  .trim()
  .min(1, generationMessages.noIngredient)
  .max(MAX_INGREDIENT_LENGTH, generationMessages.ingredientTooLong);

const ingredientList = z
  .array(z.string())
  .transform(cleanIngredientList)
  .pipe(
    z
      .array(ingredient)
      .min(1, generationMessages.noIngredient)
      .max(MAX_INGREDIENTS, generationMessages.tooManyIngredients),
  );

const optionalTarget = (max: number) =>
  z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.coerce
      .number({ error: generationMessages.invalidNumber })
      .int(generationMessages.invalidNumber)
      .min(0)
      .max(max)
      .optional(),
  );

export const inventoryRequestSchema = z.object({
  ingredients: ingredientList,
  /** 0 for the first idea; each « Autre idée » asks for the next one. */
  variation: z.coerce.number().int().min(0).max(1000).default(0),
  sans: excludedAllergensSchema,
});

export const nutritionRequestSchema = z.object({
  goal: z.enum(NUTRITION_GOALS, { error: generationMessages.noGoal }),
  calories: optionalTarget(5000),
  proteins: optionalTarget(500),
  restrictions: z.array(z.enum(DIET_RESTRICTIONS)).default([]),
  ingredients: z
    .array(z.string())
    .default([])
    .transform(cleanIngredientList)
    .pipe(z.array(ingredient).max(MAX_INGREDIENTS, generationMessages.tooManyIngredients)),
  variation: z.coerce.number().int().min(0).max(1000).default(0),
  sans: excludedAllergensSchema,
});

export type InventoryRequest = z.infer<typeof inventoryRequestSchema>;
export type NutritionRequest = z.infer<typeof nutritionRequestSchema>;

/** What a recipe generator is asked, whichever screen asked it. */
export interface ChefRequest {
  ingredients: string[];
  portions: number;
  goal?: NutritionGoal;
  calories?: number;
  proteins?: number;
  restrictions: DietRestriction[];
  variation: number;
  /** The nutrition screen wants per-ingredient figures, tips and alternatives. */
  detailed: boolean;
  /** The month in France (1–12): the offline chef's side vegetable is one in season. */
  month?: number;
  /** Allergens no ingredient may hold (« Sans lait »); checked on the result like restrictions. */
  excludedAllergens?: Allergen[];
}

export function chefRequestFromInventory(request: InventoryRequest): ChefRequest {
  return {
    ingredients: request.ingredients,
    portions: DEFAULT_PORTIONS,
    restrictions: [],
    variation: request.variation,
    detailed: false,
    excludedAllergens: request.sans ?? [],
  };
}

export function chefRequestFromNutrition(request: NutritionRequest): ChefRequest {
  const once = askedOnce(request.restrictions, request.sans ?? []);
  return {
    ingredients: request.ingredients.length > 0 ? request.ingredients : [...DEFAULT_NUTRITION_INGREDIENTS],
    portions: 2,
    goal: request.goal,
    calories: request.calories,
    proteins: request.proteins,
    restrictions: once.restrictions,
    variation: request.variation,
    detailed: true,
    excludedAllergens: once.sans,
  };
}

/** The body the screens post to /api/generation. */
export const generationBodySchema = z.discriminatedUnion("screen", [
  inventoryRequestSchema.extend({ screen: z.literal("inventaire") }),
  nutritionRequestSchema.extend({ screen: z.literal("nutrition") }),
]);

export type GenerationBody = z.input<typeof generationBodySchema>;

export function chefRequestFromBody(body: z.infer<typeof generationBodySchema>): ChefRequest {
  return body.screen === "inventaire" ? chefRequestFromInventory(body) : chefRequestFromNutrition(body);
}
