// The vocabularies of a recipe's fields, apart from the zod schemas that check them, so that a
// page showing them does not ship zod to the browser.

export const DIFFICULTIES = ["Facile", "Moyen", "Difficile"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Categories of ARCHITECTURE § 1, Entities, plus the breakfasts the meal planner draws on. */
export const CATEGORIES = [
  "Entrées",
  "Viande",
  "Poisson",
  "Végétarien",
  "Desserts",
  "Plats",
  "Petit-déjeuner",
] as const;
export type Category = (typeof CATEGORIES)[number];

/** A French region a catalogue dish belongs to; issue 20's coverage counts them. */
export const REGIONS = [
  "Alsace",
  "Bretagne",
  "Provence",
  "Sud-Ouest",
  "Lyon",
  "Normandie",
  "Savoie",
  "Nord",
  "Bourgogne",
  "Pays basque",
  "Corse",
  "Antilles/Réunion",
  "Lorraine",
  "Dauphiné",
  "Paris",
  "Franche-Comté",
  "Limousin",
  "Val de Loire",
  "Auvergne",
  "Languedoc",
] as const;
export type Region = (typeof REGIONS)[number];

/** A cuisine from abroad that French homes cook. */
export const CUISINES = [
  "italienne",
  "maghrébine",
  "libanaise",
  "vietnamienne",
  "indienne",
  "mexicaine",
  "japonaise",
] as const;
export type Cuisine = (typeof CUISINES)[number];
