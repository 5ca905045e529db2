import type { Kysely } from "kysely";
import type { DatabaseSchema } from "./schema";

/** Key/value facts about the installation, shared by every instance. */
export function appMetaRepository(db: Kysely<DatabaseSchema>) {
  return {
    async get(key: string): Promise<string | undefined> {
      const row = await db.selectFrom("app_meta").select("value").where("key", "=", key).executeTakeFirst();
      return row?.value;
    },

    /** Sets the value, replacing the one before. */
    async set(key: string, value: string): Promise<void> {
      await db
        .insertInto("app_meta")
        .values({ key, value })
        .onConflict((conflict) =>
          conflict.column("key").doUpdateSet({ value, updated_at: new Date().toISOString() }),
        )
        .execute();
    },

    /** Sets the value only if the key is absent; returns the value that wins. */
    async setIfAbsent(key: string, value: string): Promise<string> {
      await db
        .insertInto("app_meta")
        .values({ key, value })
        .onConflict((conflict) => conflict.column("key").doNothing())
        .execute();
      return (await this.get(key)) ?? value;
    },
  };
}

export type AppMetaRepository = ReturnType<typeof appMetaRepository>;
