import type { Kysely } from "kysely";

// The week's meals of Menu Perso. A plan belongs to an account, or, before one is
// created, to a visitor known by a random cookie (guest_id); signing up or logging in
// moves the visitor's meals into the account (docs/decisions/0010).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("meal_plan_entry")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("user_id", "text", (column) => column.references("user.id").onDelete("cascade"))
    .addColumn("guest_id", "text")
    .addColumn("day", "text", (column) => column.notNull())
    .addColumn("type", "text", (column) => column.notNull())
    // Not a foreign key: a planned meal keeps its name even if its recipe is withdrawn.
    .addColumn("recipe_id", "text", (column) => column.notNull())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("portions", "integer", (column) => column.notNull())
    .addColumn("manual", "integer", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("meal_plan_user_slot_idx")
    .on("meal_plan_entry")
    .columns(["user_id", "day", "type"])
    .unique()
    .execute();
  await db.schema
    .createIndex("meal_plan_guest_slot_idx")
    .on("meal_plan_entry")
    .columns(["guest_id", "day", "type"])
    .unique()
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("meal_plan_entry").execute();
}
