import { describe, expect, it } from "vitest";
// Tests may read the real catalogue; the domain code itself never does.
// eslint-disable-next-line import-x/no-restricted-paths
import { breakfastRecipes } from "~/content/catalogue/breakfasts";
// eslint-disable-next-line import-x/no-restricted-paths
import { catalogueRecipes } from "~/content/catalogue/recipes";
import { cookRecipe } from "../chef/offline-chef";
import { generatedRecipeSchema } from "../generation/recipe-schema";
import type { ChefRequest } from "../generation/request-schema";
import { computeRecipeNutrition } from "../nutrition/compute";
import { cookOffline, forgetVerdicts } from "./cook";
import { findDishes } from "./retrieval";

const DISHES = [...catalogueRecipes, ...breakfastRecipes];
const ask = (typed: string, extra: Partial<ChefRequest> = {}): ChefRequest => ({
  ingredients: typed.split(", "),
  portions: 4,
  restrictions: [],
  variation: 0,
  detailed: false,
  ...extra,
});

describe("cookOffline", () => {
  it("walks « Autre idée » to the same dishes whether or not earlier requests left their verdicts", () => {
    const walk = (typed: string) =>
      [0, 1, 2, 3, 4, 5].map((variation) => cookOffline(ask(typed, { variation }), DISHES));
    for (const typed of ["poulet, crème, champignons", "pommes, beurre, farine, sucre", "tofu, riz"]) {
      forgetVerdicts();
      const cold = [0, 1, 2, 3, 4, 5].map((variation) => {
        forgetVerdicts();
        return cookOffline(ask(typed, { variation }), DISHES);
      });
      expect(walk(typed)).toEqual(cold);
      // Asked again, the verdicts kept stand in for the dishes already checked, and nothing changes.
      expect(walk(typed)).toEqual(cold);
      expect(new Set(cold.map((recipe) => recipe.titre)).size).toBe(cold.length);
    }
  });

  it("starts from the catalogue dish the foods make, says which, and names what is missing", () => {
    const recipe = cookOffline(ask("poulet, citron, ail"), DISHES);
    expect(recipe.dApres).toEqual({ id: "poulet-roti", titre: "Poulet rôti au thym et au citron" });
    expect(recipe.astucesChef[0]).toMatch(
      /^Il vous manque\u00a0: 40 g de beurre, et pour parfumer\u00a0: thym\.$/,
    );
    expect(generatedRecipeSchema.parse(recipe)).toEqual(recipe);
    expect(recipe.nutritionParPortion).toEqual(computeRecipeNutrition(recipe.ingredients, 4).perPortion);
  });

  it("writes halves of a catalogue dish as a cook says them: « ½ citron », « 1 ½ c. à café »", () => {
    const recipe = cookOffline(ask("poulet, citron, ail", { portions: 2 }), DISHES);
    expect(recipe.ingredients).toContainEqual({ nom: "citron", quantite: "½", unite: "" });
    expect(recipe.ingredients.map((line) => line.quantite).join(" ")).not.toMatch(/\d,5/);
    expect(recipe.nutritionParPortion).toEqual(computeRecipeNutrition(recipe.ingredients, 2).perPortion);
  });

  it("puts a given food in the place it fits, and the title and steps follow", () => {
    const recipe = cookOffline(ask("pâtes, lardons, œufs"), DISHES);
    expect(recipe.dApres?.id).toBe("spaghetti-a-la-carbonara");
    expect(recipe.titre).toBe("Pâtes à la carbonara");
    const lines = recipe.ingredients.map((line) => line.nom);
    expect(lines).toContain("pâtes");
    expect(lines).not.toContain("spaghetti");
    expect(recipe.instructions.some((step) => /pâtes/.test(step.description))).toBe(true);
  });

  it("serves the portions asked", () => {
    expect(cookOffline(ask("poulet, citron, ail", { portions: 6 }), DISHES).portions).toBe(6);
  });

  it("says in its steps the amounts of the portions asked, as its list does (decision 0069)", () => {
    const recipe = cookOffline(ask("pommes, beurre, sucre"), DISHES);
    expect(recipe.dApres?.id).toBe("tarte-tatin");
    expect(recipe.ingredients).toContainEqual({ nom: "sucre", quantite: "90", unite: "g" });
    const steps = recipe.instructions.map((step) => step.description).join(" ");
    expect(steps).toContain("15 g de sucre");
    expect(steps).toContain("75 g de sucre restants");
    expect(steps).not.toMatch(/\b(?:30|150) g de sucre/);
  });

  it("walks the next dishes with « Autre idée », then the archetypes from their first", () => {
    const request = ask("poulet");
    const candidates = findDishes(request, DISHES).map((candidate) => candidate.dish.recipe.id);
    const walked: string[] = [];
    for (let variation = 0; variation <= candidates.length; variation++) {
      const id = cookOffline({ ...request, variation }, DISHES).dApres?.id;
      if (id === undefined) break;
      walked.push(id);
    }
    // Dishes the sense checks refuse are skipped, the others served in their ranking's order.
    expect(walked.length).toBeGreaterThan(1);
    expect(walked).toEqual(candidates.filter((id) => walked.includes(id)));
    const after = cookOffline({ ...request, variation: walked.length }, DISHES);
    expect(after.dApres).toBeUndefined();
    expect(after.titre).toBe(cookRecipe(request).titre);
  });

  it("writes from its archetypes when no dish fits well enough, or a word is unknown", () => {
    expect(cookOffline(ask("chocolat noir, sardines, banane"), DISHES).dApres).toBeUndefined();
    expect(cookOffline(ask("poulet, citron, zorglub"), DISHES).dApres).toBeUndefined();
  });

  it("leaves out a dish that holds an excluded allergen, and keeps Chef Nutrition's goal to the archetypes", () => {
    // The carbonara's eggs and pecorino: « Sans lait » leaves no carbonara.
    const withoutMilk = cookOffline(ask("pâtes, lardons, œufs", { excludedAllergens: ["lait"] }), DISHES);
    expect(withoutMilk.dApres?.id).not.toBe("spaghetti-a-la-carbonara");
    const goal = cookOffline(
      ask("poulet, citron, ail", { goal: "muscle", portions: 2, detailed: true }),
      DISHES,
    );
    expect(goal.dApres).toBeUndefined();
    expect(goal.description).toMatch(/prise de muscle/);
  });
});

describe("cookOffline's words", () => {
  it("drops a diet its swaps no longer keep", () => {
    const recipe = cookOffline(ask("potiron, oignon, crème"), DISHES);
    expect(recipe.dApres?.id).toBe("veloute-de-potimarron");
    expect(recipe.ingredients.map((line) => line.nom)).toContain("crème liquide");
    expect(recipe.description).not.toMatch(/végétal/);
  });
});
