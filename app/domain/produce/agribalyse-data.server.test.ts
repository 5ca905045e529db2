import { describe, expect, it } from "vitest";
import { z } from "../zod";
import { agribalyseFoods } from "./agribalyse-data.server";
import { CARBON_OVERRIDES } from "./carbon-overrides";

const foodSchema = z.strictObject({
  agb: z.string().regex(/^\d{1,5}(_\d)?$/),
  ciqual: z.string().regex(/^\d{1,5}$/),
  name: z.string().min(2),
  season: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  air: z.boolean(),
  // Tap water is the one food near zero; lamb skewers top the table at 52.5.
  co2eKgPerKg: z.number().positive().max(60),
});

describe("les données AGRIBALYSE", () => {
  it("suivent le schéma, une ligne par code AGB", () => {
    for (const food of agribalyseFoods)
      expect(foodSchema.safeParse(food).error?.issues, food.agb).toBeUndefined();
    expect(new Set(agribalyseFoods.map((food) => food.agb)).size).toBe(agribalyseFoods.length);
  });

  it("n'ont gardé aucun facteur décalé d'une colonne (le hareng fumé vaut 3,17)", () => {
    // The two shifted rows read 3.6e-7 in the source; only tap water may be that low.
    const tiny = agribalyseFoods.filter((food) => food.co2eKgPerKg < 0.001).map((food) => food.name);
    expect(tiny).toEqual(["Eau du robinet"]);
  });

  it("tiennent chaque ligne que nomme la table des plus proches", () => {
    for (const [id, { agb }] of Object.entries(CARBON_OVERRIDES))
      expect(
        agribalyseFoods.some((food) => food.agb === agb || food.ciqual === agb),
        id,
      ).toBe(true);
  });
});
