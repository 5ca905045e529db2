import crypto from "node:crypto";
import { type Kysely, type SelectQueryBuilder, sql } from "kysely";
import { type RecipeCard, cardOf, totalMinutesOf } from "~/domain/catalogue/card";
import { type CatalogueFilters, PAGE_SIZE } from "~/domain/catalogue/filters";
import { originLabel } from "~/domain/catalogue/origin";
import { type Recipe, recipeSchema } from "~/domain/recipe/model";
import { ALLERGENS } from "~/domain/base/allergens";
import { recipeAllergens } from "~/domain/nutrition/lexicon-allergens";
import { MAX_QUERY_TERMS, correctTerm, searchDocument, searchTerms } from "~/domain/catalogue/search-terms";
import { type UnderstoodQuery, understandQuery } from "~/domain/catalogue/query";
import { facetTerm, recipeFacets } from "~/domain/catalogue/facets";
import { currentMonth } from "~/domain/produce/label";
import { inSeasonMonths, monthBit, seasonMask } from "~/domain/produce/season";
import type { RecipeKind } from "~/domain/catalogue/types";
import { ingredients } from "~/domain/nutrition/lexicon";
import { appMetaRepository } from "./app-meta-repository";
import type { DialectName } from "./database";
import type { DatabaseSchema, RecipeTable } from "./schema";

/** Nos Recettes and Le Chef C'est Vous list these: breakfasts too, which the planner also draws on. */
const LISTED: RecipeKind[] = ["catalogue", "breakfast", "community"];

export interface StoredRecipe {
  recipe: Recipe;
  kind: RecipeKind;
  author: string;
  ownerId: string | null;
  likes: number;
  createdAt: string;
}

/** A recipe as the libraries read it: what it is and which collection holds it. */
export type LibraryRecipe = Pick<StoredRecipe, "recipe" | "kind">;

export interface SearchPage {
  recipes: RecipeCard[];
  hasMore: boolean;
  /** Pages known to hold results, counted up to PAGES_COUNTED past the current one. */
  pageCount: number;
  /** More pages beyond pageCount. */
  morePages: boolean;
  /** Recipes found, exact unless morePages (then at least this many). */
  count: number;
}

/**
 * How far the page links look ahead: the count reads only the ids of the matches, and stops
 * there, so that a common word in a library of 100,000 recipes costs what 10 pages cost.
 */
export const PAGES_COUNTED = 10;

/** A facet word of the search text (domain/catalogue/facets), matched whole, never as a start. */
const isFacet = (term: string) => term.startsWith("zz");

type Row = Pick<RecipeTable, "id" | "kind" | "author" | "owner_id" | "payload" | "created_at"> & {
  likes: number | string;
};

function documentOf(recipe: Recipe, author: string): string {
  const words = searchDocument([
    recipe.title,
    recipe.description,
    recipe.category,
    // « alsace », « libanaise » find the dishes of a region or a cuisine.
    originLabel(recipe) ?? "",
    author,
    ...recipe.ingredients.map((ingredient) => ingredient.nom),
  ]);
  return [words, ...recipeFacets(recipe)].join(" ");
}

/** The row a recipe is stored as; `npm run bench:search` inserts its corpus with it, in batches. */
export function rowValues(recipe: Recipe, kind: RecipeKind, author: string) {
  return {
    id: recipe.id,
    kind,
    title: recipe.title,
    author,
    category: recipe.category,
    difficulty: recipe.difficulty,
    total_minutes: totalMinutesOf(recipe),
    payload: JSON.stringify(recipe),
    search_text: documentOf(recipe, author),
    season_months: seasonMask(recipe.ingredients),
    allergens: allergenColumn(recipe),
  };
}

/**
 * What the derived columns (season_months, allergens) are computed from, in one short stamp:
 * each lexicon food alone, as the code reads it today. A change of the lexicon, of ADEME's
 * calendar or of the code that derives the columns changes the stamp, and the next start
 * recomputes every row (refreshDerived); an unchanged stamp costs one read.
 */
export function derivedColumnsStamp(): string {
  const probe = ingredients
    .map((entry) => {
      const line = [{ nom: entry.name, quantite: 100, unite: "g" }];
      return `${entry.id}:${allergenColumn({ ingredients: line })}:${seasonMask(line)}`;
    })
    .join(";");
  return crypto.createHash("sha256").update(probe).digest("hex").slice(0, 16);
}

const DERIVED_STAMP_KEY = "recipe-derived-columns";

/** Parsed payloads kept in memory: the whole library at its usual size, not a 100k-row search corpus. */
const PARSED_RECIPES_KEPT = 20_000;

