import type { ChangeAuthor } from "../live/change-bus";
import type { PlanOwner } from "../db/meal-plan-repository";
import type { Person } from "../household/household-service";
import type { Services } from "../services";

/**
 * Whose week, shopping list and pantry a token reaches: the household of its holder
 * (docs/decisions/0057-households.md). The one place the API decides it, with the rule of the
 * pages' `planContext`: a read creates nothing, a write makes the household on first need.
 */
export async function ownerOfUser(services: Services, person: Person): Promise<PlanOwner> {
  const { householdId } = await services.households.ensure(person);
  return { householdId, userId: person.userId };
}

/** A change made through the API: the member's, from a device of its own (a script, an app). */
export function apiAuthor(person: Person): ChangeAuthor {
  return { userId: person.userId, name: person.name, device: "api" };
}

/** For a read: undefined when the person has no household yet, whose week is then empty. */
export async function readerOfUser(services: Services, userId: string): Promise<PlanOwner | undefined> {
  const membership = await services.households.membershipOf(userId);
  return membership && { householdId: membership.householdId, userId };
}
