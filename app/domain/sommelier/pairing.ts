import { analyseDish, lexiconIdOf, type DishProfile, type DishReading } from "./dish-analysis";
import { cheeseFamilies, isCheese, isDessert, isFish, isRedMeat, type FoodCategory } from "./food-categories";
import { capitalise, noun, withA, withArticle, withDe, type NounPhrase } from "./french";
import { WINE_SUGGESTION_COUNT, type WineSuggestion } from "./wine-schema";
import { wines } from "./wine-list.server";
import {
  regionOrigin,
  servingTemperature,
  wineImage,
  wineTypeLabel,
  type Wine,
  type WineRegion,
} from "./wines";

export type { WineSuggestion } from "./wine-schema";

export interface PairingGuideWine {
  name: string;
  reason: string;
}

export interface PairingGuideSection {
  title: string;
  wines: PairingGuideWine[];
}

export type PairingResult =
  | { kind: "suggestions"; profile: DishProfile; suggestions: WineSuggestion[] }
  | { kind: "guide"; guide: PairingGuideSection[] };

/** The spec's fallback guide, shown when the dish says nothing we can pair. */
export const pairingGuide: readonly Readonly<PairingGuideSection>[] = [
  {
    title: "Viandes rouges",
    wines: [
      {
        name: "Pauillac",
        reason: "Ses tanins fermes de cabernet tiennent tête à une côte de bœuf ou à un gigot.",
      },
      {
        name: "Saint-Émilion",
        reason: "Son merlot velouté accompagne aussi bien les rôtis que les plats mijotés.",
      },
      {
        name: "Crozes-Hermitage",
        reason: "Une syrah fruitée et poivrée, parfaite avec une entrecôte grillée.",
      },
    ],
  },
  {
    title: "Poissons",
    wines: [
      {
        name: "Chablis",
        reason: "Sa vivacité minérale respecte les poissons délicats et les fruits de mer.",
      },
      {
        name: "Muscadet Sèvre-et-Maine",
        reason: "Le compagnon iodé des huîtres, des moules et des poissons grillés.",
      },
      { name: "Meursault", reason: "Sa rondeur beurrée épouse les poissons servis en sauce." },
    ],
  },
  {
    title: "Volailles",
    wines: [
      { name: "Bourgogne rouge", reason: "Un pinot noir souple et fruité, idéal avec un poulet rôti." },
      { name: "Pouilly-Fuissé", reason: "Un chardonnay généreux pour les volailles à la crème." },
      { name: "Fleurie", reason: "Un gamay floral et léger qui se plaît avec les volailles grillées." },
    ],
  },
  {
    title: "Desserts",
    wines: [
      { name: "Sauternes", reason: "Le grand liquoreux des tartes aux fruits et des desserts à l'abricot." },
      { name: "Banyuls", reason: "Ses notes de cacao et de fruits confits en font l'allié du chocolat." },
      {
        name: "Champagne demi-sec",
        reason: "Sa bulle et sa douceur légère allègent les desserts aux fruits.",
      },
    ],
  },
];

/** How each region is named to the cook: « Vallée de la Loire » reads better than « Loire ». */
const regionLabels: Partial<Record<WineRegion, string>> = {
  Loire: "Vallée de la Loire",
  Rhône: "Vallée du Rhône",
};

// ---------------------------------------------------------------------------------------------
// Indexes built once at load.

interface IndexedWine {
  readonly wine: Wine;
  readonly order: number;
  readonly classics: ReadonlySet<string>;
  /** How well the wine copes with a whole cheese board: versatility across the four families. */
  readonly boardStrength: number;
}

const cellar: readonly IndexedWine[] = wines.map((wine, order) => {
  const familySum = cheeseFamilies.reduce((sum, family) => sum + (wine.pairs[family] ?? 0), 0);
  return {
    wine,
    order,
    classics: new Set(wine.classics.flatMap((classic) => lexiconIdOf(classic) ?? [])),
    boardStrength: Math.max(wine.pairs["cheese-board"] ?? 0, Math.min(3, familySum / 1.5)),
  };
});

// ---------------------------------------------------------------------------------------------
// Scoring: a sommelier's rules of thumb, each worth a few points.

const TARGET_BODY = { light: 2, medium: 3, full: 4.3 } as const;

function strengthFor(entry: IndexedWine, category: FoodCategory): number {
  return category === "cheese-board" ? entry.boardStrength : (entry.wine.pairs[category] ?? 0);
}

