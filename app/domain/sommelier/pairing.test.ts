import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FoodCategory } from "./food-categories";
import { pairingGuide, pairWines, type WineSuggestion } from "./pairing";
import { wineSuggestionsSchema } from "./wine-schema";
import { wineByName } from "./wine-list.server";
import { wineImages, type Wine } from "./wines";

function suggestionsFor(dish: string): WineSuggestion[] {
  const result = pairWines(dish);
  if (result.kind !== "suggestions") throw new Error(`«\u00a0${dish}\u00a0» a donné le guide`);
  return result.suggestions;
}

function cellarEntry(suggestion: WineSuggestion): Wine {
  const wine = wineByName(suggestion.name);
  if (!wine) throw new Error(`${suggestion.name} n'est pas dans la cave`);
  return wine;
}

const isWhite = (wine: Wine) => wine.colour === "white" && wine.sweetness <= 1;
const isSweetOrSparkling = (wine: Wine) => wine.sweetness >= 3 || wine.style === "sparkling";

interface DishCase {
  readonly dish: string;
  readonly category: FoodCategory;
  readonly check?: (wines: Wine[]) => void;
}

const dishes: readonly DishCase[] = [
  {
    dish: "Magret de canard aux cerises",
    category: "duck",
    check: (wines) => expect(wines.every((wine) => wine.colour === "red")).toBe(true),
  },
  {
    dish: "Sole meunière",
    category: "lean-fish",
    check: (wines) => expect(wines.filter(isWhite).length).toBeGreaterThanOrEqual(2),
  },
  {
    dish: "Curry de légumes épicé",
    category: "spicy",
    check: (wines) => expect(wines.every((wine) => wine.tannin <= 1)).toBe(true),
  },
  {
    dish: "Tarte au citron",
    category: "citrus-dessert",
    check: (wines) => expect(wines.every(isSweetOrSparkling)).toBe(true),
  },
  { dish: "Plateau de fromages", category: "cheese-board" },
  {
    dish: "Bœuf bourguignon",
    category: "red-meat",
    check: (wines) => {
      expect(wines.every((wine) => wine.colour === "red")).toBe(true);
      expect(wines.some((wine) => wine.region === "Bourgogne")).toBe(true);
    },
  },
  { dish: "Poulet rôti", category: "poultry" },
  {
    dish: "Saumon grillé",
    category: "rich-fish",
    check: (wines) => expect(wines.every((wine) => wine.tannin <= 2)).toBe(true),
  },
  {
    dish: "Huîtres",
    category: "shellfish",
    check: (wines) =>
      expect(wines.some((wine) => /^(Muscadet|Chablis|Champagne)/.test(wine.name))).toBe(true),
  },
  { dish: "Risotto aux champignons", category: "mushrooms" },
  { dish: "Pizza margherita", category: "pasta-pizza" },
  {
    dish: "Fondant au chocolat",
    category: "chocolate-dessert",
    check: (wines) => expect(wines.every((wine) => wine.sweetness >= 4)).toBe(true),
  },
  {
    dish: "Choucroute",
    category: "charcuterie",
    check: (wines) => expect(wines.some((wine) => wine.region === "Alsace")).toBe(true),
  },
  {
    dish: "Blanquette de veau",
    category: "veal",
    check: (wines) => expect(wines.every((wine) => wine.tannin <= 2)).toBe(true),
  },
  {
    dish: "Gigot d'agneau",
    category: "lamb",
    check: (wines) => expect(wines.every((wine) => wine.colour === "red")).toBe(true),
  },
  {
    dish: "Raclette",
    category: "cheese-pressed",
    check: (wines) => expect(wines.some((wine) => wine.region === "Savoie")).toBe(true),
  },
  {
    dish: "Sushi",
    category: "lean-fish",
    check: (wines) => expect(wines.every((wine) => wine.colour !== "red")).toBe(true),
  },
  {
    dish: "Salade niçoise",
    category: "vegetables",
    check: (wines) => expect(wines.some((wine) => wine.colour === "rose")).toBe(true),
  },
  { dish: "Lasagnes", category: "pasta-pizza" },
  {
    dish: "Foie gras mi-cuit",
    category: "foie-gras",
    check: (wines) => expect(wines.every((wine) => wine.sweetness >= 3)).toBe(true),
  },
  {
    dish: "Crottin de Chavignol",
    category: "cheese-goat",
    check: (wines) => expect(wines.some((wine) => wine.name === "Sancerre")).toBe(true),
  },
  {
    dish: "Civet de sanglier",
    category: "game",
    check: (wines) => expect(wines.every((wine) => wine.colour === "red")).toBe(true),
  },
  {
    dish: "Moules marinières",
    category: "shellfish",
    check: (wines) => expect(wines.every((wine) => wine.colour !== "red")).toBe(true),
  },
  {
    dish: "Tarte aux fraises",
    category: "fruit-dessert",
    check: (wines) => expect(wines.every(isSweetOrSparkling)).toBe(true),
  },
  { dish: "Pâtes au pesto", category: "pasta-pizza" },
  { dish: "Pâté en croûte", category: "charcuterie" },
  {
    dish: "Coq au vin",
    category: "poultry",
    check: (wines) => expect(wines.every((wine) => wine.colour === "red")).toBe(true),
  },
  {
    dish: "Roquefort",
    category: "cheese-blue",
    check: (wines) => expect(wines.some((wine) => wine.name === "Sauternes")).toBe(true),
  },
  {
    dish: "Cassoulet",
    category: "duck",
    check: (wines) =>
      expect(
        wines.some((wine) => wine.region === "Sud-Ouest" || wine.region === "Languedoc-Roussillon"),
      ).toBe(true),
  },
  { dish: "Poulet tikka masala", category: "poultry" },
];

