import type { Kysely } from "kysely";
import { recipeSchema } from "../../../domain/recipe/model";
import { seasonMask } from "../../../domain/produce/season";

// The months each recipe is in season, as a 12-bit mask (bit 0 = janvier), null for a dish
// not led by fruit and vegetables. Nos Recettes' « De saison » filter reads it in SQL, so that
// the filter pages like the others. The rows already there are filled in here; the catalogue
// is rewritten at every start anyway (recipeRepository.seed).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("recipe").addColumn("season_months", "integer").execute();
  const rows: { id: string; payload: string }[] = await db
    .selectFrom("recipe")
    .select(["id", "payload"])
    .execute();
  for (const row of rows) {
    const parsed = recipeSchema.safeParse(JSON.parse(row.payload));
    if (!parsed.success) continue;
    const mask = seasonMask(parsed.data.ingredients);
    if (mask !== null)
      await db.updateTable("recipe").set({ season_months: mask }).where("id", "=", row.id).execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("recipe").dropColumn("season_months").execute();
}
