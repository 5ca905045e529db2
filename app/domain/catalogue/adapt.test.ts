import { describe, expect, it } from "vitest";
import { readIngredient } from "../nutrition/lexicon";
import { adaptRecipeText } from "./adapt";
import type { Recipe } from "../recipe/model";

// The catalogue's blanquette, trimmed to what the text rules meet.
const blanquette = {
  id: "blanquette-de-veau",
  title: "Blanquette de veau à l'ancienne",
  description: "Un plat de famille tout en douceur : du veau poché avec des légumes, servi avec du riz.",
  servings: 6,
  ingredients: [
    { nom: "épaule de veau", quantite: 1.2, unite: "kg" },
    { nom: "carottes", quantite: 3, unite: "pièce" },
    { nom: "poireau", quantite: 1, unite: "pièce" },
    { nom: "thym", quantite: 2, unite: "brin" },
    { nom: "laurier", quantite: 1, unite: "pièce" },
    { nom: "champignons de Paris", quantite: 250, unite: "g" },
    { nom: "beurre", quantite: 50, unite: "g" },
    { nom: "jus de citron", quantite: 2, unite: "c. à soupe" },
    { nom: "crème fraîche", quantite: 20, unite: "cl" },
  ],
  steps: [
    {
      description:
        "Coupez la viande en morceaux de 5 cm, mettez-la dans le faitout et couvrez-la d'eau froide. Portez à ébullition, puis égouttez et rincez la viande.",
    },
    {
      description:
        "Remettez la viande dans le faitout avec 2 litres d'eau froide, les carottes en tronçons, le poireau, le thym et le laurier. Salez et écumez.",
    },
    { description: "Laissez cuire à couvert, jusqu'à ce que la viande soit tendre.", temps: "1 h 30" },
    {
      description:
        "Faites cuire les champignons émincés avec une noix de beurre, un filet de jus de citron et un fond d'eau.",
    },
    { description: "Ajoutez la viande, les carottes et les champignons, puis la crème." },
  ],
  tips: ["Mélangez l'épaule et le tendron : la viande reste moelleuse.", "Servez bien chaud."],
  variations: ["Remplacez le veau par de la dinde, cuite 45 minutes."],
} as unknown as Recipe;

const lexicon = (name: string) => readIngredient(name)!.entry;

describe("adaptRecipeText", () => {
  it("renames a swapped main ingredient in the title, the description and the steps", () => {
    const text = adaptRecipeText(blanquette, [
      { kind: "swap", index: 0, to: lexicon("dinde"), note: "La dinde cuit plus vite." },
    ]);
    expect(text.title).toBe("Blanquette de dinde à l'ancienne");
    expect(text.description).toContain("de la dinde pochée avec des légumes");
    expect(text.steps[0]!.description).toBe(
      "Coupez la dinde en morceaux de 5 cm, mettez-la dans le faitout et couvrez-la d'eau froide. Portez à ébullition, puis égouttez et rincez la dinde.",
    );
    expect(text.steps.map((step) => step.description).join(" ")).not.toMatch(/veau|viande/);
    // Advice about the veal's cuts and a variation that is now the recipe itself go; the note comes in.
    expect(text.tips).toEqual(["Servez bien chaud.", "La dinde cuit plus vite."]);
    expect(text.variations).toEqual([]);
    expect(text.description).toMatch(
      /^Adapté de «\u00a0Blanquette de veau à l'ancienne\u00a0»\u00a0: dinde à la place de l'épaule de veau\u00a0; étapes 1 à 3 et 5 modifiées\./,
    );
  });

  it("makes pronouns and articles agree with the new food", () => {
    const text = adaptRecipeText(blanquette, [{ kind: "swap", index: 0, to: lexicon("lapin") }]);
    expect(text.steps[0]!.description).toMatch(
      /^Coupez le lapin en morceaux de 5 cm, mettez-le dans le faitout et couvrez-le/,
    );
    expect(text.description).toContain("du lapin poché");
    const cream = adaptRecipeText(blanquette, [
      { kind: "swap", index: 8, to: lexicon("yaourt à la grecque") },
    ]);
    expect(cream.steps[4]!.description).toBe(
      "Ajoutez la viande, les carottes et les champignons, puis le yaourt à la grecque.",
    );
  });

  it("never leaves a step cooking a removed main ingredient, and keeps the other foods cooking", () => {
    const text = adaptRecipeText(blanquette, [{ kind: "remove", index: 0 }]);
    expect(text.title).toBe("Blanquette à l'ancienne, sans veau");
    const steps = text.steps.map((step) => step.description);
    expect(steps.join(" ")).not.toMatch(/veau|viande|mettez-la/);
    expect(steps).toEqual([
      "Remettez dans le faitout 2 litres d'eau froide, les carottes en tronçons, le poireau, le thym et le laurier. Salez et écumez.",
      "Laissez cuire à couvert.",
      "Faites cuire les champignons émincés avec une noix de beurre, un filet de jus de citron et un fond d'eau.",
      "Ajoutez les carottes et les champignons, puis la crème.",
    ]);
    expect(text.description).toBe(
      "Adapté de « Blanquette de veau à l'ancienne » : sans épaule de veau ; étapes 1 à 3 et 5 modifiées.",
    );
  });

  it("takes a removed food out of the lists it is part of", () => {
    const text = adaptRecipeText(blanquette, [
      { kind: "remove", index: 3 },
      { kind: "remove", index: 6 },
      { kind: "remove", index: 1 },
    ]);
    const steps = text.steps.map((step) => step.description);
    expect(steps[1]).toBe(
      "Remettez la viande dans le faitout avec 2 litres d'eau froide, le poireau et le laurier. Salez et écumez.",
    );
    expect(steps[3]).toBe(
      "Faites cuire les champignons émincés avec un filet de jus de citron et un fond d'eau.",
    );
    expect(steps[4]).toBe("Ajoutez la viande et les champignons, puis la crème.");
    expect(text.title).toBe("Blanquette de veau à l'ancienne");
  });
});

