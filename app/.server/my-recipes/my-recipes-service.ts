import { stepsOf } from "~/domain/recipe/steps";
import { ingredientLineParts } from "~/domain/catalogue/ingredient-line";
import { lineFoods } from "~/domain/cook/line-foods";
import { computeRecipeNutrition } from "~/domain/nutrition/compute";
import { produceFacts } from "~/domain/produce/facts";
import { currentMonth } from "~/domain/produce/label";
import { recipeOfKept } from "~/domain/catalogue/kept";
import type { RecipeRepository } from "../db/recipe-repository";
import type { SavedItem, UserRecipe, UserRecipeRepository } from "../db/user-recipe-repository";
import { exportedRecipe } from "../import/export";
import type { Viewer } from "../viewer";

type Member = Extract<Viewer, { isLoggedIn: true }>;
type OwnEntry = Extract<UserRecipe, { origin: "imported" | "written" }>;

/**
 * Mes Recettes: what each person keeps, read and changed for them only. Routes come here rather
 * than to the repository, like every other product (ARCHITECTURE § 3); the figures a recipe's
 * page shows are computed here, so that the lexicon and the CIQUAL table stay on the server.
 */
export function myRecipesService({
  userRecipes,
  recipes,
}: {
  userRecipes: UserRecipeRepository;
  recipes: RecipeRepository;
}) {
  return {
    list: (userId: string) => userRecipes.list(userId),
    find: (userId: string, id: string) => userRecipes.find(userId, id),
    save: (userId: string, item: SavedItem) => userRecipes.save(userId, item),
    remove: (userId: string, id: string) => userRecipes.remove(userId, id),
    setShared: (userId: string, id: string, shared: boolean) => userRecipes.setShared(userId, id, shared),

    /** One of the person's own recipes (imported or written): the ones the editor opens. */
    async own(userId: string, id: string): Promise<OwnEntry | undefined> {
      const item = await userRecipes.find(userId, id);
      return item?.origin === "imported" || item?.origin === "written" ? item : undefined;
    },

    /** The edited version of an own recipe replaces it; its origin stays what it was. */
    updateOwn: (userId: string, entry: OwnEntry, recipe: OwnEntry["recipe"]) =>
      userRecipes.updateOwn(userId, entry.id, { origin: entry.origin, recipe }),

    /**
     * An entry with what its page shows beside it: the person's own, or another member's they
     * read through the household (shared, or planned in its week), named as theirs and read-only.
     * Undefined for anyone else's.
     */
    async page(viewer: Member, id: string, now: Date) {
      const own = await userRecipes.find(viewer.userId, id);
      const other = own ? undefined : await userRecipes.findInHousehold(viewer.userId, id);
      const item = own ?? other;
      if (!item) return undefined;
      const authorName = other?.authorName ?? viewer.name;
      const recipe =
        item.origin === "cocktail" || item.origin === "pairing"
          ? undefined
          : recipeOfKept(item, item.id, authorName);
      const copy = item.origin === "saved" || item.origin === "customised";
      return {
        item,
        /** Whose recipe it is, when it is not the person's: their page reads it, nothing more. */
        author: other?.authorName,
        nutrition: recipe && computeRecipeNutrition(recipe.ingredients, recipe.servings, stepsOf(recipe)),
        lines: copy && recipe ? recipe.ingredients.map(ingredientLineParts) : [],
        foods: copy && recipe ? lineFoods(recipe.ingredients.map(({ nom }) => nom)) : [],
        // Computed on every read, as for a catalogue recipe: never a stored figure gone stale.
        produce:
          recipe && produceFacts(recipe.ingredients, recipe.servings, currentMonth(now), stepsOf(recipe)),
        publishedId:
          own?.origin === "written" ? (await recipes.publishedFrom(viewer.userId)).get(item.id) : undefined,
      };
    },

    /** One entry as a schema.org Recipe; undefined for cocktails, pairings and others' entries. */
    async exported(viewer: Member, id: string) {
      const item = await userRecipes.find(viewer.userId, id);
      const recipe = item && exportedRecipe(item, viewer.name);
      return item && recipe ? { title: item.title, recipe } : undefined;
    },

    /** Every recipe the person keeps, as schema.org Recipes (decision 0029). */
    async exportedAll(viewer: Member) {
      const items = await userRecipes.list(viewer.userId);
      return items.flatMap((item) => exportedRecipe(item, viewer.name) ?? []);
    },
  };
}

export type MyRecipesService = ReturnType<typeof myRecipesService>;