describe("pairWines on the dish table", () => {
  it.each(dishes)("$dish", ({ dish, category, check }) => {
    const result = pairWines(dish);
    expect(result.kind).toBe("suggestions");
    if (result.kind !== "suggestions") return;
    expect(result.profile.category).toBe(category);
    expect(result.suggestions).toHaveLength(3);
    expect(new Set(result.suggestions.map((wine) => wine.name)).size).toBe(3);
    check?.(result.suggestions.map(cellarEntry));
  });

  it("names the dish and the sauce in its reasons, with the example's kind of sentence", () => {
    const [first] = suggestionsFor("magret de canard aux cerises");
    expect(first?.description).toContain("du magret de canard");
    expect(first?.description).toContain("des cerises");
  });

  it("never repeats an appellation family or three times the same wine", () => {
    for (const { dish } of dishes) {
      const families = suggestionsFor(dish).map((wine) => cellarEntry(wine).family);
      expect(new Set(families).size, dish).toBe(3);
    }
  });

  it("gives the regional wine of a regional dish", () => {
    expect(suggestionsFor("choucroute")[0]?.region).toBe("Alsace");
    expect(suggestionsFor("bœuf bourguignon")[0]?.region).toBe("Bourgogne");
    expect(suggestionsFor("choucroute")[0]?.description).toContain("originaires d'Alsace");
  });

  it("speaks of the butter of escargots, not of the sea", () => {
    const descriptions = suggestionsFor("escargots de Bourgogne").map((wine) => wine.description);
    expect(descriptions.every((text) => text.includes("beurre persillé des escargots"))).toBe(true);
    expect(descriptions.join(" ")).not.toMatch(/marine|iod/);
  });

  it("is deterministic", () => {
    for (const { dish } of dishes) expect(pairWines(dish)).toEqual(pairWines(dish));
  });
});

describe("suggestion fields", () => {
  const all = dishes.flatMap(({ dish }) => suggestionsFor(dish));
  const images: ReadonlySet<string> = new Set(Object.values(wineImages));

  it("uses the French types, temperatures and our own images", () => {
    for (const wine of all) {
      expect([
        "Vin rouge",
        "Vin blanc sec",
        "Rosé",
        "Effervescent",
        "Vin blanc moelleux",
        "Vin blanc liquoreux",
        "Vin doux naturel",
      ]).toContain(wine.type);
      expect(wine.temperature).toMatch(/^\d{1,2} à \d{1,2}\u00a0°C$/);
      expect(images.has(wine.image)).toBe(true);
    }
  });

  it("matches the image to the wine", () => {
    const image = (dish: string, name: string) =>
      suggestionsFor(dish).find((wine) => wine.name === name)?.image;
    expect(image("gigot d'agneau", "Pauillac")).toBe("/images/vins/rouge.svg");
    expect(image("huîtres", "Champagne brut")).toBe("/images/vins/effervescent.svg");
    expect(image("salade niçoise", "Côtes de Provence rosé")).toBe("/images/vins/rose.svg");
    expect(image("foie gras", "Monbazillac")).toBe("/images/vins/liquoreux.svg");
    expect(image("huîtres", "Chablis")).toBe("/images/vins/blanc.svg");
  });

  it("writes reasons as clean French sentences", () => {
    for (const wine of all) {
      expect(wine.description).toMatch(/^[A-ZÀÂÉÈÊÎÔÛÇ]/);
      expect(wine.description.endsWith(".")).toBe(true);
      expect(wine.description).not.toMatch(/\b(?:de le|de les|à le|à les|undefined|null)\b|\s{2}|\s[,.]/);
    }
  });

  it("does not give the same second reason twice in one answer", () => {
    for (const { dish } of dishes) {
      const seconds = suggestionsFor(dish).map((wine) => wine.description.split(", et ")[1]);
      expect(new Set(seconds).size, dish).toBe(3);
    }
  });

  it("passes the schema used for AI answers", () => {
    for (const { dish } of dishes) {
      expect(wineSuggestionsSchema.safeParse(suggestionsFor(dish)).success).toBe(true);
    }
  });
});

