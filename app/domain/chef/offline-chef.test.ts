import { describe, expect, it } from "vitest";
import { generatedRecipeSchema, type GeneratedRecipe } from "../generation/recipe-schema";
import { chefRequestFromNutrition, type ChefRequest } from "../generation/request-schema";
import { computeRecipeNutrition } from "../nutrition/compute";
import { restrictionViolations } from "../nutrition/diet";
import { findIngredient } from "../nutrition/lexicon";
import { cookRecipe } from "./offline-chef";
import { PANTRY } from "./pantry";

function cook(ingredients: string[], extra: Partial<ChefRequest> = {}): GeneratedRecipe {
  return cookRecipe({ ingredients, portions: 4, restrictions: [], variation: 0, detailed: false, ...extra });
}

const names = (recipe: GeneratedRecipe) => recipe.ingredients.map((line) => line.nom);
const method = (recipe: GeneratedRecipe) => recipe.instructions.map((step) => step.description).join("\n");

const pantryNames = new Set(
  Object.values(PANTRY)
    .flatMap((item) => item.names)
    .map((name) => findIngredient(name)?.entry.id)
    .filter((id): id is string => id !== undefined),
);

/** Everything the chef added on its own comes from the documented pantry. */
function expectOnlyPantryAdded(recipe: GeneratedRecipe, typed: string[]) {
  const typedIds = new Set(typed.map((text) => findIngredient(text)?.entry.id ?? text));
  for (const line of recipe.ingredients) {
    const id = findIngredient(line.nom)?.entry.id ?? line.nom;
    if (!typedIds.has(id)) expect(pantryNames, line.nom).toContain(id);
  }
}

