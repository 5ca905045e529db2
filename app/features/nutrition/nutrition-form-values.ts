import { ALLERGENS, type Allergen } from "~/domain/base/allergens";
import {
  askedOnce,
  DIET_RESTRICTIONS,
  type DietRestriction,
  NUTRITION_GOALS,
  type NutritionGoal,
  type NutritionRequest,
  nutritionRequestSchema,
} from "~/domain/generation/request-schema";

/** The Chef Nutrition form as typed: the same names in the form, the address and the action. */
export interface NutritionFormValues {
  goal?: NutritionGoal;
  calories: string;
  proteins: string;
  restrictions: DietRestriction[];
  /** « Sans … »: allergens the recipe must not hold. */
  sans: Allergen[];
  /** Free text, separated by commas. */
  ingredients: string;
}

export type NutritionFieldErrors = Partial<Record<"goal" | "calories" | "proteins" | "ingredients", string>>;

export const emptyNutritionForm: NutritionFormValues = {
  calories: "",
  proteins: "",
  restrictions: [],
  sans: [],
  ingredients: "",
};

/** Reads the form from an address or a submitted body, keeping only the choices it offers. */
export function nutritionValuesFrom(source: URLSearchParams | FormData): NutritionFormValues {
  const text = (name: string) => {
    const value = source.get(name);
    return typeof value === "string" ? value : "";
  };
  const goal = text("goal");
  const restrictions = source.getAll("restrictions");
  const sans = source.getAll("sans");
  // An address written before each thing was asked once (`sans=gluten`) still reads the same.
  const once = askedOnce(
    DIET_RESTRICTIONS.filter((value) => restrictions.includes(value)),
    ALLERGENS.filter((value) => sans.includes(value)),
  );
  return {
    goal: NUTRITION_GOALS.find((value) => value === goal),
    calories: text("calories"),
    proteins: text("proteins"),
    ...once,
    ingredients: text("ingredients"),
  };
}

/** The form in the address, empty fields left out: `?goal=muscle&restrictions=vegan`. */
export function queryOfNutritionValues(values: NutritionFormValues): string {
  const params = new URLSearchParams();
  if (values.goal) params.set("goal", values.goal);
  if (values.calories) params.set("calories", values.calories);
  if (values.proteins) params.set("proteins", values.proteins);
  for (const restriction of values.restrictions) params.append("restrictions", restriction);
  for (const allergen of values.sans) params.append("sans", allergen);
  if (values.ingredients) params.set("ingredients", values.ingredients);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The check the browser and the action share: the request, or one message per field. */
export function checkNutritionForm(
  values: NutritionFormValues,
  variation: number,
): { ok: true; request: NutritionRequest } | { ok: false; fieldErrors: NutritionFieldErrors } {
  const parsed = nutritionRequestSchema.safeParse({
    goal: values.goal,
    calories: values.calories,
    proteins: values.proteins,
    restrictions: values.restrictions,
    sans: values.sans,
    ingredients: values.ingredients.split(/[,;\n]/),
    variation,
  });
  if (parsed.success) return { ok: true, request: parsed.data };
  const fieldErrors: NutritionFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof NutritionFieldErrors;
    fieldErrors[field] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}
