import { describe, expect, it } from "vitest";
import { categoryOf } from "./from-generated";
import { customisationInput, customisationSchema, customiseRecipe } from "./customise";
import type { Recipe } from "../recipe/model";

const recipe = {
  id: "test",
  title: "Quiche aux lardons",
  description: "Une quiche aux lardons et à la crème.",
  servings: 4,
  ingredients: [
    { nom: "lardons", quantite: 200, unite: "g" },
    { nom: "œufs", quantite: 4, unite: "pièce" },
    { nom: "crème fraîche", quantite: 20, unite: "cl" },
  ],
  steps: [
    { description: "Faites dorer les lardons à sec." },
    { description: "Battez les œufs avec la crème fraîche, ajoutez les lardons et versez sur la pâte." },
  ],
  equipment: [],
  tips: [],
  variations: [],
} as unknown as Recipe;

const changes = (query: string) =>
  customisationSchema.parse(customisationInput(new URLSearchParams(query), 4));

describe("customiseRecipe", () => {
  it("scales, swaps and removes, and the words follow", () => {
    const result = customiseRecipe(
      recipe,
      changes(`portions=2&retirer=2&remplacer=0:${encodeURIComponent("tofu fumé")}`),
    );
    expect(result).toEqual({
      ok: true,
      recipe: expect.objectContaining({
        servings: 2,
        title: "Quiche au tofu fumé",
        ingredients: [
          { nom: "tofu fumé", quantite: 100, unite: "g" },
          { nom: "œufs", quantite: 2, unite: "pièce" },
        ],
        steps: [
          { description: "Faites dorer le tofu fumé à sec." },
          { description: "Battez les œufs, ajoutez le tofu fumé et versez sur la pâte." },
        ],
      }),
    });
  });

  it("converts a swapped amount through grams", () => {
    const result = customiseRecipe(
      recipe,
      changes(`remplacer=2:${encodeURIComponent("yaourt à la grecque")}`),
    );
    expect(result.ok && result.recipe.ingredients[2]).toEqual({
      nom: "yaourt à la grecque",
      quantite: 200,
      unite: "g",
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
