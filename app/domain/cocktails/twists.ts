import type { IngredientKey, Unit } from "./ingredients";
import { TASTE_PREFERENCES, type CocktailBase, type TastePreference } from "./types";

/**
 * What a taste preference may add or swap. Each twist has one action; draft.ts decides how the
 * action fits the structure family (a fruit becomes a purée in a sour, a liqueur in a stirred
 * drink, a juice in a long drink).
 */
export type FruitId =
  | "raspberry"
  | "blackberry"
  | "peach"
  | "passion"
  | "pineapple"
  | "mango"
  | "apricot"
  | "cherry"
  | "grapefruit"
  | "blackcurrant"
  | "strawberry"
  | "apple"
  | "watermelon";

export interface Fruit {
  /** Shaken and long drinks take the fruit itself. */
  fresh?: IngredientKey;
  /** Stirred and hot drinks only take it as a liqueur, which keeps them clear. */
  liqueur?: IngredientKey;
  syrup?: IngredientKey;
  suffix: string;
  effect: string;
  garnish: string;
}

export const FRUITS: Record<FruitId, Fruit> = {
  raspberry: {
    fresh: "raspberryPuree",
    liqueur: "raspberryLiqueur",
    syrup: "raspberrySyrup",
    suffix: "à la framboise",
    effect: "la framboise apporte une note acidulée de fruits rouges",
    garnish: "trois framboises fraîches",
  },
  blackberry: {
    fresh: "blackberryPuree",
    liqueur: "cremeDeMure",
    syrup: "blackberrySyrup",
    suffix: "à la mûre",
    effect: "la mûre apporte des notes profondes de fruits noirs",
    garnish: "deux mûres fraîches",
  },
  peach: {
    fresh: "peachPuree",
    liqueur: "peachLiqueur",
    syrup: "peachSyrup",
    suffix: "à la pêche blanche",
    effect: "la pêche blanche ajoute sa douceur parfumée",
    garnish: "une fine tranche de pêche",
  },
  passion: {
    fresh: "passionPuree",
    suffix: "au fruit de la passion",
    effect: "le fruit de la passion apporte une pointe exotique et acidulée",
    garnish: "une demi-passion posée sur le verre",
  },
  pineapple: {
    fresh: "pineappleJuice",
    suffix: "à l'ananas",
    effect: "l'ananas donne une touche tropicale et juteuse",
    garnish: "un morceau d'ananas",
  },
  mango: {
    fresh: "mangoPuree",
    suffix: "à la mangue",
    effect: "la mangue l'arrondit d'une douceur tropicale",
    garnish: "une lamelle de mangue",
  },
  apricot: {
    fresh: "apricotPuree",
    liqueur: "apricotLiqueur",
    syrup: "apricotSyrup",
    suffix: "à l'abricot",
    effect: "l'abricot apporte une note gourmande de fruit de verger",
    garnish: "un quartier d'abricot",
  },
  cherry: {
    fresh: "cherryPuree",
    liqueur: "cherryLiqueur",
    syrup: "cherrySyrup",
    suffix: "à la cerise",
    effect: "la cerise ajoute une gourmandise de fruit rouge sombre",
    garnish: "une cerise à cocktail",
  },
  grapefruit: {
    fresh: "pinkGrapefruitJuice",
    suffix: "au pamplemousse rose",
    effect: "le pamplemousse rose apporte une fraîcheur fruitée, à peine amère",
    garnish: "un zeste de pamplemousse",
  },
  blackcurrant: {
    liqueur: "cremeDeCassis",
    syrup: "cassisSyrup",
    suffix: "au cassis",
    effect: "le cassis ajoute une note intense de petits fruits noirs",
    garnish: "quelques grains de cassis",
  },
  strawberry: {
    fresh: "strawberryPuree",
    liqueur: "strawberryLiqueur",
    syrup: "strawberrySyrup",
    suffix: "à la fraise",
    effect: "la fraise apporte une douceur de fruit d'été",
    garnish: "une fraise fendue sur le bord du verre",
  },
  apple: {
    fresh: "appleJuice",
    suffix: "à la pomme",
    effect: "la pomme ajoute une fraîcheur croquante de verger",
    garnish: "une fine lamelle de pomme",
  },
  watermelon: {
    fresh: "watermelonJuice",
    suffix: "à la pastèque",
    effect: "la pastèque apporte une fraîcheur juteuse",
    garnish: "un triangle de pastèque",
  },
};

