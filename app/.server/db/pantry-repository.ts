import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { PlanOwner } from "./meal-plan-repository";
import {
  adoptGuestRows,
  dropUnreachableGuestRows,
  ownedBy as ownedByOwner,
  ownerColumns,
} from "./plan-owner-rows";
import type { DatabaseSchema } from "./schema";

export interface PantryRow {
  key: string;
  addedAt: string;
}

/** Mon garde-manger: the lexicon foods a person, or a visitor, has at home. */
export function pantryRepository(db: Kysely<DatabaseSchema>) {
  const ownedBy = (owner: PlanOwner) => ownedByOwner<"pantry_item">(owner);

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
            ...ownerColumns(owner),
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

    /** A visitor signs up or logs in: their foods join the household's (a set, so nothing clashes). */
    async adopt(guestId: string, householdId: string): Promise<number> {
      return adoptGuestRows(db, "pantry_item", guestId, householdId, { perWeek: false });
    },

    /**
     * Deletes the pantries of visitors who wrote anything (a food, a meal) before `before`:
     * their cookie, set at their first change, has expired (docs/decisions/0015).
     */
    async dropUnreachableGuestPantries(before: Date): Promise<number> {
      return dropUnreachableGuestRows(db, "pantry_item", before);
    },
  };
}

export type PantryRepository = ReturnType<typeof pantryRepository>;
