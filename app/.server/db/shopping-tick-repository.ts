import crypto from "node:crypto";
import type { ExpressionBuilder, Kysely } from "kysely";
import type { PlanOwner } from "./meal-plan-repository";
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
  const ownedBy = (owner: PlanOwner) => (eb: ExpressionBuilder<DatabaseSchema, "shopping_tick">) =>
    "userId" in owner ? eb("user_id", "=", owner.userId) : eb("guest_id", "=", owner.guestId);

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
          user_id: "userId" in owner ? owner.userId : null,
          guest_id: "guestId" in owner ? owner.guestId : null,
          week: monday,
          item_key: item.key,
          label: item.label,
          created_at: new Date().toISOString(),
        })
        // Two taps racing each other: the unique index keeps one tick.
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    },

    /** A visitor signs up or logs in: their ticks join the account's, which keeps its own. */
    async adopt(guestId: string, userId: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const guest = await trx
          .selectFrom("shopping_tick")
          .select(["id", "week", "item_key"])
          .where("guest_id", "=", guestId)
          .execute();
        if (guest.length === 0) return 0;
        const held = await trx
          .selectFrom("shopping_tick")
          .select(["week", "item_key"])
          .where("user_id", "=", userId)
          .where("week", "in", [...new Set(guest.map((row) => row.week))])
          .execute();
        const already = new Set(held.map((row) => `${row.week}:${row.item_key}`));
        const moving = guest
          .filter((row) => !already.has(`${row.week}:${row.item_key}`))
          .map((row) => row.id);
        if (moving.length > 0) {
          await trx
            .updateTable("shopping_tick")
            .set({ user_id: userId, guest_id: null })
            .where("id", "in", moving)
            .execute();
        }
        await trx.deleteFrom("shopping_tick").where("guest_id", "=", guestId).execute();
        return moving.length;
      });
    },

    /** Every tick of an account, oldest week first, for the export. */
    async ofUser(userId: string): Promise<TickedItem[]> {
      const rows = await db
        .selectFrom("shopping_tick")
        .select(["week", "item_key", "label", "created_at"])
        .where("user_id", "=", userId)
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
      const cutoff = before.toISOString();
      const result = await db
        .deleteFrom("shopping_tick")
        .where("guest_id", "is not", null)
        .where((eb) =>
          eb.or([
            eb(
              "guest_id",
              "in",
              eb
                .selectFrom("shopping_tick as old")
                .select("old.guest_id")
                .where("old.created_at", "<", cutoff),
            ),
            eb(
              "guest_id",
              "in",
              eb
                .selectFrom("meal_plan_entry")
                .select("meal_plan_entry.guest_id")
                .where("meal_plan_entry.created_at", "<", cutoff),
            ),
            eb.and([
              eb.not(
                eb.exists(
                  eb
                    .selectFrom("meal_plan_entry")
                    .select("meal_plan_entry.id")
                    .whereRef("meal_plan_entry.guest_id", "=", "shopping_tick.guest_id"),
                ),
              ),
              // Lines added by hand make a list too (docs/decisions/0024).
              eb.not(
                eb.exists(
                  eb
                    .selectFrom("shopping_extra")
                    .select("shopping_extra.id")
                    .whereRef("shopping_extra.guest_id", "=", "shopping_tick.guest_id"),
                ),
              ),
            ]),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type ShoppingTickRepository = ReturnType<typeof shoppingTickRepository>;
