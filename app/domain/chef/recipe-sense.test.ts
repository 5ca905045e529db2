import { describe, expect, it } from "vitest";
import { foodsNamedIn } from "./recipe-sense";

describe("foodsNamedIn", () => {
  it("reads the foods a step names, not the measure it gives them in", () => {
    // A step scaled for four says « 2 c. à café d'huile » (decision 0069): no coffee in the dish.
    expect(foodsNamedIn("En ajoutant chaque fois 2 c. à café d'huile.").map(({ name }) => name)).toEqual([
      "huile",
    ]);
    expect(foodsNamedIn("Versez le café sur les biscuits.").map(({ name }) => name)).toContain("café");
  });
});
