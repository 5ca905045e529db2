import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, type Migration, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { migrations } from "./migrations";

/**
 * Databases stopped at a chosen migration, for the tests that write rows as an older release
 * did and check what a later migration makes of them. Unlike test-databases.ts, nothing is
 * migrated on opening.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export interface Opened {
  db: AnyDb;
  /** PostgreSQL's schema of this test, where Kysely keeps its own tables too. */
  schema?: string;
  close(): Promise<void>;
}

/** A database left at a chosen migration, as an installation of last month would be. */
export async function openBare(name: "SQLite" | "PostgreSQL"): Promise<Opened> {
  if (name === "SQLite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "toque-migration-"));
    const connection = new SQLite(path.join(dir, "toque.sqlite"));
    connection.pragma("foreign_keys = ON");
    const db: AnyDb = new Kysely({ dialect: new SqliteDialect({ database: connection }) });
    return {
      db,
      async close() {
        await db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `toque_migration_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set("options", `-c search_path=${schema}`);
  const db: AnyDb = new Kysely({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: scoped.toString(), max: 2 }) }),
  });
  return {
    db,
    schema,
    async close() {
      await db.destroy();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

export function migrator({ db, schema }: Opened) {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations as Record<string, Migration> },
    migrationTableSchema: schema,
  });
}

export const databases = [
  "SQLite" as const,
  ...(process.env.TEST_DATABASE_URL ? ["PostgreSQL" as const] : []),
];
