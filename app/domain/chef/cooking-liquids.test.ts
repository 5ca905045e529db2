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

  it("cooks split peas in the curry's own water, unsoaked, as long as they take", () => {
    const curry = cookRecipe(request(["pois cassés", "carottes", "oignon"], 0));
    const steps = curry.instructions.map((step) => step.description).join(" ");
    // Soaked and boiled apart, they would have drunk the tap's water, not the sauce's 500 ml.
    expect(steps).not.toMatch(/tremper|1\sh\s30/);
    expect(steps).toMatch(/Rincez et égouttez les pois cassés/);
    expect(steps).toMatch(/laissez mijoter 45 minutes/);
    const peas = millilitres(curry, (name) => name.startsWith("pois cassé"));
    expect(millilitres(curry, (name) => name === "eau")).toBeGreaterThanOrEqual(peas * 3.5);
    expect(senseProblems(curry)).toEqual([]);
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
    expect(steps).toMatch(/faites-les cuire 15 minutes dans l'eau frémissante/);
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

describe("each lentil its own time, and the sauce sized for what cooks in it", () => {
  const simmer = (recipe: GeneratedRecipe) =>
    recipe.instructions.map((step) => step.description).find((text) => /laissez mijoter/.test(text)) ?? "";

  it("simmers blond lentils 30 minutes, green 25, red ones at least the curry's 20 (not one time for all)", () => {
    const curry = (lentils: string) =>
      [0, 1, 2, 3]
        .map((variation) => cookRecipe(request([lentils, "carottes", "oignon"], variation)))
        .find((candidate) => /^Curry/.test(candidate.titre))!;
    expect(simmer(curry("lentilles blondes"))).toMatch(/mijoter 30 minutes/);
    expect(simmer(curry("lentilles vertes"))).toMatch(/mijoter 25 minutes/);
    expect(simmer(curry("lentilles corail"))).toMatch(/mijoter 20 minutes/);
  });

  it("cooks a salad's red lentils 15 minutes apart, green ones 25", () => {
    const cooked = (lentils: string) =>
      [0, 1, 2, 3, 4, 5]
        .map((variation) => cookRecipe(request([lentils, "tomates", "feta"], variation)))
        .flatMap((recipe) => recipe.instructions.map((step) => step.description))
        .find((text) => /faites-les cuire \d+ minutes dans l'eau frémissante non salée/.test(text));
    expect(cooked("lentilles corail")).toMatch(/cuire 15 minutes/);
    expect(cooked("lentilles vertes")).toMatch(/cuire 25 minutes/);
  });

  it("does not raise a curry's water for chickpeas boiled apart and drained", () => {
    const curry = [0, 1, 2, 3]
      .map((variation) => cookRecipe(request(["pois chiches", "tomates", "cumin"], variation)))
      .find((candidate) => /^Curry/.test(candidate.titre))!;
    expect(curry.instructions.map((step) => step.description).join(" ")).toMatch(/égouttez/);
    expect(millilitres(curry, (name) => name === "eau")).toBeLessThanOrEqual(200);
  });
});

describe("a gratin's milk sized by what it covers", () => {
  const gratin = (ingredients: string[]) =>
    [0, 1, 2, 3, 4]
      .map((variation) =>
        cookRecipe({ ...request(ingredients, variation), restrictions: ["vegetarian" as const] }),
      )
      .find((candidate) => /^Gratin/.test(candidate.titre))!;
  const milk = (recipe: GeneratedRecipe) => millilitres(recipe, (name) => /^(?:lait|crème)/.test(name));

  it("pours a little milk on one courgette, and says why, instead of flooding it with 200 ml", () => {
    const courgette = gratin(["courgettes", "chèvre frais", "menthe"]);
    const vegetables = millilitres(courgette, (name) => /^courgette/.test(name));
    expect(milk(courgette)).toBeLessThanOrEqual(Math.max(50, vegetables * 0.3));
    expect(courgette.instructions.map((step) => step.description).join(" ")).toMatch(/rendront leur eau/);
  });

  it("keeps a potato gratin moist: about 0,6 ml of milk a gram of potato", () => {
    const potatoes = gratin(["pommes de terre", "poireaux", "lardons"]);
    const weight = millilitres(potatoes, (name) => /^pomme de terre/.test(name));
    expect(milk(potatoes)).toBeGreaterThanOrEqual(weight * 0.6);
  });
});

describe("rice and grains cooked by absorption are checked too", () => {
  const risotto = [0, 1, 2, 3, 4]
    .map((variation) => cookRecipe(request(["riz", "champignons", "parmesan", "oignon"], variation)))
    .find((candidate) => /^Risotto/.test(candidate.titre))!;
  const withStock = (millilitres: string, steps = risotto.instructions): GeneratedRecipe => ({
    ...risotto,
    instructions: steps,
    ingredients: risotto.ingredients.map((line) =>
      /^bouillon/.test(line.nom) ? { ...line, quantite: millilitres, unite: "ml" } : line,
    ),
  });

  it("reads a risotto of 160 g of rice in 150 ml of stock as one that burns", () => {
    expect(senseProblems(risotto)).toEqual([]);
    expect(senseProblems(withStock("150")).join(" ")).toMatch(/liquide de cuisson trop court.*riz/);
  });

  it("lets the same rice boiled in a large pot of water and drained be", () => {
    const boiled = [
      {
        etape: 1,
        description:
          "Faites cuire le riz 12 minutes dans une grande casserole d'eau bouillante salée, puis égouttez.",
      },
      ...risotto.instructions
        .slice(1)
        .map((step) => ({ ...step, description: step.description.replace(/riz/g, "plat") })),
    ];
    expect(senseProblems(withStock("150", boiled)).join(" ")).not.toMatch(/liquide de cuisson/);
  });
});

describe("a grain the dish had no place for", () => {
  it("is cooked before it joins a quiche's filling (camembert, épeautre, sans gluten: quinoa)", () => {
    const quiche = cookRecipe({
      ...request(["camembert", "épeautre"], 3),
      portions: 1,
      restrictions: ["gluten-free" as const],
    });
    const steps = quiche.instructions.map((step) => step.description).join(" ");
    expect(steps).toMatch(/Faites cuire le quinoa .* Ajoutez le quinoa à la garniture/);
    expect(senseProblems(quiche)).toEqual([]);
  });
});
