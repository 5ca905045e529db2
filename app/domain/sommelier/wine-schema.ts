import { z } from "../zod";
import { foldText } from "../text/fold";
import { frenchDecimals } from "../text/numbers";
import { wineImages, type WineImage } from "./wines";

/** One suggested wine, with exactly the fields of the spec's « Wine suggestion ». */
export interface WineSuggestion {
  name: string;
  type: string;
  region: string;
  description: string;
  temperature: string;
  image: string;
}

export const WINE_SUGGESTION_COUNT = 3;

export const wineSchemaMessages = {
  name: "Le nom du vin est manquant ou trop long",
  type: "Le type de vin est manquant ou trop long",
  region: "La région du vin est manquante ou trop longue",
  description: "La description du vin est manquante ou trop longue",
  temperature: "La température de service doit indiquer des degrés",
  count: "Il faut exactement trois vins",
  distinct: "Les trois vins doivent être différents",
} as const;

const localImages: ReadonlySet<string> = new Set(Object.values(wineImages));

/**
 * The illustration matching a type written in words, for answers that come without one of our images
 * (an AI service cannot know them, and we never show an image from another host).
 */
export function imageForWineType(type: string): WineImage {
  const folded = foldText(type);
  if (/effervescent|champagne|cremant|petillant|mousseux|bulle/.test(folded)) return wineImages.sparkling;
  if (/\brose\b/.test(folded)) return wineImages.rose;
  if (/liquoreux|moelleux|doux|vendanges tardives|muscat/.test(folded)) return wineImages.sweet;
  if (/rouge/.test(folded)) return wineImages.red;
  return wineImages.white;
}

const text = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, message);

export const wineSuggestionSchema = z
  .object({
    name: text(120, wineSchemaMessages.name),
    type: text(60, wineSchemaMessages.type),
    region: text(80, wineSchemaMessages.region),
    description: text(600, wineSchemaMessages.description),
    temperature: text(40, wineSchemaMessages.temperature).regex(/\d/, wineSchemaMessages.temperature),
    image: z.string().optional(),
  })
  .transform((wine): WineSuggestion => ({
    name: wine.name,
    type: wine.type,
    region: wine.region,
    description: wine.description,
    // A model may write « 16.5 °C »; the screen writes figures the French way.
    temperature: frenchDecimals(wine.temperature),
    image: wine.image !== undefined && localImages.has(wine.image) ? wine.image : imageForWineType(wine.type),
  }));

export const wineSuggestionsSchema = z
  .array(wineSuggestionSchema)
  .length(WINE_SUGGESTION_COUNT, wineSchemaMessages.count)
  .refine((list) => new Set(list.map((wine) => foldText(wine.name))).size === list.length, {
    message: wineSchemaMessages.distinct,
  });
