import { CompiledQuery } from "kysely";
import type { Database } from "./database";

export interface RateLimitRule {
  /** How many attempts a window allows. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the window ends; 0 when allowed. */
  retryAfterSeconds: number;
}

/**
 * Counts one attempt: $1 the key, $2 now, $3 the instant a window must have started after
 * to still run. Every SET expression reads the row as it was, so both see the same verdict.
 */
const HIT = `insert into rate_limit ("key", window_start, "count") values ($1, $2, 1)
on conflict ("key") do update set
  "count" = case when rate_limit.window_start <= $3 then 1 else rate_limit."count" + 1 end,
  window_start = case when rate_limit.window_start <= $3 then $2 else rate_limit.window_start end
returning "count", window_start`;

interface CounterRow {
  count: number | string;
  window_start: number | string;
}

/**
 * Fixed-window counters kept in the database, so that every instance of Toque
 * sharing it counts the same attempts. One atomic upsert per attempt.
 *
 * Each generation waits for this count before its provider request leaves. On SQLite the
 * statement is prepared once: built and prepared again at every call through Kysely, it
 * cost about 0.5 ms, 15 times more (docs/decisions/0011-generation-endpoint-outside-react-router.md).
 */
export function rateLimitRepository({ db, sqlite }: Pick<Database, "db" | "sqlite">) {
  // One statement for both databases: SQLite takes its parameters by name (@p1…), PostgreSQL by position.
  const prepared = sqlite?.prepare<[Record<string, string | number>], CounterRow>(
    HIT.replace(/\$(\d)/g, "@p$1"),
  );

  async function count(key: string, now: number, expiredUpTo: number): Promise<CounterRow> {
    if (prepared) return prepared.get({ p1: key, p2: now, p3: expiredUpTo })!;
    const { rows } = await db.executeQuery(CompiledQuery.raw(HIT, [key, now, expiredUpTo]));
    return rows[0] as CounterRow;
  }

  return {
    async hit(key: string, rule: RateLimitRule, now = Date.now()): Promise<RateLimitVerdict> {
      const windowMs = rule.windowSeconds * 1000;
      const row = await count(key, now, now - windowMs);
      if (Number(row.count) <= rule.limit) return { allowed: true, retryAfterSeconds: 0 };
      const endsAt = Number(row.window_start) + windowMs;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now) / 1000)) };
    },

    /** The verdict the next attempt would get, without counting one. */
    async peek(key: string, rule: RateLimitRule, now = Date.now()): Promise<RateLimitVerdict> {
      const windowMs = rule.windowSeconds * 1000;
      const row = await db
        .selectFrom("rate_limit")
        .select(["count", "window_start"])
        .where("key", "=", key)
        .where("window_start", ">", now - windowMs)
        .executeTakeFirst();
      if (!row || Number(row.count) < rule.limit) return { allowed: true, retryAfterSeconds: 0 };
      const endsAt = Number(row.window_start) + windowMs;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now) / 1000)) };
    },

    /** Forgets a counter at once, as if no attempt had been made. */
    async reset(key: string): Promise<void> {
      await db.deleteFrom("rate_limit").where("key", "=", key).execute();
    },

    /** Drops counters whose window ended long ago. */
    async prune(olderThanMs: number, now = Date.now()): Promise<void> {
      await db
        .deleteFrom("rate_limit")
        .where("window_start", "<", now - olderThanMs)
        .execute();
    },
  };
}

export type RateLimitRepository = ReturnType<typeof rateLimitRepository>;
