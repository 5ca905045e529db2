import type { MealPlanRepository } from "./db/meal-plan-repository";
import type { RateLimitRepository } from "./db/rate-limit-repository";
import type { ShoppingTickRepository } from "./db/shopping-tick-repository";
import type { ShoppingExtraRepository } from "./db/shopping-extra-repository";
import type { PantryRepository } from "./db/pantry-repository";
import type { HouseholdRepository } from "./db/household-repository";
import type { Logger } from "./logger";
import { GUEST_COOKIE_MAX_AGE_SECONDS } from "./meal-plan/visitor-cookie";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The longest rate-limit window is an hour: a counter a day old counts nothing any more. */
const RATE_LIMIT_KEPT_MS = DAY_MS;
/** As long as the visitor's cookie lives, and one day more for instances whose clocks differ. */
const GUEST_PLAN_KEPT_MS = GUEST_COOKIE_MAX_AGE_SECONDS * 1000 + DAY_MS;
const EVERY_MS = 6 * 60 * 60 * 1000;

interface Deps {
  rateLimits: RateLimitRepository;
  mealPlans: Pick<MealPlanRepository, "dropUnreachableGuestPlans">;
  shoppingTicks: Pick<ShoppingTickRepository, "dropUnreachableGuestTicks">;
  shoppingExtras?: Pick<ShoppingExtraRepository, "dropUnreachableGuestExtras">;
  pantryItems?: Pick<PantryRepository, "dropUnreachableGuestPantries">;
  /** Finishes what an account deletion left of its household, had its own run failed. */
  households?: Pick<HouseholdRepository, "settleDeparted">;
  logger: Logger;
}

/**
 * Deletes what nobody can use any more: rate-limit counters of ended windows and the plans
 * (meals and shopping ticks) of visitors whose cookie has expired. Runs at start, then every six hours; every instance may
 * run it, the deletes being the same whoever runs them first.
 */
export function housekeeping({
  rateLimits,
  mealPlans,
  shoppingTicks,
  shoppingExtras,
  pantryItems,
  households,
  logger,
}: Deps) {
  async function sweep(now = Date.now()) {
    await rateLimits.prune(RATE_LIMIT_KEPT_MS, now);
    const before = new Date(now - GUEST_PLAN_KEPT_MS);
    // Ticks first: which visitors are gone is read from their meals.
    const ticks = await shoppingTicks.dropUnreachableGuestTicks(before);
    const extras = (await shoppingExtras?.dropUnreachableGuestExtras(before)) ?? 0;
    const pantry = (await pantryItems?.dropUnreachableGuestPantries(before)) ?? 0;
    const meals = await mealPlans.dropUnreachableGuestPlans(before);
    if (meals > 0 || ticks > 0 || extras > 0 || pantry > 0)
      logger.info({ meals, ticks, extras, pantry }, "menus de visiteurs expirés supprimés");
    const emptied = (await households?.settleDeparted()) ?? 0;
    if (emptied > 0) logger.info({ emptied }, "foyers restés sans membre supprimés");
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  function run() {
    running ??= sweep()
      .catch((error: unknown) => logger.error({ err: error }, "nettoyage de la base interrompu"))
      .finally(() => {
        running = undefined;
      });
  }

  return {
    sweep,
    start() {
      run();
      timer = setInterval(run, EVERY_MS);
      // The sweep alone never keeps the process alive.
      timer.unref();
    },
    /** Resolves once a sweep in progress is over, so that the database can close. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
