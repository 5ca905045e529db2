import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { breakfastRecipes } from "~/content/catalogue/breakfasts";
import { classicRecipes } from "~/content/catalogue/recipes";
import type { Recipe } from "~/domain/recipe/model";
import { addDays } from "~/domain/base/week";
import type { Database } from "../db/database";
import { mealPlanRepository } from "../db/meal-plan-repository";
import { recipeRepository } from "../db/recipe-repository";
import { shoppingExtraRepository } from "../db/shopping-extra-repository";
import { shoppingTickRepository } from "../db/shopping-tick-repository";
import { testDatabases } from "../db/test-databases";
import { addTestHousehold } from "../db/test-fixtures";
import { type UserRecipeRepository, userRecipeRepository } from "../db/user-recipe-repository";
import { type ListChange, memoryBus, ownerKey } from "../live/change-bus";
import { type MealPlanService, mealPlanService } from "./meal-plan-service";

/** The classics, and three variants of each main dish: as many lunches and dinners as 150 recipes give. */
const bigCatalogue: Recipe[] = [
  ...classicRecipes,
  ...classicRecipes
    .filter((recipe) => recipe.category !== "Desserts")
    .flatMap((recipe) =>
      ["deuxieme", "troisieme", "quatrieme"].map((rank) => ({
        ...recipe,
        id: `${recipe.id}-${rank}`,
        title: `${recipe.title} (${rank})`,
      })),
    ),
];

const FIRST_MONDAY = "2026-11-02";
const request = (monday: string) => ({
  monday,
  restrictions: [],
  portions: 2,
  replaceManual: false,
  seed: 3,
});

async function mainsOfFourWeeks(service: MealPlanService, owner: { guestId: string }) {
  const notices: string[] = [];
  const mains: string[] = [];
  for (let week = 0; week < 4; week++) {
    const monday = addDays(FIRST_MONDAY, 7 * week);
    const outcome = await service.generate(owner, request(monday));
    if (!outcome.ok) throw new Error(outcome.message);
    notices.push(...outcome.notices);
    const entries = await service.week(owner, monday);
    expect(entries).toHaveLength(21);
    mains.push(...entries.filter((entry) => entry.type !== "breakfast").map((entry) => entry.recipeId));
  }
  return { notices, mains };
}