function scoreWine(entry: IndexedWine, profile: DishProfile, category: FoodCategory): number {
  const { wine } = entry;
  const strength = strengthFor(entry, category);
  const red = wine.colour === "red";
  const sparkling = wine.style === "sparkling";
  let score = strength * 4;

  let secondary = 0;
  for (const other of profile.secondary) secondary += wine.pairs[other] ?? 0;
  score += Math.min(secondary, 3);

  // Desserts are matched on sugar rather than weight; everything else on body.
  if (!isDessert(category)) score -= Math.abs(wine.body - TARGET_BODY[profile.intensity]) * 1.5;

  if (isDessert(category)) {
    const missing = profile.sweetness - wine.sweetness;
    if (missing > 0) score -= missing * 4;
    if (sparkling && category !== "chocolate-dessert") score += 0.5;
  } else {
    if (wine.sweetness >= 3 && strength < 2) score -= 10;
    if (wine.sweetness === 2 && strength < 2 && profile.sauce !== "spicy") score -= 3;
    if (isFish(category)) {
      if (wine.tannin >= 3) score -= 6;
      else if (wine.tannin === 2 && strength === 0) score -= 2;
    }
    if (isRedMeat(category)) {
      if (!red && strength === 0) score -= wine.colour === "rose" ? 3 : 6;
      if (red && wine.tannin >= 3) score += 1.5;
    }
    if ((category === "poultry" || category === "veal" || category === "pork") && wine.tannin >= 5)
      score -= 2;
    if ((category === "vegetables" || category === "cheese-goat") && wine.tannin >= 4) score -= 3;
  }

  score += sauceBonus(wine, profile, category);
  score += cookingBonus(wine, profile, category);
  if (profile.regions.includes(wine.region)) score += 2.5;
  if (profile.terms.some((term) => entry.classics.has(term))) score += 2;
  return score;
}

function sauceBonus(wine: Wine, profile: DishProfile, category: FoodCategory): number {
  if (isDessert(category)) return 0;
  const red = wine.colour === "red";
  switch (profile.sauce) {
    case "cream":
      return (wine.acidity >= 4 ? 2 : 0) + (!red && wine.body >= 4 ? 1.5 : 0) - (wine.tannin >= 3 ? 3 : 0);
    case "red-wine":
      return red ? (wine.tannin >= 3 ? 3 : 2) : -8;
    case "tomato":
      return (
        (wine.acidity >= 3 && wine.tannin <= 3 ? 1.5 : 0) +
        (wine.colour === "rose" ? 1 : 0) -
        (wine.sweetness >= 2 ? 2 : 0)
      );
    case "citrus":
      return (wine.acidity >= 4 ? 2.5 : 0) - (wine.tannin >= 3 ? 3 : 0);
    case "red-fruit":
      if (red) return (wine.acidity >= 3 ? 3 : 0) - (wine.tannin >= 5 ? 1 : 0);
      return wine.colour === "rose" ? 1 : -2;
    case "sweet-fruit":
      return (wine.sweetness >= 1 && wine.sweetness <= 2 ? 2 : 0) + (red && wine.body >= 4 ? 1 : 0);
    case "spicy":
      return (
        (wine.sweetness >= 1 && wine.sweetness <= 3 ? 3 : 0) +
        (wine.aromatic ? 2.5 : 0) +
        (wine.colour === "rose" ? 1.5 : 0) -
        (wine.tannin >= 4 ? 4 : wine.tannin === 3 ? 1.5 : 0) -
        (wine.body >= 5 ? 1 : 0)
      );
    case "pepper":
      return red && wine.tannin >= 3 ? 2 + (wine.grapes.includes("Syrah") ? 1 : 0) : 0;
    case "cheese":
      return isCheese(category) ? 0 : (wine.acidity >= 4 ? 1.5 : 0) + (red ? 0 : 0.5);
    case "herbs":
      return (!red && wine.acidity >= 3 ? 1.5 : 0) + (southern(wine) ? 1 : 0);
    case "vinaigrette":
      return (wine.acidity >= 4 ? 2 : 0) + (wine.colour === "rose" ? 1 : 0) - (wine.tannin >= 3 ? 2 : 0);
    case "soy":
      return (
        (wine.acidity >= 4 ? 1.5 : 0) + (wine.style === "sparkling" ? 1.5 : 0) - (wine.tannin >= 3 ? 2 : 0)
      );
    default:
      return 0;
  }
}

