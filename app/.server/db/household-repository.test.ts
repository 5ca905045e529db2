import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./database";
import { type HouseholdRepository, householdRepository } from "./household-repository";
import { type MealPlanRepository, mealPlanRepository } from "./meal-plan-repository";
import { type PantryRepository, pantryRepository } from "./pantry-repository";
import { type ShoppingTickRepository, shoppingTickRepository } from "./shopping-tick-repository";
import { testDatabases } from "./test-databases";
import { addTestUser } from "./test-fixtures";

const NOW = new Date("2026-11-18T10:00:00.000Z");
const IN_A_WEEK = new Date("2026-11-25T10:00:00.000Z");
const MONDAY = "2026-11-16";

const lunch = (day: string, recipeId: string) => ({
  day,
  type: "lunch" as const,
  recipeId,
  name: recipeId,
  portions: 2,
  manual: true,
});

describe.each(testDatabases())("household repository on $name", ({ open }) => {
  let database: Database;
  let households: HouseholdRepository;
  let plans: MealPlanRepository;
  let ticks: ShoppingTickRepository;
  let pantry: PantryRepository;

  const owner = async (userId: string) => {
    const { householdId } = (await households.membership(userId))!;
    return { householdId, userId };
  };

  beforeAll(async () => {
    database = await open();
    households = householdRepository(database.db);
    plans = mealPlanRepository(database.db);
    ticks = shoppingTickRepository(database.db);
    pantry = pantryRepository(database.db);
    for (const id of ["alice", "bruno", "chloe", "denis"]) await addTestUser(database, id, id);
  });
  afterAll(async () => {
    await database.close();
  });

  it("makes a household of one on first need, once, even asked twice at once", async () => {
    const [first, second] = await Promise.all([
      households.ensure("alice", "Le foyer d'Alice"),
      households.ensure("alice", "Le foyer d'Alice"),
    ]);
    expect(first).toEqual(second);
    expect(first).toMatchObject({ name: "Le foyer d'Alice", role: "owner" });
    expect(await households.members(first.householdId)).toHaveLength(1);
  });

  it("lets a person in by an invitation once, and shares the week, ticks and pantry", async () => {
    const alice = await owner("alice");
    await plans.put(alice, lunch("2026-11-18", "ratatouille"));
    await ticks.set(alice, MONDAY, { key: "tomate", label: "tomates" }, true);
    await pantry.add(alice, ["riz"]);

    await households.ensure("bruno", "Le foyer de Bruno");
    const bruno0 = await owner("bruno");
    await pantry.add(bruno0, ["farine", "riz"]);
    await plans.put(bruno0, lunch("2026-11-18", "quiche"));
    await plans.put(bruno0, lunch("2026-11-19", "blanquette"));

    await households.invite(alice.householdId, "alice", "hash-1", { expiresAt: IN_A_WEEK });
    expect(await households.join("bruno", "hash-1", NOW)).toBe(true);
    // The link is spent: nobody else gets in with it, nor Bruno again.
    expect(await households.join("chloe", "hash-1", NOW)).toBe(false);

    const bruno = await owner("bruno");
    expect(bruno.householdId).toBe(alice.householdId);
    expect((await households.membership("bruno"))!.role).toBe("member");
    // Bruno was alone: his meals and pantry came along, Alice's slot winning where both had one.
    expect((await plans.week(bruno, MONDAY)).map((entry) => entry.recipeId)).toEqual([
      "ratatouille",
      "blanquette",
    ]);
    expect(await ticks.week(bruno, MONDAY)).toEqual(["tomate"]);
    expect((await pantry.items(alice)).map((item) => item.key)).toEqual(["farine", "riz"]);
    // His old household is gone with what did not move.
    const old = await database.db
      .selectFrom("household")
      .select("id")
      .where("id", "=", bruno0.householdId)
      .execute();
    expect(old).toEqual([]);
  });

  it("refuses expired and revoked links, and revokes only its own household's", async () => {
    const alice = await owner("alice");
    await households.ensure("chloe", "Le foyer de Chloé");
    const chloe = await owner("chloe");
    const expired = await households.invite(alice.householdId, "alice", "hash-expired", {
      expiresAt: new Date("2026-11-18T09:59:59.000Z"),
    });
    expect(expired).toBeTruthy();
    expect(await households.join("chloe", "hash-expired", NOW)).toBe(false);

    const invitation = await households.invite(alice.householdId, "alice", "hash-2", {
      email: "c@exemple.fr",
      expiresAt: IN_A_WEEK,
    });
    // Only what « Mon foyer » lists: no household name nor inviter left blank to fill a wider shape.
    expect(await households.pending(alice.householdId, NOW)).toEqual([
      {
        id: invitation,
        email: "c@exemple.fr",
        createdAt: expect.any(String),
        expiresAt: IN_A_WEEK.toISOString(),
      },
    ]);
    expect(await households.revoke(chloe.householdId, invitation, NOW)).toBe(false);
    expect(await households.revoke(alice.householdId, invitation, NOW)).toBe(true);
    expect(await households.revoke(alice.householdId, invitation, NOW)).toBe(false);
    expect(await households.join("chloe", "hash-2", NOW)).toBe(false);
    expect(await households.pending(alice.householdId, NOW)).toEqual([]);
    expect((await households.membership("chloe"))!.householdId).toBe(chloe.householdId);
  });

  it("a member who leaves keeps a copy of this week on, and the household keeps everything", async () => {
    const alice = await owner("alice");
    await plans.put(alice, lunch("2026-11-10", "semaine-passee"));
    expect(await households.leave("bruno", { fromMonday: MONDAY, newName: "Le foyer de Bruno" })).toBe(true);
    const bruno = await owner("bruno");
    expect(bruno.householdId).not.toBe(alice.householdId);
    expect(await households.membership("bruno")).toMatchObject({ role: "owner", name: "Le foyer de Bruno" });
    expect((await plans.week(bruno, MONDAY)).map((entry) => entry.recipeId)).toEqual([
      "ratatouille",
      "blanquette",
    ]);
    expect(await plans.week(bruno, "2026-11-09")).toEqual([]);
    expect(await ticks.week(bruno, MONDAY)).toEqual(["tomate"]);
    expect((await plans.week(alice, MONDAY)).map((entry) => entry.recipeId)).toEqual([
      "ratatouille",
      "blanquette",
    ]);
    expect(await plans.week(alice, "2026-11-09")).toHaveLength(1);
    // From now on the two weeks are apart.
    await ticks.set(bruno, MONDAY, { key: "oignon", label: "oignons" }, true);
    expect(await ticks.week(alice, MONDAY)).toEqual(["tomate"]);
    // Alone, there is nothing to leave.
    expect(await households.leave("bruno", { fromMonday: MONDAY, newName: "x" })).toBe(false);
  });

  it("only the owner removes a member, and the removed member keeps a copy", async () => {
    const alice = await owner("alice");
    await households.invite(alice.householdId, "alice", "hash-3", { expiresAt: IN_A_WEEK });
    await households.invite(alice.householdId, "alice", "hash-4", { expiresAt: IN_A_WEEK });
    expect(await households.join("chloe", "hash-3", NOW)).toBe(true);
    expect(await households.join("denis", "hash-4", NOW)).toBe(true);
    // A member cannot remove another, nor can a stranger.
    expect(await households.leave("denis", { fromMonday: MONDAY, newName: "x", by: "chloe" })).toBe(false);
    expect(await households.leave("denis", { fromMonday: MONDAY, newName: "x", by: "bruno" })).toBe(false);
    expect(
      await households.leave("denis", { fromMonday: MONDAY, newName: "Le foyer de Denis", by: "alice" }),
    ).toBe(true);
    const denis = await owner("denis");
    expect(denis.householdId).not.toBe(alice.householdId);
    expect(await plans.week(denis, MONDAY)).toHaveLength(2);
  });

  it("when the owner's account goes, the oldest member takes over; a household of one goes with its rows", async () => {
    // As better-auth deletes an account: the user row, its membership going with it.
    const deleteAccount = (id: string) => database.db.deleteFrom("user").where("id", "=", id).execute();
    const alice = await owner("alice");
    const denis = await owner("denis");
    await deleteAccount("alice");
    await deleteAccount("denis");
    expect(await households.settleDeparted()).toBe(1);
    expect(await households.members(alice.householdId)).toMatchObject([{ userId: "chloe", role: "owner" }]);
    expect(await plans.week({ householdId: alice.householdId, userId: "chloe" }, MONDAY)).toHaveLength(2);
    expect(await households.membership("denis")).toBeUndefined();
    expect(await plans.week(denis, MONDAY)).toEqual([]);
    // Settled already: a second run (the housekeeping's) changes nothing.
    expect(await households.settleDeparted()).toBe(0);
    expect(await households.members(alice.householdId)).toMatchObject([{ userId: "chloe", role: "owner" }]);
  });

  it("of two people leaving one household at once, the second is then alone and stays with its rows", async () => {
    for (const id of ["emma", "farid"]) await addTestUser(database, id, id);
    const emma = await households.ensure("emma", "Le foyer d'Emma");
    await households.invite(emma.householdId, "emma", "hash-race", { expiresAt: IN_A_WEEK });
    expect(await households.join("farid", "hash-race", NOW)).toBe(true);
    await pantry.add({ householdId: emma.householdId, userId: "emma" }, ["beurre"]);

    const left = await Promise.all(
      ["emma", "farid"].map((id) =>
        households.leave(id, { fromMonday: MONDAY, newName: `Le foyer de ${id}` }),
      ),
    );
    // Without a lock each saw the other still there: both left, and nobody kept the pantry.
    expect(left.filter(Boolean)).toHaveLength(1);
    const members = await households.members(emma.householdId);
    expect(members).toHaveLength(1);
    expect(members[0]!.role).toBe("owner");
    const stayed = { householdId: emma.householdId, userId: members[0]!.userId };
    expect((await pantry.items(stayed)).map((item) => item.key)).toEqual(["beurre"]);
  });
});
