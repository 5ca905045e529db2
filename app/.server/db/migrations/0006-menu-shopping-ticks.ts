import type { Kysely } from "kysely";

// The items ticked on Menu Perso's shopping list, week by week. Like the meals, they
// belong to an account or, before one exists, to the visitor's cookie (guest_id), and
// move into the account when the visitor signs up or logs in (docs/decisions/0023-shopping-list-ticks.md).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("shopping_tick")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("user_id", "text", (column) => column.references("user.id").onDelete("cascade"))
    .addColumn("guest_id", "text")
    /** The Monday of the week whose list holds the item. */
    .addColumn("week", "text", (column) => column.notNull())
    /** The shopping list's key: a lexicon id, or « autre:<name> ». */
    .addColumn("item_key", "text", (column) => column.notNull())
    /** The item's name as the list showed it when ticked, for the export. */
    .addColumn("label", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("shopping_tick_user_item_idx")
    .on("shopping_tick")
    .columns(["user_id", "week", "item_key"])
    .unique()
    .execute();
  await db.schema
    .createIndex("shopping_tick_guest_item_idx")
    .on("shopping_tick")
    .columns(["guest_id", "week", "item_key"])
    .unique()
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("shopping_tick").execute();
}
