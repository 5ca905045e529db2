import { type Cuisine, REGIONS, type Region } from "../recipe/labels";

/**
 * Where a catalogue dish comes from: a French region, or a cuisine from abroad that French
 * homes cook. Issue 20's coverage counts both; the recipe page writes them as « Cuisine
 * d'Alsace », « Cuisine libanaise ».
 */

/** The twelve regions the catalogue must cover at least once each (issue 20). */
export const REQUIRED_REGIONS: readonly Region[] = REGIONS.slice(0, 12);

/** « de Bretagne », « d'Alsace », « du Sud-Ouest »: what follows « Cuisine ». */
const OF_REGION: Readonly<Record<Region, string>> = {
  Alsace: "d'Alsace",
  Bretagne: "de Bretagne",
  Provence: "de Provence",
  "Sud-Ouest": "du Sud-Ouest",
  Lyon: "lyonnaise",
  Normandie: "de Normandie",
  Savoie: "de Savoie",
  Nord: "du Nord",
  Bourgogne: "de Bourgogne",
  "Pays basque": "du Pays basque",
  Corse: "corse",
  "Antilles/Réunion": "des Antilles et de la Réunion",
  Lorraine: "de Lorraine",
  Dauphiné: "du Dauphiné",
  Paris: "parisienne",
  "Franche-Comté": "de Franche-Comté",
  Limousin: "du Limousin",
  "Val de Loire": "du Val de Loire",
  Auvergne: "d'Auvergne",
  Languedoc: "du Languedoc",
};

/** « Cuisine d'Alsace », « Cuisine libanaise »; undefined when the dish has neither. */
export function originLabel(origin: { region?: Region; cuisine?: Cuisine }): string | undefined {
  if (origin.region) return `Cuisine ${OF_REGION[origin.region]}`;
  if (origin.cuisine) return `Cuisine ${origin.cuisine}`;
  return undefined;
}
