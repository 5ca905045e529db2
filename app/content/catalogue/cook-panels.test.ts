import { describe, expect, it } from "vitest";
import { ingredientLine, ingredientLineParts } from "~/domain/catalogue/ingredient-line";
import { customiseRecipe } from "~/domain/catalogue/customise";
import { scaleRecipe } from "~/domain/catalogue/scale";
import { swapOptionsFor } from "~/domain/catalogue/swap";
import { cookRecipeOf } from "~/domain/cook/cook-recipe";
import { lineFoods } from "~/domain/cook/line-foods";
import { stepPanels } from "~/domain/cook/step-panel";
import { classicRecipes } from "./recipes";

const recipe = (id: string) => classicRecipes.find((candidate) => candidate.id === id)!;

/** Each step's panel as the cook reads it, at the servings chosen. */
function panels(id: string, servings?: number) {
  const scaled = servings ? scaleRecipe(recipe(id), servings) : recipe(id);
  const names = scaled.ingredients.map(({ nom }) => nom);
  const cook = cookRecipeOf(id, scaled, scaled.ingredients.map(ingredientLineParts), lineFoods(names));
  return stepPanels(cook).map((step) =>
    step.map(({ line }) => [line.amount, line.rest].filter(Boolean).join(" ")),
  );
}

describe("stepPanels: each step lists what it uses, with its own amounts (issue 26)", () => {
  it("gives poulet rôti's second step its own thyme and garlic, at the servings chosen", () => {
    expect(panels("poulet-roti")[1]).toEqual([
      "1 poulet fermier de 1,5 kg",
      "1 citron",
      "2 gousses d'ail",
      "2 brins de thym",
      "sel",
      "poivre",
    ]);
    expect(panels("poulet-roti", 8)[1]).toEqual(
      expect.arrayContaining(["4 gousses d'ail", "4 brins de thym"]),
    );
  });

  it("counts the whites the soufflé's step counts, and the noisette of butter it says for one", () => {
    expect(panels("souffle-au-comte", 8)[3]).toEqual(["12 blancs", "sel"]);
    expect(panels("souffle-au-comte", 1)[0]).toEqual(["1 noisette de beurre"]);
  });

  it("lists the beef where the bourguignon says « la viande »", () => {
    const steps = panels("boeuf-bourguignon");
    expect(steps[0]).toContain("1,2 kg de bœuf à bourguignon");
    expect(steps[1]).toContain("1,2 kg de bœuf à bourguignon");
  });

  it("gives each step of the tarte Tatin its share of the sugar, adding up to the list", () => {
    const steps = panels("tarte-tatin", 4).flat();
    expect(steps).toContain("15 g de sucre");
    expect(steps).toContain("75 g de sucre");
  });

  it("scales the tarte Tatin's steps with its list on the recipe page (issue 27)", () => {
    const tatin = recipe("tarte-tatin");
    const forFour = scaleRecipe(tatin, 4);
    expect(forFour.ingredients.map(ingredientLine)).toContain("90 g de sucre");
    const steps = forFour.steps.map((step) => step.description).join(" ");
    expect(steps).toContain("15 g de sucre");
    expect(steps).toContain("75 g de sucre restants");
    expect(steps).not.toContain("150 g");
  });

  it("scales the steps in Le Chef C'est Vous before the swaps rename their foods", () => {
    const tatin = recipe("tarte-tatin");
    const butter = tatin.ingredients.findIndex(({ nom }) => nom === "beurre");
    // Coconut oil replaces butter at 0,8 of its weight: the steps' parts follow the line, not the butter.
    const swap = swapOptionsFor(tatin, butter).find(({ name }) => name === "huile de coco")!;
    const customised = customiseRecipe(tatin, {
      portions: 4,
      retirer: [],
      remplacer: [`${butter}:${swap.name}`],
    });
    if (!customised.ok) throw new Error(customised.message);
    const steps = customised.recipe.steps.map((step) => step.description).join(" ");
    expect(steps).toContain("15 g de sucre");
    expect(steps).toContain("75 g de sucre restants");
    expect(steps).not.toContain("150 g");
    // 90 g × 0,8 = 72 g, read on a kitchen scale as 70 g; the steps share those 70 g.
    expect(customised.recipe.ingredients).toContainEqual({ nom: "huile de coco", quantite: 70, unite: "g" });
    expect(steps).toContain("40 g d'huile de coco");
    expect(steps).toContain("30 g d'huile de coco");
  });
});
