import fc from "fast-check";
import { describe, expect, it } from "vitest";
// Tests may read the real catalogue; the domain code itself never does.
// eslint-disable-next-line import-x/no-restricted-paths
import { breakfastRecipes } from "~/content/catalogue/breakfasts";
// eslint-disable-next-line import-x/no-restricted-paths
import { catalogueRecipes, classicRecipes } from "~/content/catalogue/recipes";
import { DIET_RESTRICTIONS, NUTRITION_GOALS, type DietRestriction } from "../generation/request-schema";
import { computeRecipeNutrition } from "../nutrition/compute";
import { restrictionViolations } from "../nutrition/diet";
import { plannerRecipe, recipesById } from "./library";
import {
  CATEGORIES_BY_MEAL,
  DEFAULT_DAILY_CALORIES,
  dailyCalorieTarget,
  dailyTotals,
  planWeek,
} from "./planner";
import { MEAL_TYPES, type MealPlanEntry, type MealType, type PlannerRecipe, type PlanRequest } from "./types";
import { weekDays } from "../base/week";

const library = [...catalogueRecipes, ...breakfastRecipes].map(plannerRecipe);
const byId = recipesById(library);
/**
 * Toque's library before issue 20 (22 classics, 12 breakfasts): few enough vegan, gluten-free
 * and lactose-free dishes that the planner must repeat, or refuse, and say so.
 */
const smallLibrary = [...classicRecipes, ...breakfastRecipes.slice(0, 12)].map(plannerRecipe);
const MONDAY = "2026-11-16";
const DAYS = weekDays(MONDAY);

function request(overrides: Partial<PlanRequest> = {}): PlanRequest {
  return {
    monday: MONDAY,
    restrictions: [],
    portions: 2,
    existing: [],
    replaceManual: false,
    seed: 1,
    ...overrides,
  };
}

function plan(overrides: Partial<PlanRequest> = {}, recipes: readonly PlannerRecipe[] = library) {
  const result = planWeek(recipes, request(overrides));
  if (!result.ok) throw new Error(result.message);
  return result;
}

const recipeOf = (entry: MealPlanEntry) => {
  const found = byId.get(entry.recipeId);
  if (!found) throw new Error(`Recette inconnue\u00a0: ${entry.recipeId}`);
  return found;
};

const at = (entries: readonly MealPlanEntry[], day: string, type: MealType) =>
  entries.find((entry) => entry.day === day && entry.type === type);

const menuOf = (entries: readonly MealPlanEntry[]) => entries.map((entry) => entry.recipeId).join(",");

const fits = (recipe: PlannerRecipe, restrictions: readonly DietRestriction[]) =>
  restrictionViolations(recipe.ingredients, restrictions).length === 0;

const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const subsets = fc.subarray([...DIET_RESTRICTIONS]);
const goals = fc.option(fc.constantFrom(...NUTRITION_GOALS), { nil: undefined });

/** Every subset of the five restrictions, 32 in all. */
const everyCombination: DietRestriction[][] = DIET_RESTRICTIONS.reduce<DietRestriction[][]>(
  (combinations, restriction) => [
    ...combinations,
    ...combinations.map((combination) => [...combination, restriction]),
  ],
  [[]],
);

