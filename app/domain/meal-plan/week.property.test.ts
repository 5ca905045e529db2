import fc from "fast-check";
import { describe, expect, it } from "vitest";
// Tests may read the real catalogue; the domain code itself never does.
// eslint-disable-next-line import-x/no-restricted-paths
import { breakfastRecipes } from "~/content/catalogue/breakfasts";
// eslint-disable-next-line import-x/no-restricted-paths
import { catalogueRecipes } from "~/content/catalogue/recipes";
import { addDays } from "../base/week";
import { readIngredient } from "../nutrition/lexicon";
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
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: 7 }),
        fc.constantFrom(...WEEKDAY_MINUTES),
        fc.subarray([...DIET_RESTRICTIONS], { maxLength: 1 }),
        fc.integer({ min: 1, max: 6 }),
        (seed, daysGone, minutes, restrictions, portions) => {
          const from = addDays(MONDAY, daysGone);
          const result = planWeek(library, {
            monday: MONDAY,
            restrictions,
            portions,
            existing: [],
            replaceManual: false,
            seed,
            from,
            weekdayMinutes: minutes,
          });
          if (!result.ok) return; // a clear message, checked elsewhere
          for (const entry of result.entries) {
            expect(entry.day >= from, `${entry.day} avant ${from}`).toBe(true);
            const recipe = byId.get(entry.recipeId);
            expect(recipe?.occasion).not.toBe("fête");
            if (isWeekend(entry.day)) continue;
            expect(recipe?.occasion, entry.name).toBe("quotidien");
            if (entry.type !== "breakfast")
              expect(recipe?.activeMinutes ?? 0, entry.name).toBeLessThanOrEqual(minutes);
          }
          for (const { aisle, items } of shoppingList(result.entries, byId)) {
            for (const item of items) {
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
  });
});
