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
  return `${low} à ${high} °C`;
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

interface WineSpec {
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

const redStyles: ReadonlySet<WineStyle> = new Set(["light-red", "medium-red", "full-red", "vdn"]);

// Our voices always read « son … », « sa … », « ses … » or « sa … et ses … »: several possessives or a
// plural one make the verb plural.
const pluralVoice = /^ses\b|\bet (?:son|sa|ses)\b/;

function wine(spec: WineSpec): Wine {
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

const specs: readonly WineSpec[] = [
  // Bordeaux
  {
    name: "Saint-Émilion",
    style: "full-red",
    region: "Bordeaux",
    grapes: ["Merlot", "Cabernet franc"],
    levels: [4, 3, 3, 0],
    pairs: { "red-meat": 3, duck: 3, lamb: 2, game: 2, mushrooms: 2, "cheese-pressed": 1 },
    voice: "son merlot velouté et ses notes de prune mûre",
    classics: ["entrecote bordelaise", "lamproie"],
    family: "saint-emilion",
  },
  {
    name: "Pomerol",
    style: "full-red",
    region: "Bordeaux",
    grapes: ["Merlot", "Cabernet franc"],
    levels: [4, 3, 3, 0],
    pairs: { duck: 3, game: 3, mushrooms: 3, "red-meat": 2, lamb: 2 },
    voice: "sa texture veloutée et ses arômes de truffe",
    classics: ["truffe", "cepe"],
  },
  {
    name: "Pauillac",
    style: "full-red",
    region: "Bordeaux",
    grapes: ["Cabernet-sauvignon", "Merlot", "Cabernet franc", "Petit verdot"],
    levels: [5, 4, 5, 0],
    pairs: { lamb: 3, "red-meat": 3, game: 2, "cheese-pressed": 1 },
    voice: "sa charpente de cabernet et ses notes de cassis et de cèdre",
    classics: ["agneau pauillac", "gigot"],
  },
  {
    name: "Margaux",
    style: "full-red",
    region: "Bordeaux",
    grapes: ["Cabernet-sauvignon", "Merlot", "Petit verdot"],
    levels: [4, 4, 4, 0],
    pairs: { "red-meat": 3, lamb: 3, game: 2, poultry: 1 },
    voice: "ses tanins racés et son parfum de violette",
    classics: ["filet boeuf", "tournedos"],
  },
  {
    name: "Pessac-Léognan blanc",
    style: "great-white",
    region: "Bordeaux",
    grapes: ["Sauvignon blanc", "Sémillon"],
    levels: [3, 4, 0, 0],
    pairs: { "rich-fish": 3, "lean-fish": 3, shellfish: 2, poultry: 2, veal: 1 },
    voice: "son sauvignon élevé en fût et sa texture soyeuse",
    family: "pessac-blanc",
  },
  {
    name: "Bordeaux supérieur",
    style: "medium-red",
    region: "Bordeaux",
    grapes: ["Merlot", "Cabernet-sauvignon", "Cabernet franc"],
    levels: [3, 3, 3, 0],
    pairs: { "red-meat": 2, duck: 2, "pasta-pizza": 2, charcuterie: 2, "cheese-pressed": 1 },
    voice: "son fruit rouge gourmand et ses tanins souples",
    classics: ["hachis parmentier", "burger"],
  },
  {
    name: "Entre-deux-Mers",
    style: "dry-white",
    region: "Bordeaux",
    grapes: ["Sauvignon blanc", "Sémillon", "Muscadelle"],
    levels: [2, 4, 0, 0],
    pairs: { shellfish: 3, "lean-fish": 2, vegetables: 2, "cheese-goat": 1 },
    voice: "son nez d'agrumes et sa vivacité",
  },
  {
    name: "Sauternes",
    style: "sweet-white",
    region: "Bordeaux",
    grapes: ["Sémillon", "Sauvignon blanc", "Muscadelle"],
    levels: [5, 3, 0, 5],
    pairs: {
      "foie-gras": 3,
      "cheese-blue": 3,
      "fruit-dessert": 3,
      "sweet-dessert": 2,
      "citrus-dessert": 1,
      "cheese-board": 2,
    },
    voice: "sa liqueur aux notes d'abricot confit et de miel",
    classics: ["roquefort", "foie gras"],
  },

  // Bourgogne
  {
    name: "Chablis",
    style: "dry-white",
    region: "Bourgogne",
    grapes: ["Chardonnay"],
    levels: [2, 5, 0, 0],
    pairs: { shellfish: 3, "lean-fish": 3, "cheese-goat": 2, poultry: 1, charcuterie: 1 },
    voice: "sa tension minérale et ses notes de pierre à fusil",
    classics: ["huitre", "escargot", "andouillette"],
  },
  {
    name: "Chablis premier cru",
    style: "great-white",
    region: "Bourgogne",
    grapes: ["Chardonnay"],
    levels: [3, 4, 0, 0],
    pairs: { "lean-fish": 3, shellfish: 3, "rich-fish": 2, poultry: 2, veal: 1 },
    voice: "sa minéralité profonde et sa texture plus ample",
    classics: ["sandre"],
  },
  {
    name: "Meursault",
    style: "great-white",
    region: "Bourgogne",
    grapes: ["Chardonnay"],
    levels: [4, 3, 0, 0],
    pairs: {
      "lean-fish": 3,
      "rich-fish": 3,
      poultry: 3,
      veal: 3,
      shellfish: 2,
      "cheese-pressed": 2,
      mushrooms: 2,
    },
    voice: "sa rondeur beurrée et ses notes de noisette grillée",
    classics: ["sole", "homard", "blanquette", "turbot"],
  },
  {
    name: "Pouilly-Fuissé",
    style: "great-white",
    region: "Bourgogne",
    grapes: ["Chardonnay"],
    levels: [3, 3, 0, 0],
    pairs: {
      poultry: 3,
      "rich-fish": 2,
      "lean-fish": 2,
      veal: 2,
      "pasta-pizza": 2,
      "cheese-goat": 1,
      vegetables: 1,
    },
    voice: "son chardonnay solaire et ses notes de fleurs blanches",
    classics: ["poulet creme", "volaille bresse"],
  },
  {
    name: "Bourgogne aligoté",
    style: "dry-white",
    region: "Bourgogne",
    grapes: ["Aligoté"],
    levels: [1, 5, 0, 0],
    pairs: { shellfish: 2, charcuterie: 2, vegetables: 2, "cheese-goat": 1 },
    voice: "son acidité citronnée et sa légèreté",
    classics: ["escargot", "jambon persille", "gougere"],
    family: "aligote",
  },
  {
    name: "Bourgogne rouge",
    style: "light-red",
    region: "Bourgogne",
    grapes: ["Pinot noir"],
    levels: [2, 4, 2, 0],
    pairs: {
      poultry: 3,
      veal: 2,
      mushrooms: 2,
      charcuterie: 2,
      pork: 2,
      "rich-fish": 1,
      "cheese-soft": 1,
    },
    voice: "son pinot noir croquant et ses arômes de griotte",
    classics: ["oeuf meurette", "coq vin", "poulet roti"],
    family: "bourgogne-rouge",
  },
  {
    name: "Gevrey-Chambertin",
    style: "medium-red",
    region: "Bourgogne",
    grapes: ["Pinot noir"],
    levels: [4, 4, 3, 0],
    pairs: { "red-meat": 3, game: 3, duck: 2, "cheese-soft": 2, mushrooms: 2 },
    voice: "sa profondeur et ses notes de fruits noirs et de sous-bois",
    classics: ["boeuf bourguignon", "epoisse"],
  },
  {
    name: "Pommard",
    style: "medium-red",
    region: "Bourgogne",
    grapes: ["Pinot noir"],
    levels: [4, 4, 4, 0],
    pairs: { "red-meat": 3, game: 2, duck: 2, "cheese-soft": 1 },
    voice: "sa structure ferme et ses notes de cerise noire",
    classics: ["coq vin"],
  },
  {
    name: "Nuits-Saint-Georges",
    style: "medium-red",
    region: "Bourgogne",
    grapes: ["Pinot noir"],
    levels: [4, 4, 3, 0],
    pairs: { "red-meat": 3, game: 3, mushrooms: 2, "cheese-soft": 2, duck: 2 },
    voice: "sa chair serrée et ses notes de cassis et d'épices",
    classics: ["civet", "chevreuil"],
  },
  {
    name: "Volnay",
    style: "light-red",
    region: "Bourgogne",
    grapes: ["Pinot noir"],
    levels: [3, 4, 2, 0],
    pairs: { poultry: 3, veal: 3, mushrooms: 2, "rich-fish": 1 },
    voice: "sa délicatesse et ses parfums de fruits rouges",
    classics: ["pintade", "caille"],
  },

  // Beaujolais
  {
    name: "Morgon",
    style: "medium-red",
    region: "Beaujolais",
    grapes: ["Gamay"],
    levels: [3, 4, 2, 0],
    pairs: {
      charcuterie: 3,
      pork: 3,
      poultry: 2,
      "red-meat": 2,
      "pasta-pizza": 2,
      "cheese-soft": 1,
    },
    voice: "son gamay charnu et ses notes de cerise et de kirsch",
    classics: ["saucisson", "andouillette"],
  },
  {
    name: "Fleurie",
    style: "light-red",
    region: "Beaujolais",
    grapes: ["Gamay"],
    levels: [2, 4, 1, 0],
    pairs: { poultry: 3, charcuterie: 3, pork: 2, "rich-fish": 1, vegetables: 1, "cheese-pressed": 1 },
    voice: "son fruit floral et sa souplesse",
    classics: ["quenelle"],
  },
  {
    name: "Beaujolais-Villages",
    style: "light-red",
    region: "Beaujolais",
    grapes: ["Gamay"],
    levels: [2, 4, 1, 0],
    pairs: { charcuterie: 3, "pasta-pizza": 2, pork: 2, poultry: 2, vegetables: 1 },
    voice: "son fruit croquant de framboise",
    classics: ["terrine", "rillette"],
  },

  // Loire
  {
    name: "Muscadet Sèvre-et-Maine",
    style: "dry-white",
    region: "Loire",
    grapes: ["Melon de Bourgogne"],
    levels: [1, 5, 0, 0],
    pairs: { shellfish: 3, "lean-fish": 3, vegetables: 1 },
    voice: "sa vivacité saline et sa légèreté",
    classics: ["huitre", "moule", "plateau fruit mer"],
  },
  {
    name: "Sancerre",
    style: "dry-white",
    region: "Loire",
    grapes: ["Sauvignon blanc"],
    levels: [2, 5, 0, 0],
    pairs: {
      "cheese-goat": 3,
      "lean-fish": 3,
      shellfish: 2,
      vegetables: 2,
      spicy: 1,
      pork: 1,
      "cheese-board": 2,
    },
    voice: "sa fraîcheur d'agrumes et sa minéralité de silex",
    classics: ["crottin", "chevre", "asperge"],
  },
  {
    name: "Sancerre rouge",
    style: "light-red",
    region: "Loire",
    grapes: ["Pinot noir"],
    levels: [2, 4, 2, 0],
    pairs: { "rich-fish": 2, poultry: 2, charcuterie: 2, "cheese-soft": 1, "cheese-goat": 1 },
    voice: "sa souplesse et ses notes de petits fruits rouges",
    family: "sancerre-rouge",
  },
  {
    name: "Pouilly-Fumé",
    style: "dry-white",
    region: "Loire",
    grapes: ["Sauvignon blanc"],
    levels: [3, 4, 0, 0],
    pairs: {
      "lean-fish": 3,
      "cheese-goat": 3,
      shellfish: 2,
      vegetables: 2,
      "rich-fish": 2,
      spicy: 1,
    },
    voice: "ses notes de pierre à fusil et sa fraîcheur",
    classics: ["saumon fume", "sandre", "crottin"],
  },
  {
    name: "Vouvray",
    style: "dry-white",
    region: "Loire",
    grapes: ["Chenin blanc"],
    levels: [3, 5, 0, 1],
    pairs: {
      poultry: 3,
      veal: 2,
      pork: 2,
      "lean-fish": 2,
      "cheese-goat": 2,
      spicy: 1,
      vegetables: 1,
    },
    voice: "son chenin vif et ses notes de coing et de miel",
    classics: ["rillette", "rillon"],
  },
  {
    name: "Savennières",
    style: "great-white",
    region: "Loire",
    grapes: ["Chenin blanc"],
    levels: [4, 5, 0, 0],
    pairs: { "rich-fish": 3, poultry: 2, veal: 2, "lean-fish": 2, mushrooms: 1 },
    voice: "sa densité et son acidité tranchante",
    classics: ["beurre blanc"],
  },
  {
    name: "Chinon",
    style: "medium-red",
    region: "Loire",
    grapes: ["Cabernet franc"],
    levels: [3, 4, 3, 0],
    pairs: { charcuterie: 2, pork: 3, poultry: 2, "red-meat": 2, mushrooms: 1 },
    voice: "sa fraîcheur de cabernet franc et ses notes de framboise",
    classics: ["filet mignon", "rillon"],
  },
  {
    name: "Saumur-Champigny",
    style: "light-red",
    region: "Loire",
    grapes: ["Cabernet franc"],
    levels: [2, 4, 2, 0],
    pairs: { charcuterie: 3, pork: 2, poultry: 2, "rich-fish": 1, vegetables: 1 },
    voice: "son fruit éclatant et ses tanins légers",
  },
  {
    name: "Crémant de Loire",
    style: "sparkling",
    region: "Loire",
    grapes: ["Chenin blanc", "Chardonnay", "Cabernet franc"],
    levels: [2, 4, 0, 1],
    pairs: { shellfish: 2, "lean-fish": 2, "cheese-goat": 1, vegetables: 1 },
    voice: "ses bulles vives et ses notes de poire",
  },
  {
    name: "Coteaux-du-Layon",
    style: "medium-sweet-white",
    region: "Loire",
    grapes: ["Chenin blanc"],
    levels: [4, 4, 0, 4],
    pairs: {
      "fruit-dessert": 3,
      "citrus-dessert": 3,
      "foie-gras": 2,
      "cheese-blue": 2,
      "sweet-dessert": 2,
      spicy: 1,
    },
    voice: "sa liqueur fraîche aux notes de coing et d'abricot",
    classics: ["tarte tatin"],
  },
  {
    name: "Cabernet d'Anjou",
    style: "rose",
    region: "Loire",
    grapes: ["Cabernet franc", "Cabernet-sauvignon"],
    levels: [2, 3, 1, 2],
    pairs: { spicy: 3, vegetables: 1, "fruit-dessert": 1, pork: 1, charcuterie: 1 },
    voice: "son fruit tendre et sa légère douceur",
  },

  // Rhône
  {
    name: "Crozes-Hermitage",
    style: "medium-red",
    region: "Rhône",
    grapes: ["Syrah"],
    levels: [3, 3, 3, 0],
    pairs: { "red-meat": 3, lamb: 2, pork: 2, duck: 2, charcuterie: 2, "pasta-pizza": 1 },
    voice: "sa syrah fruitée et ses notes de poivre et de violette",
    classics: ["entrecote", "brochette"],
  },
  {
    name: "Hermitage",
    style: "full-red",
    region: "Rhône",
    grapes: ["Syrah"],
    levels: [5, 4, 5, 0],
    pairs: { game: 3, "red-meat": 3, lamb: 2, duck: 2 },
    voice: "sa densité et ses notes de fruits noirs, de poivre et de fumée",
    classics: ["chevreuil", "biche"],
  },
  {
    name: "Côte-Rôtie",
    style: "full-red",
    region: "Rhône",
    grapes: ["Syrah", "Viognier"],
    levels: [4, 4, 4, 0],
    pairs: { game: 3, lamb: 3, "red-meat": 2, duck: 2 },
    voice: "son élégance florale et ses notes de violette et de lard fumé",
    classics: ["pigeon", "carre agneau"],
  },
  {
    name: "Saint-Joseph",
    style: "medium-red",
    region: "Rhône",
    grapes: ["Syrah"],
    levels: [3, 4, 3, 0],
    pairs: { "red-meat": 2, lamb: 2, pork: 2, charcuterie: 2, duck: 2, mushrooms: 1 },
    voice: "son fruit de syrah et ses tanins fins",
  },
  {
    name: "Châteauneuf-du-Pape",
    style: "full-red",
    region: "Rhône",
    grapes: ["Grenache", "Syrah", "Mourvèdre"],
    levels: [5, 3, 4, 0],
    pairs: { lamb: 3, game: 3, "red-meat": 3, duck: 2, "cheese-pressed": 1 },
    voice: "sa générosité solaire et ses notes de garrigue",
    classics: ["daube", "sanglier"],
  },
  {
    name: "Gigondas",
    style: "full-red",
    region: "Rhône",
    grapes: ["Grenache", "Syrah", "Mourvèdre"],
    levels: [5, 3, 4, 0],
    pairs: { game: 3, lamb: 3, "red-meat": 2 },
    voice: "sa puissance et ses notes de fruits noirs et d'épices",
    classics: ["sanglier", "civet"],
  },
  {
    name: "Côtes-du-Rhône",
    style: "medium-red",
    region: "Rhône",
    grapes: ["Grenache", "Syrah"],
    levels: [3, 3, 3, 0],
    pairs: {
      "pasta-pizza": 3,
      "red-meat": 2,
      lamb: 2,
      pork: 2,
      charcuterie: 2,
      spicy: 1,
      "cheese-pressed": 1,
    },
    voice: "son fruit rouge généreux et ses tanins ronds",
    classics: ["lasagne", "spaghetti bolognaise", "moussaka"],
  },
  {
    name: "Condrieu",
    style: "great-white",
    region: "Rhône",
    grapes: ["Viognier"],
    levels: [4, 2, 0, 0],
    pairs: { spicy: 3, shellfish: 2, "rich-fish": 2, poultry: 2, "cheese-goat": 1 },
    voice: "son parfum d'abricot et de fleurs blanches",
    aromatic: true,
    classics: ["langoustine", "picodon"],
  },
  {
    name: "Tavel",
    style: "rose",
    region: "Rhône",
    grapes: ["Grenache", "Cinsault"],
    levels: [4, 3, 1, 0],
    pairs: {
      spicy: 2,
      vegetables: 2,
      pork: 2,
      poultry: 2,
      "pasta-pizza": 2,
      charcuterie: 2,
      "rich-fish": 1,
    },
    voice: "sa couleur soutenue et sa vinosité",
    classics: ["paella", "couscous"],
  },
  {
    name: "Muscat de Beaumes-de-Venise",
    style: "muscat-vdn",
    region: "Rhône",
    grapes: ["Muscat à petits grains"],
    levels: [3, 3, 0, 5],
    pairs: { "fruit-dessert": 3, "citrus-dessert": 2, "sweet-dessert": 2, "cheese-blue": 1 },
    voice: "son parfum de raisin frais et d'agrumes",
    aromatic: true,
    classics: ["melon", "salade fruit"],
  },
  {
    name: "Rasteau",
    style: "vdn",
    region: "Rhône",
    grapes: ["Grenache noir"],
    levels: [5, 3, 3, 5],
    pairs: { "chocolate-dessert": 3, "cheese-blue": 2, "fruit-dessert": 1, "sweet-dessert": 1 },
    voice: "ses notes de cerise à l'eau-de-vie et de cacao",
  },

  // Alsace
  {
    name: "Riesling d'Alsace",
    style: "dry-white",
    region: "Alsace",
    grapes: ["Riesling"],
    levels: [3, 5, 0, 0],
    pairs: {
      pork: 3,
      charcuterie: 3,
      "lean-fish": 3,
      shellfish: 2,
      "rich-fish": 2,
      spicy: 2,
      vegetables: 1,
    },
    voice: "sa droiture et ses notes d'agrumes et de pierre",
    classics: ["choucroute", "choucroute mer", "baeckeoffe", "sushi", "tarte flambee"],
  },
  {
    name: "Gewurztraminer d'Alsace",
    style: "dry-white",
    region: "Alsace",
    grapes: ["Gewurztraminer"],
    levels: [4, 2, 0, 1],
    pairs: { spicy: 3, "cheese-soft": 3, "foie-gras": 1, "cheese-board": 1 },
    voice: "son exubérance de rose et de litchi",
    aromatic: true,
    classics: ["munster", "curry"],
    family: "gewurztraminer",
  },
  {
    name: "Pinot gris d'Alsace",
    style: "dry-white",
    region: "Alsace",
    grapes: ["Pinot gris"],
    levels: [4, 3, 0, 1],
    pairs: {
      pork: 3,
      charcuterie: 2,
      poultry: 2,
      mushrooms: 2,
      "foie-gras": 2,
      spicy: 2,
    },
    voice: "sa rondeur et ses notes fumées de sous-bois",
    classics: ["choucroute", "baeckeoffe", "foie gras"],
  },
  {
    name: "Sylvaner d'Alsace",
    style: "dry-white",
    region: "Alsace",
    grapes: ["Sylvaner"],
    levels: [2, 4, 0, 0],
    pairs: { shellfish: 2, charcuterie: 2, vegetables: 2, pork: 2, "lean-fish": 1 },
    voice: "sa légèreté désaltérante",
    classics: ["choucroute", "asperge", "tarte flambee"],
  },
  {
    name: "Pinot noir d'Alsace",
    style: "light-red",
    region: "Alsace",
    grapes: ["Pinot noir"],
    levels: [2, 4, 2, 0],
    pairs: { pork: 2, poultry: 2, charcuterie: 2, "rich-fish": 1 },
    voice: "sa fraîcheur et ses notes de cerise",
    family: "pinot-noir-alsace",
  },
  {
    name: "Crémant d'Alsace",
    style: "sparkling",
    region: "Alsace",
    grapes: ["Pinot blanc", "Auxerrois", "Riesling", "Chardonnay"],
    levels: [2, 4, 0, 1],
    pairs: { shellfish: 2, "lean-fish": 2, charcuterie: 1, vegetables: 1 },
    voice: "sa mousse légère et ses notes de fleurs blanches",
    classics: ["kouglof", "tarte flambee"],
  },
  {
    name: "Gewurztraminer vendanges tardives",
    style: "sweet-white",
    region: "Alsace",
    grapes: ["Gewurztraminer"],
    levels: [5, 3, 0, 4],
    pairs: { "foie-gras": 3, "cheese-soft": 2, "cheese-blue": 2, "fruit-dessert": 2, spicy: 1 },
    voice: "sa liqueur parfumée de rose et de fruits exotiques",
    aromatic: true,
    classics: ["munster", "foie gras"],
    family: "gewurztraminer",
  },

  // Champagne
  {
    name: "Champagne brut",
    style: "sparkling",
    region: "Champagne",
    grapes: ["Chardonnay", "Pinot noir", "Pinot meunier"],
    levels: [2, 4, 0, 1],
    pairs: {
      shellfish: 3,
      "lean-fish": 2,
      "rich-fish": 2,
      "cheese-soft": 2,
      poultry: 1,
      "cheese-board": 1,
    },
    voice: "ses bulles fines et ses notes de brioche et d'agrumes",
    classics: ["huitre", "caviar", "chaource", "brie"],
  },
  {
    name: "Champagne blanc de blancs",
    style: "sparkling",
    region: "Champagne",
    grapes: ["Chardonnay"],
    levels: [2, 5, 0, 0],
    pairs: { shellfish: 3, "lean-fish": 3, "rich-fish": 2 },
    voice: "sa finesse crayeuse et ses bulles ciselées",
    classics: ["saint jacque", "sushi", "caviar"],
  },
  {
    name: "Champagne rosé",
    style: "sparkling",
    colour: "rose",
    region: "Champagne",
    grapes: ["Pinot noir", "Chardonnay", "Pinot meunier"],
    levels: [3, 4, 1, 1],
    pairs: { "rich-fish": 2, poultry: 2, shellfish: 2, duck: 1, "fruit-dessert": 1, spicy: 1 },
    voice: "ses bulles gourmandes et ses notes de fraise des bois",
    classics: ["saumon", "homard"],
  },
  {
    name: "Champagne demi-sec",
    style: "sparkling",
    region: "Champagne",
    grapes: ["Pinot noir", "Pinot meunier", "Chardonnay"],
    levels: [2, 4, 0, 3],
    pairs: { "fruit-dessert": 3, "citrus-dessert": 2, "sweet-dessert": 2, spicy: 1 },
    voice: "sa douceur légère portée par une bulle vive",
    classics: ["biscuit rose", "fraisier", "charlotte"],
  },

  // Languedoc-Roussillon
  {
    name: "Picpoul de Pinet",
    style: "dry-white",
    region: "Languedoc-Roussillon",
    grapes: ["Piquepoul"],
    levels: [1, 5, 0, 0],
    pairs: { shellfish: 3, "lean-fish": 2, vegetables: 1 },
    voice: "sa vivacité citronnée et sa salinité",
    classics: ["huitre", "moule", "tielle"],
  },
  {
    name: "Corbières",
    style: "medium-red",
    region: "Languedoc-Roussillon",
    grapes: ["Carignan", "Grenache", "Syrah", "Mourvèdre"],
    levels: [4, 3, 3, 0],
    pairs: {
      "red-meat": 2,
      lamb: 2,
      "pasta-pizza": 2,
      charcuterie: 2,
      duck: 2,
      spicy: 1,
    },
    voice: "son fruit noir et ses notes de garrigue",
    classics: ["cassoulet", "chili con carne"],
  },
  {
    name: "Pic-Saint-Loup",
    style: "medium-red",
    region: "Languedoc-Roussillon",
    grapes: ["Syrah", "Grenache", "Mourvèdre"],
    levels: [4, 4, 3, 0],
    pairs: { lamb: 3, game: 2, "red-meat": 2, duck: 2 },
    voice: "sa fraîcheur de syrah et ses notes de thym et de fruits noirs",
    classics: ["souris agneau", "gigot"],
  },
  {
    name: "Banyuls",
    style: "vdn",
    region: "Languedoc-Roussillon",
    grapes: ["Grenache noir"],
    levels: [5, 3, 3, 5],
    pairs: { "chocolate-dessert": 3, "cheese-blue": 2, "sweet-dessert": 2, "fruit-dessert": 1 },
    voice: "ses notes de cacao, de pruneau et de fruits confits",
    classics: ["fondant chocolat", "foret noire", "roquefort"],
  },
  {
    name: "Maury",
    style: "vdn",
    region: "Languedoc-Roussillon",
    grapes: ["Grenache noir"],
    levels: [5, 3, 3, 5],
    pairs: { "chocolate-dessert": 3, "cheese-blue": 2, "sweet-dessert": 1 },
    voice: "sa liqueur de fruits noirs et de café",
    classics: ["mousse chocolat", "brownie"],
  },
  {
    name: "Rivesaltes ambré",
    style: "vdn",
    colour: "white",
    region: "Languedoc-Roussillon",
    grapes: ["Grenache blanc", "Grenache gris", "Macabeu"],
    levels: [4, 3, 0, 5],
    pairs: {
      "sweet-dessert": 3,
      "chocolate-dessert": 2,
      "cheese-blue": 2,
      "fruit-dessert": 2,
    },
    voice: "ses notes de noix, de caramel et d'orange confite",
    classics: ["tarte tatin", "creme brulee", "creme caramel"],
  },
  {
    name: "Muscat de Rivesaltes",
    style: "muscat-vdn",
    region: "Languedoc-Roussillon",
    grapes: ["Muscat à petits grains", "Muscat d'Alexandrie"],
    levels: [3, 3, 0, 5],
    pairs: { "fruit-dessert": 3, "citrus-dessert": 3, "sweet-dessert": 1 },
    voice: "son nez de fruits exotiques et de menthe fraîche",
    aromatic: true,
    family: "muscat-rivesaltes",
    classics: ["melon", "tarte citron"],
  },

  // Provence
  {
    name: "Côtes de Provence rosé",
    style: "rose",
    region: "Provence",
    grapes: ["Grenache", "Cinsault", "Syrah", "Rolle"],
    levels: [2, 3, 1, 0],
    pairs: {
      vegetables: 3,
      shellfish: 2,
      "lean-fish": 2,
      spicy: 2,
      "pasta-pizza": 2,
      poultry: 1,
      charcuterie: 1,
    },
    voice: "sa robe pâle et ses notes d'agrumes et de pêche blanche",
    classics: ["salade nicoise", "ratatouille", "pissaladiere", "tian"],
  },
  {
    name: "Bandol rouge",
    style: "full-red",
    region: "Provence",
    grapes: ["Mourvèdre", "Grenache", "Cinsault"],
    levels: [5, 3, 5, 0],
    pairs: { lamb: 3, game: 3, "red-meat": 3, "cheese-pressed": 1 },
    voice: "son mourvèdre puissant et ses notes de cuir et de garrigue",
    classics: ["daube", "gigot"],
    family: "bandol-rouge",
  },
  {
    name: "Bandol rosé",
    style: "rose",
    region: "Provence",
    grapes: ["Mourvèdre", "Grenache", "Cinsault"],
    levels: [3, 3, 1, 0],
    pairs: { "rich-fish": 3, "lean-fish": 2, shellfish: 2, vegetables: 2, spicy: 2, poultry: 2 },
    voice: "sa structure de mourvèdre et ses notes d'épices douces",
    classics: ["bouillabaisse", "aioli"],
    family: "bandol-rose",
  },
  {
    name: "Cassis blanc",
    style: "dry-white",
    region: "Provence",
    grapes: ["Marsanne", "Clairette"],
    levels: [3, 3, 0, 0],
    pairs: { "lean-fish": 3, shellfish: 3, "rich-fish": 2, vegetables: 1 },
    voice: "ses arômes de fleurs blanches et son amertume délicate",
    classics: ["bouillabaisse", "oursin", "rouget"],
  },

  // Sud-Ouest
  {
    name: "Cahors",
    style: "full-red",
    region: "Sud-Ouest",
    grapes: ["Malbec", "Merlot"],
    levels: [5, 3, 5, 0],
    pairs: { duck: 3, "red-meat": 3, game: 2, lamb: 2, charcuterie: 1 },
    voice: "son malbec sombre et ses notes de mûre et de réglisse",
    classics: ["confit canard", "cassoulet", "truffe"],
  },
  {
    name: "Madiran",
    style: "full-red",
    region: "Sud-Ouest",
    grapes: ["Tannat", "Cabernet franc"],
    levels: [5, 3, 5, 0],
    pairs: { duck: 3, "red-meat": 3, game: 2, "cheese-pressed": 2 },
    voice: "ses tanins puissants de tannat et ses notes de fruits noirs",
    classics: ["magret", "magret canard", "confit canard", "garbure"],
  },
  {
    name: "Jurançon moelleux",
    style: "medium-sweet-white",
    region: "Sud-Ouest",
    grapes: ["Petit manseng", "Gros manseng"],
    levels: [4, 5, 0, 4],
    pairs: {
      "foie-gras": 3,
      "citrus-dessert": 3,
      "fruit-dessert": 3,
      "cheese-pressed": 2,
      "cheese-blue": 2,
      spicy: 1,
    },
    voice: "sa douceur vive aux notes d'ananas et de mangue",
    classics: ["foie gras", "ossau iraty", "tarte citron"],
  },
  {
    name: "Jurançon sec",
    style: "dry-white",
    region: "Sud-Ouest",
    grapes: ["Gros manseng", "Petit manseng"],
    levels: [3, 5, 0, 0],
    pairs: { "lean-fish": 2, shellfish: 2, spicy: 2, "cheese-pressed": 2, "rich-fish": 2 },
    voice: "sa vivacité et ses notes de fruits exotiques",
    classics: ["ossau iraty", "piperade", "merlu"],
    family: "jurancon-sec",
  },
  {
    name: "Monbazillac",
    style: "sweet-white",
    region: "Sud-Ouest",
    grapes: ["Sémillon", "Sauvignon blanc", "Muscadelle"],
    levels: [5, 3, 0, 5],
    pairs: { "foie-gras": 3, "cheese-blue": 2, "fruit-dessert": 2, "sweet-dessert": 2 },
    voice: "sa liqueur de miel et de fruits secs",
    classics: ["foie gras"],
  },

  // Jura
  {
    name: "Arbois rouge",
    style: "light-red",
    region: "Jura",
    grapes: ["Poulsard", "Trousseau", "Pinot noir"],
    levels: [2, 4, 1, 0],
    pairs: {
      charcuterie: 2,
      poultry: 2,
      "cheese-pressed": 2,
      mushrooms: 2,
      "rich-fish": 1,
      "cheese-board": 2,
    },
    voice: "sa légèreté et ses notes de groseille et d'épices",
    classics: ["saucisse morteau"],
  },
  {
    name: "Côtes du Jura blanc",
    style: "great-white",
    region: "Jura",
    grapes: ["Chardonnay", "Savagnin"],
    levels: [3, 4, 0, 0],
    pairs: {
      "cheese-pressed": 3,
      poultry: 2,
      mushrooms: 2,
      "rich-fish": 2,
      "lean-fish": 2,
      "cheese-board": 2,
    },
    voice: "sa vivacité et ses notes de noisette",
    classics: ["comte", "fondue"],
  },
  {
    name: "Vin jaune",
    style: "oxidative-white",
    region: "Jura",
    grapes: ["Savagnin"],
    levels: [4, 5, 0, 0],
    pairs: {
      "cheese-pressed": 3,
      poultry: 3,
      mushrooms: 3,
      spicy: 2,
      "rich-fish": 1,
      "cheese-board": 2,
    },
    voice: "ses notes de noix et de curry",
    aromatic: true,
    classics: ["comte", "morille", "poulet vin jaune"],
  },

  // Savoie
  {
    name: "Apremont",
    style: "dry-white",
    region: "Savoie",
    grapes: ["Jacquère"],
    levels: [1, 4, 0, 0],
    pairs: { "cheese-pressed": 3, "lean-fish": 2, charcuterie: 2, vegetables: 1 },
    voice: "sa légèreté alpine et ses notes de fleurs blanches",
    classics: ["raclette", "fondue", "tartiflette"],
  },
  {
    name: "Chignin-Bergeron",
    style: "great-white",
    region: "Savoie",
    grapes: ["Roussanne"],
    levels: [3, 3, 0, 0],
    pairs: { "cheese-pressed": 3, "lean-fish": 2, poultry: 2, "rich-fish": 2 },
    voice: "sa rondeur et ses notes d'abricot",
    classics: ["beaufort", "omble"],
  },
  {
    name: "Roussette de Savoie",
    style: "dry-white",
    region: "Savoie",
    grapes: ["Altesse"],
    levels: [2, 4, 0, 0],
    pairs: { "cheese-pressed": 3, "lean-fish": 2, vegetables: 1, "cheese-goat": 1 },
    voice: "sa fraîcheur et ses notes d'amande et de bergamote",
    classics: ["tartiflette", "reblochon", "perche"],
  },
  {
    name: "Mondeuse de Savoie",
    style: "medium-red",
    region: "Savoie",
    grapes: ["Mondeuse"],
    levels: [3, 4, 3, 0],
    pairs: { charcuterie: 3, "cheese-pressed": 2, game: 2, "red-meat": 2 },
    voice: "son fruit acidulé et ses notes de poivre",
    classics: ["diot", "raclette", "croziflette"],
  },

  // Corse
  {
    name: "Patrimonio rouge",
    style: "medium-red",
    region: "Corse",
    grapes: ["Niellucciu", "Grenache"],
    levels: [4, 4, 4, 0],
    pairs: { charcuterie: 3, lamb: 3, game: 2, "red-meat": 2 },
    voice: "ses tanins serrés et ses notes de maquis",
    classics: ["figatellu", "sanglier"],
  },
  {
    name: "Vin de Corse blanc",
    style: "dry-white",
    region: "Corse",
    grapes: ["Vermentinu"],
    levels: [2, 4, 0, 0],
    pairs: { "lean-fish": 3, shellfish: 2, vegetables: 2, "cheese-goat": 2, "pasta-pizza": 1 },
    voice: "sa fraîcheur et ses notes d'agrumes et d'herbes du maquis",
    classics: ["brocciu", "rouget"],
    family: "corse-blanc",
  },
];

export const wines: readonly Wine[] = specs.map(wine);

const byName = new Map(wines.map((entry) => [entry.name, entry]));

export function wineByName(name: string): Wine | undefined {
  return byName.get(name);
}
