import { describe, expect, it } from "vitest";
import { per100g, unsupportedClaims } from "./claims";
import { computeRecipeNutrition } from "./compute";

const figures = { kcal: 100, proteins: 5, fat: 2, fiber: 4, sodiumMg: 100 };

describe("unsupportedClaims, after regulation 1924/2006", () => {
  it("holds « source de protéines » from 12 % of the energy, « riche en protéines » from 20 %", () => {
    expect(unsupportedClaims("Une source de protéines.", { ...figures, proteins: 2.9 })).toEqual([
      "«\u00a0source de protéines\u00a0»\u00a0: il faut au moins 12\u00a0% de l'énergie apportée par les protéines, la recette en a 11,6\u00a0%",
    ]);
    expect(unsupportedClaims("Une source de protéines.", { ...figures, proteins: 3 })).toEqual([]);
    expect(unsupportedClaims("Riche en protéines.", { ...figures, proteins: 4.9 })).toHaveLength(1);
    expect(unsupportedClaims("Riche en protéines.", { ...figures, proteins: 5 })).toEqual([]);
  });

  it("holds the fibre and fat claims per 100 g", () => {
    expect(unsupportedClaims("Source de fibres", figures)).toEqual([]);
    expect(unsupportedClaims("Riche en fibres", figures)).toEqual([
      "«\u00a0riche en fibres\u00a0»\u00a0: il faut au moins 6\u00a0g de fibres pour 100\u00a0g, la recette en a 4\u00a0g",
    ]);
    expect(unsupportedClaims("pauvre en matières grasses", figures)).toEqual([]);
    expect(unsupportedClaims("pauvre en matières grasses", { ...figures, fat: 3.5 })).toHaveLength(1);
  });

  it("refuses claims the annex does not list, and comparisons, whatever the figures", () => {
    expect(unsupportedClaims("Pauvre en glucides et sans gluten.", figures)).toEqual([
      "«\u00a0pauvre en glucides\u00a0»\u00a0: le règlement (CE) n° 1924/2006 ne permet pas cette allégation",
    ]);
    expect(
      unsupportedClaims("une version plus riche en protéines", { ...figures, proteins: 20 }),
    ).toHaveLength(1);
    expect(unsupportedClaims("Un bouillon riche, une sauce riche en goût.", figures)).toEqual([]);
  });

  it("reads the figures per 100 g of the recipe, whatever its servings", () => {
    const yaourt = [
      { nom: "yaourt grec", quantite: 150, unite: "g" },
      { nom: "miel", quantite: 10, unite: "g" },
    ];
    const one = per100g(computeRecipeNutrition(yaourt, 1))!;
    const four = per100g(computeRecipeNutrition(yaourt, 4))!;
    expect(four.kcal).toBeCloseTo(one.kcal, 0);
    expect(per100g(computeRecipeNutrition([], 1))).toBeUndefined();
  });
});
