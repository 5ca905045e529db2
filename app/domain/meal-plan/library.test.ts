import { describe, expect, it } from "vitest";
// Tests may read the real catalogue; the domain code itself never does.
// eslint-disable-next-line import-x/no-restricted-paths
import { breakfastRecipes } from "~/content/catalogue/breakfasts";
// eslint-disable-next-line import-x/no-restricted-paths
import { catalogueRecipes } from "~/content/catalogue/recipes";
import { computeRecipeNutrition } from "../nutrition/compute";
import type { OwnRecipe } from "../import/own-recipe-schema";
import { generatedRecipeSchema } from "../generation/recipe-schema";
import { ownPlannerRecipe, plannerRecipe, recipesById } from "./library";
import { dailyTotals } from "./planner";
import { ownRecipeIdOf, ownRecipeRef, plannedRecipeHref } from "./recipe-ref";
import { shoppingList } from "./shopping-list";

describe("plannerRecipe", () => {
  it("keeps what the planner and the shopping list need from a catalogue recipe", () => {
    const bourguignon = catalogueRecipes.find(({ id }) => id === "boeuf-bourguignon");
    if (!bourguignon) throw new Error("boeuf-bourguignon absent du catalogue");
    const planned = plannerRecipe(bourguignon);
    expect(planned).toMatchObject({
      id: "boeuf-bourguignon",
      title: bourguignon.title,
      category: "Viande",
      servings: bourguignon.servings,
      totalMinutes: bourguignon.prepMinutes + bourguignon.cookMinutes,
      wine: `${bourguignon.wine?.wine} (${bourguignon.wine?.type})`,
    });
    expect(planned.ingredients).toEqual(bourguignon.ingredients);
    expect(planned.nutrition).toEqual(
      computeRecipeNutrition(bourguignon.ingredients, bourguignon.servings).perPortion,
    );
  });

  it("leaves the wine out of a breakfast", () => {
    const [first] = breakfastRecipes;
    if (!first) throw new Error("aucun petit-déjeuner");
    expect("wine" in plannerRecipe(first)).toBe(false);
  });

  it("gives every recipe of the library some energy", () => {
    for (const recipe of [...catalogueRecipes, ...breakfastRecipes])
      expect(plannerRecipe(recipe).nutrition.calories, recipe.id).toBeGreaterThan(0);
  });
});

describe("recipesById", () => {
  it("finds recipes by id, the first of an id winning", () => {
    const [first, second] = catalogueRecipes.map(plannerRecipe);
    if (!first || !second) throw new Error("catalogue vide");
    const byId = recipesById([first, second, { ...first, title: "Autre" }]);
    expect(byId.size).toBe(2);
    expect(byId.get(first.id)?.title).toBe(first.title);
  });
});

const gratin: OwnRecipe = {
  title: "Gratin de mamie",
  description: "",
  servings: 4,
  prepMinutes: 20,
  cookMinutes: 45,
  ingredients: [
    { quantite: "1 kg", unite: "", nom: "pommes de terre" },
    { quantite: "50", unite: "cl", nom: "crème fraîche" },
    { quantite: "1/2", unite: "", nom: "gousse d'ail" },
    { quantite: "", unite: "", nom: "sel" },
  ],
  steps: ["Trancher, napper, cuire."],
};

describe("ownPlannerRecipe", () => {
  it("plans a written or imported recipe under its « mes-recettes: » id, as a main dish", () => {
    const planned = ownPlannerRecipe("42", { origin: "written", recipe: gratin });
    expect(planned).toMatchObject({
      id: "mes-recettes:42",
      title: "Gratin de mamie",
      category: "Plats",
      servings: 4,
      totalMinutes: 65,
    });
    expect(planned?.ingredients).toHaveLength(4);
    expect(planned?.nutrition).toEqual(computeRecipeNutrition(gratin.ingredients, 4).perPortion);
    expect(planned?.nutrition.calories).toBeGreaterThan(0);
  });

  it("reads a generated recipe's French durations and portions", () => {
    // As Mes Recettes reads it back: through the schema, which fills the lists left out.
    const generated = generatedRecipeSchema.parse({
      titre: "Velouté de potimarron",
      description: "Un velouté doux.",
      portions: 2,
      tempsPreparation: "15 min",
      tempsCuisson: "1 h 05",
      difficulte: "Facile",
      ingredients: [{ nom: "potimarron", quantite: "800", unite: "g" }],
      instructions: [{ etape: 1, description: "Cuire et mixer." }],
    });
    expect(ownPlannerRecipe("7", { origin: "generated", recipe: generated })).toMatchObject({
      id: "mes-recettes:7",
      title: "Velouté de potimarron",
      servings: 2,
      totalMinutes: 80,
    });
  });

  it("keeps a saved or customised copy's category and wine, under the copy's own id", () => {
    const bourguignon = catalogueRecipes.find(({ id }) => id === "boeuf-bourguignon");
    if (!bourguignon) throw new Error("boeuf-bourguignon absent du catalogue");
    const planned = ownPlannerRecipe("9", { origin: "customised", recipe: bourguignon });
    expect(planned).toEqual({ ...plannerRecipe(bourguignon), id: "mes-recettes:9" });
  });

  it("plans no cocktail and no wine pairing", () => {
    expect(ownPlannerRecipe("1", { origin: "cocktail" })).toBeUndefined();
    expect(ownPlannerRecipe("2", { origin: "pairing" })).toBeUndefined();
  });

  it("counts in the day's totals and on the shopping list, scaled to the people planned", () => {
    const planned = ownPlannerRecipe("42", { origin: "imported", recipe: gratin });
    if (!planned) throw new Error("non planifiable");
    const entry = {
      id: "e1",
      name: planned.title,
      type: "dinner" as const,
      day: "2026-11-16",
      recipeId: ownRecipeRef("42"),
      portions: 2,
      manual: true,
    };
    const byId = recipesById([planned]);
    expect(dailyTotals([entry], byId)["2026-11-16"]).toMatchObject({
      calories: Math.round(planned.nutrition.calories),
      complete: true,
    });
    const items = shoppingList([entry], byId).flatMap((aisle) => aisle.items);
    expect(items.map((item) => item.text)).toEqual([
      "1 tête d'ail",
      "500\u00a0g de pommes de terre",
      "crème fraîche : 2 pots de 20\u00a0cl — 25\u00a0cl pour la semaine",
      "sel",
    ]);
  });
});

describe("planned recipe ids", () => {
  it("tell Mes Recettes from the shared library and lead to the right page", () => {
    expect(ownRecipeIdOf("mes-recettes:abc")).toBe("abc");
    expect(ownRecipeIdOf("quiche-lorraine")).toBeUndefined();
    expect(plannedRecipeHref("mes-recettes:abc")).toBe("/mes-recettes/abc");
    expect(plannedRecipeHref("quiche-lorraine")).toBe("/recette/quiche-lorraine");
  });
});
