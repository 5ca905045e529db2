/**
 * The food families a wine is paired with. They follow the X-Wines "Harmonize" categories
 * (Beef, Lamb, Game Meat, Lean Fish, Rich Fish, Shellfish, Soft/Goat/Blue Cheese, Spicy Food…),
 * split further where French cooking needs it (duck, foie gras, charcuterie, three kinds of dessert).
 */
export const foodCategories = [
  "red-meat",
  "veal",
  "lamb",
  "game",
  "pork",
  "charcuterie",
  "poultry",
  "duck",
  "foie-gras",
  "lean-fish",
  "rich-fish",
  "shellfish",
  "cheese-pressed",
  "cheese-soft",
  "cheese-goat",
  "cheese-blue",
  "cheese-board",
  "vegetables",
  "mushrooms",
  "spicy",
  "pasta-pizza",
  "chocolate-dessert",
  "fruit-dessert",
  "citrus-dessert",
  "sweet-dessert",
] as const;

export type FoodCategory = (typeof foodCategories)[number];

export const cheeseFamilies = ["cheese-pressed", "cheese-soft", "cheese-goat", "cheese-blue"] as const;

const desserts: ReadonlySet<FoodCategory> = new Set([
  "chocolate-dessert",
  "fruit-dessert",
  "citrus-dessert",
  "sweet-dessert",
]);
const fish: ReadonlySet<FoodCategory> = new Set(["lean-fish", "rich-fish", "shellfish"]);
const redMeats: ReadonlySet<FoodCategory> = new Set(["red-meat", "lamb", "game", "duck"]);

export const isDessert = (category: FoodCategory): boolean => desserts.has(category);
export const isFish = (category: FoodCategory): boolean => fish.has(category);
/** Meats that call for a red: the white or sparkling wine that goes with them is the exception. */
export const isRedMeat = (category: FoodCategory): boolean => redMeats.has(category);
export const isCheese = (category: FoodCategory): boolean =>
  category === "cheese-board" || (cheeseFamilies as readonly string[]).includes(category);
