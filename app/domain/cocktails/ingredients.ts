import type { CocktailBase, TastePreference } from "./types";

/**
 * Every ingredient the classics and the creator may write, with its French name. The kind drives
 * the balance rules; the tags say which taste preference the ingredient clearly brings, while hints
 * only nudge the ranking of classics (gin tastes of plants, but a chosen "Herbacé" still deserves a
 * real herb in the glass).
 */
export type IngredientKind =
  | "spirit"
  | "liqueur"
  | "aromatized"
  | "wine"
  | "bitters"
  | "citrus"
  | "sweetener"
  | "juice"
  | "filler"
  | "dairy"
  | "herb"
  | "produce"
  | "spice"
  | "other";

export interface IngredientInfo {
  nom: string;
  kind: IngredientKind;
  tags?: readonly TastePreference[];
  hints?: readonly TastePreference[];
  /** For spirits: the base of the creator they stand for. */
  base?: CocktailBase;
  /** Plain sugar, syrup or honey: what a "Sucré" twist may swap for another sweetener. */
  plain?: true;
  /** Sugar in solid form: it needs dissolving or muddling before the spirit goes in. */
  solid?: true;
  /** Carbonated and neutral enough to be swapped for another soda. */
  swappableSoda?: true;
}

const SWEET = ["Sucré"] as const;
const SWEET_FRUIT = ["Sucré", "Fruité"] as const;
const FRUIT = ["Fruité"] as const;

