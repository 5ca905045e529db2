import crypto from "node:crypto";
import type { AppLoadContext } from "react-router";
import { readerOfUser } from "../api/owner";
import type { PlanOwner } from "../db/meal-plan-repository";
import type { Person } from "../household/household-service";
import type { OwnerToMake } from "./meal-plan-service";
import type { Services } from "../services";
import type { Viewer } from "../viewer";
import { GUEST_COOKIE_MAX_AGE_SECONDS, VISITOR_COOKIE } from "./visitor-cookie";

const COOKIE = VISITOR_COOKIE;
const GUEST_ID = /^[A-Za-z0-9_-]{32}$/;

/** The visitor's id, when their cookie names one. */
export function guestIdFrom(request: Pick<Request, "headers">): string | undefined {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === COOKIE && value && GUEST_ID.test(value)) return value;
  }
  return undefined;
}

function cookie(services: Services, value: string, maxAge: number): string {
  const secure = services.env.PUBLIC_URL?.startsWith("https:") ? "; Secure" : "";
  return `${COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

export interface PlanContext {
  viewer: Viewer;
  /** Undefined for a visitor who has planned nothing yet. */
  owner?: PlanOwner;
  /** Set-Cookie to send with the answer, if any. */
  setCookie?: string;
}

/**
 * Whose plan a request reads or writes. A visitor plans without an account under a
 * random cookie; once logged in, the person plans in their household's week, the visitor's
 * meals move into it and the cookie is cleared, so nothing planned before signing up is lost
 * (docs/decisions/0010, 0057). `create` says the request writes: a read creates nothing (no
 * visitor cookie, no household), and a member without a household reads an empty week.
 */
export async function planContext(
  { services, visitor }: Pick<AppLoadContext, "services" | "visitor">,
  request: Request,
  { create }: { create: boolean },
): Promise<PlanContext> {
  const viewer = await services.viewer(request);
  // The page rendered after a form's action reads the plan the action has just started.
  const guestId = guestIdFrom(request) ?? visitor.issued;
  if (viewer.isLoggedIn) {
    if (!guestId && !create) return { viewer, owner: await readerOfUser(services, viewer.userId) };
    // Resolved once per request: every query of the page then filters by this household. Moving
    // a visitor's meals in is a write too, so it makes the household they need.
    const { householdId } = await services.households.ensure(viewer);
    const owner = { householdId, userId: viewer.userId };
    if (!guestId) return { viewer, owner };
    await services.mealPlans.adopt(guestId, householdId);
    // The same cookie names the visitor's pantry (docs/decisions/0025).
    await services.pantry.adopt(guestId, householdId);
    return { viewer, owner, setCookie: cookie(services, "", 0) };
  }
  if (guestId) return { viewer, owner: { guestId } };
  if (!create) return { viewer };
  const fresh = crypto.randomBytes(24).toString("base64url");
  visitor.issued = fresh;
  return {
    viewer,
    owner: { guestId: fresh },
    setCookie: cookie(services, fresh, GUEST_COOKIE_MAX_AGE_SECONDS),
  };
}

/**
 * A member's plan owner for a write that may be refused: their household is made only once
 * `mealPlans.add` has found the recipe (a refused request makes nothing). Pages and API alike.
 */
export function ownerToMake(services: Pick<Services, "households">, person: Person): OwnerToMake {
  return {
    userId: person.userId,
    make: async () => ({
      householdId: (await services.households.ensure(person)).householdId,
      userId: person.userId,
    }),
  };
}
