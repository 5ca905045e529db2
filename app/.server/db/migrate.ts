import { type Kysely, type Migration, type MigrationProvider, Migrator } from "kysely";
import { migrations } from "./migrations";

// Migrations are imported, not read from a folder, so that they ship inside
// the server bundle and run the same from source and from the build.
const provider: MigrationProvider = {
  getMigrations: async () => migrations as Record<string, Migration>,
};

// Migrations see the database before its schema exists, hence `any`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === "Error")?.migrationName;
    throw new Error(`La migration ${failed ?? "de la base"} a échoué`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}
