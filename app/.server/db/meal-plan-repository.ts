import crypto from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { addDays } from "~/domain/meal-plan/week";
import type { MealPlanEntry, MealType } from "~/domain/meal-plan/types";
import type { DatabaseSchema, MealPlanEntryTable } from "./schema";

/** Whose plan: an account, or a visitor not yet signed up. */
export type PlanOwner = { userId: string } | { guestId: string };

function toEntry(row: Selectable<MealPlanEntryTable>): MealPlanEntry {
  return {
    id: row.id,
    name: row.name,
    type: row.type as MealType,
    day: row.day,
    recipeId: row.recipe_id,
    portions: Number(row.portions),
    manual: Number(row.manual) === 1,
  };
}

/** Menu Perso's meals, one per owner, day and slot. */
export function mealPlanRepository(db: Kysely<DatabaseSchema>) {
  const owned = (owner: PlanOwner) =>
    "userId" in owner
      ? db.selectFrom("meal_plan_entry").selectAll().where("user_id", "=", owner.userId)
      : db.selectFrom("meal_plan_entry").selectAll().where("guest_id", "=", owner.guestId);

  function ownerColumns(owner: PlanOwner) {
    return "userId" in owner ? { user_id: owner.userId, guest_id: null } : { user_id: null, guest_id: owner.guestId };
  }

  return {
    async week(owner: PlanOwner, monday: string): Promise<MealPlanEntry[]> {
      const rows = await owned(owner).where("day", ">=", monday).where("day", "<=", addDays(monday, 6)).orderBy("day").execute();
      return rows.map(toEntry);
    },

    /** Writes a week's plan as the planner returned it: the week's slots hold exactly these meals. */
    async replaceWeek(owner: PlanOwner, monday: string, entries: readonly MealPlanEntry[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        let removal = trx.deleteFrom("meal_plan_entry").where("day", ">=", monday).where("day", "<=", addDays(monday, 6));
        removal = "userId" in owner ? removal.where("user_id", "=", owner.userId) : removal.where("guest_id", "=", owner.guestId);
        await removal.execute();
        if (entries.length === 0) return;
        const now = new Date().toISOString();
        await trx
          .insertInto("meal_plan_entry")
          .values(
            entries.map((entry) => ({
              id: crypto.randomUUID(),
              ...ownerColumns(owner),
              day: entry.day,
              type: entry.type,
              recipe_id: entry.recipeId,
              name: entry.name,
              portions: entry.portions,
              manual: entry.manual ? 1 : 0,
              created_at: now,
            })),
          )
          .execute();
      });
    },

    /** Puts a meal in a slot, replacing what was there. */
    async put(owner: PlanOwner, entry: Omit<MealPlanEntry, "id">): Promise<string> {
      const id = crypto.randomUUID();
      await db.transaction().execute(async (trx) => {
        let removal = trx.deleteFrom("meal_plan_entry").where("day", "=", entry.day).where("type", "=", entry.type);
        removal = "userId" in owner ? removal.where("user_id", "=", owner.userId) : removal.where("guest_id", "=", owner.guestId);
        await removal.execute();
        await trx
          .insertInto("meal_plan_entry")
          .values({
            id,
            ...ownerColumns(owner),
            day: entry.day,
            type: entry.type,
            recipe_id: entry.recipeId,
            name: entry.name,
            portions: entry.portions,
            manual: entry.manual ? 1 : 0,
            created_at: new Date().toISOString(),
          })
          .execute();
      });
      return id;
    },

    /** Removes one of the owner's meals; false when it is not theirs. */
    async remove(owner: PlanOwner, id: string): Promise<boolean> {
      let removal = db.deleteFrom("meal_plan_entry").where("id", "=", id);
      removal = "userId" in owner ? removal.where("user_id", "=", owner.userId) : removal.where("guest_id", "=", owner.guestId);
      const result = await removal.executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * A visitor signs up or logs in: their meals join the account. Where the account already
     * has a meal in the same slot, the account's stays and the visitor's is dropped.
     */
    async adopt(guestId: string, userId: string): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const guest = await trx.selectFrom("meal_plan_entry").selectAll().where("guest_id", "=", guestId).execute();
        if (guest.length === 0) return 0;
        const taken = await trx
          .selectFrom("meal_plan_entry")
          .select(["day", "type"])
          .where("user_id", "=", userId)
          .where("day", "in", [...new Set(guest.map((row) => row.day))])
          .execute();
        const busy = new Set(taken.map((row) => `${row.day}:${row.type}`));
        const moving = guest.filter((row) => !busy.has(`${row.day}:${row.type}`)).map((row) => row.id);
        if (moving.length > 0) {
          await trx.updateTable("meal_plan_entry").set({ user_id: userId, guest_id: null }).where("id", "in", moving).execute();
        }
        await trx.deleteFrom("meal_plan_entry").where("guest_id", "=", guestId).execute();
        return moving.length;
      });
    },
  };
}

export type MealPlanRepository = ReturnType<typeof mealPlanRepository>;
