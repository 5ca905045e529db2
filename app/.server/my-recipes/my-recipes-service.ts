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
  /**
   * An entry the person may read: their own, or another member's they read through the
   * household (shared, or planned in its week: decision 0065), then named as theirs and
   * read-only. Undefined for anyone else's. The pages and the API read through here alone.
   */
  async function readable(
    userId: string,
    id: string,
  ): Promise<{ item: UserRecipe; author?: string } | undefined> {
    const own = await userRecipes.find(userId, id);
    if (own) return { item: own };
    const other = await userRecipes.findInHousehold(userId, id);
    return other && { item: other, author: other.authorName };
  }

  return {
    list: (userId: string) => userRecipes.list(userId),
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

    readable,

    /** An entry the person may read (see `readable`), with what its page shows beside it. */
    async page(viewer: Member, id: string, now: Date) {
      const found = await readable(viewer.userId, id);
      if (!found) return undefined;
      const { item, author } = found;
      const own = author === undefined ? item : undefined;
      const authorName = author ?? viewer.name;
      const recipe =
        item.origin === "cocktail" || item.origin === "pairing"
          ? undefined
          : recipeOfKept(item, item.id, authorName);
      const copy = item.origin === "saved" || item.origin === "customised";
      return {
        item,
        /** Whose recipe it is, when it is not the person's: their page reads it, nothing more. */
        author,
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
