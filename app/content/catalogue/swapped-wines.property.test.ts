import { describe, expect, it } from "vitest";
import { customiseRecipe } from "~/domain/catalogue/customise";
import { SUBSTITUTIONS } from "~/domain/catalogue/substitutions";
import { swapOptionsFor } from "~/domain/catalogue/swap";
import { readIngredient } from "~/domain/nutrition/lexicon";
import type { Recipe } from "~/domain/recipe/model";
import { DISH_LEXICON } from "~/domain/sommelier/dish-lexicon.server";
import { isFish } from "~/domain/sommelier/food-categories";
import { wines } from "~/domain/sommelier/wine-list.server";
import { foldText } from "~/domain/text/fold";
import { breakfastRecipes } from "./breakfasts";
import { catalogueRecipes } from "./recipes";

// Issue 27: when a swap makes the sommelier pair the recipe anew, its « why » may only speak of what
// the recipe, as swapped, holds. A cook read « les épices du tofu » over a quiche seasoned with nutmeg.

const everyRecipe: readonly Recipe[] = [...catalogueRecipes, ...breakfastRecipes];

interface Repaired {
  readonly label: string;
  readonly lines: readonly string[];
  /** The steps as the cook reads them, all in one text. */
  readonly steps: string;
  /** The part of the « why » that speaks of the dish: the wine's own voice is cut off. */
  readonly dishSide: string;
}

function repairedWines(): Repaired[] {
  const found: Repaired[] = [];
  for (const recipe of everyRecipe) {
    recipe.ingredients.forEach((_, index) => {
      for (const option of swapOptionsFor(recipe, index)) {
        const result = customiseRecipe(recipe, {
          portions: recipe.servings,
          retirer: [],
          remplacer: [`${index}:${option.name}`],
        });
        if (!result.ok || !result.recipe.wine) continue;
        const { wine } = result.recipe;
        if (JSON.stringify(wine) === JSON.stringify(recipe.wine)) continue;
        const voice = wines.find((candidate) => candidate.name === wine.wine)?.voice ?? "";
        found.push({
          label: `${recipe.id} ${index}:${option.name} → ${wine.why}`,
          lines: result.recipe.ingredients.map((line) => line.nom),
          steps: result.recipe.steps.map((step) => step.description).join(" "),
          dishSide: wine.why.slice(voice.length),
        });
      }
    });
  }
  return found;
}

const roleOf = (name: string) => {
  const entry = readIngredient(name)?.entry;
  return entry && SUBSTITUTIONS[entry.name]?.role;
};
const lexiconName = (name: string) => readIngredient(name)?.entry.name ?? name;

// Seasonings too gentle for a sommelier to call a dish « épicé »: the nutmeg of a quiche, the pepper
// ground over everything, the vanilla of a custard.
const GENTLE_SPICES = new Set(["poivre", "muscade", "vanille", "baie de genièvre", "clou de girofle"]);
const HOT_CONDIMENTS = new Set(["harissa"]);

const seasonedWithSpice = (lines: readonly string[]) =>
  lines.some((line) => {
    const name = lexiconName(line);
    return (roleOf(line) === "spice" && !GENTLE_SPICES.has(name)) || HOT_CONDIMENTS.has(name);
  });

const cheeseCount = (lines: readonly string[]) =>
  new Set(lines.filter((line) => roleOf(line) === "cheese").map(lexiconName)).size;

// Every fish and shellfish the sommelier may name, by its folded noun (« cabillaud », « saint jacques »).
const FISH_NOUNS = [
  ...new Set(
    DISH_LEXICON.flatMap((entry) =>
      entry.category && isFish(entry.category) && entry.noun ? [foldText(entry.noun.text)] : [],
    ),
  ),
];
// Singular on both sides, so that « des sardines » meets the line « 4 sardines » and « sardine ».
const singular = (text: string) =>
  foldText(text)
    .split(" ")
    .map((word) => (word.length >= 4 ? word.replace(/[sx]$/, "") : word))
    .join(" ");
const hasWords = (text: string, words: string) => ` ${singular(text)} `.includes(` ${singular(words)} `);

describe("the wine paired anew after a swap", () => {
  const repaired = repairedWines();

  it("is paired anew for many swaps, so the claims below are tested on real texts", () => {
    expect(repaired.length).toBeGreaterThan(300);
  });

  it("speaks of spices only when a spice seasons the dish", () => {
    const claims = /épices|piquant|relevée|le feu/;
    const wrong = repaired.filter(
      ({ dishSide, lines }) => claims.test(dishSide) && !seasonedWithSpice(lines),
    );
    expect(wrong.map(({ label }) => label)).toEqual([]);
  });

  it("speaks of a cheese board only over two cheeses at least", () => {
    const claims = /diversité des fromages|d'un fromage à l'autre|plateau|croûtes fleuries/;
    const wrong = repaired.filter(({ dishSide, lines }) => claims.test(dishSide) && cheeseCount(lines) < 2);
    expect(wrong.map(({ label }) => label)).toEqual([]);
  });

  it("names a fish only when it is in the list", () => {
    const wrong = repaired.filter(({ dishSide, lines }) =>
      FISH_NOUNS.some((fish) => {
        if (!hasWords(dishSide, fish)) return false;
        // « le poisson » is any fish of the list; a named fish must be that very one.
        if (fish === "poisson")
          return !lines.some((line) => FISH_NOUNS.some((other) => hasWords(line, other)));
        return !lines.some((line) => hasWords(line, fish));
      }),
    );
    expect(wrong.map(({ label }) => label)).toEqual([]);
  });

  it("speaks of grilling only when a step grills", () => {
    const wrong = repaired.filter(
      ({ dishSide, steps }) => /grillé|grillade/.test(dishSide) && !/gril|plancha|barbecue/i.test(steps),
    );
    expect(wrong.map(({ label }) => label)).toEqual([]);
  });

  it("speaks of smoke only over a smoked food", () => {
    const wrong = repaired.filter(
      ({ dishSide, lines }) => /fumé/.test(dishSide) && !lines.some((line) => /fumé/.test(line)),
    );
    expect(wrong.map(({ label }) => label)).toEqual([]);
  });
});
