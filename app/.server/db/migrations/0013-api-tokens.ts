import type { Kysely } from "kysely";

// Personal access tokens of the API under /api/v1 (docs/decisions/0059-api-v1.md). As for the
// calendar links, only the SHA-256 of the secret is kept: a copy of the database opens no
// account. A revoked token keeps its row, so that « Mon compte » can still name it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("api_token")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("user_id", "text", (column) => column.notNull().references("user.id").onDelete("cascade"))
    .addColumn("name", "text", (column) => column.notNull())
    /** Hex SHA-256 of the secret the client sends as `Authorization: Bearer toque_…`. */
    .addColumn("token_hash", "text", (column) => column.notNull())
    /** « read » or « write » (which can read too). */
    .addColumn("scope", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("last_used_at", "text")
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema.createIndex("api_token_user_idx").on("api_token").column("user_id").execute();
  await db.schema.createIndex("api_token_hash_idx").on("api_token").column("token_hash").unique().execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("api_token").execute();
}
