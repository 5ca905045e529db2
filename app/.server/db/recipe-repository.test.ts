import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_FILTERS } from "~/domain/catalogue/filters";
import type { Database } from "./database";
import { recipeRepository, type RecipeRepository } from "./recipe-repository";
import { testDatabases } from "./test-databases";
import { addTestUser, cardTitles as titles, testRecipe as recipe } from "./test-fixtures";
import { userRecipeRepository } from "./user-recipe-repository";

describe.each(testDatabases())("recipe repository on $name", ({ open }) => {
  let database: Database;
  let recipes: RecipeRepository;

  const addUser = (id: string) => addTestUser(database, id);

  beforeAll(async () => {
    database = await open();
    recipes = recipeRepository(database.db, database.dialect);
    await addUser("alice");
    await addUser("bruno");
    await recipes.seed(
      [
        recipe("tomates-farcies", "Tomates farcies", {
          category: "Viande",
          difficulty: "Moyen",
          cookMinutes: 45,
        }),
        recipe("creme-brulee", "Crème brûlée", {
          category: "Desserts",
          ingredients: [{ nom: "œufs", quantite: 6, unite: "pièce" }],
        }),
        recipe("salade", "Salade de lentilles", {
          category: "Entrées",
          prepMinutes: 5,
          cookMinutes: 5,
          ingredients: [{ nom: "lentilles", quantite: 200, unite: "g" }],
        }),
      ],
      "catalogue",
    );
    await recipes.seed(
      [recipe("porridge", "Porridge aux pommes", { category: "Petit-déjeuner" })],
      "breakfast",
    );
  });
  afterAll(async () => {
    await database.close();
  });

  it("seeds idempotently, updating content and keeping likes", async () => {
    await recipes.setLike("alice", "creme-brulee", true);
    await recipes.seed(
      [
        recipe("creme-brulee", "Crème brûlée à la vanille", {
          category: "Desserts",
          ingredients: [{ nom: "œufs", quantite: 6, unite: "pièce" }],
        }),
      ],
      "catalogue",
    );
    const found = await recipes.find("creme-brulee");
    expect(found).toMatchObject({
      recipe: { title: "Crème brûlée à la vanille" },
      likes: 1,
      kind: "catalogue",
    });
    expect(titles(await recipes.search(NO_FILTERS))).toEqual([
      "Tomates farcies",
      "Crème brûlée à la vanille",
      "Salade de lentilles",
      "Porridge aux pommes",
    ]);
    await recipes.setLike("alice", "creme-brulee", false);
  });

  it("searches accent- and case-insensitively, across plurals, in titles, descriptions and ingredients", async () => {
    const search = async (q: string) => titles(await recipes.search({ ...NO_FILTERS, q }));
    // The fixtures' default ingredients hold tomatoes.
    expect(await search("tomate")).toEqual(["Tomates farcies", "Porridge aux pommes"]);
    expect(await search("TOMATES FARCIE")).toEqual(["Tomates farcies"]);
    expect(await search("creme")).toEqual(["Crème brûlée à la vanille"]);
    expect(await search("oeuf")).toEqual(["Crème brûlée à la vanille"]);
    expect(await search("lentille")).toEqual(["Salade de lentilles"]);
    expect(await search("tom")).toEqual(["Tomates farcies", "Porridge aux pommes"]);
    expect(await search("recette")).toHaveLength(4);
    expect(await search("homard")).toEqual([]);
    // Intent words are filters, not words to find.
    expect(await search("dessert")).toEqual(["Crème brûlée à la vanille"]);
    expect(await search("tomates farcies rapide")).toEqual(await search("tomates farcies en 30 min"));
    expect(await search("lentilles végétarien")).toEqual(["Salade de lentilles"]);
    // The fixture's crème brûlée is eggs alone, no dairy: « sans lait » keeps it, « sans œufs » does not.
    expect(await search("crème sans lait")).toEqual(["Crème brûlée à la vanille"]);
    expect(await search("crème sans œufs")).toEqual([]);
    // Misspelt, still found.
    expect(await search("lentiles")).toEqual(["Salade de lentilles"]);
    // Query syntax of FTS5 or tsquery typed by a person is only text.
    expect(await search(`" OR 1=1 -- ' * NEAR(a b) &|!:`)).toEqual([]);
  });

  it("filters by category, difficulty and time, and lists breakfasts too", async () => {
    expect(titles(await recipes.search({ ...NO_FILTERS, categorie: "Desserts" }))).toEqual([
      "Crème brûlée à la vanille",
    ]);
    expect(titles(await recipes.search({ ...NO_FILTERS, difficulte: "Moyen" }))).toEqual(["Tomates farcies"]);
    expect(titles(await recipes.search({ ...NO_FILTERS, temps: "15" }))).toEqual(["Salade de lentilles"]);
    expect(titles(await recipes.search({ ...NO_FILTERS, q: "porridge" }))).toHaveLength(1);
    expect((await recipes.categories()).sort()).toEqual(["Desserts", "Entrées", "Petit-déjeuner", "Viande"]);
    expect(await recipes.allOfKinds(["breakfast"])).toHaveLength(1);
  });

  it("pages results", async () => {
    const first = await recipes.search(NO_FILTERS, undefined, 2);
    expect(first).toMatchObject({ hasMore: true });
    expect(first.recipes).toHaveLength(2);
    const second = await recipes.search({ ...NO_FILTERS, page: 2 }, undefined, 2);
    expect(second).toMatchObject({ hasMore: false });
    expect(titles(second)).toEqual(["Salade de lentilles", "Porridge aux pommes"]);
  });

  it("counts one like per person and recipe, and tells each person what they liked", async () => {
    expect(await recipes.setLike("alice", "tomates-farcies", true)).toEqual({ likes: 1, isLiked: true });
    expect(await recipes.setLike("alice", "tomates-farcies", true)).toEqual({ likes: 1, isLiked: true });
    expect(await recipes.setLike("bruno", "tomates-farcies", true)).toEqual({ likes: 2, isLiked: true });
    expect(await recipes.setLike("bruno", "tomates-farcies", false)).toEqual({ likes: 1, isLiked: false });
    expect(await recipes.setLike("bruno", "inconnue", true)).toBeUndefined();
    const [card] = (await recipes.search({ ...NO_FILTERS, q: "tomate" }, "alice")).recipes;
    expect(card).toMatchObject({ likes: 1, isLiked: true });
    const [forBruno] = (await recipes.search({ ...NO_FILTERS, q: "tomate" }, "bruno")).recipes;
    expect(forBruno).toMatchObject({ likes: 1, isLiked: false });
  });

  it("publishes a person's recipe once, lists it after the catalogue, and only its owner withdraws it", async () => {
    const saved = userRecipeRepository(database.db);
    const entry = await saved.save("alice", {
      origin: "generated",
      recipe: {
        titre: "Gratin de courgettes",
        description: "Fondant.",
        tempsPreparation: "15 min",
        tempsCuisson: "30 min",
        difficulte: "Facile",
        portions: 4,
        ingredients: [{ nom: "courgettes", quantite: "600", unite: "g" }],
        materiel: [],
        instructions: [{ etape: 1, description: "Cuire." }],
        pointsTechniques: [],
        astucesChef: [],
        dressage: "",
        conservation: "",
        variations: [],
      },
    });
    const { id: _id, ...content } = recipe("x", "Gratin de courgettes", { category: "Végétarien" });
    const id = await recipes.publish("alice", entry, content, "Alice");
    expect(await recipes.publish("alice", entry, content, "Alice")).toBe(id);
    expect(titles(await recipes.search(NO_FILTERS)).at(-1)).toBe("Gratin de courgettes");
    expect(titles(await recipes.search({ ...NO_FILTERS, q: "courgette" }))).toEqual(["Gratin de courgettes"]);
    expect(await recipes.recentCommunity(3)).toMatchObject([{ id, author: "Alice" }]);
    expect(await recipes.publishedFrom("alice")).toEqual(new Map([[entry, id]]));

    expect(await recipes.withdraw("bruno", entry)).toBe(false);
    expect(await recipes.find(id)).toBeDefined();
    expect(await recipes.withdraw("alice", entry)).toBe(true);
    expect(await recipes.find(id)).toBeUndefined();

    // Removing the entry from Mes Recettes takes the published copy down too.
    const again = await recipes.publish("alice", entry, content, "Alice");
    await recipes.setLike("bruno", again, true);
    await saved.remove("alice", entry);
    expect(await recipes.find(again)).toBeUndefined();
  });

  it("reads a recipe's new text once it changes, and hands back the same object while it does not", async () => {
    await recipes.seed([recipe("gratin", "Gratin dauphinois", { category: "Plats" })], "catalogue");
    const [first] = await recipes.withIds(["gratin", "absente"]);
    expect(first?.recipe.title).toBe("Gratin dauphinois");
    // Readers memoise their work on the object (the planner's nutrition, the pantry's foods).
    expect((await recipes.withIds(["gratin"]))[0]?.recipe).toBe(first?.recipe);
    expect(
      (await recipes.allOfKinds(["catalogue"])).find(({ recipe }) => recipe.id === "gratin")?.recipe,
    ).toBe(first?.recipe);

    await recipes.seed(
      [recipe("gratin", "Gratin dauphinois à la crème", { category: "Plats" })],
      "catalogue",
    );
    const [changed] = await recipes.withIds(["gratin"]);
    expect(changed?.recipe).not.toBe(first?.recipe);
    expect(changed?.recipe.title).toBe("Gratin dauphinois à la crème");
    expect(
      (await recipes.allOfKinds(["catalogue"])).find(({ recipe }) => recipe.id === "gratin")?.recipe.title,
    ).toBe("Gratin dauphinois à la crème");
  });
});
