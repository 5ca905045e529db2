import * as appMeta from "./0001-app-meta";
import * as accounts from "./0002-accounts";
import * as userRecipes from "./0003-user-recipes";
import * as recipes from "./0004-recipes";
import * as mealPlans from "./0005-meal-plans";
import * as menuShoppingTicks from "./0006-menu-shopping-ticks";
import * as recipeSeasonMonths from "./0007-recipe-season-months";
import * as pantryItems from "./0008-pantry-items";
import * as recipeAllergens from "./0009-recipe-allergens";
import * as calendarLinks from "./0010-calendar-links";
import * as households from "./0011-households";
import * as mealPlanLeftoversWine from "./0012-meal-plan-leftovers-wine";
import * as apiTokens from "./0013-api-tokens";
import * as householdMealTimes from "./0014-household-meal-times";

/** Every migration, in order; names never change once released. */
export const migrations = {
  "0001-app-meta": appMeta,
  "0002-accounts": accounts,
  "0003-user-recipes": userRecipes,
  "0004-recipes": recipes,
  "0005-meal-plans": mealPlans,
  "0006-menu-shopping-ticks": menuShoppingTicks,
  "0007-recipe-season-months": recipeSeasonMonths,
  "0008-pantry-items": pantryItems,
  "0009-recipe-allergens": recipeAllergens,
  "0010-calendar-links": calendarLinks,
  "0011-households": households,
  "0012-meal-plan-leftovers-wine": mealPlanLeftoversWine,
  "0013-api-tokens": apiTokens,
  "0014-household-meal-times": householdMealTimes,
};
