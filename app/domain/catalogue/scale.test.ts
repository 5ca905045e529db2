import { describe, expect, it } from "vitest";
import type { Recipe } from "../recipe/model";
import { formatQuantity, ingredientAmount, scaleIngredient, scaleRecipe } from "./scale";

const line = (quantite: number | string, unite: string, nom = "farine") => ({ nom, quantite, unite });

describe("scaleIngredient", () => {
  it("keeps the exact share of counted foods, for the line writer to round", () => {
    expect(scaleIngredient(line(3, "pièce", "œufs"), 1.5)).toEqual(line(4.5, "pièce", "œufs"));
    expect(scaleIngredient(line(1, "pièce", "poulet"), 0.25)).toEqual(line(0.25, "pièce", "poulet"));
    expect(scaleIngredient(line(6, "gousse", "ail"), 1 / 4)).toEqual(line(1.5, "gousse", "ail"));
    expect(scaleIngredient(line(3, "", "citrons"), 1 / 3)).toEqual(line(1, "", "citrons"));
  });

  it("keeps spoons readable", () => {
    expect(scaleIngredient(line(1, "c. à soupe"), 0.5)).toEqual(line(1.5, "c. à café"));
    expect(scaleIngredient(line(1, "c. à café"), 3)).toEqual(line(1, "c. à soupe"));
    expect(scaleIngredient(line(2, "c. à soupe"), 1.5)).toEqual(line(3, "c. à soupe"));
    expect(scaleIngredient(line(5, "c. à soupe"), 0.25)).toEqual(line(1.25, "c. à soupe"));
  });

  it("rounds masses and volumes to what a scale or jug shows, changing unit past a kilo or a litre", () => {
    expect(scaleIngredient(line(250, "g"), 1.5)).toEqual(line(375, "g"));
    expect(scaleIngredient(line(180, "g"), 1 / 8)).toEqual(line(23, "g"));
    expect(scaleIngredient(line(15, "cl"), 1 / 4)).toEqual(line(38, "ml"));
    expect(scaleIngredient(line(800, "g"), 2)).toEqual(line(1.6, "kg"));
    expect(scaleIngredient(line(1, "kg"), 0.5)).toEqual(line(500, "g"));
    expect(scaleIngredient(line(50, "cl"), 3)).toEqual(line(1.5, "l"));
    expect(scaleIngredient(line(1.2, "kg"), 7 / 6)).toEqual(line(1.4, "kg"));
    expect(scaleIngredient(line(5, "g"), 0.5)).toEqual(line(3, "g"));
  });

  it("leaves « selon le goût » alone", () => {
    expect(scaleIngredient(line("selon le goût", "", "sel"), 3)).toEqual(line("selon le goût", "", "sel"));
  });
});

describe("scaleRecipe", () => {
  it("changes servings and quantities, not times", () => {
    const recipe = { servings: 4, prepMinutes: 20, ingredients: [line(400, "g")] } as unknown as Recipe;
    const scaled = scaleRecipe(recipe, 2);
    expect(scaled).toMatchObject({ servings: 2, prepMinutes: 20, ingredients: [line(200, "g")] });
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