describe("adaptRecipeText on harder sentences", () => {
  const recipe = (title: string, ingredients: string[], steps: string[]) =>
    ({
      title,
      description: "Une recette.",
      servings: 4,
      ingredients: ingredients.map((nom) => ({ nom, quantite: 1, unite: "pièce" })),
      steps: steps.map((description) => ({ description })),
      tips: [],
      variations: [],
    }) as unknown as Recipe;

  it("tells joined verbs from joined foods, and a spoon's dot from a sentence's end", () => {
    const ratatouille = recipe(
      "Ratatouille",
      ["aubergines", "courgettes", "huile d'olive"],
      [
        "Coupez les aubergines en dés et salez-les. Émincez les courgettes.",
        "Faites dorer les aubergines dans la poêle avec 3 c. à soupe d'huile d'olive, salez, puis réservez-les.",
        "Faites dorer les courgettes avec 1 c. à soupe d'huile d'olive.",
      ],
    );
    const text = adaptRecipeText(ratatouille, [{ kind: "remove", index: 0 }]);
    expect(text.steps.map((step) => step.description)).toEqual([
      "Émincez les courgettes.",
      "Faites dorer les courgettes avec 1 c. à soupe d'huile d'olive.",
    ]);
  });

  it("leaves a dish named « crème » alone when the cream is swapped", () => {
    const custard = recipe(
      "Crème brûlée à la vanille",
      ["crème liquide entière", "lait"],
      ["Faites chauffer la crème liquide et le lait."],
    );
    const text = adaptRecipeText(custard, [{ kind: "swap", index: 0, to: lexicon("lait de coco") }]);
    expect(text.title).toBe("Crème brûlée à la vanille");
    expect(text.steps[0]!.description).toBe("Faites chauffer le lait de coco et le lait.");
  });

  it("writes a food named only in the plural with a plural article (« les pâtes », not « la pâtes »)", () => {
    const carbonara = recipe(
      "Spaghetti à la carbonara",
      ["spaghetti", "thym"],
      ["Faites cuire les spaghetti al dente.", "Ajoutez le thym."],
    );
    const text = adaptRecipeText(carbonara, [
      { kind: "swap", index: 0, to: lexicon("pâtes complètes") },
      { kind: "swap", index: 1, to: lexicon("herbes de Provence") },
    ]);
    expect(text.steps.map((step) => step.description)).toEqual([
      "Faites cuire les pâtes complètes al dente.",
      "Ajoutez les herbes de Provence.",
    ]);
  });

  it("does not name the new food twice when the text already gave its kind (« des champignons shiitaké »)", () => {
    const soup = recipe("Soupe miso", ["shiitaké"], ["Ajoutez des champignons shiitaké émincés."]);
    const text = adaptRecipeText(soup, [{ kind: "swap", index: 0, to: lexicon("champignon") }]);
    expect(text.steps[0]!.description).toBe("Ajoutez des champignons émincés.");
  });

  it("reads « pois chiches » as a plural in the summary (« à la place des pois chiches »)", () => {
    const curry = recipe("Chana masala", ["pois chiches en conserve"], ["Égouttez les pois chiches."]);
    const text = adaptRecipeText(curry, [{ kind: "swap", index: 0, to: lexicon("lentille") }]);
    expect(text.description).toContain("à la place des pois chiches en conserve");
  });
});
