import { describe, expect, it } from "vitest";
import { findIngredient } from "../nutrition/lexicon";
import { DEFAULT_NUTRITION_INGREDIENTS } from "./request-schema";

describe("DEFAULT_NUTRITION_INGREDIENTS", () => {
  it("names foods the lexicon knows, so the figures of a default request are computed", () => {
    expect(DEFAULT_NUTRITION_INGREDIENTS.map((name) => findIngredient(name)?.entry.id)).toEqual([
      "poulet",
      "riz",
      "legume",
    ]);
  });
});
