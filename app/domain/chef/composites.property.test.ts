import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ALLERGENS } from "../base/allergens";
import type { GeneratedRecipe } from "../generation/recipe-schema";
import { DIET_RESTRICTIONS, NUTRITION_GOALS, type ChefRequest } from "../generation/request-schema";
import { brokenBy, compositeOf, compositesNamed, refusedBy } from "../nutrition/composite-foods";
import { ingredients as lexicon } from "../nutrition/lexicon";
import { cookWithoutAllergens } from "./allergen-free";

const SEED = 20_261_130;
const RUNS = 500;

const request: fc.Arbitrary<ChefRequest> = fc.record({
  ingredients: fc.uniqueArray(fc.constantFrom(...lexicon.map((entry) => entry.name)), {
    minLength: 1,
    maxLength: 8,
  }),
  portions: fc.integer({ min: 1, max: 6 }),
  goal: fc.option(fc.constantFrom(...NUTRITION_GOALS), { nil: undefined }),
  restrictions: fc.subarray([...DIET_RESTRICTIONS], { minLength: 1 }),
  excludedAllergens: fc.subarray([...ALLERGENS], { maxLength: 3 }),
  variation: fc.integer({ min: 0, max: 5 }),
  detailed: fc.boolean(),
});

function texts(recipe: GeneratedRecipe): string[] {
  return [
    recipe.titre,
    recipe.description,
    recipe.dressage,
    recipe.conservation,
    ...recipe.pointsTechniques,
    ...recipe.astucesChef,
    ...recipe.variations,
    ...recipe.instructions.flatMap((step) => [step.description, step.conseil ?? ""]),
    ...(recipe.conseils ?? []),
    ...Object.entries(recipe.alternatives ?? {}).flat(),
  ];
}

describe("le chef hors ligne et les aliments composés", () => {
  it("ne nomme, ni dans la liste ni dans aucun texte, un aliment composé qui porte ce que la personne évite", () => {
    fc.assert(
      fc.property(request, (asked) => {
        const refused = refusedBy(asked.restrictions, asked.excludedAllergens);
        // The cook's own refused foods are named once, in the sentence that says they were set aside.
        const typed = asked.ingredients.filter((nom) =>
          compositesNamed(nom).every(({ composite }) => brokenBy(composite, refused).length === 0),
        );
        fc.pre(typed.length > 0);
        let recipe: GeneratedRecipe;
        try {
          recipe = cookWithoutAllergens({ ...asked, ingredients: typed });
        } catch {
          return; // every typed food refused: the chef says so and writes nothing
        }
        for (const line of recipe.ingredients) {
          const composite = compositeOf(line.nom);
          expect(composite ? brokenBy(composite, refused) : [], line.nom).toEqual([]);
        }
        for (const text of texts(recipe)) {
          const named = compositesNamed(text).filter(
            ({ composite }) => brokenBy(composite, refused).length > 0,
          );
          expect(
            named.map(({ written }) => written),
            text,
          ).toEqual([]);
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
    // Under exclusions the chef walks up to 30 dishes: 500 requests take about 15 s on the shared host.
  }, 120_000);
});
