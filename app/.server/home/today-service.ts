import { mondayOf } from "~/domain/base/week";
import { cookModeHref } from "~/domain/cook/cook-recipe";
import { coverageCard } from "~/domain/pantry/pantry-forms";
import { ownRecipeIdOf, plannedRecipeHref } from "~/domain/meal-plan/recipe-ref";
import { itemsLeftToBuy, mealsOfDay } from "~/domain/meal-plan/today";
import type { PlanOwner } from "../db/meal-plan-repository";
import type { MealPlanService } from "../meal-plan/meal-plan-service";
import type { MyRecipesService } from "../my-recipes/my-recipes-service";
import type { PantryService } from "../pantry/pantry-service";
import { type Viewer, accountIdOf } from "../viewer";
import { DEFAULT_PANTRY_SERVINGS } from "~/domain/pantry/pantry-forms";

/** Three recipes « Avec ce que j'ai », the last four of Mes Recettes: a glance, not a page. */
export const TODAY_PANTRY_CARDS = 3;
export const TODAY_SAVED_RECIPES = 4;

/**
 * « Aujourd'hui », the home of someone who cooks with Toque: today's meals of Menu Perso, what is
 * left on the week's list, what the pantry allows, the last recipes kept. Undefined when there is
 * nothing of theirs to show (a visitor without a menu this week): `/` then stays the landing page.
 */
export function todayService({
  mealPlans,
  pantry,
  myRecipes,
}: {
  mealPlans: MealPlanService;
  pantry: PantryService;
  myRecipes: Pick<MyRecipesService, "list">;
}) {
  return {
    /** For whoever is looking, with the plan their request names (`planContext`). */
    async page({ viewer, owner }: { viewer: Viewer; owner?: PlanOwner }) {
      const today = mealPlans.today();
      const monday = mondayOf(today);
      const week = owner ? await mealPlans.week(owner, monday) : [];
      if (!viewer.isLoggedIn && week.length === 0) return undefined;
      const userId = accountIdOf(viewer);
      const [library, ticked, ranking, kept] = await Promise.all([
        // The week's recipes only: the meals' links and the list need no other.
        mealPlans.libraryOf(
          userId,
          week.map((entry) => entry.recipeId),
        ),
        owner ? mealPlans.tickedItems(owner, monday) : [],
        pantry.rank(owner, userId, {
          basics: true,
          readyOnly: false,
          sans: [],
          page: 1,
          servings: DEFAULT_PANTRY_SERVINGS,
          pageSize: TODAY_PANTRY_CARDS,
        }),
        userId ? myRecipes.list(userId) : [],
      ]);
      const list = owner ? await mealPlans.shopping(owner, monday, library) : [];
      const known = new Set(library.map((recipe) => recipe.id));
      return {
        today,
        monday,
        hasWeekMenu: week.length > 0,
        meals: mealsOfDay(week, today).map((entry) => {
          const own = ownRecipeIdOf(entry.recipeId) !== undefined;
          const href = plannedRecipeHref(entry.recipeId);
          // A recipe of Mes Recettes deleted since keeps its name, without a link to nowhere.
          if (!known.has(entry.recipeId)) return { ...entry, href: undefined, cookHref: undefined };
          // A catalogue recipe opens at the servings planned; one's own is written for its own.
          return { ...entry, href, cookHref: cookModeHref(href, own ? undefined : entry.portions) };
        }),
        itemsLeft: list.length > 0 ? itemsLeftToBuy(list, new Set(ticked)) : undefined,
        pantrySize: ranking.pantrySize,
        // An empty pantry ranks by the basics alone: the block then says how to fill it instead.
        pantryCards: ranking.pantrySize === 0 ? [] : ranking.cards.map(coverageCard),
        saved: kept
          .slice(0, TODAY_SAVED_RECIPES)
          .map((item) => ({ id: item.id, title: item.title, href: `/mes-recettes/${item.id}` })),
      };
    },
  };
}

export type TodayService = ReturnType<typeof todayService>;
export type TodayPage = NonNullable<Awaited<ReturnType<TodayService["page"]>>>;
