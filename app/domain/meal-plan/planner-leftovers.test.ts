import { describe, expect, it } from "vitest";
// Tests may read the real catalogue; the domain code itself never does.
// eslint-disable-next-line import-x/no-restricted-paths
import { breakfastRecipes } from "~/content/catalogue/breakfasts";
// eslint-disable-next-line import-x/no-restricted-paths
import { catalogueRecipes } from "~/content/catalogue/recipes";
import { addDays } from "../base/week";
import { fruitOutOfSeason } from "../produce/season";
import { monthOf } from "../produce/label";
import { afterLeaving, cookedEntries, leftoverName, portionsKeptFor } from "./leftovers";
import { plannerRecipe } from "./library";
import { dailyTotals, planWeek } from "./planner";
import { shoppingList } from "./shopping-list";
import type { MealPlanEntry, PlanRequest } from "./types";
import { showsWine } from "./wine";

const library = [...catalogueRecipes, ...breakfastRecipes].map(plannerRecipe);
const byId = new Map(library.map((recipe) => [recipe.id, recipe]));
const MONDAY = "2026-11-23";

const request = (overrides: Partial<PlanRequest> = {}): PlanRequest => ({
  monday: MONDAY,
  restrictions: [],
  portions: 2,
  existing: [],
  replaceManual: false,
  seed: 11,
  weekdayMinutes: 30,
  ...overrides,
});

function planned(overrides: Partial<PlanRequest> = {}): MealPlanEntry[] {
  const result = planWeek(library, request(overrides));
  if (!result.ok) throw new Error(result.message);
  return result.entries;
}

const slot = (entries: readonly MealPlanEntry[], day: string, type: MealPlanEntry["type"]) =>
  entries.find((entry) => entry.day === day && entry.type === type);

describe("« Prévoir des restes »", () => {
  it("cooks Monday to Thursday's dinners for two meals and serves the rest at the next lunch", () => {
    const entries = planned({ leftovers: true });
    for (let index = 0; index < 4; index++) {
      const day = addDays(MONDAY, index);
      const dinner = slot(entries, day, "dinner");
      const lunch = slot(entries, addDays(day, 1), "lunch");
      expect(dinner?.portions).toBe(4);
      expect(lunch?.leftover).toBe(true);
      expect(lunch?.recipeId).toBe(dinner?.recipeId);
      expect(lunch?.portions).toBe(2);
      expect(lunch?.name).toBe(leftoverName(byId.get(dinner?.recipeId ?? "")?.title ?? ""));
      expect(portionsKeptFor(dinner!, entries)).toBe(2);
    }
    // Monday's lunch, the weekend's lunches and Friday's dinner onwards are cooked for the day.
    for (const day of [MONDAY, addDays(MONDAY, 5), addDays(MONDAY, 6)])
      expect(slot(entries, day, "lunch")?.leftover).toBeUndefined();
    expect(slot(entries, addDays(MONDAY, 4), "dinner")?.portions).toBe(2);
  });

  it("buys a leftover lunch once, with its dinner, and counts it in the next day's figures", () => {
    const entries = planned({ leftovers: true });
    const tuesdayLunch = slot(entries, addDays(MONDAY, 1), "lunch")!;
    const mondayDinner = slot(entries, MONDAY, "dinner")!;
    const withoutLunch = entries.filter((entry) => entry !== tuesdayLunch);
    expect(shoppingList(entries, byId)).toEqual(shoppingList(withoutLunch, byId));
    expect(cookedEntries(entries)).not.toContain(tuesdayLunch);
    // The dinner removed, the leftover lunch is cooked on its own and bought again.
    const noDinner = entries.filter((entry) => entry !== mondayDinner);
    expect(cookedEntries(noDinner)).toContain(tuesdayLunch);
    // A person eats the dish at dinner and again at lunch: both days count one portion.
    const totals = dailyTotals(entries, byId);
    const perPortion = byId.get(mondayDinner.recipeId)!.nutrition.calories;
    const tuesday = entries.filter((entry) => entry.day === tuesdayLunch.day);
    const expected = tuesday.reduce((sum, entry) => sum + byId.get(entry.recipeId)!.nutrition.calories, 0);
    expect(totals[tuesdayLunch.day]?.calories).toBe(Math.round(expected));
    expect(expected).toBeGreaterThanOrEqual(perPortion);
  });

  it("keeps the meals chosen by hand and pairs only the free slots", () => {
    const chosen: MealPlanEntry = {
      id: "main",
      name: "Penne all'arrabbiata",
      type: "lunch",
      day: addDays(MONDAY, 2),
      recipeId: "penne-all-arrabbiata",
      portions: 3,
      manual: true,
    };
    const entries = planned({ leftovers: true, existing: [chosen] });
    expect(slot(entries, chosen.day, "lunch")).toEqual(chosen);
    // Tuesday's dinner has no lunch to go to: cooked for the evening only.
    expect(slot(entries, addDays(MONDAY, 1), "dinner")?.portions).toBe(2);
    expect(slot(entries, addDays(MONDAY, 3), "lunch")?.leftover).toBe(true);
  });

  it("when a leftover lunch leaves, its dinner is cooked for the evening only; when the dinner leaves, its lunch goes", () => {
    const entries = planned({ leftovers: true });
    const mondayDinner = slot(entries, MONDAY, "dinner")!;
    const tuesdayLunch = slot(entries, addDays(MONDAY, 1), "lunch")!;
    expect(afterLeaving(tuesdayLunch, entries, MONDAY)).toEqual({
      remove: [],
      portions: [{ id: mondayDinner.id, portions: 2 }],
    });
    // The doubled dinner removed or replaced: its leftovers go, the rest of the week stays.
    expect(afterLeaving(mondayDinner, entries, MONDAY)).toEqual({ remove: [tuesdayLunch.id], portions: [] });
    // Eaten already, Monday's dinner was cooked twice over whatever Tuesday's lunch becomes.
    expect(afterLeaving(tuesdayLunch, entries, addDays(MONDAY, 1))).toEqual({ remove: [], portions: [] });
    // Meals outside a pair change nothing else.
    const fridayDinner = slot(entries, addDays(MONDAY, 4), "dinner")!;
    expect(afterLeaving(fridayDinner, entries, MONDAY)).toEqual({ remove: [], portions: [] });
    expect(afterLeaving(slot(entries, MONDAY, "lunch")!, entries, MONDAY)).toEqual({
      remove: [],
      portions: [],
    });
  });

  it("writes the dish's name as it reads in a sentence", () => {
    expect(leftoverName("Quiche lorraine")).toBe("Restes de quiche lorraine");
    expect(leftoverName("Omelette aux herbes")).toBe("Restes d'omelette aux herbes");
    expect(leftoverName("Hachis parmentier")).toBe("Restes de hachis parmentier");
    expect(leftoverName("BLT maison")).toBe("Restes de BLT maison");
  });
});

