import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./database";
import { type MealPlanRepository, mealPlanRepository } from "./meal-plan-repository";
import { type ShoppingTickRepository, shoppingTickRepository } from "./shopping-tick-repository";
import { testDatabases } from "./test-databases";
import { addTestHousehold } from "./test-fixtures";

const eggs = { key: "oeuf", label: "œufs" };
const leeks = { key: "poireau", label: "poireaux" };
const other = { key: "autre:sel de guérande", label: "sel de Guérande" };

describe.each(testDatabases())("shopping tick repository on $name", ({ open }) => {
  let database: Database;
  let ticks: ShoppingTickRepository;
  let plans: MealPlanRepository;
  const alice = { householdId: "foyer-alice", userId: "alice" };
  const visitor = { guestId: "v".repeat(32) };

  beforeAll(async () => {
    database = await open();
    ticks = shoppingTickRepository(database.db);
    plans = mealPlanRepository(database.db);
    await addTestHousehold(database, "alice", "Alice");
  });
  afterAll(async () => {
    await database.close();
  });

  it("ticks and unticks an item of one week, for its owner only", async () => {
    await ticks.set(alice, "2026-11-16", eggs, true);
    await ticks.set(alice, "2026-11-16", eggs, true);
    await ticks.set(alice, "2026-11-16", leeks, true);
    await ticks.set(alice, "2026-11-23", other, true);
    expect(await ticks.week(alice, "2026-11-16")).toEqual(["oeuf", "poireau"]);
    expect(await ticks.week(alice, "2026-11-23")).toEqual(["autre:sel de guérande"]);
    expect(await ticks.week(visitor, "2026-11-16")).toEqual([]);

    await ticks.set(alice, "2026-11-16", leeks, false);
    await ticks.set(visitor, "2026-11-16", eggs, false);
    expect(await ticks.week(alice, "2026-11-16")).toEqual(["oeuf"]);
  });

  it("brings a visitor's ticks into the account, once, without doubling the account's", async () => {
    await ticks.set(visitor, "2026-11-16", eggs, true);
    await ticks.set(visitor, "2026-11-16", leeks, true);
    await ticks.set(visitor, "2026-11-30", eggs, true);
    expect(await ticks.adopt(visitor.guestId, "foyer-alice")).toBe(2);
    expect(await ticks.week(alice, "2026-11-16")).toEqual(["oeuf", "poireau"]);
    expect(await ticks.week(alice, "2026-11-30")).toEqual(["oeuf"]);
    expect(await ticks.week(visitor, "2026-11-16")).toEqual([]);
    expect(await ticks.adopt(visitor.guestId, "foyer-alice")).toBe(0);

    expect((await ticks.ofHousehold("foyer-alice")).map((item) => [item.week, item.label])).toEqual([
      ["2026-11-16", "œufs"],
      ["2026-11-16", "poireaux"],
      ["2026-11-23", "sel de Guérande"],
      ["2026-11-30", "œufs"],
    ]);
  });

  it("drops the ticks of visitors no browser can reach, and only those", async () => {
    const meal = {
      name: "Ratatouille",
      type: "lunch" as const,
      day: "2026-11-16",
      recipeId: "ratatouille",
      portions: 2,
      manual: false,
    };
    const oldTick = { guestId: "t".repeat(32) };
    const oldMeal = { guestId: "m".repeat(32) };
    const noMeal = { guestId: "n".repeat(32) };
    const recent = { guestId: "r".repeat(32) };
    for (const guest of [oldTick, oldMeal, recent]) await plans.put(guest, meal);
    for (const guest of [oldTick, oldMeal, noMeal, recent]) {
      await ticks.set(guest, "2026-11-16", eggs, true);
      await ticks.set(guest, "2026-11-16", leeks, true);
    }
    const longAgo = "2026-09-01T10:00:00.000Z";
    await database.db
      .updateTable("shopping_tick")
      .set({ created_at: longAgo })
      .where((eb) => eb.or([eb("guest_id", "=", oldTick.guestId), eb("household_id", "=", "foyer-alice")]))
      .where("item_key", "=", "oeuf")
      .execute();
    await database.db
      .updateTable("meal_plan_entry")
      .set({ created_at: longAgo })
      .where("guest_id", "=", oldMeal.guestId)
      .execute();

    expect(await ticks.dropUnreachableGuestTicks(new Date("2026-10-01T00:00:00.000Z"))).toBe(6);
    for (const guest of [oldTick, oldMeal, noMeal]) expect(await ticks.week(guest, "2026-11-16")).toEqual([]);
    expect(await ticks.week(recent, "2026-11-16")).toEqual(["oeuf", "poireau"]);
    expect(await ticks.week(alice, "2026-11-16")).toEqual(["oeuf", "poireau"]);
    expect(await ticks.dropUnreachableGuestTicks(new Date("2026-10-01T00:00:00.000Z"))).toBe(0);
  });
});
