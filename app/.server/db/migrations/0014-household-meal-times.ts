import type { Kysely } from "kysely";

/** One column a meal, in the order of the day. */
const COLUMNS = ["breakfast_at", "lunch_at", "dinner_at"] as const;

// « Heures des repas » (issue 31): when each meal of a household starts, as « HH:MM » in Paris,
// for the calendar feed. Null means the household never chose, and Toque's default applies: a
// default changed later still reaches every household that kept it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of COLUMNS) {
    await db.schema.alterTable("household").addColumn(column, "text").execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of [...COLUMNS].reverse()) {
    await db.schema.alterTable("household").dropColumn(column).execute();
  }
}
