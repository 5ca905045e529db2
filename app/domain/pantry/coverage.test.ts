import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ingredients } from "../nutrition/lexicon";
import { coverage, pantryFoods, rankByPantry, rankScore, recipeFoods } from "./coverage";
import { PANTRY_BASICS, foodOf, foodsCoveredBy } from "./foods";
import { coverageSentence, pantryMessages, readPantryFilters, splitIngredients } from "./pantry-forms";

const line = (nom: string) => ({ nom, quantite: 1, unite: "" });
const carbonara = [
  line("spaghetti"),
  line("lardons fumés"),
  line("œufs"),
  line("parmesan"),
  line("poivre noir"),
  line("sel"),
];

describe("the foods a recipe calls for", () => {
  it("are read through the lexicon: a cook's spellings meet one food", () => {
    const foods = recipeFoods([line("lardons fumés"), line("tomates cerises"), line("beurre doux")]);
    expect(foods.map((food) => food.food)).toEqual(["lardon", "tomate", "beurre"]);
    const pantry = pantryFoods(["lardon", "tomate", "beurre-demi-sel"], false);
    expect(coverage(foods, pantry).missing).toEqual([]);
  });

  it("leave out the lines the lexicon does not know, and count each food once", () => {
    const foods = recipeFoods([line("oignon"), line("oignons jaunes"), line("poudre de perlimpinpin")]);
    expect(foods.map((food) => food.food)).toEqual(["oignon"]);
  });

  it("are covered one way only where a food is made from another: a lemon gives its juice", () => {
    const juice = recipeFoods([line("jus de citron")]);
    expect(coverage(juice, pantryFoods(["citron"], false)).missing).toEqual([]);
    const yolks = recipeFoods([line("jaunes d'œufs"), line("blancs d'œufs")]);
    expect(coverage(yolks, pantryFoods(["oeuf"], false)).missing).toEqual([]);
    const lemon = recipeFoods([line("citron")]);
    expect(coverage(lemon, pantryFoods(["jus-de-citron"], false)).missing).toHaveLength(1);
  });
});

describe("coverage", () => {
  it("names what is missing in French, with the list joiner and non-breaking spaces", () => {
    const foods = recipeFoods([line("crème fraîche"), line("échalote"), line("beurre")]);
    const result = coverage(foods, pantryFoods(["beurre"], true));
    expect(coverageSentence(result)).toBe("Il manque 2 ingrédients\u00a0: crème fraîche et échalote");
    expect(coverageSentence(result, ["200\u00a0g de lardons", "20\u00a0cl de crème fraîche"])).toBe(
      "Il manque\u00a0: 200\u00a0g de lardons, 20\u00a0cl de crème fraîche",
    );
    expect(coverageSentence(coverage(foods.slice(2), pantryFoods(["beurre"], false)))).toBe("Tout est là");
  });

  it("counts the basics as present only when asked to", () => {
    const foods = recipeFoods(carbonara);
    const held = ["spaghetti", "lardon", "oeuf", "parmesan"];
    expect(coverage(foods, pantryFoods(held, true)).missing).toEqual([]);
    expect(coverage(foods, pantryFoods(held, false)).missing.map((food) => food.food)).toEqual([
      "poivre",
      "sel",
    ]);
  });

  it("ranks the best covered recipes first and keeps only the ready ones on request", () => {
    const recipes = [
      { title: "Carbonara", foods: recipeFoods(carbonara) },
      { title: "Omelette", foods: recipeFoods([line("œufs"), line("beurre"), line("sel")]) },
      { title: "Potion", foods: recipeFoods([line("bave de crapaud")]) },
    ];
    const pantry = pantryFoods(["oeuf", "beurre"], true);
    expect(rankByPantry(recipes, pantry).map((ranked) => ranked.item.title)).toEqual([
      "Omelette",
      "Carbonara",
    ]);
    expect(rankByPantry(recipes, pantry, { readyOnly: true }).map((ranked) => ranked.item.title)).toEqual([
      "Omelette",
    ]);
  });
});

// Properties over the whole lexicon: recipes and pantries drawn from its entries' names.
const names = ingredients.map((entry) => entry.name);
const ids = ingredients.map((entry) => entry.id);
const recipeArbitrary = fc.array(fc.constantFrom(...names), { minLength: 1, maxLength: 25 });
const pantryArbitrary = fc.array(fc.constantFrom(...ids), { maxLength: 40 });

