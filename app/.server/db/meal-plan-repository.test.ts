import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MealPlanEntry } from "~/domain/meal-plan/types";
import type { Database } from "./database";
import { type MealPlanRepository, mealPlanRepository } from "./meal-plan-repository";
import { testDatabases } from "./test-databases";
import { addTestHousehold } from "./test-fixtures";

const meal = (day: string, type: MealPlanEntry["type"], recipeId: string, manual = false): MealPlanEntry => ({
  id: `${day}:${type}`,
  name: recipeId,
  type,
  day,
  recipeId,
  portions: 2,
  manual,
});

describe.each(testDatabases())("meal plan repository on $name", ({ open }) => {
  let database: Database;
  let plans: MealPlanRepository;
  const alice = { householdId: "foyer-alice", userId: "alice" };
  const visitor = { guestId: "v".repeat(32) };

  beforeAll(async () => {
    database = await open();
    plans = mealPlanRepository(database.db);
    await addTestHousehold(database, "alice", "Alice");
  });
  afterAll(async () => {
    await database.close();
  });

  it("keeps one meal per slot and reads a week from Monday to Sunday", async () => {
    await plans.replaceWeek(alice, "2026-11-16", [
      meal("2026-11-16", "lunch", "ratatouille"),
      meal("2026-11-22", "dinner", "poulet-roti"),
    ]);
    await plans.put(alice, { ...meal("2026-11-23", "lunch", "hors-semaine"), manual: true });
    await plans.put(alice, { ...meal("2026-11-16", "lunch", "quiche-lorraine"), manual: true });
    const week = await plans.week(alice, "2026-11-16");
    expect(week.map((entry) => [entry.day, entry.type, entry.recipeId, entry.manual])).toEqual([
      ["2026-11-16", "lunch", "quiche-lorraine", true],
      ["2026-11-22", "dinner", "poulet-roti", false],
    ]);
    expect(await plans.week(alice, "2026-11-23")).toHaveLength(1);
  });

  it("removes only the owner's meals", async () => {
    const [entry] = await plans.week(alice, "2026-11-16");
    expect(await plans.remove(visitor, entry!.id)).toBe(false);
    expect(await plans.remove(alice, entry!.id)).toBe(true);
    expect(await plans.week(alice, "2026-11-16")).toHaveLength(1);
  });

  it("moves a visitor's meals into the account, the account's meal winning a shared slot", async () => {
    await plans.replaceWeek(visitor, "2026-11-16", [
      meal("2026-11-17", "breakfast", "porridge"),
      meal("2026-11-22", "dinner", "ratatouille"),
    ]);
    expect(await plans.adopt(visitor.guestId, "foyer-alice")).toBe(1);
    const week = await plans.week(alice, "2026-11-16");
    expect(week.map((entry) => entry.recipeId).sort()).toEqual(["porridge", "poulet-roti"]);
    expect(await plans.week(visitor, "2026-11-16")).toEqual([]);
    expect(await plans.adopt(visitor.guestId, "foyer-alice")).toBe(0);
  });

  it("drops the plans of visitors whose cookie has expired, and only those", async () => {
    const expired = { guestId: "x".repeat(32) };
    const recent = { guestId: "r".repeat(32) };
    await plans.put(expired, meal("2026-11-16", "lunch", "ratatouille"));
    await plans.put(expired, meal("2026-11-17", "lunch", "quiche-lorraine"));
    await plans.put(recent, meal("2026-11-16", "dinner", "poulet-roti"));
    await plans.put(alice, meal("2026-11-18", "lunch", "blanquette"));
    // One of the expired visitor's meals was written long ago: its cookie, set before it, is gone.
    await database.db
      .updateTable("meal_plan_entry")
      .set({ created_at: "2026-09-01T10:00:00.000Z" })
      .where("guest_id", "=", expired.guestId)
      .where("day", "=", "2026-11-16")
      .execute();
    await database.db
      .updateTable("meal_plan_entry")
      .set({ created_at: "2026-09-01T10:00:00.000Z" })
      .where("household_id", "=", "foyer-alice")
      .execute();

    expect(await plans.dropUnreachableGuestPlans(new Date("2026-10-01T00:00:00.000Z"))).toBe(2);
    expect(await plans.week(expired, "2026-11-16")).toEqual([]);
    expect((await plans.week(recent, "2026-11-16")).map((entry) => entry.recipeId)).toEqual(["poulet-roti"]);
    expect((await plans.week(alice, "2026-11-16")).map((entry) => entry.recipeId)).toContain("blanquette");
    expect(await plans.dropUnreachableGuestPlans(new Date("2026-10-01T00:00:00.000Z"))).toBe(0);
  });
});
