import { describe, expect, it } from "vitest";
import { ciqualFoods } from "./ciqual-data.server";
import { computeRecipeNutrition } from "./compute";
import type { IngredientLine } from "../recipe/model";

describe("computeRecipeNutrition", () => {
  // CIQUAL 2025 values per 100 g (kcal, proteins, carbohydrates, fat, fibre, sodium mg):
  //   9100  riz blanc cru          350   7.38  77.5   0.79  1.53     2.33
  //   22000 œuf cru                140  12.8    0.06  9.83  0      124
  //   17270 huile d'olive          899   0.25   0    99.9   0        0
  //   11058 sel iodé                 0   0      0     0     0    39100
  // Grams: riz 200; 2 œufs × 55 = 110; 1 c. à soupe d'huile = 15 ml × 0.92 = 13.8; 1 pincée = 0.5.
  // Totals, then ÷ 2 portions:
  //   kcal      2 × 350 + 1.1 × 140 + 0.138 × 899 = 978.062 → 489.031 → 489
  //   proteins  2 × 7.38 + 1.1 × 12.8 + 0.138 × 0.25 = 28.8745 → 14.437 → 14.4
  //   carbs     2 × 77.5 + 1.1 × 0.06 = 155.066 → 77.533 → 77.5
  //   fat       2 × 0.79 + 1.1 × 9.83 + 0.138 × 99.9 = 26.1792 → 13.0896 → 13.1
  //   fibre     2 × 1.53 = 3.06 → 1.53 → 1.5
  //   sodium    2 × 2.33 + 1.1 × 124 + 0.005 × 39100 = 336.56 → 168.28 → 168
  const recipe: IngredientLine[] = [
    { nom: "Riz", quantite: "200", unite: "g" },
    { nom: "Œufs", quantite: 2, unite: "" },
    { nom: "Huile d'olive", quantite: "1", unite: "c. à soupe" },
    { nom: "Sel", quantite: "1", unite: "pincée" },
  ];

  it("uses the CIQUAL values the hand computation was made with", () => {
    expect(ciqualFoods["9100"]).toMatchObject({
      kcal: 350,
      proteins: 7.38,
      carbs: 77.5,
      fat: 0.79,
      fiber: 1.53,
      sodiumMg: 2.33,
    });
    expect(ciqualFoods["22000"]).toMatchObject({
      kcal: 140,
      proteins: 12.8,
      carbs: 0.06,
      fat: 9.83,
      fiber: 0,
      sodiumMg: 124,
    });
    expect(ciqualFoods["17270"]).toMatchObject({ kcal: 899, proteins: 0.25, carbs: 0, fat: 99.9 });
    expect(ciqualFoods["11058"]).toMatchObject({ kcal: 0, sodiumMg: 39100 });
  });

  it("gives the figures computed by hand, per portion", () => {
    const nutrition = computeRecipeNutrition(recipe, 2);
    expect(nutrition.perPortion).toEqual({
      calories: 489,
      proteines: 14.4,
      glucides: 77.5,
      lipides: 13.1,
      fibres: 1.5,
      sodium: 168,
    });
    expect(nutrition.unmatched).toEqual([]);
    expect(nutrition.source).toBe("Calculé d'après la table Ciqual de l'Anses");
  });

  it("details each ingredient for one portion", () => {
    const nutrition = computeRecipeNutrition(recipe, 2);
    expect(nutrition.perIngredient.map((item) => item.nom)).toEqual(["Riz", "Œufs", "Huile d'olive", "Sel"]);
    // 55 g of egg: 0.55 × 140 = 77; 0.55 × 12.8 = 7.04; 0.55 × 9.83 = 5.4065; 0.55 × 124 = 68.2
    expect(nutrition.perIngredient[1]).toEqual({
      nom: "Œufs",
      grams: 55,
      ciqualCode: "22000",
      calories: 77,
      proteines: 7,
      glucides: 0,
      lipides: 5.4,
      fibres: 0,
      sodium: 68,
    });
  });

  it("counts the sodium of salt taken « à votre goût » or by the pinch", () => {
    const salted = (quantite: string, unite: string) =>
      computeRecipeNutrition([{ nom: "sel", quantite, unite }], 1).perPortion.sodium;
    // 0.5 g × 39 100 mg / 100 g
    expect(salted("à votre goût", "")).toBe(196);
    expect(salted("", "")).toBe(196);
    expect(salted("1", "pincée")).toBe(196);
    expect(salted("", "pincée")).toBe(196);
    expect(salted("1 pincée", "")).toBe(196);
    expect(salted("1", "c. à café")).toBe(2346);
  });

  it("accepts pepper to taste and « sel et poivre » on one line", () => {
    const nutrition = computeRecipeNutrition(
      [
        { nom: "Poivre", quantite: "à votre goût", unite: "" },
        { nom: "Sel et poivre", quantite: "", unite: "" },
      ],
      1,
    );
    expect(nutrition.unmatched).toEqual([]);
    expect(nutrition.perIngredient.map((item) => item.nom)).toEqual(["Poivre", "Sel", "poivre"]);
  });

  it("lists, as written, the names it could not match or weigh", () => {
    const nutrition = computeRecipeNutrition(
      [
        { nom: "Riz", quantite: "100", unite: "g" },
        { nom: "Feuilles de brick", quantite: "4", unite: "" },
        { nom: "Farine", quantite: "2", unite: "" },
        { nom: "Huile d'olive", quantite: "un peu", unite: "" },
        { nom: "Tomates", quantite: "1", unite: "boîte" },
      ],
      1,
    );
    expect(nutrition.unmatched).toEqual(["Feuilles de brick", "Farine", "Huile d'olive", "Tomates"]);
    expect(nutrition.perPortion.calories).toBe(350);
  });

  it("reads quantities written in the quantity or in the name", () => {
    const nutrition = computeRecipeNutrition(
      [
        { nom: "farine", quantite: "200 g", unite: "" },
        { nom: "2 gousses d'ail", quantite: "", unite: "" },
        { nom: "gousse d'ail", quantite: "3", unite: "" },
      ],
      1,
    );
    expect(nutrition.perIngredient.map((item) => item.grams)).toEqual([200, 10, 15]);
  });

  it("counts only the flesh of mussels weighed in their shells", () => {
    const nutrition = computeRecipeNutrition([{ nom: "moules", quantite: "1", unite: "kg" }], 4);
    expect(nutrition.perIngredient[0]?.grams).toBe(75);
  });

  it("takes a missing or impossible portion count as one portion", () => {
    const once = computeRecipeNutrition([{ nom: "riz", quantite: 100, unite: "g" }], 1).perPortion;
    expect(computeRecipeNutrition([{ nom: "riz", quantite: 100, unite: "g" }], 0).perPortion).toEqual(once);
    expect(
      computeRecipeNutrition([{ nom: "riz", quantite: 100, unite: "g" }], Number.NaN).perPortion,
    ).toEqual(once);
  });

  it("returns zeros for an empty list", () => {
    expect(computeRecipeNutrition([], 4)).toEqual({
      perPortion: { calories: 0, proteines: 0, glucides: 0, lipides: 0, fibres: 0, sodium: 0 },
      perIngredient: [],
      unmatched: [],
      source: "Calculé d'après la table Ciqual de l'Anses",
      allergens: [],
    });
  });

  // Its speed is measured by `npm run bench:engines`, not asserted here on a shared machine.
  it("matches every line of a 15-ingredient recipe, written as people write it", () => {
    const long: IngredientLine[] = [
      { nom: "Spaghetti", quantite: "400", unite: "g" },
      { nom: "Lardons fumés", quantite: "200", unite: "g" },
      { nom: "Œufs", quantite: "3", unite: "" },
      { nom: "Parmesan râpé", quantite: "50", unite: "g" },
      { nom: "Crème fraîche", quantite: "20", unite: "cl" },
      { nom: "Oignon", quantite: "1", unite: "" },
      { nom: "Ail", quantite: "2", unite: "gousses" },
      { nom: "Huile d'olive", quantite: "2", unite: "c. à soupe" },
      { nom: "Beurre", quantite: "20", unite: "g" },
      { nom: "Tomates cerises", quantite: "250", unite: "g" },
      { nom: "Basilic", quantite: "quelques", unite: "feuilles" },
      { nom: "Lait", quantite: "10", unite: "cl" },
      { nom: "Farine", quantite: "1", unite: "c. à soupe" },
      { nom: "Sel", quantite: "", unite: "" },
      { nom: "Poivre", quantite: "à votre goût", unite: "" },
    ];
    expect(computeRecipeNutrition(long, 4).unmatched).toEqual([]);
  });
});
