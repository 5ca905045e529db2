import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CalendarLinkRepository, calendarLinkRepository } from "./calendar-link-repository";
import type { Database } from "./database";
import { testDatabases } from "./test-databases";
import { addTestUser } from "./test-fixtures";

describe.each(testDatabases())("calendar link repository on $name", ({ open }) => {
  let database: Database;
  let links: CalendarLinkRepository;

  beforeAll(async () => {
    database = await open();
    links = calendarLinkRepository(database.db);
    await addTestUser(database, "alice", "Alice");
    await addTestUser(database, "bruno", "Bruno");
  });
  afterAll(async () => {
    await database.close();
  });

  it("keeps one link per person: a new hash replaces the old one", async () => {
    await links.replace("alice", "a".repeat(64));
    await links.replace("bruno", "b".repeat(64));
    expect(await links.ownerOf("a".repeat(64))).toBe("alice");
    await links.replace("alice", "c".repeat(64));
    expect(await links.ownerOf("a".repeat(64))).toBeUndefined();
    expect(await links.ownerOf("c".repeat(64))).toBe("alice");
    expect(await links.ownerOf("b".repeat(64))).toBe("bruno");
    expect(await links.createdAt("alice")).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("forgets a revoked link, and says so when there was none", async () => {
    expect(await links.remove("bruno")).toBe(true);
    expect(await links.ownerOf("b".repeat(64))).toBeUndefined();
    expect(await links.createdAt("bruno")).toBeUndefined();
    expect(await links.remove("bruno")).toBe(false);
  });

  it("goes with the account", async () => {
    await database.db.deleteFrom("user").where("id", "=", "alice").execute();
    expect(await links.ownerOf("c".repeat(64))).toBeUndefined();
  });
});
