import { describe, expect, it } from "vitest";
import { findIngredient } from "~/domain/nutrition/lexicon";
import { pantryName, pantrySuggestions } from "./pantry-service";

const nameOf = (typed: string) => pantryName(findIngredient(typed)!.entry);

describe("pantry names", () => {
  it("are plural for what one counts and singular for what one measures", () => {
    expect(["epinard", "oeufs", "oignon", "lardons fumés", "pomme de terre"].map(nameOf)).toEqual([
      "épinards",
      "œufs",
      "oignons",
      "lardons",
      "pommes de terre",
    ]);
    expect(["sel fin", "farine", "ail", "chocolat noir", "beurre doux"].map(nameOf)).toEqual([
      "sel",
      "farine",
      "ail",
      "chocolat noir",
      "beurre",
    ]);
  });

  it("are suggested once each, and each suggestion reads back as a food", () => {
    expect(new Set(pantrySuggestions).size).toBe(pantrySuggestions.length);
    for (const name of pantrySuggestions) expect(findIngredient(name), name).toBeDefined();
  });
});