function cookingBonus(wine: Wine, profile: DishProfile, category: FoodCategory): number {
  const red = wine.colour === "red";
  switch (profile.cooking) {
    case "grilled":
      if (isFish(category)) return red && wine.tannin <= 2 ? 1 : 0;
      return (red && wine.body >= 3 ? 1 : 0) + (wine.colour === "rose" ? 0.5 : 0);
    case "roasted":
      return wine.body >= 3 ? 0.5 : 0;
    case "braised":
      return wine.body >= 4 ? 1.5 : wine.body <= 2 ? -1 : 0;
    case "raw":
      if (isRedMeat(category)) return wine.tannin <= 3 ? 2 : wine.tannin >= 5 ? -2 : 0;
      return (wine.acidity >= 4 ? 2 : 0) - (wine.body >= 4 ? 1.5 : 0);
    case "fried":
      return (
        (wine.style === "sparkling" ? 3 : 0) + (wine.acidity >= 4 ? 1.5 : 0) - (wine.tannin >= 4 ? 2 : 0)
      );
    case "steamed":
      return wine.body <= 2 ? 1 : wine.body >= 4 ? -1 : 0;
    case "smoked":
      return (wine.aromatic || wine.acidity >= 4 ? 1.5 : 0) - (wine.tannin >= 4 ? 2 : 0);
    case "gratin":
      return wine.acidity >= 4 ? 1.5 : 0;
    default:
      return 0;
  }
}

const southernRegions: ReadonlySet<WineRegion> = new Set([
  "Provence",
  "Rhône",
  "Languedoc-Roussillon",
  "Corse",
]);
const southern = (wine: Wine) => southernRegions.has(wine.region);

// ---------------------------------------------------------------------------------------------
// Choosing three: the best, then the best that does not repeat a family, with a nudge toward a
// second style when the first two are alike.

function choose(scored: readonly { entry: IndexedWine; score: number }[]): IndexedWine[] {
  const picked: IndexedWine[] = [];
  const remaining = [...scored];
  while (picked.length < WINE_SUGGESTION_COUNT && remaining.length > 0) {
    let bestIndex = 0;
    let bestValue = -Infinity;
    remaining.forEach(({ entry, score }, index) => {
      let value = score;
      for (const chosen of picked) {
        if (chosen.wine.family === entry.wine.family) value -= 8;
        if (chosen.wine.region === entry.wine.region) value -= 1.5;
        if (chosen.wine.style === entry.wine.style) value -= 0.5;
      }
      const [first, second] = picked;
      if (
        picked.length === 2 &&
        first &&
        second &&
        wineTypeLabel(first.wine.style) === wineTypeLabel(second.wine.style) &&
        wineTypeLabel(entry.wine.style) !== wineTypeLabel(first.wine.style)
      ) {
        value += 1.5;
      }
      // Ties keep the cellar's order, so the answer never changes between two calls.
      if (value > bestValue) {
        bestValue = value;
        bestIndex = index;
      }
    });
    const [next] = remaining.splice(bestIndex, 1);
    if (next) picked.push(next.entry);
  }
  return picked;
}

// ---------------------------------------------------------------------------------------------
// Reasons: « {what the wine brings} {verb} {what it answers in the dish}, et {a second reason}. »

interface Verb {
  readonly one: string;
  readonly many: string;
  readonly link: "direct" | "à" | "avec";
}

const VERBS: readonly Verb[] = [
  { one: "répond", many: "répondent", link: "à" },
  { one: "accompagne", many: "accompagnent", link: "direct" },
  { one: "s'accorde", many: "s'accordent", link: "avec" },
  { one: "épouse", many: "épousent", link: "direct" },
  { one: "met en valeur", many: "mettent en valeur", link: "direct" },
];

function linked(verb: Verb, phrase: NounPhrase): string {
  if (verb.link === "à") return withA(phrase);
  if (verb.link === "avec") return `avec ${withArticle(phrase)}`;
  return withArticle(phrase);
}

