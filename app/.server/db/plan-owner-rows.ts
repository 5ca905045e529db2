import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from "kysely";
import type { PlanOwner } from "./meal-plan-repository";
import type { DatabaseSchema } from "./schema";

/** The tables whose rows belong to a household or, until they sign up, to a visitor. */
export type OwnedTable = "pantry_item" | "shopping_tick" | "shopping_extra";

/** The columns every owned table shares; `week` only where the rows are kept per week. */
interface OwnedRow {
  id: string;
  household_id: string | null;
  guest_id: string | null;
  item_key: string;
  week: string;
  created_at: string;
}

/**
 * Kysely cannot type a query over "one of these tables", so the helpers below see each of them
 * through this one view. The table names stay the real ones in the SQL: only the types are
 * shared, and they hold just the columns every owned table has.
 */
interface OwnedView {
  owned: OwnedRow;
  meal_plan_entry: Pick<OwnedRow, "id" | "guest_id" | "created_at">;
  other: Pick<OwnedRow, "id" | "guest_id">;
}

function view(db: Kysely<DatabaseSchema>): Kysely<OwnedView> {
  return db as unknown as Kysely<OwnedView>;
}

/** The owner's columns for a new row. */
export function ownerColumns(owner: PlanOwner): { household_id: string | null; guest_id: string | null } {
  return {
    household_id: "householdId" in owner ? owner.householdId : null,
    guest_id: "guestId" in owner ? owner.guestId : null,
  };
}

/** The condition « this row is the owner's », for any owned table. */
export function ownedBy<T extends OwnedTable>(owner: PlanOwner) {
  return (eb: ExpressionBuilder<DatabaseSchema, T>): Expression<SqlBool> => {
    const owned = eb as unknown as ExpressionBuilder<OwnedView, "owned">;
    return "householdId" in owner
      ? owned("household_id", "=", owner.householdId)
      : owned("guest_id", "=", owner.guestId);
  };
}

/**
 * A visitor signs up or logs in: their rows join the household's, which keeps its own where both
 * hold the same item (the same food, or the same food the same week when `perWeek`). Returns how
 * many rows moved; the visitor keeps none.
 */
export async function adoptGuestRows(
  db: Kysely<DatabaseSchema>,
  table: OwnedTable,
  guestId: string,
  householdId: string,
  { perWeek }: { perWeek: boolean },
): Promise<number> {
  const from = table as "owned";
  const keyOf = (row: { week?: string; item_key: string }) =>
    perWeek ? `${row.week}:${row.item_key}` : row.item_key;
  return view(db)
    .transaction()
    .execute(async (trx) => {
      const guest = await trx
        .selectFrom(from)
        .select(perWeek ? ["id", "week", "item_key"] : ["id", "item_key"])
        .where("guest_id", "=", guestId)
        .execute();
      if (guest.length === 0) return 0;
      let held = trx
        .selectFrom(from)
        .select(perWeek ? ["week", "item_key"] : ["item_key"])
        .where("household_id", "=", householdId);
      // Only the weeks the visitor wrote can clash.
      if (perWeek) held = held.where("week", "in", [...new Set(guest.map((row) => row.week!))]);
      const already = new Set((await held.execute()).map(keyOf));
      const moving = guest.filter((row) => !already.has(keyOf(row))).map((row) => row.id);
      if (moving.length > 0) {
        await trx
          .updateTable(from)
          .set({ household_id: householdId, guest_id: null })
          .where("id", "in", moving)
          .execute();
      }
      await trx.deleteFrom(from).where("guest_id", "=", guestId).execute();
      return moving.length;
    });
}

/**
 * Deletes the rows of visitors who wrote anything (a row of this table, a meal) before `before`:
 * their cookie, set at their first change, has expired (docs/decisions/0015). With `orWithNoneIn`,
 * also those of a visitor who has no row left in any of these tables.
 */
export async function dropUnreachableGuestRows(
  db: Kysely<DatabaseSchema>,
  table: OwnedTable,
  before: Date,
  orWithNoneIn: readonly ("meal_plan_entry" | OwnedTable)[] = [],
): Promise<number> {
  const cutoff = before.toISOString();
  const result = await view(db)
    .deleteFrom(table as "owned")
    .where("guest_id", "is not", null)
    .where((eb) =>
      eb.or([
        eb(
          "guest_id",
          "in",
          eb
            .selectFrom(`${table} as old` as "owned as old")
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
        ...(orWithNoneIn.length === 0
          ? []
          : [
              eb.and(
                orWithNoneIn.map((other) =>
                  eb.not(
                    eb.exists(
                      eb
                        .selectFrom(`${other} as other` as "other")
                        .select("other.id")
                        .where(sql<SqlBool>`${sql.ref("other.guest_id")} = ${sql.ref(`${table}.guest_id`)}`),
                    ),
                  ),
                ),
              ),
            ]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