export type TwistAction =
  | { type: "fruit"; fruit: FruitId }
  | { type: "sweetener"; key: IngredientKey }
  | { type: "accent"; key: IngredientKey; amount: number; unit: Unit; muddle: boolean }
  | { type: "modifier"; key: IngredientKey; amount: number }
  | { type: "filler"; key: IngredientKey }
  | { type: "citrus"; key: "lemonJuice" | "limeJuice" }
  | { type: "crushedIce" };

export interface Twist {
  id: string;
  preference: TastePreference;
  action: TwistAction;
  /** Completes the name; adjectives agree with the classic's gender. */
  suffix: string | { m: string; f: string };
  /** Clause for the description, starting in lower case. */
  effect: string;
  garnish?: string;
  tip?: string;
}

const FRESH_CITRUS_TIP =
  "Pressez les agrumes au dernier moment : le jus perd sa vivacité au bout d'une heure.";
const BITTERS_TIP =
  "Un trait d'amer, c'est environ 1 ml : renversez la bouteille d'un coup sec au-dessus du verre, sans la secouer.";

const twistList: readonly Twist[] = [
  // Sucré
  {
    id: "honey",
    preference: "Sucré",
    action: { type: "sweetener", key: "honeySyrup" },
    suffix: "au miel",
    effect: "le sirop de miel l'arrondit d'une douceur florale",
    tip: "Pour le sirop de miel, délayez 2 volumes de miel dans 1 volume d'eau chaude : il se mélange alors sans figer au contact de la glace.",
  },
  {
    id: "agave",
    preference: "Sucré",
    action: { type: "sweetener", key: "agaveSyrup" },
    suffix: "à l'agave",
    effect: "le sirop d'agave prolonge les notes végétales de la tequila",
    tip: "Le sirop d'agave sucre davantage que le sucre blanc : goûtez avant d'en ajouter.",
  },
  {
    id: "maple",
    preference: "Sucré",
    action: { type: "sweetener", key: "mapleSyrup" },
    suffix: "à l'érable",
    effect: "le sirop d'érable apporte des notes boisées et caramélisées",
    tip: "Choisissez un sirop d'érable ambré au goût prononcé : il répond aux notes de fût du whisky.",
  },
  {
    id: "orgeat",
    preference: "Sucré",
    action: { type: "sweetener", key: "orgeatSyrup" },
    suffix: "à l'orgeat",
    effect: "le sirop d'orgeat ajoute une douceur d'amande",
    tip: "Secouez la bouteille de sirop d'orgeat avant de la verser : l'amande se dépose au fond.",
  },
  {
    id: "vanilla",
    preference: "Sucré",
    action: { type: "sweetener", key: "vanillaSyrup" },
    suffix: "à la vanille",
    effect: "le sirop de vanille lui donne une douceur gourmande",
    tip: "Sirop maison : une gousse de vanille fendue, infusée une nuit dans 25 cl de sirop de sucre.",
  },
  {
    id: "cane",
    preference: "Sucré",
    action: { type: "sweetener", key: "caneSyrup" },
    suffix: "au sucre de canne",
    effect: "le sirop de sucre de canne apporte une douceur ronde, légèrement ambrée",
  },
  {
    id: "elderflower",
    preference: "Sucré",
    action: { type: "sweetener", key: "elderflowerSyrup" },
    suffix: "à la fleur de sureau",
    effect: "le sirop de fleur de sureau apporte une douceur florale",
  },

  // Acidulé
  {
    id: "lemon",
    preference: "Acidulé",
    action: { type: "citrus", key: "lemonJuice" },
    suffix: "au citron",
    effect: "un supplément de citron pressé rend l'ensemble plus vif",
    garnish: "un zeste de citron",
    tip: FRESH_CITRUS_TIP,
  },
  {
    id: "lime",
    preference: "Acidulé",
    action: { type: "citrus", key: "limeJuice" },
    suffix: "au citron vert",
    effect: "le citron vert pressé apporte une acidité vive et parfumée",
    garnish: "une rondelle de citron vert",
    tip: FRESH_CITRUS_TIP,
  },

  // Épicé
  {
    id: "ginger-syrup",
    preference: "Épicé",
    action: { type: "sweetener", key: "gingerSyrup" },
    suffix: "au gingembre",
    effect: "le sirop de gingembre apporte une chaleur piquante",
    garnish: "une lamelle de gingembre confit",
    tip: "À défaut de sirop de gingembre, faites infuser 30 g de gingembre frais râpé 20 minutes dans 25 cl de sirop de sucre chaud, puis filtrez.",
  },
  {
    id: "cinnamon",
    preference: "Épicé",
    action: { type: "sweetener", key: "cinnamonSyrup" },
    suffix: "à la cannelle",
    effect: "le sirop de cannelle apporte une chaleur épicée",
    garnish: "un bâton de cannelle",
    tip: "Sirop maison : deux bâtons de cannelle concassés, infusés 30 minutes dans 25 cl de sirop de sucre chaud.",
  },
  {
    id: "chili",
    preference: "Épicé",
    action: { type: "accent", key: "chili", amount: 2, unit: "round", muddle: true },
    suffix: "au piment rouge",
    effect: "deux rondelles de piment rouge le réveillent d'une chaleur franche",
    garnish: "une fine rondelle de piment rouge",
    tip: "Retirez les graines du piment pour une chaleur plus douce : c'est là que se concentre le piquant.",
  },
  {
    id: "espelette",
    preference: "Épicé",
    action: { type: "accent", key: "espelette", amount: 1, unit: "pinch", muddle: false },
    suffix: "au piment d'Espelette",
    effect: "une pincée de piment d'Espelette apporte une chaleur douce et fruitée",
    garnish: "une pincée de piment d'Espelette en surface",
    tip: "Le piment d'Espelette chauffe peu mais parfume beaucoup : une pincée suffit.",
  },
  {
    id: "pink-pepper",
    preference: "Épicé",
    action: { type: "accent", key: "pinkPepper", amount: 1, unit: "pinch", muddle: true },
    suffix: "aux baies roses",
    effect: "les baies roses pilées apportent une note poivrée et florale",
    garnish: "quelques baies roses",
    tip: "Écrasez les baies roses juste avant de les utiliser : leur parfum s'évapore vite.",
  },
  {
    id: "ginger-beer",
    preference: "Épicé",
    action: { type: "filler", key: "gingerBeer" },
    suffix: "à la ginger beer",
    effect: "la ginger beer lui donne du piquant et des bulles",
    garnish: "une rondelle de citron vert",
    tip: "Choisissez une ginger beer bien piquante plutôt qu'un ginger ale, plus sucré et plus doux.",
  },

  // Herbacé
  {
    id: "basil",
    preference: "Herbacé",
    action: { type: "accent", key: "basil", amount: 6, unit: "leaf", muddle: true },
    suffix: "au basilic",
    effect: "le basilic frais apporte une note verte et poivrée",
    garnish: "une feuille de basilic",
    tip: "Pressez le basilic sans le déchiqueter : broyé, il libère une amertume désagréable.",
  },
  {
    id: "mint",
    preference: "Herbacé",
    action: { type: "accent", key: "mint", amount: 8, unit: "leaf", muddle: true },
    suffix: "à la menthe",
    effect: "la menthe fraîche lui apporte sa fraîcheur végétale",
    garnish: "un brin de menthe",
    tip: "Avant de décorer, frappez le brin de menthe dans la paume de la main pour réveiller son parfum.",
  },
  {
    id: "rosemary",
    preference: "Herbacé",
    action: { type: "accent", key: "rosemary", amount: 1, unit: "sprig", muddle: false },
    suffix: "au romarin",
    effect: "le romarin apporte un parfum de garrigue",
    garnish: "un brin de romarin",
    tip: "Passez un instant la flamme d'un briquet sur le brin de romarin de la décoration : il dégage un parfum légèrement fumé.",
  },
  {
    id: "thyme",
    preference: "Herbacé",
    action: { type: "accent", key: "thyme", amount: 2, unit: "sprig", muddle: false },
    suffix: "au thym",
    effect: "le thym frais apporte une note provençale",
    garnish: "un brin de thym",
    tip: "Si vous en trouvez, le thym citron ajoute une note acidulée très agréable.",
  },
  {
    id: "coriander",
    preference: "Herbacé",
    action: { type: "accent", key: "coriander", amount: 6, unit: "leaf", muddle: true },
    suffix: "à la coriandre",
    effect: "la coriandre fraîche apporte une note verte et citronnée qui s'accorde à l'agave",
    garnish: "une feuille de coriandre",
    tip: "N'utilisez que les feuilles de coriandre : les tiges sont plus amères.",
  },
  {
    id: "dill",
    preference: "Herbacé",
    action: { type: "accent", key: "dill", amount: 2, unit: "sprig", muddle: true },
    suffix: "à l'aneth",
    effect: "l'aneth apporte une fraîcheur anisée, à la façon des apéritifs nordiques",
    garnish: "un brin d'aneth",
    tip: "L'aneth se fane vite : gardez-le au réfrigérateur, les tiges dans un verre d'eau.",
  },
  {
    id: "chartreuse",
    preference: "Herbacé",
    action: { type: "modifier", key: "greenChartreuse", amount: 1 },
    suffix: "des Alpes",
    effect: "un trait de chartreuse verte apporte des notes de plantes de montagne",
    tip: "La chartreuse verte titre 55 % : 1 cl suffit à parfumer tout le verre.",
  },

  // Amer
  {
    id: "campari",
    preference: "Amer",
    action: { type: "modifier", key: "campari", amount: 1.5 },
    suffix: "à l'italienne",
    effect: "une touche de Campari apporte une amertume d'écorce d'orange",
    garnish: "un zeste d'orange",
  },
  {
    id: "suze",
    preference: "Amer",
    action: { type: "modifier", key: "suze", amount: 1.5 },
    suffix: "à la gentiane",
    effect: "la Suze, apéritif à la gentiane, apporte une amertume terreuse et élégante",
    garnish: "un zeste de citron",
  },
  {
    id: "angostura",
    preference: "Amer",
    action: { type: "accent", key: "angostura", amount: 2, unit: "dash", muddle: false },
    suffix: "aux amers",
    effect: "deux traits d'amer aromatique ajoutent de la profondeur et une pointe d'amertume",
    garnish: "un zeste d'orange",
    tip: BITTERS_TIP,
  },
  {
    id: "orange-bitters",
    preference: "Amer",
    action: { type: "accent", key: "orangeBitters", amount: 2, unit: "dash", muddle: false },
    suffix: "à l'orange amère",
    effect: "deux traits d'amer à l'orange apportent une amertume zestée",
    garnish: "un zeste d'orange",
    tip: BITTERS_TIP,
  },

  // Rafraîchissant
  {
    id: "cucumber",
    preference: "Rafraîchissant",
    action: { type: "accent", key: "cucumber", amount: 3, unit: "slice", muddle: true },
    suffix: "au concombre",
    effect: "le concombre pilé apporte une fraîcheur végétale",
    garnish: "un ruban de concombre",
    tip: "Taillez le ruban de concombre à l'économe, sur toute la longueur du légume.",
  },
  {
    id: "crushed-ice",
    preference: "Rafraîchissant",
    action: { type: "crushedIce" },
    suffix: { m: "frappé", f: "frappée" },
    effect: "servi sur glace pilée, il gagne en fraîcheur",
    tip: "Pas de machine à glace pilée ? Enfermez des glaçons dans un torchon propre et tapez dessus avec un rouleau à pâtisserie.",
  },
  {
    id: "soda",
    preference: "Rafraîchissant",
    action: { type: "filler", key: "sodaWater" },
    suffix: { m: "pétillant", f: "pétillante" },
    effect: "un trait d'eau gazeuse l'allonge et le rend plus désaltérant",
    tip: "Versez l'eau gazeuse bien froide et remuez à peine : les bulles font tout le charme d'un verre allongé.",
  },
  {
    id: "tonic",
    preference: "Rafraîchissant",
    action: { type: "filler", key: "tonic" },
    suffix: "au tonic",
    effect: "un trait de tonic l'allonge d'une amertume pétillante",
    garnish: "une rondelle de citron",
    tip: "Un tonic peu sucré laisse mieux parler l'alcool de base.",
  },
];

