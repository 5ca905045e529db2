import { describe, expect, it } from "vitest";
import type { Month } from "../produce/label";
import { frenchMistakes } from "../base/french-check";
import { cookRecipe } from "./offline-chef";
import { seasonalSideTip, sidesInSeason } from "./seasonal-side";

const request = {
  ingredients: ["poulet", "riz"],
  portions: 2,
  restrictions: [],
  variation: 0,
  detailed: false,
};

describe("the offline chef's side vegetable", () => {
  it("offers only vegetables in season that month", () => {
    const november = sidesInSeason(11, []).map((entry) => entry.name);
    expect(november).toContain("poireau");
    expect(november).not.toContain("courgette");
    expect(november).not.toContain("aubergine");
    const july = sidesInSeason(7, []).map((entry) => entry.name);
    expect(july).toContain("courgette");
    expect(july).not.toContain("poireau");
  });

  it("writes the side in French, with the month", () => {
    expect(seasonalSideTip(11, [], 0)).toBe("En accompagnement, des carottes, de saison en novembre.");
    expect(seasonalSideTip(8, [], 0)).toBe("En accompagnement, des haricots verts, de saison en août.");
  });

  it("writes every side of every month without a French mistake", () => {
    for (let month = 1; month <= 12; month++)
      for (let take = 0; take < 8; take++) {
        const tip = seasonalSideTip(month as Month, [], take);
        expect(tip, `mois ${month}`).toBeDefined();
        expect(frenchMistakes(tip ?? "")).toEqual([]);
      }
  });

  it("names a side in season when the cook gave no vegetable, and is deterministic", () => {
    const first = cookRecipe({ ...request, month: 11 });
    const again = cookRecipe({ ...request, month: 11 });
    expect(first).toEqual(again);
    const tip = first.astucesChef.find((text) => text.startsWith("En accompagnement"));
    expect(tip).toMatch(/de saison en novembre\.$/);
    expect(tip).not.toMatch(/courgette|tomate|aubergine/);
  });

  it("names none when the cook brought vegetables, or when the month is unknown", () => {
    const withLeeks = cookRecipe({ ...request, ingredients: ["poulet", "poireaux"], month: 11 });
    expect(withLeeks.astucesChef.some((text) => text.startsWith("En accompagnement"))).toBe(false);
    const noMonth = cookRecipe(request);
    expect(noMonth.astucesChef.some((text) => text.startsWith("En accompagnement"))).toBe(false);
  });
});
