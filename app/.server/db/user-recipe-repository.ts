import crypto from "node:crypto";
import type { Kysely } from "kysely";
import { type GeneratedRecipe, generatedRecipeSchema } from "~/domain/generation/recipe-schema";
import type { DatabaseSchema } from "./schema";

export type RecipeOrigin = "generated";

export interface UserRecipe {
  id: string;
  origin: RecipeOrigin;
  title: string;
  recipe: GeneratedRecipe;
  createdAt: string;
}

/** Mes Recettes: each person's kept recipes, newest first; nobody reaches another's. */
export function userRecipeRepository(db: Kysely<DatabaseSchema>) {
  return {
    async save(userId: string, origin: RecipeOrigin, recipe: GeneratedRecipe): Promise<string> {
      const id = crypto.randomUUID();
      await db
        .insertInto("user_recipe")
        .values({
          id,
          user_id: userId,
          origin,
          title: recipe.titre,
          payload: JSON.stringify(recipe),
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
        id: row.id,
        origin: row.origin as RecipeOrigin,
        title: row.title,
        recipe: generatedRecipeSchema.parse(JSON.parse(row.payload)),
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
