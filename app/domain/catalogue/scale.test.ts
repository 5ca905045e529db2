import { describe, expect, it } from "vitest";
import type { Recipe } from "../recipe/model";
import { ingredientLine } from "./ingredient-line";
import { formatQuantity } from "../base/quantities";
import { ingredientAmount, scaleIngredient, scaleRecipe } from "./scale";
import { scaleEquipment } from "./scale-moulds";

const line = (quantite: number | string, unite: string, nom = "farine") => ({ nom, quantite, unite });
/** The line as the recipe page writes it, once scaled by `factor`. */
const scaled = (quantite: number, unite: string, nom: string, factor: number) =>
  ingredientLine(scaleIngredient(line(quantite, unite, nom), factor));

describe("scaleIngredient: the examples of issue 26", () => {
  it.each([
    // Poulet rôti, written for 4.
    [1, "pièce", "poulet fermier", 6 / 4, "1 poulet fermier de 2,3 kg"],
    [1, "pièce", "poulet fermier", 8 / 4, "2 poulets fermiers de 1,5 kg"],
    [1, "pièce", "poulet fermier", 1 / 4, "1 poulet fermier de 1,2 kg (il en restera)"],
    // Bœuf bourguignon, written for 6.
    [2, "c. à soupe", "farine", 8 / 6, "2 ½ c. à soupe de farine"],
    [20, "g", "beurre", 8 / 6, "25 g de beurre"],
    [20, "g", "beurre", 1 / 6, "1 noisette de beurre"],
    [1, "c. à soupe", "concentré de tomate", 8 / 6, "4 c. à café de concentré de tomate"],
    [250, "g", "champignons de Paris", 8 / 6, "330 g de champignons de Paris"],
    [75, "cl", "vin rouge", 8 / 6, "1 l de vin rouge"],
    // Ratatouille, written for 6.
    [8, "c. à soupe", "huile d'olive", 8 / 6, "16 cl d'huile d'olive"],
    [8, "c. à soupe", "huile d'olive", 1 / 6, "4 c. à café d'huile d'olive"],
  ] as const)("%s %s %s × %d → « %s »", (quantite, unite, nom, factor, expected) => {
    expect(scaled(quantite, unite, nom, factor)).toBe(expected);
  });
});

describe("scaleIngredient", () => {
  it("rounds eggs to whole eggs and other counts to what a cook cuts", () => {
    expect(scaleIngredient(line(3, "pièce", "œufs"), 1.5)).toEqual(line(5, "pièce", "œufs"));
    expect(scaleIngredient(line(3, "pièce", "œufs"), 1 / 4)).toEqual(line(1, "pièce", "œufs"));
    expect(scaleIngredient(line(6, "gousse", "ail"), 1 / 4)).toEqual(line(2, "gousse", "ail"));
    expect(scaleIngredient(line(3, "", "citrons"), 1 / 3)).toEqual(line(1, "", "citrons"));
    expect(scaleIngredient(line(2, "pièce", "oignons"), 1 / 6)).toEqual(line(0.5, "pièce", "oignons"));
  });

  it("cuts a large piece by weight rather than by a fraction that would triple it", () => {
    expect(scaled(1, "pièce", "reblochon", 1 / 6)).toBe("75 g de reblochon");
  });

  it("keeps the exact share of a whole bird, which the line writer buys by weight", () => {
    expect(scaleIngredient(line(1, "pièce", "poulet"), 0.25)).toEqual(line(0.25, "pièce", "poulet"));
  });

  it("keeps spoons to the half, and past six tablespoons a jug or a scale", () => {
    expect(scaleIngredient(line(1, "c. à soupe"), 0.5)).toEqual(line(1.5, "c. à café"));
    expect(scaleIngredient(line(1, "c. à café"), 3)).toEqual(line(1, "c. à soupe"));
    expect(scaleIngredient(line(2, "c. à soupe"), 1.5)).toEqual(line(3, "c. à soupe"));
    expect(scaleIngredient(line(1, "c. à café", "sel"), 0.1)).toEqual(line(0.5, "c. à café", "sel"));
    expect(scaled(4, "c. à soupe", "sucre", 3)).toBe("160 g de sucre");
  });

  it("rounds masses and volumes to the steps a scale or a jug is read at", () => {
    expect(scaleIngredient(line(250, "g"), 1.5)).toEqual(line(380, "g"));
    expect(scaleIngredient(line(180, "g"), 1 / 8)).toEqual(line(25, "g"));
    expect(scaleIngredient(line(7, "g", "levure boulangère"), 1.5)).toEqual(
      line(11, "g", "levure boulangère"),
    );
    expect(scaleIngredient(line(15, "cl"), 1 / 4)).toEqual(line(40, "ml"));
    expect(scaleIngredient(line(800, "g"), 2)).toEqual(line(1.6, "kg"));
    expect(scaleIngredient(line(1, "kg"), 0.5)).toEqual(line(500, "g"));
    expect(scaleIngredient(line(700, "g"), 1.1)).toEqual(line(775, "g"));
    expect(scaleIngredient(line(50, "cl"), 3)).toEqual(line(1.5, "l"));
    expect(scaleIngredient(line(1.2, "kg"), 7 / 6)).toEqual(line(1.4, "kg"));
  });

  it("leaves « selon le goût » alone", () => {
    expect(scaleIngredient(line("selon le goût", "", "sel"), 3)).toEqual(line("selon le goût", "", "sel"));
  });
});

