import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { breakfastRecipes } from "~/content/catalogue/breakfasts";
import { classicRecipes } from "~/content/catalogue/recipes";
import type { Recipe } from "~/domain/recipe/model";
import { addDays } from "~/domain/base/week";
import { AT_HOME, CUPBOARD } from "~/domain/meal-plan/set-apart";
import { shoppingList } from "~/domain/meal-plan/shopping-list";
import type { Database } from "../db/database";
import { mealPlanRepository } from "../db/meal-plan-repository";
import { pantryRepository } from "../db/pantry-repository";
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

  it("removing or replacing a leftover lunch cooks its dinner for the evening; removing the dinner frees its lunch", async () => {
    const plans = mealPlanRepository(database.db);
    const monday = "2026-11-23";
    const onMonday = mealPlanService({
      plans,
      recipes: recipeRepository(database.db, database.dialect),
      ticks: shoppingTickRepository(database.db),
      extras: shoppingExtraRepository(database.db),
      userRecipes,
      now: () => new Date("2026-11-23T08:00:00Z"),
    });
    const owner = { guestId: "f".repeat(32) };
    expect((await onMonday.generate(owner, { ...request(monday), leftovers: true })).ok).toBe(true);
    const at = async (day: string, type: "lunch" | "dinner") =>
      (await onMonday.week(owner, monday)).find((entry) => entry.day === day && entry.type === type);
    const [tuesday, wednesday, thursday] = [1, 2, 3].map((days) => addDays(monday, days)) as [
      string,
      string,
      string,
    ];
    const mondayDinner = (await at(monday, "dinner"))!;
    const tuesdayLunch = (await at(tuesday, "lunch"))!;
    expect(mondayDinner.portions).toBe(4);
    expect(tuesdayLunch.leftover).toBe(true);

    // The leftover lunch removed: the list is the list of a week where Monday's dinner was never doubled.
    const expected = (await onMonday.week(owner, monday))
      .filter((entry) => entry.id !== tuesdayLunch.id)
      .map((entry) => (entry.id === mondayDinner.id ? { ...entry, portions: 2 } : entry));
    expect(await onMonday.remove(owner, tuesdayLunch.id)).toBe(true);
    expect(await at(monday, "dinner")).toMatchObject({ id: mondayDinner.id, portions: 2, manual: false });
    expect(await at(tuesday, "lunch")).toBeUndefined();
    expect(await onMonday.shopping(owner, monday)).toEqual(
      shoppingList(expected, new Map((await onMonday.library()).map((recipe) => [recipe.id, recipe]))),
    );

    // Replaced by hand: the person's lunch stays as chosen, Tuesday's dinner goes back to two.
    const tuesdayDinner = (await at(tuesday, "dinner"))!;
    expect(tuesdayDinner.portions).toBe(4);
    const chosen = { day: wednesday, type: "lunch" as const, recipeId: "quiche-lorraine", portions: 3 };
    expect((await onMonday.add(owner, chosen)).ok).toBe(true);
    expect(await at(wednesday, "lunch")).toMatchObject({ ...chosen, manual: true });
    expect((await at(wednesday, "lunch"))?.leftover).toBeUndefined();
    expect((await at(tuesday, "dinner"))?.portions).toBe(2);

    // The doubled dinner removed: its « Restes de … » lunch goes with it.
    const wednesdayDinner = (await at(wednesday, "dinner"))!;
    expect((await at(thursday, "lunch"))?.leftover).toBe(true);
    expect(await onMonday.remove(owner, wednesdayDinner.id)).toBe(true);
    expect(await at(thursday, "lunch")).toBeUndefined();

    // Replaced by hand: the new dinner for the portions chosen, and Friday's leftovers freed.
    const friday = addDays(monday, 4);
    expect((await at(friday, "lunch"))?.leftover).toBe(true);
    const newDinner = { day: thursday, type: "dinner" as const, recipeId: "quiche-lorraine", portions: 2 };
    expect((await onMonday.add(owner, newDinner)).ok).toBe(true);
    expect(await at(thursday, "dinner")).toMatchObject({ ...newDinner, manual: true });
    expect(await at(friday, "lunch")).toBeUndefined();
    expect((await onMonday.week(owner, monday)).some((entry) => entry.leftover)).toBe(false);
  });

  it("« J'ai tout acheté » with leftovers buys each doubled dinner once and moves every food once", async () => {
    const monday = "2026-11-23";
    const pantryItems = pantryRepository(database.db);
    const onMonday = mealPlanService({
      plans: mealPlanRepository(database.db),
      recipes: recipeRepository(database.db, database.dialect),
      ticks: shoppingTickRepository(database.db),
      extras: shoppingExtraRepository(database.db),
      userRecipes,
      pantry: pantryItems,
      now: () => new Date("2026-11-23T08:00:00Z"),
    });
    const owner = { guestId: "9".repeat(32) };
    expect((await onMonday.generate(owner, { ...request(monday), leftovers: true })).ok).toBe(true);
    const week = await onMonday.week(owner, monday);
    const byId = new Map((await onMonday.library()).map((recipe) => [recipe.id, recipe]));
    // What the week cooks: each doubled dinner for four, no leftover lunch on its own.
    const cooked = week.filter((entry) => !entry.leftover);
    expect(cooked.filter((entry) => entry.portions === 4)).toHaveLength(4);
    const list = await onMonday.shopping(owner, monday);
    expect(list).toEqual(shoppingList(cooked, byId));
    const bought = await onMonday.boughtFoods(owner, monday);
    const keys = bought.map((food) => food.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.sort()).toEqual(
      list
        .filter(({ aisle }) => aisle !== CUPBOARD && aisle !== AT_HOME)
        .flatMap(({ items }) => items.map((item) => item.key))
        .filter((key) => !key.startsWith("autre:"))
        .sort(),
    );
    await pantryItems.add(owner, keys);
    const after = await onMonday.shopping(owner, monday);
    // Everything bought is at home; only the cupboard and « Déjà chez vous » are left.
    expect(after.map(({ aisle }) => aisle)).toEqual([CUPBOARD, AT_HOME]);
    expect(await onMonday.boughtFoods(owner, monday)).toEqual([]);
  });

  it("keeps the ticks of the foods still on the list when the week is planned again", async () => {
    await seedRecipes(bigCatalogue);
    const owner = { guestId: "7".repeat(32) };
    const monday = addDays(FIRST_MONDAY, 42);
    const keysOf = async () =>
      (await service.shopping(owner, monday))
        .flatMap(({ items }) => items)
        .map((item) => item.key)
        .filter((key) => !key.startsWith("autre:"));
    const generated = await service.generate(owner, { ...request(monday), seed: 1 });
    expect(generated).toMatchObject({ ok: true });
    // Breakfast staples come back whatever the dishes: some of these stay on the list.
    const first = (await keysOf()).filter((key) =>
      ["beurre", "lait", "oeuf", "farine", "sucre", "miel"].includes(key),
    );
    expect(first.length).toBeGreaterThan(0);
    for (const key of first) expect(await service.tick(owner, monday, key, true)).toBe(true);
    expect((await service.generate(owner, { ...request(monday), seed: 2 })).ok).toBe(true);
    const second = await keysOf();
    const ticked = new Set(await service.tickedItems(owner, monday));
    const kept = second.filter((key) => first.includes(key));
    expect(kept.length).toBeGreaterThan(0);
    for (const key of kept) expect(ticked.has(key), key).toBe(true);
    for (const key of second.filter((key) => !first.includes(key))) expect(ticked.has(key), key).toBe(false);
  }, 30_000);

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

    // The home reads the week's recipes only: the same ones, the same list, and no one else's.
    const wanted = new Set(planned);
    const week = await service.libraryOf("odile", [...planned, "plat-disparu", "mes-recettes:disparue"]);
    const whole = (await service.library("odile")).filter((recipe) => wanted.has(recipe.id));
    expect(week.map((recipe) => recipe.id).sort()).toEqual([...wanted].sort());
    expect(week.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      whole.sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(await service.shopping(odile, monday, week)).toEqual(await service.shopping(odile, monday));
    // Menu Perso's picker names the whole library, as the library itself would, without reading it.
    const named = (recipes: { id: string; title: string; category: string }[]) =>
      recipes.map(({ id, title, category }) => ({ id, title, category }));
    expect(await service.choices("odile")).toEqual(named(await service.library("odile")));
    expect(await service.choices()).toEqual(named(await service.library()));
    expect((await service.choices("bruno")).map((recipe) => recipe.id)).not.toContain(`mes-recettes:${id}`);
    expect((await service.libraryOf("bruno", planned)).map((recipe) => recipe.id)).not.toContain(
      `mes-recettes:${id}`,
    );
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
