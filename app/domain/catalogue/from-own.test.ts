import { describe, expect, it } from "vitest";
import type { OwnRecipe } from "../import/own-recipe-schema";
import { KEPT_RECIPE_IMAGE, difficultyOfTimes } from "./kept";
import { recipeFromOwn } from "./from-own";
import { recipeSchema } from "../recipe/model";

const tourte: OwnRecipe = {
  title: "Tourte du dimanche",
  description: "Celle de ma tante.",
  servings: 6,
  prepMinutes: 25,
  cookMinutes: 40,
  ingredients: [
    { quantite: "300", unite: "g", nom: "lardons fumés" },
    { quantite: "1/2", unite: "", nom: "citron" },
    { quantite: "2 à 3", unite: "", nom: "œufs" },
    { quantite: "", unite: "", nom: "sel" },
  ],
  steps: ["Garnir la pâte.", "Cuire 40 minutes."],
};

describe("recipeFromOwn", () => {
  it("gives a catalogue recipe under the cook's name, with the generic plate", () => {
    const recipe = recipeFromOwn(tourte, "entry-1", "Odile Marchand");
    expect(recipeSchema.parse(recipe)).toEqual(recipe);
    expect(recipe).toMatchObject({
      id: "entry-1",
      title: "Tourte du dimanche",
      chef: "Odile Marchand",
      image: KEPT_RECIPE_IMAGE,
      category: "Viande",
      difficulty: "Moyen",
      servings: 6,
      steps: [{ description: "Garnir la pâte." }, { description: "Cuire 40 minutes." }],
    });
  });

  it("turns plain figures into numbers and keeps ranges and blanks as written", () => {
    const quantities = recipeFromOwn(tourte, "entry-1", "Odile").ingredients.map((row) => row.quantite);
    expect(quantities).toEqual([300, 0.5, "2 à 3", ""]);
  });

  it("stays within the catalogue's bounds where the editor is looser", () => {
    const recipe = recipeFromOwn(
      {
        ...tourte,
        description: "",
        prepMinutes: 2880,
        ingredients: [{ quantite: "1", unite: "x".repeat(40), nom: "pomme" }],
      },
      "entry-2",
      "Odile",
    );
    expect(recipeSchema.safeParse(recipe).success).toBe(true);
    expect(recipe.description).toBe("Une recette partagée par Odile.");
    expect(recipe.prepMinutes).toBe(1440);
  });

  it("reads the difficulty from the total time", () => {
    expect(difficultyOfTimes(10, 20)).toBe("Facile");
    expect(difficultyOfTimes(20, 40)).toBe("Moyen");
    expect(difficultyOfTimes(30, 91)).toBe("Difficile");
  });
});
