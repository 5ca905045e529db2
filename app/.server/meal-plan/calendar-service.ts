import crypto from "node:crypto";
import { feedRange, mealCalendar } from "~/domain/meal-plan/calendar-feed";
import { PARIS_TIME_ZONE, todayIn } from "~/domain/base/week";
import type { CalendarLinkRepository } from "../db/calendar-link-repository";
import type { MealPlanRepository, PlanOwner } from "../db/meal-plan-repository";
import type { HouseholdService } from "../household/household-service";
import type { MealPlanService } from "./meal-plan-service";

/** 256 random bits: well past the 128 that make a token impossible to guess. */
const TOKEN_BYTES = 32;
/** 32 bytes in base64url, no padding. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** Where a token's feed answers, from the site's root. */
export const calendarPath = (token: string) => `/agenda/${token}.ics`;

/** The token a feed's file name carries (« <token>.ics »), or undefined for anything else. */
export function tokenOfFile(file: string | undefined): string | undefined {
  const token = file?.endsWith(".ics") ? file.slice(0, -".ics".length) : undefined;
  return token !== undefined && TOKEN.test(token) ? token : undefined;
}

/**
 * « Ajouter à mon agenda »: a secret address per person, made, replaced and revoked here, and
 * the feed it opens. The feed reads the meals of a plan owner, so a household can take the
 * person's place without the file changing (docs/decisions/0036-agenda.md, 0057-households.md).
 */
export function calendarService({
  links,
  plans,
  mealPlans,
  households,
}: {
  links: CalendarLinkRepository;
  plans: MealPlanRepository;
  mealPlans: MealPlanService;
  households: Pick<HouseholdService, "membershipOf" | "mealTimes">;
}) {
  return {
    /** A new secret for the person, replacing any other; returned once and never stored. */
    async create(userId: string): Promise<string> {
      const token = crypto.randomBytes(TOKEN_BYTES).toString("base64url");
      await links.replace(userId, hashOf(token));
      return token;
    },

    revoke: (userId: string) => links.remove(userId),

    createdAt: (userId: string) => links.createdAt(userId),

    /** The calendar file a token opens, or undefined for a token unknown, revoked or malformed. */
    async feed(token: string, origin: string, now: Date): Promise<string | undefined> {
      if (!TOKEN.test(token)) return undefined;
      const userId = await links.ownerOf(hashOf(token));
      if (!userId) return undefined;
      // The person's household of today: after leaving one, the feed follows them to the next.
      // An account that never opened a page of its own has no household yet, nor any meal.
      const membership = await households.membershipOf(userId);
      const owner: PlanOwner | undefined = membership && { householdId: membership.householdId, userId };
      const { from, to } = feedRange(todayIn(PARIS_TIME_ZONE, now));
      const [entries, library, times] = await Promise.all([
        owner ? plans.between(owner, from, to) : [],
        mealPlans.library(userId),
        membership && households.mealTimes(membership.householdId),
      ]);
      const byId = new Map(library.map((recipe) => [recipe.id, recipe]));
      const meals = entries.map((entry) => ({ entry, recipe: byId.get(entry.recipeId) }));
      return mealCalendar({ meals, origin, now, times });
    },
  };
}

export type CalendarService = ReturnType<typeof calendarService>;
