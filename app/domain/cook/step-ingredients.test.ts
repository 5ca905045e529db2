import { describe, expect, it } from "vitest";
import { lineFoods } from "./line-foods";
import { ingredientsOfStep, ingredientsOfSteps } from "./step-ingredients";

const names = (step: string, ingredients: string[]) =>
  ingredientsOfStep(step, ingredients).map((index) => ingredients[index]);

describe("ingredientsOfStep", () => {
  it("finds an ingredient named in the plural or singular, without its qualifiers", () => {
    const ingredients = ["oignons jaunes", "vin blanc sec", "beurre", "poivre blanc"];
    expect(names("Pelez l'oignon puis faites-le fondre dans le beurre.", ingredients)).toEqual([
      "oignons jaunes",
      "beurre",
    ]);
    expect(names("Déglacez au vin.", ingredients)).toEqual(["vin blanc sec"]);
  });

  it("reads through accents and ligatures", () => {
    expect(names("Cassez les oeufs dans un bol.", ["œufs", "crème fraîche"])).toEqual(["œufs"]);
    expect(names("Ajoutez la creme.", ["œufs", "crème fraîche"])).toEqual(["crème fraîche"]);
  });

  it("needs the head word, and gives a shared head to the ingredient the step names more precisely", () => {
    const ingredients = ["huile d'olive", "huile de tournesol", "olives noires"];
    expect(names("Faites chauffer l'huile de tournesol.", ingredients)).toEqual(["huile de tournesol"]);
    expect(names("Ajoutez les olives.", ingredients)).toEqual(["olives noires"]);
    expect(names("Arrosez d'huile d'olive.", ingredients)).toEqual(["huile d'olive"]);
  });

  it("names nothing for a step that uses no ingredient", () => {
    expect(names("Préchauffez le four.", ["beurre", "farine"])).toEqual([]);
  });
});

describe("ingredientsOfSteps: the words a cook uses for a food already named", () => {
  const uses = (steps: string[], ingredients: string[], families?: string[][]) =>
    ingredientsOfSteps(
      steps,
      ingredients,
      families?.map((family) => ({ family, gender: "m" as const, plural: true })),
    ).map((step) => step.map((index) => ingredients[index]));

  it("reads « la viande » as the meat of the list, not its lardons (bœuf bourguignon)", () => {
    const ingredients = ["bœuf à bourguignon", "lardons", "carottes", "sel", "poivre"];
    expect(
      uses(["Coupez la viande en cubes.", "Saisissez la viande ; salez et poivrez."], ingredients),
    ).toEqual([["bœuf à bourguignon"], ["bœuf à bourguignon", "sel", "poivre"]]);
  });

  it("reads « la volaille », « le poisson », « les herbes », « les épices » and « le fromage »", () => {
    const ingredients = ["poulet fermier", "cabillaud", "persil", "ciboulette", "cumin", "comté râpé"];
    expect(uses(["Égouttez la volaille.", "Posez le poisson."], ingredients)).toEqual([
      ["poulet fermier"],
      ["cabillaud"],
    ]);
    expect(uses(["Ciselez les herbes.", "Ajoutez les épices.", "Parsemez de fromage."], ingredients)).toEqual(
      [["persil", "ciboulette"], ["cumin"], ["comté râpé"]],
    );
  });

  it("reads « les légumes » with the lexicon's families, never the beans of a blind baking", () => {
    const ingredients = ["courgettes", "aubergines", "ail", "pâte brisée"];
    const families = [["legumes"], ["legumes"], [], []];
    expect(uses(["Faites revenir les légumes."], ingredients, families)).toEqual([
      ["courgettes", "aubergines"],
    ]);
    expect(
      uses(["Couvrez la pâte de légumes secs et faites-la cuire à blanc."], ingredients, families),
    ).toEqual([["pâte brisée"]]);
  });

  it("reads the verbs that use a food, and the yolks and whites of the eggs", () => {
    const ingredients = ["beurre", "œufs", "vin blanc", "sel"];
    expect(
      uses(["Beurrez le moule.", "Montez les blancs en neige.", "Fouettez les jaunes."], ingredients),
    ).toEqual([["beurre"], ["œufs"], ["œufs"]]);
    expect(uses(["Déglacez au vin blanc."], ingredients)).toEqual([["vin blanc"]]);
  });

  it("reads a pronoun as the food the step before named first, never as its water or salt", () => {
    const ingredients = ["poireaux", "eau", "sel", "moutarde"];
    expect(
      uses(
        [
          "Lavez les poireaux et ficelez-les.",
          "Plongez-les dans l'eau bouillante salée.",
          "Égouttez-les sur un torchon.",
          "Préchauffez le four.",
        ],
        ingredients,
      ),
    ).toEqual([["poireaux"], ["poireaux", "eau"], ["poireaux"], []]);
  });

  it("carries a pronoun only to a food of its gender and number", () => {
    const ingredients = ["beurre", "farine", "morue salée"];
    // The lexicon's genders, as the loaders send them: « beurre » is masculine, whatever its ending.
    const read = (steps: string[]) =>
      ingredientsOfSteps(steps, ingredients, lineFoods(ingredients)).map((step) =>
        step.map((index) => ingredients[index]),
      );
    // « faites-la cuire » is the pastry the step rolled, not the butter worked in the step before.
    expect(
      read(["Travaillez le beurre avec la farine.", "Étalez la pâte, piquez-la et faites-la cuire."]),
    ).toEqual([["beurre", "farine"], []]);
    expect(read(["Pochez la morue salée.", "Égouttez-la et effeuillez-la."])).toEqual([
      ["morue salée"],
      ["morue salée"],
    ]);
  });
});
