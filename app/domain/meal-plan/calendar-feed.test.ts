import { describe, expect, it } from "vitest";
import { feedRange, mealCalendar, mealDescription } from "./calendar-feed";
import type { MealPlanEntry } from "./types";

const now = new Date("2026-11-26T03:46:00Z");
const origin = "https://toque.example";

const quiche: MealPlanEntry = {
  id: "0f6b2c1e-1111-4000-8000-000000000001",
  name: "Quiche lorraine",
  type: "lunch",
  day: "2026-11-24",
  recipeId: "quiche-lorraine",
  portions: 4,
  manual: true,
};

const ingredients = [
  { nom: "lardons fumés", quantite: 200, unite: "g" },
  { nom: "œufs", quantite: 3, unite: "" },
  { nom: "sel", quantite: "selon le goût", unite: "" },
];

/** The file's content lines, unfolded (RFC 5545 § 3.1). */
function linesOf(text: string): string[] {
  return text.replace(/\r\n /g, "").split("\r\n").slice(0, -1);
}

describe("feedRange", () => {
  it("runs from this week's Monday to the Sunday four weeks on", () => {
    expect(feedRange("2026-11-26")).toEqual({ from: "2026-11-23", to: "2026-12-27" });
    expect(feedRange("2026-11-29")).toEqual({ from: "2026-11-23", to: "2026-12-27" });
  });
});

describe("mealCalendar", () => {
  it("writes an empty week as a valid calendar with its time zone", () => {
    const lines = linesOf(mealCalendar({ meals: [], origin, now }));
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines).toContain("PRODID:-//Toque//Menu Perso//FR");
    expect(lines).toContain("TZID:Europe/Paris");
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    expect(lines).not.toContain("BEGIN:VEVENT");
  });

  it("writes one event per meal at the meal's Paris time, with its link and scaled ingredients", () => {
    const dinner = { ...quiche, id: "dinner-1", type: "dinner" as const, day: "2026-11-23", portions: 2 };
    const text = mealCalendar({
      meals: [
        { entry: quiche, recipe: { servings: 2, ingredients } },
        { entry: dinner, recipe: { servings: 2, ingredients } },
      ],
      origin,
      now,
    });
    const lines = linesOf(text);
    const events = text.split("BEGIN:VEVENT").length - 1;
    expect(events).toBe(2);
    // Sorted by day then meal: Monday's dinner comes before Tuesday's lunch.
    const starts = lines.filter((line) => line.startsWith("DTSTART;"));
    expect(starts).toEqual([
      "DTSTART;TZID=Europe/Paris:20261123T193000",
      "DTSTART;TZID=Europe/Paris:20261124T123000",
    ]);
    expect(lines).toContain(`UID:${quiche.id}@toque`);
    expect(lines).toContain("DTSTAMP:20261126T034600Z");
    expect(lines).toContain("SUMMARY:Déjeuner\u00a0: Quiche lorraine");
    expect(lines).toContain("URL:https://toque.example/recette/quiche-lorraine");
    const description = lines.find((line) => line.includes("400 g de lardons fumés"));
    expect(description).toBe(
      "DESCRIPTION:Ingrédients pour 4\u00a0portions\u00a0:\\n– 400 g de lardons fumés\\n– 6 œufs\\n– sel\\n\\nRecette\u00a0: https://toque.example/recette/quiche-lorraine",
    );
  });

  it("places each meal at the household's own times when it has chosen them", () => {
    const breakfast = { ...quiche, id: "breakfast-1", type: "breakfast" as const };
    const dinner = { ...quiche, id: "dinner-1", type: "dinner" as const };
    const text = mealCalendar({
      meals: [{ entry: breakfast }, { entry: quiche }, { entry: dinner }],
      origin,
      now,
      times: { breakfast: "07:15", lunch: "13:00", dinner: "20:45" },
    });
    expect(linesOf(text).filter((line) => line.startsWith("DTSTART;"))).toEqual([
      "DTSTART;TZID=Europe/Paris:20261124T071500",
      "DTSTART;TZID=Europe/Paris:20261124T130000",
      "DTSTART;TZID=Europe/Paris:20261124T204500",
    ]);
    expect(linesOf(text).filter((line) => line.startsWith("DURATION:"))).toEqual([
      "DURATION:PT30M",
      "DURATION:PT1H",
      "DURATION:PT1H",
    ]);
  });

  it("escapes a dish's name and folds long lines at 75 octets", () => {
    const odd: MealPlanEntry = {
      ...quiche,
      name: "Pâtes, sauce tomate; basilic \\ « maison » 🍝 ".repeat(3).trim(),
      recipeId: "mes-recettes:00000000-0000-4000-8000-000000000000",
    };
    const text = mealCalendar({ meals: [{ entry: odd }], origin, now });
    for (const physical of text.split("\r\n")) {
      expect(new TextEncoder().encode(physical).length).toBeLessThanOrEqual(75);
    }
    const summary = linesOf(text).find((line) => line.startsWith("SUMMARY:"));
    expect(summary).toContain("Pâtes\\, sauce tomate\\; basilic \\\\ « maison » 🍝");
    expect(linesOf(text)).toContain(
      "URL:https://toque.example/mes-recettes/00000000-0000-4000-8000-000000000000",
    );
  });
});

describe("mealDescription", () => {
  it("says the recipe has left Toque when it is no longer in the library", () => {
    expect(mealDescription({ portions: 1 }, undefined, `${origin}/mes-recettes/x`)).toBe(
      "Pour 1\u00a0portion. Cette recette n'est plus dans Toque.\n\nRecette\u00a0: https://toque.example/mes-recettes/x",
    );
  });
});
