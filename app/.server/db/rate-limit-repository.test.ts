import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./database";
import { type RateLimitRepository, rateLimitRepository } from "./rate-limit-repository";
import { testDatabases } from "./test-databases";

describe.each(testDatabases())("rate limits on $name", ({ open }) => {
  let database: Database;
  let rateLimits: RateLimitRepository;
  const rule = { limit: 3, windowSeconds: 60 };
  const start = 1_800_000_000_000;

  beforeAll(async () => {
    database = await open();
    rateLimits = rateLimitRepository(database);
  });
  afterAll(async () => {
    await database.close();
  });

  it("allows the window's attempts, then says how long to wait", async () => {
    const verdicts = [];
    for (let attempt = 0; attempt < 4; attempt++)
      verdicts.push(await rateLimits.hit("ip:1", rule, start + attempt * 1000));
    expect(verdicts.slice(0, 3)).toEqual(Array(3).fill({ allowed: true, retryAfterSeconds: 0 }));
    // The window opened at `start` and lasts 60 s; the fourth attempt came 3 s in.
    expect(verdicts[3]).toEqual({ allowed: false, retryAfterSeconds: 57 });
  });

  it("starts a new window once the old one is over", async () => {
    for (let attempt = 0; attempt < 5; attempt++) await rateLimits.hit("ip:2", rule, start);
    expect(await rateLimits.hit("ip:2", rule, start + 59_999)).toMatchObject({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect(await rateLimits.hit("ip:2", rule, start + 60_000)).toEqual({
      allowed: true,
      retryAfterSeconds: 0,
    });
    expect(await rateLimits.hit("ip:2", rule, start + 60_001)).toEqual({
      allowed: true,
      retryAfterSeconds: 0,
    });
  });

  it("counts each key apart, and every attempt of a burst exactly once", async () => {
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => rateLimits.hit("ip:3", { limit: 6, windowSeconds: 60 }, start)),
    );
    expect(burst.filter((verdict) => verdict.allowed)).toHaveLength(6);
    expect(await rateLimits.hit("ip:4", rule, start)).toEqual({ allowed: true, retryAfterSeconds: 0 });
  });

  it("peeks at a counter without counting, and resets it", async () => {
    expect(await rateLimits.peek("ip:5", rule, start)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    for (let attempt = 0; attempt < 2; attempt++) await rateLimits.hit("ip:5", rule, start);
    expect(await rateLimits.peek("ip:5", rule, start + 1000)).toEqual({
      allowed: true,
      retryAfterSeconds: 0,
    });
    await rateLimits.hit("ip:5", rule, start);
    // Three attempts fill the window: the next one would be refused, and peeking counts nothing.
    expect(await rateLimits.peek("ip:5", rule, start + 1000)).toEqual({
      allowed: false,
      retryAfterSeconds: 59,
    });
    expect(await rateLimits.peek("ip:5", rule, start + 1000)).toEqual({
      allowed: false,
      retryAfterSeconds: 59,
    });
    expect(await rateLimits.peek("ip:5", rule, start + 60_000)).toEqual({
      allowed: true,
      retryAfterSeconds: 0,
    });

    await rateLimits.reset("ip:5");
    expect(await rateLimits.peek("ip:5", rule, start + 1000)).toEqual({
      allowed: true,
      retryAfterSeconds: 0,
    });
    expect(await rateLimits.hit("ip:5", rule, start + 1000)).toEqual({ allowed: true, retryAfterSeconds: 0 });
  });

  it("forgets counters whose window ended long ago", async () => {
    await rateLimits.hit("ip:old", rule, start - 3_600_000);
    await rateLimits.prune(600_000, start);
    const keys = await database.db.selectFrom("rate_limit").select("key").execute();
    expect(keys.map((row) => row.key)).not.toContain("ip:old");
    expect(keys.map((row) => row.key)).toContain("ip:1");
  });
});