describe("« Vin au dîner »", () => {
  it("shows the wine under the dinners chosen, never under a lunch", () => {
    for (const [choice, wanted] of [
      ["jamais", 0],
      ["week-end", 2],
      ["tous", 7],
    ] as const) {
      const entries = planned({ wine: choice });
      expect(entries.filter(showsWine)).toHaveLength(wanted);
      expect(entries.filter((entry) => entry.type !== "dinner").some(showsWine)).toBe(false);
    }
  });

  it("keeps the weekend rule for meals written before the choice", () => {
    const dinner = { type: "dinner", day: addDays(MONDAY, 5) };
    expect(showsWine(dinner)).toBe(true);
    expect(showsWine({ ...dinner, day: MONDAY })).toBe(false);
  });
});

describe("fruit in season", () => {
  it("never serves a breakfast with a fruit out of season in its month when the person prefers the season", () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      for (const entry of planned({ seed, preferSeason: true, monday: "2026-11-23" })) {
        if (entry.type !== "breakfast") continue;
        const recipe = byId.get(entry.recipeId)!;
        expect(fruitOutOfSeason(recipe.ingredients, monthOf(entry.day)), entry.name).toEqual([]);
      }
    }
  });

  it("names blueberries and strawberries out of season in November, not lemons", () => {
    const line = (nom: string, quantite: number, unite: string) => ({ nom, quantite, unite });
    expect(fruitOutOfSeason([line("myrtilles", 125, "g"), line("fraises", 100, "g")], 11)).toEqual([
      "myrtille",
      "fraise",
    ]);
    expect(fruitOutOfSeason([line("citron", 1, "pièce")], 11)).toEqual([]);
    expect(fruitOutOfSeason([line("fraises", 100, "g")], 6)).toEqual([]);
  });
});
