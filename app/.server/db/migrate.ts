import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from "kysely";
import { migrations } from "./migrations";

// Migrations are imported, not read from a folder, so that they ship inside
// the server bundle and run the same from source and from the build.
const provider: MigrationProvider = {
  getMigrations: async () => migrations as Record<string, Migration>,
};

// Migrations see the database before its schema exists, hence `any`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<string[]> {
  // Kysely looks for its own tables in every schema it can see unless told which: on a
  // PostgreSQL shared by several schemas (tests, several apps), another schema's tables made it
  // skip creating ours, then fail on a lock table that was not there.
  const migrator = new Migrator({ db, provider, migrationTableSchema: schema });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === "Error")?.migrationName;
    throw new Error(`La migration ${failed ?? "de la base"} a échoué`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}

/** The schema new tables go to on PostgreSQL (the first of the search path). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function currentSchema(db: Kysely<any>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]!.schema;
}
