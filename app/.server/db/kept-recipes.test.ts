import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { computeRecipeNutrition } from "~/domain/nutrition/compute";
import { ownPlannerRecipe } from "~/domain/meal-plan/library";
import { myRecipesService } from "../my-recipes/my-recipes-service";
import type { Database } from "./database";
import { recipeRepository } from "./recipe-repository";
import { testDatabases } from "./test-databases";
import { addTestUser } from "./test-fixtures";
import { userRecipeRepository } from "./user-recipe-repository";

/**
 * Rows of Mes Recettes as they were stored before the recipe model (decision 0033): the AI's
 * recipe with its French keys, an own recipe with English keys. The JSON is written here by
 * hand, not by today's code, so that a change of the stored shape that forgets these rows fails.
 */
const GENERATED_PAYLOAD = JSON.stringify({
  recipe: {
    titre: "Velouté de potimarron",
    description: "Un velouté doux et réconfortant.",
    tempsPreparation: "15 min",
    tempsCuisson: "30 min",
    difficulte: "Facile",
    portions: 2,
    ingredients: [
      { nom: "potimarron", quantite: "800", unite: "g" },
      { nom: "crème fraîche", quantite: "10", unite: "cl" },
    ],
    materiel: [],
    instructions: [{ etape: 1, description: "Cuire le potimarron, puis mixer avec la crème." }],
    pointsTechniques: [],
    astucesChef: [],
    dressage: "",
    conservation: "",
    variations: [],
  },
});

const WRITTEN_PAYLOAD = JSON.stringify({
  recipe: {
    title: "Gratin de mamie",
    description: "",
    servings: 4,
    prepMinutes: 20,
    cookMinutes: 45,
    ingredients: [
      { quantite: "1", unite: "kg", nom: "pommes de terre" },
      { quantite: "1/2", unite: "", nom: "gousse d'ail" },
    ],
    steps: ["Trancher, napper, cuire."],
  },
});

describe.each(testDatabases())(
  "Mes Recettes reads the rows stored before the recipe model on $name",
  ({ open }) => {
    let database: Database;
    const viewer = { isLoggedIn: true as const, userId: "odile", name: "Odile", email: "odile@exemple.fr" };

    beforeAll(async () => {
      database = await open();
      await addTestUser(database, viewer.userId, viewer.name);
      const stored = (id: string, origin: string, title: string, payload: string) => ({
        id,
        user_id: viewer.userId,
        origin,
        title,
        payload,
        created_at: "2026-10-01T08:00:00.000Z",
        source_recipe_id: null,
      });
      await database.db
        .insertInto("user_recipe")
        .values([
          stored(
            "6f1c2a1e-0000-4000-8000-000000000001",
            "generated",
            "Velouté de potimarron",
            GENERATED_PAYLOAD,
          ),
          stored("6f1c2a1e-0000-4000-8000-000000000002", "written", "Gratin de mamie", WRITTEN_PAYLOAD),
        ])
        .execute();
    });

    afterAll(async () => {
      await database.close();
    });

    const service = () =>
      myRecipesService({
        userRecipes: userRecipeRepository(database.db),
        recipes: recipeRepository(database.db, database.dialect),
      });

    it("computes a generated recipe's figures from its French portions and lines", async () => {
      const page = await service().page(
        viewer,
        "6f1c2a1e-0000-4000-8000-000000000001",
        new Date("2026-10-15"),
      );
      expect(page?.item.title).toBe("Velouté de potimarron");
      const lines = [
        { nom: "potimarron", quantite: "800", unite: "g" },
        { nom: "crème fraîche", quantite: "10", unite: "cl" },
      ];
      expect(page?.nutrition).toEqual(computeRecipeNutrition(lines, 2));
      expect(page?.nutrition?.perPortion.calories).toBeGreaterThan(0);
      expect(page?.produce).toBeDefined();
    });

    it("computes an own recipe's figures from its servings, its lines as written", async () => {
      const page = await service().page(
        viewer,
        "6f1c2a1e-0000-4000-8000-000000000002",
        new Date("2026-10-15"),
      );
      expect(page?.item.origin).toBe("written");
      const lines = [
        { quantite: "1", unite: "kg", nom: "pommes de terre" },
        { quantite: "1/2", unite: "", nom: "gousse d'ail" },
      ];
      expect(page?.nutrition).toEqual(computeRecipeNutrition(lines, 4));
    });

    it("lists both under their titles, newest first, and exports both", async () => {
      const titles = (await service().list(viewer.userId)).map((item) => item.title).sort();
      expect(titles).toEqual(["Gratin de mamie", "Velouté de potimarron"]);
      const exported = await service().exportedAll(viewer);
      expect(exported.map((recipe) => recipe.name).sort()).toEqual([
        "Gratin de mamie",
        "Velouté de potimarron",
      ]);
    });

    it("answers nothing for another person's entry", async () => {
      const stranger = { ...viewer, userId: "personne" };
      expect(
        await service().page(stranger, "6f1c2a1e-0000-4000-8000-000000000001", new Date()),
      ).toBeUndefined();
    });

    it("reads an own recipe again once it is edited, and the planner plans the edited one", async () => {
      const userRecipes = userRecipeRepository(database.db);
      const written = (servings: number, grams: string) => ({
        origin: "written" as const,
        recipe: {
          title: "Tourte du dimanche",
          description: "",
          servings,
          prepMinutes: 25,
          cookMinutes: 40,
          ingredients: [{ quantite: grams, unite: "g", nom: "lardons fumés" }],
          steps: ["Garnir, cuire."],
        },
      });
      const id = await userRecipes.save(viewer.userId, written(6, "300"));
      const read = async () => (await userRecipes.list(viewer.userId)).find((item) => item.id === id)!;
      const first = await read();
      expect(ownPlannerRecipe(id, first)).toMatchObject({ servings: 6, ingredients: [{ quantite: "300" }] });
      // Read twice unchanged, the planner's work on it is kept.
      expect(ownPlannerRecipe(id, await read())).toBe(ownPlannerRecipe(id, first));

      expect(await userRecipes.updateOwn(viewer.userId, id, written(4, "200"))).toBe(true);
      const edited = await read();
      expect(edited.origin === "written" && edited.recipe.servings).toBe(4);
      expect(ownPlannerRecipe(id, edited)).toMatchObject({ servings: 4, ingredients: [{ quantite: "200" }] });
    });
  },
);
