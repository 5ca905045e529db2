import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { breakfastRecipes } from "~/content/catalogue/breakfasts";
import { classicRecipes } from "~/content/catalogue/recipes";
import { NO_FILTERS } from "~/domain/catalogue/filters";
import type { Recipe } from "~/domain/recipe/model";
import type { Database } from "./database";
import { PAGES_COUNTED, recipeRepository } from "./recipe-repository";
import { testDatabases } from "./test-databases";
import { addTestUser } from "./test-fixtures";
import { userRecipeRepository } from "./user-recipe-repository";

/**
 * An install from before the catalogue grew: it knows a part of today's recipes, people liked,
 * saved and customised some. Its next start seeds the whole catalogue: everything arrives,
 * nothing of theirs is lost.
 */
const everyRecipe: Recipe[] = [...classicRecipes];
const before = everyRecipe.slice(0, 10);
const breakfastsBefore = breakfastRecipes.slice(0, 5);

describe.each(testDatabases())("the catalogue seeded again on $name", ({ open }) => {
  let database: Database;

  beforeAll(async () => {
    database = await open();
    await addTestUser(database, "claire", "Claire");
  });

  afterAll(async () => {
    await database?.close();
  });

  it("adds the new recipes at the next start and keeps likes, saves and customisations", async () => {
    const first = recipeRepository(database.db, database.dialect);
    await first.seed(before, "catalogue");
    await first.seed(breakfastsBefore, "breakfast");
    const liked = before[2]!;
    await first.setLike("claire", liked.id, true);
    const mine = userRecipeRepository(database.db);
    const savedId = await mine.save("claire", { origin: "saved", recipe: before[0]! });
    const customised = { ...before[1]!, title: `${before[1]!.title} de Claire`, servings: 6 };
    const customisedId = await mine.save("claire", { origin: "customised", recipe: customised });
    const { id: _copied, ...content } = customised;
    const community = await first.publish("claire", customisedId, content, "Claire");

    // The next start: a new repository over the same database, the whole catalogue, an edited recipe.
    const edited = { ...before[2]!, description: `${before[2]!.description} Meilleure encore réchauffée.` };
    const next = recipeRepository(database.db, database.dialect);
    await next.seed(
      everyRecipe.map((recipe) => (recipe.id === edited.id ? edited : recipe)),
      "catalogue",
    );
    await next.seed(breakfastRecipes, "breakfast");

    const catalogue = await next.allOfKinds(["catalogue"]);
    expect(catalogue.map(({ recipe }) => recipe.id)).toEqual(everyRecipe.map((recipe) => recipe.id));
    expect((await next.allOfKinds(["breakfast"])).length).toBe(breakfastRecipes.length);
    expect((await next.find(liked.id))?.recipe.description).toBe(edited.description);
    expect((await next.find(liked.id))?.likes).toBe(1);
    expect(await next.isLiked("claire", liked.id)).toBe(true);
    expect(await mine.find("claire", savedId)).toMatchObject({ origin: "saved", title: before[0]!.title });
    expect(await mine.find("claire", customisedId)).toMatchObject({
      origin: "customised",
      recipe: { servings: 6, title: customised.title },
    });
    expect((await next.find(community))?.author).toBe("Claire");
    const newcomer = everyRecipe.at(-1)!;
    expect(
      (await next.search({ ...NO_FILTERS, q: newcomer.title })).recipes.map((card) => card.id),
    ).toContain(newcomer.id);

    // Starting once more changes nothing.
    await next.seed(everyRecipe, "catalogue");
    expect((await next.allOfKinds(["catalogue"])).length).toBe(everyRecipe.length);
    expect((await next.find(liked.id))?.likes).toBe(1);
  });

  it("counts the pages of a search, up to PAGES_COUNTED pages ahead", async () => {
    const recipes = recipeRepository(database.db, database.dialect);
    // Breakfasts are listed too, and Claire's published recipe.
    const listed = everyRecipe.length + breakfastRecipes.length + 1;
    expect(await recipes.search(NO_FILTERS, undefined, 5)).toMatchObject({
      pageCount: Math.ceil(listed / 5),
      morePages: false,
      hasMore: true,
    });
    const last = Math.ceil(listed / 5);
    expect(await recipes.search({ ...NO_FILTERS, page: last }, undefined, 5)).toMatchObject({
      pageCount: last,
      hasMore: false,
    });
    expect(await recipes.search(NO_FILTERS, undefined, 2)).toMatchObject({
      pageCount: PAGES_COUNTED,
      morePages: true,
    });
    const found = await recipes.search({ ...NO_FILTERS, q: "tomate" }, undefined, 1);
    expect(found.pageCount).toBeGreaterThanOrEqual(1);
    expect(found.pageCount).toBeLessThan(listed);
  });
});
