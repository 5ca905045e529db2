import { describe, expect, it } from "vitest";
import { recipeTimes, totalTimeLabel } from "~/domain/catalogue/times";
import { breakfastRecipes } from "./breakfasts";
import { catalogueRecipes } from "./recipes";

/** The catalogue's times as a cook reads them on the page (decision 0049). */
const recipe = (id: string) => {
  const found = [...catalogueRecipes, ...breakfastRecipes].find((candidate) => candidate.id === id);
  if (!found) throw new Error(id);
  return found;
};

/** « 1 h 30 » as the screen writes it, a figure tied to its unit. */
const nbsp = (text: string) => text.replace(/(?<=\d) (?=h\b|min\b)|(?<=\bh) (?=\d)/g, "\u00a0");

describe("the catalogue's times, waits included", () => {
  it.each([
    // The issue's own cases: the chilling was left out of the time shown.
    ["ile-flottante", "2 h 50, dont 2 h au frais"],
    ["creme-caramel", "4 h 05, dont 3 h au frais"],
    ["flan-coco", "9 h 20, dont 8 h au frais"],
    ["poulet-tikka-masala", "1 h 45, dont 30 min de marinade"],
    // The onions soften during the dough's hour: only a quarter of an hour is waiting.
    ["pissaladiere", "2 h 45, dont 15 min de levée"],
    // Half an hour in the fridge and ten minutes out of the oven: two kinds of wait, one « repos ».
    ["quiche-lorraine", "1 h 50, dont 40 min de repos"],
    ["spaghetti-a-la-carbonara", "25 min"],
  ])("%s takes %s", (id, label) => {
    expect(totalTimeLabel(recipeTimes(recipe(id)))).toBe(nbsp(label));
  });

  it("leaves the waits out of the active time the planner reads", () => {
    const times = recipeTimes(recipe("creme-caramel"));
    expect(times).toMatchObject({ preparation: 20, cooking: 45, rest: 180, restKind: "frais", active: 65 });
  });
});
