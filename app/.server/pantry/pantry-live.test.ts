import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classicRecipes } from "~/content/catalogue/recipes";
import { findIngredient } from "~/domain/nutrition/lexicon";
import type { Database } from "../db/database";
import { pantryRepository } from "../db/pantry-repository";
import { recipeRepository } from "../db/recipe-repository";
import { shoppingExtraRepository } from "../db/shopping-extra-repository";
import { testDatabases } from "../db/test-databases";
import { addTestHousehold } from "../db/test-fixtures";
import { userRecipeRepository } from "../db/user-recipe-repository";
import { type ListChange, memoryBus, ownerKey } from "../live/change-bus";
import { pantryService } from "./pantry-service";

const [sqlite] = testDatabases();

describe("the pantry tells the live list what changes « Déjà chez vous » and the added lines", () => {
  let database: Database;
  beforeAll(async () => {
    database = await sqlite!.open();
    await recipeRepository(database.db, database.dialect).seed(classicRecipes, "catalogue");
  });
  afterAll(async () => {
    await database?.close();
  });

  it("once per write that changed something, with its author; nothing for a write that changed nothing", async () => {
    const owner = await addTestHousehold(database, "odile", "Odile");
    const changes = memoryBus();
    const heard: ListChange[] = [];
    changes.subscribe(ownerKey(owner), (change) => heard.push(change));
    const pantry = pantryService({
      pantry: pantryRepository(database.db),
      recipes: recipeRepository(database.db, database.dialect),
      userRecipes: userRecipeRepository(database.db),
      extras: shoppingExtraRepository(database.db),
      changes,
    });
    const by = { userId: owner.userId, name: "Odile", device: "telephone" };
    const flour = findIngredient("farine")!.entry.id;

    // « J'ai tout acheté » sends the list's keys; the second time, all are already at home.
    expect((await pantry.addKeys(owner, [flour], by)).ok).toBe(true);
    expect((await pantry.addKeys(owner, [flour], by)).ok).toBe(true);
    expect((await pantry.remove(owner, "inconnu", by)).ok).toBe(false);
    expect((await pantry.remove(owner, flour, by)).ok).toBe(true);
    expect((await pantry.addTyped(owner, "beurre, œufs", by)).ok).toBe(true);
    expect(await pantry.clear(owner, by)).toBe(2);
    expect(await pantry.clear(owner, by)).toBe(0);
    const added = await pantry.missingToList(owner, owner.userId, "recette:quiche-lorraine", false, 4, by);
    expect(added).toBeGreaterThan(0);

    expect(heard.map((change) => change.kind)).toEqual([
      "garde-manger",
      "garde-manger",
      "garde-manger",
      "garde-manger",
      "ajout",
    ]);
    expect(heard.every((change) => change.author.name === "Odile")).toBe(true);
  });
});
