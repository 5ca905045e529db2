import crypto from "node:crypto";
import type { ExpressionBuilder, Insertable, Kysely, OnConflictBuilder, Selectable } from "kysely";
import { addDays } from "~/domain/base/week";
import type { MealPlanEntry, MealType } from "~/domain/meal-plan/types";
import type { DatabaseSchema, MealPlanEntryTable } from "./schema";

/**
 * Whose plan: a signed-in person's household (the week, list and pantry its people share; the
 * person's own recipes stay theirs, hence userId), or a visitor not yet signed up.
 */
export type PlanOwner = { householdId: string; userId: string } | { guestId: string };

function toEntry(row: Selectable<MealPlanEntryTable>): MealPlanEntry {
  return {
    id: row.id,
    name: row.name,
    type: row.type as MealType,
    day: row.day,
    recipeId: row.recipe_id,
    portions: Number(row.portions),
    manual: Number(row.manual) === 1,
    ...(Number(row.leftover) === 1 ? { leftover: true } : {}),
    ...(row.with_wine === null ? {} : { withWine: Number(row.with_wine) === 1 }),
  };
}

/** Menu Perso's meals, one per owner, day and slot. */
export function mealPlanRepository(db: Kysely<DatabaseSchema>) {
  const ownedBy = (owner: PlanOwner) => (eb: ExpressionBuilder<DatabaseSchema, "meal_plan_entry">) =>
    "householdId" in owner ? eb("household_id", "=", owner.householdId) : eb("guest_id", "=", owner.guestId);

  function row(
    owner: PlanOwner,
    entry: Omit<MealPlanEntry, "id">,
    now: string,
  ): Insertable<MealPlanEntryTable> {
    return {
      id: crypto.randomUUID(),
      household_id: "householdId" in owner ? owner.householdId : null,
      guest_id: "guestId" in owner ? owner.guestId : null,
      day: entry.day,
      type: entry.type,
      recipe_id: entry.recipeId,
      name: entry.name,
      portions: entry.portions,
      manual: entry.manual ? 1 : 0,
      leftover: entry.leftover ? 1 : 0,
      with_wine: entry.withWine === undefined ? null : entry.withWine ? 1 : 0,
      created_at: now,
    };
  }

  // Two writes to one slot at once (a double click, two tabs) both find it empty under
  // PostgreSQL's read committed, and the second insert broke the unique index: it now takes the slot.
  const lastWriteWins =
    (owner: PlanOwner) => (conflict: OnConflictBuilder<DatabaseSchema, "meal_plan_entry">) =>
      conflict
        .columns(["householdId" in owner ? "household_id" : "guest_id", "day", "type"])
        .doUpdateSet((eb) => ({
          id: eb.ref("excluded.id"),
          recipe_id: eb.ref("excluded.recipe_id"),
          name: eb.ref("excluded.name"),
          portions: eb.ref("excluded.portions"),
          manual: eb.ref("excluded.manual"),
          leftover: eb.ref("excluded.leftover"),
          with_wine: eb.ref("excluded.with_wine"),
          created_at: eb.ref("excluded.created_at"),
        }));

  /** The owner's meals from `from` to `to`, both included. */
  async function between(owner: PlanOwner, from: string, to: string): Promise<MealPlanEntry[]> {
    const rows = await db
      .selectFrom("meal_plan_entry")
      .selectAll()
      .where(ownedBy(owner))
      .where("day", ">=", from)
      .where("day", "<=", to)
      .orderBy("day")
      .execute();
    return rows.map(toEntry);
  }

  /**
   * Changes a week at once: meals put in their slots (replacing what was there), meals removed,
   * meals given new portions. A removed leftover lunch and its dinner back to one evening's
   * portions are one change: a failure halfway would buy for a lunch nobody eats.
   */
  async function change(
    owner: PlanOwner,
    {
      put = [],
      remove = [],
      portions = [],
    }: {
      put?: readonly Omit<MealPlanEntry, "id">[];
      remove?: readonly string[];
      portions?: readonly { id: string; portions: number }[];
    },
  ): Promise<{ removed: number; putIds: string[] }> {
    const now = new Date().toISOString();
    const rows = put.map((entry) => row(owner, entry, now));
    return db.transaction().execute(async (trx) => {
      let removed = 0;
      if (remove.length > 0) {
        const result = await trx
          .deleteFrom("meal_plan_entry")
          .where(ownedBy(owner))
          .where("id", "in", [...remove])
          .executeTakeFirst();
        removed = Number(result.numDeletedRows);
      }
      for (const changed of portions)
        await trx
          .updateTable("meal_plan_entry")
          .set({ portions: changed.portions })
          .where(ownedBy(owner))
          .where("id", "=", changed.id)
          .execute();
      for (const values of rows) {
        await trx
          .deleteFrom("meal_plan_entry")
          .where(ownedBy(owner))
          .where("day", "=", values.day)
          .where("type", "=", values.type)
          .execute();
        await trx.insertInto("meal_plan_entry").values(values).onConflict(lastWriteWins(owner)).execute();
      }
      return { removed, putIds: rows.map((values) => values.id) };
    });
  }

  return {
    between,
    change,

    week: (owner: PlanOwner, monday: string): Promise<MealPlanEntry[]> =>
      between(owner, monday, addDays(monday, 6)),

    /** Writes a week's plan as the planner returned it: the week's slots hold exactly these meals. */
    async replaceWeek(owner: PlanOwner, monday: string, entries: readonly MealPlanEntry[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom("meal_plan_entry")
          .where(ownedBy(owner))
          .where("day", ">=", monday)
          .where("day", "<=", addDays(monday, 6))
          .execute();
        if (entries.length === 0) return;
        const now = new Date().toISOString();
        await trx
          .insertInto("meal_plan_entry")
          .values(entries.map((entry) => row(owner, entry, now)))
          .onConflict(lastWriteWins(owner))
          .execute();
      });
    },

    /** Puts a meal in a slot, replacing what was there. */
    async put(owner: PlanOwner, entry: Omit<MealPlanEntry, "id">): Promise<string> {
      const { putIds } = await change(owner, { put: [entry] });
      return putIds[0] ?? "";
    },

    /** One of the owner's meals by its id. */
    async find(owner: PlanOwner, id: string): Promise<MealPlanEntry | undefined> {
      const found = await db
        .selectFrom("meal_plan_entry")
        .selectAll()
        .where(ownedBy(owner))
        .where("id", "=", id)
        .executeTakeFirst();
      return found && toEntry(found);
    },

    /** Removes one of the owner's meals; false when it is not theirs. */
    async remove(owner: PlanOwner, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom("meal_plan_entry")
        .where(ownedBy(owner))
        .where("id", "=", id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * A visitor signs up or logs in: their meals join the household. Where the household already
     * has a meal in the same slot, the household's stays and the visitor's is dropped.
     */
    async adopt(guestId: string, householdId: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const guest = await trx
          .selectFrom("meal_plan_entry")
          .selectAll()
          .where("guest_id", "=", guestId)
          .execute();
        if (guest.length === 0) return 0;
        const taken = await trx
          .selectFrom("meal_plan_entry")
          .select(["day", "type"])
          .where("household_id", "=", householdId)
          .where("day", "in", [...new Set(guest.map((row) => row.day))])
          .execute();
        const busy = new Set(taken.map((row) => `${row.day}:${row.type}`));
        const moving = guest.filter((row) => !busy.has(`${row.day}:${row.type}`)).map((row) => row.id);
        if (moving.length > 0) {
          await trx
            .updateTable("meal_plan_entry")
            .set({ household_id: householdId, guest_id: null })
            .where("id", "in", moving)
            .execute();
        }
        await trx.deleteFrom("meal_plan_entry").where("guest_id", "=", guestId).execute();
        return moving.length;
      });
    },

    /**
     * Deletes every plan of a visitor holding a meal written before `before`. The visitor's
     * cookie was set before that meal and never renewed: once `before` is further back than
     * the cookie's lifetime, no browser can open that plan again (docs/decisions/0015).
     * Returns how many meals went.
     */
    async dropUnreachableGuestPlans(before: Date): Promise<number> {
      const result = await db
        .deleteFrom("meal_plan_entry")
        .where("guest_id", "in", (eb) =>
          eb
            .selectFrom("meal_plan_entry")
            .select("guest_id")
            .where("guest_id", "is not", null)
            .where("created_at", "<", before.toISOString()),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type MealPlanRepository = ReturnType<typeof mealPlanRepository>;