export const TWISTS: ReadonlyMap<string, Twist> = new Map(twistList.map((twist) => [twist.id, twist]));

/** Fruit twists are built from the fruit list, one per fruit. */
export function fruitTwist(fruit: FruitId): Twist {
  const info = FRUITS[fruit];
  return {
    id: `fruit-${fruit}`,
    preference: "Fruité",
    action: { type: "fruit", fruit },
    suffix: info.suffix,
    effect: info.effect,
    garnish: info.garnish,
  };
}

type TwistOrder = Record<Exclude<TastePreference, "Fruité">, readonly string[]> & {
  Fruité: readonly FruitId[];
};

/**
 * The options of each preference for each base, in order of preference: the ones that suit the
 * spirit best come first (agave with tequila, maple with whisky, dill with vodka). The variation
 * number walks through them.
 */
export const TWIST_ORDER: Record<CocktailBase, TwistOrder> = {
  vodka: {
    Sucré: ["vanilla", "honey", "cane"],
    Amer: ["suze", "orange-bitters", "campari"],
    Acidulé: ["lemon", "lime"],
    Fruité: ["raspberry", "peach", "passion", "strawberry", "blackcurrant"],
    Épicé: ["ginger-syrup", "chili", "ginger-beer", "pink-pepper"],
    Herbacé: ["dill", "basil", "mint", "rosemary"],
    Rafraîchissant: ["cucumber", "soda", "crushed-ice"],
  },
  gin: {
    Sucré: ["honey", "elderflower", "cane"],
    Amer: ["campari", "suze", "angostura"],
    Acidulé: ["lemon", "lime"],
    Fruité: ["blackberry", "blackcurrant", "grapefruit", "raspberry", "strawberry"],
    Épicé: ["pink-pepper", "ginger-syrup", "espelette"],
    Herbacé: ["basil", "rosemary", "chartreuse", "thyme"],
    Rafraîchissant: ["tonic", "cucumber", "crushed-ice"],
  },
  rhum: {
    Sucré: ["orgeat", "cane", "vanilla"],
    Amer: ["angostura", "campari", "orange-bitters"],
    Acidulé: ["lime", "lemon"],
    Fruité: ["passion", "pineapple", "mango", "apricot", "strawberry"],
    Épicé: ["cinnamon", "ginger-beer", "ginger-syrup", "chili"],
    Herbacé: ["mint", "basil", "thyme", "rosemary"],
    Rafraîchissant: ["crushed-ice", "soda", "cucumber"],
  },
  whisky: {
    Sucré: ["maple", "honey", "vanilla"],
    Amer: ["angostura", "orange-bitters", "campari"],
    Acidulé: ["lemon", "lime"],
    Fruité: ["peach", "apricot", "cherry", "apple", "blackberry"],
    Épicé: ["ginger-syrup", "cinnamon", "espelette"],
    Herbacé: ["chartreuse", "rosemary", "thyme", "mint"],
    Rafraîchissant: ["soda", "crushed-ice", "cucumber"],
  },
  tequila: {
    Sucré: ["agave", "honey"],
    Amer: ["campari", "orange-bitters", "suze"],
    Acidulé: ["lime", "lemon"],
    Fruité: ["watermelon", "mango", "passion", "grapefruit", "strawberry"],
    Épicé: ["chili", "espelette", "ginger-syrup"],
    Herbacé: ["coriander", "basil", "chartreuse"],
    Rafraîchissant: ["cucumber", "crushed-ice", "soda"],
  },
};

