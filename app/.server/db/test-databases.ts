import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type Database, SQLITE_FILE_NAME, openDatabase } from "./database";

export interface TestDatabase {
  name: "SQLite" | "PostgreSQL";
  open(): Promise<Database>;
}

/**
 * The databases a repository suite runs against: SQLite always, PostgreSQL when
 * TEST_DATABASE_URL is set. Each opening gets an empty database of its own
 * (a temporary file, or a fresh schema dropped on close).
 */
export function testDatabases(): TestDatabase[] {
  const databases: TestDatabase[] = [{ name: "SQLite", open: openTemporarySqlite }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) databases.push({ name: "PostgreSQL", open: () => openTemporaryPostgres(url) });
  return databases;
}

async function openTemporarySqlite(): Promise<Database> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "toque-test-"));
  const database = await openDatabase({ dialect: "sqlite", file: path.join(dir, SQLITE_FILE_NAME) });
  return {
    ...database,
    async close() {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function openTemporaryPostgres(url: string): Promise<Database> {
  const schema = `toque_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();

  const scoped = new URL(url);
  scoped.searchParams.set("options", `-c search_path=${schema}`);
  const dropSchema = async () => {
    const cleaner = new pg.Client({ connectionString: url });
    await cleaner.connect();
    await cleaner.query(`drop schema ${schema} cascade`);
    await cleaner.end();
  };
  let database: Database;
  try {
    database = await openDatabase({ dialect: "postgres", url: scoped.toString() });
  } catch (error) {
    // A schema that failed to migrate is not left behind for the next runs to trip on.
    await dropSchema();
    throw error;
  }
  return {
    ...database,
    async close() {
      await database.close();
      await dropSchema();
    },
  };
}
