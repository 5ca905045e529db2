import { plannerRecipe } from "~/domain/meal-plan/library";
import { planWeek } from "~/domain/meal-plan/planner";
import type { MealPlanEntry, MealType, PlanRequest, PlannerRecipe } from "~/domain/meal-plan/types";
import type { MealPlanRepository, PlanOwner } from "../db/meal-plan-repository";
import type { RecipeRepository } from "../db/recipe-repository";

export type PlanOutcome = { ok: true; notices: string[] } | { ok: false; message: string };

/**
 * Menu Perso's use cases over the recipe library: the catalogue, the breakfasts and
 * the community's recipes, with their CIQUAL nutrition per portion.
 */
export function mealPlanService({
  plans,
  recipes,
}: {
  plans: MealPlanRepository;
  recipes: RecipeRepository;
}) {
  async function library(): Promise<PlannerRecipe[]> {
    const stored = await recipes.allOfKinds(["breakfast", "catalogue", "community"]);
    return stored.map(({ recipe }) => plannerRecipe(recipe));
  }

  return {
    library,
    week: (owner: PlanOwner, monday: string) => plans.week(owner, monday),

    async generate(owner: PlanOwner, request: Omit<PlanRequest, "existing">): Promise<PlanOutcome> {
      const [existing, recipesInLibrary] = await Promise.all([plans.week(owner, request.monday), library()]);
      const result = planWeek(oneOfEachDish(recipesInLibrary), { ...request, existing });
      if (!result.ok) return result;
      await plans.replaceWeek(owner, request.monday, result.entries);
      return { ok: true, notices: result.notices };
    },

    /** The person picks a recipe for a slot; it counts as their own choice. */
    async add(
      owner: PlanOwner,
      slot: { day: string; type: MealType; recipeId: string; portions: number },
    ): Promise<PlanOutcome> {
      const found = await recipes.find(slot.recipeId);
      if (!found) return { ok: false, message: "Cette recette n'existe pas ou a été retirée." };
      const entry: Omit<MealPlanEntry, "id"> = { ...slot, name: found.recipe.title, manual: true };
      await plans.put(owner, entry);
      return { ok: true, notices: [] };
    },

    remove: (owner: PlanOwner, id: string) => plans.remove(owner, id),
    adopt: (guestId: string, userId: string) => plans.adopt(guestId, userId),
  };
}

/**
 * A community copy of a catalogue recipe (« Quiche lorraine » customised and published) is
 * the same dish at the table: the planner sees only the first recipe of each title, the
 * catalogue's, so that « no dish twice a week » holds for what people read.
 */
function oneOfEachDish(library: PlannerRecipe[]): PlannerRecipe[] {
  const seen = new Set<string>();
  return library.filter((recipe) => {
    const title = recipe.title.trim().toLocaleLowerCase("fr");
    if (seen.has(title)) return false;
    seen.add(title);
    return true;
  });
}

export type MealPlanService = ReturnType<typeof mealPlanService>;
