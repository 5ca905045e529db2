import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { GeneratedRecipe } from "../generation/recipe-schema";
import { DIET_RESTRICTIONS, type DietRestriction } from "../generation/request-schema";
import { forbiddenFoodsNamed } from "../nutrition/diet";
import { ingredients as lexicon } from "../nutrition/lexicon";
import { allowedSentences, firstAllowed } from "./diet-text";
import { cookRecipe } from "./offline-chef";

describe("forbiddenFoodsNamed", () => {
  it("finds the foods a sentence suggests that a restriction forbids", () => {
    const named = (text: string, restriction: DietRestriction) =>
      forbiddenFoodsNamed(text, [restriction]).map((violation) => violation.ingredient);
    expect(named("Ajoutez une poignée de noix ou de croûtons pour le croquant.", "gluten-free")).toEqual([
      "croûtons",
    ]);
    expect(named("Servez sur un lit de quinoa ou de lentilles.", "keto")).toEqual(["quinoa", "lentilles"]);
    expect(named("Une pomme de terre donne du corps.", "keto")).toEqual(["pomme de terre"]);
    expect(named("Remplacez la crème par du lait de coco.", "vegan")).toEqual(["crème"]);
    expect(named("Parsemez de chapelure dorée.", "gluten-free")).toEqual(["chapelure"]);
  });

  it("reads what is not a food to add as such", () => {
    const none = (text: string, restriction: DietRestriction) =>
      expect(forbiddenFoodsNamed(text, [restriction])).toEqual([]);
    none("Servez un lait de coco bien frais.", "vegan");
    none("Les légumes bouillent au lieu de dorer.", "vegetarian");
    none("Terminez avec une purée de cajou au lieu du beurre.", "vegan");
    none("Une pomme de terre donne du corps sans crème.", "vegan");
    none("Mixez 2 minutes : c'est la durée qui donne le côté soyeux, pas la crème.", "lactose-free");
    none("Servez aussitôt avec des baguettes.", "gluten-free");
    none("Une pâte reposée au frais se rétracte moins.", "gluten-free");
  });
});

describe("firstAllowed and allowedSentences", () => {
  it("choose the wording the diet allows", () => {
    expect(firstAllowed(["gluten-free"], "Avec du pain grillé.", "Avec du poivre.")).toBe("Avec du poivre.");
    expect(firstAllowed([], "Avec du pain grillé.", "Avec du poivre.")).toBe("Avec du pain grillé.");
    expect(allowedSentences("Se garde 3 jours. Les pâtes gonflent.", ["gluten-free"], "—")).toBe(
      "Se garde 3 jours.",
    );
    expect(allowedSentences("Avec des croûtons.", ["gluten-free"], "Servez.")).toBe("Servez.");
  });
});

/** The chef's own words: its swap notes name the food they replaced, on purpose. */
function advice(recipe: GeneratedRecipe): string[] {
  return [
    recipe.dressage,
    recipe.conservation,
    ...recipe.pointsTechniques,
    ...recipe.astucesChef.filter((tip) => !/pour que la recette reste|aucun ingrédient équivalent/.test(tip)),
    ...recipe.variations,
    ...(recipe.conseils ?? []),
    ...Object.values(recipe.alternatives ?? {}),
  ].filter((text) => text.length > 0);
}

// Savoury and sweet baskets, so that every dish of the chef comes up in some ranking.
const BASKETS = [
  ["courgette", "tomate", "oignon"],
  ["poulet", "riz", "champignon"],
  ["œuf", "lardons", "crème fraîche"],
  ["saumon", "pâtes", "citron"],
  ["potiron", "carotte", "lait de coco"],
  ["pomme", "poire", "farine"],
  ["cerise", "lait", "sucre"],
  ["pomme de terre", "fromage râpé", "jambon"],
  ["lentille", "épinard", "tofu"],
  ["bœuf haché", "poivron", "haricot rouge"],
];

describe("the offline chef's advice keeps the restrictions", () => {
  it.each(DIET_RESTRICTIONS.map((restriction) => [restriction]))(
    "%s: no tip, variation, plating or advice names a food it forbids, in any dish",
    (restriction) => {
      const dishes = new Set<string>();
      for (const ingredients of BASKETS) {
        for (let variation = 0; variation < 16; variation++) {
          const recipe = cookRecipe({
            ingredients,
            portions: 2,
            restrictions: [restriction],
            variation,
            detailed: true,
            goal: "muscle",
            calories: 1500,
            proteins: 120,
          });
          dishes.add(recipe.titre.split(" ")[0]!);
          for (const text of advice(recipe))
            expect({ text, forbidden: forbiddenFoodsNamed(text, [restriction]) }).toEqual({
              text,
              forbidden: [],
            });
        }
      }
      expect(dishes.size).toBeGreaterThanOrEqual(12);
    },
  );

  it("on random requests too", () => {
    const name = fc.constantFrom(...lexicon.map((entry) => entry.name));
    fc.assert(
      fc.property(
        fc.uniqueArray(name, { minLength: 1, maxLength: 6 }),
        fc.subarray([...DIET_RESTRICTIONS], { minLength: 1 }),
        fc.integer({ min: 0, max: 8 }),
        (ingredients, restrictions, variation) => {
          const recipe = cookRecipe({ ingredients, portions: 2, restrictions, variation, detailed: true });
          for (const text of advice(recipe))
            expect({ text, forbidden: forbiddenFoodsNamed(text, restrictions) }).toEqual({
              text,
              forbidden: [],
            });
        },
      ),
      { seed: 20_261_124, numRuns: 300 },
    );
  }, 60_000);
});
