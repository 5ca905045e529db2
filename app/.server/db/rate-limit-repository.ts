import { type Kysely, sql } from "kysely";
import type { DatabaseSchema } from "./schema";

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
 * Fixed-window counters kept in the database, so that every instance of Toque
 * sharing it counts the same attempts. One atomic upsert per attempt.
 */
export function rateLimitRepository(db: Kysely<DatabaseSchema>) {
  return {
    async hit(key: string, rule: RateLimitRule, now = Date.now()): Promise<RateLimitVerdict> {
      const windowMs = rule.windowSeconds * 1000;
      const expired = sql<boolean>`rate_limit.window_start <= ${now - windowMs}`;
      const row = await db
        .insertInto("rate_limit")
        .values({ key, window_start: now, count: 1 })
        .onConflict((conflict) =>
          conflict.column("key").doUpdateSet({
            count: sql`case when ${expired} then 1 else rate_limit.count + 1 end`,
            window_start: sql`case when ${expired} then ${now} else rate_limit.window_start end`,
          }),
        )
        .returning(["count", "window_start"])
        .executeTakeFirstOrThrow();

      if (Number(row.count) <= rule.limit) return { allowed: true, retryAfterSeconds: 0 };
      const endsAt = Number(row.window_start) + windowMs;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now) / 1000)) };
    },

    /** Drops counters whose window ended long ago. */
    async prune(olderThanMs: number, now = Date.now()): Promise<void> {
      await db.deleteFrom("rate_limit").where("window_start", "<", now - olderThanMs).execute();
    },
  };
}

export type RateLimitRepository = ReturnType<typeof rateLimitRepository>;
