import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { NO_FILTERS } from "~/domain/catalogue/filters";
import type { Recipe } from "~/domain/recipe/model";
import type { Database } from "./database";
import type { RecipeRepository } from "./recipe-repository";
import { testDatabases } from "./test-databases";
import { cardTitles as titles, testRecipe, seededRecipes } from "./test-fixtures";

const recipe = (id: string, title: string, ingredients: Recipe["ingredients"]) =>
  testRecipe(id, title, { ingredients });

// « De saison » reads the month off the clock: a November day, whatever day the suite runs.
// Only Date is faked (and it keeps moving), so that the database drivers keep their timers.
beforeAll(() => {
  vi.useFakeTimers({ now: new Date("2026-11-24T12:00:00+01:00"), toFake: ["Date"], shouldAdvanceTime: true });
});
afterAll(() => {
  vi.useRealTimers();
});

describe.each(testDatabases())("« De saison » on $name", ({ open }) => {
  let database: Database;
  let recipes: RecipeRepository;

  beforeAll(async () => {
    ({ database, recipes } = await seededRecipes(open, [
      // Watercress is grown in France all year: always in season.
      recipe("veloute-cresson", "Velouté de cresson", [{ nom: "cresson", quantite: 400, unite: "g" }]),
      // Cherries (June–July) and chestnuts (October–November) together: never in season at once.
      recipe("jamais", "Cerises aux châtaignes", [
        { nom: "cerises", quantite: 400, unite: "g" },
        { nom: "châtaignes", quantite: 400, unite: "g" },
      ]),
      recipe("steak", "Steak nature", [{ nom: "steak", quantite: 600, unite: "g" }]),
    ]));
  });

  afterAll(async () => {
    await database.close();
  });

  it("keeps only the dishes led by fruit and vegetables in season this month", async () => {
    expect(titles(await recipes.search(NO_FILTERS))).toHaveLength(3);
    expect(titles(await recipes.search({ ...NO_FILTERS, saison: "1" }))).toEqual(["Velouté de cresson"]);
  });

  it("gives the cards of produce-led dishes their months in season, and the others none", async () => {
    const cards = (await recipes.search(NO_FILTERS)).recipes;
    const byTitle = new Map(cards.map((card) => [card.title, card]));
    expect(byTitle.get("Velouté de cresson")?.seasonMonths).toHaveLength(12);
    expect(byTitle.get("Cerises aux châtaignes")?.seasonMonths).toEqual([]);
    expect(byTitle.get("Steak nature")?.seasonMonths).toBeUndefined();
    expect(byTitle.get("Velouté de cresson")?.seasonMonths).toContain(11);
  });
});
