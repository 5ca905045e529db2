import { weigh } from "../nutrition/compute";
import type { IngredientLine } from "../recipe/model";
import { formatMeasure, formatNumber } from "../text/numbers";
import { produceOf } from "./match";

/**
 * kg CO2e per km of a thermal car, as ADEME's Impact CO2 counts it: 0.192 for the fuel burnt
 * and produced plus 0.0256 for building the car (incubateur-ademe/impactco2,
 * src/data/categories/deplacement.json, « Voiture, moteur thermique », after the Base
 * Empreinte « Routier »). It is per car, not per passenger.
 */
export const THERMAL_CAR_KG_CO2E_PER_KM = 0.192 + 0.0256;

export const CARBON_SOURCE =
  "Calculé d'après les facteurs ADEME Impact CO2 (Agribalyse) des fruits et légumes\u00a0; voiture thermique\u00a0: 0,218\u00a0kg CO₂e par km (ADEME Impact CO2)";

export interface RecipeCarbon {
  /** kg CO2e per portion of the counted ingredients; 0 when none is counted. */
  perPortionKg: number;
  /** Lexicon names of the ingredients that have an ADEME factor. */
  counted: string[];
  /** Ingredients without a factor (or that could not be weighed): never guessed, only named. */
  uncounted: string[];
}

/**
 * The footprint of a recipe's fruit and vegetables, per portion: each ingredient is weighed as
 * the nutrition screen weighs it and multiplied by ADEME's kg CO2e per kg. Toque holds no
 * factor for the rest (meat, dairy, grain…), so those are listed, not estimated. A portion
 * count below 1 or not a number is taken as 1, as for nutrition.
 */
export function recipeCarbon(ingredients: readonly IngredientLine[], servings: number): RecipeCarbon {
  const divisor = Number.isFinite(servings) && servings >= 1 ? servings : 1;
  let totalKg = 0;
  const counted = new Set<string>();
  const uncounted = new Set<string>();
  for (const ingredient of ingredients) {
    const weighed = weigh(ingredient);
    if (!weighed) {
      uncounted.add(ingredient.nom.trim());
      continue;
    }
    for (const { entry, grams } of weighed) {
      const product = produceOf(entry);
      if (product) {
        totalKg += (grams / 1000) * product.co2eKgPerKg;
        counted.add(entry.name);
      } else {
        uncounted.add(entry.name);
      }
    }
  }
  for (const name of counted) uncounted.delete(name);
  return { perPortionKg: totalKg / divisor, counted: [...counted], uncounted: [...uncounted] };
}

/** « 2 km », « 300 m »: the distance a thermal car drives for the same emissions. */
export function carDistance(kg: number): string {
  const km = kg / THERMAL_CAR_KG_CO2E_PER_KM;
  if (km >= 10) return formatMeasure(Math.round(km), "km", 0);
  if (km >= 1) return formatMeasure(km, "km", 1);
  return formatMeasure(Math.max(10, Math.round((km * 1000) / 10) * 10), "m", 0);
}

/**
 * « ≈ 0,4 kg CO₂e par portion pour les fruits et légumes (comme 1,8 km en voiture) », or
 * undefined when no ingredient is counted: a zero would read as a dish without footprint.
 */
export function carbonSentence(carbon: RecipeCarbon): string | undefined {
  if (carbon.counted.length === 0) return undefined;
  const kg = carbon.perPortionKg;
  const figure = formatNumber(kg, kg < 0.1 ? 2 : 1);
  const shown = figure === "0" ? "moins de 0,01" : figure;
  return `≈\u00a0${shown}\u00a0kg CO₂e par portion pour les fruits et légumes (comme ${carDistance(kg)} en voiture)`;
}

/** « Non comptés : bœuf, beurre, sel » (the list is never cut: each one is missing from the figure). */
export function uncountedSentence(carbon: RecipeCarbon): string | undefined {
  if (carbon.uncounted.length === 0) return undefined;
  return `Non comptés\u00a0: ${carbon.uncounted.join(", ")}`;
}