describe("cookRecipe, by example", () => {
  it("writes half a spoon as a cook does, and weights in decimals", () => {
    const gratin = cook(["poireaux", "pommes de terre", "lardons"], { portions: 2 });
    expect(gratin.ingredients).toContainEqual({ nom: "thym", quantite: "½", unite: "c. à café" });
    expect(gratin.ingredients.map((line) => line.quantite).join(" ")).not.toMatch(/\d,5/);
    // « ½ » is read as a half: the thyme is weighed, nothing left unmatched.
    const asDecimal = gratin.ingredients.map((line) =>
      line.quantite === "½" ? { ...line, quantite: "0,5" } : line,
    );
    expect(computeRecipeNutrition(gratin.ingredients, 2).perPortion).toEqual(
      computeRecipeNutrition(asDecimal, 2).perPortion,
    );
    expect(computeRecipeNutrition(gratin.ingredients, 2).unmatched).toEqual([]);
  });

  it("makes a risotto from tomatoes, onion and rice", () => {
    const typed = ["tomate", "oignon", "riz"];
    const recipe = cook(typed);
    expect(generatedRecipeSchema.parse(recipe)).toBeTruthy();
    expect(recipe.titre).toBe("Risotto aux tomates et au thym");
    expect(names(recipe)).toEqual(
      expect.arrayContaining(["tomates", "oignons", "riz", "bouillon de légumes"]),
    );
    expect(method(recipe)).toMatch(/louche après louche/);
    expect(method(recipe)).toMatch(/les oignons/);
    expect(recipe.difficulte).toBe("Moyen");
    expectOnlyPantryAdded(recipe, typed);
  });

  it("makes a crumble from apples, butter and flour, with the cook's butter and flour in dessert quantities", () => {
    const typed = ["pomme", "beurre", "farine"];
    const recipe = cook(typed);
    expect(recipe.titre).toBe("Crumble aux pommes et à la cannelle");
    expect(recipe.ingredients).toEqual(
      expect.arrayContaining([
        { nom: "pommes", quantite: "4", unite: "" },
        { nom: "beurre", quantite: "100", unite: "g" },
        { nom: "farine", quantite: "140", unite: "g" },
      ]),
    );
    expect(recipe.instructions.some((step) => step.temperature === "180 °C")).toBe(true);
    expect(recipe.materiel).toContain("Plat à gratin");
    expectOnlyPantryAdded(recipe, typed);
  });

  it("makes an omelette from eggs and cheese, keeping the unknown « fromage » as typed", () => {
    const recipe = cook(["œufs", "fromage"]);
    expect(recipe.titre).toMatch(/^Omelette au fromage/);
    expect(recipe.ingredients).toContainEqual({ nom: "fromage", quantite: "100", unite: "g" });
    expect(recipe.ingredients).toContainEqual({ nom: "œufs", quantite: "8", unite: "" });
    expect(method(recipe)).toMatch(/Répartissez le fromage/);
    expect(recipe.astucesChef[0]).toMatch(/^«\u00a0fromage\u00a0» ne figure pas dans notre table/);
    expect(computeRecipeNutrition(recipe.ingredients, recipe.portions).unmatched).toEqual(["fromage"]);
  });

  it("makes a carrot velouté from carrots alone", () => {
    const typed = ["carottes"];
    const recipe = cook(typed);
    expect(recipe.titre).toBe("Velouté de carottes au cumin");
    expect(recipe.materiel).toContain("Mixeur plongeant ou blender");
    expect(method(recipe)).toMatch(/Mixez longuement/);
    expect(recipe.tempsCuisson).toBe("31 min");
    expectOnlyPantryAdded(recipe, typed);
  });

  it("writes a new word with the right article, before a vowel too", () => {
    expect(method(cook(["aubergine", "zorglub"]))).toMatch(/le zorglub/);
    expect(method(cook(["aubergine", "éclatine"]))).toMatch(/l'éclatine/);
    expect(method(cook(["aubergine", "Pistoles"]))).toMatch(/les pistoles/);
  });

  it("swaps what breaks a restriction and says so", () => {
    const recipe = cook(["courgettes", "oignon", "lardons"], { restrictions: ["vegetarian"] });
    expect(names(recipe)).toContain("tofu fumé");
    expect(names(recipe)).not.toContain("lardons");
    expect(recipe.astucesChef).toContain(
      "Les lardons ont été remplacés par du tofu fumé pour que la recette reste végétarienne.",
    );
    expect(restrictionViolations(recipe.ingredients, ["vegetarian"])).toEqual([]);

    const vegan = cook(["poireaux", "crème fraîche"], { restrictions: ["vegan"] });
    expect(names(vegan)).toContain("lait de coco");
    expect(vegan.astucesChef.join(" ")).toMatch(/La crème fraîche a été remplacée par du lait de coco/);
  });

  it("takes stand-ins from the pantry when a restriction forbids the usual item", () => {
    const recipe = cook(["pomme"], { restrictions: ["gluten-free", "lactose-free"] });
    expect(names(recipe)).not.toContain("farine");
    expect(names(recipe)).not.toContain("beurre");
    expect(restrictionViolations(recipe.ingredients, ["gluten-free", "lactose-free"])).toEqual([]);
  });

  it("scales to the number of portions", () => {
    const two = cook(["carottes"], { portions: 2 });
    const eight = cook(["carottes"], { portions: 8 });
    const carrots = (recipe: GeneratedRecipe) =>
      Number(recipe.ingredients.find((line) => line.nom === "carottes")?.quantite);
    expect(carrots(eight)).toBeGreaterThan(3 * carrots(two));
  });

  it("gives another idea for each variation of the same ingredients", () => {
    for (const typed of [
      ["tomate", "oignon", "riz"],
      ["pomme", "beurre", "farine"],
      ["œufs", "fromage"],
      ["carottes"],
    ]) {
      const titles = [0, 1, 2].map((variation) => cook(typed, { variation }).titre);
      expect(new Set(titles).size, typed.join(", ")).toBe(3);
    }
  });
});

describe("cookRecipe, with foods that cannot share the dish", () => {
  it("sets the sardines aside from a chocolate and banana dessert, and says why", () => {
    const recipe = cook(["chocolat noir", "sardines", "banane"]);
    expect(recipe.misDeCote).toEqual([
      "Les sardines n'ont pas leur place dans un crumble\u00a0: gardez-les pour des tartines.",
    ]);
    expect(names(recipe)).not.toContain("sardines");
    expect(recipe.instructions.map((step) => step.description).join(" ")).not.toMatch(/sardine/);
  });

  it("keeps chocolate out of a savoury dish", () => {
    const recipe = cook(["poulet", "carottes", "chocolat noir"]);
    expect(recipe.misDeCote).toEqual([
      "Le chocolat noir n'a pas sa place dans une poêlée\u00a0: gardez-le pour un dessert.",
    ]);
  });

  it("cooks chicken with apples and pears rather than set anything aside", () => {
    expect(cook(["poulet", "pomme", "poire"]).misDeCote).toBeUndefined();
  });

  it("asks to name a family typed alone, and sets it aside beside real foods", () => {
    expect(() => cook(["viande"])).toThrow(/«\u00a0viande\u00a0» désigne une famille, pas un ingrédient/);
    expect(cook(["viande", "pâtes", "tomates"]).misDeCote).toEqual([
      expect.stringMatching(/^«\u00a0viande\u00a0» désigne une famille/),
    ]);
  });
});

describe("cookRecipe for the nutrition screen", () => {
  const request = chefRequestFromNutrition({
    goal: "muscle",
    calories: 700,
    proteins: 50,
    restrictions: [],
    ingredients: [],
    variation: 0,
  });
  const recipe = cookRecipe(request);
  const nutrition = computeRecipeNutrition(recipe.ingredients, recipe.portions);

  it("uses chicken, rice and named vegetables, never « légumes », and quotes CIQUAL exactly", () => {
    expect(names(recipe)).toEqual(
      expect.arrayContaining([
        "poulet",
        "riz",
        expect.stringMatching(/^carottes?$/),
        expect.stringMatching(/^courgettes?$/),
      ]),
    );
    expect(names(recipe)).not.toContain("légumes");
    expect(recipe.astucesChef[0]).toMatch(/^«\u00a0Légumes\u00a0» ne dit pas lesquels/);
    expect(recipe.nutritionParPortion).toEqual(nutrition.perPortion);
    expect(recipe.calories).toBe(nutrition.perPortion.calories);
  });

  it("steers the quantities to within 15 % of the targets", () => {
    expect(Math.abs(nutrition.perPortion.calories - 700) / 700).toBeLessThanOrEqual(0.15);
    expect(Math.abs(nutrition.perPortion.proteines - 50) / 50).toBeLessThanOrEqual(0.15);
  });

  it("fills the per-ingredient figures, advice and alternatives", () => {
    const chicken = recipe.ingredients.find((line) => line.nom === "poulet");
    const row = nutrition.perIngredient.find((line) => line.nom === "poulet");
    expect(chicken).toMatchObject({
      calories: row?.calories,
      proteines: row?.proteines,
      glucides: row?.glucides,
      lipides: row?.lipides,
    });
    expect(recipe.conseils?.[0]).toMatch(/proche de votre objectif de 700\u00a0kcal/);
    expect(recipe.conseils?.join(" ")).toMatch(/50\u00a0g/);
    expect(Object.keys(recipe.alternatives ?? {})).toEqual(expect.arrayContaining(["poulet", "riz"]));
    expect(recipe.description).toMatch(/prise de muscle/);
  });

  it("keeps the restrictions in the alternatives too", () => {
    const vegan = cookRecipe({ ...request, restrictions: ["vegan"] });
    expect(restrictionViolations(vegan.ingredients, ["vegan"])).toEqual([]);
    for (const text of Object.values(vegan.alternatives ?? {}))
      expect(text).not.toMatch(/poulet|dinde|œuf|fromage/);
  });
});

describe("variations that bring something new", () => {
  it("does not suggest « quelques olives » in papillotes that already have olives", () => {
    const papillotes = [0, 1, 2, 3]
      .map((variation) => cook(["poulet", "citron", "olives"], { portions: 2, variation }))
      .find((recipe) => /^Papillotes/.test(recipe.titre))!;
    expect(names(papillotes)).toContain("olives");
    expect(papillotes.variations.join(" ")).not.toMatch(/olives/);
  });
});

describe("titles in a cook's French", () => {
  it("names one lemon « au citron », as French dishes do, not « aux citrons »", () => {
    const papillotes = [0, 1, 2, 3]
      .map((variation) => cook(["poulet", "citron", "olives"], { portions: 2, variation }))
      .find((recipe) => /^Papillotes/.test(recipe.titre))!;
    expect(papillotes.titre).toMatch(/au citron/);
  });
});
