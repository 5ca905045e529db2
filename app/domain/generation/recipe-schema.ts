import { z } from "../zod";

/**
 * The recipe JSON of ARCHITECTURE § 1, Entities, with its French keys, as every provider must give it.
 * Lenient where models differ harmlessly (a number sent as text, "facile" in lower
 * case), strict where the screen needs a value.
 */
const text = z.string().trim().min(1);
const textOrNumber = z.union([z.string(), z.number()]).transform((value) => String(value).trim());
const count = z.coerce.number().int().positive().max(50);
const grams = z.coerce.number().nonnegative().max(100_000);

import { ingredientLineSchema } from "../recipe/model";
import { DIFFICULTIES } from "./labels";

export { DIFFICULTIES, type Difficulty } from "./labels";

export const difficultySchema = z.preprocess((value) => {
  if (typeof value !== "string") return value;
  const normalised = value.trim().toLowerCase();
  return DIFFICULTIES.find((candidate) => candidate.toLowerCase() === normalised) ?? value;
}, z.enum(DIFFICULTIES));

/** The model's line: its keys are the recipe model's; no caps, any unit, a quantity kept as text. */
export const recipeIngredientSchema = ingredientLineSchema.extend({
  nom: text,
  quantite: textOrNumber,
  unite: z.string().trim().default(""),
  // Sent by the nutrition screen's model; Toque recomputes them from CIQUAL.
  calories: grams.optional(),
  proteines: grams.optional(),
  glucides: grams.optional(),
  lipides: grams.optional(),
});

export const recipeStepSchema = z.object({
  etape: count,
  description: text,
  temps: textOrNumber.optional(),
  temperature: textOrNumber.optional(),
  conseil: z.string().trim().optional(),
});

export const nutritionFactsSchema = z.object({
  calories: grams,
  proteines: grams,
  glucides: grams,
  lipides: grams,
  fibres: grams.optional(),
  sodium: grams.optional(),
});

export const generatedRecipeSchema = z.object({
  titre: text,
  description: text,
  tempsPreparation: textOrNumber,
  tempsCuisson: textOrNumber,
  difficulte: difficultySchema,
  portions: count,
  ingredients: z.array(recipeIngredientSchema).min(1).max(60),
  materiel: z.array(text).default([]),
  instructions: z.array(recipeStepSchema).min(1).max(40),
  pointsTechniques: z.array(text).default([]),
  astucesChef: z.array(text).default([]),
  dressage: z.string().trim().default(""),
  nutritionParPortion: nutritionFactsSchema.optional(),
  conservation: z.string().trim().default(""),
  variations: z.array(text).default([]),
  /** The foods the cook gave that the dish leaves out, each with the reason (the offline chef's). */
  misDeCote: z.array(text).optional(),
  /** The catalogue dish the offline chef started from, shown « D'après notre recette … » with its link. */
  dApres: z.object({ id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), titre: text }).optional(),
  // The nutrition screen's extras (ARCHITECTURE § 1, Entities).
  calories: grams.optional(),
  conseils: z.array(text).optional(),
  alternatives: z.record(z.string(), z.string()).optional(),
});

export type GeneratedRecipe = z.infer<typeof generatedRecipeSchema>;
export type RecipeIngredient = z.infer<typeof recipeIngredientSchema>;
