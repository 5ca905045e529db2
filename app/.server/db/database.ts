import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { currentSchema, migrateToLatest } from "./migrate";
import type { DatabaseSchema } from "./schema";

export type DialectName = "sqlite" | "postgres";

export interface Database {
  db: Kysely<DatabaseSchema>;
  dialect: DialectName;
  /** The SQLite connection itself, for the few statements worth preparing once. */
  sqlite?: SQLite.Database;
  close(): Promise<void>;
}

export type DatabaseConfig = { dialect: "sqlite"; file: string } | { dialect: "postgres"; url: string };

export const SQLITE_FILE_NAME = "toque.sqlite";

export function databaseConfig(env: { dataDir: string; DATABASE_URL?: string }): DatabaseConfig {
  return env.DATABASE_URL
    ? { dialect: "postgres", url: env.DATABASE_URL }
    : { dialect: "sqlite", file: path.join(env.dataDir, SQLITE_FILE_NAME) };
}

/** Opens the database and brings its schema up to date before anyone uses it. */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  const database = config.dialect === "sqlite" ? openSqlite(config.file) : openPostgres(config.url);
  try {
    if (config.dialect === "postgres") {
      // On PostgreSQL, Kysely's migrator takes an advisory lock itself.
      await migrateToLatest(database.db, await currentSchema(database.db));
    } else if (config.file !== ":memory:") {
      await withMigrationLock(config.file, () => migrateToLatest(database.db));
    } else {
      await migrateToLatest(database.db);
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

function openSqlite(file: string): Database {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const connection = new SQLite(file);
  // WAL lets readers run beside the single writer. With WAL, synchronous=NORMAL keeps
  // every acknowledged commit through a crash or kill of the process (the WAL is in the
  // OS cache) without an fsync per commit, which would block the event loop: better-sqlite3
  // is synchronous. Only a power cut can lose the last commits (docs/decisions/0006).
  connection.pragma("journal_mode = WAL");
  connection.pragma("synchronous = NORMAL");
  connection.pragma("foreign_keys = ON");
  connection.pragma("busy_timeout = 5000");
  const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: connection }) });
  return { db, dialect: "sqlite", sqlite: connection, close: () => db.destroy() };
}

/**
 * Kysely takes no lock on SQLite, so two processes starting at once on the same
 * file would both create the tables. An exclusive transaction on a small lock file
 * beside the database makes them migrate one after the other.
 */
async function withMigrationLock<T>(file: string, migrate: () => Promise<T>): Promise<T> {
  const lock = new SQLite(`${file}.migration-lock`);
  lock.pragma("busy_timeout = 30000");
  lock.exec("BEGIN EXCLUSIVE");
  try {
    return await migrate();
  } finally {
    lock.exec("COMMIT");
    lock.close();
  }
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: "postgres", close: () => db.destroy() };
}

export interface DatabaseHealth {
  status: "ok" | "error";
  dialect: DialectName;
  latencyMs: number;
}

export async function checkDatabase(database: Database): Promise<DatabaseHealth> {
  const started = performance.now();
  try {
    await sql`select 1`.execute(database.db);
    return { status: "ok", dialect: database.dialect, latencyMs: elapsed(started) };
  } catch {
    return { status: "error", dialect: database.dialect, latencyMs: elapsed(started) };
  }
}

function elapsed(started: number): number {
  return Math.round((performance.now() - started) * 100) / 100;
}