/** The part of the dish a wine answers, such as « chair » for meats, « finesse » for lean fish. */
function elementHead(profile: DishProfile, category: FoodCategory): NounPhrase {
  const cooking = profile.cooking;
  switch (category) {
    case "red-meat":
    case "lamb":
    case "pork":
      if (cooking === "braised") return noun("fondant", "m");
      if (cooking === "grilled") return noun("saveurs grillées", "fp");
      if (cooking === "raw") return noun("finesse", "f");
      return noun("chair", "f");
    case "duck":
      return cooking === "braised" ? noun("fondant", "m") : noun("chair", "f");
    case "game":
      return cooking === "braised" ? noun("fondant", "m") : noun("caractère", "m");
    case "veal":
      return noun("tendreté", "f");
    case "charcuterie":
      return noun("générosité", "f");
    case "poultry":
      if (cooking === "roasted") return noun("peau dorée", "f");
      if (cooking === "fried") return noun("croustillant", "m");
      return noun("chair tendre", "f");
    case "foie-gras":
      return noun("fondant", "m");
    case "lean-fish":
      if (cooking === "fried") return noun("croustillant", "m");
      if (cooking === "grilled") return noun("saveurs grillées", "fp");
      return noun("finesse", "f");
    case "rich-fish":
      if (cooking === "grilled") return noun("saveurs grillées", "fp");
      if (cooking === "smoked") return noun("notes fumées", "fp");
      if (cooking === "raw") return noun("pureté", "f");
      return noun("richesse", "f");
    case "shellfish":
      if (cooking === "raw") return noun("iode", "m");
      if (cooking === "fried") return noun("croustillant", "m");
      return noun("douceur iodée", "f");
    case "cheese-pressed":
      return cooking === "gratin" ? noun("fondant", "m") : noun("caractère", "m");
    case "cheese-soft":
      return noun("crémeux", "m");
    case "cheese-goat":
      return noun("fraîcheur acidulée", "f");
    case "cheese-blue":
      return noun("caractère salé", "m");
    case "cheese-board":
      return noun("diversité", "f");
    case "vegetables":
      if (cooking === "braised") return noun("fondant", "m");
      if (cooking === "grilled") return noun("saveurs grillées", "fp");
      return noun("saveurs", "fp");
    case "mushrooms":
      return noun("parfum", "m");
    case "spicy":
      return noun("épices", "fp");
    case "pasta-pizza":
      return noun("gourmandise", "f");
    case "chocolate-dessert":
      return noun("intensité", "f");
    case "fruit-dessert":
      return noun("douceur fruitée", "f");
    case "citrus-dessert":
      return noun("acidité", "f");
    case "sweet-dessert":
      return noun("gourmandise", "f");
  }
}

// When the wine's own description already uses the head word (« sa finesse … la finesse des sushis »),
// the dish side switches to a synonym.
const ALTERNATE_HEADS: Readonly<Record<string, NounPhrase>> = {
  finesse: noun("délicatesse", "f"),
  chair: noun("tendreté", "f"),
  fondant: noun("tendreté", "f"),
  parfum: noun("arômes", "mp"),
  intensité: noun("profondeur", "f"),
  acidité: noun("vivacité", "f"),
  "douceur fruitée": noun("fruit", "m"),
};

function dishElement(profile: DishProfile, category: FoodCategory, wine: Wine): NounPhrase {
  let head = profile.focus ?? elementHead(profile, category);
  const headWord = head.text.split(" ")[0] ?? head.text;
  if (wine.voice.includes(headWord)) head = ALTERNATE_HEADS[head.text] ?? noun("saveurs", "fp");
  const flavourFirst = category === "fruit-dessert" || category === "chocolate-dessert";
  const named = (flavourFirst ? profile.accent : null) ?? profile.subject ?? noun("plat", "m");
  return { ...head, text: `${head.text} ${withDe(named)}` };
}

interface Clause {
  readonly applies: (wine: Wine, profile: DishProfile, category: FoodCategory) => boolean;
  readonly text: (profile: DishProfile) => string;
}

const clause = (applies: Clause["applies"], text: Clause["text"] | string): Clause => ({
  applies,
  text: typeof text === "string" ? () => text : text,
});

const sweetEnough = (wine: Wine, profile: DishProfile) => wine.sweetness >= profile.sweetness;
const meatWithTannin: ReadonlySet<FoodCategory> = new Set(["red-meat", "lamb", "game", "duck"]);

