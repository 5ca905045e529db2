import { describe, expect, it } from "vitest";
import { foodTextMistakes } from "./food-words-check";

describe("foodTextMistakes", () => {
  it.each([
    ["Faites cuire la pâtes complètes al dente.", "accord"],
    ["Retirez l'herbes de Provence et le laurier.", "accord"],
    ["Ajoutez les oignon émincés.", "accord"],
    ["Coupez le tomate en dés.", "accord"],
    ["Des cubes de tofu et des champignons champignon.", "mot répété"],
    ["Versez la moitié de le bouillon.", "de le"],
  ])("finds the fault in « %s »", (text, fault) => {
    expect(foodTextMistakes(text).join(" ")).toContain(fault);
  });

  it.each([
    "Faites cuire les pâtes complètes al dente.",
    "Coupez le veau au couteau en dés de 1 cm.",
    "Foncez le moule avec la pâte et piquez le fond.",
    "Faites cuire les spaghetti, puis ajoutez les pak choï et les pommes de terre.",
    "Le cresson se fane vite : achetez-le le jour même.",
    "Ajoutez le riz, le maïs doux et les pois chiches.",
  ])("leaves « %s » alone", (text) => {
    expect(foodTextMistakes(text)).toEqual([]);
  });
});
