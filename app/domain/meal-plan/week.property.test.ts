import fc from "fast-check";
import { describe, expect, it } from "vitest";
// Tests may read the real catalogue; the domain code itself never does.
// eslint-disable-next-line import-x/no-restricted-paths
import { breakfastRecipes } from "~/content/catalogue/breakfasts";
// eslint-disable-next-line import-x/no-restricted-paths
import { catalogueRecipes } from "~/content/catalogue/recipes";
import { addDays } from "../base/week";
import { ingredients, readIngredient } from "../nutrition/lexicon";
import { fruitOutOfSeason } from "../produce/season";
import { monthOf } from "../produce/label";
import { cookedEntries } from "./leftovers";
import { unsellable } from "./retail-lines";
import type { PlannerRecipe } from "./types";
import { WINE_CHOICES, showsWine } from "./wine";
import { recipesById, plannerRecipe } from "./library";
import { isWeekend, WEEKDAY_MINUTES } from "./occasion";
import { planWeek } from "./planner";
import { retailUnitOf } from "./retail";
import { CUPBOARD } from "./set-apart";
import { shoppingList } from "./shopping-list";
import { DIET_RESTRICTIONS } from "../generation/request-schema";

const library = [...catalogueRecipes, ...breakfastRecipes].map(plannerRecipe);
const byId = recipesById(library);
const MONDAY = "2026-11-23";

/** The pack a line names, read back: « 2 plaquettes de 250 g » → 2. */
const packsOf = (quantity: string) => Number(/^(\d+) /.exec(quantity)?.[1] ?? Number.NaN);

describe("weeks generated at random (seeded)", () => {
  it("keep weekdays quick and everyday, the past empty, the list in packs and the cupboard bare", () => {
    let planned = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: 7 }),
        fc.constantFrom(...WEEKDAY_MINUTES),
        fc.subarray([...DIET_RESTRICTIONS], { maxLength: 1 }),
        fc.integer({ min: 1, max: 6 }),
        fc.record({
          leftovers: fc.boolean(),
          preferSeason: fc.boolean(),
          wine: fc.constantFrom(...WINE_CHOICES),
          monday: fc.constantFrom(MONDAY, "2026-06-15", "2027-02-22"),
        }),
        (seed, daysGone, minutes, restrictions, portions, options) => {
          const { monday } = options;
          const from = addDays(monday, daysGone);
          const result = planWeek(library, {
            monday,
            restrictions,
            portions,
            existing: [],
            replaceManual: false,
            seed,
            from,
            weekdayMinutes: minutes,
            leftovers: options.leftovers,
            preferSeason: options.preferSeason,
            wine: options.wine,
          });
          if (!result.ok) return; // a clear message, checked elsewhere
          planned++;
          for (const entry of result.entries) {
            expect(entry.day >= from, `${entry.day} avant ${from}`).toBe(true);
            const recipe = byId.get(entry.recipeId);
            expect(recipe, entry.recipeId).toBeDefined();
            expect(recipe?.occasion).not.toBe("fête");
            if (options.wine === "jamais") expect(showsWine(entry)).toBe(false);
            if (entry.type !== "dinner") expect(showsWine(entry)).toBe(false);
            if (options.preferSeason && entry.type === "breakfast" && recipe)
              expect(fruitOutOfSeason(recipe.ingredients, monthOf(entry.day)), entry.name).toEqual([]);
            if (isWeekend(entry.day)) continue;
            expect(recipe?.occasion, entry.name).toBe("quotidien");
            if (entry.type !== "breakfast")
              // A recipe without its active time is judged on its whole time, as the planner does.
              expect(recipe?.activeMinutes ?? recipe?.totalMinutes, entry.name).toBeLessThanOrEqual(minutes);
          }
          // Leftovers are bought once: the list is the same without the lunches they make.
          const leftovers = result.entries.filter((entry) => entry.leftover);
          if (!options.leftovers) expect(leftovers).toEqual([]);
          expect(cookedEntries(result.entries)).toHaveLength(result.entries.length - leftovers.length);
          const list = shoppingList(result.entries, byId);
          if (leftovers.length > 0)
            expect(list).toEqual(
              shoppingList(
                result.entries.filter((entry) => !entry.leftover),
                byId,
              ),
            );
          for (const { aisle, items } of list) {
            for (const item of items) {
              expect(unsellable(aisle, item), `${aisle} : ${item.text}`).toBeUndefined();
              if (aisle === CUPBOARD) {
                expect(item.quantity, item.key).toBe("");
                continue;
              }
              const entry = readIngredient(item.key)?.entry;
              const unit = entry && entry.id === item.key ? retailUnitOf(entry) : undefined;
              if (unit) {
                // A packed food is bought in whole packs, never by the gram under a pack.
                expect(item.need, item.text).toBeDefined();
                expect(packsOf(item.quantity), item.text).toBeGreaterThanOrEqual(1);
              }
              expect(item.quantity, item.text).not.toMatch(/^0([,\s]|$)/);
            }
          }
        },
      ),
      { seed: 2026, numRuns: 60 },
    );
    // Refusals are allowed (a diet with nothing quick enough), not a property that holds on nothing.
    expect(planned).toBeGreaterThan(40);
    // Sixty weeks planned and listed: a few seconds alone, more on a host shared with others.
  }, 30_000);
});

describe("every food of the lexicon on a list", () => {
  const units = (entry: (typeof ingredients)[number]) => [
    "g",
    "kg",
    ...Object.keys(entry.unitWeights),
    ...(entry.density === undefined ? [] : ["ml", "cl", "c. à soupe"]),
  ];
  const lines = ingredients.flatMap((entry) => units(entry).map((unite) => ({ entry, unite })));

  it("is a pack, a count with its noun, a weight one can ask for, or a cupboard item without quantity", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...lines),
        fc.constantFrom(0.25, 0.5, 1, 2, 5, 30, 250),
        fc.integer({ min: 1, max: 8 }),
        ({ entry, unite }, quantite, portions) => {
          const recipe: PlannerRecipe = {
            id: "essai",
            title: "Essai",
            category: "Plats",
            servings: 4,
            totalMinutes: 20,
            nutrition: { calories: 500, proteines: 20, glucides: 50, lipides: 20, fibres: 4, sodium: 0.5 },
            ingredients: [{ nom: entry.name, quantite, unite }],
          };
          const meal = {
            id: "m",
            name: "Essai",
            type: "dinner" as const,
            day: MONDAY,
            recipeId: "essai",
            portions,
            manual: false,
          };
          for (const { aisle, items } of shoppingList([meal], new Map([["essai", recipe]])))
            for (const item of items)
              expect(
                unsellable(aisle, item),
                `${quantite} ${unite} ${entry.name} → ${item.text}`,
              ).toBeUndefined();
        },
      ),
      { seed: 2026, numRuns: 3000 },
    );
  });
});
