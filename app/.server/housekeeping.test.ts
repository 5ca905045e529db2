import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./db/database";
import { householdRepository } from "./db/household-repository";
import { mealPlanRepository } from "./db/meal-plan-repository";
import { rateLimitRepository } from "./db/rate-limit-repository";
import { shoppingTickRepository } from "./db/shopping-tick-repository";
import { testDatabases } from "./db/test-databases";
import { addTestUser } from "./db/test-fixtures";
import { housekeeping } from "./housekeeping";
import { createLogger } from "./logger";

describe.each(testDatabases())("housekeeping on $name", ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  it("forgets ended counters and expired visitors' plans, and keeps the rest", async () => {
    const now = Date.parse("2026-11-22T12:00:00.000Z");
    const rateLimits = rateLimitRepository(database);
    const plans = mealPlanRepository(database.db);
    const ticks = shoppingTickRepository(database.db);
    const rule = { limit: 5, windowSeconds: 600 };
    await rateLimits.hit("generation:ip:ancienne", rule, now - 2 * 24 * 3_600_000);
    await rateLimits.hit("generation:ip:active", rule, now - 60_000);
    const meal = {
      name: "Ratatouille",
      type: "lunch" as const,
      day: "2026-11-16",
      recipeId: "ratatouille",
      portions: 2,
      manual: false,
    };
    await plans.put({ guestId: "o".repeat(32) }, meal);
    await plans.put({ guestId: "n".repeat(32) }, meal);
    for (const guestId of ["o".repeat(32), "n".repeat(32)])
      await ticks.set({ guestId }, "2026-11-16", { key: "tomate", label: "tomates" }, true);
    // 32 days ago for the first visitor, 29 for the second: only the first cookie has expired.
    const daysAgo = (days: number) => new Date(now - days * 24 * 3_600_000).toISOString();
    await database.db
      .updateTable("meal_plan_entry")
      .set({ created_at: daysAgo(32) })
      .where("guest_id", "=", "o".repeat(32))
      .execute();
    await database.db
      .updateTable("meal_plan_entry")
      .set({ created_at: daysAgo(29) })
      .where("guest_id", "=", "n".repeat(32))
      .execute();

    await housekeeping({
      rateLimits,
      mealPlans: plans,
      shoppingTicks: ticks,
      logger: createLogger("silent"),
    }).sweep(now);

    const keys = (await database.db.selectFrom("rate_limit").select("key").execute()).map((row) => row.key);
    expect(keys).toContain("generation:ip:active");
    expect(keys).not.toContain("generation:ip:ancienne");
    const guests = (await database.db.selectFrom("meal_plan_entry").select("guest_id").execute()).map(
      (row) => row.guest_id,
    );
    expect(guests).toEqual(["n".repeat(32)]);
    const ticked = (await database.db.selectFrom("shopping_tick").select("guest_id").execute()).map(
      (row) => row.guest_id,
    );
    expect(ticked).toEqual(["n".repeat(32)]);
  });

  it("deletes a household its account's deletion left with nobody, and keeps a lived-in one", async () => {
    const households = householdRepository(database.db);
    for (const id of ["gael", "hana"]) await addTestUser(database, id, id);
    const left = await households.ensure("gael", "Le foyer de Gaël");
    const lived = await households.ensure("hana", "Le foyer de Hana");
    // The account went, and the settling that should have followed it did not run.
    await database.db.deleteFrom("user").where("id", "=", "gael").execute();
    const rateLimits = rateLimitRepository(database);
    await housekeeping({
      rateLimits,
      mealPlans: mealPlanRepository(database.db),
      shoppingTicks: shoppingTickRepository(database.db),
      households,
      logger: createLogger("silent"),
    }).sweep();
    const ids = (await database.db.selectFrom("household").select("id").execute()).map((row) => row.id);
    expect(ids).toContain(lived.householdId);
    expect(ids).not.toContain(left.householdId);
  });
});