export const INGREDIENTS = {
  // Vodka
  vodka: { nom: "vodka", kind: "spirit", base: "vodka" },
  lemonVodka: { nom: "vodka citron", kind: "spirit", base: "vodka", hints: ["Acidulé"] },
  vanillaVodka: { nom: "vodka vanille", kind: "spirit", base: "vodka", hints: ["Sucré"] },
  // Gin: its botanicals only hint at "Herbacé".
  gin: { nom: "gin", kind: "spirit", base: "gin", hints: ["Herbacé"] },
  londonDryGin: { nom: "gin London dry", kind: "spirit", base: "gin", hints: ["Herbacé"] },
  oldTomGin: { nom: "gin Old Tom", kind: "spirit", base: "gin", hints: ["Herbacé", "Sucré"] },
  // Rhum, with the cane spirits filed under it.
  rum: { nom: "rhum", kind: "spirit", base: "rhum" },
  whiteRum: { nom: "rhum blanc", kind: "spirit", base: "rhum" },
  amberJamaicanRum: { nom: "rhum ambré de Jamaïque", kind: "spirit", base: "rhum" },
  molassesRum: { nom: "rhum ambré de mélasse", kind: "spirit", base: "rhum" },
  darkJamaicanRum: { nom: "rhum brun de Jamaïque", kind: "spirit", base: "rhum" },
  puertoRicanRum: { nom: "rhum doré de Porto Rico", kind: "spirit", base: "rhum" },
  demeraraRum: { nom: "rhum Demerara", kind: "spirit", base: "rhum" },
  goldRum: { nom: "rhum doré", kind: "spirit", base: "rhum" },
  darkRum: { nom: "rhum brun", kind: "spirit", base: "rhum" },
  agedRum: { nom: "rhum vieux", kind: "spirit", base: "rhum" },
  jamaicanRum: { nom: "rhum de Jamaïque", kind: "spirit", base: "rhum" },
  overproofRum: { nom: "rhum blanc de Jamaïque très fort", kind: "spirit", base: "rhum" },
  agricoleRum: { nom: "rhum blanc agricole", kind: "spirit", base: "rhum" },
  cachaca: { nom: "cachaça", kind: "spirit", base: "rhum" },
  aguardiente: { nom: "aguardiente de canne", kind: "spirit", base: "rhum" },
  // Whisky
  bourbon: { nom: "bourbon", kind: "spirit", base: "whisky" },
  rye: { nom: "whisky de seigle (rye)", kind: "spirit", base: "whisky" },
  bourbonOrRye: { nom: "bourbon ou rye", kind: "spirit", base: "whisky" },
  irishWhiskey: { nom: "whiskey irlandais", kind: "spirit", base: "whisky" },
  scotch: { nom: "scotch", kind: "spirit", base: "whisky" },
  blendedScotch: { nom: "scotch blend", kind: "spirit", base: "whisky" },
  islayWhisky: { nom: "whisky tourbé d'Islay", kind: "spirit", base: "whisky" },
  // Tequila, with mezcal, its smoky agave cousin.
  tequila: { nom: "tequila", kind: "spirit", base: "tequila" },
  agaveTequila: { nom: "tequila 100 % agave", kind: "spirit", base: "tequila" },
  reposadoTequila: { nom: "tequila reposado", kind: "spirit", base: "tequila" },
  mezcal: { nom: "mezcal", kind: "spirit", base: "tequila" },
  espadinMezcal: { nom: "mezcal espadín", kind: "spirit", base: "tequila" },
  // Other spirits, used in small touches.
  absinthe: { nom: "absinthe", kind: "spirit", tags: ["Herbacé"] },
  pastis: { nom: "pastis", kind: "spirit", tags: ["Herbacé"] },

  // Liqueurs: they sweeten, so the sour rule counts them with the syrups. Orange liqueurs are the
  // sweetener of the Margarita family rather than a fruit; a "Fruité" request deserves real fruit.
  cointreau: { nom: "Cointreau", kind: "liqueur", tags: SWEET, hints: FRUIT },
  tripleSec: { nom: "triple sec", kind: "liqueur", tags: SWEET, hints: FRUIT },
  curacao: { nom: "curaçao orange", kind: "liqueur", tags: SWEET, hints: FRUIT },
  maraschino: { nom: "liqueur de marasquin", kind: "liqueur", tags: SWEET_FRUIT },
  coffeeLiqueur: { nom: "liqueur de café", kind: "liqueur", tags: SWEET, hints: ["Amer"] },
  peachLiqueur: { nom: "liqueur de pêche", kind: "liqueur", tags: SWEET_FRUIT },
  cremeDeCassis: { nom: "crème de cassis", kind: "liqueur", tags: SWEET_FRUIT },
  cremeDeMure: { nom: "crème de mûre", kind: "liqueur", tags: SWEET_FRUIT },
  raspberryLiqueur: { nom: "liqueur de framboise", kind: "liqueur", tags: SWEET_FRUIT },
  cherryLiqueur: { nom: "liqueur de cerise", kind: "liqueur", tags: SWEET_FRUIT },
  apricotLiqueur: { nom: "liqueur d'abricot", kind: "liqueur", tags: SWEET_FRUIT },
  strawberryLiqueur: { nom: "crème de fraise", kind: "liqueur", tags: SWEET_FRUIT },
  benedictine: { nom: "Bénédictine", kind: "liqueur", tags: ["Sucré", "Herbacé"] },
  galliano: { nom: "Galliano", kind: "liqueur", tags: ["Sucré", "Herbacé"] },
  greenChartreuse: { nom: "chartreuse verte", kind: "liqueur", tags: ["Herbacé"], hints: SWEET },
  yellowChartreuse: { nom: "chartreuse jaune", kind: "liqueur", tags: ["Herbacé", "Sucré"] },
  falernum: { nom: "falernum (liqueur épicée)", kind: "liqueur", tags: ["Sucré", "Épicé"] },
  drambuie: { nom: "Drambuie", kind: "liqueur", tags: SWEET, hints: ["Herbacé"] },
  cremeDeViolette: { nom: "crème de violette", kind: "liqueur", tags: SWEET },

  // Aromatised wines and bitter aperitifs: the bitter backbone.
  sweetVermouth: { nom: "vermouth rouge", kind: "aromatized", tags: ["Amer"], hints: SWEET },
  dryVermouth: { nom: "vermouth sec", kind: "aromatized", tags: ["Amer"], hints: ["Herbacé"] },
  lilletBlanc: { nom: "Lillet blanc", kind: "aromatized", tags: FRUIT, hints: ["Amer"] },
  campari: { nom: "Campari", kind: "aromatized", tags: ["Amer"], hints: SWEET },
  aperol: { nom: "Aperol", kind: "aromatized", tags: ["Amer", "Fruité"] },
  amaro: { nom: "amaro (type Nonino)", kind: "aromatized", tags: ["Amer"], hints: ["Herbacé"] },
  fernetBranca: { nom: "Fernet-Branca", kind: "aromatized", tags: ["Amer", "Herbacé"] },
  suze: { nom: "Suze", kind: "aromatized", tags: ["Amer"] },

  // Wines
  champagne: { nom: "champagne brut", kind: "wine", tags: ["Rafraîchissant"] },
  sparklingWine: { nom: "vin mousseux brut", kind: "wine", tags: ["Rafraîchissant"] },
  prosecco: { nom: "prosecco", kind: "wine", tags: ["Rafraîchissant"], hints: FRUIT },
  champagneOrProsecco: { nom: "champagne brut ou prosecco", kind: "wine", tags: ["Rafraîchissant"] },
  redWine: { nom: "vin rouge (syrah ou malbec)", kind: "wine", tags: FRUIT },

  // Bitters, measured in dashes.
  angostura: { nom: "amer aromatique (type Angostura)", kind: "bitters", tags: ["Amer"], hints: ["Épicé"] },
  orangeBitters: { nom: "amer à l'orange", kind: "bitters", tags: ["Amer"], hints: FRUIT },

  // Citrus
  lemonJuice: { nom: "jus de citron", kind: "citrus", tags: ["Acidulé"] },
  limeJuice: { nom: "jus de citron vert", kind: "citrus", tags: ["Acidulé"] },
  limeWedges: { nom: "citron vert coupé en quartiers", kind: "citrus", tags: ["Acidulé"] },

  // Sweeteners
  sugarSyrup: { nom: "sirop de sucre", kind: "sweetener", tags: SWEET, plain: true },
  caneSyrup: { nom: "sirop de sucre de canne", kind: "sweetener", tags: SWEET, plain: true },
  caneSugar: { nom: "sucre de canne en poudre", kind: "sweetener", tags: SWEET, plain: true, solid: true },
  whiteSugar: { nom: "sucre en poudre", kind: "sweetener", tags: SWEET, plain: true, solid: true },
  sugarCube: { nom: "morceau de sucre", kind: "sweetener", tags: SWEET, plain: true, solid: true },
  powderedSugar: { nom: "sucre glace", kind: "sweetener", tags: SWEET, plain: true, solid: true },
  superfineSugar: { nom: "sucre extra-fin", kind: "sweetener", tags: SWEET, plain: true, solid: true },
  honeySyrup: { nom: "sirop de miel", kind: "sweetener", tags: SWEET, plain: true },
  honey: { nom: "miel", kind: "sweetener", tags: SWEET, plain: true, solid: true },
  agaveSyrup: { nom: "sirop d'agave", kind: "sweetener", tags: SWEET, plain: true },
  mapleSyrup: { nom: "sirop d'érable", kind: "sweetener", tags: SWEET, plain: true },
  sugarCaneJuice: { nom: "jus de canne à sucre", kind: "sweetener", tags: SWEET, plain: true },
  orgeatSyrup: { nom: "sirop d'orgeat", kind: "sweetener", tags: SWEET, hints: FRUIT },
  grenadine: { nom: "sirop de grenadine", kind: "sweetener", tags: SWEET_FRUIT },
  raspberrySyrup: { nom: "sirop de framboise", kind: "sweetener", tags: SWEET_FRUIT },
  vanillaSyrup: { nom: "sirop de vanille", kind: "sweetener", tags: SWEET },
  gingerSyrup: { nom: "sirop de gingembre", kind: "sweetener", tags: ["Sucré", "Épicé"] },
  cinnamonSyrup: { nom: "sirop de cannelle", kind: "sweetener", tags: ["Sucré", "Épicé"] },
  elderflowerSyrup: { nom: "sirop de fleur de sureau", kind: "sweetener", tags: SWEET, hints: ["Herbacé"] },
  cassisSyrup: { nom: "sirop de cassis", kind: "sweetener", tags: SWEET_FRUIT },
  blackberrySyrup: { nom: "sirop de mûre", kind: "sweetener", tags: SWEET_FRUIT },
  peachSyrup: { nom: "sirop de pêche", kind: "sweetener", tags: SWEET_FRUIT },
  strawberrySyrup: { nom: "sirop de fraise", kind: "sweetener", tags: SWEET_FRUIT },
  apricotSyrup: { nom: "sirop d'abricot", kind: "sweetener", tags: SWEET_FRUIT },
  cherrySyrup: { nom: "sirop de cerise", kind: "sweetener", tags: SWEET_FRUIT },
  orangeSyrup: { nom: "sirop d'orange", kind: "sweetener", tags: SWEET_FRUIT },
  coffeeSyrup: { nom: "sirop de café", kind: "sweetener", tags: SWEET, hints: ["Amer"] },
  violetSyrup: { nom: "sirop de violette", kind: "sweetener", tags: SWEET },

  // Juices and purées
  cranberryJuice: { nom: "jus de cranberry", kind: "juice", tags: FRUIT, hints: ["Acidulé"] },
  grapefruitJuice: { nom: "jus de pamplemousse", kind: "juice", tags: FRUIT, hints: ["Acidulé", "Amer"] },
  pinkGrapefruitJuice: { nom: "jus de pamplemousse rose", kind: "juice", tags: FRUIT, hints: ["Amer"] },
  orangeJuice: { nom: "jus d'orange pressé", kind: "juice", tags: FRUIT },
  pineappleJuice: { nom: "jus d'ananas", kind: "juice", tags: FRUIT },
  tomatoJuice: { nom: "jus de tomate", kind: "juice" },
  peachPuree: { nom: "purée de pêche blanche", kind: "juice", tags: FRUIT },
  raspberryPuree: { nom: "purée de framboise", kind: "juice", tags: FRUIT },
  strawberryPuree: { nom: "purée de fraise", kind: "juice", tags: FRUIT },
  passionPuree: { nom: "purée de fruit de la passion", kind: "juice", tags: FRUIT, hints: ["Acidulé"] },
  mangoPuree: { nom: "purée de mangue", kind: "juice", tags: FRUIT },
  apricotPuree: { nom: "purée d'abricot", kind: "juice", tags: FRUIT },
  blackberryPuree: { nom: "purée de mûre", kind: "juice", tags: FRUIT },
  cherryPuree: { nom: "purée de cerise", kind: "juice", tags: FRUIT },
  watermelonJuice: { nom: "jus de pastèque", kind: "juice", tags: ["Fruité", "Rafraîchissant"] },
  appleJuice: { nom: "jus de pomme", kind: "juice", tags: FRUIT },
  cucumberJuice: { nom: "jus de concombre", kind: "juice", tags: ["Rafraîchissant"], hints: ["Herbacé"] },
  whiteGrapeJuice: { nom: "jus de raisin blanc", kind: "juice", tags: FRUIT },
  redGrapeJuice: { nom: "jus de raisin rouge", kind: "juice", tags: FRUIT },

  // Long fillers
  sodaWater: { nom: "eau gazeuse", kind: "filler", tags: ["Rafraîchissant"], swappableSoda: true },
  tonic: { nom: "tonic", kind: "filler", tags: ["Rafraîchissant", "Amer"], swappableSoda: true },
  gingerBeer: { nom: "ginger beer", kind: "filler", tags: ["Épicé", "Rafraîchissant"] },
  gingerAle: {
    nom: "ginger ale",
    kind: "filler",
    tags: ["Rafraîchissant"],
    hints: ["Épicé"],
    swappableSoda: true,
  },
  cola: { nom: "cola", kind: "filler", tags: ["Sucré", "Rafraîchissant"] },
  pinkGrapefruitSoda: {
    nom: "soda au pamplemousse rose",
    kind: "filler",
    tags: ["Fruité", "Rafraîchissant"],
  },
  sparklingGrapeJuice: {
    nom: "jus de raisin blanc pétillant",
    kind: "filler",
    tags: ["Fruité", "Rafraîchissant"],
  },

  // Eggs and creams
  eggWhite: { nom: "blanc d'œuf", kind: "dairy" },
  cream: { nom: "crème liquide entière", kind: "dairy" },
  coconutCream: { nom: "crème de coco", kind: "dairy", tags: SWEET, hints: FRUIT },

  // Herbs and fresh produce
  mint: { nom: "menthe fraîche", kind: "herb", tags: ["Herbacé", "Rafraîchissant"] },
  basil: { nom: "basilic frais", kind: "herb", tags: ["Herbacé"] },
  rosemary: { nom: "romarin", kind: "herb", tags: ["Herbacé"] },
  thyme: { nom: "thym frais", kind: "herb", tags: ["Herbacé"] },
  coriander: { nom: "coriandre fraîche", kind: "herb", tags: ["Herbacé"] },
  dill: { nom: "aneth", kind: "herb", tags: ["Herbacé"] },
  cucumber: { nom: "concombre", kind: "produce", tags: ["Rafraîchissant"] },

  // Spices and seasonings
  chili: { nom: "piment rouge frais", kind: "spice", tags: ["Épicé"] },
  espelette: { nom: "piment d'Espelette", kind: "spice", tags: ["Épicé"] },
  pinkPepper: { nom: "baies roses", kind: "spice", tags: ["Épicé"] },
  freshGinger: { nom: "gingembre frais", kind: "spice", tags: ["Épicé"] },
  worcestershire: { nom: "sauce Worcestershire", kind: "spice", tags: ["Épicé"] },
  tabasco: { nom: "sauce pimentée (type Tabasco)", kind: "spice", tags: ["Épicé"] },
  celerySalt: { nom: "sel de céleri", kind: "spice" },
  blackPepper: { nom: "poivre noir du moulin", kind: "spice", tags: ["Épicé"] },
  salt: { nom: "sel fin", kind: "spice" },

  // Everything else
  espresso: { nom: "café expresso serré", kind: "other", tags: ["Amer"] },
  hotCoffee: { nom: "café filtre bien chaud", kind: "other", tags: ["Amer"] },
  water: { nom: "eau", kind: "other" },
  orangeFlowerWater: { nom: "eau de fleur d'oranger", kind: "other" },
  vanillaExtract: { nom: "extrait de vanille", kind: "other", hints: SWEET },
  // Alcohol-free stand-ins for the spirits, chosen to keep a similar backbone.
  coldWhiteTea: { nom: "thé blanc infusé à froid", kind: "other" },
  coldGreenTea: { nom: "thé vert infusé à froid", kind: "other", hints: ["Herbacé"] },
  coldBlackTea: { nom: "thé noir infusé à froid", kind: "other" },
  smokedTea: { nom: "thé fumé (lapsang souchong) infusé à froid", kind: "other" },
  bitterAperitifNA: { nom: "apéritif amer sans alcool", kind: "other", tags: ["Amer"] },
} as const satisfies Record<string, IngredientInfo>;

