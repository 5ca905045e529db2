import crypto from "node:crypto";
import type { Kysely } from "kysely";
import { type AccountService, accountService } from "./auth/account-service";
import { createAuth } from "./auth/auth";
import { type AppMetaRepository, appMetaRepository } from "./db/app-meta-repository";
import {
  type Database,
  type DatabaseHealth,
  checkDatabase,
  databaseConfig,
  openDatabase,
} from "./db/database";
import { type RateLimitRepository, rateLimitRepository } from "./db/rate-limit-repository";
import type { Env } from "./env";
import { type Logger, createLogger } from "./logger";
import type { Advisor } from "./ai/advisor";
import { offlineAdvisor } from "./ai/offline-advisor";
import { openAiAdvisor } from "./ai/openai-advisor";
import { offlineGenerator } from "./ai/offline-generator";
import { type AdviceService, adviceService } from "./generation/advice-service";
import { openAiGenerator } from "./ai/openai-generator";
import type { RecipeGenerator } from "./ai/recipe-generator";
import { type GenerationService, generationService } from "./generation/generation-service";
import { userRecipeRepository } from "./db/user-recipe-repository";
import { type MyRecipesService, myRecipesService } from "./my-recipes/my-recipes-service";
import type { Viewer } from "./viewer";
import { breakfastRecipes } from "~/content/catalogue/breakfasts";
import { catalogueRecipes } from "~/content/catalogue/recipes";
import { type CatalogueService, catalogueService } from "./catalogue/catalogue-service";
import { type RecipeRepository, recipeRepository } from "./db/recipe-repository";
import { mealPlanRepository } from "./db/meal-plan-repository";
import { shoppingTickRepository } from "./db/shopping-tick-repository";
import { shoppingExtraRepository } from "./db/shopping-extra-repository";
import { pantryRepository } from "./db/pantry-repository";
import { type PantryService, pantryService } from "./pantry/pantry-service";
import { type MealPlanService, mealPlanService } from "./meal-plan/meal-plan-service";
import { type CalendarService, calendarService } from "./meal-plan/calendar-service";
import { calendarLinkRepository } from "./db/calendar-link-repository";
import { housekeeping } from "./housekeeping";
import { householdRepository } from "./db/household-repository";
import { type HouseholdService, householdService } from "./household/household-service";
import { type ImportService, importService } from "./import/import-service";
import { type ApiTokenService, apiTokenService } from "./api/token-service";
import { apiTokenRepository } from "./db/api-token-repository";
import { type TodayService, todayService } from "./home/today-service";
import { type ChangeBus, memoryBus, postgresBus } from "./live/change-bus";

/** Everything a route may ask for; built once per process by `createServices`. */
export interface Services {
  env: Env;
  logger: Logger;
  database: Database;
  appMeta: AppMetaRepository;
  accounts: AccountService;
  generation: GenerationService;
  advice: AdviceService;
  myRecipes: MyRecipesService;
  recipes: RecipeRepository;
  catalogue: CatalogueService;
  mealPlans: MealPlanService;
  calendar: CalendarService;
  households: HouseholdService;
  pantry: PantryService;
  recipeImport: ImportService;
  apiTokens: ApiTokenService;
  /** Counters of attempts, shared by every instance (login, generation, API). */
  rateLimits: RateLimitRepository;
  today: TodayService;
  /** The shopping lists' changes, told to the screens open on them (docs/decisions/0063). */
  changes: ChangeBus;
  viewer(request: Pick<Request, "headers">): Promise<Viewer>;
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

  // Without AUTH_SECRET, the first instance draws one and stores it: every
  // instance sharing the database then signs sessions with the same secret.
  const secret =
    env.AUTH_SECRET ??
    (await appMeta.setIfAbsent("auth_secret", crypto.randomBytes(32).toString("base64url")));
  const households = householdService({ households: householdRepository(database.db) });
  const auth = createAuth({
    db: database.db as unknown as Kysely<never>,
    dialect: database.dialect,
    secret,
    baseURL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    secureCookies: env.PUBLIC_URL?.startsWith("https:") ?? false,
    logger,
    // The household stays with its other members, or goes with its last one.
    afterDeleteUser: () => households.settleDeparted(),
  });
  const rateLimits = rateLimitRepository(database);
  const userRecipes = userRecipeRepository(database.db);
  const recipes = recipeRepository(database.db, database.dialect);
  await recipes.seed(catalogueRecipes, "catalogue");
  await recipes.seed(breakfastRecipes, "breakfast");
  await recipes.fillAllergens();
  await recipes.refreshDerived();
  const accounts = accountService({ auth, db: database.db, rateLimits, userRecipes, logger });
  const generation = generationService({ generator: recipeGenerator(env, logger), rateLimits, logger });
  const advice = adviceService({ advisor: advisorFor(env, logger), rateLimits, logger });
  logger.info({ provider: env.ai.provider }, "générateur de recettes prêt");
  // One process serves every screen of an SQLite file; PostgreSQL may have several instances.
  const changes =
    env.DATABASE_URL && database.dialect === "postgres"
      ? await postgresBus({ url: env.DATABASE_URL, logger })
      : memoryBus();
  const mealPlans = mealPlanRepository(database.db);
  const shoppingTicks = shoppingTickRepository(database.db);
  const shoppingExtras = shoppingExtraRepository(database.db);
  const pantryItems = pantryRepository(database.db);
  const plans = mealPlanService({
    plans: mealPlans,
    recipes,
    ticks: shoppingTicks,
    extras: shoppingExtras,
    userRecipes,
    pantry: pantryItems,
    changes,
  });
  const pantry = pantryService({
    pantry: pantryItems,
    recipes,
    userRecipes,
    extras: shoppingExtras,
    changes,
  });
  const myRecipes = myRecipesService({ userRecipes, recipes });
  const cleaner = housekeeping({
    rateLimits,
    mealPlans,
    shoppingTicks,
    shoppingExtras,
    pantryItems,
    households,
    logger,
  });
  cleaner.start();

  return {
    env,
    logger,
    database,
    appMeta,
    accounts,
    generation,
    advice,
    myRecipes,
    recipes,
    catalogue: catalogueService({ recipes, userRecipes }),
    mealPlans: plans,
    calendar: calendarService({
      links: calendarLinkRepository(database.db),
      plans: mealPlans,
      mealPlans: plans,
      households,
    }),
    households,
    pantry,
    recipeImport: importService({ rateLimits, logger, allowHosts: env.IMPORT_ALLOW_HOSTS }),
    apiTokens: apiTokenService({ tokens: apiTokenRepository(database.db) }),
    rateLimits,
    today: todayService({ mealPlans: plans, pantry, myRecipes }),
    changes,
    viewer: (request) => accounts.viewer(request),
    async health() {
      const databaseHealth = await checkDatabase(database);
      return { status: databaseHealth.status, database: databaseHealth, installedAt };
    },
    async close() {
      await cleaner.stop();
      await changes.close();
      await database.close();
    },
  };
}

function recipeGenerator(env: Env, logger: Logger): RecipeGenerator {
  if (env.ai.provider === "offline") return offlineGenerator([...catalogueRecipes, ...breakfastRecipes]);
  return openAiGenerator({ ...env.ai, logger });
}

function advisorFor(env: Env, logger: Logger): Advisor {
  if (env.ai.provider === "offline") return offlineAdvisor();
  return openAiAdvisor({ ...env.ai, logger });
}
