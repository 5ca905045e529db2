import { describe, expect, it } from "vitest";
import { z } from "../zod";
import { GLASS_FROM_IBA } from "./glasses";
import { IBA_COCKTAILS } from "./iba-data.server";

const ingredientSchema = z.strictObject({
  // As IBA prints it: "45", "7.5", "1/2", "6-8", or a word (« few », « top up »).
  quantity: z.string(),
  unit: z.string(),
  ingredient: z.string().min(2),
  note: z.string().nullable(),
});

const cocktailSchema = z.strictObject({
  name: z.string().min(2),
  category: z.enum(["The Unforgettables", "Contemporary Classics", "New Era Drinks"]),
  technique: z.enum(["shaken", "stirred", "built", "blended"]),
  glass: z.enum(Object.keys(GLASS_FROM_IBA) as [keyof typeof GLASS_FROM_IBA]).nullable(),
  ice: z.enum(["crushed", "cubes"]).nullable(),
  ingredients: z.array(ingredientSchema).min(2),
});

describe("la liste IBA", () => {
  it("suit le schéma", () => {
    for (const cocktail of IBA_COCKTAILS)
      expect(cocktailSchema.safeParse(cocktail).error?.issues, cocktail.name).toBeUndefined();
  });

  it("ne nomme pas deux fois un cocktail, et ses millilitres restent ceux d'un verre", () => {
    const names = IBA_COCKTAILS.map((cocktail) => cocktail.name);
    expect(new Set(names).size).toBe(names.length);
    for (const cocktail of IBA_COCKTAILS)
      for (const line of cocktail.ingredients)
        if (line.unit === "ml")
          expect(Number(line.quantity), `${cocktail.name}, ${line.ingredient}`).toBeLessThanOrEqual(200);
  });
});
