import type { Kysely } from "kysely";

// « Prévoir des restes » and « Vin au dîner » (docs/decisions/0045-leftovers-and-wine.md): a lunch
// eaten from the day before's dinner is marked, so the list buys it once; a dinner says whether
// it shows its wine, null for the meals written before the choice existed (the weekend rule).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("meal_plan_entry")
    .addColumn("leftover", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("meal_plan_entry").addColumn("with_wine", "integer").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("meal_plan_entry").dropColumn("with_wine").execute();
  await db.schema.alterTable("meal_plan_entry").dropColumn("leftover").execute();
}
