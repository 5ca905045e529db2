import { z } from "../zod";
import { CATEGORIES, CUISINES, DIFFICULTIES, REGIONS } from "./labels";

/**
 * The recipe model (decision 0033): one ingredient line and one recipe, declared here once.
 * Every other shape of a recipe or a line is picked from, extended from or mapped to these.
 *
 * The line keeps the specification's French keys (ARCHITECTURE § 1, Entities): generated
 * recipes, cocktails, the 224 catalogue recipes and every stored copy write it that way. The
 * recipe around it has English keys; a kept recipe of any origin is read into it by `catalogue/kept`.
 */

/** The caps of a stored line. Stricter readers (the editor, cocktails) narrow them with `extend`. */
export const INGREDIENT_LINE_LIMITS = { name: 120, quantity: 60, unit: 30 } as const;

export const ingredientLineSchema = z.object({
  /** A name the nutrition lexicon can read, as a cook writes it: « oignons jaunes ». */
  nom: z.string().trim().min(1).max(INGREDIENT_LINE_LIMITS.name),
  /** A number where it scales, text where it does not: « selon le goût », « 2 à 3 ». */
  quantite: z.union([z.number().nonnegative(), z.string().trim().max(INGREDIENT_LINE_LIMITS.quantity)]),
  /** Empty for a count: « 3 œufs ». */
  unite: z.string().trim().max(INGREDIENT_LINE_LIMITS.unit),
});

export type IngredientLine = z.infer<typeof ingredientLineSchema>;

const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * A whole recipe as the recipe page shows it: the catalogue's, a community one, or a
 * person's saved or customised copy. Stored copies are checked against it on reading.
 */
export const recipeSchema = z.object({
  /** Stable slug, used in /recette/{id}: « boeuf-bourguignon ». */
  id: text(80),
  title: text(200),
  description: text(2000),
  /** Served by Toque: « /images/recettes/boeuf-bourguignon.svg ». */
  image: z.string().regex(/^\/images\/[a-z0-9/-]+\.svg$/),
  /** Describes the illustration for screen readers. */
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
  /**
   * Waiting no step times (a page imported with a total longer than its parts). Absent, the
   * rest is read from the steps (`catalogue/times`, decision 0049), so it cannot disagree with them.
   */
  restMinutes: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .optional(),
  servings: z.number().int().min(1).max(50),
  difficulty: z.enum(DIFFICULTIES),
  category: z.enum(CATEGORIES),
  chef: text(120),
  ingredients: z.array(ingredientLineSchema).min(1).max(60),
  equipment: z.array(text(200)).max(40),
  steps: z
    .array(
      z.object({
        description: text(2000),
        /** « 10 min », « 1 h 30 »: only where the step takes time. */
        temps: text(40).optional(),
        /** « 180 °C », « feu moyen »: only where it matters. */
        temperature: text(40).optional(),
      }),
    )
    .min(1)
    .max(40),
  tips: z.array(text(1000)).max(20),
  variations: z.array(text(1000)).max(20),
  /** « Saint-Émilion », « Vin rouge », its region, and why it goes with the dish. */
  wine: z.object({ wine: text(120), type: text(60), region: text(120), why: text(1000) }).optional(),
  /** The French region the dish belongs to, if it is a regional one: « Alsace ». */
  region: z.enum(REGIONS).optional(),
  /** The cuisine from abroad it comes from, if any: « libanaise ». */
  cuisine: z.enum(CUISINES).optional(),
});

export type Recipe = z.infer<typeof recipeSchema>;

/** A value still arriving or half written: every field, at every depth, may be missing. */
export type DeepPartial<Value> = Value extends readonly (infer Item)[]
  ? DeepPartial<Item>[]
  : Value extends object
    ? { [Key in keyof Value]?: DeepPartial<Value[Key]> }
    : Value;
