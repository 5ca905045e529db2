import { describe, expect, it } from "vitest";
import { ALLERGENS, type Allergen } from "../base/allergens";
import { allergenViolations } from "../nutrition/lexicon-allergens";
import type { ChefRequest } from "../generation/request-schema";
import { cookWithoutAllergens } from "./allergen-free";

const request = (ingredients: string[], excludedAllergens: Allergen[], variation = 0): ChefRequest => ({
  ingredients,
  portions: 4,
  restrictions: [],
  variation,
  detailed: false,
  excludedAllergens,
});

const BASKETS = [
  ["poulet", "riz", "poivrons"],
  ["pâtes", "tomates", "basilic"],
  ["pommes de terre", "poireaux", "lardons"],
  ["saumon", "épinards"],
  ["œufs", "courgettes", "fromage de chèvre"],
  ["farine", "pommes", "beurre"],
  ["lentilles", "carottes", "oignons"],
  ["crevettes", "nouilles", "sauce soja"],
];

describe("the offline chef under « Sans … »", () => {
  it("leaves the typed ingredients that hold an excluded allergen out, and says so", () => {
    const recipe = cookWithoutAllergens(request(["pâtes", "beurre", "courgettes"], ["lait"]));
    expect(recipe.astucesChef[0]).toBe(
      "« beurre » n'a pas été utilisé\u00a0: il contient lait, que vous avez exclu.",
    );
    expect(allergenViolations(recipe.ingredients, ["lait"])).toEqual([]);
  });

  it("refuses, in French, when every ingredient holds one", () => {
    expect(() => cookWithoutAllergens(request(["beurre", "crème fraîche"], ["lait"]))).toThrow(
      "« beurre » et « crème fraîche » contiennent un allergène que vous avez exclu\u00a0: ajoutez d'autres ingrédients.",
    );
  });

  it("cooks without the excluded allergen for every basket and every single exclusion it can", () => {
    let cooked = 0;
    let clean = 0;
    for (const basket of BASKETS)
      for (const allergen of ALLERGENS) {
        let recipe;
        try {
          recipe = cookWithoutAllergens(request(basket, [allergen]));
        } catch {
          continue; // every typed ingredient held it
        }
        cooked++;
        if (allergenViolations(recipe.ingredients, [allergen]).length === 0) clean++;
      }
    expect(clean).toBe(cooked);
  });
});
