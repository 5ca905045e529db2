import { sql, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAuth } from "../auth/auth";
import { householdService } from "../household/household-service";
import { createLogger } from "../logger";
import type { Database } from "./database";
import { householdRepository } from "./household-repository";
import { mealPlanRepository } from "./meal-plan-repository";
import { pantryRepository } from "./pantry-repository";
import { testDatabases } from "./test-databases";

const PASSWORD = "blanquette-du-lundi";
const MONDAY = "2026-11-23";

/**
 * An account deleted through better-auth, with the hook services.ts gives it: the household
 * is settled only once the account is really gone.
 */
describe.each(testDatabases())("account deletion on $name", ({ open }) => {
  let database: Database;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.close();
  });

  async function alone() {
    const households = householdService({ households: householdRepository(database.db) });
    const auth = createAuth({
      db: database.db as unknown as Kysely<never>,
      dialect: database.dialect,
      secret: "un-secret-de-test-assez-long-pour-better-auth",
      baseURL: "http://localhost",
      secureCookies: false,
      logger: createLogger("silent"),
      afterDeleteUser: () => households.settleDeparted(),
    });
    const { headers, response } = await auth.api.signUpEmail({
      body: { name: "Inès Seule", email: "ines@exemple.fr", password: PASSWORD },
      returnHeaders: true,
    });
    const cookie = headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const person = { userId: response.user.id, name: "Inès Seule" };
    const { householdId } = await households.ensure(person);
    const owner = { householdId, userId: person.userId };
    await mealPlanRepository(database.db).put(owner, {
      day: MONDAY,
      type: "dinner",
      recipeId: "quiche-lorraine",
      name: "Quiche",
      portions: 2,
      manual: true,
    });
    await pantryRepository(database.db).add(owner, ["beurre"]);
    const deleteAccount = () =>
      auth.api.deleteUser({ body: { password: PASSWORD }, headers: new Headers({ Cookie: cookie }) });
    return { households, owner, deleteAccount };
  }

  /** The database refuses to delete any account, as a lost connection or a full disk would. */
  async function refuseUserDeletion() {
    if (database.dialect === "sqlite") {
      await sql`create trigger refuse_user_delete before delete on "user"
        begin select raise(abort, 'refusé'); end`.execute(database.db);
      return;
    }
    await sql`create function refuse_user_delete() returns trigger language plpgsql
      as $$ begin raise exception 'refusé'; end $$`.execute(database.db);
    await sql`create trigger refuse_user_delete before delete on "user"
      for each row execute function refuse_user_delete()`.execute(database.db);
  }

  it("keeps a sole member's household, week and pantry when the account's deletion fails", async () => {
    const { households, owner, deleteAccount } = await alone();
    await refuseUserDeletion();
    await expect(deleteAccount()).rejects.toThrow();
    expect(await households.membershipOf(owner.userId)).toMatchObject({ householdId: owner.householdId });
    expect(await mealPlanRepository(database.db).week(owner, MONDAY)).toHaveLength(1);
    expect((await pantryRepository(database.db).items(owner)).map((item) => item.key)).toEqual(["beurre"]);
  });

  it("deletes a sole member's household with the account", async () => {
    const { owner, deleteAccount } = await alone();
    await deleteAccount();
    const left = await database.db
      .selectFrom("household")
      .select("id")
      .where("id", "=", owner.householdId)
      .execute();
    expect(left).toEqual([]);
    expect(await mealPlanRepository(database.db).week(owner, MONDAY)).toEqual([]);
  });
});
