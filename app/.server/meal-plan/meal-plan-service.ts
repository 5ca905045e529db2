import { ownPlannerRecipe, plannerRecipe } from "~/domain/meal-plan/library";
import { ownRecipeIdOf } from "~/domain/meal-plan/recipe-ref";
import type { RecipeChoice } from "~/domain/meal-plan/recipe-search";
import { afterLeaving, cookedEntries } from "~/domain/meal-plan/leftovers";
import { planMessages } from "~/domain/meal-plan/plan-forms";
import { planWeek } from "~/domain/meal-plan/planner";
import { AT_HOME, CUPBOARD } from "~/domain/meal-plan/set-apart";
import { shoppingList } from "~/domain/meal-plan/shopping-list";
import type { MealType, NearbyMeal, PlanRequest, PlannerRecipe } from "~/domain/meal-plan/types";
import { PARIS_TIME_ZONE, addDays, mondayOf, todayIn } from "~/domain/base/week";
import type { MealPlanRepository, PlanOwner } from "../db/meal-plan-repository";
import type { PantryRepository } from "../db/pantry-repository";
import type { RecipeRepository } from "../db/recipe-repository";
import type { ShoppingExtraRepository } from "../db/shopping-extra-repository";
import type { ShoppingTickRepository } from "../db/shopping-tick-repository";
import type { UserRecipeRepository } from "../db/user-recipe-repository";
import { type ChangeAuthor, type ChangeBus, type ListChangeKind, listChange } from "../live/change-bus";
import type { RecipeKind } from "~/domain/catalogue/types";

/** The collections every planner draws on; one's own recipes join them by account. */
const LIBRARY_KINDS: RecipeKind[] = ["breakfast", "catalogue", "community"];

/** Weeks looked at on each side of the one planned: with it, four weeks without a dish twice. */
export const NEARBY_WEEKS = 3;

export type PlanOutcome = { ok: true; notices: string[] } | { ok: false; message: string };

/**
 * Menu Perso's use cases over the recipe library: the catalogue, the breakfasts and
 * the community's recipes, with their CIQUAL nutrition per portion; for a logged-in person, their
 * own recipes of Mes Recettes too, and those their household shares with them.
 */
