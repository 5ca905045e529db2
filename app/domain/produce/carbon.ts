import { weigh } from "../nutrition/compute";
import type { IngredientLine } from "../recipe/model";
import { formatMeasure, formatNumber } from "../text/numbers";
import { carbonFactor } from "./agribalyse";
import type { Month } from "./label";

/**
 * kg CO2e per km of a thermal car, as ADEME's Impact CO2 counts it: 0.192 for the fuel burnt
 * and produced plus 0.0256 for building the car (incubateur-ademe/impactco2,
 * src/data/categories/deplacement.json, « Voiture, moteur thermique », after the Base
 * Empreinte « Routier »). It is per car, not per passenger.
 */
export const THERMAL_CAR_KG_CO2E_PER_KM = 0.192 + 0.0256;

/**
 * Below this share of the recipe's weight with a factor, no figure is shown: a dish whose
 * beef had no factor would read greener than its vegetables, which is worse than no figure.
 */
export const COUNTED_SHARE_TO_SHOW = 0.95;

export const CARBON_SOURCE =
  "Calculé d'après AGRIBALYSE\u00a03.2 (ADEME / INRAE)\u00a0; voiture thermique\u00a0: 0,218\u00a0kg CO₂e par km (ADEME Impact CO2)";

export interface RecipeCarbon {
  /** kg CO2e per portion of the counted ingredients; 0 when none is counted. */
  perPortionKg: number;
  /** Share of the weighed grams whose food has a factor, 0 to 1 (0 when nothing is weighed). */
  countedShare: number;
  /** Lexicon names of the ingredients that have a factor. */
  counted: string[];
  /** Foods weighed but without a factor: never guessed, only named. */
  uncounted: string[];
  /** Lines that could not be weighed (an unknown food or quantity): their share is unknown. */
  unweighed: string[];
}

/**
 * The footprint of a recipe per portion: each ingredient is weighed as the nutrition screen
 * weighs it and multiplied by AGRIBALYSE's kg CO2e per kg of that food as eaten at home, the
 * out-of-season factor in a month its produce is out of season. A portion count below 1 or not
 * a number is taken as 1, as for nutrition.
 */
export function recipeCarbon(
  ingredients: readonly IngredientLine[],
  servings: number,
  month: Month,
  /** The steps' words, which tell dry pasta or pulses from cooked ones, as for nutrition. */
  steps: readonly string[] = [],
): RecipeCarbon {
  const divisor = Number.isFinite(servings) && servings >= 1 ? servings : 1;
  let totalKg = 0;
  let countedGrams = 0;
  let weighedGrams = 0;
  const counted = new Set<string>();
  const uncounted = new Set<string>();
  const unweighed: string[] = [];
  for (const ingredient of ingredients) {
    const weighed = weigh(ingredient, { steps, servings: divisor });
    if (!weighed) {
      unweighed.push(ingredient.nom.trim());
      continue;
    }
    for (const { entry, grams } of weighed) {
      weighedGrams += grams;
      const factor = carbonFactor(entry, month);
      if (factor) {
        totalKg += (grams / 1000) * factor.co2eKgPerKg;
        countedGrams += grams;
        counted.add(entry.name);
      } else {
        uncounted.add(entry.name);
      }
    }
  }
  return {
    perPortionKg: totalKg / divisor,
    countedShare: weighedGrams > 0 ? countedGrams / weighedGrams : 0,
    counted: [...counted],
    uncounted: [...uncounted].filter((name) => !counted.has(name)),
    unweighed,
  };
}

/** Whether the figure covers enough of the plate to be shown: 95 % of the weight, every line weighed. */
export function carbonIsShown(carbon: RecipeCarbon): boolean {
  return carbon.unweighed.length === 0 && carbon.countedShare >= COUNTED_SHARE_TO_SHOW;
}

/** « 2 km », « 300 m »: the distance a thermal car drives for the same emissions. */
export function carDistance(kg: number): string {
  const km = kg / THERMAL_CAR_KG_CO2E_PER_KM;
  if (km >= 10) return formatMeasure(Math.round(km), "km", 0);
  if (km >= 1) return formatMeasure(km, "km", 1);
  return formatMeasure(Math.max(10, Math.round((km * 1000) / 10) * 10), "m", 0);
}

/** « ≈ 1,4 kg CO₂e » for a kilogram figure, two decimals below 0,1 kg. */
export function carbonFigure(kg: number): string {
  const figure = formatNumber(kg, kg < 0.1 ? 2 : 1);
  return `≈\u00a0${figure === "0" ? "moins de 0,01" : figure}\u00a0kg CO₂e`;
}

/**
 * « ≈ 1,4 kg CO₂e par portion (comme 6,4 km en voiture) », or undefined when the figure does
 * not cover enough of the recipe (carbonIsShown).
 */
export function carbonSentence(carbon: RecipeCarbon): string | undefined {
  if (!carbonIsShown(carbon)) return undefined;
  const kg = carbon.perPortionKg;
  return `${carbonFigure(kg)} par portion (comme ${carDistance(kg)} en voiture)`;
}

/**
 * Why no figure is shown, in words: « Empreinte carbone non calculée : 80 % du poids de la
 * recette a un facteur Agribalyse, il en faut 95 %. Sans facteur : pintade » or the lines that
 * could not be weighed.
 */
export function carbonMissingSentence(carbon: RecipeCarbon): string | undefined {
  if (carbonIsShown(carbon)) return undefined;
  if (carbon.unweighed.length > 0)
    return `Empreinte carbone non calculée\u00a0: Toque ne sait pas peser ${carbon.unweighed.join(", ")}`;
  const share = Math.floor(carbon.countedShare * 100);
  const without = carbon.uncounted.length > 0 ? `. Sans facteur\u00a0: ${carbon.uncounted.join(", ")}` : "";
  return `Empreinte carbone non calculée\u00a0: ${share}\u00a0% du poids de la recette a un facteur Agribalyse, il en faut 95\u00a0%${without}`;
}

/** « Non comptés : safran » when the figure is shown without every food (under 5 % of the weight). */
export function uncountedSentence(carbon: RecipeCarbon): string | undefined {
  if (!carbonIsShown(carbon) || carbon.uncounted.length === 0) return undefined;
  return `Non comptés\u00a0: ${carbon.uncounted.join(", ")}`;
}
