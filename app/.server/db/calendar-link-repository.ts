import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { DatabaseSchema } from "./schema";

/** The secret addresses of the calendar feed, one per person, known by their SHA-256 only. */
export function calendarLinkRepository(db: Kysely<DatabaseSchema>) {
  return {
    /** Stores the person's link, replacing the one they had: the old address stops answering. */
    async replace(userId: string, tokenHash: string): Promise<void> {
      await db
        .insertInto("calendar_link")
        .values({
          id: crypto.randomUUID(),
          user_id: userId,
          token_hash: tokenHash,
          created_at: new Date().toISOString(),
        })
        .onConflict((conflict) =>
          conflict.column("user_id").doUpdateSet((eb) => ({
            id: eb.ref("excluded.id"),
            token_hash: eb.ref("excluded.token_hash"),
            created_at: eb.ref("excluded.created_at"),
          })),
        )
        .execute();
    },

    /** False when the person had no link. */
    async remove(userId: string): Promise<boolean> {
      const result = await db.deleteFrom("calendar_link").where("user_id", "=", userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** When the person's link was made, if they have one. */
    async createdAt(userId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom("calendar_link")
        .select("created_at")
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return row?.created_at;
    },

    /** Whose feed a token's hash opens. */
    async ownerOf(tokenHash: string): Promise<string | undefined> {
      const row = await db
        .selectFrom("calendar_link")
        .select("user_id")
        .where("token_hash", "=", tokenHash)
        .executeTakeFirst();
      return row?.user_id;
    },
  };
}

export type CalendarLinkRepository = ReturnType<typeof calendarLinkRepository>;