export function mealPlanService({
  plans,
  recipes,
  ticks,
  extras,
  userRecipes,
  pantry,
  changes,
  now = () => new Date(),
}: {
  plans: MealPlanRepository;
  recipes: RecipeRepository;
  ticks: ShoppingTickRepository;
  extras: ShoppingExtraRepository;
  userRecipes: UserRecipeRepository;
  /** Mon garde-manger: its foods are shown apart on the list, « Déjà chez vous ». */
  pantry?: Pick<PantryRepository, "items">;
  /** Where a change of the list is told, once written, to the screens that show it. */
  changes?: ChangeBus;
  /** The clock: tests set the day, so that « from today » is checked on a chosen Wednesday. */
  now?: () => Date;
}) {
  /** Called once the write is committed; without an author, the change is nobody's in particular. */
  async function announce(owner: PlanOwner, kind: ListChangeKind, by: ChangeAuthor | undefined) {
    await changes?.publish(listChange(owner, kind, by ?? { device: "" }));
  }

  /** Today in Paris, where Toque's weeks are. */
  const today = () => todayIn(PARIS_TIME_ZONE, now());

  /**
   * The person's own recipes and what they read of the others' in the household: the shared ones
   * and those planned in its week (docs/decisions/0057, 0065).
   */
  async function ownAndShared(userId: string) {
    const [mine, others] = await Promise.all([
      userRecipes.list(userId),
      userRecipes.readableInHousehold(userId),
    ]);
    return [...mine, ...others];
  }

  /** The shared library, then the person's own recipes when a userId is given. */
  async function library(userId?: string): Promise<PlannerRecipe[]> {
    const [stored, mine] = await Promise.all([
      recipes.allOfKinds(LIBRARY_KINDS),
      userId ? ownAndShared(userId) : [],
    ]);
    const own = mine.flatMap((item) => ownPlannerRecipe(item.id, item) ?? []);
    return [...stored.map(({ recipe }) => plannerRecipe(recipe)), ...own];
  }

  /**
   * The library as the recipe picker names it, in the order of `library`: no payload read, no
   * nutrition computed, so that Menu Perso's page costs little to reread when another phone ticks.
   */
  async function choices(userId?: string): Promise<RecipeChoice[]> {
    const [stored, mine] = await Promise.all([
      recipes.choicesOfKinds(LIBRARY_KINDS),
      userId ? ownAndShared(userId) : [],
    ]);
    const own = mine.flatMap((item) => {
      const recipe = ownPlannerRecipe(item.id, item);
      return recipe ? [{ id: recipe.id, title: recipe.title, category: recipe.category }] : [];
    });
    return [...stored, ...own];
  }

  /**
   * The library's recipes among `ids` only, as `library` would give them: a page about one week
   * (the home) needs the few recipes it plans, not the whole catalogue with its nutrition.
   */
  async function libraryOf(userId: string | undefined, ids: readonly string[]): Promise<PlannerRecipe[]> {
    const ownIds = new Set(ids.flatMap((id) => ownRecipeIdOf(id) ?? []));
    const [stored, mine] = await Promise.all([
      recipes.withIds(ids.filter((id) => ownRecipeIdOf(id) === undefined)),
      userId && ownIds.size > 0 ? ownAndShared(userId) : [],
    ]);
    const own = mine.flatMap((item) => (ownIds.has(item.id) ? (ownPlannerRecipe(item.id, item) ?? []) : []));
    return [...stored.map(({ recipe }) => plannerRecipe(recipe)), ...own];
  }

  /**
   * The recipes of the week's meals only: a tick checks its item against the list, and building
   * the whole library (every recipe's nutrition) for it cost a tick about as much as the page
   * itself (docs/decisions/0063-live-list.md).
   */
  async function weekLibrary(owner: PlanOwner, monday: string): Promise<PlannerRecipe[]> {
    const ids = [...new Set((await plans.week(owner, monday)).map((entry) => entry.recipeId))];
    return libraryOf(userIdOf(owner), ids);
  }

  /**
   * The week's shopping list: the ingredients of its meals from today on (what was eaten is not
   * bought) and the lines added beside them.
   */
  async function shopping(owner: PlanOwner, monday: string, recipesInLibrary?: PlannerRecipe[]) {
    const [planned, added, all, home] = await Promise.all([
      plans.week(owner, monday),
      extras.week(owner, monday),
      recipesInLibrary ?? library(userIdOf(owner)),
      pantry ? pantry.items(owner) : [],
    ]);
    const byId = new Map(all.map((recipe) => [recipe.id, recipe]));
    const from = today();
    // Leftovers first, on the whole week: Tuesday's « Restes de … » was cooked on Monday evening.
    return shoppingList(
      cookedEntries(planned).filter((entry) => entry.day >= from),
      byId,
      added,
      new Set(home.map((item) => item.key)),
    );
  }

  /**
   * Lunches and dinners of the NEARBY_WEEKS weeks before and after `monday`: four weeks in a
   * row then serve no dish twice, and a week planned again between two others repeats neither.
   */
  async function nearbyWeeks(owner: PlanOwner, monday: string): Promise<NearbyMeal[]> {
    const offsets = Array.from({ length: NEARBY_WEEKS }, (_, index) => index + 1).flatMap((weeks) => [
      -weeks,
      weeks,
    ]);
    const weeks = await Promise.all(
      offsets.map((weeks) => plans.week(owner, addDays(mondayOf(monday), 7 * weeks))),
    );
    return weeks.flatMap((entries, index) =>
      entries
        .filter((entry) => entry.type !== "breakfast")
        .map((entry) => ({ recipeId: entry.recipeId, weeksAway: Math.abs(offsets[index] ?? 1) })),
    );
  }

  return {
    library,
    libraryOf,
    choices,
    shopping,
    today,
    week: (owner: PlanOwner, monday: string) => plans.week(owner, monday),

    /** Draws on the shared library only: one's own recipes are planned by hand. */
    async generate(
      owner: PlanOwner,
      request: Omit<PlanRequest, "existing">,
      by?: ChangeAuthor,
    ): Promise<PlanOutcome> {
      const [existing, recipesInLibrary, nearby] = await Promise.all([
        plans.week(owner, request.monday),
        library(),
        nearbyWeeks(owner, request.monday),
      ]);
      const result = planWeek(oneOfEachDish(recipesInLibrary), { ...request, existing, nearbyWeeks: nearby });
      if (!result.ok) return result;
      await plans.replaceWeek(owner, request.monday, result.entries);
      await announce(owner, "semaine", by);
      return { ok: true, notices: result.notices };
    },

    /**
     * The person picks a recipe for a slot; it counts as their own choice. An owner still to be
     * made (a member's first meal makes their household) is made only once the recipe is found:
     * a refused request changes nothing.
     */
    async add(
      owner: PlanOwner | OwnerToMake,
      slot: { day: string; type: MealType; recipeId: string; portions: number },
      by?: ChangeAuthor,
    ): Promise<PlanOutcome> {
      const ownId = ownRecipeIdOf(slot.recipeId);
      let name: string;
      if (ownId !== undefined) {
        const userId = "make" in owner ? owner.userId : userIdOf(owner);
        const item = userId ? (await ownAndShared(userId)).find((kept) => kept.id === ownId) : undefined;
        const planned = item && ownPlannerRecipe(item.id, item);
        if (!planned) return { ok: false, message: planMessages.ownRecipe };
        name = planned.title;
      } else {
        const found = await recipes.find(slot.recipeId);
        if (!found) return { ok: false, message: "Cette recette n'existe pas ou a été retirée." };
        name = found.recipe.title;
      }
      owner = "make" in owner ? await owner.make() : owner;
      const week = await plans.week(owner, mondayOf(slot.day));
      const replaced = week.find((entry) => entry.day === slot.day && entry.type === slot.type);
      const followUp = replaced ? afterLeaving(replaced, week, today()) : { remove: [], portions: [] };
      await plans.change(owner, { put: [{ ...slot, name, manual: true }], ...followUp });
      await announce(owner, "semaine", by);
      return { ok: true, notices: [] };
    },

    /** Removes a meal, and what « Prévoir des restes » tied to it (`afterLeaving`). */
    async remove(owner: PlanOwner, id: string, by?: ChangeAuthor): Promise<boolean> {
      const leaving = await plans.find(owner, id);
      if (!leaving) return false;
      const followUp = afterLeaving(leaving, await plans.week(owner, mondayOf(leaving.day)), today());
      const { removed } = await plans.change(owner, {
        remove: [id, ...followUp.remove],
        portions: followUp.portions,
      });
      if (removed > 0) await announce(owner, "semaine", by);
      return removed > 0;
    },

    /** The keys of the items ticked on the week's shopping list. */
    tickedItems: (owner: PlanOwner, monday: string) => ticks.week(owner, monday),

    /**
     * Ticks or unticks an item of the week's shopping list. Only an item the list holds
     * today can be ticked: the key is checked, and the name stored is the list's own.
     */
    async tick(
      owner: PlanOwner,
      monday: string,
      key: string,
      ticked: boolean,
      by?: ChangeAuthor,
    ): Promise<boolean> {
      const item = (await shopping(owner, monday, await weekLibrary(owner, monday)))
        .flatMap((aisle) => aisle.items)
        .find((candidate) => candidate.key === key);
      if (!item) {
        // Unticking what has left the list is still what the person asked for.
        if (!ticked) {
          await ticks.set(owner, monday, { key, label: key }, false);
          await announce(owner, "coche", by);
        }
        return !ticked;
      }
      await ticks.set(owner, monday, { key: item.key, label: item.name }, ticked);
      await announce(owner, "coche", by);
      return true;
    },

    /**
     * Every food of the week's list still to buy, ticked or not: « J'ai tout acheté » puts them
     * in the pantry, and they move to « Déjà chez vous ». The cupboard is not bought for a week,
     * and names the lexicon does not know cannot be kept in the pantry.
     */
    async boughtFoods(owner: PlanOwner, monday: string): Promise<{ key: string; name: string }[]> {
      const list = await shopping(owner, monday, await weekLibrary(owner, monday));
      return list
        .filter(({ aisle }) => aisle !== CUPBOARD && aisle !== AT_HOME)
        .flatMap((aisle) => aisle.items)
        .filter((item) => !item.key.startsWith("autre:"))
        .map((item) => ({ key: item.key, name: item.name }));
    },

    /**
     * After « J'ai tout acheté »: the foods moved to the pantry read as done under « Déjà chez
     * vous », so their ticks go rather than wait for the next shop; other ticks stay.
     */
    boughtMoved: (owner: PlanOwner, monday: string, keys: readonly string[]) =>
      ticks.clear(owner, monday, keys),

    /** The visitor's meals, ticks and added lines join the household (docs/decisions/0010, 0023, 0057). */
    async adopt(guestId: string, householdId: string): Promise<void> {
      await plans.adopt(guestId, householdId);
      await ticks.adopt(guestId, householdId);
      await extras.adopt(guestId, householdId);
    },
  };
}

/** Mes Recettes belong to accounts: a visitor's plan has none. */
/** A member whose plan owner (their household) is made on first need. */
export interface OwnerToMake {
  userId: string;
  make: () => Promise<PlanOwner>;
}

export function userIdOf(owner: PlanOwner | undefined): string | undefined {
  return owner && "userId" in owner ? owner.userId : undefined;
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
