import { describe, expect, it } from "vitest";
import type { GeneratedRecipe } from "../generation/recipe-schema";
import { findIngredient } from "../nutrition/lexicon";
import { toGrams } from "../nutrition/quantity";
import { isCookingLiquid, liquidPerGram } from "./cooking-liquids";
import { cookRecipe } from "./offline-chef";
import { senseProblems } from "./recipe-sense";

const request = (ingredients: string[], variation = 0) => ({
  ingredients,
  portions: 2,
  restrictions: [],
  variation,
  detailed: false,
});

const millilitres = (recipe: GeneratedRecipe, test: (name: string) => boolean) =>
  recipe.ingredients.reduce((sum, line) => {
    const entry = findIngredient(line.nom)?.entry;
    if (!entry || !test(entry.name)) return sum;
    const quantity = Number(String(line.quantite).replace(",", "."));
    return sum + (toGrams(entry, quantity, line.unite || "pièce") ?? 0);
  }, 0);

describe("the cooking liquid follows what it cooks", () => {
  it("gives the usual ratios: lentils about 3 ml a gram, pilaf rice 1,5, couscous 1,2", () => {
    expect(liquidPerGram(findIngredient("lentilles corail")!.entry)).toBe(3);
    expect(liquidPerGram(findIngredient("riz")!.entry)).toBe(1.5);
    expect(liquidPerGram(findIngredient("semoule")!.entry)).toBe(1.2);
    expect(liquidPerGram(findIngredient("pois chiches en conserve")!.entry)).toBeUndefined();
  });

  it("reads a lentil curry with 130 g of lentils in 200 ml of water as one that burns", () => {
    const curry = cookRecipe(request(["lentilles corail", "curry", "oignon"], 0));
    const short: GeneratedRecipe = {
      ...curry,
      ingredients: [
        { nom: "lentilles corail", quantite: "130", unite: "g" },
        { nom: "eau", quantite: "200", unite: "ml" },
        ...curry.ingredients.filter((line) => !/lentille|eau/.test(line.nom)),
      ],
    };
    expect(senseProblems(short).join(" ")).toMatch(/liquide de cuisson trop court/);
  });

  it.each([
    [["lentilles", "carottes", "oignon"], /^Curry/],
    [["lentilles corail", "lait de coco", "épinards"], /^Curry/],
    [["pois cassés", "carotte"], /^Curry/],
  ])("pours enough for the pulses of a curry (%s)", (ingredients, family) => {
    const recipe = [0, 1, 2, 3]
      .map((variation) => cookRecipe(request(ingredients, variation)))
      .find((candidate) => family.test(candidate.titre))!;
    const pulses = millilitres(recipe, (name) => /^(?:lentille|pois cassé)/.test(name));
    const liquid = millilitres(recipe, (name) => isCookingLiquid(findIngredient(name)!.entry));
    expect(liquid).toBeGreaterThanOrEqual(pulses * 3 * 0.8);
    expect(senseProblems(recipe)).toEqual([]);
  });

  it("cooks a salad's dried lentils before warming them", () => {
    const salad = [0, 1, 2, 3]
      .map((variation) => cookRecipe(request(["lentilles corail", "lait de coco", "épinards"], variation)))
      .find((candidate) => /^Salade/.test(candidate.titre))!;
    const steps = salad.instructions.map((step) => step.description).join(" ");
    expect(steps).toMatch(/faites-les cuire 20 minutes dans l'eau frémissante/);
  });
});

describe("a broccoli comes apart in florets", () => {
  it("is never cut « en fines lanières », even in a wok", () => {
    const wok = cookRecipe({ ...request(["tofu", "brocoli", "sauce soja", "riz"]), restrictions: ["vegan"] });
    const steps = wok.instructions.map((step) => step.description).join(" ");
    expect(steps).toMatch(/détaillez-le en petits bouquets/);
    expect(senseProblems(wok)).toEqual([]);
  });

  it("is read as a fault by the sense reader when a step slices it", () => {
    const wok = cookRecipe({ ...request(["tofu", "brocoli", "sauce soja", "riz"]), restrictions: ["vegan"] });
    const sliced = {
      ...wok,
      instructions: [{ etape: 1, description: "Lavez le brocoli, puis coupez-le en fines lanières." }],
    };
    expect(senseProblems(sliced).join(" ")).toMatch(/bouquets/);
  });
});