describe("pairing guide", () => {
  it.each(["ma voiture bleue", "", "   ", "xyz 123", "!!!"])("« %s » gives the guide", (text) => {
    const result = pairWines(text);
    expect(result.kind).toBe("guide");
    if (result.kind !== "guide") return;
    expect(result.guide.map((section) => section.title)).toEqual([
      "Viandes rouges",
      "Poissons",
      "Volailles",
      "Desserts",
    ]);
  });

  it("suggests three wines of our cellar per section, each with a reason", () => {
    for (const section of pairingGuide) {
      expect(section.wines).toHaveLength(3);
      for (const wine of section.wines) {
        expect(wineByName(wine.name), wine.name).toBeDefined();
        expect(wine.reason).toMatch(/^[A-ZÀÂÉÈÊÎÔÛÇ].+\.$/);
      }
    }
  });

  it("hands out a copy, so a screen cannot alter the shared guide", () => {
    const result = pairWines("");
    if (result.kind !== "guide") throw new Error("guide attendu");
    result.guide[0]?.wines.pop();
    expect(pairingGuide[0]?.wines).toHaveLength(3);
  });
});

describe("pairWines on any input", () => {
  const words = [
    "magret",
    "canard",
    "cerises",
    "sole",
    "meunière",
    "curry",
    "épicé",
    "tarte",
    "citron",
    "fromages",
    "bœuf",
    "bourguignon",
    "poulet",
    "rôti",
    "saumon",
    "grillé",
    "huîtres",
    "champignons",
    "pizza",
    "chocolat",
    "choucroute",
    "veau",
    "crème",
    "agneau",
    "raclette",
    "sushi",
    "tomate",
    "frites",
    "voiture",
    "de",
    "aux",
    "à la",
  ];
  const dishLike = fc.array(fc.constantFrom(...words), { maxLength: 6 }).map((parts) => parts.join(" "));
  const anyText = fc.oneof(
    fc.string(),
    fc.string({ unit: "binary" }),
    fc.string({ unit: "grapheme" }),
    dishLike,
  );

  it("never throws and answers three distinct complete suggestions or the guide", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const result = pairWines(text);
        if (result.kind === "guide") {
          expect(result.guide).toHaveLength(4);
          return;
        }
        expect(result.suggestions).toHaveLength(3);
        expect(new Set(result.suggestions.map((wine) => wine.name)).size).toBe(3);
        for (const wine of result.suggestions) {
          for (const field of [
            wine.name,
            wine.type,
            wine.region,
            wine.description,
            wine.temperature,
            wine.image,
          ]) {
            expect(field.trim()).not.toBe("");
          }
          expect(wine.description).toMatch(/[a-zàâçéèêëîïôûù]/);
          expect(wine.description).not.toMatch(/\b(?:de le|de les|à le|à les|undefined)\b/);
        }
      }),
      { numRuns: 400, seed: 20_240_521 },
    );
  });
});

describe("each plant protein named as the cook wrote it", () => {
  // Seitan, tempeh and tofu shared one entry named « tofu »: a seitan bourguignon was paired « aux saveurs du tofu ».
  it.each([
    ["seitan mijoté au vin rouge", "seitan"],
    ["tempeh sauté aux légumes", "tempeh"],
    ["boulgour aux légumes et pois chiches", "pois chiches"],
  ])("« %s » speaks of %s", (dish, food) => {
    const texts = suggestionsFor(dish).map((wine) => wine.description);
    expect(texts.join(" ")).not.toMatch(/tofu|quinoa/);
    if (food !== "pois chiches") expect(texts.join(" ")).toContain(food);
  });

  it("does not speak of the « feu » of a coconut milk, which softens a dish", () => {
    const texts = suggestionsFor("pommes de terre, lait, lait de coco, ail, muscade").map(
      (wine) => wine.description,
    );
    expect(texts.join(" ")).not.toMatch(/feu du lait de coco/);
  });
});
