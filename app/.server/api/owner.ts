import type { ChangeAuthor } from "../live/change-bus";
import type { PlanOwner } from "../db/meal-plan-repository";
import type { Person } from "../household/household-service";
import type { Services } from "../services";

/**
 * Whose week, shopping list and pantry a token reaches: the household of its holder, made on
 * first need as the pages do (docs/decisions/0057-households.md). The one place the API decides it.
 */
export async function ownerOfUser(services: Services, person: Person): Promise<PlanOwner> {
  const { householdId } = await services.households.ensure(person);
  return { householdId, userId: person.userId };
}

/** A change made through the API: the member's, from a device of its own (a script, an app). */
export function apiAuthor(person: Person): ChangeAuthor {
  return { userId: person.userId, name: person.name, device: "api" };
}
