import { describe, expect, it } from "vitest";
import { customised, recipe } from "./test-fixtures";

// Issue 27, third reading: the wine paired anew after a swap, as a cook reads it on the recipe page.

describe("the wine of a swapped recipe speaks of the dish as it now is", () => {
  it("A-S1: a quiche of smoked tofu and coconut milk has no spices to praise", () => {
    const quiche = customised("quiche-lorraine", {
      "lardons fumés": "tofu fumé",
      "crème fraîche épaisse": "lait de coco",
    });
    const why = quiche.wine?.why ?? "";
    expect(why).not.toMatch(/épices|piquant|relevé/);
    expect(why).toMatch(/tofu/);
    expect(why).toMatch(/lait de coco/);
  });

  it("B-S10: a gratin with one gruyère is no cheese board", () => {
    const gratin = customised("gratin-de-courgettes", { "crème fraîche": "lait de coco" });
    const why = gratin.wine?.why ?? "";
    expect(why).not.toMatch(/diversité des fromages|d'un fromage à l'autre|plateau/);
    expect(why).toMatch(/fromage râpé/);
  });

  it("still praises the spices of a curry whose chicken became tofu", () => {
    const curry = customised("poulet-au-curry-et-lait-de-coco", { "blancs de poulet": "tofu" });
    expect(curry.wine?.why).toMatch(/épices du tofu/);
  });

  it("does not grill the sausages of a rougail", () => {
    const rougail = customised("rougail-saucisse", { "saucisses fumées": "saucisse" });
    expect(rougail.wine?.why).toMatch(/saucisses/);
    expect(rougail.wine?.why).not.toMatch(/grillé|grillade/);
  });

  it("pairs a spiced cake as a dessert, not as a curry", () => {
    const cake = customised("pain-d-epices", { "lait entier": "lait d'avoine" });
    expect(cake.wine?.why).toMatch(/dessert/);
    expect(cake.wine?.why).not.toMatch(/feu|plat/);
  });

  it("pairs a gratin dauphinois on its potatoes when its cream is the only food left to read", () => {
    const gratin = customised("gratin-dauphinois", { "crème liquide": "lait de coco" });
    expect(gratin.wine?.why).toMatch(/pommes de terre/);
    expect(gratin.wine?.why).not.toMatch(/épices/);
  });

  it("gives no wine to a dish the catalogue serves without one", () => {
    expect(recipe("porridge-aux-pommes").wine).toBeUndefined();
    expect(customised("porridge-aux-pommes", { "lait d'amande": "lait" }).wine).toBeUndefined();
  });
});
