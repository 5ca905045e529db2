import { describe, expect, it } from "vitest";
import { dietViolationMessage, generationErrorMessages } from "./errors";

describe("dietViolationMessage", () => {
  it("names the ingredient and the restriction at fault", () => {
    expect(dietViolationMessage([{ ingredient: "lardons", restriction: "vegetarian" }])).toBe(
      "La recette proposée ne respecte pas vos restrictions alimentaires : « lardons » enfreint « Végétarien ». Réessayez, ou retirez l'ingrédient en cause.",
    );
  });

  it("groups the restrictions of one ingredient and lists every ingredient", () => {
    expect(
      dietViolationMessage([
        { ingredient: "crème fraîche", restriction: "vegan" },
        { ingredient: "crème fraîche", restriction: "lactose-free" },
        { ingredient: "pain", restriction: "gluten-free" },
      ]),
    ).toBe(
      "La recette proposée ne respecte pas vos restrictions alimentaires : « crème fraîche » enfreint « Végan » et « Sans lactose » ; « pain » enfreint « Sans gluten ». Réessayez, ou retirez les ingrédients en cause.",
    );
  });

  it("falls back to the catalogue's text when nothing is known", () => {
    expect(dietViolationMessage([])).toBe(generationErrorMessages.dietViolated);
  });
});
