import type { OwnRecipe } from "~/domain/import/own-recipe-schema";
import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import { type Recipe, recipeSchema } from "~/domain/recipe/model";
import { type MealType, mealTypeLabels } from "~/domain/meal-plan/types";
import type { WineSuggestion } from "~/domain/sommelier/wine-schema";
import type { DatabaseSchema } from "../db/schema";
import { ingredients } from "~/domain/nutrition/lexicon";
import { calendarLinkRepository } from "../db/calendar-link-repository";
import { pantryRepository } from "../db/pantry-repository";
import { shoppingExtraRepository } from "../db/shopping-extra-repository";
import { shoppingTickRepository } from "../db/shopping-tick-repository";
import type { UserRecipe, UserRecipeRepository } from "../db/user-recipe-repository";

interface ExportDeps {
  db: Kysely<DatabaseSchema>;
  userRecipes: UserRecipeRepository;
}

interface Person {
  userId: string;
  /** Lower-cased, as the sign-in counters are keyed. */
  email: string;
}

type Section = (person: Person) => Promise<unknown>;

/**
 * The household whose week, list and pantry the person shares: those are theirs as much as the
 * others', so the export holds them whole (docs/decisions/0057-households.md).
 */
async function householdOf(db: Kysely<DatabaseSchema>, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("household_member")
    .select("household_id")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.household_id;
}

/**
 * Each table that points at a person's account, and the section that exports it. A new table
 * with a foreign key to `user` fails the export test until it is listed here with its section.
 */
export const exportedTables: Record<string, string> = {
  session: "sessions",
  // better-auth's sign-in methods: only the kind is exported, never the password's hash.
  account: "compte",
  user_recipe: "mes_recettes",
  recipe: "recettes_publiees",
  recipe_like: "recettes_aimees",
  calendar_link: "agenda",
  // The week, the ticks, the added lines and the pantry belong to the household, reached through
  // the membership: its sections are « menus », « courses_cochees », « courses_ajoutees » and
  // « garde_manger » (docs/decisions/0057-households.md).
  household_member: "foyer",
  household_invitation: "foyer",
};

/**
 * Everything Toque keeps about a person (RGPD, articles 15 and 20), one section per kind of data,
 * under French keys. This is the one list to extend: whatever a feature starts storing about a
 * person gets its section here, and the export test checks every table that holds a user id.
 */
