import { type RecipeCard, type RecipePage, type SavedRecipeCard, durationOf } from "~/domain/catalogue/card";
import { type Customisation, customiseRecipe } from "~/domain/catalogue/customise";
import { type CatalogueFilters, NO_FILTERS, sortCategories } from "~/domain/catalogue/filters";
import { recipeFromGenerated } from "~/domain/catalogue/from-generated";
import { recipeOfKept } from "~/domain/catalogue/kept";
import { recipeFromOwn } from "~/domain/catalogue/from-own";
import { ownSourceId, ownSourceOf } from "~/domain/catalogue/own-source";
import type { Recipe } from "~/domain/recipe/model";
import { scaleRecipe } from "~/domain/catalogue/scale";
import { roundingNote, scaledNutrition } from "~/domain/catalogue/scale-note";
import { stepsOf } from "~/domain/recipe/steps";
import { catalogueMessages } from "~/domain/catalogue/messages";
import { siteOf } from "~/domain/import/own-recipe-schema";
import { computeRecipeNutrition } from "~/domain/nutrition/compute";
import type { RecipeNutrition } from "~/domain/nutrition/types";
import type { RecipeRepository } from "../db/recipe-repository";
import type { UserRecipe, UserRecipeRepository } from "../db/user-recipe-repository";
import { type Viewer, accountIdOf } from "../viewer";

export interface Customised {
  original: Recipe;
  customised: Recipe;
  nutrition: RecipeNutrition;
}

/** An imported recipe, or a version of one, is still a site's text: it is never published. */
function isImportedText(item: UserRecipe): boolean {
  return (
    item.origin === "imported" ||
    (item.origin === "customised" && ownSourceOf(item.recipe.id)?.origin === "imported")
  );
}

/** What is the person's own to publish: a generated recipe, one they wrote, or their version of one. */
function publishable(
  item: UserRecipe,
): item is Extract<UserRecipe, { origin: "generated" | "written" | "customised" }> {
  return (
    (item.origin === "generated" || item.origin === "written" || item.origin === "customised") &&
    !isImportedText(item)
  );
}

export type Outcome<T = undefined> =
  { ok: true; value: T } | { ok: false; status: 400 | 404; message: string };

/**
 * The catalogue's use cases: listing and search, recipe pages with servings, likes,
 * saving a copy or a customised version, publishing one's own recipes. Each person
 * reaches only their own saves, likes and recipes.
 */