describe("scaleEquipment", () => {
  it.each([
    ["Moule à tarte de 24 cm", 12 / 8, "Moule à tarte de 30 cm"],
    ["Moule à tarte de 24 cm", 10 / 8, "Moule à tarte de 26 cm"],
    ["Moule à tarte de 24 cm", 16 / 8, "2 moules à tarte de 24 cm"],
    ["Moule à tarte de 26 cm", 1 / 6, "Moule à tarte de 10 cm"],
    ["Moule à tatin ou moule à manqué de 26 cm", 3, "2 moules à tatin ou moules à manqué de 32 cm"],
    ["Plat à gratin de 30 × 20 cm", 1 / 2, "Plat à gratin de 22 × 14 cm"],
    ["Plat à gratin de 30 × 20 cm", 2, "2 plats à gratin de 30 × 20 cm"],
    ["Moule à cake de 25 cm", 2, "2 moules à cake de 25 cm"],
    ["6 ramequins peu profonds", 4 / 6, "4 ramequins peu profonds"],
    ["6 ramequins ou bols", 1 / 6, "1 ramequin ou bol"],
    ["Deux verrines ou bocaux", 1 / 2, "1 verrine ou bocal"],
    ["Moule à 12 muffins", 2, "2 moules à 12 muffins"],
    ["Moule à 12 muffins", 1 / 2, "Moule à 12 muffins"],
    ["Moule à madeleines de 12 empreintes", 2, "2 moules à madeleines de 12 empreintes"],
    ["Moule à tarte de 24 cm", 7 / 6.5, "Moule à tarte de 24 cm"],
    ["Poêle", 2, "Poêle"],
  ] as const)("« %s » × %d → « %s »", (item, factor, expected) => {
    expect(scaleEquipment(item, factor)).toBe(expected);
  });
});

describe("scaleRecipe", () => {
  it("changes servings, quantities, the steps' amounts and moulds, not times", () => {
    const recipe = {
      servings: 4,
      prepMinutes: 20,
      ingredients: [line(400, "g")],
      equipment: ["Moule à manqué de 22 cm"],
      steps: [{ description: "Tamisez 400 g de farine, puis laissez reposer 30 min.", temps: "30 min" }],
    } as unknown as Recipe;
    expect(scaleRecipe(recipe, 2)).toMatchObject({
      servings: 2,
      prepMinutes: 20,
      ingredients: [line(200, "g")],
      equipment: ["Moule à manqué de 16 cm"],
      steps: [{ description: "Tamisez 200 g de farine, puis laissez reposer 30 min.", temps: "30 min" }],
    });
    expect(scaleRecipe(recipe, 4)).toBe(recipe);
  });
});

describe("formatQuantity", () => {
  it("writes numbers the French way", () => {
    expect(formatQuantity(1.5)).toBe("1,5");
    expect(formatQuantity(0.5)).toBe("½");
    expect(ingredientAmount(line(2, "c. à soupe"))).toBe("2 c. à soupe");
    expect(ingredientAmount(line(3, "pièce"))).toBe("3 pièces");
    expect(ingredientAmount(line(1.5, "gousse"))).toBe("1,5 gousse");
    expect(formatQuantity(1250)).toBe("1\u202f250");
    expect(ingredientAmount(line("selon le goût", ""))).toBe("selon le goût");
  });
});
