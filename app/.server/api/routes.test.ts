import { describe, expect, it } from "vitest";
import type { PlanRequest } from "~/domain/meal-plan/types";
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