export function personalDataSections({ db, userRecipes }: ExportDeps): Record<string, Section> {
  return {
    async compte({ userId }) {
      const user = await db
        .selectFrom("user")
        .select(["name", "email", "emailVerified", "createdAt", "updatedAt"])
        .where("id", "=", userId)
        .executeTakeFirstOrThrow();
      return {
        nom: user.name,
        email: user.email,
        email_verifie: Boolean(user.emailVerified),
        cree_le: isoDate(user.createdAt),
        modifie_le: isoDate(user.updatedAt),
        connexion: "email et mot de passe ; le mot de passe n'est gardé que haché (scrypt), illisible",
      };
    },

    async sessions({ userId }) {
      const sessions = await db
        .selectFrom("session")
        .select(["createdAt", "expiresAt", "ipAddress", "userAgent"])
        .where("userId", "=", userId)
        .orderBy("createdAt", "desc")
        .execute();
      return sessions.map((session) => ({
        ouverte_le: isoDate(session.createdAt),
        expire_le: isoDate(session.expiresAt),
        adresse_ip: session.ipAddress,
        navigateur: session.userAgent,
      }));
    },

    async mes_recettes({ userId }) {
      return (await userRecipes.list(userId)).map(savedEntry);
    },

    async recettes_publiees({ userId }) {
      const rows = await db
        .selectFrom("recipe")
        .select(["id", "title", "created_at", "payload"])
        .where("owner_id", "=", userId)
        .where("kind", "=", "community")
        .orderBy("seq")
        .execute();
      return rows.map((row) => ({
        titre: row.title,
        adresse: `/recette/${row.id}`,
        publiee_le: row.created_at,
        recette: recipeInFrench(recipeSchema.parse(JSON.parse(row.payload))),
      }));
    },

    async recettes_aimees({ userId }) {
      const rows = await db
        .selectFrom("recipe_like")
        .innerJoin("recipe", "recipe.id", "recipe_like.recipe_id")
        .select(["recipe.id", "recipe.title", "recipe_like.created_at"])
        .where("recipe_like.user_id", "=", userId)
        .orderBy("recipe_like.created_at")
        .execute();
      return rows.map((row) => ({
        titre: row.title,
        adresse: `/recette/${row.id}`,
        aimee_le: row.created_at,
      }));
    },

    async foyer({ userId }) {
      const householdId = await householdOf(db, userId);
      if (!householdId) return null;
      const household = await db
        .selectFrom("household")
        .innerJoin("household_member", "household_member.household_id", "household.id")
        .select(["household.name", "household_member.role", "household_member.joined_at"])
        .where("household_member.user_id", "=", userId)
        .executeTakeFirstOrThrow();
      // The others are named, not described: their own data is theirs to export.
      const members = await db
        .selectFrom("household_member")
        .innerJoin("user", "user.id", "household_member.user_id")
        .select(["user.name", "household_member.role"])
        .where("household_member.household_id", "=", householdId)
        .where("household_member.user_id", "!=", userId)
        .orderBy("household_member.joined_at")
        .execute();
      const invitations = await db
        .selectFrom("household_invitation")
        .select(["email", "created_at", "expires_at", "used_at", "revoked_at"])
        .where("invited_by", "=", userId)
        .orderBy("created_at")
        .execute();
      return {
        nom: household.name,
        role: household.role === "owner" ? "propriétaire" : "membre",
        membre_depuis: household.joined_at,
        autres_membres: members.map((member) => ({
          nom: member.name,
          role: member.role === "owner" ? "propriétaire" : "membre",
        })),
        invitations_envoyees: invitations.map((invitation) => ({
          ...(invitation.email && { email: invitation.email }),
          creee_le: invitation.created_at,
          expire_le: invitation.expires_at,
          ...(invitation.used_at && { utilisee_le: invitation.used_at }),
          ...(invitation.revoked_at && { revoquee_le: invitation.revoked_at }),
        })),
      };
    },

    async menus({ userId }) {
      const householdId = await householdOf(db, userId);
      if (!householdId) return [];
      const rows = await db
        .selectFrom("meal_plan_entry")
        .select(["day", "type", "name", "recipe_id", "portions", "manual", "created_at"])
        .where("household_id", "=", householdId)
        .orderBy("day")
        .orderBy("created_at")
        .execute();
      return rows.map((row) => ({
        jour: row.day,
        repas: mealTypeLabels[row.type as MealType] ?? row.type,
        plat: row.name,
        recette: `/recette/${row.recipe_id}`,
        portions: row.portions,
        choisi_par: Number(row.manual) === 1 ? "votre foyer" : "le planificateur de Toque",
        ajoute_le: row.created_at,
      }));
    },

    async courses_cochees({ userId }) {
      const householdId = await householdOf(db, userId);
      if (!householdId) return [];
      return (await shoppingTickRepository(db).ofHousehold(householdId)).map((tick) => ({
        semaine_du: tick.week,
        article: tick.label,
        cochee_le: tick.tickedAt,
      }));
    },

    async garde_manger({ userId }) {
      const householdId = await householdOf(db, userId);
      if (!householdId) return [];
      return (await pantryRepository(db).items({ householdId, userId })).map((item) => ({
        ingredient: ingredientNames.get(item.key) ?? item.key,
        ajoute_le: item.addedAt,
      }));
    },

    async courses_ajoutees({ userId }) {
      const householdId = await householdOf(db, userId);
      if (!householdId) return [];
      return (await shoppingExtraRepository(db).ofHousehold(householdId)).map((row) => ({
        semaine_du: row.week,
        ingredient: row.nom,
        quantite: row.quantite,
        unite: row.unite,
        pour_la_recette: row.recipe_title,
        ajoute_le: row.created_at,
      }));
    },

    // The secret address is not exported: Toque keeps only its hash, and a file shared by
    // mistake must not open the person's feed.
    async agenda({ userId }) {
      const createdAt = await calendarLinkRepository(db).createdAt(userId);
      return {
        lien_actif: createdAt !== undefined,
        ...(createdAt && { cree_le: createdAt }),
        adresse:
          "secrète : Toque n'en garde qu'une empreinte (SHA-256), qui ne permet pas de la retrouver ; elle n'est donc pas exportée",
      };
    },

    // Counters of the sign-in and sign-up limits that name the person's email (decision 0017);
    // they go by themselves within a day.
    async compteurs_de_tentatives({ email }) {
      const rows = await db
        .selectFrom("rate_limit")
        .select(["key", "count", "window_start"])
        .where(countersNaming(email))
        .orderBy("key")
        .execute();
      return rows.map((row) => ({
        compteur: row.key,
        tentatives: Number(row.count),
        depuis: new Date(Number(row.window_start)).toISOString(),
      }));
    },
  };
}

