import type { Recipe } from "~/domain/recipe/model";
import type { Database } from "./database";
import { type RecipeRepository, recipeRepository } from "./recipe-repository";

/** A plain catalogue recipe for the repository tests; `extra` sets what a test is about. */
export function testRecipe(id: string, title: string, extra: Partial<Recipe> = {}): Recipe {
  return {
    id,
    title,
    description: "Une recette de test.",
    image: "/images/recettes/assiette.svg",
    imageAlt: "Illustration : une assiette",
    prepMinutes: 10,
    cookMinutes: 20,
    servings: 4,
    difficulty: "Facile",
    category: "Plats",
    chef: "Chef Test",
    ingredients: [{ nom: "tomates", quantite: 4, unite: "pièce" }],
    equipment: [],
    steps: [{ description: "Cuire." }],
    tips: [],
    variations: [],
    ...extra,
  };
}

/** The titles of a page of cards, in the page's order. */
export const cardTitles = (page: { recipes: { title: string }[] }) => page.recipes.map((card) => card.title);

/**
 * An account row as better-auth writes it (the tables that point to a user need one): dates and
 * booleans are text and 0 on SQLite, native on PostgreSQL.
 */
export async function addTestUser(database: Database, id: string, name = id): Promise<void> {
  const now = new Date();
  const stamp = database.dialect === "sqlite" ? now.toISOString() : now;
  await database.db
    .insertInto("user")
    .values({
      id,
      name,
      email: `${id}@exemple.fr`,
      emailVerified: database.dialect === "sqlite" ? 0 : false,
      image: null,
      createdAt: stamp,
      updatedAt: stamp,
    })
    .execute();
}

/** Opens a test database and seeds these recipes in it, as the catalogue does at start. */
export async function seededRecipes(
  open: () => Promise<Database>,
  seed: Recipe[],
): Promise<{ database: Database; recipes: RecipeRepository }> {
  const database = await open();
  const recipes = recipeRepository(database.db, database.dialect);
  await recipes.seed(seed, "catalogue");
  return { database, recipes };
}

/**
 * An account with its household of one, named as the migration names them (« foyer-<id> »), and
 * the plan owner a signed-in request would resolve to.
 */
export async function addTestHousehold(
  database: Database,
  userId: string,
  name = userId,
): Promise<{ householdId: string; userId: string }> {
  await addTestUser(database, userId, name);
  const householdId = `foyer-${userId}`;
  const now = new Date().toISOString();
  await database.db
    .insertInto("household")
    .values({ id: householdId, name: `Le foyer de ${name}`, created_at: now })
    .execute();
  await database.db
    .insertInto("household_member")
    .values({ user_id: userId, household_id: householdId, role: "owner", joined_at: now })
    .execute();
  return { householdId, userId };
}
