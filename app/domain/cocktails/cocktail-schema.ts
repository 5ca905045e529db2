import { z } from "../zod";
import { ingredientLineSchema } from "../recipe/model";
import {
  COCKTAIL_BASES,
  COCKTAIL_DIFFICULTIES,
  TASTE_PREFERENCES,
  cocktailMessages,
  type TastePreference,
} from "./types";

/**
 * The Cocktail JSON of ARCHITECTURE § 1, Entities, with its French keys. It checks the offline creator's output and,
 * later, the answers of an AI model: lenient where models differ harmlessly (a quantity sent as a
 * number or as text, "facile" in lower case, a preparation time given as a bare number), strict
 * where the screen needs a value.
 */
const text = z.string().trim().min(1);

const difficulty = z.preprocess((value) => {
  if (typeof value !== "string") return value;
  const normalised = value.trim().toLocaleLowerCase("fr");
  return COCKTAIL_DIFFICULTIES.find((candidate) => candidate.toLocaleLowerCase("fr") === normalised) ?? value;
}, z.enum(COCKTAIL_DIFFICULTIES));

/** A recipe line (recipe/model) whose measures are a glass's: a few centilitres, a dash. */
export const cocktailIngredientSchema = ingredientLineSchema.extend({
  quantite: z.union([z.number().nonnegative().max(1000), z.string().trim().min(1).max(40)]),
  unite: z.string().trim().max(40).default(""),
});

export const cocktailStepSchema = z.object({
  etape: z.coerce.number().int().positive().max(30),
  description: text.max(600),
});

export const cocktailSchema = z.object({
  nom: text.max(120),
  description: text.max(1200),
  ingredients: z.array(cocktailIngredientSchema).min(1).max(30),
  instructions: z.array(cocktailStepSchema).min(1).max(20),
  difficulte: difficulty,
  // "5 min" from Toque; a model may send 5, which means minutes.
  preparation: z.union([
    text.max(40),
    z
      .number()
      .int()
      .positive()
      .max(600)
      .transform((minutes) => `${minutes}\u00a0min`),
  ]),
  verre: text.max(80),
  decoration: z.string().trim().max(300).default(""),
  astuces: z.array(text.max(600)).max(10).default([]),
});

/** Ticked twice or in any order, the preferences mean the same request. */
function uniqueInScreenOrder(values: readonly TastePreference[]): TastePreference[] {
  return TASTE_PREFERENCES.filter((preference) => values.includes(preference));
}

export const cocktailRequestSchema = z.object({
  base: z.enum(COCKTAIL_BASES, { error: cocktailMessages.noBase }),
  preferences: z
    .array(z.enum(TASTE_PREFERENCES, { error: cocktailMessages.unknownPreference }))
    .max(20)
    .default([])
    .transform(uniqueInScreenOrder),
  variation: z.coerce
    .number({ error: cocktailMessages.invalidVariation })
    .int(cocktailMessages.invalidVariation)
    .min(0, cocktailMessages.invalidVariation)
    .max(Number.MAX_SAFE_INTEGER, cocktailMessages.invalidVariation)
    .default(0),
});

export type ValidCocktailRequest = z.output<typeof cocktailRequestSchema>;
