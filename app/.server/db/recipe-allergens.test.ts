import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CatalogueFilters } from "~/domain/catalogue/filters";
import type { Recipe } from "~/domain/catalogue/recipe-schema";
import type { Database } from "./database";
import { recipeRepository, type RecipeRepository } from "./recipe-repository";
import { testDatabases } from "./test-databases";

function recipe(id: string, title: string, ingredients: string[]): Recipe {
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
    ingredients: ingredients.map((nom) => ({ nom, quantite: 100, unite: "g" })),
    equipment: [],
    steps: [{ description: "Cuire." }],
    tips: [],
    variations: [],
  };
}

const filters = (sans: CatalogueFilters["sans"]): CatalogueFilters => ({
  q: "",
  categorie: "",
  difficulte: "",
  temps: "",
  saison: "",
  sans,
  page: 1,
});
const titles = (page: { recipes: { title: string }[] }) => page.recipes.map((card) => card.title);

describe.each(testDatabases())("« Sans … » filters of the recipe library on $name", ({ open }) => {
  let database: Database;
  let recipes: RecipeRepository;

  beforeAll(async () => {
    database = await open();
    recipes = recipeRepository(database.db, database.dialect);
    await recipes.seed(
      [
        recipe("gratin", "Gratin", ["pommes de terre", "crème fraîche", "gruyère"]),
        recipe("crepes", "Crêpes", ["farine", "œufs", "lait"]),
        recipe("ratatouille", "Ratatouille", ["courgettes", "aubergines", "tomates", "huile d'olive"]),
        recipe("pad-thai", "Pad thaï", ["nouilles de riz", "crevettes", "cacahuètes", "sauce soja"]),
      ],
      "catalogue",
    );
  });
  afterAll(async () => {
    await database.close();
  });

  it("leaves out every recipe holding an excluded allergen, several at once", async () => {
    expect(titles(await recipes.search(filters([])))).toEqual([
      "Gratin",
      "Crêpes",
      "Ratatouille",
      "Pad thaï",
    ]);
    expect(titles(await recipes.search(filters(["lait"])))).toEqual(["Ratatouille", "Pad thaï"]);
    expect(titles(await recipes.search(filters(["lait", "arachides"])))).toEqual(["Ratatouille"]);
    // « gluten » must not match inside another name, nor « lait » inside « lait de coco ».
    expect(titles(await recipes.search(filters(["gluten"])))).toEqual(["Gratin", "Ratatouille"]);
  });

  it("reads at start the rows that have no allergens yet, and hides them until then", async () => {
    await database.db.updateTable("recipe").set({ allergens: null }).execute();
    expect(titles(await recipes.search(filters(["lait"])))).toEqual([]);
    expect(await recipes.fillAllergens(3)).toBe(4);
    expect(titles(await recipes.search(filters(["lait"])))).toEqual(["Ratatouille", "Pad thaï"]);
    expect(await recipes.fillAllergens()).toBe(0);
  });
});
