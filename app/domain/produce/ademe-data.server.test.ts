import { describe, expect, it } from "vitest";
import { z } from "../zod";
import { ciqualFoods } from "../nutrition/ciqual-data.server";
import { ademeProduce } from "./ademe-data.server";

const produceSchema = z.strictObject({
  id: z.string().regex(/^[a-z]+(-[a-z]+)?$/),
  name: z.string().min(2),
  precision: z.string().min(2).optional(),
  category: z.string().min(2),
  ciqualCode: z.string().regex(/^\d{4,5}$/),
  months: z.array(z.number().int().min(1).max(12)).min(1).max(12),
  producedInFrance: z.boolean().nullable(),
  // Kilograms of CO2e per kilogram: about 0.2 for a field vegetable, over 10 for fruit flown in.
  co2eKgPerKg: z.number().positive().max(50),
});

describe("les données ADEME des fruits et légumes", () => {
  it("suivent le schéma, chaque mois une fois", () => {
    for (const produce of ademeProduce) {
      expect(produceSchema.safeParse(produce).error?.issues, produce.id).toBeUndefined();
      expect(new Set(produce.months).size, produce.id).toBe(produce.months.length);
    }
  });

  it("ne donnent pas deux fois le même identifiant", () => {
    const ids = ademeProduce.map((produce) => produce.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("mènent presque toutes à un aliment de la table CIQUAL retenue", () => {
    // The CIQUAL extract holds the lexicon's foods; ADEME lists a few it does not use.
    const known = ademeProduce.filter((produce) => produce.ciqualCode in ciqualFoods);
    expect(known.length).toBeGreaterThan(ademeProduce.length / 2);
  });
});
