import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generatedRecipeSchema, type GeneratedRecipe } from "../generation/recipe-schema";
import { DIET_RESTRICTIONS, NUTRITION_GOALS, type ChefRequest } from "../generation/request-schema";
import { computeRecipeNutrition } from "../nutrition/compute";
import { stepsOf } from "../recipe/steps";
import { restrictionViolations } from "../nutrition/diet";
import { findIngredient, ingredients as lexicon } from "../nutrition/lexicon";
import { frenchMistakes } from "../base/french-check";
import { cookRecipe } from "./offline-chef";
import { senseProblems } from "./recipe-sense";

// A fixed seed keeps CI reproducible; change it locally to explore other requests.
const SEED = 20_251_121;
const RUNS = 200;
// The sense checks read a recipe as a cook would; odd mixes are where the chef goes wrong.
const SENSE_RUNS = 600;

const lexiconName = fc.constantFrom(...lexicon.map((entry) => entry.name));
// Invented words, some starting with a vowel, an h or a capital, to exercise elision and gender guesses.
const unknownWord = fc
  .tuple(fc.constantFrom("", "h", "é", "a", "o", "y", "B", "Ou"), fc.stringMatching(/^[a-z]{3,8}$/))
  .map(([start, rest]) => start + rest)
  .filter((word) => findIngredient(word) === undefined);

const request: fc.Arbitrary<ChefRequest> = fc.record({
  ingredients: fc.uniqueArray(
    fc.oneof({ arbitrary: lexiconName, weight: 3 }, { arbitrary: unknownWord, weight: 1 }),
    {
      minLength: 1,
      maxLength: 12,
      selector: (word) => word.toLocaleLowerCase("fr"),
    },
  ),
  portions: fc.integer({ min: 1, max: 8 }),
  goal: fc.option(fc.constantFrom(...NUTRITION_GOALS), { nil: undefined }),
  calories: fc.option(fc.integer({ min: 200, max: 1200 }), { nil: undefined }),
  proteins: fc.option(fc.integer({ min: 10, max: 80 }), { nil: undefined }),
  restrictions: fc.subarray([...DIET_RESTRICTIONS]),
  variation: fc.integer({ min: 0, max: 5 }),
  detailed: fc.boolean(),
});

function texts(recipe: GeneratedRecipe): string[] {
  return [
    recipe.titre,
    recipe.description,
    recipe.dressage,
    recipe.conservation,
    ...recipe.materiel,
    ...recipe.pointsTechniques,
    ...recipe.astucesChef,
    ...recipe.variations,
    ...recipe.instructions.flatMap((step) => [step.description, step.conseil ?? ""]),
    ...(recipe.conseils ?? []),
    ...Object.values(recipe.alternatives ?? {}),
  ].filter((text) => text.length > 0);
}

const folded = (text: string) => text.toLocaleLowerCase("fr");

/** The names a typed ingredient may appear under: its lexicon names, or the typed word itself. */
function namesFor(typed: string): string[] {
  const entry = findIngredient(typed)?.entry;
  return entry ? [entry.name, entry.plural] : [typed.trim()];
}

describe("cookRecipe, on random requests", () => {
  it("gives a valid recipe that uses every ingredient, keeps the restrictions, quotes CIQUAL and writes correct French", () => {
    fc.assert(
      fc.property(request, (chefRequest) => {
        const recipe = cookRecipe(chefRequest);

        expect(generatedRecipeSchema.safeParse(recipe).success).toBe(true);

        const steps = recipe.instructions.map((step) => folded(step.description));
        const tips = recipe.astucesChef.map(folded);
        for (const typed of chefRequest.ingredients) {
          const names = namesFor(typed).map(folded);
          const listed = recipe.ingredients.some((line) => names.includes(folded(line.nom)));
          const cooked = steps.some((step) => names.some((name) => step.includes(name)));
          const swapped = tips.some((tip) => names.some((name) => tip.includes(name)));
          // « lait » is not set aside because « chocolat au lait » is: other typed foods are read out first.
          const longer = chefRequest.ingredients
            .filter((other) => other !== typed)
            .flatMap(namesFor)
            .map(folded)
            .filter((other) => names.some((name) => other !== name && other.includes(name)));
          const setAside = (recipe.misDeCote ?? []).some((note) => {
            const rest = longer.reduce((text, other) => text.replaceAll(other, " "), folded(note));
            return names.some((name) => rest.includes(name));
          });
          expect({ typed, used: (listed && cooked) || swapped || setAside }).toEqual({ typed, used: true });
          // Set aside means out of the dish: never both in a step and in « Mis de côté ».
          if (setAside) expect({ typed, cooked }).toEqual({ typed, cooked: false });
        }

        expect(restrictionViolations(recipe.ingredients, chefRequest.restrictions)).toEqual([]);
        expect(recipe.nutritionParPortion).toEqual(
          computeRecipeNutrition(recipe.ingredients, recipe.portions, stepsOf({ steps: recipe.instructions }))
            .perPortion,
        );
        expect(texts(recipe).flatMap(frenchMistakes)).toEqual([]);
      }),
      { seed: SEED, numRuns: RUNS },
    );
    // Hundreds of recipes cooked: seconds on a machine shared with other builds.
  }, 60_000);

  it("adds up: what the steps use is listed and used, portions are plausible, no impossible gesture, no suggestion of what is there", () => {
    fc.assert(
      fc.property(request, (chefRequest) => {
        expect(senseProblems(cookRecipe(chefRequest))).toEqual([]);
      }),
      { seed: SEED + 2, numRuns: SENSE_RUNS },
    );
  }, 120_000);

  it("is deterministic, and the next variation gives another title or method", () => {
    fc.assert(
      fc.property(request, (chefRequest) => {
        const first = cookRecipe(chefRequest);
        expect(cookRecipe(chefRequest)).toEqual(first);
        const next = cookRecipe({ ...chefRequest, variation: chefRequest.variation + 1 });
        const method = (recipe: GeneratedRecipe) =>
          recipe.instructions.map((step) => step.description).join("\n");
        expect(next.titre !== first.titre || method(next) !== method(first)).toBe(true);
      }),
      { seed: SEED + 1, numRuns: RUNS },
    );
  }, 60_000);
});
