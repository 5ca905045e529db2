import { z } from "../zod";
import { ingredientLineSchema } from "../recipe/model";

/**
 * Caps of every text a person writes or imports: what the editor and the store accept. They
 * sit above what a real recipe needs (a 60-step pastry, a step of a long paragraph, a line
 * that explains its ingredient) and bound abuse: the whole recipe stays under `total`
 * characters so that the editor's form fits the server's 256 KB body cap.
 */
export const OWN_RECIPE_LIMITS = {
  title: 200,
  description: 2000,
  quantity: 40,
  unit: 40,
  name: 300,
  step: 4000,
  ingredients: 100,
  steps: 100,
  total: 40_000,
  url: 2000,
  /** A pasted recipe: a long one from a book is about 5 000 characters. */
  pastedText: 20_000,
} as const;

const L = OWN_RECIPE_LIMITS;

export const ownRecipeMessages = {
  title: "Donnez un titre à la recette.",
  titleTooLong: `Le titre ne peut pas dépasser ${L.title} caractères.`,
  descriptionTooLong: `La description ne peut pas dépasser ${L.description} caractères.`,
  servings: "Indiquez pour combien de personnes, entre 1 et 50.",
  minutes: "Indiquez une durée en minutes, entre 0 et 2\u00a0880.",
  ingredientName: "Indiquez le nom de l'ingrédient.",
  ingredientTooLong: "Ce champ est trop long.",
  noIngredient: "Ajoutez au moins un ingrédient.",
  tooManyIngredients: `Une recette peut compter au plus ${L.ingredients} ingrédients.`,
  stepTooLong: `Une étape ne peut pas dépasser ${L.step} caractères.`,
  noStep: "Ajoutez au moins une étape.",
  tooManySteps: `Une recette peut compter au plus ${L.steps} étapes.`,
  tooLong:
    "Cette recette est trop longue\u00a0: 40\u00a0000 caractères au plus, étapes et ingrédients compris.",
  badUrl: "Cette adresse de source n'est pas valide.",
} as const;

const M = ownRecipeMessages;

const webAddress = z
  .string()
  .trim()
  .max(L.url, M.badUrl)
  .refine((value) => value === "" || /^https?:\/\/[^\s]+$/i.test(value), M.badUrl);

/**
 * A line as a person typed it: each part kept as written (« 1/2 », « 2 à 3 »), with the
 * editor's caps and messages. The other recipes' lines read these as they are.
 */
export const ownIngredientLineSchema = ingredientLineSchema.extend({
  quantite: z.string().trim().max(L.quantity, M.ingredientTooLong),
  unite: z.string().trim().max(L.unit, M.ingredientTooLong),
  nom: z.string().trim().min(1, M.ingredientName).max(L.name, M.ingredientTooLong),
});

export type OwnIngredientLine = z.infer<typeof ownIngredientLineSchema>;

/** A recipe a person imported or wrote, as Mes Recettes keeps it. */
export const ownRecipeSchema = z
  .object({
    title: z.string().trim().min(1, M.title).max(L.title, M.titleTooLong),
    description: z.string().trim().max(L.description, M.descriptionTooLong),
    servings: z.number().int().min(1, M.servings).max(50, M.servings),
    prepMinutes: z.number().int().min(0, M.minutes).max(2880, M.minutes),
    cookMinutes: z.number().int().min(0, M.minutes).max(2880, M.minutes),
    ingredients: z
      .array(ownIngredientLineSchema)
      .min(1, M.noIngredient)
      .max(L.ingredients, M.tooManyIngredients),
    steps: z
      .array(z.string().trim().min(1).max(L.step, M.stepTooLong))
      .min(1, M.noStep)
      .max(L.steps, M.tooManySteps),
    /** The page it was imported from; the photo stays there, only its address is kept. */
    source: z.object({ url: webAddress.pipe(z.string().min(1)), imageUrl: webAddress.optional() }).optional(),
  })
  .refine((recipe) => recipeLength(recipe) <= L.total, { message: M.tooLong, path: ["form"] });

function recipeLength(recipe: {
  title: string;
  description: string;
  ingredients: readonly { quantite: string; unite: string; nom: string }[];
  steps: readonly string[];
}): number {
  return (
    recipe.title.length +
    recipe.description.length +
    recipe.ingredients.reduce(
      (sum, row) => sum + row.quantite.length + row.unite.length + row.nom.length,
      0,
    ) +
    recipe.steps.reduce((sum, step) => sum + step.length, 0)
  );
}

export type OwnRecipe = z.infer<typeof ownRecipeSchema>;

/**
 * What the editor shows and sends: every field as typed. Imports and pasted text give one,
 * a saved recipe becomes one, and the form's fields are read back into one.
 */
export interface RecipeDraft {
  title: string;
  description: string;
  servings: string;
  prepMinutes: string;
  cookMinutes: string;
  /** Rows as typed, blank ones included: checked by recipeDraftSchema. */
  ingredients: OwnIngredientLine[];
  steps: string[];
  sourceUrl: string;
  imageUrl: string;
}

