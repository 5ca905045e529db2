import { describe, expect, it } from "vitest";
import { categoryOf } from "./from-generated";
import { customisationInput, customisationSchema, customiseRecipe, swapOptions } from "./customise";
import type { Recipe } from "./recipe-schema";

const recipe = {
  id: "test",
  servings: 4,
  ingredients: [
    { nom: "lardons", quantite: 200, unite: "g" },
    { nom: "œufs", quantite: 4, unite: "pièce" },
    { nom: "crème fraîche", quantite: 20, unite: "cl" },
  ],
} as unknown as Recipe;

const changes = (query: string) =>
  customisationSchema.parse(customisationInput(new URLSearchParams(query), 4));

describe("swapOptions", () => {
  it("proposes foods of the same culinary kind or role, never the food itself", () => {
    const options = swapOptions("lardons");
    expect(options.length).toBeGreaterThan(0);
    expect(options).not.toContain("lardon");
    expect(swapOptions("beurre")).not.toContain("beurre");
    expect(swapOptions("ingrédient inconnu")).toEqual([]);
  });
});

describe("customiseRecipe", () => {
  it("scales, swaps and removes", () => {
    const swap = swapOptions("lardons")[0]!;
    const result = customiseRecipe(
      recipe,
      changes(`portions=2&retirer=2&remplacer=0:${encodeURIComponent(swap)}`),
    );
    expect(result).toEqual({
      ok: true,
      recipe: expect.objectContaining({
        servings: 2,
        ingredients: [
          { nom: swap, quantite: 100, unite: "g" },
          { nom: "œufs", quantite: 2, unite: "pièce" },
        ],
      }),
    });
  });

  it("refuses a swap it did not propose, a missing ingredient and an empty recipe", () => {
    expect(customiseRecipe(recipe, changes("remplacer=0:chocolat noir"))).toMatchObject({ ok: false });
    expect(customiseRecipe(recipe, changes("retirer=9"))).toMatchObject({ ok: false });
    expect(customiseRecipe(recipe, changes("retirer=0&retirer=1&retirer=2"))).toEqual({
      ok: false,
      message: "Gardez au moins un ingrédient.",
    });
  });

  it("refuses servings out of bounds", () => {
    expect(
      customisationSchema.safeParse(customisationInput(new URLSearchParams("portions=0"), 4)).success,
    ).toBe(false);
    expect(
      customisationSchema.safeParse(customisationInput(new URLSearchParams("portions=abc"), 4)).success,
    ).toBe(false);
  });
});

describe("categoryOf", () => {
  it("reads the category from the ingredients", () => {
    expect(categoryOf(["saumon", "lardons"])).toBe("Poisson");
    expect(categoryOf(["poulet", "riz"])).toBe("Viande");
    expect(categoryOf(["pommes", "sucre", "beurre"])).toBe("Desserts");
    expect(categoryOf(["courgette", "riz"])).toBe("Végétarien");
  });
});
