import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiTokenService, apiTokenService, hashToken } from "../api/token-service";
import { apiTokenRepository } from "./api-token-repository";
import type { Database } from "./database";
import { testDatabases } from "./test-databases";
import { addTestUser } from "./test-fixtures";

describe.each(testDatabases())("API tokens on $name", ({ open }) => {
  let database: Database;
  let tokens: ApiTokenService;

  beforeAll(async () => {
    database = await open();
    tokens = apiTokenService({ tokens: apiTokenRepository(database.db) });
    await addTestUser(database, "alice", "Alice");
    await addTestUser(database, "bruno", "Bruno");
  });
  afterAll(async () => {
    await database.close();
  });

  it("shows the secret once and keeps only its hash", async () => {
    const created = await tokens.create("alice", "Script de courses", "read");
    if (!created.ok) throw new Error(created.message);
    expect(created.secret).toMatch(/^toque_[A-Za-z0-9_-]{43}$/);
    const stored = await database.db.selectFrom("api_token").selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).toBe(hashToken(created.secret));
    expect(JSON.stringify(stored)).not.toContain(created.secret.slice(6));
    expect(await tokens.list("alice")).toEqual([
      expect.objectContaining({ name: "Script de courses", scope: "read", lastUsedAt: null }),
    ]);
    expect(await tokens.list("bruno")).toEqual([]);
  });

  it("finds the holder of a secret, notes its use, and forgets it once revoked", async () => {
    const created = await tokens.create("alice", "Écriture", "write");
    if (!created.ok) throw new Error(created.message);
    const holder = await tokens.authenticate(created.secret, new Date("2026-03-02T10:00:00Z"));
    expect(holder).toMatchObject({ userId: "alice", scope: "write" });
    expect((await tokens.list("alice")).find((token) => token.id === holder!.id)?.lastUsedAt).toBe(
      "2026-03-02T10:00:00.000Z",
    );
    // A secret already ending in « A » would make that tamper a no-op: flip to a character it lacks.
    const lastCharacter = created.secret.at(-1) === "A" ? "B" : "A";
    expect(await tokens.authenticate(`${created.secret.slice(0, -1)}${lastCharacter}`)).toBeUndefined();
    expect(await tokens.authenticate("toque_court")).toBeUndefined();
    // Another person cannot revoke it; its holder can, once.
    expect(await tokens.revoke("bruno", holder!.id)).toBe(false);
    expect(await tokens.revoke("alice", holder!.id)).toBe(true);
    expect(await tokens.revoke("alice", holder!.id)).toBe(false);
    expect(await tokens.authenticate(created.secret)).toBeUndefined();
    expect((await tokens.list("alice")).map((token) => token.name)).toEqual(["Script de courses"]);
  });

  it("refuses a twenty-first active token", async () => {
    for (let index = 0; index < 20; index++) await tokens.create("bruno", `Jeton ${index}`, "read");
    expect(await tokens.create("bruno", "De trop", "read")).toMatchObject({ ok: false });
  });

  it("goes with the account", async () => {
    await database.db.deleteFrom("user").where("id", "=", "alice").execute();
    const left = await database.db.selectFrom("api_token").select("user_id").distinct().execute();
    expect(left.map((row) => row.user_id)).toEqual(["bruno"]);
  });
});