export type IngredientKey = keyof typeof INGREDIENTS;

export function ingredient(key: IngredientKey): IngredientInfo {
  return INGREDIENTS[key];
}

const ALCOHOLIC_KINDS: ReadonlySet<IngredientKind> = new Set([
  "spirit",
  "liqueur",
  "aromatized",
  "wine",
  "bitters",
]);

export function isAlcoholic(key: IngredientKey): boolean {
  return ALCOHOLIC_KINDS.has(INGREDIENTS[key].kind);
}

export function hasTag(key: IngredientKey, preference: TastePreference): boolean {
  const info: IngredientInfo = INGREDIENTS[key];
  return info.tags?.includes(preference) ?? false;
}

/**
 * Alcohol-free replacement of each alcoholic ingredient. `factor` scales the volume: a syrup is
 * sweeter than the liqueur it replaces, so half the volume keeps the balance. No entry means the
 * ingredient is left out (bitters and anise rinses are accents the drink does without).
 */
export interface NaSubstitute {
  key: IngredientKey;
  factor: number;
}

const tea = (key: IngredientKey): NaSubstitute => ({ key, factor: 1 });
const halfSyrup = (key: IngredientKey): NaSubstitute => ({ key, factor: 0.5 });

export const NA_SUBSTITUTES: Partial<Record<IngredientKey, NaSubstitute>> = {
  vodka: tea("coldWhiteTea"),
  lemonVodka: tea("coldWhiteTea"),
  vanillaVodka: tea("coldWhiteTea"),
  gin: tea("coldGreenTea"),
  londonDryGin: tea("coldGreenTea"),
  oldTomGin: tea("coldGreenTea"),
  rum: tea("coldBlackTea"),
  whiteRum: tea("coldBlackTea"),
  amberJamaicanRum: tea("coldBlackTea"),
  molassesRum: tea("coldBlackTea"),
  darkJamaicanRum: tea("coldBlackTea"),
  puertoRicanRum: tea("coldBlackTea"),
  demeraraRum: tea("coldBlackTea"),
  goldRum: tea("coldBlackTea"),
  darkRum: tea("coldBlackTea"),
  agedRum: tea("coldBlackTea"),
  jamaicanRum: tea("coldBlackTea"),
  overproofRum: tea("coldBlackTea"),
  agricoleRum: tea("coldBlackTea"),
  cachaca: tea("coldBlackTea"),
  aguardiente: tea("coldBlackTea"),
  bourbon: tea("smokedTea"),
  rye: tea("smokedTea"),
  bourbonOrRye: tea("smokedTea"),
  irishWhiskey: tea("smokedTea"),
  scotch: tea("smokedTea"),
  blendedScotch: tea("smokedTea"),
  islayWhisky: tea("smokedTea"),
  tequila: { key: "cucumberJuice", factor: 1 },
  agaveTequila: { key: "cucumberJuice", factor: 1 },
  reposadoTequila: { key: "cucumberJuice", factor: 1 },
  mezcal: tea("smokedTea"),
  espadinMezcal: tea("smokedTea"),
  cointreau: halfSyrup("orangeSyrup"),
  tripleSec: halfSyrup("orangeSyrup"),
  curacao: halfSyrup("orangeSyrup"),
  maraschino: halfSyrup("cherrySyrup"),
  cherryLiqueur: halfSyrup("cherrySyrup"),
  coffeeLiqueur: halfSyrup("coffeeSyrup"),
  peachLiqueur: halfSyrup("peachSyrup"),
  cremeDeCassis: halfSyrup("cassisSyrup"),
  cremeDeMure: halfSyrup("blackberrySyrup"),
  raspberryLiqueur: halfSyrup("raspberrySyrup"),
  apricotLiqueur: halfSyrup("apricotSyrup"),
  strawberryLiqueur: halfSyrup("strawberrySyrup"),
  benedictine: halfSyrup("honeySyrup"),
  drambuie: halfSyrup("honeySyrup"),
  greenChartreuse: halfSyrup("honeySyrup"),
  yellowChartreuse: halfSyrup("honeySyrup"),
  galliano: halfSyrup("vanillaSyrup"),
  falernum: halfSyrup("orgeatSyrup"),
  cremeDeViolette: halfSyrup("violetSyrup"),
  sweetVermouth: { key: "redGrapeJuice", factor: 1 },
  dryVermouth: { key: "whiteGrapeJuice", factor: 1 },
  lilletBlanc: { key: "whiteGrapeJuice", factor: 1 },
  campari: { key: "bitterAperitifNA", factor: 1 },
  aperol: { key: "bitterAperitifNA", factor: 1 },
  amaro: { key: "bitterAperitifNA", factor: 1 },
  fernetBranca: { key: "bitterAperitifNA", factor: 1 },
  suze: { key: "bitterAperitifNA", factor: 1 },
  champagne: { key: "sparklingGrapeJuice", factor: 1 },
  sparklingWine: { key: "sparklingGrapeJuice", factor: 1 },
  prosecco: { key: "sparklingGrapeJuice", factor: 1 },
  champagneOrProsecco: { key: "sparklingGrapeJuice", factor: 1 },
  redWine: { key: "redGrapeJuice", factor: 1 },
};

