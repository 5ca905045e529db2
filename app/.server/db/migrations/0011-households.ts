import { type Kysely, sql } from "kysely";

/** The tables whose rows belonged to an account and now belong to its household. */
const OWNED = [
  { table: "meal_plan_entry", key: ["day", "type"], oldIndex: "meal_plan_user_slot_idx" },
  { table: "shopping_tick", key: ["week", "item_key"], oldIndex: "shopping_tick_user_item_idx" },
  { table: "pantry_item", key: ["item_key"], oldIndex: "pantry_item_user_idx" },
  { table: "shopping_extra", key: ["week", "item_key"], oldIndex: "shopping_extra_user_idx" },
] as const;

// « Mon foyer »: the week, the shopping list and the pantry are shared by the people of one
// household. Every account gets a household of one, and its rows are re-keyed from user_id to
// household_id, so that nothing is lost and every query filters by one column; visitors' rows
// keep their guest_id until adoption (docs/decisions/0057-households.md).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("household")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("household_member")
    // One household per person: the primary key says so, and a race to join cannot break it.
    .addColumn("user_id", "text", (column) => column.primaryKey().references("user.id").onDelete("cascade"))
    .addColumn("household_id", "text", (column) =>
      column.notNull().references("household.id").onDelete("cascade"),
    )
    /** "owner" or "member". */
    .addColumn("role", "text", (column) => column.notNull())
    .addColumn("joined_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("household_member_household_idx")
    .on("household_member")
    .columns(["household_id", "joined_at"])
    .execute();

  await db.schema
    .createTable("household_invitation")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("household_id", "text", (column) =>
      column.notNull().references("household.id").onDelete("cascade"),
    )
    /** Hex SHA-256 of the token the link carries; the token itself is never stored. */
    .addColumn("token_hash", "text", (column) => column.notNull().unique())
    /** The address the owner typed, shown beside the link; no mail is sent. */
    .addColumn("email", "text")
    .addColumn("invited_by", "text", (column) => column.references("user.id").onDelete("cascade"))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("expires_at", "text", (column) => column.notNull())
    .addColumn("used_at", "text")
    .addColumn("used_by", "text", (column) => column.references("user.id").onDelete("set null"))
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema
    .createIndex("household_invitation_household_idx")
    .on("household_invitation")
    .column("household_id")
    .execute();

  // Set-based, so that the migration takes the same few statements for ten accounts or a million.
  await sql`
    insert into household (id, name, created_at)
    select ${sql.lit("foyer-")} || ${sql.ref("user.id")}, ${sql.lit("Le foyer de ")} || ${sql.ref("user.name")}, ${sql.lit(new Date().toISOString())}
    from ${sql.table("user")}
  `.execute(db);
  await sql`
    insert into household_member (user_id, household_id, role, joined_at)
    select ${sql.ref("user.id")}, ${sql.lit("foyer-")} || ${sql.ref("user.id")}, ${sql.lit("owner")}, ${sql.lit(new Date().toISOString())}
    from ${sql.table("user")}
  `.execute(db);

  for (const { table, key, oldIndex } of OWNED) {
    await db.schema
      .alterTable(table)
      .addColumn("household_id", "text", (column) => column.references("household.id").onDelete("cascade"))
      .execute();
    await sql`
      update ${sql.table(table)} set household_id = ${sql.lit("foyer-")} || user_id
      where user_id is not null
    `.execute(db);
    await db.schema.dropIndex(oldIndex).execute();
    await db.schema.alterTable(table).dropColumn("user_id").execute();
    await db.schema
      .createIndex(`${table}_household_idx`)
      .on(table)
      .columns(["household_id", ...key])
      .unique()
      .execute();
  }

  await db.schema
    .alterTable("user_recipe")
    .addColumn("shared_with_household", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("user_recipe").dropColumn("shared_with_household").execute();
  for (const { table, key, oldIndex } of OWNED) {
    await db.schema
      .alterTable(table)
      .addColumn("user_id", "text", (column) => column.references("user.id").onDelete("cascade"))
      .execute();
    // A shared household goes back to its owner, the one account that held it before.
    await sql`
      update ${sql.table(table)} set user_id = (
        select user_id from household_member
        where household_member.household_id = ${sql.ref(`${table}.household_id`)} and role = 'owner'
      ) where household_id is not null
    `.execute(db);
    await db.schema.dropIndex(`${table}_household_idx`).execute();
    await db.schema.alterTable(table).dropColumn("household_id").execute();
    await db.schema
      .createIndex(oldIndex)
      .on(table)
      .columns(["user_id", ...key])
      .unique()
      .execute();
  }
  await db.schema.dropTable("household_invitation").execute();
  await db.schema.dropTable("household_member").execute();
  await db.schema.dropTable("household").execute();
}
