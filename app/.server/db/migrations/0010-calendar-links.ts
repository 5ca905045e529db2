import type { Kysely } from "kysely";

// « Ajouter à mon agenda »: one secret address per person for the iCalendar feed of Menu Perso.
// Only the SHA-256 of the secret is kept, so a copy of the database does not open anyone's feed;
// the unique user_id makes a new link replace the old one (docs/decisions/0036-agenda.md).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("calendar_link")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("user_id", "text", (column) => column.notNull().references("user.id").onDelete("cascade"))
    /** Hex SHA-256 of the token the address carries. */
    .addColumn("token_hash", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("calendar_link_user_idx")
    .on("calendar_link")
    .column("user_id")
    .unique()
    .execute();
  await db.schema
    .createIndex("calendar_link_token_idx")
    .on("calendar_link")
    .column("token_hash")
    .unique()
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("calendar_link").execute();
}
