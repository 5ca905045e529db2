import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { PlanOwner } from "./meal-plan-repository";
import {
  adoptGuestRows,
  dropUnreachableGuestRows,
  ownedBy as ownedByOwner,
  ownerColumns,
} from "./plan-owner-rows";
import type { DatabaseSchema } from "./schema";

/** A line put on a week's shopping list by hand, outside the planned meals. */
export interface ShoppingExtra {
  key: string;
  nom: string;
  quantite: string;
  unite: string;
  recipeTitle: string;
}

/**
 * The shopping list is computed from the week's meals; these are the few lines added beside
 * them (« Ajouter les ingrédients manquants à ma liste de courses »), one per food and week.
 */
export function shoppingExtraRepository(db: Kysely<DatabaseSchema>) {
  const ownedBy = (owner: PlanOwner) => ownedByOwner<"shopping_extra">(owner);

  async function week(owner: PlanOwner, monday: string): Promise<ShoppingExtra[]> {
    const rows = await db
      .selectFrom("shopping_extra")
      .select(["item_key", "nom", "quantite", "unite", "recipe_title"])
      .where(ownedBy(owner))
      .where("week", "=", monday)
      .orderBy("item_key")
      .execute();
    return rows.map((row) => ({
      key: row.item_key,
      nom: row.nom,
      quantite: row.quantite,
      unite: row.unite,
      recipeTitle: row.recipe_title,
    }));
  }

  return {
    week,

    /** Adds the lines whose food the week's extras do not hold yet; returns how many went in. */
    async add(owner: PlanOwner, monday: string, extras: readonly ShoppingExtra[]): Promise<number> {
      const held = new Set((await week(owner, monday)).map((extra) => extra.key));
      const fresh = extras.filter(
        (extra, index) =>
          !held.has(extra.key) && extras.findIndex((other) => other.key === extra.key) === index,
      );
      if (fresh.length === 0) return 0;
      const now = new Date().toISOString();
      await db
        .insertInto("shopping_extra")
        .values(
          fresh.map((extra) => ({
            id: crypto.randomUUID(),
            ...ownerColumns(owner),
            week: monday,
            item_key: extra.key,
            nom: extra.nom,
            quantite: extra.quantite,
            unite: extra.unite,
            recipe_title: extra.recipeTitle,
            created_at: now,
          })),
        )
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      return fresh.length;
    },

    /** A visitor signs up or logs in: their lines join the household's, which keeps its own. */
    async adopt(guestId: string, householdId: string): Promise<number> {
      return adoptGuestRows(db, "shopping_extra", guestId, householdId, { perWeek: true });
    },

    /** Every line of a household, oldest week first, for the export. */
    async ofHousehold(householdId: string) {
      return db
        .selectFrom("shopping_extra")
        .select(["week", "nom", "quantite", "unite", "recipe_title", "created_at"])
        .where("household_id", "=", householdId)
        .orderBy("week")
        .orderBy("item_key")
        .execute();
    },

    /** Lines of visitors whose cookie has expired, read like the pantry's. */
    async dropUnreachableGuestExtras(before: Date): Promise<number> {
      return dropUnreachableGuestRows(db, "shopping_extra", before);
    },
  };
}

export type ShoppingExtraRepository = ReturnType<typeof shoppingExtraRepository>;
