import { type Kysely, SqliteAdapter, sql } from "kysely";

// The recipe library: Toque's catalogue (seeded at start), the planner's breakfasts and
// the recipes people publish. Search runs in the database on a text already cut into
// French search terms by the app (domain/catalogue/search-terms), so both dialects
// answer the same query the same way: FTS5 on SQLite, a GIN-indexed tsvector on
// PostgreSQL (docs/decisions/0009).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;

  await db.schema
    .createTable("recipe")
    .addColumn("seq", isSqlite ? "integer" : "bigserial", (column) =>
      isSqlite ? column.primaryKey().autoIncrement() : column.primaryKey(),
    )
    .addColumn("id", "text", (column) => column.notNull().unique())
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("owner_id", "text", (column) => column.references("user.id").onDelete("cascade"))
    // Withdrawing, or removing the recipe from Mes Recettes, takes the published copy down.
    .addColumn("source_id", "text", (column) =>
      column.unique().references("user_recipe.id").onDelete("cascade"),
    )
    .addColumn("title", "text", (column) => column.notNull())
    .addColumn("author", "text", (column) => column.notNull())
    .addColumn("category", "text", (column) => column.notNull())
    .addColumn("difficulty", "text", (column) => column.notNull())
    .addColumn("total_minutes", "integer", (column) => column.notNull())
    .addColumn("payload", "text", (column) => column.notNull())
    .addColumn("search_text", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("recipe_kind_seq_idx").on("recipe").columns(["kind", "seq"]).execute();
  // The category list of the filters is read from it, a few lookups per kind (docs/decisions/0009).
  await db.schema
    .createIndex("recipe_kind_category_idx")
    .on("recipe")
    .columns(["kind", "category"])
    .execute();

  if (isSqlite) {
    await sql`create virtual table recipe_fts using fts5(search_text, content='recipe', content_rowid='seq', prefix='2 3')`.execute(
      db,
    );
    await sql`create trigger recipe_fts_insert after insert on recipe begin
      insert into recipe_fts(rowid, search_text) values (new.seq, new.search_text);
    end`.execute(db);
    await sql`create trigger recipe_fts_delete after delete on recipe begin
      insert into recipe_fts(recipe_fts, rowid, search_text) values ('delete', old.seq, old.search_text);
    end`.execute(db);
    await sql`create trigger recipe_fts_update after update of search_text on recipe begin
      insert into recipe_fts(recipe_fts, rowid, search_text) values ('delete', old.seq, old.search_text);
      insert into recipe_fts(rowid, search_text) values (new.seq, new.search_text);
    end`.execute(db);
  } else {
    await sql`alter table recipe add column search_vector tsvector generated always as (to_tsvector('simple', search_text)) stored`.execute(
      db,
    );
    await sql`create index recipe_search_idx on recipe using gin (search_vector)`.execute(db);
  }

  await db.schema
    .createTable("recipe_like")
    .addColumn("recipe_id", "text", (column) => column.notNull().references("recipe.id").onDelete("cascade"))
    .addColumn("user_id", "text", (column) => column.notNull().references("user.id").onDelete("cascade"))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addPrimaryKeyConstraint("recipe_like_pk", ["recipe_id", "user_id"])
    .execute();
  await db.schema.createIndex("recipe_like_user_idx").on("recipe_like").columns(["user_id"]).execute();

  // A catalogue recipe kept in Mes Recettes remembers where it came from: saving it twice keeps one copy.
  await db.schema.alterTable("user_recipe").addColumn("source_recipe_id", "text").execute();
  await db.schema
    .createIndex("user_recipe_source_idx")
    .on("user_recipe")
    .columns(["user_id", "source_recipe_id"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("user_recipe_source_idx").execute();
  await db.schema.alterTable("user_recipe").dropColumn("source_recipe_id").execute();
  await db.schema.dropTable("recipe_like").execute();
  if (db.getExecutor().adapter instanceof SqliteAdapter) await sql`drop table recipe_fts`.execute(db);
  await db.schema.dropTable("recipe").execute();
}
