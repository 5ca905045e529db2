import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database";
import { testDatabases } from "../db/test-databases";
import { userRecipeRepository } from "../db/user-recipe-repository";
import { exportedTables, personalDataSections } from "./personal-data-export";

/** Tables with a foreign key to the account: each holds something about a person. */
async function tablesPointingAtUser({ db, dialect }: Database): Promise<string[]> {
  const query =
    dialect === "sqlite"
      ? sql<{ name: string }>`select distinct m.name as name from sqlite_master m
          join pragma_foreign_key_list(m.name) p where m.type = 'table' and p."table" = 'user'`
      : sql<{ name: string }>`select distinct tc.table_name as name
          from information_schema.table_constraints tc
          join information_schema.constraint_column_usage ccu
            on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
          where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'user'
            and tc.table_schema = current_schema()`;
  return (await query.execute(db)).rows.map((row) => row.name).sort();
}

describe.each(testDatabases())("personal data export on $name", ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  it("has a section for every table that points at an account", async () => {
    const sections = personalDataSections({
      db: database.db,
      userRecipes: userRecipeRepository(database.db),
    });
    expect(await tablesPointingAtUser(database)).toEqual(Object.keys(exportedTables).sort());
    for (const section of Object.values(exportedTables)) expect(Object.keys(sections)).toContain(section);
  });
});
