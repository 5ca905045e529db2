import { describe, expect, it } from "vitest";
import { findIngredient } from "~/domain/nutrition/lexicon";
import { pantryMessages } from "~/domain/pantry/pantry-forms";
import { recipeFoods } from "~/domain/pantry/coverage";
import { foodOf } from "~/domain/pantry/foods";
import { missingLines, missingText, namedFood, pantryName, pantrySuggestions } from "./pantry-service";

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
    // Herbs come by the bunch: « 2 bottes de basilic » on the list, « basilic » at home.
    expect(["basilic", "persil", "coriandre", "échalote"].map(nameOf)).toEqual([
      "basilic",
      "persil",
      "coriandre",
      "échalotes",
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

describe("what is missing, for the people chosen", () => {
  it("scales each missing line from the recipe's servings and writes it as a recipe does", () => {
    const quiche = {
      servings: 6,
      lines: [
        { nom: "lardons", quantite: 300, unite: "g" },
        { nom: "crème fraîche", quantite: 60, unite: "cl" },
        { nom: "œufs", quantite: 3, unite: "pièce" },
      ],
    };
    const foods = recipeFoods(quiche.lines);
    const missing = foods.filter((food) => food.food !== foodOf("oeuf"));
    expect(missingLines(quiche, missing, 4).map(missingText)).toEqual([
      "200\u00a0g de lardons",
      "40\u00a0cl de crème fraîche",
    ]);
    expect(missingLines(quiche, [], 4)).toEqual([]);
  });
});
