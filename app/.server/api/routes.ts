import { z } from "~/domain/zod";
import { type ApiScope } from "~/domain/auth/api-token-schema";
import { catalogueFiltersSchema } from "~/domain/catalogue/filter-schema";
import { recipeSchema } from "~/domain/recipe/model";
import { ownRecipeSchema } from "~/domain/import/own-recipe-schema";
import { mondayOf, parseWeek } from "~/domain/base/week";
import {
  addFormSchema,
  generateFormSchema,
  generateRequestOf,
  planMessages,
  tickFormSchema,
} from "~/domain/meal-plan/plan-forms";
import { MEAL_TYPES, type MealPlanEntry } from "~/domain/meal-plan/types";
import { showsWine } from "~/domain/meal-plan/wine";
import { addPantrySchema, removePantrySchema } from "~/domain/pantry/pantry-forms";
import type { Services } from "../services";
import { ApiError } from "./errors";
import { apiAuthor, ownerOfUser, readerOfUser } from "./owner";
import { ownerToMake } from "../meal-plan/plan-owner";

export type HttpMethod = "get" | "post" | "put" | "delete";

export interface ApiRequest<Params, Query, Body> {
  services: Services;
  userId: string;
  /** The token holder's name, for the household made on first need. */
  name: string;
  params: Params;
  query: Query;
  body: Body;
}

/**
 * One endpoint of /api/v1: what it takes, what it answers and who may call it. The router
 * checks requests against these schemas and the OpenAPI document is generated from them, so
 * the two cannot drift apart.
 */
export interface ApiRoute<
  Params extends z.ZodObject = z.ZodObject,
  Query extends z.ZodObject = z.ZodObject,
  Body extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** OpenAPI's form, relative to /api/v1: `/recipes/{id}`. */
  path: string;
  /** A stable name for the operation (OpenAPI's operationId). */
  name: string;
  summary: string;
  scope: ApiScope;
  params?: Params;
  query?: Query;
  body?: Body;
  /** The success status: 200 unless said otherwise. */
  status?: 200 | 201 | 204;
  response?: z.ZodType;
  handle(request: ApiRequest<z.output<Params>, z.output<Query>, z.output<Body>>): Promise<unknown>;
}

const route = <Params extends z.ZodObject, Query extends z.ZodObject, Body extends z.ZodType>(
  definition: ApiRoute<Params, Query, Body>,
) => definition as unknown as ApiRoute;

// Answers, as the document describes them. Requests reuse the forms' own schemas.

const recipeCard = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  author: z.string(),
  category: z.string(),
  difficulty: z.string(),
  totalMinutes: z.number(),
  servings: z.number(),
  likes: z.number(),
});

const recipePage = z.object({
  recipe: recipeSchema,
  author: z.string(),
  likes: z.number(),
  nutrition: z.record(z.string(), z.unknown()).describe("Valeurs nutritionnelles par portion (CIQUAL)."),
});

const keptEntry = z.object({
  id: z.string(),
  title: z.string(),
  origin: z.enum(["generated", "cocktail", "pairing", "saved", "customised", "imported", "written"]),
  createdAt: z.string(),
});

const keptWithRecipe = keptEntry.extend({
  recipe: ownRecipeSchema.optional().describe("Pour une recette écrite ou importée seulement."),
  author: z
    .string()
    .optional()
    .describe(
      "Le membre du foyer qui l'a gardée, quand elle n'est pas à vous : partagée avec le foyer ou prévue dans sa semaine, lue seulement.",
    ),
});

const meal = z.object({
  id: z.string(),
  day: z.string(),
  type: z.enum(MEAL_TYPES),
  recipeId: z.string(),
  name: z.string(),
  portions: z.number(),
  manual: z.boolean(),
  leftover: z
    .boolean()
    .describe("« Restes de … » : un déjeuner mangé des restes du dîner de la veille, cuisiné pour les deux."),
  withWine: z
    .boolean()
    .describe(
      "« Vin au dîner » : le dîner montre son accord, comme sur Menu Perso (jamais pour un déjeuner).",
    ),
});

/** A planned meal as Menu Perso shows it: an unset wine choice follows the default, the weekend. */
const mealOf = (entry: MealPlanEntry) =>
  meal.parse({ ...entry, leftover: entry.leftover === true, withWine: showsWine(entry) });

const message = z.object({ message: z.string() });

const weekQuery = z.object({
  // An absent week is the current one, as on Menu Perso.
  semaine: generateFormSchema.shape.semaine.optional(),
});

const idParams = z.object({ id: z.string().min(1).max(80) });

const shoppingAisle = z.object({
  aisle: z.string(),
  items: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      quantity: z.string(),
      text: z.string(),
      ticked: z.boolean(),
    }),
  ),
});

const pantryAisle = z.object({
  aisle: z.string(),
  items: z.array(z.object({ key: z.string(), name: z.string() })),
});

const notMine = () => new ApiError("introuvable", "Cette recette n'est pas dans vos recettes.");

