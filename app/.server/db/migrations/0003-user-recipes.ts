import { type Kysely, sql } from "kysely";

// Recipes a person keeps in Mes Recettes (generated ones first; the catalogue's
// saves and customised versions join them). The recipe itself is stored as the
// validated JSON of ARCHITECTURE § 1, Entities, so a saved recipe never depends on a later model.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("user_recipe")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("user_id", "text", (column) => column.notNull().references("user.id").onDelete("cascade"))
    .addColumn("origin", "text", (column) => column.notNull())
    .addColumn("title", "text", (column) => column.notNull())
    .addColumn("payload", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .execute();
  await db.schema
    .createIndex("user_recipe_user_created_idx")
    .on("user_recipe")
    .columns(["user_id", "created_at"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("user_recipe").execute();
}
