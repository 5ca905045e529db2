import crypto from "node:crypto";
import { type Kysely, type Selectable, sql } from "kysely";
import { z } from "zod";
import { recipeSchema } from "~/domain/recipe/model";
import { cocktailSchema } from "~/domain/cocktails/cocktail-schema";
import { generatedRecipeSchema } from "~/domain/generation/recipe-schema";
import { ownRecipeSchema } from "~/domain/import/own-recipe-schema";
import { recipeOfKept } from "~/domain/catalogue/kept";
import { OWN_RECIPE_PREFIX } from "~/domain/meal-plan/recipe-ref";
import { wineSuggestionsSchema } from "~/domain/sommelier/wine-schema";
import type { DatabaseSchema, UserRecipeTable } from "./schema";

/**
 * What Mes Recettes keeps, as validated JSON: a generated recipe, a cocktail, a wine pairing,
 * or a copy of a catalogue or community recipe, as it was or customised. Copies are whole
 * recipes, not references: what a person saved stays even if its author withdraws it.
 */
export const savedItemSchema = z.discriminatedUnion("origin", [
  z.object({ origin: z.literal("generated"), recipe: generatedRecipeSchema }),
  z.object({ origin: z.literal("saved"), recipe: recipeSchema }),
  z.object({ origin: z.literal("customised"), recipe: recipeSchema }),
  // The person's own recipes: imported from a page or pasted text, or written in the editor.
  z.object({ origin: z.literal("imported"), recipe: ownRecipeSchema }),
  z.object({ origin: z.literal("written"), recipe: ownRecipeSchema }),
  z.object({ origin: z.literal("cocktail"), cocktail: cocktailSchema }),
  z.object({
    origin: z.literal("pairing"),
    dish: z.string().trim().min(1).max(200),
    suggestions: wineSuggestionsSchema,
  }),
]);

export type SavedItem = z.infer<typeof savedItemSchema>;

export type UserRecipe = SavedItem & { id: string; title: string; createdAt: string };

export function titleOf(item: SavedItem): string {
  if (item.origin === "cocktail") return item.cocktail.nom;
  if (item.origin === "pairing") return `Accords pour « ${item.dish} »`;
  return recipeOfKept(item, "", "").title;
}

/**
 * Kept items parsed once per version of their row: the home, the planner and « Avec ce que j'ai »
 * read a person's whole Mes Recettes at each page. The same item (and recipe object) comes back
 * while the row's text is unchanged, so that what is worked out from it is kept on it.
 */
const parsedItems = new Map<string, { origin: string; payload: string; item: SavedItem }>();
const PARSED_ITEMS_KEPT = 20_000;

function savedItemOf(row: Selectable<UserRecipeTable>): SavedItem {
  const cached = parsedItems.get(row.id);
  if (cached && cached.payload === row.payload && cached.origin === row.origin) return cached.item;
  const item = savedItemSchema.parse({ origin: row.origin, ...JSON.parse(row.payload) });
  if (parsedItems.size >= PARSED_ITEMS_KEPT) parsedItems.clear();
  parsedItems.set(row.id, { origin: row.origin, payload: row.payload, item });
  return item;
}

function toUserRecipe(row: Selectable<UserRecipeTable>): UserRecipe {
  return {
    ...savedItemOf(row),
    id: row.id,
    title: row.title,
    createdAt: row.created_at,
  };
}

/**
 * Mes Recettes: each person's kept recipes, newest first; nobody outside their household reaches
 * them, and in it only those shared or planned.
 */