/** How each stand-in is made at home, for the tips of the alcohol-free version. */
export const NA_PREPARATION_TIPS: Partial<Record<IngredientKey, string>> = {
  coldWhiteTea:
    "Préparez le thé blanc la veille : 2 cuillères à café de feuilles pour 25 cl d'eau froide, une nuit au réfrigérateur, puis filtrez.",
  coldGreenTea:
    "Préparez le thé vert à l'avance : 2 cuillères à café de feuilles pour 25 cl d'eau froide, 2 heures au réfrigérateur, puis filtrez. À froid, il reste vert et végétal sans amertume.",
  coldBlackTea:
    "Préparez le thé noir à l'avance : 2 cuillères à café pour 25 cl d'eau froide, 4 heures au réfrigérateur, puis filtrez. Ses notes maltées rappellent celles d'un rhum ambré.",
  smokedTea:
    "Le lapsang souchong, fumé au bois de pin, imite la chaleur boisée de l'alcool : 2 cuillères à café pour 25 cl d'eau froide, 4 heures au réfrigérateur, puis filtrez.",
  cucumberJuice:
    "Pour le jus de concombre, mixez un demi-concombre avec sa peau et filtrez-le dans une passoire fine ; une pincée de sel réveille ses notes végétales, proches de celles de l'agave.",
  bitterAperitifNA:
    "Les apéritifs amers sans alcool se trouvent au rayon des sodas et des sirops ; à défaut, un trait de tonic et un zeste de pamplemousse donnent une amertume proche.",
};