describe("planWeek: the shape of the week", () => {
  it("fills the 21 slots, every day of the week, one meal each, in order", () => {
    fc.assert(
      fc.property(seeds, goals, fc.integer({ min: 1, max: 12 }), (seed, goal, portions) => {
        const { entries } = plan({ seed, goal, portions });
        expect(entries).toHaveLength(21);
        expect(entries.map(({ day, type }) => `${day} ${type}`)).toEqual(
          DAYS.flatMap((day) => MEAL_TYPES.map((type) => `${day} ${type}`)),
        );
        for (const entry of entries) {
          expect(entry.id).toBe(`${entry.day}:${entry.type}`);
          expect(entry.name).toBe(recipeOf(entry).title);
          expect(entry.portions).toBe(portions);
          expect(entry.manual).toBe(false);
        }
      }),
      { numRuns: 50 },
    );
  });

  it("plans the week of the date given, even when it is not a Monday", () => {
    const { entries } = plan({ monday: "2026-11-22" });
    expect(entries[0]?.day).toBe(MONDAY);
    expect(entries[20]?.day).toBe("2026-11-22");
  });

  it("serves breakfasts at breakfast, starters only at lunch, and never a dessert as a meal", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        for (const entry of plan({ seed }).entries) {
          const { category } = recipeOf(entry);
          expect(CATEGORIES_BY_MEAL[entry.type]).toContain(category);
          expect(category).not.toBe("Desserts");
          if (entry.type === "dinner") expect(category).not.toBe("Entrées");
        }
      }),
      { numRuns: 50 },
    );
  });

  it("never repeats a recipe when the library is large enough", () => {
    fc.assert(
      fc.property(seeds, goals, (seed, goal) => {
        const { entries, notices } = plan({ seed, goal });
        expect(new Set(entries.map(({ recipeId }) => recipeId)).size).toBe(21);
        expect(notices).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });
});

describe("planWeek: restrictions", () => {
  it("respects every combination of restrictions, or says in French why it cannot", () => {
    for (const restrictions of everyCombination) {
      for (const seed of [1, 7, 42]) {
        const result = planWeek(library, request({ restrictions, seed }));
        const label = restrictions.join("+") || "aucune";
        if (!result.ok) {
          // Only when some meal has no recipe at all under these restrictions.
          const empty = MEAL_TYPES.filter(
            (type) =>
              !library.some(
                (recipe) => CATEGORIES_BY_MEAL[type].includes(recipe.category) && fits(recipe, restrictions),
              ),
          );
          expect(empty, label).not.toEqual([]);
          expect(result.message, label).toMatch(
            /^Aucun .+ : impossible de composer (la semaine|les dîners de la semaine)\./,
          );
          continue;
        }
        expect(result.entries, label).toHaveLength(21);
        for (const entry of result.entries)
          expect(fits(recipeOf(entry), restrictions), `${label}: ${entry.recipeId}`).toBe(true);
      }
    }
  });

  it("respects random restrictions and goals with random seeds", () => {
    fc.assert(
      fc.property(seeds, subsets, goals, (seed, restrictions, goal) => {
        const result = planWeek(library, request({ seed, restrictions, goal }));
        if (!result.ok) return;
        for (const entry of result.entries) expect(fits(recipeOf(entry), restrictions)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it("fills a vegan week from four breakfasts and three mains, repeating as little and as far apart as it can", () => {
    const { entries, notices } = plan({ restrictions: ["vegan"] }, smallLibrary);
    expect(entries).toHaveLength(21);
    expect(notices).toEqual([
      "Pas assez de petits-déjeuners végans pour varier toute la semaine : certains reviennent.",
      "Pas assez de plats végans pour varier toute la semaine : certains reviennent.",
    ]);
    const breakfasts = entries.filter(({ type }) => type === "breakfast").map(({ recipeId }) => recipeId);
    // Four recipes for seven mornings: each at most twice, never two mornings running.
    expect(new Set(breakfasts).size).toBe(4);
    for (const id of new Set(breakfasts))
      expect(breakfasts.filter((other) => other === id).length).toBeLessThanOrEqual(2);
    breakfasts.slice(1).forEach((id, index) => expect(id).not.toBe(breakfasts[index]));
    // Never the same dish at lunch and dinner of one day.
    for (const day of DAYS)
      expect(at(entries, day, "lunch")?.recipeId).not.toBe(at(entries, day, "dinner")?.recipeId);
  });

  it("repeats with a notice in good French for several restrictions", () => {
    const { notices } = plan({ restrictions: ["gluten-free", "lactose-free"] }, smallLibrary);
    expect(notices).toContain(
      "Pas assez de petits-déjeuners sans gluten et sans lactose pour varier toute la semaine : certains reviennent.",
    );
  });

  it("says « végans » rather than « végétariens et végans »", () => {
    const { notices } = plan({ restrictions: ["vegetarian", "vegan"] }, smallLibrary);
    expect(notices[0]).toBe(
      "Pas assez de petits-déjeuners végans pour varier toute la semaine : certains reviennent.",
    );
  });

  it("refuses in French when no breakfast at all fits", () => {
    expect(planWeek(smallLibrary, request({ restrictions: ["vegan", "keto"] }))).toEqual({
      ok: false,
      message:
        "Aucun petit-déjeuner de nos recettes n'est à la fois végan et cétogène : impossible de composer la semaine. Retirez une restriction pour réessayer.",
    });
  });

  it("refuses in French when the library is empty", () => {
    expect(planWeek([], request())).toEqual({
      ok: false,
      message: "Aucun petit-déjeuner dans nos recettes : impossible de composer la semaine.",
    });
  });

  it("refuses when only starters are left for dinner, and names the one restriction to remove", () => {
    const omelette = library.find(({ id }) => id === "omelette-aux-herbes") as PlannerRecipe;
    const veloute = library.find(({ id }) => id === "veloute-de-potimarron") as PlannerRecipe;
    expect(planWeek([omelette, veloute], request())).toEqual({
      ok: false,
      message: "Aucun plat principal dans nos recettes : impossible de composer les dîners de la semaine.",
    });
    expect(planWeek([omelette, veloute], request({ restrictions: ["vegan"] }))).toEqual({
      ok: false,
      message:
        "Aucun petit-déjeuner de nos recettes n'est végan : impossible de composer la semaine. Retirez cette restriction pour réessayer.",
    });
  });

  it("does not need breakfasts that the person has all chosen already", () => {
    const existing = DAYS.map((day) => manual(day, "breakfast", "smoothie-bowl"));
    const result = planWeek(library, request({ restrictions: ["vegan", "keto"], existing }));
    expect(result.ok).toBe(true);
  });
});

function manual(day: string, type: MealType, recipeId: string, id = `moi-${day}-${type}`): MealPlanEntry {
  return { id, name: byId.get(recipeId)?.title ?? recipeId, type, day, recipeId, portions: 4, manual: true };
}

describe("planWeek: meals already planned", () => {
  const kept = [
    manual("2026-11-18", "dinner", "boeuf-bourguignon"),
    manual("2026-11-20", "breakfast", "pancakes"),
  ];
  const automatic: MealPlanEntry = {
    ...manual("2026-11-17", "lunch", "quiche-lorraine"),
    id: "auto",
    manual: false,
  };

  it("keeps the meals the person chose, in their slot, as they were", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const { entries } = plan({ seed, existing: [...kept, automatic] });
        expect(entries).toHaveLength(21);
        for (const entry of kept) expect(at(entries, entry.day, entry.type)).toEqual(entry);
        // Kept recipes count: no second bourguignon, no second pancakes.
        expect(entries.filter(({ recipeId }) => recipeId === "boeuf-bourguignon")).toHaveLength(1);
        expect(entries.filter(({ recipeId }) => recipeId === "pancakes")).toHaveLength(1);
        // The automatic meal is replaced like any other.
        expect(entries.some(({ id }) => id === "auto")).toBe(false);
      }),
      { numRuns: 50 },
    );
  });

  it("replaces the chosen meals too when asked", () => {
    const { entries } = plan({ existing: kept, replaceManual: true });
    expect(entries.every(({ manual: chosen }) => !chosen)).toBe(true);
    expect(entries.every(({ id }) => !id.startsWith("moi-"))).toBe(true);
  });

  it("ignores meals of other weeks, and keeps one meal a slot", () => {
    const otherWeek = manual("2026-11-23", "dinner", "poulet-roti");
    const second = manual("2026-11-18", "dinner", "poulet-roti", "doublon");
    const { entries } = plan({ existing: [kept[0] as MealPlanEntry, second, otherWeek] });
    expect(entries).toHaveLength(21);
    expect(at(entries, "2026-11-18", "dinner")?.recipeId).toBe("boeuf-bourguignon");
    expect(entries.some(({ id }) => id === "doublon" || id === otherWeek.id)).toBe(false);
  });

  it("keeps a chosen meal outside the restrictions, and says so", () => {
    const { entries, notices } = plan({ restrictions: ["vegetarian"], existing: kept });
    expect(at(entries, "2026-11-18", "dinner")?.recipeId).toBe("boeuf-bourguignon");
    expect(notices).toContain(
      "Le repas « Bœuf bourguignon » que vous avez choisi ne respecte pas vos restrictions alimentaires : nous l'avons gardé.",
    );
  });

  it("keeps a chosen meal whose recipe is not in the library", () => {
    const own = manual("2026-11-19", "lunch", "ma-recette-perso");
    const { entries } = plan({ existing: [own] });
    expect(at(entries, "2026-11-19", "lunch")).toEqual(own);
  });

  it("never gives a new meal the id of a kept one", () => {
    const squatter = manual("2026-11-16", "lunch", "poulet-roti", "2026-11-16:dinner");
    const { entries } = plan({ existing: [squatter] });
    expect(new Set(entries.map(({ id }) => id)).size).toBe(21);
  });
});

describe("planWeek: seeds", () => {
  it("gives the same menu for the same request and seed", () => {
    fc.assert(
      fc.property(seeds, subsets, goals, (seed, restrictions, goal) => {
        expect(planWeek(library, request({ seed, restrictions, goal }))).toEqual(
          planWeek(library, request({ seed, restrictions, goal })),
        );
      }),
      { numRuns: 40 },
    );
  });

  it("gives another menu for another seed", () => {
    const menus = new Set(Array.from({ length: 30 }, (_, seed) => menuOf(plan({ seed }).entries)));
    expect(menus.size).toBe(30);
  });
});

describe("planWeek: balance and variety", () => {
  it("never serves the same main category at lunch and dinner, nor at two dinners running, with the full library", () => {
    fc.assert(
      fc.property(seeds, goals, (seed, goal) => {
        const { entries } = plan({ seed, goal });
        DAYS.forEach((day, index) => {
          const dinner = recipeOf(at(entries, day, "dinner") as MealPlanEntry).category;
          expect(recipeOf(at(entries, day, "lunch") as MealPlanEntry).category).not.toBe(dinner);
          const next = DAYS[index + 1];
          if (next) expect(recipeOf(at(entries, next, "dinner") as MealPlanEntry).category).not.toBe(dinner);
        });
      }),
      { numRuns: 100 },
    );
  });

  it("keeps the days of a week close to one another", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const calories = Object.values(dailyTotals(plan({ seed }).entries, byId)).map((day) => day.calories);
      expect(Math.max(...calories) - Math.min(...calories), `graine ${seed}`).toBeLessThan(400);
    }
  });

  it("aims lower for a lower calorie target", () => {
    const average = (dailyCalories: number) => {
      const days = Array.from({ length: 10 }, (_, seed) =>
        Object.values(dailyTotals(plan({ seed, dailyCalories }).entries, byId)),
      ).flat();
      return days.reduce((sum, day) => sum + day.calories, 0) / days.length;
    };
    expect(average(1200)).toBeLessThan(average(2600) - 150);
  });

  it("favours protein for muscle and energy-light dishes for weight loss", () => {
    const share = (goal: PlanRequest["goal"]) => {
      let protein = 0;
      let energy = 0;
      for (let seed = 0; seed < 10; seed++)
        for (const day of Object.values(dailyTotals(plan({ seed, goal }).entries, byId))) {
          protein += day.proteines * 4;
          energy += day.calories;
        }
      return protein / energy;
    };
    expect(share("muscle")).toBeGreaterThan(share("weight-loss"));
    expect(share("muscle")).toBeGreaterThan(share(undefined));
  });
});

describe("planWeek: weight loss", () => {
  /** kcal per 100 g of a portion as served, weighed as the nutrition is. */
  const density = (recipe: PlannerRecipe) => {
    const grams = computeRecipeNutrition(recipe.ingredients, recipe.servings).perIngredient.reduce(
      (sum, ingredient) => sum + ingredient.grams,
      0,
    );
    return (recipe.nutrition.calories / grams) * 100;
  };
  const averageDensity = (goal: PlanRequest["goal"], dailyCalories?: number) => {
    const densities = Array.from({ length: 10 }, (_, seed) =>
      plan({ seed, goal, dailyCalories }).entries.map((entry) => density(recipeOf(entry))),
    ).flat();
    return densities.reduce((sum, value) => sum + value, 0) / densities.length;
  };

  it("prefers dishes of lower energy density at the same calorie target", () => {
    expect(averageDensity("weight-loss", 1600)).toBeLessThan(averageDensity("health", 1600) - 10);
  });
});

describe("dailyCalorieTarget", () => {
  it("takes the person's figure, else the goal's default, else 2 000 kcal", () => {
    expect(dailyCalorieTarget({ dailyCalories: 1800, goal: "muscle" })).toBe(1800);
    expect(dailyCalorieTarget({ goal: "muscle" })).toBe(DEFAULT_DAILY_CALORIES.muscle);
    expect(dailyCalorieTarget({ goal: "weight-loss" })).toBe(1600);
    expect(dailyCalorieTarget({})).toBe(2000);
    expect(dailyCalorieTarget({ dailyCalories: 0 })).toBe(2000);
  });
});

describe("dailyTotals", () => {
  const dish = (id: string, calories: number, proteines: number): PlannerRecipe => ({
    id,
    title: id,
    category: "Plats",
    servings: 4,
    totalMinutes: 20,
    ingredients: [],
    nutrition: { calories, proteines, glucides: 10.12, lipides: 5.06, fibres: 1, sodium: 100 },
  });
  const recipes = recipesById([dish("a", 400.4, 20.04), dish("b", 600.3, 30.02)]);
  const entry = (day: string, type: MealType, recipeId: string, portions = 4): MealPlanEntry => ({
    id: `${day}:${type}`,
    name: recipeId,
    type,
    day,
    recipeId,
    portions,
    manual: false,
  });

  it("sums per-portion figures per day and per person, rounded like the nutrition screen", () => {
    const totals = dailyTotals(
      [
        entry("2026-11-16", "lunch", "a", 2),
        entry("2026-11-16", "dinner", "b", 6),
        entry("2026-11-17", "lunch", "a"),
      ],
      recipes,
    );
    expect(totals).toEqual({
      "2026-11-16": { calories: 1001, proteines: 50.1, glucides: 20.2, lipides: 10.1, complete: true },
      "2026-11-17": { calories: 400, proteines: 20, glucides: 10.1, lipides: 5.1, complete: true },
    });
  });

  it("marks a day incomplete when a meal's recipe is unknown", () => {
    const totals = dailyTotals(
      [entry("2026-11-16", "lunch", "a"), entry("2026-11-16", "dinner", "disparue")],
      recipes,
    );
    expect(totals["2026-11-16"]).toMatchObject({ calories: 400, complete: false });
  });
});
