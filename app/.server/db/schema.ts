import type { Generated } from "kysely";

/** Tables as Kysely sees them; each migration that adds a table adds it here. */
export interface DatabaseSchema {
  app_meta: AppMetaTable;
}

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: Generated<string>;
}
