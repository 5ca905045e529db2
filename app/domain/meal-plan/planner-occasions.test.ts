import { describe, expect, it } from "vitest";
// Tests may read the real catalogue; the domain code itself never does.
// eslint-disable-next-line import-x/no-restricted-paths
import { breakfastRecipes } from "~/content/catalogue/breakfasts";
// eslint-disable-next-line import-x/no-restricted-paths
import { catalogueRecipes } from "~/content/catalogue/recipes";
import { plannerRecipe } from "./library";
import { isWeekend, occasionOf } from "./occasion";
import { planWeek } from "./planner";
import type { MealPlanEntry, PlanRequest } from "./types";

const library = [...catalogueRecipes, ...breakfastRecipes].map(plannerRecipe);
const byId = new Map(library.map((recipe) => [recipe.id, recipe]));
const occasionOfId = (id: string) => byId.get(id)?.occasion;

const MONDAY = "2026-11-23";
const WEDNESDAY = "2026-11-25";
const request = (overrides: Partial<PlanRequest> = {}): PlanRequest => ({
  monday: MONDAY,
  restrictions: [],
  portions: 2,
  existing: [],
  replaceManual: false,
  seed: 7,
  weekdayMinutes: 30,
  ...overrides,
});

function planned(overrides: Partial<PlanRequest> = {}): MealPlanEntry[] {
  const result = planWeek(library, request(overrides));
  if (!result.ok) throw new Error(result.message);
  return result.entries;
}

describe("occasions", () => {
  it("reads a weekday dish, a weekend dish and a breakfast for Sunday from the recipe alone", () => {
    expect(occasionOfId("penne-all-arrabbiata")).toBe("quotidien");
    expect(occasionOfId("tartines-avocat-oeuf")).toBe("quotidien");
    expect(occasionOfId("porridge-aux-pommes")).toBe("quotidien");
    // Long, dear or a Sunday breakfast.
    expect(occasionOfId("coq-au-vin")).toBe("week-end");
    expect(occasionOfId("magret-de-canard-aux-pommes")).toBe("week-end");
    expect(occasionOfId("steak-au-poivre")).toBe("week-end");
    expect(occasionOfId("pancakes")).toBe("week-end");
    expect(occasionOfId("crepes-de-froment")).toBe("week-end");
    expect(occasionOfId("pain-perdu")).toBe("week-end");
    expect(occasionOfId("muffins-aux-myrtilles")).toBe("week-end");
  });

  it("keeps foie gras and lobster for a celebration", () => {
    const base = { category: "Entrées" as const, prepMinutes: 10, cookMinutes: 0 };
    const toast = { nom: "pain de campagne", quantite: 4, unite: "tranches" };
    const festive = [{ nom: "foie gras de canard", quantite: 200, unite: "g" }, toast];
    expect(occasionOfId("salade-nicoise")).toBe("quotidien");
    expect(occasionOfId("caviar-d-aubergine")).toBe("quotidien");
    expect(occasionOf({ ...base, title: "Toasts de fête", ingredients: festive })).toBe("fête");
    expect(occasionOf({ ...base, title: "Tartines", ingredients: [toast] })).toBe("quotidien");
  });
});

describe("a week planned from today", () => {
  it("fills Wednesday to Sunday and leaves Monday and Tuesday as they were", () => {
    const mondayDinner: MealPlanEntry = {
      id: "lundi",
      name: "Piperade",
      type: "dinner",
      day: MONDAY,
      recipeId: "piperade",
      portions: 2,
      manual: false,
    };
    const entries = planned({ from: WEDNESDAY, existing: [mondayDinner], replaceManual: true });
    expect(entries.filter((entry) => entry.day < WEDNESDAY)).toEqual([mondayDinner]);
    expect(entries.filter((entry) => entry.day >= WEDNESDAY)).toHaveLength(15);
  });

  it("plans the whole week when asked, and nothing of a week gone by", () => {
    expect(planned()).toHaveLength(21);
    const past = planWeek(library, request({ from: "2026-12-01" }));
    expect(past.ok && past.entries).toEqual([]);
    expect(past.ok && past.notices.join(" ")).toContain("« Toute la semaine »");
  });
});

describe("weekdays and the weekend", () => {
  it.each([20, 30, 45])("serves on weekdays only everyday dishes of %i active minutes or less", (minutes) => {
    for (const seed of [1, 2, 3]) {
      for (const entry of planned({ weekdayMinutes: minutes, seed })) {
        const recipe = byId.get(entry.recipeId);
        expect(recipe?.occasion).not.toBe("fête");
        if (isWeekend(entry.day)) continue;
        expect(recipe?.occasion, `${entry.day} ${entry.name}`).toBe("quotidien");
        if (entry.type !== "breakfast") expect(recipe?.activeMinutes).toBeLessThanOrEqual(minutes);
      }
    }
  });

  it("lets long and dear dishes reach the weekend", () => {
    const weekendOnly = [1, 2, 3, 4, 5, 6].flatMap((seed) =>
      planned({ seed }).filter((entry) => occasionOfId(entry.recipeId) === "week-end"),
    );
    expect(weekendOnly.length).toBeGreaterThan(0);
    expect(weekendOnly.every((entry) => isWeekend(entry.day))).toBe(true);
  });

  it("says so when no dish is quick enough for the restrictions chosen", () => {
    const quick = planWeek(library, request({ weekdayMinutes: 20, restrictions: ["vegan", "gluten-free"] }));
    expect(!quick.ok && quick.message).toContain("en 20 minutes");
    const slower = planWeek(library, request({ weekdayMinutes: 30, restrictions: ["vegan", "gluten-free"] }));
    expect(slower.ok).toBe(true);
  });
});