const ingredientNames = new Map(ingredients.map((entry) => [entry.id, entry.name]));

/** The rate-limit counters whose key holds this (lower-cased) email. */
function countersNaming(email: string) {
  const pairs = `signin:pair:${email} `;
  return (eb: ExpressionBuilder<DatabaseSchema, "rate_limit">) =>
    eb.or([
      eb("key", "=", `signin:account:${email}`),
      eb(sql<string>`substr("key", 1, ${pairs.length})`, "=", pairs),
      eb("key", "=", `signup:account:${email}`),
    ]);
}

/**
 * Deletes the counters that name a deleted account's email, so that nothing naming the person
 * outlives the account; the database's cascades delete everything else.
 */
export async function eraseCountersNaming(db: Kysely<DatabaseSchema>, email: string): Promise<void> {
  await db.deleteFrom("rate_limit").where(countersNaming(email.toLowerCase())).execute();
}

export async function exportPersonalData(deps: ExportDeps, userId: string) {
  const { email } = await deps.db
    .selectFrom("user")
    .select("email")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const person = { userId, email: email.toLowerCase() };
  const sections = Object.entries(personalDataSections(deps));
  const values = await Promise.all(sections.map(([, read]) => read(person)));
  return {
    exporte_le: new Date().toISOString(),
    ...Object.fromEntries(sections.map(([key], index) => [key, values[index]])),
  };
}

const originLabels: Record<UserRecipe["origin"], string> = {
  generated: "recette générée",
  saved: "recette sauvegardée",
  customised: "recette personnalisée",
  cocktail: "cocktail",
  pairing: "accords mets et vins",
  imported: "recette importée",
  written: "recette écrite dans l'éditeur",
};

function savedEntry(entry: UserRecipe) {
  const common = { titre: entry.title, type: originLabels[entry.origin], enregistree_le: entry.createdAt };
  switch (entry.origin) {
    // The AI's JSON keys are French already (ARCHITECTURE § 1, Entities).
    case "generated":
      return { ...common, recette: entry.recipe };
    case "cocktail":
      return { ...common, cocktail: entry.cocktail };
    case "saved":
    case "customised":
      return { ...common, recette: recipeInFrench(entry.recipe) };
    case "pairing":
      return { ...common, plat: entry.dish, vins: entry.suggestions.map(wineInFrench) };
    case "imported":
    case "written":
      return { ...common, recette: ownRecipeInFrench(entry.recipe) };
  }
}

function recipeInFrench(recipe: Recipe | Omit<Recipe, "id">) {
  return {
    titre: recipe.title,
    description: recipe.description,
    categorie: recipe.category,
    difficulte: recipe.difficulty,
    chef: recipe.chef,
    preparation_minutes: recipe.prepMinutes,
    cuisson_minutes: recipe.cookMinutes,
    portions: recipe.servings,
    ingredients: recipe.ingredients,
    materiel: recipe.equipment,
    etapes: recipe.steps,
    astuces: recipe.tips,
    variations: recipe.variations,
    ...(recipe.wine && {
      vin: {
        vin: recipe.wine.wine,
        type: recipe.wine.type,
        region: recipe.wine.region,
        pourquoi: recipe.wine.why,
      },
    }),
  };
}

function ownRecipeInFrench(recipe: OwnRecipe) {
  return {
    titre: recipe.title,
    description: recipe.description,
    portions: recipe.servings,
    preparation_minutes: recipe.prepMinutes,
    cuisson_minutes: recipe.cookMinutes,
    ingredients: recipe.ingredients,
    etapes: recipe.steps,
    ...(recipe.source && {
      source: {
        adresse: recipe.source.url,
        ...(recipe.source.imageUrl && { photo: recipe.source.imageUrl }),
      },
    }),
  };
}

function wineInFrench(wine: WineSuggestion) {
  return {
    nom: wine.name,
    type: wine.type,
    region: wine.region,
    description: wine.description,
    temperature: wine.temperature,
  };
}

function isoDate(value: string | Date): string {
  return new Date(value).toISOString();
}
