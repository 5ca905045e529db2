import crypto from "node:crypto";
import type { Kysely } from "kysely";
import { z } from "zod";
import { cocktailSchema } from "~/domain/cocktails/cocktail-schema";
import { generatedRecipeSchema } from "~/domain/generation/recipe-schema";
import { wineSuggestionsSchema } from "~/domain/sommelier/wine-schema";
import type { DatabaseSchema } from "./schema";

/** What Mes Recettes keeps: a generated recipe, a cocktail or a wine pairing, as validated JSON. */
export const savedItemSchema = z.discriminatedUnion("origin", [
  z.object({ origin: z.literal("generated"), recipe: generatedRecipeSchema }),
  z.object({ origin: z.literal("cocktail"), cocktail: cocktailSchema }),
  z.object({ origin: z.literal("pairing"), dish: z.string().trim().min(1).max(200), suggestions: wineSuggestionsSchema }),
]);

export type SavedItem = z.infer<typeof savedItemSchema>;
export type RecipeOrigin = SavedItem["origin"];

export type UserRecipe = SavedItem & { id: string; title: string; createdAt: string };

export function titleOf(item: SavedItem): string {
  if (item.origin === "generated") return item.recipe.titre;
  if (item.origin === "cocktail") return item.cocktail.nom;
  return `Accords pour « ${item.dish} »`;
}

/** Mes Recettes: each person's kept recipes, newest first; nobody reaches another's. */
export function userRecipeRepository(db: Kysely<DatabaseSchema>) {
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
        })
        .execute();
      return id;
    },

    async list(userId: string): Promise<UserRecipe[]> {
      const rows = await db
        .selectFrom("user_recipe")
        .selectAll()
        .where("user_id", "=", userId)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .execute();
      return rows.map((row) => ({
        ...savedItemSchema.parse({ origin: row.origin, ...JSON.parse(row.payload) }),
        id: row.id,
        title: row.title,
        createdAt: row.created_at,
      }));
    },

    /** Removes one of the person's recipes; false when it is not theirs or does not exist. */
    async remove(userId: string, id: string): Promise<boolean> {
      const result = await db.deleteFrom("user_recipe").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type UserRecipeRepository = ReturnType<typeof userRecipeRepository>;
