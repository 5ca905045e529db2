import { describe, expect, it } from "vitest";
import { NUTRITION_SOURCE } from "../nutrition/types";
import { generationEventLine, readGenerationEvent, shownPartial } from "./stream-events";

describe("shownPartial", () => {
  it("drops the model's nutrition figures, per portion, top-level and per ingredient", () => {
    const partial = shownPartial({
      titre: "Poêlée",
      calories: 800,
      nutritionParPortion: { calories: 800, proteines: 40 },
      ingredients: [{ nom: "poulet", quantite: 200, unite: "g", calories: 300, proteines: 40 }],
    });
    expect(partial).toEqual({
      titre: "Poêlée",
      ingredients: [{ nom: "poulet", quantite: "200", unite: "g" }],
    });
  });

  it("keeps what reads of a half-written recipe and drops only what does not", () => {
    const partial = shownPartial({
      titre: "Velou",
      portions: "quatre",
      difficulte: "facile",
      ingredients: [{ nom: "poireau" }, null, { nom: "pom", quantite: { bad: true } }],
      instructions: [{ etape: 1, descr: "x" }],
    });
    expect(partial).toEqual({
      titre: "Velou",
      difficulte: "Facile",
      ingredients: [{ nom: "poireau" }, { nom: "pom" }],
      instructions: [{ etape: 1 }],
    });
  });

  it("gives an empty recipe for something that is not one", () => {
    expect(shownPartial("texte")).toEqual({});
  });
});

describe("readGenerationEvent", () => {
  const recipe = {
    titre: "Soupe",
    description: "Une soupe.",
    tempsPreparation: "10 min",
    tempsCuisson: "20 min",
    difficulte: "Facile",
    portions: 2,
    ingredients: [{ nom: "poireau", quantite: "2", unite: "pièce" }],
    instructions: [{ etape: 1, description: "Cuire." }],
  };
  const nutrition = {
    perPortion: { calories: 120, proteines: 3.1, glucides: 10.2, lipides: 5, fibres: 2.5, sodium: 300 },
    perIngredient: [],
    unmatched: [],
    source: NUTRITION_SOURCE,
  };

  it("reads back what the server writes", () => {
    const line = generationEventLine({ type: "error", code: "failed", message: "Erreur" });
    expect(line.endsWith("\n")).toBe(true);
    expect(readGenerationEvent(line)).toEqual({ type: "error", code: "failed", message: "Erreur" });
    expect(readGenerationEvent(JSON.stringify({ type: "done", recipe, nutrition }))).toMatchObject({
      type: "done",
      recipe: { titre: "Soupe", portions: 2 },
      nutrition,
    });
  });

  it("strips nutrition figures from a partial even if the server sent them", () => {
    const event = readGenerationEvent(
      JSON.stringify({
        type: "partial",
        recipe: { titre: "Soupe", nutritionParPortion: nutrition.perPortion },
      }),
    );
    expect(event).toEqual({ type: "partial", recipe: { titre: "Soupe" } });
  });

  it("refuses what is not an event: bad JSON, an unknown type, a final recipe without nutrition", () => {
    expect(readGenerationEvent("{")).toBeUndefined();
    expect(readGenerationEvent(JSON.stringify({ type: "autre" }))).toBeUndefined();
    expect(readGenerationEvent(JSON.stringify({ type: "done", recipe }))).toBeUndefined();
    expect(
      readGenerationEvent(JSON.stringify({ type: "error", code: "inconnu", message: "x" })),
    ).toBeUndefined();
  });
});