// Most specific first; the last ones always apply, so every wine gets a second reason.
const CLAUSES: readonly Clause[] = [
  // Desserts.
  clause(
    (w, _p, c) => c === "chocolate-dessert" && w.sweetness >= 4 && w.tannin >= 2,
    "sa douceur tannique tient tête à l'amertume du cacao",
  ),
  clause(
    (w, _p, c) => c === "chocolate-dessert" && w.sweetness >= 4,
    "son fruit confit prolonge le chocolat sans l'alourdir",
  ),
  clause(
    (w, p, c) => c === "citrus-dessert" && sweetEnough(w, p) && w.acidity >= 4,
    "sa vivacité fait écho aux agrumes tandis que sa liqueur répond au sucre",
  ),
  clause(
    (w, p, c) => isDessert(c) && w.style === "sparkling" && sweetEnough(w, p),
    "ses bulles allègent la douceur du dessert",
  ),
  clause(
    (w, p, c) => isDessert(c) && w.aromatic && sweetEnough(w, p),
    "son parfum exubérant prolonge le fruit du dessert",
  ),
  clause(
    (w, p, c) => isDessert(c) && sweetEnough(w, p),
    "sa liqueur égale le sucre du dessert sans l'alourdir",
  ),
  clause((_w, _p, c) => isDessert(c), "sa fraîcheur termine le repas en légèreté"),

  // Signature savoury matches.
  clause(
    (w, _p, c) => c === "foie-gras" && w.sweetness >= 3,
    "sa liqueur, portée par une belle fraîcheur, équilibre la richesse du foie",
  ),
  clause(
    (w, _p, c) => c === "cheese-blue" && w.sweetness >= 3,
    "le contraste entre sa douceur et le sel du bleu fait tout le charme de l'accord",
  ),
  clause(
    (w, _p, c) => c === "cheese-board" && w.sweetness >= 3,
    "le sucre de sa liqueur fait merveille face aux fromages persillés du plateau",
  ),
  clause(
    (w, _p, c) => c === "cheese-board" && w.colour === "red",
    "son fruit souple s'entend avec les pâtes pressées comme avec les croûtes fleuries",
  ),
  clause(
    (w, _p, c) => c === "cheese-board" && w.acidity >= 4,
    "sa vivacité rafraîchit le palais d'un fromage à l'autre",
  ),
  clause((w, _p, c) => c === "cheese-soft" && w.aromatic, "son parfum tient tête au caractère de la croûte"),
  clause(
    (w, _p, c) => c === "cheese-goat" && w.acidity >= 4,
    "sa vivacité répond à l'acidité lactique du chèvre",
  ),
  clause((_w, _p, c) => c === "cheese-board", "sa polyvalence lui permet de passer d'un fromage à l'autre"),
  clause(
    (w, p, c) => isCheese(c) && p.cooking === "gratin" && w.acidity >= 4,
    "sa vivacité allège le fromage fondu",
  ),
  clause(
    (w, _p, c) => c === "cheese-pressed" && w.colour !== "red",
    "sa fraîcheur souligne le fruité des pâtes pressées",
  ),
  clause((w, _p, c) => isCheese(c) && w.colour === "red", "son fruit souple ne heurte pas le fromage"),

  // Sauces.
  clause(
    (w, p) => p.sauce === "red-fruit" && w.colour === "red" && w.acidity >= 3,
    (p) => `sa pointe d'acidité équilibre la douceur ${withDe(p.accent ?? noun("fruits rouges", "mp"))}`,
  ),
  clause(
    (w, p) => p.sauce === "red-fruit",
    (p) => `son fruit fait écho ${withA(p.accent ?? noun("fruits rouges", "mp"))}`,
  ),
  clause(
    (w, p) => p.sauce === "sweet-fruit" && w.sweetness >= 1,
    (p) => `sa rondeur prolonge la note sucrée ${withDe(p.accent ?? noun("sauce", "f"))}`,
  ),
  clause(
    (w, p) => p.sauce === "sweet-fruit" && w.colour === "red",
    (p) => `son fruit mûr rejoint la note sucrée ${withDe(p.accent ?? noun("sauce", "f"))}`,
  ),
  clause(
    (w, p) => p.sauce === "sweet-fruit" && w.acidity >= 4,
    (p) => `sa vivacité équilibre la note sucrée ${withDe(p.accent ?? noun("sauce", "f"))}`,
  ),
  clause(
    (w, p) => p.sauce === "spicy" && w.sweetness >= 1 && w.sweetness <= 3,
    // Coconut milk softens a curry rather than setting it alight: the wine meets its roundness.
    (p) =>
      p.accent?.text === "lait de coco"
        ? "sa touche de douceur rejoint la rondeur du lait de coco"
        : `sa touche de douceur apaise le feu ${withDe(p.accent ?? noun("plat", "m"))}`,
  ),
  clause(
    (w, p) => p.sauce === "spicy" && w.aromatic,
    (p) =>
      p.accent
        ? `son exubérance aromatique tient tête ${withA(p.accent)}`
        : "son exubérance aromatique ne se laisse pas dominer par le piquant",
  ),
  clause(
    (w, p) => p.sauce === "spicy" && w.colour !== "red" && w.acidity >= 3,
    "sa fraîcheur rafraîchit le palais entre deux bouchées relevées",
  ),
  clause(
    (w, p) => p.sauce === "spicy" && w.colour === "red" && w.tannin <= 3,
    "ses tanins fondus ne durcissent pas au contact des épices",
  ),
  clause(
    (w, p) => p.sauce === "red-wine" && w.colour === "red" && w.tannin >= 3 && p.cooking === "braised",
    "sa structure tient tête à une sauce au vin longuement mijotée",
  ),
  clause(
    (w, p) => p.sauce === "red-wine" && w.colour === "red" && w.tannin >= 3,
    "sa structure tient tête à la sauce au vin",
  ),
  clause((w, p) => p.sauce === "red-wine" && w.colour === "red", "son fruit se fond dans la sauce au vin"),
  clause(
    (w, p) => p.sauce === "pepper" && w.colour === "red" && w.grapes.includes("Syrah"),
    "ses notes poivrées font écho au poivre de la sauce",
  ),
  clause(
    (w, p) => p.sauce === "pepper" && w.colour === "red" && w.tannin >= 3,
    "ses tanins répondent au piquant du poivre",
  ),
  clause(
    (w, p) => p.sauce === "citrus" && w.acidity >= 4,
    (p) => `sa vivacité fait écho ${withA(p.accent ?? noun("citron", "m"))}`,
  ),
  clause(
    (w, p) => p.sauce === "citrus" && w.colour === "red",
    (p) => `son fruit s'accorde à la note acidulée ${withDe(p.accent ?? noun("agrumes", "mp"))}`,
  ),
  clause(
    (w, p) => p.sauce === "cream" && w.acidity >= 4,
    (p) => `sa vivacité allège la richesse ${withDe(p.accent ?? noun("crème", "f"))}`,
  ),
  clause(
    (w, p) => p.sauce === "cream" && w.colour !== "red" && w.body >= 3,
    (p) => `son ampleur épouse l'onctuosité ${withDe(p.accent ?? noun("sauce", "f"))}`,
  ),
  clause(
    (w, p) => p.sauce === "cream" && w.colour === "red" && w.tannin <= 2,
    (p) => `sa souplesse ne heurte pas l'onctuosité ${withDe(p.accent ?? noun("sauce", "f"))}`,
  ),
  clause(
    (w, p) => p.sauce === "tomato" && w.colour === "rose",
    "sa fraîcheur fruitée accompagne la tomate gorgée de soleil",
  ),
  clause(
    (w, p) => p.sauce === "tomato" && w.acidity >= 3 && w.tannin <= 3,
    "sa fraîcheur tient tête à l'acidité de la tomate",
  ),
  clause(
    (w, p, c) => p.sauce === "cheese" && !isCheese(c) && w.acidity >= 4,
    "sa vivacité tranche avec le fromage fondu",
  ),
  clause(
    (w, p, c) => p.sauce === "cheese" && !isCheese(c) && w.colour === "red",
    "son fruit accompagne le fromage sans le couvrir",
  ),
  clause(
    (w, p) => p.sauce === "herbs" && w.colour !== "red" && w.acidity >= 3,
    (p) => `sa fraîcheur aromatique rejoint ${withArticle(p.accent ?? noun("herbes", "fp"))}`,
  ),
  clause((w, p) => p.sauce === "herbs" && southern(w), "ses notes de garrigue rejoignent les herbes du plat"),
  clause((w, p) => p.sauce === "vinaigrette" && w.acidity >= 4, "sa vivacité ne craint pas la vinaigrette"),
  clause(
    (w, p) => p.sauce === "vinaigrette" && w.colour === "rose",
    "sa fraîcheur accompagne l'assaisonnement sans s'y perdre",
  ),
  clause(
    (w, p) => p.sauce === "soy" && w.style === "sparkling",
    "ses bulles fines nettoient le palais du sel du soja",
  ),
  clause((w, p) => p.sauce === "soy" && w.acidity >= 4, "sa tension répond au salé du soja"),

  // Cooking.
  clause(
    (w, p) => p.cooking === "fried" && w.style === "sparkling",
    "ses bulles nettoient le palais du gras de la friture",
  ),
  clause((w, p) => p.cooking === "fried" && w.acidity >= 4, "sa vivacité coupe le gras de la friture"),
  clause(
    (w, p, c) => p.cooking === "raw" && isRedMeat(c) && w.colour === "red",
    "ses tanins mesurés respectent la chair crue",
  ),
  clause(
    (w, p) => p.cooking === "raw" && w.acidity >= 4,
    "sa tension respecte la pureté d'un produit servi cru",
  ),
  clause(
    (w, p) => p.cooking === "smoked" && (w.aromatic || w.acidity >= 4),
    "sa fraîcheur équilibre les notes fumées",
  ),
  clause(
    (w, p) => p.cooking === "grilled" && w.colour === "red" && w.tannin >= 3,
    "ses tanins trouvent un écho dans le caramélisé de la grillade",
  ),
  clause((w, p) => p.cooking === "grilled", "sa fraîcheur équilibre le caramélisé de la grillade"),
  clause(
    (w, p) => p.cooking === "braised" && w.body >= 4,
    "son ampleur est à la mesure d'un plat longuement mijoté",
  ),
  clause(
    (w, p) => p.cooking === "braised" && w.colour !== "red" && w.acidity >= 4,
    "sa vivacité allège un plat longuement mijoté",
  ),
  clause((w, p) => p.cooking === "braised", "sa souplesse accompagne la tendreté d'un plat mijoté"),
  clause(
    (w, p, c) => p.cooking === "roasted" && !isCheese(c) && w.colour === "red" && w.tannin >= 3,
    "sa charpente soutient les sucs de cuisson",
  ),
  clause(
    (w, p, c) => p.cooking === "roasted" && !isCheese(c) && w.tannin <= 3,
    "sa rondeur se mêle aux sucs de cuisson",
  ),
  clause(
    (w, p) => p.cooking === "steamed" && w.body <= 2,
    "sa légèreté respecte une cuisson tout en délicatesse",
  ),
  clause((w, p) => p.cooking === "gratin" && w.acidity >= 4, "sa vivacité allège le gratiné"),
  clause((w, p) => p.cooking === "pan-fried", "sa netteté accompagne le doré de la cuisson à la poêle"),

  // Families.
  clause(
    (w, p, c) => c === "shellfish" && !p.focus && w.acidity >= 4,
    "sa salinité prolonge la fraîcheur marine",
  ),
  clause((_w, _p, c) => c === "shellfish", "sa finale légèrement salée appelle la bouchée suivante"),
  clause(
    (w, _p, c) => isFish(c) && w.colour === "red",
    "ses tanins légers n'agressent pas la chair du poisson",
  ),
  clause((w, _p, c) => isFish(c) && w.acidity >= 4, "sa vivacité ne couvre jamais le poisson"),
  clause(
    (_w, _p, c) => c === "lean-fish" || c === "rich-fish",
    "son élégance laisse au poisson le premier rôle",
  ),
  clause(
    (w, _p, c) => c === "lamb" && southern(w),
    "son accent méridional rappelle les herbes qui parfument l'agneau",
  ),
  clause((w, _p, c) => c === "game" && w.body >= 4, "sa profondeur répond au goût sauvage du gibier"),
  clause((w, _p, c) => c === "duck" && w.tannin >= 4, "sa charpente tient tête au gras du canard"),
  clause(
    (w, _p, c) => meatWithTannin.has(c) && w.tannin >= 4,
    "ses tanins fermes s'assouplissent au contact de la viande",
  ),
  clause((_w, _p, c) => c === "poultry", "sa discrétion laisse parler la volaille"),
  clause((_w, _p, c) => c === "veal", "sa finesse ménage la délicatesse du veau"),
  clause((w, _p, c) => c === "charcuterie" && w.acidity >= 4, "sa vivacité coupe le gras de la charcuterie"),
  clause((w, _p, c) => c === "pork" && w.acidity >= 4, "sa vivacité allège le gras du porc"),
  clause((_w, _p, c) => c === "vegetables", "sa fraîcheur accompagne le plat sans l'écraser"),
  clause((_w, _p, c) => c === "mushrooms", "ses notes de sous-bois font écho aux champignons"),
  clause((_w, _p, c) => c === "pasta-pizza", "son fruit franc accompagne simplement un plat convivial"),

  // The weight of the wine against the weight of the dish, then reasons true of any good match.
  clause((w, p) => p.intensity === "light" && w.body <= 3, "sa légèreté laisse le plat s'exprimer"),
  clause((_w, p) => p.intensity === "medium", "son équilibre accompagne le plat sans le dominer"),
  clause(
    (w, p) => p.intensity === "full" && w.body >= 4,
    "sa puissance est à la mesure d'un plat de caractère",
  ),
  clause(() => true, "sa finale nette prépare la bouchée suivante"),
  clause(() => true, "son équilibre en fait un compagnon sûr du début à la fin du repas"),
  clause(() => true, "sa personnalité apporte une belle variation à l'accord"),
];