export const emptyDraft = (): RecipeDraft => ({
  title: "",
  description: "",
  servings: "4",
  prepMinutes: "",
  cookMinutes: "",
  ingredients: [{ quantite: "", unite: "", nom: "" }],
  steps: [""],
  sourceUrl: "",
  imageUrl: "",
});

const minutes = z
  .string()
  .trim()
  .transform((value) => (value === "" ? 0 : Number(value.replace(",", "."))))
  .pipe(z.number({ error: M.minutes }).int(M.minutes).min(0, M.minutes).max(2880, M.minutes));

/**
 * The editor's fields checked and turned into an OwnRecipe; the browser runs it before
 * sending, the server again on receiving. Blank ingredient rows and steps are left out;
 * issue paths keep the row numbers of the form (« ingredients.2.nom »).
 */
export const recipeDraftSchema = z
  .object({
    // Every field is checked here, in one pass, so that all the form's errors show at once.
    title: z.string().trim().min(1, M.title).max(L.title, M.titleTooLong),
    description: z.string().trim().max(L.description, M.descriptionTooLong),
    servings: z
      .string()
      .trim()
      .transform((value) => Number(value))
      .pipe(z.number({ error: M.servings }).int(M.servings).min(1, M.servings).max(50, M.servings)),
    prepMinutes: minutes,
    cookMinutes: minutes,
    ingredients: z
      .array(
        ownIngredientLineSchema
          // A blank row is allowed here and dropped below; a row with a quantity needs its name.
          .extend({ nom: z.string().trim().max(L.name, M.ingredientTooLong) })
          .refine((row) => row.nom !== "" || (row.quantite === "" && row.unite === ""), {
            message: M.ingredientName,
            path: ["nom"],
          }),
      )
      .max(L.ingredients * 2, M.tooManyIngredients)
      .transform((rows) => rows.filter((row) => row.nom !== ""))
      .pipe(z.array(z.any()).min(1, M.noIngredient).max(L.ingredients, M.tooManyIngredients)),
    steps: z
      .array(z.string().trim().max(L.step, M.stepTooLong))
      .max(L.steps * 2, M.tooManySteps)
      .transform((steps) => steps.filter((step) => step !== ""))
      .pipe(z.array(z.string()).min(1, M.noStep).max(L.steps, M.tooManySteps)),
    sourceUrl: webAddress,
    imageUrl: webAddress,
  })
  .transform(({ sourceUrl, imageUrl, ...recipe }) => ({
    ...recipe,
    ...(sourceUrl === "" ? {} : { source: { url: sourceUrl, ...(imageUrl === "" ? {} : { imageUrl }) } }),
  }))
  .pipe(ownRecipeSchema);

/** The editor's field names: repeated ones carry the ingredient rows and the steps. */
export const DRAFT_FIELDS = {
  quantity: "ingredientQuantity",
  unit: "ingredientUnit",
  name: "ingredientName",
  step: "step",
} as const;

/** A draft from submitted fields (FormData in the browser and on the server). */
export function draftFromFields(getAll: (name: string) => readonly unknown[]): RecipeDraft {
  const text = (name: string) => String(getAll(name)[0] ?? "");
  // Twice the caps: enough to report « too many » on saving, never an unbounded list.
  const many = (name: string) =>
    getAll(name)
      .slice(0, L.ingredients * 2)
      .map((value) => (typeof value === "string" ? value : ""));
  const quantities = many(DRAFT_FIELDS.quantity);
  const units = many(DRAFT_FIELDS.unit);
  const names = many(DRAFT_FIELDS.name);
  const rows = Math.max(quantities.length, units.length, names.length);
  return {
    title: text("title"),
    description: text("description"),
    servings: text("servings"),
    prepMinutes: text("prepMinutes"),
    cookMinutes: text("cookMinutes"),
    ingredients: Array.from({ length: rows }, (_, index) => ({
      quantite: quantities[index] ?? "",
      unite: units[index] ?? "",
      nom: names[index] ?? "",
    })),
    steps: many(DRAFT_FIELDS.step),
    sourceUrl: text("sourceUrl"),
    imageUrl: text("imageUrl"),
  };
}

export function draftOf(recipe: OwnRecipe): RecipeDraft {
  return {
    title: recipe.title,
    description: recipe.description,
    servings: String(recipe.servings),
    prepMinutes: String(recipe.prepMinutes),
    cookMinutes: String(recipe.cookMinutes),
    ingredients: recipe.ingredients.map((row) => ({ ...row })),
    steps: [...recipe.steps],
    sourceUrl: recipe.source?.url ?? "",
    imageUrl: recipe.source?.imageUrl ?? "",
  };
}

/** Field errors by name: « title », « ingredients.2.nom », « steps »… (the first message of each). */
export function draftErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** « marmiton.org » for « https://www.marmiton.org/recettes/… ». */
export function siteOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}
