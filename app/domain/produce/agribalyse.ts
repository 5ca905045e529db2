import type { IngredientEntry } from "../nutrition/types";
import { agribalyseFoods, type AgribalyseFood } from "./agribalyse-data.server";
import { CARBON_OVERRIDES } from "./carbon-overrides";
import type { Month } from "./label";
import { hasSeason, produceOf } from "./match";

const byAgb = new Map(agribalyseFoods.map((food) => [food.agb, food]));
const byCiqual = new Map<string, AgribalyseFood[]>();
for (const food of agribalyseFoods) byCiqual.set(food.ciqual, [...(byCiqual.get(food.ciqual) ?? []), food]);

/**
 * The AGRIBALYSE row that gives a lexicon food its kg CO2e per kg in `month`, or undefined when
 * neither its CIQUAL code nor an override leads to one. Where AGRIBALYSE splits a produce into
 * in season and out of season (tomato, strawberry), ADEME's calendar of the produce decides
 * which one this month is; otherwise the French consumption mix, never the air-freighted row.
 */
export function carbonFactor(entry: IngredientEntry, month: Month): AgribalyseFood | undefined {
  const override = CARBON_OVERRIDES[entry.id];
  if (override?.agb.includes("_")) return byAgb.get(override.agb);
  const rows = byCiqual.get(override?.agb ?? entry.ciqualCode);
  if (!rows) return undefined;
  const inSeason = rows.find((row) => row.season === 1);
  const outOfSeason = rows.find((row) => row.season === 0);
  const product = produceOf(entry);
  if (inSeason && outOfSeason && product && hasSeason(product))
    return product.months.includes(month) ? inSeason : outOfSeason;
  return rows.find((row) => row.season === 2 && !row.air) ?? rows[0];
}
