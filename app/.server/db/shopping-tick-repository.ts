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

export interface TickedItem {
  /** ISO date of the week's Monday. */
  week: string;
  key: string;
  label: string;
  tickedAt: string;
}

/** The items ticked on Menu Perso's shopping list, per owner and week. */
export function shoppingTickRepository(db: Kysely<DatabaseSchema>) {
  const ownedBy = (owner: PlanOwner) => ownedByOwner<"shopping_tick">(owner);

  return {
    /** The keys of the items ticked on a week's list. */
    async week(owner: PlanOwner, monday: string): Promise<string[]> {
      const rows = await db
        .selectFrom("shopping_tick")
        .select("item_key")
        .where(ownedBy(owner))
        .where("week", "=", monday)
        .orderBy("item_key")
        .execute();
      return rows.map((row) => row.item_key);
    },

    /** Ticks or unticks an item; doing it twice is the same as once. */
    async set(
      owner: PlanOwner,
      monday: string,
      item: { key: string; label: string },
      ticked: boolean,
    ): Promise<void> {
      if (!ticked) {
        await db
          .deleteFrom("shopping_tick")
          .where(ownedBy(owner))
          .where("week", "=", monday)
          .where("item_key", "=", item.key)
          .execute();
        return;
      }
      await db
        .insertInto("shopping_tick")
        .values({
          id: crypto.randomUUID(),
          ...ownerColumns(owner),
          week: monday,
          item_key: item.key,
          label: item.label,
          created_at: new Date().toISOString(),
        })
        // Two taps racing each other: the unique index keeps one tick.
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    },

    /** Unticks these items of a week's list at once. */
    async clear(owner: PlanOwner, monday: string, keys: readonly string[]): Promise<void> {
      if (keys.length === 0) return;
      await db
        .deleteFrom("shopping_tick")
        .where(ownedBy(owner))
        .where("week", "=", monday)
        .where("item_key", "in", [...keys])
        .execute();
    },

    /** A visitor signs up or logs in: their ticks join the household's, which keeps its own. */
    async adopt(guestId: string, householdId: string): Promise<number> {
      return adoptGuestRows(db, "shopping_tick", guestId, householdId, { perWeek: true });
    },

    /** Every tick of a household, oldest week first, for the export. */
    async ofHousehold(householdId: string): Promise<TickedItem[]> {
      const rows = await db
        .selectFrom("shopping_tick")
        .select(["week", "item_key", "label", "created_at"])
        .where("household_id", "=", householdId)
        .orderBy("week")
        // Keys are plain ASCII: the order is the same whatever the database's collation.
        .orderBy("item_key")
        .execute();
      return rows.map((row) => ({
        week: row.week,
        key: row.item_key,
        label: row.label,
        tickedAt: row.created_at,
      }));
    },

    /**
     * Deletes the ticks no browser can reach any more (docs/decisions/0015): those of a visitor
     * who wrote a tick or a meal before `before` (their cookie, set before both, has expired),
     * and those of a visitor who has no meal nor added line left, whose list is empty. Run it before the
     * meals are dropped, since it reads them.
     */
    async dropUnreachableGuestTicks(before: Date): Promise<number> {
      return dropUnreachableGuestRows(db, "shopping_tick", before, ["meal_plan_entry", "shopping_extra"]);
    },
  };
}

export type ShoppingTickRepository = ReturnType<typeof shoppingTickRepository>;
