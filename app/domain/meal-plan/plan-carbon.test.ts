import { describe, expect, it } from "vitest";
import { recipeCarbon } from "../produce/carbon";
import { recipesById } from "./library";
import { planCarbonSentence, weekCarbon } from "./plan-carbon";
import type { MealPlanEntry, PlannerRecipe } from "./types";

const recipe = (id: string, title: string, ingredients: PlannerRecipe["ingredients"]): PlannerRecipe => ({
  id,
  title,
  category: "Plats",
  servings: 2,
  totalMinutes: 30,
  ingredients,
  nutrition: { calories: 0, proteines: 0, glucides: 0, lipides: 0, fibres: 0, sodium: 0 },
});

const salade = recipe("salade", "Salade de tomates", [
  { nom: "tomates", quantite: 500, unite: "g" },
  { nom: "huile d'olive", quantite: 2, unite: "c. à soupe" },
]);
const steak = recipe("steak", "Steak frites", [
  { nom: "steak", quantite: 300, unite: "g" },
  { nom: "pommes de terre", quantite: 600, unite: "g" },
]);
const mystere = recipe("mystere", "Plat mystère", [
  { nom: "poudre de perlimpinpin", quantite: 1, unite: "pièce" },
]);
const byId = recipesById([salade, steak, mystere]);

const entry = (day: string, recipeId: string, name: string): MealPlanEntry => ({
  id: `${day}-${recipeId}`,
  name,
  type: "lunch",
  day,
  recipeId,
  portions: 2,
  manual: true,
});

describe("weekCarbon", () => {
  it("adds one portion of each meal, each in its own day's month", () => {
    const carbon = weekCarbon(
      [
        entry("2026-07-06", "salade", "Salade de tomates"),
        entry("2026-11-23", "salade", "Salade de tomates"),
      ],
      byId,
    );
    const july = recipeCarbon(salade.ingredients, 2, 7).perPortionKg;
    const november = recipeCarbon(salade.ingredients, 2, 11).perPortionKg;
    // Out-of-season tomatoes weigh more: the two days differ.
    expect(november).toBeGreaterThan(july);
    expect(carbon.days["2026-07-06"]).toEqual({ kg: july });
    expect(carbon.week).toEqual({ kg: july + november });
  });

  it("gives no figure for a day or a week with a meal not counted, and names it", () => {
    const carbon = weekCarbon(
      [
        entry("2026-11-23", "steak", "Steak frites"),
        entry("2026-11-23", "mystere", "Plat mystère"),
        entry("2026-11-24", "steak", "Steak frites"),
      ],
      byId,
    );
    expect(planCarbonSentence(carbon.days["2026-11-23"]!)).toBe(
      "Empreinte carbone non calculée\u00a0: Plat mystère n'a pas 95\u00a0% de son poids compté",
    );
    expect(planCarbonSentence(carbon.days["2026-11-24"]!)).toMatch(
      /^Empreinte carbone\u00a0: ≈\u00a0\d+,\d\u00a0kg CO₂e par personne \(comme .+ en voiture\)$/,
    );
    expect("missing" in carbon.week).toBe(true);
  });
});
