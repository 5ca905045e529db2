// The diets a person may follow, apart from the zod schemas that check them, so that a page
// showing them does not ship zod to the browser; the nutrition engine, the chef and the planner
// all read them.

export const DIET_RESTRICTIONS = ["vegetarian", "vegan", "gluten-free", "lactose-free", "keto"] as const;
export type DietRestriction = (typeof DIET_RESTRICTIONS)[number];

export const dietRestrictionLabels: Record<DietRestriction, string> = {
  vegetarian: "Végétarien",
  vegan: "Végan",
  "gluten-free": "Sans gluten",
  "lactose-free": "Sans lactose",
  keto: "Cétogène (keto)",
};