export function userRecipeRepository(db: Kysely<DatabaseSchema>) {
  /** The other members' dishes the person reads: shared, or (with `planned`) in the household's plan. */
  async function othersInHousehold(
    userId: string,
    { planned, id }: { planned: boolean; id?: string },
  ): Promise<(UserRecipe & { authorName: string; shared: boolean })[]> {
    const rows = await db
      .selectFrom("user_recipe")
      .innerJoin("household_member as author", "author.user_id", "user_recipe.user_id")
      .innerJoin("household_member as reader", "reader.household_id", "author.household_id")
      .innerJoin("user", "user.id", "user_recipe.user_id")
      .selectAll("user_recipe")
      .select("user.name as author_name")
      .where("reader.user_id", "=", userId)
      .where("user_recipe.user_id", "!=", userId)
      .where("user_recipe.origin", "not in", ["cocktail", "pairing"])
      .$if(id !== undefined, (query) => query.where("user_recipe.id", "=", id!))
      .where((eb) =>
        eb.or([
          eb("user_recipe.shared_with_household", "=", 1),
          ...(planned
            ? [
                eb.exists(
                  eb
                    .selectFrom("meal_plan_entry")
                    .select("meal_plan_entry.id")
                    .whereRef("meal_plan_entry.household_id", "=", "reader.household_id")
                    .where(
                      "meal_plan_entry.recipe_id",
                      "=",
                      sql<string>`${OWN_RECIPE_PREFIX} || ${sql.ref("user_recipe.id")}`,
                    ),
                ),
              ]
            : []),
        ]),
      )
      .orderBy("user_recipe.created_at", "desc")
      .orderBy("user_recipe.id", "desc")
      .execute();
    return rows.map(({ author_name, ...row }) => ({
      ...toUserRecipe(row),
      authorName: author_name,
      shared: row.shared_with_household === 1,
    }));
  }

  return {
    async save(userId: string, item: SavedItem): Promise<string> {
      const id = crypto.randomUUID();
      const { origin, ...payload } = item;
      await db
        .insertInto("user_recipe")
        .values({
          id,
          user_id: userId,
          origin,
          title: titleOf(item),
          payload: JSON.stringify(payload),
          created_at: new Date().toISOString(),
          source_recipe_id: item.origin === "saved" || item.origin === "customised" ? item.recipe.id : null,
        })
        .execute();
      return id;
    },

    /** The person's unchanged copy of a catalogue or community recipe, if they saved one. */
    async savedCopyOf(userId: string, recipeId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom("user_recipe")
        .select("id")
        .where("user_id", "=", userId)
        .where("source_recipe_id", "=", recipeId)
        .where("origin", "=", "saved")
        .executeTakeFirst();
      return row?.id;
    },

    async find(userId: string, id: string): Promise<UserRecipe | undefined> {
      const row = await db
        .selectFrom("user_recipe")
        .selectAll()
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return row && toUserRecipe(row);
    },

    async list(userId: string): Promise<UserRecipe[]> {
      const rows = await db
        .selectFrom("user_recipe")
        .selectAll()
        .where("user_id", "=", userId)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .execute();
      return rows.map(toUserRecipe);
    },

    /**
     * Replaces one of the person's own recipes (imported or written) by its edited version;
     * false when it is not theirs, does not exist or is not one they may edit.
     */
    async updateOwn(
      userId: string,
      id: string,
      item: Extract<SavedItem, { origin: "imported" | "written" }>,
    ) {
      const { origin: _origin, ...payload } = item;
      const result = await db
        .updateTable("user_recipe")
        .set({ title: titleOf(item), payload: JSON.stringify(payload) })
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .where("origin", "in", ["imported", "written"])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Shows one of the person's recipes to their household, or stops; false when it is not theirs
     * or is not a dish (a cocktail and a wine pairing are not planned, so not shared).
     */
    async setShared(userId: string, id: string, shared: boolean): Promise<boolean> {
      const result = await db
        .updateTable("user_recipe")
        .set({ shared_with_household: shared ? 1 : 0 })
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .where("origin", "not in", ["cocktail", "pairing"])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The ids of the person's recipes they share with their household. */
    async sharedIds(userId: string): Promise<Set<string>> {
      const rows = await db
        .selectFrom("user_recipe")
        .select("id")
        .where("user_id", "=", userId)
        .where("shared_with_household", "=", 1)
        .execute();
      return new Set(rows.map((row) => row.id));
    },

    /**
     * « Partagées par le foyer »: what the other people of the person's household share, read
     * through the person's own membership, so that nobody outside the household reaches them.
     */
    sharedWith: (userId: string) => othersInHousehold(userId, { planned: false }),

    /**
     * What the person reads of the others' recipes: those shared with the household, and those
     * one of them planned in the household's week, shared or not, since everyone cooks and shops
     * for that week (docs/decisions/0065-a-planned-recipe-is-read-by-the-household.md).
     */
    readableInHousehold: (userId: string) => othersInHousehold(userId, { planned: true }),

    /** One recipe of another member the person may read, as readableInHousehold says. */
    async findInHousehold(userId: string, id: string) {
      const [found] = await othersInHousehold(userId, { planned: true, id });
      return found;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom("user_recipe")
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type UserRecipeRepository = ReturnType<typeof userRecipeRepository>;
