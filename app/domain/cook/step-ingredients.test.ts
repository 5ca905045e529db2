import { describe, expect, it } from "vitest";
import { ingredientsOfStep } from "./step-ingredients";

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