export function catalogueService({
  recipes,
  userRecipes,
}: {
  recipes: RecipeRepository;
  userRecipes: UserRecipeRepository;
}) {
  async function page(id: string, viewer: Viewer, servings?: number): Promise<RecipePage | undefined> {
    const found = await recipes.find(id);
    if (!found) return undefined;
    const userId = accountIdOf(viewer);
    const [isLiked, savedId] = userId
      ? await Promise.all([recipes.isLiked(userId, id), userRecipes.savedCopyOf(userId, id)])
      : [false, undefined];
    const recipe = servings ? scaleRecipe(found.recipe, servings) : found.recipe;
    return {
      recipe,
      kind: found.kind,
      author: found.author,
      nutrition: scaledNutrition(found.recipe, recipe.servings),
      likes: found.likes,
      isLiked,
      savedId,
      baseServings: found.recipe.servings,
    };
  }

  function customisedFrom(original: Recipe, changes: Customisation): Outcome<Customised> {
    const result = customiseRecipe(original, changes);
    if (!result.ok) return { ok: false, status: 400, message: result.message };
    const computed = computeRecipeNutrition(
      result.recipe.ingredients,
      result.recipe.servings,
      stepsOf(result.recipe),
    );
    // The rounding is said of the servings alone: a swap changes the figures on purpose.
    const rounding = roundingNote(
      original,
      changes.portions,
      scaledNutrition(original, changes.portions).perPortion.calories,
    );
    const nutrition = rounding ? { ...computed, rounding } : computed;
    return { ok: true, value: { original, customised: result.recipe, nutrition } };
  }

  /** A written or imported recipe of the viewer's in the catalogue's shape, to be customised. */
  async function ownOriginal(
    viewer: Extract<Viewer, { isLoggedIn: true }>,
    entryId: string,
  ): Promise<Recipe | undefined> {
    const item = await userRecipes.find(viewer.userId, entryId);
    if (item?.origin !== "written" && item?.origin !== "imported") return undefined;
    return recipeFromOwn(item.recipe, ownSourceId(item.origin, entryId), viewer.name);
  }

  function savedCard(
    item: UserRecipe,
    author: string,
    likes: Map<string, number>,
    published: Map<string, string>,
  ): SavedRecipeCard {
    const base = { id: item.id, title: item.title, author, createdAt: item.createdAt, origin: item.origin };
    if (item.origin === "cocktail")
      return {
        ...base,
        category: "Cocktails",
        description: item.cocktail.description,
        image: "/images/vins/effervescent.svg",
        duration: item.cocktail.preparation,
        servings: 1,
        likes: 0,
        publishable: false,
      };
    if (item.origin === "pairing")
      return {
        ...base,
        category: "Accords mets et vins",
        description: item.suggestions.map((wine) => wine.name).join(", "),
        image: "/images/vins/rouge.svg",
        likes: 0,
        publishable: false,
      };
    const recipe = recipeOfKept(item, item.id, author);
    const publishedId = published.get(item.id);
    const copy = item.origin === "saved" || item.origin === "customised";
    return {
      ...base,
      // A saved copy is its chef's; a customised one, the person's.
      author: item.origin === "saved" ? recipe.chef : author,
      description: recipe.description,
      category: recipe.category,
      image: recipe.image,
      duration: durationOf(recipe),
      servings: recipe.servings,
      likes: likes.get(publishedId ?? recipe.id) ?? 0,
      publishable: publishable(item),
      publishedId,
      ...(copy && { sourceId: recipe.id }),
      ...((item.origin === "imported" || item.origin === "written") &&
        item.recipe.source && { site: siteOf(item.recipe.source.url) }),
    };
  }

  return {
    async search(filters: CatalogueFilters, viewer: Viewer) {
      const [results, categories] = await Promise.all([
        recipes.search(filters, accountIdOf(viewer)),
        recipes.categories(),
      ]);
      return { ...results, categories: sortCategories(categories) };
    },

    page,

    /** The catalogue recipe a customisation starts from, with the cook's changes applied. */
    async customised(id: string, changes: Customisation): Promise<Outcome<Customised>> {
      const found = await recipes.find(id);
      if (!found) return { ok: false, status: 404, message: catalogueMessages.notFound };
      return customisedFrom(found.recipe, changes);
    },

    ownOriginal,

    /** A person's written or imported recipe, customised like a catalogue one; theirs only. */
    async customisedOwn(
      viewer: Extract<Viewer, { isLoggedIn: true }>,
      entryId: string,
      changes: Customisation,
    ): Promise<Outcome<Customised>> {
      const original = await ownOriginal(viewer, entryId);
      if (!original) return { ok: false, status: 404, message: catalogueMessages.notYours };
      return customisedFrom(original, changes);
    },

    async saveCustomisedOwn(
      viewer: Extract<Viewer, { isLoggedIn: true }>,
      entryId: string,
      changes: Customisation,
    ): Promise<Outcome<string>> {
      const outcome = await this.customisedOwn(viewer, entryId, changes);
      if (!outcome.ok) return outcome;
      return {
        ok: true,
        value: await userRecipes.save(viewer.userId, {
          origin: "customised",
          recipe: outcome.value.customised,
        }),
      };
    },

    async setLike(
      userId: string,
      id: string,
      liked: boolean,
    ): Promise<Outcome<{ likes: number; isLiked: boolean }>> {
      const result = await recipes.setLike(userId, id, liked);
      return result
        ? { ok: true, value: result }
        : { ok: false, status: 404, message: catalogueMessages.notFound };
    },

    /** Keeps a copy of a recipe in Mes Recettes; saving it again keeps the one copy. */
    async save(userId: string, id: string): Promise<Outcome<string>> {
      const found = await recipes.find(id);
      if (!found) return { ok: false, status: 404, message: catalogueMessages.notFound };
      const existing = await userRecipes.savedCopyOf(userId, id);
      return {
        ok: true,
        value: existing ?? (await userRecipes.save(userId, { origin: "saved", recipe: found.recipe })),
      };
    },

    async saveCustomised(userId: string, id: string, changes: Customisation): Promise<Outcome<string>> {
      const outcome = await this.customised(id, changes);
      if (!outcome.ok) return outcome;
      return {
        ok: true,
        value: await userRecipes.save(userId, { origin: "customised", recipe: outcome.value.customised }),
      };
    },

    async publish(viewer: Extract<Viewer, { isLoggedIn: true }>, entryId: string): Promise<Outcome<string>> {
      const item = await userRecipes.find(viewer.userId, entryId);
      if (!item) return { ok: false, status: 404, message: catalogueMessages.notYours };
      if (isImportedText(item))
        return { ok: false, status: 400, message: catalogueMessages.importedNotPublishable };
      if (!publishable(item)) return { ok: false, status: 400, message: catalogueMessages.notPublishable };
      const recipe =
        item.origin === "generated"
          ? recipeFromGenerated(item.recipe, entryId, viewer.name)
          : item.origin === "written"
            ? recipeFromOwn(item.recipe, entryId, viewer.name)
            : recipeOfKept(item, entryId, viewer.name);
      const { id: _ignored, ...content } = recipe;
      return { ok: true, value: await recipes.publish(viewer.userId, entryId, content, viewer.name) };
    },

    async withdraw(userId: string, entryId: string): Promise<Outcome> {
      return (await recipes.withdraw(userId, entryId))
        ? { ok: true, value: undefined }
        : { ok: false, status: 404, message: catalogueMessages.notYours };
    },

    /** Mes Recettes: every kept item as a card, newest first. */
    async savedCards(viewer: Extract<Viewer, { isLoggedIn: true }>): Promise<SavedRecipeCard[]> {
      const [items, published, shared] = await Promise.all([
        userRecipes.list(viewer.userId),
        recipes.publishedFrom(viewer.userId),
        userRecipes.sharedIds(viewer.userId),
      ]);
      const sourceIds = items.flatMap((item) => (item.origin === "saved" ? [item.recipe.id] : []));
      const likes = await recipes.likeCounts([...sourceIds, ...published.values()]);
      return items.map((item) => {
        const card = savedCard(item, viewer.name, likes, published);
        const dish = item.origin !== "cocktail" && item.origin !== "pairing";
        return dish ? { ...card, sharedWithHousehold: shared.has(item.id) } : card;
      });
    },

    /** « Partagées par le foyer »: the dishes the other people of the household share, as cards. */
    async householdCards(viewer: Extract<Viewer, { isLoggedIn: true }>): Promise<SavedRecipeCard[]> {
      const items = await userRecipes.sharedWith(viewer.userId);
      return items.map((item) => savedCard(item, item.authorName, new Map(), new Map()));
    },

    /**
     * The landing page's community teaser: the newest published recipes, topped up with the
     * catalogue's first recipes while fewer than `count` have been published.
     */
    async teaser(viewer: Viewer, count = 3): Promise<{ published: number; recipes: RecipeCard[] }> {
      const community = await recipes.recentCommunity(count, accountIdOf(viewer));
      if (community.length === count) return { published: count, recipes: community };
      const { recipes: catalogue } = await recipes.search(NO_FILTERS, accountIdOf(viewer), count);
      return { published: community.length, recipes: [...community, ...catalogue].slice(0, count) };
    },
  };
}

export type CatalogueService = ReturnType<typeof catalogueService>;
