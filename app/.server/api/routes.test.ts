import { describe, expect, it } from "vitest";
import type { MealPlanEntry, PlanRequest } from "~/domain/meal-plan/types";
import type { Services } from "../services";
import { apiRoutes } from "./routes";

/** Only what the week's routes reach: the household of the token's holder and the planner. */
function plannerServices(asked: Omit<PlanRequest, "existing">[]) {
  return {
    households: {
      ensure: async () => ({ householdId: "foyer-ines", name: "Le foyer d'Inès", role: "owner" }),
    },
    mealPlans: {
      today: () => "2026-11-26",
      async generate(_owner: unknown, request: Omit<PlanRequest, "existing">) {
        asked.push(request);
        return { ok: true, notices: [] };
      },
    },
  } as unknown as Services;
}

describe("POST /api/v1/week/generate", () => {
  const route = apiRoutes.find((candidate) => candidate.name === "generateWeek")!;

  it("hands the planner every option of Menu Perso's form, leftovers and wine included", async () => {
    const asked: Omit<PlanRequest, "existing">[] = [];
    const body = route.body!.parse({ semaine: "2026-12-02", portions: 3, restes: "on", vin: "tous" });
    await route.handle({
      services: plannerServices(asked),
      userId: "ines",
      name: "Inès",
      params: {},
      query: {},
      body,
    });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      monday: "2026-11-30",
      portions: 3,
      leftovers: true,
      wine: "tous",
      from: "2026-11-26",
    });
  });

  it("leaves the leftovers off and the wine at the weekend when the body does not ask", async () => {
    const asked: Omit<PlanRequest, "existing">[] = [];
    const body = route.body!.parse({ semaine: "2026-11-30", portions: 2, toute: "on" });
    await route.handle({
      services: plannerServices(asked),
      userId: "ines",
      name: "Inès",
      params: {},
      query: {},
      body,
    });
    expect(asked[0]).toMatchObject({ leftovers: false, wine: "week-end", from: undefined });
  });
});

describe("GET /api/v1/week", () => {
  const route = apiRoutes.find((candidate) => candidate.name === "getWeek")!;
  const planned: MealPlanEntry[] = [
    // Thursday's dinner cooked for Friday's lunch, the wine asked for every evening.
    {
      id: "a",
      name: "Blanquette",
      type: "dinner",
      day: "2026-11-26",
      recipeId: "blanquette",
      portions: 4,
      manual: false,
      withWine: true,
    },
    {
      id: "b",
      name: "Blanquette",
      type: "lunch",
      day: "2026-11-27",
      recipeId: "blanquette",
      portions: 2,
      manual: false,
      leftover: true,
    },
    // Added by hand before any choice: the weekend's rule decides, as on Menu Perso.
    {
      id: "c",
      name: "Quiche",
      type: "dinner",
      day: "2026-11-27",
      recipeId: "quiche-lorraine",
      portions: 2,
      manual: true,
    },
    {
      id: "d",
      name: "Pot-au-feu",
      type: "dinner",
      day: "2026-11-28",
      recipeId: "pot-au-feu",
      portions: 2,
      manual: true,
    },
  ];
  const services = {
    households: {
      membershipOf: async () => ({ householdId: "foyer-ines", name: "Le foyer d'Inès", role: "owner" }),
    },
    mealPlans: { today: () => "2026-11-26", week: async () => planned },
  } as unknown as Services;

  it("says which lunches are « Restes de … » and which dinners show their wine, as declared", async () => {
    const answer = route.response!.parse(
      await route.handle({
        services,
        userId: "ines",
        name: "Inès",
        params: {},
        query: route.query!.parse({ semaine: "2026-11-23" }),
        body: undefined,
      }),
    ) as { repas: { id: string; leftover: boolean; withWine: boolean }[] };
    expect(answer.repas.map(({ id, leftover, withWine }) => ({ id, leftover, withWine }))).toEqual([
      { id: "a", leftover: false, withWine: true },
      { id: "b", leftover: true, withWine: false },
      { id: "c", leftover: false, withWine: false },
      { id: "d", leftover: false, withWine: true },
    ]);
  });
});

describe("the API's reads for a person with no household yet", () => {
  /** Everything a household is made or read through, counted: a read must touch none of it. */
  function newcomerServices(calls: string[]) {
    const count = (name: string) => async () => {
      calls.push(name);
      return [];
    };
    return {
      households: {
        membershipOf: async () => undefined,
        ensure: count("households.ensure"),
      },
      mealPlans: {
        today: () => "2026-11-26",
        week: count("mealPlans.week"),
        shopping: count("mealPlans.shopping"),
        tickedItems: count("mealPlans.tickedItems"),
      },
      pantry: { aisles: count("pantry.aisles") },
    } as unknown as Services;
  }

  it.each([
    ["getWeek", { semaine: "2026-11-23" }, { semaine: "2026-11-23", repas: [] }],
    ["getShoppingList", { semaine: "2026-11-23" }, { semaine: "2026-11-23", rayons: [] }],
    ["getPantry", {}, { rayons: [] }],
  ])("%s answers empty and makes no household", async (name, query, empty) => {
    const route = apiRoutes.find((candidate) => candidate.name === name)!;
    const calls: string[] = [];
    const answer = await route.handle({
      services: newcomerServices(calls),
      userId: "nouvelle",
      name: "Nouvelle",
      params: {},
      query: route.query ? route.query.parse(query) : {},
      body: undefined,
    });
    expect(answer).toEqual(empty);
    expect(calls).toEqual([]);
  });
});
