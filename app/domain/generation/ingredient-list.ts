// Apart from the zod schemas, so that Inventaire Gourmand does not ship zod to the browser.

/** Bounds of a generation request (issue: at most 30 ingredients of at most 60 characters). */
export const MAX_INGREDIENTS = 30;
export const MAX_INGREDIENT_LENGTH = 60;

export const generationMessages = {
  noIngredientOnScreen: "Veuillez ajouter au moins un ingrédient",
  noIngredient: "Veuillez fournir au moins un ingrédient",
  noGoal: "Veuillez sélectionner un objectif nutritionnel",
  tooManyIngredients: `Vous pouvez indiquer au plus ${MAX_INGREDIENTS} ingrédients`,
  ingredientTooLong: `Un ingrédient fait au plus ${MAX_INGREDIENT_LENGTH} caractères`,
  invalidNumber: "Indiquez un nombre entier",
} as const;

/** Trims, drops blanks and case-insensitive duplicates, keeping the first spelling. */
export function cleanIngredientList(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const value of values) {
    const trimmed = value.trim().replace(/\s+/g, " ");
    const key = trimmed.toLocaleLowerCase("fr");
    if (!trimmed || seen.has(key)) continue;
    seen.add(key);
    kept.push(trimmed);
  }
  return kept;
}

/** What a person typed, as a list: « tomates, oignon » is two ingredients. */
export function splitIngredients(values: readonly string[]): string[] {
  return cleanIngredientList(values.flatMap((value) => value.split(/[,;]/)));
}

/** The name of the repeated query parameter and form field that holds the list. */
export const INGREDIENTS_PARAM = "ingredients";

/** The list kept in a page address (`?ingredients=tomates&ingredients=oignon`), at most 30 long. */
export function ingredientsFromQuery(search: string | URLSearchParams): string[] {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  return splitIngredients(params.getAll(INGREDIENTS_PARAM)).slice(0, MAX_INGREDIENTS);
}

export function queryOfIngredients(ingredients: readonly string[]): string {
  const params = new URLSearchParams();
  for (const ingredient of ingredients) params.append(INGREDIENTS_PARAM, ingredient);
  const query = params.toString();
  return query ? `?${query}` : "";
}