/** Internal units; render.ts writes them in French with the right plural. */
export type Unit =
  | "cl"
  | "dash"
  | "barSpoon"
  | "teaspoon"
  | "tablespoon"
  | "drop"
  | "pinch"
  | "leaf"
  | "sprig"
  | "slice"
  | "round"
  | "piece";

const unitWords: Record<Unit, readonly [singular: string, plural: string]> = {
  cl: ["cl", "cl"],
  dash: ["trait", "traits"],
  barSpoon: ["cuillère de bar", "cuillères de bar"],
  teaspoon: ["cuillère à café", "cuillères à café"],
  tablespoon: ["cuillère à soupe", "cuillères à soupe"],
  drop: ["goutte", "gouttes"],
  pinch: ["pincée", "pincées"],
  leaf: ["feuille", "feuilles"],
  sprig: ["brin", "brins"],
  slice: ["tranche", "tranches"],
  round: ["rondelle", "rondelles"],
  piece: ["", ""],
};

/** French rule: the plural starts at 2; "quelques" and ranges such as "6 à 8" are plural too. */
export function unitLabel(unit: Unit, amount: number | string): string {
  const [singular, plural] = unitWords[unit];
  if (typeof amount === "number") return amount >= 2 ? plural : singular;
  return /^\d+\/\d+$/.test(amount) ? singular : plural;
}

/** "5 cl", "2,5 cl", "1/2 cuillère de bar": French decimal comma. */
export function formatAmount(amount: number | string): string {
  return typeof amount === "number" ? String(amount).replace(".", ",") : amount;
}

/** "de basilic", "d'aneth": the elision before a vowel or a mute h. */
export function ofName(name: string): string {
  return /^[aeiouyàâéèêëîïôûœh]/i.test(name) ? `d'${name}` : `de ${name}`;
}

/** "1 brin de romarin", "2 traits d'amer à l'orange", "5 cl de gin". */
export function quantityPhrase(key: IngredientKey, amount: number | string, unit: Unit): string {
  const label = unitLabel(unit, amount);
  const name = INGREDIENTS[key].nom;
  if (!label) return `${formatAmount(amount)} ${name}`;
  return `${formatAmount(amount)} ${label} ${ofName(name)}`;
}