// Words too common to count as a repetition.
const COMMON_WORDS: ReadonlySet<string> = new Set(["notes", "dessert"]);

function significantWords(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[\s']+/)
      .filter((word) => word.length >= 5 && !COMMON_WORDS.has(word))
      // Crude singular: « bulles » and « bulle », « fruitée » and « fruité » count as one word.
      .map((word) => word.replace(/(?:es|s|e)$/, "")),
  );
}

/**
 * « Sa fraîcheur … , et sa fraîcheur … » reads as a stammer: a second reason is set aside when the
 * quality it praises (the noun after « sa », « son », « ses ») was already named in the sentence.
 */
function repeats(opening: ReadonlySet<string>, clauseText: string): boolean {
  const subject = clauseText.split(" ")[1] ?? "";
  return [...significantWords(subject)].some((word) => opening.has(word));
}

interface UsedParts {
  readonly clauses: Set<Clause>;
  readonly verbs: Set<Verb>;
}

function describe(
  entry: IndexedWine,
  profile: DishProfile,
  category: FoodCategory,
  rank: number,
  used: UsedParts,
): string {
  const { wine } = entry;
  const element = dishElement(profile, category, wine);
  const openingWords = significantWords(`${wine.voice} ${element.text}`);

  const fitting = CLAUSES.filter((candidate) => candidate.applies(wine, profile, category));
  const chosen =
    fitting.find(
      (candidate) => !used.clauses.has(candidate) && !repeats(openingWords, candidate.text(profile)),
    ) ??
    fitting.find((candidate) => !used.clauses.has(candidate)) ??
    fitting[0];
  const second = chosen ? chosen.text(profile) : "";
  if (chosen) used.clauses.add(chosen);

  // The verb turns with the wine and its rank, skipping verbs already said in this answer or sentence.
  const start = rank + entry.order;
  const rotation = VERBS.map((_, offset) => VERBS[(start + offset) % VERBS.length] ?? VERBS[0]);
  const verb =
    rotation.find(
      (candidate) => candidate && !used.verbs.has(candidate) && !second.includes(candidate.one),
    ) ??
    rotation.find((candidate) => candidate && !second.includes(candidate.one)) ??
    rotation[0];
  if (!verb) return capitalise(`${wine.voice}.`);
  used.verbs.add(verb);

  let sentence = `${capitalise(wine.voice)} ${wine.voicePlural ? verb.many : verb.one} ${linked(verb, element)}`;
  sentence += second ? `, et ${second}.` : ".";
  if (profile.regions.includes(wine.region)) {
    sentence += ` Un accord de terroir, puisque le plat et le vin sont tous deux originaires ${regionOrigin[wine.region]}.`;
  }
  return sentence;
}

