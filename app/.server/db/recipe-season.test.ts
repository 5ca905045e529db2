import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CatalogueFilters } from "~/domain/catalogue/filters";
import type { Recipe } from "~/domain/catalogue/recipe-schema";
import { currentMonth } from "~/domain/produce/label";
import type { Database } from "./database";
import { recipeRepository, type RecipeRepository } from "./recipe-repository";
import { testDatabases } from "./test-databases";

function recipe(id: string, title: string, ingredients: Recipe["ingredients"]): Recipe {
  return {
    id,
    title,
    description: "Une recette de test.",
    image: "/images/recettes/assiette.svg",
    imageAlt: "Illustration : une assiette",
    prepMinutes: 10,
    cookMinutes: 20,
    servings: 4,
    difficulty: "Facile",
    category: "Plats",
    chef: "Chef Test",
    ingredients,
    equipment: [],
    steps: [{ description: "Cuire." }],
    tips: [],
    variations: [],
  };
}

const none: CatalogueFilters = {
  q: "",
  categorie: "",
  difficulte: "",
  temps: "",
  saison: "",
  sans: [],
  page: 1,
};
const titles = (page: { recipes: { title: string }[] }) => page.recipes.map((card) => card.title);

describe.each(testDatabases())("« De saison » on $name", ({ open }) => {
  let database: Database;
  let recipes: RecipeRepository;

  beforeAll(async () => {
    database = await open();
    recipes = recipeRepository(database.db, database.dialect);
    await recipes.seed(
      [
        // Watercress is grown in France all year: always in season.
        recipe("veloute-cresson", "Velouté de cresson", [{ nom: "cresson", quantite: 400, unite: "g" }]),
        // Cherries (June–July) and chestnuts (October–November) together: never in season at once.
        recipe("jamais", "Cerises aux châtaignes", [
          { nom: "cerises", quantite: 400, unite: "g" },
          { nom: "châtaignes", quantite: 400, unite: "g" },
        ]),
        recipe("steak", "Steak nature", [{ nom: "steak", quantite: 600, unite: "g" }]),
      ],
      "catalogue",
    );
  });

  afterAll(async () => {
    await database.close();
  });

  it("keeps only the dishes led by fruit and vegetables in season this month", async () => {
    expect(titles(await recipes.search(none))).toHaveLength(3);
    expect(titles(await recipes.search({ ...none, saison: "1" }))).toEqual(["Velouté de cresson"]);
  });

  it("gives the cards of produce-led dishes their months in season, and the others none", async () => {
    const cards = (await recipes.search(none)).recipes;
    const byTitle = new Map(cards.map((card) => [card.title, card]));
    expect(byTitle.get("Velouté de cresson")?.seasonMonths).toHaveLength(12);
    expect(byTitle.get("Cerises aux châtaignes")?.seasonMonths).toEqual([]);
    expect(byTitle.get("Steak nature")?.seasonMonths).toBeUndefined();
    expect(byTitle.get("Velouté de cresson")?.seasonMonths).toContain(currentMonth(new Date()));
  });
});
