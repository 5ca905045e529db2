import { describe, expect, it } from "vitest";
import { cookingVerbsIn, isCookingStep, isOvenStep } from "./cooking-verbs";

describe("cookingVerbsIn", () => {
  it("reads the verbs of a step by their infinitive, in order, each once", () => {
    expect(cookingVerbsIn("Faites revenir les oignons, puis laissez mijoter et mijotez encore.")).toEqual([
      "faire revenir",
      "mijoter",
    ]);
    expect(cookingVerbsIn("Enfournez et faites cuire 20 min.")).toEqual(["enfourner", "cuire"]);
  });

  it("reads infinitives and imperatives, with or without accents, in any case", () => {
    for (const [text, verb] of [
      ["Rôtissez la volaille.", "rôtir"],
      ["ROTISSEZ la volaille.", "rôtir"],
      ["Poêlez les champignons.", "poêler"],
      ["Poelez les champignons.", "poêler"],
      ["Faites frire les beignets.", "frire"],
      ["Laissez réduire la sauce de moitié.", "réduire"],
      ["Faites caraméliser le sucre.", "caraméliser"],
      ["Saisissez la viande à feu vif.", "saisir"],
      ["Quand l'eau frémit, plongez les œufs.", "frémir"],
      ["Faites blanchir les haricots dans l'eau salée.", "blanchir"],
      ["Pochez les poires dans le sirop.", "pocher"],
      ["Faites bouillir le lait.", "bouillir"],
      ["Faites sauter les pommes de terre.", "sauter"],
      ["Gratinez sous le gril.", "gratiner"],
      ["Braisez l'endive.", "braiser"],
      ["Faites griller le pain.", "griller"],
      ["Laissez dorer les oignons.", "dorer"],
      ["Faites-les revenir au beurre.", "faire revenir"],
    ] as const)
      expect(cookingVerbsIn(text), text).toEqual([verb]);
  });

  it("is not fooled by nouns and participles that look like the verbs", () => {
    for (const text of [
      "Prélevez une cuillère de sauce.",
      "Rangez le plan de travail de la cuisine.",
      "En fin de cuisson, parsemez de persil.",
      "Servez sur du pain grillé avec les oignons dorés.",
      "Posez les pommes de terre cuites dans le plat.",
      "Mélangez la farine et le sucre.",
    ])
      expect(cookingVerbsIn(text), text).toEqual([]);
  });

  it("leaves out the verbs used for something else than heat", () => {
    expect(cookingVerbsIn("Réduisez les amandes en poudre.")).toEqual([]);
    expect(cookingVerbsIn("Hors du feu : la sauce ne doit plus bouillir.")).toEqual([]);
    expect(cookingVerbsIn("Réchauffez sans la faire bouillir.")).toEqual([]);
    expect(cookingVerbsIn("Dorez la pâte au jaune d'œuf.")).toEqual([]);
    expect(cookingVerbsIn("Fouettez les jaunes avec le sucre pour les faire blanchir.")).toEqual([]);
    // The exception holds for its own sentence only.
    expect(cookingVerbsIn("Dorez la pâte au jaune d'œuf. Enfournez.")).toEqual(["enfourner"]);
  });
});

describe("isCookingStep", () => {
  it("is true when a step cooks", () => {
    expect(isCookingStep("Laissez mijoter à couvert.")).toBe(true);
    expect(isCookingStep("Épluchez et coupez les carottes.")).toBe(false);
  });
});

describe("isOvenStep", () => {
  it("knows the steps that heat or use the oven", () => {
    expect(isOvenStep("Préchauffez le four.")).toBe(true);
    expect(isOvenStep("Enfournez le gratin.")).toBe(true);
    expect(isOvenStep("Faites cuire au four jusqu'à ce que la croûte dore.")).toBe(true);
  });

  it("leaves out taking a dish out of the oven and the grill", () => {
    expect(isOvenStep("Sortez le plat du four et laissez reposer.")).toBe(false);
    expect(isOvenStep("Faites gratiner sous le gril du four.")).toBe(false);
    expect(isOvenStep("Faites griller le pain dans le grille-pain.")).toBe(false);
  });
});
