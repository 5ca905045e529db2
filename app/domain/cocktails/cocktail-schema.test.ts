import { describe, expect, it } from "vitest";
import { cocktailRequestSchema, cocktailSchema } from "./cocktail-schema";

const NO_BASE = "Veuillez sélectionner une base pour votre cocktail";

function requestError(input: unknown): string | undefined {
  const result = cocktailRequestSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe("cocktailRequestSchema", () => {
  it("asks for a base with the screen's message, whatever is missing", () => {
    expect(requestError({ preferences: [] })).toBe(NO_BASE);
    expect(requestError({ base: "", preferences: [] })).toBe(NO_BASE);
    expect(requestError({ base: "cognac" })).toBe(NO_BASE);
    expect(requestError({ base: null })).toBe(NO_BASE);
  });

  it("fills the defaults: no preference, variation 0", () => {
    expect(cocktailRequestSchema.parse({ base: "gin" })).toEqual({
      base: "gin",
      preferences: [],
      variation: 0,
    });
  });

  it("keeps each preference once, in the screen's order", () => {
    expect(
      cocktailRequestSchema.parse({
        base: "rhum",
        preferences: ["Rafraîchissant", "Sucré", "Rafraîchissant"],
      }).preferences,
    ).toEqual(["Sucré", "Rafraîchissant"]);
  });

  it("rejects an unknown preference in French", () => {
    expect(requestError({ base: "rhum", preferences: ["Salé"] })).toBe("Préférence de goût inconnue");
  });

  it("accepts a variation sent as text and refuses negative or fractional ones", () => {
    expect(cocktailRequestSchema.parse({ base: "vodka", variation: "3" }).variation).toBe(3);
    const message = "La variation doit être un nombre entier positif ou nul";
    expect(requestError({ base: "vodka", variation: -1 })).toBe(message);
    expect(requestError({ base: "vodka", variation: 1.5 })).toBe(message);
    expect(requestError({ base: "vodka", variation: "abc" })).toBe(message);
  });
});

describe("cocktailSchema", () => {
  const answer = {
    nom: "Mojito à la fraise",
    description: "Un mojito plus fruité.",
    ingredients: [
      { nom: "rhum blanc", quantite: "5", unite: "cl" },
      { nom: "menthe fraîche", quantite: 8, unite: "feuilles" },
      { nom: "eau gazeuse", quantite: "à compléter" },
    ],
    instructions: [{ etape: "1", description: "Pilez la menthe." }],
    difficulte: "facile",
    preparation: 5,
    verre: "Verre highball",
  };

  it("accepts an AI answer with quantities as text or numbers and fills the gaps", () => {
    const parsed = cocktailSchema.parse(answer);
    expect(parsed.ingredients[0]?.quantite).toBe("5");
    expect(parsed.ingredients[1]?.quantite).toBe(8);
    expect(parsed.ingredients[2]?.unite).toBe("");
    expect(parsed.instructions[0]?.etape).toBe(1);
    expect(parsed.difficulte).toBe("Facile");
    expect(parsed.preparation).toBe("5 min");
    expect(parsed.decoration).toBe("");
    expect(parsed.astuces).toEqual([]);
  });

  it("refuses an answer without name, ingredients or steps", () => {
    expect(cocktailSchema.safeParse({ ...answer, nom: " " }).success).toBe(false);
    expect(cocktailSchema.safeParse({ ...answer, ingredients: [] }).success).toBe(false);
    expect(cocktailSchema.safeParse({ ...answer, instructions: [] }).success).toBe(false);
    expect(cocktailSchema.safeParse({ ...answer, difficulte: "Expert" }).success).toBe(false);
  });
});
