import { z } from "../zod";
import { ALLERGENS } from "../base/allergens";
import { NUTRITION_SOURCE, type RecipeNutrition } from "../nutrition/types";
import { generationErrorMessages, type GenerationErrorCode } from "./errors";
import { difficultySchema, type GeneratedRecipe, generatedRecipeSchema } from "./recipe-schema";
import { produceFactsSchema } from "../produce/facts-schema";
import type { DeepPartial } from "../recipe/model";

/**
 * The generation stream, `POST /api/generation`, one JSON object per line: partial recipes,
 * then the final recipe with its CIQUAL nutrition, or an error. The server writes these
 * events and the browser parses each line with the same schema, so neither trusts a cast.
 */

/**
 * A recipe still arriving: every field may be missing or half written. A field that does
 * not read is dropped rather than the whole part, which would freeze the screen.
 */
export type PartialRecipe = DeepPartial<Omit<GeneratedRecipe, "nutritionParPortion">> &
  // Never streamed (see below): a recipe that has it is a whole one, so it has all of it.
  Pick<GeneratedRecipe, "nutritionParPortion">;

/** Dropped, not failed, when it does not read. */
const loose = <Schema extends z.ZodType>(schema: Schema) => schema.optional().catch(undefined);

/** A list whose unreadable items are left out. */
const looseList = <Schema extends z.ZodType>(item: Schema) =>
  loose(
    z
      .array(item.optional().catch(undefined))
      .transform((items) => items.filter((value): value is NonNullable<typeof value> => value != null)),
  );

const text = z.string();
const textOrNumber = z.union([z.string(), z.number()]).transform((value) => String(value));

/**
 * The nutrition keys of ARCHITECTURE § 1, Entities (nutritionParPortion, calories, and the figures per
 * ingredient) are left out on purpose: a partial comes from the model, and the model's
 * figures are never shown. Toque's own, computed from CIQUAL, come with the final event.
 */
export const partialRecipeSchema: z.ZodType<PartialRecipe> = z.object({
  titre: loose(text),
  description: loose(text),
  tempsPreparation: loose(textOrNumber),
  tempsCuisson: loose(textOrNumber),
  difficulte: loose(difficultySchema),
  portions: loose(z.coerce.number().int().positive().max(50)),
  ingredients: looseList(z.object({ nom: loose(text), quantite: loose(textOrNumber), unite: loose(text) })),
  materiel: looseList(text),
  instructions: looseList(
    z.object({
      etape: loose(z.coerce.number().int().positive()),
      description: loose(text),
      temps: loose(textOrNumber),
      temperature: loose(textOrNumber),
      conseil: loose(text),
    }),
  ),
  pointsTechniques: looseList(text),
  astucesChef: looseList(text),
  dressage: loose(text),
  conservation: loose(text),
  variations: looseList(text),
  misDeCote: looseList(text),
  dApres: loose(z.object({ id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), titre: text })),
  conseils: looseList(text),
  alternatives: loose(z.record(z.string(), z.string())),
});

const figures = {
  calories: z.number(),
  proteines: z.number(),
  glucides: z.number(),
  lipides: z.number(),
  fibres: z.number(),
  sodium: z.number(),
};

export const recipeNutritionSchema: z.ZodType<RecipeNutrition> = z.object({
  perPortion: z.object(figures),
  perIngredient: z.array(
    z.object({ ...figures, nom: z.string(), grams: z.number(), ciqualCode: z.string() }),
  ),
  unmatched: z.array(z.string()),
  source: z.literal(NUTRITION_SOURCE),
  allergens: z.array(z.enum(ALLERGENS)).optional(),
});

/**
 * A finished generation: the checked recipe, Toque's CIQUAL figures, its season and carbon. The
 * stream's last event, the page rendered without JavaScript, and the screens all carry this one.
 */
export const finishedGenerationSchema = z.object({
  recipe: generatedRecipeSchema,
  nutrition: recipeNutritionSchema,
  produce: produceFactsSchema.optional(),
});

export type FinishedGeneration = z.output<typeof finishedGenerationSchema>;

const errorCodes = Object.keys(generationErrorMessages) as [GenerationErrorCode, ...GenerationErrorCode[]];

export const generationEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("partial"), recipe: partialRecipeSchema }),
  finishedGenerationSchema.extend({ type: z.literal("done") }),
  z.object({ type: z.literal("error"), code: z.enum(errorCodes), message: z.string() }),
]);

export type GenerationEvent = z.output<typeof generationEventSchema>;

/** One line of the stream as the server writes it. */
export function generationEventLine(event: GenerationEvent): string {
  return `${JSON.stringify(event)}\n`;
}

/** One line as the browser reads it, or undefined when it is not a generation event. */
export function readGenerationEvent(line: string): GenerationEvent | undefined {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return undefined;
  }
  const parsed = generationEventSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/** A partial as a provider sent it, with only what may be shown (see partialRecipeSchema). */
export function shownPartial(value: unknown): PartialRecipe {
  const parsed = partialRecipeSchema.safeParse(value);
  if (!parsed.success) return {};
  // A model cannot have started from a catalogue dish: a `dApres` it writes would link to a claim.
  const { dApres: _claimed, ...shown } = parsed.data;
  return shown;
}
