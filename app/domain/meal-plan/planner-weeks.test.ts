import { describe, expect, it } from "vitest";
// Tests may read the real catalogue; the domain code itself never does.
// eslint-disable-next-line import-x/no-restricted-paths
import { breakfastRecipes } from "~/content/catalogue/breakfasts";
// eslint-disable-next-line import-x/no-restricted-paths
import { classicRecipes } from "~/content/catalogue/recipes";
import type { DietRestriction } from "../generation/request-schema";
import { plannerRecipe } from "./library";
import { planWeek } from "./planner";
import { type MealPlanEntry, type NearbyMeal, type PlannerRecipe, weekSlots } from "./types";
import { addDays } from "../base/week";

const classics = [...classicRecipes, ...breakfastRecipes].map(plannerRecipe);

/**
 * The classics and three variants of each main dish (« Ratatouille, deuxième façon »), with the
 * same nutrition: as many lunches and dinners as the 150-recipe catalogue offers.
 */
const bigLibrary: PlannerRecipe[] = [
  ...classics,
  ...classics
    .filter((recipe) => recipe.category !== "Petit-déjeuner" && recipe.category !== "Desserts")
    .flatMap((recipe) =>
      ["deuxième", "troisième", "quatrième"].map((rank) => ({
        ...recipe,
        id: `${recipe.id}-${rank}`,
        title: `${recipe.title}, ${rank} façon`,
      })),
    ),
];

const FIRST_MONDAY = "2026-11-02";

/** Four weeks in a row, each planned knowing the lunches and dinners of the weeks before. */
function fourWeeks(library: readonly PlannerRecipe[], restrictions: DietRestriction[] = []) {
  const weeks: { entries: MealPlanEntry[]; notices: string[] }[] = [];
  for (let week = 0; week < 4; week++) {
    const nearbyWeeks: NearbyMeal[] = weeks.flatMap(({ entries }, index) =>
      entries
        .filter((entry) => entry.type !== "breakfast")
        .map((entry) => ({ recipeId: entry.recipeId, weeksAway: week - index })),
    );
    const result = planWeek(library, {
      monday: addDays(FIRST_MONDAY, 7 * week),
      restrictions,
      portions: 2,
      existing: [],
      replaceManual: false,
      seed: 42 + week,
      nearbyWeeks,
    });
    if (!result.ok) throw new Error(result.message);
    weeks.push({ entries: result.entries, notices: result.notices });
  }
  return weeks;
}

const mainsOf = (entries: readonly MealPlanEntry[]) =>
  entries.filter((entry) => entry.type !== "breakfast").map((entry) => entry.recipeId);

describe("four generated weeks in a row", () => {
  it("serve no lunch and no dinner twice when the library is big enough", () => {
    const mainDishes = bigLibrary.filter(
      (recipe) => !["Petit-déjeuner", "Desserts"].includes(recipe.category),
    );
    expect(mainDishes.length).toBeGreaterThanOrEqual(56);
    const weeks = fourWeeks(bigLibrary);
    const mains = weeks.flatMap(({ entries }) => mainsOf(entries));
    expect(mains).toHaveLength(4 * 14);
    const twice = mains.filter((id, index) => mains.indexOf(id) !== index);
    expect(twice, `servis deux fois\u00a0: ${twice.join(", ")}`).toEqual([]);
    for (const { notices } of weeks) expect(notices).toEqual([]);
  });

  it("still plan every meal when the library is too small, say so, and bring back the oldest dishes", () => {
    const weeks = fourWeeks(classics);
    for (const { entries } of weeks) expect(entries).toHaveLength(21);
    expect(weeks[0]?.notices).toEqual([]);
    expect(weeks[1]?.notices).toEqual([
      "Nos recettes ne suffisent pas à varier chaque semaine : certains plats reviennent d'une semaine à l'autre.",
    ]);
    // Week 3 may take back dishes of week 1 before those of week 2, eaten more recently.
    const [first, second, third] = weeks.map(({ entries }) => new Set(mainsOf(entries)));
    const backFromFirst = [...third!].filter((id) => first!.has(id) && !second!.has(id)).length;
    const backFromSecond = [...third!].filter((id) => second!.has(id) && !first!.has(id)).length;
    expect(backFromFirst).toBeGreaterThan(backFromSecond);
  });

  it("blame the restrictions when they are what leaves too few dishes", () => {
    const weeks = fourWeeks(bigLibrary, ["vegetarian"]);
    for (const { entries } of weeks) expect(entries).toHaveLength(21);
    expect(weeks.flatMap(({ notices }) => notices)).toContain(
      "Vos restrictions laissent peu de plats : certains reviennent d'une semaine à l'autre.",
    );
  });

  it("forget the weeks around when told nothing of them, as before", () => {
    const monday = addDays(FIRST_MONDAY, 7);
    const base = { monday, restrictions: [], portions: 2, existing: [], replaceManual: false, seed: 7 };
    expect(planWeek(bigLibrary, base)).toEqual(planWeek(bigLibrary, { ...base, nearbyWeeks: [] }));
  });
});

describe("weekSlots", () => {
  it("has 21 slots, three meals a day in order", () => {
    const slots = weekSlots("2026-11-16");
    expect(slots).toHaveLength(21);
    expect(slots.slice(0, 4)).toEqual([
      { day: "2026-11-16", type: "breakfast" },
      { day: "2026-11-16", type: "lunch" },
      { day: "2026-11-16", type: "dinner" },
      { day: "2026-11-17", type: "breakfast" },
    ]);
  });
});
