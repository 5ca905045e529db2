import { describe, expect, it } from "vitest";
import { GenerationError } from "./errors";
import { parseRecipeAnswer } from "./parse-answer";
import { stripCodeFences } from "./strip-code-fences";
import { recipeParts } from "./recipe-parts";

const recipe = {
  titre: "Poêlée de courgettes",
  description: "Une poêlée simple.",
  tempsPreparation: "10 min",
  tempsCuisson: 15,
  difficulte: "facile",
  portions: "2",
  ingredients: [{ nom: "courgette", quantite: 2, unite: "pièce" }],
  instructions: [{ etape: 1, description: "Coupez et faites revenir." }],
};

function codeOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    return error instanceof GenerationError ? error.code : "autre";
  }
  return "aucune";
}

describe("parseRecipeAnswer", () => {
  it("reads a recipe, tolerant of numbers as text and lower-case difficulty", () => {
    const parsed = parseRecipeAnswer(JSON.stringify(recipe));
    expect(parsed).toMatchObject({ difficulte: "Facile", portions: 2, tempsCuisson: "15" });
    expect(parsed.ingredients[0]).toEqual({ nom: "courgette", quantite: "2", unite: "pièce" });
  });

  it("strips a Markdown fence", () => {
    expect(parseRecipeAnswer("```json\n" + JSON.stringify(recipe) + "\n```").titre).toBe(
      "Poêlée de courgettes",
    );
    expect(stripCodeFences('```json\n{"titre": "Po')).toBe('{"titre": "Po');
  });

  it("maps empty, unreadable and off-schema answers to the spec's errors", () => {
    expect(codeOf(() => parseRecipeAnswer(""))).toBe("emptyResponse");
    expect(codeOf(() => parseRecipeAnswer("   "))).toBe("emptyResponse");
    expect(codeOf(() => parseRecipeAnswer("Voici une recette : …"))).toBe("invalidFormat");
    expect(codeOf(() => parseRecipeAnswer(JSON.stringify({ ...recipe, titre: undefined })))).toBe(
      "invalidFormat",
    );
    expect(codeOf(() => parseRecipeAnswer(JSON.stringify({ ...recipe, instructions: "cuire" })))).toBe(
      "invalidFormat",
    );
  });
});

describe("recipeParts", () => {
  it("starts with the title alone and ends with the whole recipe", () => {
    const parsed = parseRecipeAnswer(JSON.stringify(recipe));
    const parts = [...recipeParts(parsed)];
    expect(Object.keys(parts[0]!)).toEqual(["titre"]);
    expect(parts.at(-1)).toEqual(parsed);
    for (let index = 1; index < parts.length; index++) {
      expect(Object.keys(parts[index]!).length).toBeGreaterThanOrEqual(Object.keys(parts[index - 1]!).length);
    }
  });
});
