import { z } from "../zod";
import { DIFFICULTIES } from "../generation/recipe-schema";
import { CUISINES, REGIONS } from "./origin";
import { CATEGORIES } from "./types";

const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * A whole recipe as the recipe page shows it: the catalogue's, a community one, or a
 * person's saved or customised copy. Stored copies are checked against it on reading.
 */
export const recipeSchema = z.object({
  id: text(80),
  title: text(200),
  description: text(2000),
  image: z.string().regex(/^\/images\/[a-z0-9/-]+\.svg$/),
  imageAlt: text(300),
  prepMinutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
  cookMinutes: z
    .number()
    .int()
    .min(0)
    .max(48 * 60),
  servings: z.number().int().min(1).max(50),
  difficulty: z.enum(DIFFICULTIES),
  category: z.enum(CATEGORIES),
  chef: text(120),
  ingredients: z
    .array(
      z.object({
        nom: text(120),
        quantite: z.union([z.number().nonnegative(), z.string().trim().max(60)]),
        unite: z.string().trim().max(30),
      }),
    )
    .min(1)
    .max(60),
  equipment: z.array(text(200)).max(40),
  steps: z
    .array(
      z.object({ description: text(2000), temps: text(40).optional(), temperature: text(40).optional() }),
    )
    .min(1)
    .max(40),
  tips: z.array(text(1000)).max(20),
  variations: z.array(text(1000)).max(20),
  wine: z.object({ wine: text(120), type: text(60), region: text(120), why: text(1000) }).optional(),
  region: z.enum(REGIONS).optional(),
  cuisine: z.enum(CUISINES).optional(),
});

/** Every CatalogueRecipe is a Recipe; a Recipe's units may be any text (AI recipes write their own). */
export type Recipe = z.infer<typeof recipeSchema>;
