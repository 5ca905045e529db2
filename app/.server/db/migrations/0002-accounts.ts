import { type Kysely, SqliteAdapter, sql } from "kysely";

// The tables better-auth reads and writes (names and types as its own schema
// generator emits them for each dialect), and our shared rate-limit counters.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const timestamp = isSqlite ? "date" : "timestamptz";
  const boolean = isSqlite ? "integer" : "boolean";

  await db.schema
    .createTable("user")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("email", "text", (column) => column.notNull().unique())
    .addColumn("emailVerified", boolean, (column) => column.notNull())
    .addColumn("image", "text")
    .addColumn("createdAt", timestamp, (column) => column.notNull())
    .addColumn("updatedAt", timestamp, (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("session")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("expiresAt", timestamp, (column) => column.notNull())
    .addColumn("token", "text", (column) => column.notNull().unique())
    .addColumn("createdAt", timestamp, (column) => column.notNull())
    .addColumn("updatedAt", timestamp, (column) => column.notNull())
    .addColumn("ipAddress", "text")
    .addColumn("userAgent", "text")
    .addColumn("userId", "text", (column) => column.notNull().references("user.id").onDelete("cascade"))
    .execute();
  await db.schema.createIndex("session_userId_idx").on("session").column("userId").execute();

  await db.schema
    .createTable("account")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("accountId", "text", (column) => column.notNull())
    .addColumn("providerId", "text", (column) => column.notNull())
    .addColumn("userId", "text", (column) => column.notNull().references("user.id").onDelete("cascade"))
    .addColumn("accessToken", "text")
    .addColumn("refreshToken", "text")
    .addColumn("idToken", "text")
    .addColumn("accessTokenExpiresAt", timestamp)
    .addColumn("refreshTokenExpiresAt", timestamp)
    .addColumn("scope", "text")
    .addColumn("password", "text")
    .addColumn("createdAt", timestamp, (column) => column.notNull())
    .addColumn("updatedAt", timestamp, (column) => column.notNull())
    .execute();
  await db.schema.createIndex("account_userId_idx").on("account").column("userId").execute();

  await db.schema
    .createTable("verification")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("identifier", "text", (column) => column.notNull())
    .addColumn("value", "text", (column) => column.notNull())
    .addColumn("expiresAt", timestamp, (column) => column.notNull())
    .addColumn("createdAt", timestamp, (column) => column.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .addColumn("updatedAt", timestamp, (column) => column.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .execute();
  await db.schema
    .createIndex("verification_identifier_idx")
    .on("verification")
    .column("identifier")
    .execute();

  await db.schema
    .createTable("rate_limit")
    .addColumn("key", "text", (column) => column.primaryKey())
    .addColumn("window_start", "bigint", (column) => column.notNull())
    .addColumn("count", "integer", (column) => column.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["rate_limit", "verification", "account", "session", "user"]) {
    await db.schema.dropTable(table).execute();
  }
}
