// The choices the screens offer, apart from the zod schemas that check them, so that a page
// showing them does not ship zod to the browser (and zod's eval probe, which the CSP blocks).

// A recipe's own vocabulary lives with the recipe model; the screens of a generation offer it too.
export { DIFFICULTIES, type Difficulty } from "../recipe/labels";

export const NUTRITION_GOALS = ["muscle", "weight-loss", "health"] as const;
export type NutritionGoal = (typeof NUTRITION_GOALS)[number];

export const nutritionGoalLabels: Record<NutritionGoal, string> = {
  muscle: "Prise de muscle",
  "weight-loss": "Perte de poids",
  health: "Santé générale",
};
