import { describe, expect, it } from "vitest";
import {
  imageForWineType,
  wineSchemaMessages,
  wineSuggestionSchema,
  wineSuggestionsSchema,
} from "./wine-schema";

const margaux = {
  name: "Margaux",
  type: "Vin rouge",
  region: "Bordeaux",
  description: "Ses tanins racés accompagnent la côte de bœuf.",
  temperature: "16 à 17 °C",
  image: "/images/vins/rouge.svg",
};

describe("wineSuggestionSchema", () => {
  it("accepts a complete suggestion and trims its text", () => {
    expect(wineSuggestionSchema.parse({ ...margaux, name: "  Margaux " })).toEqual(margaux);
  });

  it("replaces a missing or foreign image by ours, chosen from the type", () => {
    const { image: _image, ...withoutImage } = margaux;
    expect(wineSuggestionSchema.parse(withoutImage).image).toBe("/images/vins/rouge.svg");
    expect(
      wineSuggestionSchema.parse({ ...margaux, type: "Champagne", image: "https://exemple.fr/vin.jpg" })
        .image,
    ).toBe("/images/vins/effervescent.svg");
  });

  it("rejects empty fields and temperatures without degrees", () => {
    const missingName = wineSuggestionSchema.safeParse({ ...margaux, name: " " });
    expect(missingName.error?.issues[0]?.message).toBe(wineSchemaMessages.name);
    const vagueTemperature = wineSuggestionSchema.safeParse({ ...margaux, temperature: "frais" });
    expect(vagueTemperature.error?.issues[0]?.message).toBe(wineSchemaMessages.temperature);
  });
});

describe("wineSuggestionsSchema", () => {
  const other = (name: string) => ({ ...margaux, name });

  it("wants exactly three different wines", () => {
    expect(wineSuggestionsSchema.safeParse([margaux, other("Pauillac"), other("Cahors")]).success).toBe(true);
    expect(wineSuggestionsSchema.safeParse([margaux, other("Pauillac")]).error?.issues[0]?.message).toBe(
      wineSchemaMessages.count,
    );
    expect(
      wineSuggestionsSchema.safeParse([margaux, other("margaux"), other("Cahors")]).error?.issues[0]?.message,
    ).toBe(wineSchemaMessages.distinct);
  });
});

describe("imageForWineType", () => {
  it.each([
    ["Vin rouge", "/images/vins/rouge.svg"],
    ["Vin blanc sec", "/images/vins/blanc.svg"],
    ["Rosé", "/images/vins/rose.svg"],
    ["Crémant", "/images/vins/effervescent.svg"],
    ["Vin blanc liquoreux", "/images/vins/liquoreux.svg"],
    ["Vin doux naturel", "/images/vins/liquoreux.svg"],
  ])("%s → %s", (type, image) => {
    expect(imageForWineType(type)).toBe(image);
  });
});
