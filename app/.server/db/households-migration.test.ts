import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Opened, databases, migrator, openBare } from "./test-migrations";

describe.each(databases)("migration 0011 (households) on %s", (name) => {
  let opened: Opened;

  beforeAll(async () => {
    opened = await openBare(name);
    const { error } = await migrator(opened).migrateTo("0010-calendar-links");
    if (error) throw error;
    const { db } = opened;
    const dialect = name === "SQLite" ? "sqlite" : "postgres";
    const stamp = dialect === "sqlite" ? "2026-10-01T08:00:00.000Z" : new Date("2026-10-01T08:00:00.000Z");
    for (const id of ["alice", "bruno", "chloe"]) {
      await db
        .insertInto("user")
        .values({
          id,
          name: id[0]!.toUpperCase() + id.slice(1),
          email: `${id}@exemple.fr`,
          emailVerified: dialect === "sqlite" ? 0 : false,
          image: null,
          createdAt: stamp,
          updatedAt: stamp,
        })
        .execute();
    }
    const row = (owner: { user_id?: string; guest_id?: string }) => ({
      id: crypto.randomUUID(),
      user_id: owner.user_id ?? null,
      guest_id: owner.guest_id ?? null,
      created_at: "2026-10-01T08:00:00.000Z",
    });
    const guest = { guest_id: "g".repeat(32) };
    for (const owner of [{ user_id: "alice" }, { user_id: "bruno" }, guest]) {
      await db
        .insertInto("meal_plan_entry")
        .values([
          {
            ...row(owner),
            day: "2026-10-05",
            type: "lunch",
            recipe_id: "ratatouille",
            name: "Ratatouille",
            portions: 2,
            manual: 1,
          },
          {
            ...row(owner),
            day: "2026-10-05",
            type: "dinner",
            recipe_id: "quiche",
            name: "Quiche",
            portions: 4,
            manual: 0,
          },
        ])
        .execute();
      await db
        .insertInto("shopping_tick")
        .values({ ...row(owner), week: "2026-10-05", item_key: "tomate", label: "tomates" })
        .execute();
      await db
        .insertInto("pantry_item")
        .values({ ...row(owner), item_key: "riz" })
        .execute();
      await db
        .insertInto("shopping_extra")
        .values({
          ...row(owner),
          week: "2026-10-05",
          item_key: "oignon",
          nom: "oignon",
          quantite: "2",
          unite: "pièce",
          recipe_title: "Soupe",
        })
        .execute();
    }
    await db
      .insertInto("user_recipe")
      .values({ id: "r1", user_id: "alice", origin: "written", title: "Tarte", payload: "{}" })
      .execute();

    const { error: latest } = await migrator(opened).migrateToLatest();
    if (latest) throw latest;
  });
  afterAll(async () => {
    await opened?.close();
  });

  it("gives every account a household of one, which it owns", async () => {
    const members = await opened.db
      .selectFrom("household_member")
      .innerJoin("household", "household.id", "household_member.household_id")
      .select(["household_member.user_id", "household_member.role", "household.name"])
      .orderBy("household_member.user_id")
      .execute();
    expect(members).toEqual([
      { user_id: "alice", role: "owner", name: "Le foyer de Alice" },
      { user_id: "bruno", role: "owner", name: "Le foyer de Bruno" },
      { user_id: "chloe", role: "owner", name: "Le foyer de Chloe" },
    ]);
  });

  it("moves every row of an account to its household and loses none", async () => {
    for (const table of ["meal_plan_entry", "shopping_tick", "pantry_item", "shopping_extra"]) {
      const rows = await opened.db
        .selectFrom(table)
        .leftJoin("household_member", "household_member.household_id", `${table}.household_id`)
        .select(["household_member.user_id", `${table}.guest_id`])
        .execute();
      const perOwner = rows.map((row) => row.user_id ?? `visiteur:${row.guest_id}`).sort();
      const expected = table === "meal_plan_entry" ? 2 : 1;
      expect(perOwner, table).toEqual([
        ...Array(expected).fill("alice"),
        ...Array(expected).fill("bruno"),
        ...Array(expected).fill(`visiteur:${"g".repeat(32)}`),
      ]);
    }
    const meal = await opened.db
      .selectFrom("meal_plan_entry")
      .selectAll()
      .where("household_id", "=", "foyer-alice")
      .where("type", "=", "lunch")
      .executeTakeFirstOrThrow();
    expect(meal).toMatchObject({ day: "2026-10-05", recipe_id: "ratatouille", name: "Ratatouille" });
    expect(Number(meal.portions)).toBe(2);
  });

  it("keeps one slot per household and leaves own recipes unshared", async () => {
    await expect(
      opened.db
        .insertInto("meal_plan_entry")
        .values({
          id: "doublon",
          household_id: "foyer-alice",
          guest_id: null,
          day: "2026-10-05",
          type: "lunch",
          recipe_id: "x",
          name: "X",
          portions: 1,
          manual: 1,
          created_at: "2026-10-02T08:00:00.000Z",
        })
        .execute(),
    ).rejects.toThrow();
    const recipe = await opened.db
      .selectFrom("user_recipe")
      .select("shared_with_household")
      .executeTakeFirstOrThrow();
    expect(Number(recipe.shared_with_household)).toBe(0);
  });

  it("deleting an account's household deletes its rows with it", async () => {
    await opened.db.deleteFrom("household").where("id", "=", "foyer-bruno").execute();
    const left = await opened.db
      .selectFrom("pantry_item")
      .select("household_id")
      .where("household_id", "=", "foyer-bruno")
      .execute();
    expect(left).toEqual([]);
  });
});
