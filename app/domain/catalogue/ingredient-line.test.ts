import { describe, expect, it } from "vitest";
import { agreeing } from "../base/french";
import { ingredientLine, ingredientLineParts } from "./ingredient-line";

const line = (quantite: number | string, unite: string, nom: string) =>
  ingredientLine({ nom, quantite, unite });

describe("ingredientLine", () => {
  it("writes counted foods as a French recipe does", () => {
    expect(line(2, "pièce", "aubergines")).toBe("2 aubergines");
    expect(line(1, "pièce", "œufs")).toBe("1 œuf");
    expect(line(3, "", "citrons")).toBe("3 citrons");
    expect(line(0.5, "pièce", "citron")).toBe("½ citron");
    // A bird is bought whole, by weight: never « 1 ½ poulet » (decision 0051).
    expect(line(1, "pièce", "poulet fermier")).toBe("1 poulet fermier de 1,5 kg");
    expect(line(1.5, "pièce", "poulet fermier")).toBe("1 poulet fermier de 2,3 kg");
    expect(line(0.25, "pièce", "poulet fermier")).toBe("1 poulet fermier de 1,2 kg (il en restera)");
    expect(line(5, "pièce", "tomate bien mûre")).toBe("5 tomates bien mûres");
    expect(line(1, "pièce", "tomates bien mûres")).toBe("1 tomate bien mûre");
    expect(line(2, "pièce", "yaourt nature")).toBe("2 yaourts nature");
  });

  it("writes units with « de » and elision", () => {
    expect(line(200, "g", "farine")).toBe("200 g de farine");
    expect(line(1, "pincée", "sel")).toBe("1 pincée de sel");
    expect(line(3, "gousse", "ail")).toBe("3 gousses d'ail");
    expect(line(1, "gousse", "gousse de vanille")).toBe("1 gousse de vanille");
    expect(line(0.5, "botte", "persil plat")).toBe("½ botte de persil plat");
    expect(line(1.25, "c. à soupe", "huile d'olive")).toBe("1 ¼ c. à soupe d'huile d'olive");
    expect(line(1.2, "kg", "pommes de terre")).toBe("1,2 kg de pommes de terre");
    expect(line(2, "c. à soupe", "haricots")).toBe("2 c. à soupe de haricots");
  });

  it("counts leaves and sachets, not « pièces »", () => {
    expect(line(10, "pièce", "basilic")).toBe("10 feuilles de basilic");
    expect(line(1, "pièce", "levure chimique")).toBe("1 sachet de levure chimique");
    expect(line(1, "pièce", "laurier")).toBe("1 feuille de laurier");
  });

  it("writes seasonings to taste by their name alone", () => {
    expect(line("selon le goût", "", "sel")).toBe("sel");
    expect(line("à votre goût", "", "poivre")).toBe("poivre");
    expect(line("2-3", "", "tomates")).toBe("2-3 tomates");
    expect(line("2-3", "c. à soupe", "huile")).toBe("2-3 c. à soupe d'huile");
  });

  it("gives the weight beside a count that is only approximate", () => {
    expect(line(0.75, "pièce", "œufs")).toBe("1 œuf (41 g)");
    expect(line(1.75, "pièce", "poulet fermier")).toBe("2 poulets fermiers de 1,3 kg");
    // Half a clove of garlic more or less is not worth a weight.
    expect(line(1.5, "gousse", "ail")).toBe("2 gousses d'ail");
    expect(ingredientLineParts({ nom: "œufs", quantite: 0.75, unite: "pièce" })).toEqual({
      amount: "1",
      rest: "œuf",
      weight: "(41 g)",
    });
  });

  it("agrees the words before a complement only", () => {
    expect(agreeing("pomme de terre", true)).toBe("pommes de terre");
    expect(agreeing("oignons nouveaux", false)).toBe("oignon nouveau");
    expect(agreeing("pavés de saumon", false)).toBe("pavé de saumon");
    expect(agreeing("piment d'Espelette", true)).toBe("piments d'Espelette");
  });
});
