import { type AppMetaRepository, appMetaRepository } from "./db/app-meta-repository";
import { type Database, type DatabaseHealth, checkDatabase, databaseConfig, openDatabase } from "./db/database";
import type { Env } from "./env";
import { type Logger, createLogger } from "./logger";
import { type Viewer, readViewer } from "./viewer";

/** Everything a route may ask for; built once per process by `createServices`. */
export interface Services {
  env: Env;
  logger: Logger;
  database: Database;
  appMeta: AppMetaRepository;
  viewer(request: Request): Promise<Viewer>;
  health(): Promise<HealthReport>;
  close(): Promise<void>;
}

export interface HealthReport {
  status: "ok" | "error";
  database: DatabaseHealth;
  installedAt?: string;
}

export async function createServices(env: Env): Promise<Services> {
  const logger = createLogger(env.LOG_LEVEL);
  const database = await openDatabase(databaseConfig(env));
  const appMeta = appMetaRepository(database.db);
  const installedAt = await appMeta.setIfAbsent("installed_at", new Date().toISOString());
  logger.info({ dialect: database.dialect, installedAt }, "base de données prête");

  return {
    env,
    logger,
    database,
    appMeta,
    viewer: readViewer,
    async health() {
      const databaseHealth = await checkDatabase(database);
      return { status: databaseHealth.status, database: databaseHealth, installedAt };
    },
    close: () => database.close(),
  };
}