/** « |gluten|lait| »: each allergen between bars, so that « lait » never matches inside another. */
function allergenColumn(recipe: Pick<Recipe, "ingredients">): string {
  return `|${recipeAllergens(recipe.ingredients).join("|")}|`;
}

/**
 * The recipe library: the catalogue seeded at start, the planner's breakfasts and the
 * recipes people publish; likes, one per person and recipe, counted from their rows.
 */
export function recipeRepository(db: Kysely<DatabaseSchema>, dialect: DialectName) {
  const likeCount =
    sql<number>`(select count(*) from recipe_like where recipe_like.recipe_id = recipe.id)`.as("likes");

  /**
   * Every recipe read is checked by its schema, and whole-library readers (the home, the planner,
   * « Avec ce que j'ai ») read a few hundred at each request: a payload is parsed once per version.
   * The same object comes back while the text is unchanged, so readers may memoise on it.
   */
  const parsed = new Map<string, { payload: string; recipe: Recipe }>();
  function recipeOf(row: Pick<Row, "id" | "payload">): Recipe {
    const cached = parsed.get(row.id);
    if (cached && cached.payload === row.payload) return cached.recipe;
    const recipe = recipeSchema.parse(JSON.parse(row.payload));
    if (parsed.size >= PARSED_RECIPES_KEPT) parsed.clear();
    parsed.set(row.id, { payload: row.payload, recipe });
    return recipe;
  }

  function stored(row: Row): StoredRecipe {
    return {
      recipe: recipeOf(row),
      kind: row.kind as RecipeKind,
      author: row.author,
      ownerId: row.owner_id,
      likes: Number(row.likes),
      createdAt: row.created_at,
    };
  }

  async function likedAmong(userId: string | undefined, ids: string[]): Promise<Set<string>> {
    if (!userId || ids.length === 0) return new Set();
    const rows = await db
      .selectFrom("recipe_like")
      .select("recipe_id")
      .where("user_id", "=", userId)
      .where("recipe_id", "in", ids)
      .execute();
    return new Set(rows.map((row) => row.recipe_id));
  }

  async function cards(rows: Row[], userId: string | undefined): Promise<RecipeCard[]> {
    const liked = await likedAmong(
      userId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => {
      const { recipe, author, likes } = stored(row);
      const card = cardOf(recipe, author, likes, liked.has(row.id));
      const months = inSeasonMonths(recipe.ingredients);
      return months ? { ...card, seasonMonths: months } : card;
    });
  }

  /**
   * One page of the rows whose search text holds every term, each as a word start
   * (« tom » finds « tomat »), in library order (seq).
   */
  function matchingPage<O>(
    unordered: SelectQueryBuilder<DatabaseSchema, "recipe", O>,
    terms: readonly string[],
    limit: number,
    offset: number,
    sort: CatalogueFilters["tri"] = "",
  ) {
    // Pertinence is library order: the catalogue's dishes first, as it arranges them.
    const query =
      sort === "temps"
        ? unordered.orderBy("total_minutes")
        : sort === "nouveautes"
          ? unordered.orderBy("seq", "desc")
          : unordered;
    if (terms.length === 0) return query.orderBy("seq").limit(limit).offset(offset).execute();
    if (dialect === "sqlite") {
      const match = terms.map((term) => (isFacet(term) ? `"${term}"` : `"${term}"*`)).join(" AND ");
      // FTS5 hands its matches over in rowid order, and its rowid is seq: walking the index
      // that way, SQLite stops at the end of the page. With `seq in (select rowid …)` it read
      // and sorted every match first, 20 to 80 ms for a common word at 100,000 recipes
      // (npm run bench:search, docs/decisions/0009).
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
    const match = terms.map((term) => (isFacet(term) ? term : `${term}:*`)).join(" & ");
    return query
      .where(sql<boolean>`search_vector @@ to_tsquery('simple', ${match})`)
      .orderBy("seq")
      .limit(limit)
      .offset(offset)
      .execute();
  }

  /**
   * The categories of one kind, found by skipping from one to the next along the
   * (kind, category) index: a few lookups whatever the size of the library, where
   * `select distinct` read every recipe (174 ms at 100,000 on SQLite).
   * https://wiki.postgresql.org/wiki/Loose_indexscan
   */
  async function categoriesOf(kind: RecipeKind): Promise<string[]> {
    const { rows } = await sql<{ category: string }>`
      with recursive found(category) as (
        select min(category) from recipe where kind = ${kind}
        union all
        select (select min(category) from recipe where kind = ${kind} and category > found.category)
        from found where found.category is not null
      )
      select category from found where category is not null`.execute(db);
    return rows.map((row) => row.category);
  }

  /** The catalogue's own words, which a misspelt query word is corrected to. */
  const vocabulary = new Set<string>();

  /** The text terms of a query, corrected, then the facets its intents and selects ask for. */
  function termsOf(filters: CatalogueFilters, understood: UnderstoodQuery): string[] {
    const words = [...vocabulary];
    const terms = searchTerms(understood.text)
      .slice(0, MAX_QUERY_TERMS)
      .map((term) => correctTerm(term, words));
    const region = understood.intents.find((intent) => intent.kind === "region")?.region || filters.region;
    const cuisine =
      understood.intents.find((intent) => intent.kind === "cuisine")?.cuisine || filters.cuisine;
    for (const intent of understood.intents) {
      if (intent.kind === "diet") terms.push(facetTerm.diet(intent.diet));
      if (intent.kind === "cheap") terms.push(facetTerm.cheap);
    }
    if (region) terms.push(facetTerm.region(region));
    if (cuisine) terms.push(facetTerm.cuisine(cuisine));
    return [...new Set(terms)];
  }

  return {
    /**
     * Writes Toque's own recipes: new ones are added, changed ones updated in place (likes,
     * saved copies and customisations are rows of their own, keyed by the recipe id, and stay),
     * unchanged ones left alone, so starting again, or several instances starting at once, is
     * harmless. Only what changed is written: at 150 recipes, a start would otherwise write 150
     * rows and their search index every time. Not in one transaction: two SQLite instances
     * starting together would each read, then fail to upgrade to a write (SQLITE_BUSY), where
     * single upserts wait for each other.
     */
    async seed(recipes: readonly Recipe[], kind: Exclude<RecipeKind, "community">): Promise<void> {
      if (recipes.length === 0) return;
      const now = new Date().toISOString();
      const stored = await db
        .selectFrom("recipe")
        .select(["id", "kind", "author", "payload", "search_text"])
        .where(
          "id",
          "in",
          recipes.map((recipe) => recipe.id),
        )
        .execute();
      const storedById = new Map(stored.map((row) => [row.id, row]));
      for (const recipe of recipes) {
        const values = rowValues(recipe, kind, recipe.chef);
        for (const term of values.search_text.split(" ")) if (!isFacet(term)) vocabulary.add(term);
        const row = storedById.get(recipe.id);
        // The search text too: how it is made may change while the recipe does not.
        const unchanged =
          row?.kind === kind &&
          row.author === values.author &&
          row.payload === values.payload &&
          row.search_text === values.search_text;
        if (unchanged) continue;
        await db
          .insertInto("recipe")
          .values({ ...values, owner_id: null, source_id: null, created_at: now })
          .onConflict((conflict) =>
            conflict.column("id").doUpdateSet({
              kind: values.kind,
              title: values.title,
              author: values.author,
              category: values.category,
              difficulty: values.difficulty,
              total_minutes: values.total_minutes,
              payload: values.payload,
              search_text: values.search_text,
              season_months: values.season_months,
              allergens: values.allergens,
            }),
          )
          .execute();
      }
    },

    /** One page of listed recipes: catalogue first in its own order, then community ones as published. */
    async search(
      filters: CatalogueFilters,
      userId?: string,
      pageSize = PAGE_SIZE,
      understood: UnderstoodQuery = understandQuery(filters.q),
    ): Promise<SearchPage> {
      const intents = understood.intents;
      const category = intents.find((intent) => intent.kind === "category")?.category || filters.categorie;
      const minutes = [
        ...(filters.temps ? [Number(filters.temps)] : []),
        ...intents.flatMap((intent) => (intent.kind === "time" ? [intent.minutes] : [])),
      ];
      const season = filters.saison === "1" || intents.some((intent) => intent.kind === "season");
      const sans = [
        ...new Set([
          ...filters.sans,
          ...intents.flatMap((intent) => (intent.kind === "sans" ? [intent.allergen] : [])),
        ]),
      ];
      const terms = termsOf(filters, understood);
      let query = db
        .selectFrom("recipe")
        .select(["id", "kind", "author", "owner_id", "payload", "created_at", likeCount])
        .where("kind", "in", LISTED);
      if (category) query = query.where("category", "=", category);
      if (filters.difficulte) query = query.where("difficulty", "=", filters.difficulte);
      if (minutes.length > 0) query = query.where("total_minutes", "<=", Math.min(...minutes));
      // The month is the server's, in Paris, like the badges the page shows.
      if (season)
        query = query.where(
          sql<boolean>`(season_months & ${sql.lit(monthBit(currentMonth(new Date())))}) <> 0`,
        );
      // A row not read yet (null) could hold anything: it is left out while a « Sans … » is on.
      if (sans.length > 0) query = query.where("allergens", "is not", null);
      for (const allergen of sans) query = query.where("allergens", "not like", `%|${allergen}|%`);
      const counted = (filters.page - 1 + PAGES_COUNTED) * pageSize;
      const [rows, matches] = await Promise.all([
        matchingPage(query, terms, pageSize + 1, (filters.page - 1) * pageSize, filters.tri),
        matchingPage(query.clearSelect().select("recipe.seq"), terms, counted + 1, 0),
      ]);
      return {
        recipes: await cards(rows.slice(0, pageSize), userId),
        hasMore: rows.length > pageSize,
        pageCount: Math.ceil(Math.min(matches.length, counted) / pageSize),
        count: Math.min(matches.length, counted),
        morePages: matches.length > counted,
      };
    },

    /**
     * Reads the allergens of the rows that have none yet (published before the column existed,
     * or reset by a migration), a batch at a time; the count of rows filled.
     */
    async fillAllergens(batchSize = 500): Promise<number> {
      let filled = 0;
      for (;;) {
        const rows = await db
          .selectFrom("recipe")
          .select(["id", "payload"])
          .where("allergens", "is", null)
          .limit(batchSize)
          .execute();
        if (rows.length === 0) return filled;
        for (const row of rows) {
          const recipe = recipeSchema.safeParse(JSON.parse(row.payload));
          // An unreadable payload is marked as holding every allergen: hidden by any « Sans … ».
          const allergens = recipe.success ? allergenColumn(recipe.data) : `|${ALLERGENS.join("|")}|`;
          await db.updateTable("recipe").set({ allergens }).where("id", "=", row.id).execute();
        }
        filled += rows.length;
      }
    },

    /**
     * Recomputes the season and allergen columns of every stored recipe when what they are
     * derived from has changed since the last start (derivedColumnsStamp), so that the filters
     * of Nos Recettes never read a stale column; the pages themselves compute both on read.
     * Returns the count of rows rewritten. Several instances starting at once write the same
     * values: harmless.
     */
    async refreshDerived(stamp = derivedColumnsStamp(), batchSize = 500): Promise<number> {
      const meta = appMetaRepository(db);
      if ((await meta.get(DERIVED_STAMP_KEY)) === stamp) return 0;
      let rewritten = 0;
      let after = 0;
      for (;;) {
        const rows = await db
          .selectFrom("recipe")
          .select(["seq", "id", "payload", "season_months", "allergens"])
          .where("seq", ">", after)
          .orderBy("seq")
          .limit(batchSize)
          .execute();
        if (rows.length === 0) break;
        for (const row of rows) {
          const recipe = recipeSchema.safeParse(JSON.parse(row.payload));
          if (!recipe.success) continue;
          const season_months = seasonMask(recipe.data.ingredients);
          const allergens = allergenColumn(recipe.data);
          if (row.season_months === season_months && row.allergens === allergens) continue;
          await db.updateTable("recipe").set({ season_months, allergens }).where("id", "=", row.id).execute();
          rewritten += 1;
        }
        after = rows[rows.length - 1]!.seq;
      }
      await meta.set(DERIVED_STAMP_KEY, stamp);
      return rewritten;
    },

    async categories(): Promise<string[]> {
      const found = await Promise.all(LISTED.map(categoriesOf));
      return [...new Set(found.flat())];
    },

    async find(id: string): Promise<StoredRecipe | undefined> {
      const row = await db
        .selectFrom("recipe")
        .select(["id", "kind", "author", "owner_id", "payload", "created_at", likeCount])
        .where("id", "=", id)
        .executeTakeFirst();
      return row && stored(row);
    },

    async isLiked(userId: string, id: string): Promise<boolean> {
      return (await likedAmong(userId, [id])).has(id);
    },

    /** Likes or unlikes; undefined when the recipe does not exist. Liking twice counts once. */
    async setLike(
      userId: string,
      id: string,
      liked: boolean,
    ): Promise<{ likes: number; isLiked: boolean } | undefined> {
      return db.transaction().execute(async (trx) => {
        const recipe = await trx.selectFrom("recipe").select("id").where("id", "=", id).executeTakeFirst();
        if (!recipe) return undefined;
        if (liked) {
          await trx
            .insertInto("recipe_like")
            .values({ recipe_id: id, user_id: userId, created_at: new Date().toISOString() })
            .onConflict((conflict) => conflict.columns(["recipe_id", "user_id"]).doNothing())
            .execute();
        } else {
          await trx
            .deleteFrom("recipe_like")
            .where("recipe_id", "=", id)
            .where("user_id", "=", userId)
            .execute();
        }
        const { count } = await trx
          .selectFrom("recipe_like")
          .select((eb) => eb.fn.countAll<number | string>().as("count"))
          .where("recipe_id", "=", id)
          .executeTakeFirstOrThrow();
        return { likes: Number(count), isLiked: liked };
      });
    },

    /** Likes of several recipes at once (Mes Recettes shows them on each card). */
    async likeCounts(ids: string[]): Promise<Map<string, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom("recipe_like")
        .select(["recipe_id", (eb) => eb.fn.countAll<number | string>().as("count")])
        .where("recipe_id", "in", ids)
        .groupBy("recipe_id")
        .execute();
      return new Map(rows.map((row) => [row.recipe_id, Number(row.count)]));
    },

    /** Publishes a person's recipe to the community; publishing it again changes nothing. */
    async publish(
      ownerId: string,
      sourceId: string,
      recipe: Omit<Recipe, "id">,
      author: string,
    ): Promise<string> {
      const existing = await db
        .selectFrom("recipe")
        .select("id")
        .where("source_id", "=", sourceId)
        .executeTakeFirst();
      if (existing) return existing.id;
      const id = `communaute-${crypto.randomBytes(6).toString("hex")}`;
      const full = { ...recipe, id, chef: author };
      await db
        .insertInto("recipe")
        .values({
          ...rowValues(full, "community", author),
          owner_id: ownerId,
          source_id: sourceId,
          created_at: new Date().toISOString(),
        })
        .execute();
      return id;
    },

    /** Takes a person's published recipe down; false when there was none of theirs. */
    async withdraw(ownerId: string, sourceId: string): Promise<boolean> {
      const result = await db
        .deleteFrom("recipe")
        .where("source_id", "=", sourceId)
        .where("owner_id", "=", ownerId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Which of a person's Mes Recettes entries are published, and under which recipe id. */
    async publishedFrom(ownerId: string): Promise<Map<string, string>> {
      const rows = await db
        .selectFrom("recipe")
        .select(["id", "source_id"])
        .where("owner_id", "=", ownerId)
        .where("kind", "=", "community")
        .execute();
      return new Map(rows.flatMap((row) => (row.source_id ? [[row.source_id, row.id] as const] : [])));
    },

    /** The newest community recipes, for the landing page. */
    async recentCommunity(limit: number, userId?: string): Promise<RecipeCard[]> {
      const rows = await db
        .selectFrom("recipe")
        .select(["id", "kind", "author", "owner_id", "payload", "created_at", likeCount])
        .where("kind", "=", "community")
        .orderBy("seq", "desc")
        .limit(limit)
        .execute();
      return cards(rows, userId);
    },

    /**
     * Every recipe of some kinds, in catalogue order: the planner's library and the recipes
     * « Avec ce que j'ai » ranks, read at each of their pages. Without the likes, which neither shows
     * and which would cost a count per recipe.
     */
    async allOfKinds(kinds: RecipeKind[]): Promise<LibraryRecipe[]> {
      const rows = await db
        .selectFrom("recipe")
        .select(["id", "kind", "payload"])
        .where("kind", "in", kinds)
        .orderBy("seq")
        .execute();
      return rows.map((row) => ({ recipe: recipeOf(row), kind: row.kind as RecipeKind }));
    },

    /**
     * Id, title and category of the recipes of these kinds, in catalogue order, from their own
     * columns: Menu Perso's recipe picker names every recipe, and reading every payload for that
     * was most of the page's reread after each tick of another phone (docs/decisions/0063).
     */
    async choicesOfKinds(kinds: RecipeKind[]) {
      return db
        .selectFrom("recipe")
        .select(["id", "title", "category"])
        .where("kind", "in", kinds)
        .orderBy("seq")
        .execute();
    },

    /** The recipes among `ids` that exist, in catalogue order: the few a week of Menu Perso names. */
    async withIds(ids: readonly string[]): Promise<LibraryRecipe[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom("recipe")
        .select(["id", "kind", "payload"])
        .where("id", "in", [...new Set(ids)])
        .orderBy("seq")
        .execute();
      return rows.map((row) => ({ recipe: recipeOf(row), kind: row.kind as RecipeKind }));
    },
  };
}

export type RecipeRepository = ReturnType<typeof recipeRepository>;
