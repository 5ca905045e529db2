import type { Kysely } from "kysely";

// Mon garde-manger: the foods a person has at home, one row per lexicon entry, and the
// extra items « Avec ce que j'ai » puts on a week's shopping list. Like the meals, both
// belong to an account or, before one exists, to the visitor's cookie (guest_id), and move
// into the account at sign-up or login (docs/decisions/0025-pantry-food-families-and-coverage.md).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("pantry_item")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("user_id", "text", (column) => column.references("user.id").onDelete("cascade"))
    .addColumn("guest_id", "text")
    /** The lexicon entry's id: only known foods are kept. */
    .addColumn("item_key", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("pantry_item_user_idx")
    .on("pantry_item")
    .columns(["user_id", "item_key"])
    .unique()
    .execute();
  await db.schema
    .createIndex("pantry_item_guest_idx")
    .on("pantry_item")
    .columns(["guest_id", "item_key"])
    .unique()
    .execute();

  await db.schema
    .createTable("shopping_extra")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("user_id", "text", (column) => column.references("user.id").onDelete("cascade"))
    .addColumn("guest_id", "text")
    /** The Monday of the week whose list holds the item. */
    .addColumn("week", "text", (column) => column.notNull())
    /** The lexicon entry's id, so that the same food is listed once however often it is added. */
    .addColumn("item_key", "text", (column) => column.notNull())
    /** The recipe's line, as written: the shopping list reads its quantity like a meal's. */
    .addColumn("nom", "text", (column) => column.notNull())
    .addColumn("quantite", "text", (column) => column.notNull())
    .addColumn("unite", "text", (column) => column.notNull())
    /** The recipe it was added for, for the export. */
    .addColumn("recipe_title", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("shopping_extra_user_idx")
    .on("shopping_extra")
    .columns(["user_id", "week", "item_key"])
    .unique()
    .execute();
  await db.schema
    .createIndex("shopping_extra_guest_idx")
    .on("shopping_extra")
    .columns(["guest_id", "week", "item_key"])
    .unique()
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("shopping_extra").execute();
  await db.schema.dropTable("pantry_item").execute();
}
