import { describe, expect, it } from "vitest";
import { z } from "../zod";
import { ciqualFoods } from "./ciqual-data.server";
import { lexiconFoods } from "./lexicon-foods.server";
import type { IngredientRole, Unit } from "./types";

// `satisfies Record<…>` makes the compiler refuse a list that forgets a role or a unit.
const roles = Object.keys({
  protein: 1,
  vegetable: 1,
  starch: 1,
  dairy: 1,
  fruit: 1,
  aromatic: 1,
  fat: 1,
  sweet: 1,
  baking: 1,
  liquid: 1,
  condiment: 1,
  nut: 1,
} satisfies Record<IngredientRole, 1>) as [IngredientRole, ...IngredientRole[]];
const units = Object.keys({
  g: 1,
  kg: 1,
  ml: 1,
  cl: 1,
  l: 1,
  pièce: 1,
  "c. à soupe": 1,
  "c. à café": 1,
  pincée: 1,
  gousse: 1,
  tranche: 1,
  botte: 1,
  brin: 1,
} satisfies Record<Unit, 1>) as [Unit, ...Unit[]];

/**
 * Written as in a recipe: lower case, but for a proper noun inside (« saucisse de Strasbourg »),
 * and a fat content with its no-break space (« bœuf haché 5 % »).
 */
const frenchName = z.string().regex(/^[a-zà-ÿœæ][\p{L}' -]*(?: \d+\u00a0%)?$/u, "nom en minuscules");
const unit = z.enum(units);

const foodSchema = z.strictObject({
  name: frenchName,
  plural: frenchName.optional(),
  gender: z.enum(["m", "f"]),
  ciqualCode: z.string().refine((code) => code in ciqualFoods, "code absent de la table CIQUAL"),
  role: z.enum(roles),
  tags: z.array(z.enum(["meat", "fish", "dairy", "animal", "gluten"])).optional(),
  aliases: z.array(z.string().min(2)).optional(),
  // A unit weighs edible grams: a pinch is under a gram, a whole bird or a pumpkin some kilograms.
  units: z.partialRecord(unit, z.number().positive().max(5000)).optional(),
  density: z.number().min(0.1).max(2).optional(),
  portion: z.tuple([z.number().positive().max(1000), unit]),
  edible: z.number().gt(0).lt(1).optional(),
  cooked: z
    .strictObject({
      name: z.string().refine((name) => lexiconFoods.some((food) => food.name === name), "aliment absent"),
      family: z.enum(["pasta", "fresh-pasta", "rice", "grain", "semolina", "lentil", "bean"]),
    })
    .optional(),
});

/** Per 100 g of food: no figure can pass 100 g, nor pure fat's 900 kcal. */
const grams = z.number().min(0).max(100);
const ciqualSchema = z.strictObject({
  name: z.string().min(3),
  kcal: z.number().min(0).max(900),
  proteins: grams,
  carbs: grams,
  fat: grams,
  fiber: grams.nullable(),
  // Salt itself holds 39 g of sodium per 100 g.
  sodiumMg: z.number().min(0).max(40_000).nullable(),
});

describe("la table des aliments du lexique", () => {
  it("suit le schéma", () => {
    for (const food of lexiconFoods)
      expect(foodSchema.safeParse(food).error?.issues, food.name).toBeUndefined();
  });

  it("ne nomme pas deux fois un aliment, ni deux fois un synonyme dans une entrée", () => {
    const names = lexiconFoods.map((food) => food.name);
    expect(names.filter((name, at) => names.indexOf(name) !== at)).toEqual([]);
    for (const food of lexiconFoods) {
      const spellings = [food.name, ...(food.aliases ?? [])];
      expect(new Set(spellings).size, food.name).toBe(spellings.length);
    }
  });

  it("relie chaque aliment sec à une ligne CIQUAL cuite ou appertisée, et l'inverse jamais", () => {
    for (const food of lexiconFoods.filter((candidate) => candidate.cooked)) {
      const cooked = lexiconFoods.find((candidate) => candidate.name === food.cooked!.name)!;
      expect(ciqualFoods[food.ciqualCode]!.name, food.name).toMatch(/sec|sèche|cru|à cuire/i);
      expect(ciqualFoods[cooked.ciqualCode]!.name, cooked.name).toMatch(/cuit|appertisé/i);
      expect(cooked.cooked, cooked.name).toBeUndefined();
      expect(cooked.role).toBe(food.role);
    }
  });
});

describe("la table CIQUAL", () => {
  it("suit le schéma, ses chiffres dans les bornes", () => {
    for (const [code, food] of Object.entries(ciqualFoods)) {
      expect(code).toMatch(/^\d{4,5}$/);
      expect(ciqualSchema.safeParse(food).error?.issues, food.name).toBeUndefined();
      // Macronutrients, weighed per 100 g, cannot add up to more than the 100 g; CIQUAL measures
      // them apart, so a pure fat may pass it by a rounding (coconut oil: 100.06 g).
      expect(food.proteins + food.carbs + food.fat, food.name).toBeLessThanOrEqual(101);
    }
  });
});
