// The catalogue search as it was before issue 29's search work (app/.server/db/recipe-repository.ts
// at 8c5ca89^): no intents, no facets, no corrections, no breakfasts listed. `npm run bench:search`
// runs it beside today's search, on the same rows of the same databases, so that the ratio of the
// two is measured in one run, under one load. Bench only: nothing in app/ imports it.
//
// Kept as it was: the query (filters, FTS5 walked in rowid order, tsquery on PostgreSQL), the
// count of up to PAGES_COUNTED pages, the likes. Shared with today, because they are not the
// search: the query's words (`searchTerms`, whose new word senses the bench's queries never meet)
// and the cards, today's cards with the same parse-once cache as the repository, so that the
// ratio says what the query costs, not what a card shows since (decision 0049's times).
import { type Kysely, type SelectQueryBuilder, sql } from "kysely";
import { type RecipeCard, cardOf } from "~/domain/catalogue/card";
import { type CatalogueFilters, PAGE_SIZE } from "~/domain/catalogue/filters";
import { MAX_QUERY_TERMS, searchTerms } from "~/domain/catalogue/search-terms";
import type { RecipeKind } from "~/domain/catalogue/types";
import { currentMonth } from "~/domain/produce/label";
import { inSeasonMonths, monthBit } from "~/domain/produce/season";
import { type Recipe, recipeSchema } from "~/domain/recipe/model";
import type { DialectName } from "~/.server/db/database";
import { PAGES_COUNTED } from "~/.server/db/recipe-repository";
import type { DatabaseSchema } from "~/.server/db/schema";

const LISTED: RecipeKind[] = ["catalogue", "community"];

interface Row {
  id: string;
  author: string;
  payload: string;
  likes: number | string;
}

export function baselineSearch(db: Kysely<DatabaseSchema>, dialect: DialectName) {
  const likeCount =
    sql<number>`(select count(*) from recipe_like where recipe_like.recipe_id = recipe.id)`.as("likes");
  const parsed = new Map<string, { payload: string; recipe: Recipe }>();

  function recipeOf(row: Row): Recipe {
    const cached = parsed.get(row.id);
    if (cached && cached.payload === row.payload) return cached.recipe;
    const recipe = recipeSchema.parse(JSON.parse(row.payload));
    if (parsed.size >= 20_000) parsed.clear();
    parsed.set(row.id, { payload: row.payload, recipe });
    return recipe;
  }

  async function cards(rows: Row[], userId: string | undefined): Promise<RecipeCard[]> {
    const ids = rows.map((row) => row.id);
    const liked =
      userId && ids.length > 0
        ? new Set(
            (
              await db
                .selectFrom("recipe_like")
                .select("recipe_id")
                .where("user_id", "=", userId)
                .where("recipe_id", "in", ids)
                .execute()
            ).map((row) => row.recipe_id),
          )
        : new Set<string>();
    return rows.map((row) => {
      const recipe = recipeOf(row);
      const card = cardOf(recipe, row.author, Number(row.likes), liked.has(row.id));
      const months = inSeasonMonths(recipe.ingredients);
      return months ? { ...card, seasonMonths: months } : card;
    });
  }

  function matchingPage<O>(
    query: SelectQueryBuilder<DatabaseSchema, "recipe", O>,
    text: string,
    limit: number,
    offset: number,
  ) {
    const terms = searchTerms(text).slice(0, MAX_QUERY_TERMS);
    if (terms.length === 0) return query.orderBy("seq").limit(limit).offset(offset).execute();
    if (dialect === "sqlite") {
      const match = terms.map((term) => `"${term}"*`).join(" AND ");
      return query
        .innerJoin(sql<{ rowid: number }>`recipe_fts`.as("recipe_fts"), (join) =>
          join.onRef("recipe_fts.rowid", "=", "recipe.seq"),
        )
        .where(sql<boolean>`recipe_fts match ${match}`)
        .orderBy(sql`recipe_fts.rowid`)
        .limit(limit)
        .offset(offset)
        .execute();
    }
    const match = terms.map((term) => `${term}:*`).join(" & ");
    return query
      .where(sql<boolean>`search_vector @@ to_tsquery('simple', ${match})`)
      .orderBy("seq")
      .limit(limit)
      .offset(offset)
      .execute();
  }

  return async function search(filters: CatalogueFilters, userId?: string, pageSize = PAGE_SIZE) {
    let query = db
      .selectFrom("recipe")
      .select(["id", "kind", "author", "owner_id", "payload", "created_at", likeCount])
      .where("kind", "in", LISTED);
    if (filters.categorie) query = query.where("category", "=", filters.categorie);
    if (filters.difficulte) query = query.where("difficulty", "=", filters.difficulte);
    if (filters.temps) query = query.where("total_minutes", "<=", Number(filters.temps));
    if (filters.saison)
      query = query.where(
        sql<boolean>`(season_months & ${sql.lit(monthBit(currentMonth(new Date())))}) <> 0`,
      );
    if (filters.sans.length > 0) query = query.where("allergens", "is not", null);
    for (const allergen of filters.sans) query = query.where("allergens", "not like", `%|${allergen}|%`);
    const counted = (filters.page - 1 + PAGES_COUNTED) * pageSize;
    const [rows, matches] = await Promise.all([
      matchingPage(query, filters.q, pageSize + 1, (filters.page - 1) * pageSize),
      matchingPage(query.clearSelect().select("recipe.seq"), filters.q, counted + 1, 0),
    ]);
    return {
      recipes: await cards(rows.slice(0, pageSize) as Row[], userId),
      hasMore: rows.length > pageSize,
      pageCount: Math.ceil(Math.min(matches.length, counted) / pageSize),
      morePages: matches.length > counted,
    };
  };
}
