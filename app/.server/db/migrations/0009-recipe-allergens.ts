import type { Kysely } from "kysely";

// The allergens of each library recipe, so that Nos Recettes can leave out « Sans lait »
// recipes in the query that pages them (docs/decisions/0027-allergens-derived-from-the-lexicon.md).
// Written as « |gluten|lait| » so that one LIKE per excluded allergen reads it on both
// dialects. Left null here: the app fills every null row at start, with the same code that
// computes them for the recipe page, and a later change of that code resets the column to
// null in a migration of its own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("recipe").addColumn("allergens", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("recipe").dropColumn("allergens").execute();
}