function toSuggestion(
  entry: IndexedWine,
  profile: DishProfile,
  category: FoodCategory,
  rank: number,
  used: UsedParts,
): WineSuggestion {
  const { wine } = entry;
  return {
    name: wine.name,
    type: wineTypeLabel(wine.style),
    region: regionLabels[wine.region] ?? wine.region,
    description: describe(entry, profile, category, rank, used),
    temperature: servingTemperature(wine.style),
    image: wineImage(wine.style, wine.colour),
  };
}

function guideCopy(): PairingGuideSection[] {
  return pairingGuide.map((section) => ({
    title: section.title,
    wines: section.wines.map((wine) => ({ ...wine })),
  }));
}

/** Three wines for a dish typed in French, or the pairing guide when the dish says nothing we know. */
export function pairWines(dish: string, reading: DishReading = {}): PairingResult {
  const profile = analyseDish(dish, reading);
  const category = profile.category;
  if (category === null) return { kind: "guide", guide: guideCopy() };

  const scored = cellar.map((entry) => ({ entry, score: scoreWine(entry, profile, category) }));
  const used: UsedParts = { clauses: new Set(), verbs: new Set() };
  const suggestions = choose(scored).map((entry, rank) => toSuggestion(entry, profile, category, rank, used));
  return { kind: "suggestions", profile, suggestions };
}
