import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./database";
import { type PantryRepository, pantryRepository } from "./pantry-repository";
import { type ShoppingExtraRepository, shoppingExtraRepository } from "./shopping-extra-repository";
import { testDatabases } from "./test-databases";
import { addTestHousehold } from "./test-fixtures";

const keys = async (pantry: PantryRepository, owner: Parameters<PantryRepository["items"]>[0]) =>
  (await pantry.items(owner)).map((row) => row.key);

describe.each(testDatabases())("pantry and shopping extra repositories on $name", ({ open }) => {
  let database: Database;
  let pantry: PantryRepository;
  let extras: ShoppingExtraRepository;
  const alice = { householdId: "foyer-alice", userId: "alice" };
  const visitor = { guestId: "p".repeat(32) };
  const stranger = { guestId: "q".repeat(32) };

  beforeAll(async () => {
    database = await open();
    pantry = pantryRepository(database.db);
    extras = shoppingExtraRepository(database.db);
    await addTestHousehold(database, "alice", "Alice");
  });
  afterAll(async () => {
    await database.close();
  });

  it("keeps each food once per owner, and removes one or all of them", async () => {
    expect(await pantry.add(alice, ["oeuf", "beurre", "oeuf"])).toEqual(["oeuf", "beurre"]);
    expect(await pantry.add(alice, ["beurre", "sel"])).toEqual(["sel"]);
    expect(await keys(pantry, alice)).toEqual(["beurre", "oeuf", "sel"]);
    expect(await keys(pantry, stranger)).toEqual([]);
    expect(await pantry.remove(stranger, "oeuf")).toBe(false);
    expect(await pantry.remove(alice, "sel")).toBe(true);
    expect(await keys(pantry, alice)).toEqual(["beurre", "oeuf"]);
  });

  it("brings a visitor's foods into the account without doubling them", async () => {
    await pantry.add(visitor, ["oeuf", "carotte"]);
    expect(await pantry.adopt(visitor.guestId, "foyer-alice")).toBe(1);
    expect(await keys(pantry, alice)).toEqual(["beurre", "carotte", "oeuf"]);
    expect(await keys(pantry, visitor)).toEqual([]);
    expect(await pantry.clear(alice)).toBe(3);
  });

  it("adds a week's extra lines once per food, and brings a visitor's into the account", async () => {
    const shallot = {
      key: "echalote",
      nom: "échalote",
      quantite: "1",
      unite: "",
      recipeTitle: "Steak au poivre",
    };
    const cream = {
      key: "creme-liquide",
      nom: "crème liquide",
      quantite: "20",
      unite: "cl",
      recipeTitle: "Steak",
    };
    expect(await extras.add(visitor, "2026-11-23", [shallot, cream, shallot])).toBe(2);
    expect(await extras.add(visitor, "2026-11-23", [shallot])).toBe(0);
    expect((await extras.week(visitor, "2026-11-23")).map((extra) => extra.key)).toEqual([
      "creme-liquide",
      "echalote",
    ]);
    await extras.add(alice, "2026-11-23", [shallot]);
    expect(await extras.adopt(visitor.guestId, "foyer-alice")).toBe(1);
    expect((await extras.week(alice, "2026-11-23")).map((extra) => extra.key)).toEqual([
      "creme-liquide",
      "echalote",
    ]);
    expect(await extras.ofHousehold("foyer-alice")).toHaveLength(2);
  });

  it("drops the pantries and lines of visitors whose cookie has expired, never an account's", async () => {
    await pantry.add(stranger, ["riz"]);
    await pantry.add(alice, ["riz"]);
    await extras.add(stranger, "2026-11-23", [
      { key: "riz", nom: "riz", quantite: "200", unite: "g", recipeTitle: "Risotto" },
    ]);
    expect(await pantry.dropUnreachableGuestPantries(new Date(Date.now() - 60_000))).toBe(0);
    expect(await pantry.dropUnreachableGuestPantries(new Date(Date.now() + 60_000))).toBe(1);
    expect(await extras.dropUnreachableGuestExtras(new Date(Date.now() + 60_000))).toBe(1);
    expect(await keys(pantry, alice)).toEqual(["riz"]);
  });
});
