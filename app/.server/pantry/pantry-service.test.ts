import { describe, expect, it } from "vitest";
import { findIngredient } from "~/domain/nutrition/lexicon";
import { pantryMessages } from "~/domain/pantry/pantry-forms";
import { namedFood, pantryName, pantrySuggestions } from "./pantry-service";

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

describe("pantry messages", () => {
  const food = (typed: string) => namedFood(findIngredient(typed)!.entry);
  it("agree with the foods added or removed", () => {
    expect(pantryMessages.added([food("farine")])).toBe("Farine ajoutée au garde-manger.");
    expect(pantryMessages.added([food("carottes")])).toBe("Carottes ajoutées au garde-manger.");
    expect(pantryMessages.added([food("sel")])).toBe("Sel ajouté au garde-manger.");
    expect(pantryMessages.added([food("farine"), food("œufs")])).toBe(
      "Farine et œufs ajoutés au garde-manger.",
    );
    expect(pantryMessages.removed(food("lardons"))).toBe("Lardons retirés du garde-manger.");
  });
});