describe.each(testDatabases())("Menu Perso over four weeks on $name", ({ open }) => {
  let database: Database;
  let service: MealPlanService;
  let seedRecipes: (recipes: readonly Recipe[]) => Promise<void>;
  let userRecipes: UserRecipeRepository;

  beforeAll(async () => {
    database = await open();
    const recipes = recipeRepository(database.db, database.dialect);
    seedRecipes = (catalogue) => recipes.seed(catalogue, "catalogue");
    await recipes.seed(breakfastRecipes, "breakfast");
    service = mealPlanService({
      plans: mealPlanRepository(database.db),
      recipes,
      ticks: shoppingTickRepository(database.db),
      extras: shoppingExtraRepository(database.db),
      userRecipes: (userRecipes = userRecipeRepository(database.db)),
    });
    for (const id of ["odile", "bruno"]) await addTestHousehold(database, id);
  });

  afterAll(async () => {
    await database?.close();
  });

  it("with only the classics, plans every meal, brings dishes back from week to week and says so", async () => {
    await seedRecipes(classicRecipes);
    const { notices, mains } = await mainsOfFourWeeks(service, { guestId: "a".repeat(32) });
    expect(new Set(mains).size).toBeLessThan(mains.length);
    expect(notices).toContain(
      "Nos recettes ne suffisent pas à varier chaque semaine : certains plats reviennent d'une semaine à l'autre.",
    );
  });

  it("with a big enough catalogue, repeats no lunch and no dinner in four consecutive weeks", async () => {
    await seedRecipes(bigCatalogue);
    const { notices, mains } = await mainsOfFourWeeks(service, { guestId: "b".repeat(32) });
    expect(mains).toHaveLength(56);
    const twice = mains.filter((id, index) => mains.indexOf(id) !== index);
    expect(twice, `servis deux fois\u00a0: ${twice.join(", ")}`).toEqual([]);
    expect(notices).toEqual([]);
  });

  it("planning a week again between two planned ones repeats neither", async () => {
    const owner = { guestId: "b".repeat(32) };
    const second = addDays(FIRST_MONDAY, 7);
    await service.generate(owner, { ...request(second), seed: 99 });
    const mains = async (monday: string) =>
      (await service.week(owner, monday))
        .filter((entry) => entry.type !== "breakfast")
        .map((entry) => entry.recipeId);
    const around = new Set([...(await mains(FIRST_MONDAY)), ...(await mains(addDays(FIRST_MONDAY, 14)))]);
    expect((await mains(second)).filter((id) => around.has(id))).toEqual([]);
  });

  it("on a Wednesday, plans Wednesday to Sunday and lists only what is still to cook", async () => {
    const plans = mealPlanRepository(database.db);
    const recipes = recipeRepository(database.db, database.dialect);
    const wednesday = mealPlanService({
      plans,
      recipes,
      ticks: shoppingTickRepository(database.db),
      extras: shoppingExtraRepository(database.db),
      userRecipes,
      now: () => new Date("2026-11-25T21:00:00Z"),
    });
    const owner = { guestId: "d".repeat(32) };
    const monday = "2026-11-23";
    expect(wednesday.today()).toBe("2026-11-25");
    const pastDinner = { day: monday, type: "dinner" as const, recipeId: "boeuf-bourguignon", portions: 2 };
    expect((await wednesday.add(owner, pastDinner)).ok).toBe(true);
    expect(await wednesday.shopping(owner, monday)).toEqual([]);

    const outcome = await wednesday.generate(owner, {
      ...request(monday),
      replaceManual: true,
      from: wednesday.today(),
    });
    expect(outcome.ok).toBe(true);
    const days = (await wednesday.week(owner, monday)).map((entry) => entry.day);
    expect(days.filter((day) => day < "2026-11-25")).toEqual([monday]);
    expect(days).toHaveLength(16);
    expect((await wednesday.shopping(owner, monday)).length).toBeGreaterThan(0);
  });

  it("stores leftovers and the wine choice, and buys Tuesday's leftover lunch with Monday's dinner", async () => {
    const tuesday = mealPlanService({
      plans: mealPlanRepository(database.db),
      recipes: recipeRepository(database.db, database.dialect),
      ticks: shoppingTickRepository(database.db),
      extras: shoppingExtraRepository(database.db),
      userRecipes,
      now: () => new Date("2026-11-24T08:00:00Z"),
    });
    const owner = { guestId: "e".repeat(32) };
    const monday = "2026-11-23";
    const outcome = await tuesday.generate(owner, { ...request(monday), leftovers: true, wine: "tous" });
    expect(outcome.ok).toBe(true);
    const week = await tuesday.week(owner, monday);
    const lunch = week.find((entry) => entry.day === "2026-11-24" && entry.type === "lunch");
    const dinner = week.find((entry) => entry.day === monday && entry.type === "dinner");
    expect(lunch).toMatchObject({ leftover: true, recipeId: dinner?.recipeId, portions: 2 });
    expect(dinner).toMatchObject({ portions: 4, withWine: true });
    // Monday evening is past: its leftovers were bought with it, not on Tuesday's list.
    const asIfCookedToday = await tuesday.shopping(owner, monday);
    const withoutLeftover = week.filter((entry) => entry !== lunch);
    await mealPlanRepository(database.db).replaceWeek(owner, monday, withoutLeftover);
    expect(await tuesday.shopping(owner, monday)).toEqual(asIfCookedToday);
  });

  it("plans one's own recipe by hand only: the generator keeps it and draws on the catalogue alone", async () => {
    const id = await userRecipes.save("odile", {
      origin: "written",
      recipe: {
        title: "Tourte du dimanche",
        description: "",
        servings: 6,
        prepMinutes: 25,
        cookMinutes: 40,
        ingredients: [{ quantite: "300", unite: "g", nom: "lardons fumés" }],
        steps: ["Garnir, cuire."],
      },
    });
    const odile = { householdId: "foyer-odile", userId: "odile" };
    const monday = addDays(FIRST_MONDAY, 28);
    const slot = { day: monday, type: "dinner" as const, recipeId: `mes-recettes:${id}`, portions: 3 };
    expect(await service.add(odile, slot)).toEqual({ ok: true, notices: [] });
    expect((await service.library("odile")).map((recipe) => recipe.id)).toContain(`mes-recettes:${id}`);

    // Neither another person nor a visitor reaches it.
    for (const stranger of [{ householdId: "foyer-bruno", userId: "bruno" }, { guestId: "c".repeat(32) }]) {
      expect(await service.add(stranger, slot)).toEqual({
        ok: false,
        message: "Cette recette n'est pas dans vos recettes, ou ne se planifie pas.",
      });
      expect(await service.week(stranger, monday)).toEqual([]);
    }

    const outcome = await service.generate(odile, request(monday));
    expect(outcome.ok).toBe(true);
    const planned = (await service.week(odile, monday)).map((entry) => entry.recipeId);
    expect(planned).toHaveLength(21);
    expect(planned.filter((recipeId) => recipeId.startsWith("mes-recettes:"))).toEqual([
      `mes-recettes:${id}`,
    ]);
  });

  it("tells the live list of each write once done, with its author; a refused change tells nothing", async () => {
    const changes = memoryBus();
    const live = mealPlanService({
      plans: mealPlanRepository(database.db),
      recipes: recipeRepository(database.db, database.dialect),
      ticks: shoppingTickRepository(database.db),
      extras: shoppingExtraRepository(database.db),
      userRecipes,
      changes,
      // The week planned is wholly ahead, so its whole list is to buy.
      now: () => new Date("2026-11-02T08:00:00Z"),
    });
    const odile = { householdId: "foyer-odile", userId: "odile" };
    const heard: ListChange[] = [];
    changes.subscribe(ownerKey(odile), (change) => heard.push(change));
    const strangers: ListChange[] = [];
    changes.subscribe(ownerKey({ householdId: "foyer-bruno", userId: "bruno" }), (change) =>
      strangers.push(change),
    );
    const by = { userId: "odile", name: "Odile", device: "telephone" };
    const monday = addDays(FIRST_MONDAY, 35);
    const id = await userRecipes.save("odile", {
      origin: "written",
      recipe: {
        title: "Gratin d'Odile",
        description: "",
        servings: 4,
        prepMinutes: 20,
        cookMinutes: 30,
        ingredients: [{ quantite: "1", unite: "", nom: "chou-fleur" }],
        steps: ["Gratiner."],
      },
    });
    const own = { day: monday, type: "dinner" as const, recipeId: `mes-recettes:${id}`, portions: 2 };
    expect((await live.add(odile, own, by)).ok).toBe(true);
    const quiche = { day: monday, type: "lunch" as const, recipeId: "quiche-lorraine", portions: 2 };
    expect((await live.add(odile, quiche, by)).ok).toBe(true);

    // The tick checks its item against the week's own list: the own recipe's line and the quiche's.
    const items = (await live.shopping(odile, monday)).flatMap((aisle) => aisle.items);
    const cauliflower = items.find((item) => item.name.toLowerCase().includes("chou-fleur"));
    expect(cauliflower).toBeDefined();
    expect(await live.tick(odile, monday, cauliflower!.key, true, by)).toBe(true);
    expect(await live.tick(odile, monday, items[0]!.key, true)).toBe(true);
    expect(await live.tickedItems(odile, monday)).toEqual(
      expect.arrayContaining([cauliflower!.key, items[0]!.key]),
    );
    // Nothing is told of what was refused.
    expect(await live.tick(odile, monday, "pas-sur-la-liste", true, by)).toBe(false);
    expect(await live.remove(odile, "00000000-0000-0000-0000-000000000000", by)).toBe(false);

    expect(heard.map((change) => [change.kind, change.author.name])).toEqual([
      ["semaine", "Odile"],
      ["semaine", "Odile"],
      ["coche", "Odile"],
      ["coche", undefined],
    ]);
    expect(heard[0]).toMatchObject({ owner: "foyer:foyer-odile", author: { device: "telephone" } });
    expect(strangers).toEqual([]);
  });
});
