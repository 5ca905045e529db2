/** The vocabulary a dish is described with, shared by the lexicon and the analysis. */

export type Cooking =
  "grilled" | "roasted" | "braised" | "pan-fried" | "raw" | "fried" | "steamed" | "smoked" | "gratin";

export type Sauce =
  | "cream"
  | "red-wine"
  | "tomato"
  | "citrus"
  | "red-fruit"
  | "sweet-fruit"
  | "spicy"
  | "pepper"
  | "cheese"
  | "herbs"
  | "vinaigrette"
  | "soy";

export type Intensity = "light" | "medium" | "full";

export const cookingLabels: Record<Cooking, string> = {
  grilled: "Grillé",
  roasted: "Rôti",
  braised: "Braisé ou mijoté",
  "pan-fried": "Poêlé",
  raw: "Cru",
  fried: "Frit",
  steamed: "Vapeur ou poché",
  smoked: "Fumé",
  gratin: "Gratiné ou fondu",
};

export const sauceLabels: Record<Sauce, string> = {
  cream: "Crème ou beurre",
  "red-wine": "Sauce au vin rouge",
  tomato: "Tomate",
  citrus: "Citron ou agrumes",
  "red-fruit": "Fruits rouges",
  "sweet-fruit": "Fruits ou miel",
  spicy: "Épices",
  pepper: "Poivre",
  cheese: "Fromage",
  herbs: "Ail et herbes",
  vinaigrette: "Vinaigrette",
  soy: "Soja",
};

export const intensityLabels: Record<Intensity, string> = {
  light: "Léger",
  medium: "Moyen",
  full: "Puissant",
};