function resolve(base: CocktailBase, preference: TastePreference): readonly Twist[] {
  const order = TWIST_ORDER[base];
  if (preference === "Fruité") return order.Fruité.map(fruitTwist);
  return order[preference].map((id) => {
    const twist = TWISTS.get(id);
    if (!twist) throw new Error(`Variante inconnue : ${id}`);
    return twist;
  });
}

// Resolved once at load: the creator reads these lists on every call.
const RESOLVED = new Map<string, readonly Twist[]>();
for (const base of Object.keys(TWIST_ORDER) as CocktailBase[]) {
  for (const preference of TASTE_PREFERENCES)
    RESOLVED.set(`${base}:${preference}`, resolve(base, preference));
}

/** All twists of a preference for a base, in order of preference. */
export function twistsFor(base: CocktailBase, preference: TastePreference): readonly Twist[] {
  return RESOLVED.get(`${base}:${preference}`) ?? [];
}

/** Alcohol-free bitterness, for the version without alcohol when the bitters had to go. */
export const ALCOHOL_FREE_BITTER: Twist = {
  id: "bitter-aperitif-na",
  preference: "Amer",
  action: { type: "modifier", key: "bitterAperitifNA", amount: 1.5 },
  suffix: "amer",
  effect: "un apéritif amer sans alcool garde l'amertume",
};
