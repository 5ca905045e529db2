import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CatalogueFilters, NO_FILTERS } from "~/domain/catalogue/filters";
import type { Database } from "./database";
import type { RecipeRepository } from "./recipe-repository";
import { testDatabases } from "./test-databases";
import { cardTitles as titles, testRecipe, seededRecipes } from "./test-fixtures";

const recipe = (id: string, title: string, ingredients: string[]) =>
  testRecipe(id, title, { ingredients: ingredients.map((nom) => ({ nom, quantite: 100, unite: "g" })) });

const filters = (sans: CatalogueFilters["sans"]): CatalogueFilters => ({ ...NO_FILTERS, sans });

describe.each(testDatabases())("« Sans … » filters of the recipe library on $name", ({ open }) => {
  let database: Database;
  let recipes: RecipeRepository;

  beforeAll(async () => {
    ({ database, recipes } = await seededRecipes(open, [
      recipe("gratin", "Gratin", ["pommes de terre", "crème fraîche", "gruyère"]),
      recipe("crepes", "Crêpes", ["farine", "œufs", "lait"]),
      recipe("ratatouille", "Ratatouille", ["courgettes", "aubergines", "tomates", "huile d'olive"]),
      recipe("pad-thai", "Pad thaï", ["nouilles de riz", "crevettes", "cacahuètes", "sauce soja"]),
    ]));
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

  it("rewrites stale season and allergen columns once when what derives them has changed", async () => {
    // A column written by an older lexicon: the crêpes said to hold no milk, out of every season.
    await database.db
      .updateTable("recipe")
      .set({ allergens: "||", season_months: 0 })
      .where("id", "=", "crepes")
      .execute();
    expect(titles(await recipes.search(filters(["lait"])))).toContain("Crêpes");
    expect(await recipes.refreshDerived("nouvelles-tables")).toBe(1);
    expect(titles(await recipes.search(filters(["lait"])))).toEqual(["Ratatouille", "Pad thaï"]);
    await database.db.updateTable("recipe").set({ allergens: "||" }).where("id", "=", "crepes").execute();
    // Same stamp: nothing is read again until the tables change.
    expect(await recipes.refreshDerived("nouvelles-tables")).toBe(0);
    expect(await recipes.refreshDerived("tables-suivantes")).toBe(1);
  });
});
