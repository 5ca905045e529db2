import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { householdRepository } from "./household-repository";
import { type Opened, databases, migrator, openBare } from "./test-migrations";

describe.each(databases)("migration 0014 (heures des repas) on %s", (name) => {
  let opened: Opened;

  beforeAll(async () => {
    opened = await openBare(name);
    const { error } = await migrator(opened).migrateTo("0013-api-tokens");
    if (error) throw error;
    await opened.db
      .insertInto("household")
      .values({ id: "foyer-ancien", name: "Le foyer d'avant", created_at: "2026-11-01T08:00:00.000Z" })
      .execute();
    const { error: latest } = await migrator(opened).migrateToLatest();
    if (latest) throw latest;
  });
  afterAll(async () => {
    await opened?.close();
  });

  it("leaves a household of before on Toque's times, then keeps the ones it chooses", async () => {
    const households = householdRepository(opened.db);
    expect(await households.mealTimes("foyer-ancien")).toEqual({
      breakfast: "08:00",
      lunch: "12:30",
      dinner: "19:30",
    });
    await households.setMealTimes("foyer-ancien", { breakfast: "07:15", lunch: "13:00", dinner: "20:45" });
    expect(await households.mealTimes("foyer-ancien")).toEqual({
      breakfast: "07:15",
      lunch: "13:00",
      dinner: "20:45",
    });
  });

  it("goes back down to 0013 with the household kept", async () => {
    const { error } = await migrator(opened).migrateTo("0013-api-tokens");
    expect(error).toBeUndefined();
    const row = await opened.db.selectFrom("household").selectAll().executeTakeFirstOrThrow();
    expect(row).toEqual({
      id: "foyer-ancien",
      name: "Le foyer d'avant",
      created_at: "2026-11-01T08:00:00.000Z",
    });
  });
});
