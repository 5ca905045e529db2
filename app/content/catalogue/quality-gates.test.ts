import { describe, expect, it } from "vitest";
import type { CatalogueRecipe } from "~/domain/catalogue/types";
import type { Category } from "~/domain/recipe/labels";
import { cookingVerbsIn, isOvenStep } from "~/domain/chef/cooking-verbs";
import { frenchMistakes, typographyMistakes } from "~/domain/base/french-check";
import { headerTimeProblems } from "~/domain/catalogue/times";
import { per100g, unsupportedClaims } from "~/domain/nutrition/claims";
import { computeRecipeNutrition } from "~/domain/nutrition/compute";
import { readIngredient } from "~/domain/nutrition/lexicon";
import { foldText } from "~/domain/text/fold";
import { breakfastRecipes } from "./breakfasts";
import { catalogueRecipes } from "./recipes";

/**
 * Quality gates over the whole catalogue (issue 20): each gate lists every offender in its
 * failure, « recipe-id: what is wrong », so that a writer sees all the fixes at once. The
 * JSON-LD gate lives beside the JSON-LD (app/features/catalogue/recipe-json-ld.test.ts), which
 * content may not import. `node scripts/french-spaces.mjs <file>` puts in the no-break spaces.
 */
const everyRecipe: readonly CatalogueRecipe[] = [...catalogueRecipes, ...breakfastRecipes];

/** Plausible kcal per portion, by category: outliers are fixed, not the band widened. */
export const ENERGY_BANDS: Readonly<Record<Category, readonly [number, number]>> = {
  Entrées: [80, 600],
  Viande: [250, 1100],
  Poisson: [250, 1100],
  Végétarien: [250, 1100],
  Plats: [250, 1100],
  Desserts: [150, 700],
  "Petit-déjeuner": [150, 800],
};

function offenders(check: (recipe: CatalogueRecipe) => string[]): string[] {
  return everyRecipe.flatMap((recipe) => check(recipe).map((problem) => `${recipe.id} : ${problem}`));
}

/** Fails with the whole list, one offender a line. */
function expectNone(found: string[], gate: string) {
  expect(found, `${found.length} × ${gate}\n${found.join("\n")}\n`).toEqual([]);
}

/** Every text a reader sees, with where it comes from. */
function textsOf(recipe: CatalogueRecipe): [string, string][] {
  return [
    ["titre", recipe.title],
    ["description", recipe.description],
    ["illustration", recipe.imageAlt],
    ...recipe.ingredients.map((ingredient): [string, string] => ["ingrédient", ingredient.nom]),
    ...recipe.equipment.map((item): [string, string] => ["matériel", item]),
    ...recipe.steps.flatMap((step, index): [string, string][] => [
      [`étape ${index + 1}`, step.description],
      ...(step.temperature
        ? [[`étape ${index + 1} (température)`, step.temperature] as [string, string]]
        : []),
    ]),
    ...recipe.tips.map((tip, index): [string, string] => [`astuce ${index + 1}`, tip]),
    ...recipe.variations.map((variation, index): [string, string] => [`variante ${index + 1}`, variation]),
    ...(recipe.wine
      ? ([
          ["vin", recipe.wine.wine],
          ["vin (région)", recipe.wine.region],
          ["vin (pourquoi)", recipe.wine.why],
        ] as [string, string][])
      : []),
  ];
}

describe("quality gates of the catalogue", () => {
  it("matches every ingredient in CIQUAL and weighs every quantity", () => {
    expectNone(
      offenders((recipe) =>
        recipe.ingredients.flatMap((ingredient) => {
          if (computeRecipeNutrition([ingredient], 1).unmatched.length === 0) return [];
          const { nom, quantite, unite } = ingredient;
          return readIngredient(nom)
            ? [`« ${nom} » : « ${quantite} ${unite} » ne se convertit pas en grammes`]
            : [`« ${nom} » : inconnu du lexique (CIQUAL)`];
        }),
      ),
      "ingrédients non reconnus ou non pesables",
    );
  });

  it("makes only the nutrition claims its figures hold (regulation 1924/2006)", () => {
    expectNone(
      offenders((recipe) => {
        const figures = per100g(computeRecipeNutrition(recipe.ingredients, recipe.servings));
        if (!figures) return ["rien n'est pesé"];
        return textsOf(recipe).flatMap(([where, text]) =>
          unsupportedClaims(text, figures).map((problem) => `${where}, ${problem}`),
        );
      }),
      "allégation nutritionnelle que les chiffres ne tiennent pas",
    );
  });

  it("keeps the energy per portion in its category's band", () => {
    expectNone(
      offenders((recipe) => {
        const [low, high] = ENERGY_BANDS[recipe.category];
        const { calories } = computeRecipeNutrition(recipe.ingredients, recipe.servings).perPortion;
        return calories < low || calories > high
          ? [`${calories} kcal par portion, hors de ${low}–${high} kcal (${recipe.category})`]
          : [];
      }),
      "énergie par portion hors bande",
    );
  });

  it("gives every cooking step a duration and every oven step a temperature in °C", () => {
    expectNone(
      offenders((recipe) =>
        recipe.steps.flatMap((step, index) => {
          const problems: string[] = [];
          const verbs = cookingVerbsIn(step.description);
          if (verbs.length > 0 && !step.temps)
            problems.push(`étape ${index + 1} (${verbs.join(", ")}) sans durée : « ${step.description} »`);
          if (isOvenStep(step.description) && !/\d\s?°C/.test(step.temperature ?? ""))
            problems.push(`étape ${index + 1} au four sans température en °C : « ${step.description} »`);
          return problems;
        }),
      ),
      "étapes de cuisson incomplètes",
    );
  });

  it("writes header times its steps agree with (decision 0049)", () => {
    // Cooking within 10 min or 15 % of the steps'; every wait written in a step has its « temps ».
    expectNone(offenders(headerTimeProblems), "temps d'en-tête contredits par les étapes");
  });

  it("shares no description and no step text between two recipes", () => {
    const seen = new Map<string, string>();
    const found: string[] = [];
    const claim = (text: string, where: string) => {
      const key = foldText(text);
      const first = seen.get(key);
      if (first && first.split(" ")[0] !== where.split(" ")[0])
        found.push(`${where} reprend le texte de ${first} : « ${text} »`);
      else if (!first) seen.set(key, where);
    };
    for (const recipe of everyRecipe) {
      claim(recipe.description, `${recipe.id} (description)`);
      recipe.steps.forEach((step, index) => claim(step.description, `${recipe.id} (étape ${index + 1})`));
    }
    expectNone(found, "textes repris d'une autre recette");
  });

  it("writes correct French: elisions, contractions, spacing", () => {
    expectNone(
      offenders((recipe) =>
        textsOf(recipe).flatMap(([where, text]) =>
          frenchMistakes(text).map((mistake) => `${where} : ${mistake}`),
        ),
      ),
      "fautes de français",
    );
  });

  it("follows French typography: no-break spaces and decimal commas", () => {
    expectNone(
      offenders((recipe) =>
        textsOf(recipe).flatMap(([where, text]) =>
          typographyMistakes(text).map((mistake) => `${where} : ${mistake}`),
        ),
      ),
      "fautes de typographie",
    );
  });
});
