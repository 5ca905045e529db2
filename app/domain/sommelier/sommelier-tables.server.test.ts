import { describe, expect, it } from "vitest";
import { z } from "../zod";
import { cookingLabels, sauceLabels } from "./dish-types";
import { DISH_LEXICON } from "./dish-lexicon.server";
import { foodCategories } from "./food-categories";
import { wineList } from "./wine-list.server";
import { wineRegions, wineStyles } from "./wines";

const level = z.number().int().min(0).max(5);
const category = z.enum(foodCategories);
const region = z.enum(wineRegions);
const cooking = z.enum(Object.keys(cookingLabels) as [keyof typeof cookingLabels]);
const sauce = z.enum(Object.keys(sauceLabels) as [keyof typeof sauceLabels]);
const nounPhrase = z.strictObject({
  text: z.string().min(2),
  gender: z.enum(["m", "f"]),
  plural: z.boolean(),
  elided: z.boolean(),
});

const wineSchema = z.strictObject({
  name: z.string().min(2),
  style: z.enum(wineStyles),
  region,
  grapes: z.array(z.string().min(2)).min(1),
  levels: z.tuple([level, level, level, level]),
  pairs: z.partialRecord(category, z.union([z.literal(1), z.literal(2), z.literal(3)])),
  // The reasons say « Ce vin apporte <voice> »: a possessive opens it.
  voice: z.string().regex(/^(son|sa|ses) /),
  classics: z.array(z.string().min(2)).optional(),
  colour: z.enum(["red", "white", "rose"]).optional(),
  aromatic: z.boolean().optional(),
  family: z.string().min(2).optional(),
});

const dishSchema = z.strictObject({
  keys: z
    .array(
      z
        .string()
        .min(2)
        .regex(/^\S(.*\S)?$/, "sans espace autour"),
    )
    .min(1),
  category: category.optional(),
  noun: nounPhrase.optional(),
  dominant: z.boolean().optional(),
  weak: z.boolean().optional(),
  cooking: cooking.optional(),
  sauce: sauce.optional(),
  withoutSpice: sauce.optional(),
  fruitSauce: sauce.optional(),
  focus: nounPhrase.optional(),
  accent: nounPhrase.optional(),
  flavour: z.enum(["chocolate", "citrus", "fruit"]).optional(),
  dessert: z.boolean().optional(),
  intensity: z.number().min(-3).max(3).optional(),
  regions: z.array(region).optional(),
  secondary: z.array(category).optional(),
});

const repeated = (values: readonly string[]) => values.filter((value, at) => values.indexOf(value) !== at);

describe("la carte des vins", () => {
  it("suit le schéma", () => {
    for (const wine of wineList) expect(wineSchema.safeParse(wine).error?.issues, wine.name).toBeUndefined();
  });

  it("ne nomme pas deux fois un vin, et chacun s'accorde avec au moins un plat", () => {
    expect(repeated(wineList.map((wine) => wine.name))).toEqual([]);
    for (const wine of wineList) expect(Object.keys(wine.pairs).length, wine.name).toBeGreaterThan(0);
  });
});

describe("le lexique des plats", () => {
  it("suit le schéma", () => {
    for (const entry of DISH_LEXICON)
      expect(dishSchema.safeParse(entry).error?.issues, entry.keys[0]).toBeUndefined();
  });

  it("ne donne pas deux fois la même clé", () => {
    for (const entry of DISH_LEXICON) expect(repeated(entry.keys), entry.keys[0]).toEqual([]);
    // Two words name a dish and also what a dish is made with: « tandoori » (the chicken, the
    // spices), « gratinée » (the onion soup, the gratin). The first entry is the one recognised;
    // any other key shared by two entries is a mistake.
    expect(repeated(DISH_LEXICON.flatMap((entry) => entry.keys))).toEqual(["tandoori", "gratinée"]);
  });
});