function weekOf(services: Services, asked: string | undefined): string {
  const monday = asked === undefined ? mondayOf(services.mealPlans.today()) : parseWeek(asked);
  if (!monday) throw new ApiError("requete_invalide", planMessages.week, "semaine");
  return monday;
}

async function ownEntry(services: Services, userId: string, id: string) {
  const entry = await services.myRecipes.own(userId, id);
  if (!entry)
    throw new ApiError("introuvable", "Cette recette n'est pas une de vos recettes écrites ou importées.");
  return entry;
}

export const apiRoutes: ApiRoute[] = [
  route({
    method: "get",
    path: "/recipes",
    name: "listRecipes",
    summary: "Chercher dans Nos Recettes, 24 recettes par page.",
    scope: "read",
    query: catalogueFiltersSchema.pick({
      q: true,
      categorie: true,
      difficulte: true,
      temps: true,
      page: true,
    }),
    response: z.object({
      recipes: z.array(recipeCard),
      count: z.number(),
      hasMore: z.boolean(),
      page: z.number(),
    }),
    async handle({ services, query }) {
      const found = await services.catalogue.search(
        { ...catalogueFiltersSchema.parse({}), ...query },
        { isLoggedIn: false },
      );
      return {
        recipes: found.recipes.map((card) => recipeCard.parse(card)),
        count: found.count,
        hasMore: found.hasMore,
        page: query.page,
      };
    },
  }),
  route({
    method: "get",
    path: "/recipes/{id}",
    name: "getRecipe",
    summary: "Lire une recette de Nos Recettes ou de la communauté.",
    scope: "read",
    params: idParams,
    response: recipePage,
    async handle({ services, params }) {
      const page = await services.catalogue.page(params.id, { isLoggedIn: false });
      if (!page) throw new ApiError("introuvable", "Cette recette n'existe pas ou a été retirée.");
      return { recipe: page.recipe, author: page.author, likes: page.likes, nutrition: page.nutrition };
    },
  }),
  route({
    method: "get",
    path: "/my-recipes",
    name: "listMyRecipes",
    summary: "Lister Mes Recettes, les plus récentes d'abord.",
    scope: "read",
    response: z.object({ recipes: z.array(keptEntry) }),
    async handle({ services, userId }) {
      const items = await services.myRecipes.list(userId);
      return { recipes: items.map((item) => keptEntry.parse(item)) };
    },
  }),
  route({
    method: "post",
    path: "/my-recipes",
    name: "createMyRecipe",
    summary: "Écrire une recette dans Mes Recettes.",
    scope: "write",
    body: ownRecipeSchema,
    status: 201,
    response: z.object({ id: z.string(), message: z.string() }),
    async handle({ services, userId, body }) {
      const id = await services.myRecipes.save(userId, { origin: "written", recipe: body });
      return { id, message: "Recette ajoutée à Mes Recettes." };
    },
  }),
  route({
    method: "get",
    path: "/my-recipes/{id}",
    name: "getMyRecipe",
    summary: "Lire une entrée de Mes Recettes, ou une recette qu'un membre du foyer partage ou a prévue.",
    scope: "read",
    params: idParams,
    response: keptWithRecipe,
    async handle({ services, userId, params }) {
      // As its page reads it (decision 0065); changing or deleting it stays its author's.
      const found = await services.myRecipes.readable(userId, params.id);
      if (!found) throw notMine();
      const { item, author } = found;
      const own = item.origin === "written" || item.origin === "imported" ? { recipe: item.recipe } : {};
      return { ...keptEntry.parse(item), ...own, ...(author === undefined ? {} : { author }) };
    },
  }),
  route({
    method: "put",
    path: "/my-recipes/{id}",
    name: "updateMyRecipe",
    summary: "Remplacer une de vos recettes écrites ou importées.",
    scope: "write",
    params: idParams,
    body: ownRecipeSchema,
    response: message,
    async handle({ services, userId, params, body }) {
      const entry = await ownEntry(services, userId, params.id);
      await services.myRecipes.updateOwn(userId, entry, body);
      return { message: "Recette modifiée." };
    },
  }),
  route({
    method: "delete",
    path: "/my-recipes/{id}",
    name: "deleteMyRecipe",
    summary: "Retirer une entrée de Mes Recettes.",
    scope: "write",
    params: idParams,
    status: 204,
    async handle({ services, userId, params }) {
      if (!(await services.myRecipes.remove(userId, params.id))) throw notMine();
      return undefined;
    },
  }),
  route({
    method: "get",
    path: "/week",
    name: "getWeek",
    summary: "Lire les repas d'une semaine de Menu Perso.",
    scope: "read",
    query: weekQuery,
    response: z.object({ semaine: z.string(), repas: z.array(meal) }),
    async handle({ services, userId, query }) {
      const monday = weekOf(services, query.semaine);
      const owner = await readerOfUser(services, userId);
      const entries = owner ? await services.mealPlans.week(owner, monday) : [];
      return { semaine: monday, repas: entries.map(mealOf) };
    },
  }),
  route({
    method: "put",
    path: "/week/meals",
    name: "setMeal",
    summary: "Placer une recette à un repas d'un jour (elle remplace celle qui y était).",
    scope: "write",
    body: addFormSchema.omit({ intent: true, semaine: true }),
    response: message,
    async handle({ services, userId, name, body }) {
      const outcome = await services.mealPlans.add(
        ownerToMake(services, { userId, name }),
        {
          day: body.day,
          type: body.type,
          recipeId: body.recette,
          portions: body.portions,
        },
        apiAuthor({ userId, name }),
      );
      if (!outcome.ok) throw new ApiError("requete_invalide", outcome.message, "recette");
      return { message: planMessages.added };
    },
  }),
  route({
    method: "post",
    path: "/week/generate",
    name: "generateWeek",
    summary: "Composer le menu d'une semaine, comme le bouton de Menu Perso.",
    scope: "write",
    body: generateFormSchema.omit({ intent: true }),
    response: z.object({ message: z.string(), notices: z.array(z.string()) }),
    async handle({ services, userId, name, body }) {
      const outcome = await services.mealPlans.generate(
        await ownerOfUser(services, { userId, name }),
        generateRequestOf(body, {
          today: services.mealPlans.today(),
          seed: Math.floor(Math.random() * 2 ** 31),
        }),
        apiAuthor({ userId, name }),
      );
      if (!outcome.ok) throw new ApiError("refusee", outcome.message);
      return { message: planMessages.generated, notices: outcome.notices };
    },
  }),
  route({
    method: "get",
    path: "/shopping-list",
    name: "getShoppingList",
    summary: "Lire la liste de courses d'une semaine, rayon par rayon.",
    scope: "read",
    query: weekQuery,
    response: z.object({ semaine: z.string(), rayons: z.array(shoppingAisle) }),
    async handle({ services, userId, query }) {
      const monday = weekOf(services, query.semaine);
      const owner = await readerOfUser(services, userId);
      if (!owner) return { semaine: monday, rayons: [] };
      const [aisles, ticked] = await Promise.all([
        services.mealPlans.shopping(owner, monday),
        services.mealPlans.tickedItems(owner, monday),
      ]);
      const done = new Set(ticked);
      return {
        semaine: monday,
        rayons: aisles.map(({ aisle, items }) => ({
          aisle,
          items: items.map(({ key, name, quantity, text }) => ({
            key,
            name,
            quantity,
            text,
            ticked: done.has(key),
          })),
        })),
      };
    },
  }),
  route({
    method: "put",
    path: "/shopping-list/ticks",
    name: "tickShoppingItem",
    summary: "Cocher (coche = 1) ou décocher (coche = 0) un article de la liste de courses.",
    scope: "write",
    body: tickFormSchema.omit({ intent: true }),
    response: message,
    async handle({ services, userId, name, body }) {
      const ticked = body.coche === "1";
      const owner = await ownerOfUser(services, { userId, name });
      if (
        !(await services.mealPlans.tick(
          owner,
          mondayOf(body.semaine),
          body.article,
          ticked,
          apiAuthor({ userId, name }),
        ))
      )
        throw new ApiError("introuvable", planMessages.item, "article");
      return { message: ticked ? planMessages.ticked : planMessages.unticked };
    },
  }),
  route({
    method: "get",
    path: "/pantry",
    name: "getPantry",
    summary: "Lire Mon garde-manger, rayon par rayon.",
    scope: "read",
    response: z.object({ rayons: z.array(pantryAisle) }),
    async handle({ services, userId }) {
      const owner = await readerOfUser(services, userId);
      return { rayons: owner ? await services.pantry.aisles(owner) : [] };
    },
  }),
  route({
    method: "post",
    path: "/pantry",
    name: "addToPantry",
    summary: "Ajouter des ingrédients au garde-manger, séparés par des virgules.",
    scope: "write",
    body: addPantrySchema.omit({ intent: true }),
    status: 201,
    response: message,
    async handle({ services, userId, name, body }) {
      const outcome = await services.pantry.addTyped(
        await ownerOfUser(services, { userId, name }),
        body.ingredients,
        apiAuthor({ userId, name }),
      );
      if (!outcome.ok) throw new ApiError("requete_invalide", outcome.messages.join(" "), "ingredients");
      return { message: outcome.message };
    },
  }),
  route({
    method: "delete",
    path: "/pantry/{article}",
    name: "removeFromPantry",
    summary: "Retirer un ingrédient du garde-manger.",
    scope: "write",
    params: removePantrySchema.pick({ article: true }),
    response: message,
    async handle({ services, userId, name, params }) {
      const outcome = await services.pantry.remove(
        await ownerOfUser(services, { userId, name }),
        params.article,
        apiAuthor({ userId, name }),
      );
      if (!outcome.ok) throw new ApiError("introuvable", outcome.message, "article");
      return { message: outcome.message };
    },
  }),
];
