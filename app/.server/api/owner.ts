import type { PlanOwner } from "../db/meal-plan-repository";
import type { Services } from "../services";

/**
 * Whose week, shopping list and pantry a token reaches. Today the account's own; once
 * households exist, the household's: this is the one place the API decides it.
 */
export async function ownerOfUser(_services: Services, userId: string): Promise<PlanOwner> {
  return { userId };
}
