import crypto from "node:crypto";
import type { ExpressionBuilder, Kysely } from "kysely";
import type { PlanOwner } from "./meal-plan-repository";
import type { DatabaseSchema } from "./schema";

export interface PantryRow {
  key: string;
  addedAt: string;
}

/** Mon garde-manger: the lexicon foods a person, or a visitor, has at home. */
export function pantryRepository(db: Kysely<DatabaseSchema>) {
  const ownedBy = (owner: PlanOwner) => (eb: ExpressionBuilder<DatabaseSchema, "pantry_item">) =>
    "userId" in owner ? eb("user_id", "=", owner.userId) : eb("guest_id", "=", owner.guestId);

  async function items(owner: PlanOwner): Promise<PantryRow[]> {
    const rows = await db
      .selectFrom("pantry_item")
      .select(["item_key", "created_at"])
      .where(ownedBy(owner))
      // Keys are plain ASCII: the order is the same whatever the database's collation.
      .orderBy("item_key")
      .execute();
    return rows.map((row) => ({ key: row.item_key, addedAt: row.created_at }));
  }

  return {
    items,

    /** Adds the foods not held yet and returns those; a food held already is merged, not doubled. */
    async add(owner: PlanOwner, keys: readonly string[]): Promise<string[]> {
      const held = new Set((await items(owner)).map((row) => row.key));
      const fresh = [...new Set(keys)].filter((key) => !held.has(key));
      if (fresh.length === 0) return [];
      const now = new Date().toISOString();
      await db
        .insertInto("pantry_item")
        .values(
          fresh.map((key) => ({
            id: crypto.randomUUID(),
            user_id: "userId" in owner ? owner.userId : null,
            guest_id: "guestId" in owner ? owner.guestId : null,
            item_key: key,
            created_at: now,
          })),
        )
        // Two tabs adding the same food: the unique index keeps one.
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      return fresh;
    },

    /** Removes one food; false when the pantry did not hold it. */
    async remove(owner: PlanOwner, key: string): Promise<boolean> {
      const result = await db
        .deleteFrom("pantry_item")
        .where(ownedBy(owner))
        .where("item_key", "=", key)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async clear(owner: PlanOwner): Promise<number> {
      const result = await db.deleteFrom("pantry_item").where(ownedBy(owner)).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** A visitor signs up or logs in: their foods join the account's (a set, so nothing clashes). */
    async adopt(guestId: string, userId: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const guest = await trx
          .selectFrom("pantry_item")
          .select(["id", "item_key"])
          .where("guest_id", "=", guestId)
          .execute();
        if (guest.length === 0) return 0;
        const held = await trx
          .selectFrom("pantry_item")
          .select("item_key")
          .where("user_id", "=", userId)
          .execute();
        const already = new Set(held.map((row) => row.item_key));
        const moving = guest.filter((row) => !already.has(row.item_key)).map((row) => row.id);
        if (moving.length > 0) {
          await trx
            .updateTable("pantry_item")
            .set({ user_id: userId, guest_id: null })
            .where("id", "in", moving)
            .execute();
        }
        await trx.deleteFrom("pantry_item").where("guest_id", "=", guestId).execute();
        return moving.length;
      });
    },

    /**
     * Deletes the pantries of visitors who wrote anything (a food, a meal) before `before`:
     * their cookie, set at their first change, has expired (docs/decisions/0015).
     */
    async dropUnreachableGuestPantries(before: Date): Promise<number> {
      const cutoff = before.toISOString();
      const result = await db
        .deleteFrom("pantry_item")
        .where("guest_id", "is not", null)
        .where((eb) =>
          eb.or([
            eb(
              "guest_id",
              "in",
              eb.selectFrom("pantry_item as old").select("old.guest_id").where("old.created_at", "<", cutoff),
            ),
            eb(
              "guest_id",
              "in",
              eb
                .selectFrom("meal_plan_entry")
                .select("meal_plan_entry.guest_id")
                .where("meal_plan_entry.created_at", "<", cutoff),
            ),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type PantryRepository = ReturnType<typeof pantryRepository>;
