import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appMetaRepository } from "./app-meta-repository";
import {
  type Database,
  type DatabaseConfig,
  SQLITE_FILE_NAME,
  checkDatabase,
  databaseConfig,
  openDatabase,
} from "./database";
import { migrateToLatest } from "./migrate";
import { migrations } from "./migrations";
import { testDatabases } from "./test-databases";

describe("databaseConfig", () => {
  it("uses the SQLite file under DATA_DIR unless DATABASE_URL is set", () => {
    expect(databaseConfig({ dataDir: "/srv/toque" })).toEqual({
      dialect: "sqlite",
      file: path.join("/srv/toque", SQLITE_FILE_NAME),
    });
    expect(databaseConfig({ dataDir: "/srv/toque", DATABASE_URL: "postgres://db/toque" })).toEqual({
      dialect: "postgres",
      url: "postgres://db/toque",
    });
  });
});

describe.each(testDatabases())("database on $name", ({ open }) => {
  let database: Database;

  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  it("applies every migration and is healthy", async () => {
    const applied = await database.db
      .selectFrom("kysely_migration" as never)
      .select("name" as never)
      .execute();
    expect(applied).toHaveLength(Object.keys(migrations).length);
    expect(await checkDatabase(database)).toMatchObject({ status: "ok", dialect: database.dialect });
  });

  it("a second database beside this one is migrated as well (its own schema on PostgreSQL)", async () => {
    const other = await open();
    try {
      const applied = await other.db
        .selectFrom("kysely_migration" as never)
        .select("name" as never)
        .execute();
      expect(applied).toHaveLength(Object.keys(migrations).length);
    } finally {
      await other.close();
    }
  });

  it("running the migrations again changes nothing", async () => {
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it("keeps the first value of an installation fact", async () => {
    const meta = appMetaRepository(database.db);
    expect(await meta.get("test_fact")).toBeUndefined();
    expect(await meta.setIfAbsent("test_fact", "premier")).toBe("premier");
    expect(await meta.setIfAbsent("test_fact", "second")).toBe("premier");
  });
});

describe("SQLite file", () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "toque-sqlite-"));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("is created under DATA_DIR, in WAL mode, and keeps its data across reopenings", async () => {
    const config: DatabaseConfig = { dialect: "sqlite", file: path.join(dir, "nested", SQLITE_FILE_NAME) };
    const first = await openDatabase(config);
    await appMetaRepository(first.db).setIfAbsent("installed_at", "2026-01-01");
    await first.close();

    expect(fs.existsSync(config.file)).toBe(true);
    const second = await openDatabase(config);
    expect(await appMetaRepository(second.db).get("installed_at")).toBe("2026-01-01");
    await second.close();
  });
});

describe("an unreachable PostgreSQL", () => {
  it("fails to open with the cause attached", async () => {
    await expect(
      openDatabase({ dialect: "postgres", url: "postgres://nobody@127.0.0.1:1/none" }),
    ).rejects.toThrow();
  });
});
