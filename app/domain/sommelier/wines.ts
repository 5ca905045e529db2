import { slugify } from "../text/fold";
import type { FoodCategory } from "./food-categories";

/**
 * Toque's cellar: French appellations described from open facts (grape varieties, style, the food
 * families the X-Wines "Harmonize" column gives for wines of that appellation). Every sentence is ours.
 */

export const wineRegions = [
  "Bordeaux",
  "Bourgogne",
  "Beaujolais",
  "Loire",
  "Rhône",
  "Alsace",
  "Champagne",
  "Languedoc-Roussillon",
  "Provence",
  "Sud-Ouest",
  "Jura",
  "Savoie",
  "Corse",
] as const;

export type WineRegion = (typeof wineRegions)[number];

/** « originaires de … » for each region, with the right preposition and article. */
export const regionOrigin: Record<WineRegion, string> = {
  Bordeaux: "du Bordelais",
  Bourgogne: "de Bourgogne",
  Beaujolais: "du Beaujolais",
  Loire: "du Val de Loire",
  Rhône: "de la vallée du Rhône",
  Alsace: "d'Alsace",
  Champagne: "de Champagne",
  "Languedoc-Roussillon": "du Languedoc-Roussillon",
  Provence: "de Provence",
  "Sud-Ouest": "du Sud-Ouest",
  Jura: "du Jura",
  Savoie: "de Savoie",
  Corse: "de Corse",
};

/**
 * Styles decide the serving temperature and the French type shown to the cook.
 * Two exist beyond the usual families because serving them like their neighbours would spoil them:
 * muscats are drunk colder than the other vins doux naturels, vin jaune warmer than other whites.
 */
export const wineStyles = [
  "light-red",
  "medium-red",
  "full-red",
  "dry-white",
  "great-white",
  "oxidative-white",
  "rose",
  "sparkling",
  "medium-sweet-white",
  "sweet-white",
  "vdn",
  "muscat-vdn",
] as const;

export type WineStyle = (typeof wineStyles)[number];
export type WineColour = "red" | "white" | "rose";
/** 0 means none (tannin or sugar), 5 the most. */
export type Level = 0 | 1 | 2 | 3 | 4 | 5;
export type PairingStrength = 1 | 2 | 3;

const temperatures: Record<WineStyle, readonly [number, number]> = {
  "light-red": [13, 14],
  "medium-red": [15, 16],
  "full-red": [16, 17],
  "dry-white": [8, 10],
  "great-white": [11, 13],
  "oxidative-white": [12, 14],
  rose: [8, 10],
  sparkling: [6, 8],
  "medium-sweet-white": [6, 8],
  "sweet-white": [6, 8],
  vdn: [12, 14],
  "muscat-vdn": [8, 10],
};

/** « 16 à 17 °C ». */
export function servingTemperature(style: WineStyle): string {
  const [low, high] = temperatures[style];
  return `${low} à ${high}\u00a0°C`;
}

const typeLabels: Record<WineStyle, string> = {
  "light-red": "Vin rouge",
  "medium-red": "Vin rouge",
  "full-red": "Vin rouge",
  "dry-white": "Vin blanc sec",
  "great-white": "Vin blanc sec",
  "oxidative-white": "Vin blanc sec",
  rose: "Rosé",
  sparkling: "Effervescent",
  "medium-sweet-white": "Vin blanc moelleux",
  "sweet-white": "Vin blanc liquoreux",
  vdn: "Vin doux naturel",
  "muscat-vdn": "Vin doux naturel",
};

export function wineTypeLabel(style: WineStyle): string {
  return typeLabels[style];
}

export const wineImages = {
  red: "/images/vins/rouge.svg",
  white: "/images/vins/blanc.svg",
  rose: "/images/vins/rose.svg",
  sparkling: "/images/vins/effervescent.svg",
  sweet: "/images/vins/liquoreux.svg",
} as const;

export type WineImage = (typeof wineImages)[keyof typeof wineImages];

const sweetStyles: ReadonlySet<WineStyle> = new Set([
  "medium-sweet-white",
  "sweet-white",
  "vdn",
  "muscat-vdn",
]);

/** The illustration follows what is in the glass: bubbles first, then golden sweet wines, then colour. */
export function wineImage(style: WineStyle, colour: WineColour): WineImage {
  if (style === "sparkling") return wineImages.sparkling;
  if (colour === "red") return wineImages.red;
  if (sweetStyles.has(style)) return wineImages.sweet;
  return colour === "rose" ? wineImages.rose : wineImages.white;
}

export interface Wine {
  readonly id: string;
  readonly name: string;
  readonly style: WineStyle;
  readonly colour: WineColour;
  readonly region: WineRegion;
  readonly grapes: readonly string[];
  readonly body: Level;
  readonly acidity: Level;
  readonly tannin: Level;
  readonly sweetness: Level;
  /** Very perfumed varieties (gewurztraminer, viognier, muscat, savagnin) that stand up to spices. */
  readonly aromatic: boolean;
  readonly pairs: Readonly<Partial<Record<FoodCategory, PairingStrength>>>;
  /** Lexicon ids of dishes this wine is the textbook match for (« huitre » for Muscadet). */
  readonly classics: readonly string[];
  /** What the wine brings, as the subject of a sentence: « ses tanins fermes et ses notes de cassis ». */
  readonly voice: string;
  readonly voicePlural: boolean;
  /** Wines of one family (all Champagnes, both Chablis…) are not suggested together. */
  readonly family: string;
}

const redStyles: ReadonlySet<WineStyle> = new Set(["light-red", "medium-red", "full-red", "vdn"]);

// Our voices always read « son … », « sa … », « ses … » or « sa … et ses … »: several possessives or a
// plural one make the verb plural.
const pluralVoice = /^ses\b|\bet (?:son|sa|ses)\b/;

/** A line of the wine list (wine-list.server.ts); the rest is derived by wineFromSpec. */
export interface WineSpec {
  readonly name: string;
  readonly style: WineStyle;
  readonly region: WineRegion;
  readonly grapes: readonly string[];
  /** Body, acidity, tannin, sweetness. */
  readonly levels: readonly [Level, Level, Level, Level];
  readonly pairs: Wine["pairs"];
  readonly voice: string;
  readonly classics?: readonly string[];
  readonly colour?: WineColour;
  readonly aromatic?: boolean;
  readonly family?: string;
}

export function wineFromSpec(spec: WineSpec): Wine {
  const [body, acidity, tannin, sweetness] = spec.levels;
  return {
    id: slugify(spec.name),
    name: spec.name,
    style: spec.style,
    colour: spec.colour ?? (spec.style === "rose" ? "rose" : redStyles.has(spec.style) ? "red" : "white"),
    region: spec.region,
    grapes: spec.grapes,
    body,
    acidity,
    tannin,
    sweetness,
    aromatic: spec.aromatic ?? false,
    pairs: spec.pairs,
    classics: spec.classics ?? [],
    voice: spec.voice,
    voicePlural: pluralVoice.test(spec.voice),
    family: spec.family ?? slugify(spec.name).split("-")[0] ?? spec.name,
  };
}