describe("coverage properties", () => {
  it("never goes above 100 % nor below 0", () => {
    fc.assert(
      fc.property(recipeArbitrary, pantryArbitrary, fc.boolean(), (recipe, held, basics) => {
        const result = coverage(recipeFoods(recipe.map(line)), pantryFoods(held, basics));
        expect(result.ratio).toBeLessThanOrEqual(1);
        expect(result.ratio).toBeGreaterThanOrEqual(0);
        expect(result.covered + result.missing.length).toBe(result.total);
      }),
    );
  });

  it("adding a pantry item never lowers a recipe's rank score", () => {
    fc.assert(
      fc.property(
        recipeArbitrary,
        pantryArbitrary,
        fc.constantFrom(...ids),
        fc.boolean(),
        (recipe, held, extra, basics) => {
          const foods = recipeFoods(recipe.map(line));
          const before = rankScore(coverage(foods, pantryFoods(held, basics)));
          const after = rankScore(coverage(foods, pantryFoods([...held, extra], basics)));
          expect(after).toBeGreaterThanOrEqual(before);
        },
      ),
    );
  });

  it("turning the basics on only ever raises coverage", () => {
    fc.assert(
      fc.property(recipeArbitrary, pantryArbitrary, (recipe, held) => {
        const foods = recipeFoods(recipe.map(line));
        const without = coverage(foods, pantryFoods(held, false));
        const withBasics = coverage(foods, pantryFoods(held, true));
        expect(withBasics.ratio).toBeGreaterThanOrEqual(without.ratio);
      }),
    );
  });
});

describe("families and basics", () => {
  it("name lexicon entries that exist, each basic a food", () => {
    const known = new Set(ids);
    for (const basic of PANTRY_BASICS) expect(known.has(basic)).toBe(true);
    for (const id of ["tomate-cerise", "beurre-demi-sel", "huile-d-olive", "poitrine-fumee", "riz-basmati"])
      expect(known.has(id) && foodOf(id) !== id).toBe(true);
    // The cuts that were one entry before they had their own CIQUAL rows are still one food.
    // prettier-ignore
    for (const id of ["paleron", "macreuse", "pave-de-boeuf", "bavette", "onglet", "boeuf-hache-5", "boeuf-hache-10", "boeuf-hache-20", "echine-de-porc", "travers-de-porc", "tendron-de-veau", "supreme-de-poulet", "cuisse-de-dinde"])
      expect(known.has(id) && foodOf(id) !== id, id).toBe(true);
  });
});

describe("what a pantry food gives", () => {
  it("gives cooked pasta, rice and lentils from dry ones, never tinned chickpeas from dry", () => {
    expect(foodsCoveredBy("pates")).toContain("pates-cuites");
    expect(foodsCoveredBy("riz-basmati")).toContain("riz-basmati-cuit");
    expect(foodsCoveredBy("lentille-corail")).toContain("lentille-corail-cuite");
    expect(foodsCoveredBy("pois-chiche")).not.toContain("pois-chiche-en-conserve");
    expect(foodsCoveredBy("pates-cuites")).toEqual(["pates-cuites"]);
    // The table names every quick-cooking dry food of the lexicon, and only those.
    for (const entry of ingredients.filter((candidate) => candidate.cooked)) {
      const gives = foodsCoveredBy(entry.id).includes(foodOf(entry.cooked!.id));
      expect(gives, entry.id).toBe(entry.cooked!.family !== "bean");
    }
  });
});

describe("the pantry forms", () => {
  it("split several ingredients and merge repeats", () => {
    expect(splitIngredients(" œufs, lardons ;\nŒufs,, crème ")).toEqual(["œufs", "lardons", "crème"]);
  });

  it("say in French what Toque does not know", () => {
    expect(pantryMessages.unknown("xyz")).toBe(
      "Toque ne connaît pas «\u00a0xyz\u00a0»\u00a0: vérifiez l'orthographe.",
    );
  });

  it("read the filters from the URL, basics on unless turned off", () => {
    expect(readPantryFilters(new URLSearchParams(""))).toEqual({
      basics: true,
      readyOnly: false,
      sans: [],
      page: 1,
      servings: 2,
    });
    expect(
      readPantryFilters(
        new URLSearchParams("basiques=non&maintenant=oui&page=3&sans=lait&sans=xyz&personnes=6"),
      ),
    ).toEqual({
      basics: false,
      readyOnly: true,
      sans: ["lait"],
      page: 3,
      servings: 6,
    });
    expect(readPantryFilters(new URLSearchParams("personnes=40")).servings).toBe(2);
    expect(readPantryFilters(new URLSearchParams("basiques=non&basiques=oui&page=-2")).basics).toBe(true);
    expect(readPantryFilters(new URLSearchParams("page=abc")).page).toBe(1);
  });
});
