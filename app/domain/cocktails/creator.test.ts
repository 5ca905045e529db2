import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findClassic } from "./classics";
import { cocktailSchema } from "./cocktail-schema";
import {
  COCKTAIL_BASES,
  HEALTH_NOTICE,
  TASTE_PREFERENCES,
  createCocktail,
  rankClassics,
  type Cocktail,
  type CocktailBase,
  type CocktailResult,
  type TastePreference,
} from "./creator";

// Black-box checks: they read the French recipe as a person would, through explicit name lists,
// rather than the engine's own catalogue.

const SPIRITS =
  /^(vodka|gin\b|rhum|whisk|bourbon|scotch|tequila|mezcal|cachaça|aguardiente|absinthe|pastis|cognac)/i;

/** Every alcoholic ingredient name the creator may write; "sans alcool" products are exempt. */
const ALCOHOLIC_NAMES: readonly RegExp[] = [
  SPIRITS,
  /liqueur/i,
  /^crème de (cassis|mûre|fraise|violette|pêche|framboise|cacao|menthe)/i,
  /^(cointreau|triple sec|curaçao|galliano|bénédictine|drambuie|falernum)/i,
  /chartreuse/i,
  /vermouth|^lillet|^campari|^aperol|^suze|^amaro|^fernet/i,
  /^amer (aromatique|à l'orange)|angostura/i,
  /champagne|prosecco|mousseux|^vin /i,
];

const isAlcoholicName = (name: string) =>
  !/sans alcool/i.test(name) && ALCOHOLIC_NAMES.some((re) => re.test(name));
const WINES = /champagne|prosecco|mousseux|^vin /i;

/** The ingredient families each preference may bring; Rafraîchissant may also be a technique. */
const REFLECTS: Record<TastePreference, RegExp> = {
  Sucré:
    /sirop|sucre|miel|liqueur|crème de|cointreau|triple sec|curaçao|galliano|bénédictine|drambuie|chartreuse jaune|falernum|cola|jus de canne/i,
  Amer: /amer|campari|suze|aperol|vermouth|fernet|amaro|tonic|café|expresso/i,
  Acidulé: /citron/i,
  Fruité:
    /framboise|fraise|mûre|pêche|passion|ananas|mangue|abricot|cerise|marasquin|pamplemousse|cassis|pomme|pastèque|orange|cranberry|grenadine|raisin|lillet|aperol|vin rouge/i,
  Épicé: /gingembre|ginger beer|piment|cannelle|baies roses|poivre|worcestershire|falernum/i,
  Herbacé:
    /menthe|basilic|romarin|thym|coriandre|aneth|chartreuse|absinthe|pastis|bénédictine|galliano|fernet/i,
  Rafraîchissant:
    /eau gazeuse|tonic|ginger|cola|soda|champagne|mousseux|prosecco|pétillant|pastèque|concombre|menthe/i,
};

function reflected(cocktail: Cocktail, preference: TastePreference): boolean {
  if (cocktail.ingredients.some((line) => REFLECTS[preference].test(line.nom))) return true;
  return (
    preference === "Rafraîchissant" &&
    cocktail.instructions.some((step) => /glace pilée/.test(step.description))
  );
}

const cl = (cocktail: Cocktail, pattern: RegExp) =>
  cocktail.ingredients
    .filter((line) => line.unite === "cl" && pattern.test(line.nom))
    .reduce((sum, line) => sum + Number(line.quantite), 0);

const SOUR = /^jus de citron/i;
const SWEET =
  /^(sirop|sucre|miel|jus de canne|liqueur|crème de (?!coco)|cointreau|triple sec|curaçao|galliano|bénédictine|drambuie|chartreuse|falernum)/i;
const LONG = /^(jus d(e |')(?!citron)|purée|eau gazeuse|tonic|ginger|cola|soda)/i;
const FILLER = /^(eau gazeuse|tonic|ginger|cola|soda)/i;

function familyOf(result: CocktailResult) {
  const classic = findClassic(result.inspiration);
  if (!classic) throw new Error(`Inspiration inconnue\u00a0: ${result.inspiration}`);
  return classic;
}

const PAIRS: TastePreference[][] = [
  ["Sucré", "Acidulé"],
  ["Amer", "Herbacé"],
  ["Fruité", "Épicé"],
  ["Herbacé", "Rafraîchissant"],
  ["Amer", "Fruité"],
  ["Épicé", "Rafraîchissant"],
  ["Acidulé", "Amer"],
];
const COMBINATIONS: TastePreference[][] = [
  [],
  ...TASTE_PREFERENCES.map((p) => [p]),
  ...PAIRS,
  [...TASTE_PREFERENCES],
];

/** Every subset of the seven preferences: 128 requests a base. */
const ALL_SUBSETS: TastePreference[][] = Array.from({ length: 1 << TASTE_PREFERENCES.length }, (_, mask) =>
  TASTE_PREFERENCES.filter((_, index) => mask & (1 << index)),
);

function checkResult(result: CocktailResult, preferences: readonly TastePreference[]) {
  const { cocktail, nonAlcoholic } = result;
  const classic = familyOf(result);

  expect(cocktailSchema.parse(cocktail)).toEqual(cocktail);
  expect(cocktailSchema.parse(nonAlcoholic)).toEqual(nonAlcoholic);
  expect(result.healthNotice).toBe(HEALTH_NOTICE);
  expect(cocktail.instructions.map((step) => step.etape)).toEqual(cocktail.instructions.map((_, i) => i + 1));

  for (const preference of preferences) {
    expect(reflected(cocktail, preference), `${cocktail.nom}\u00a0: ${preference}`).toBe(true);
    expect(reflected(nonAlcoholic, preference), `${nonAlcoholic.nom}\u00a0: ${preference}`).toBe(true);
  }

  for (const recipe of [cocktail, nonAlcoholic]) {
    for (const line of recipe.ingredients) {
      if (line.unite !== "cl") continue;
      expect(typeof line.quantite, `${recipe.nom}\u00a0: ${line.nom}`).toBe("number");
      expect(Number(line.quantite) * 2, `${recipe.nom}\u00a0: ${line.nom}`).toSatisfy(Number.isInteger);
      expect(Number(line.quantite)).toBeGreaterThan(0);
    }
  }

  const spirits = cl(cocktail, SPIRITS);
  expect(spirits, cocktail.nom).toBeLessThanOrEqual(6);
  expect(spirits, cocktail.nom).toBeGreaterThanOrEqual(2.5);
  // Spirits, liqueurs and aromatised wines together stay within a stiff short drink; wine apart.
  const wine = cl(cocktail, WINES);
  const strong = cocktail.ingredients
    .filter((line) => line.unite === "cl" && isAlcoholicName(line.nom) && !WINES.test(line.nom))
    .reduce((sum, line) => sum + Number(line.quantite), 0);
  expect(strong, `${cocktail.nom}\u00a0: alcools`).toBeLessThanOrEqual(9);
  expect(wine, `${cocktail.nom}\u00a0: vin`).toBeLessThanOrEqual(9);

  if (classic.family === "sour" || classic.family === "fizz") {
    const sour = cl(cocktail, SOUR) / spirits;
    const sweet = cl(cocktail, SWEET) / spirits;
    expect(sour, `${cocktail.nom}\u00a0: acidité`).toBeGreaterThanOrEqual(0.35);
    expect(sour, `${cocktail.nom}\u00a0: acidité`).toBeLessThanOrEqual(0.7);
    expect(sweet, `${cocktail.nom}\u00a0: sucre`).toBeGreaterThanOrEqual(0.25);
    expect(sweet, `${cocktail.nom}\u00a0: sucre`).toBeLessThanOrEqual(0.65);
  }
  if (classic.family === "fizz") expect(cl(cocktail, FILLER), cocktail.nom).toBeGreaterThanOrEqual(5);
  if (classic.family === "highball" || classic.family === "mule") {
    expect(spirits, cocktail.nom).toBeGreaterThanOrEqual(4);
    expect(spirits, cocktail.nom).toBeLessThanOrEqual(5);
    const long = cl(cocktail, LONG);
    expect(long, `${cocktail.nom}\u00a0: allongement`).toBeGreaterThanOrEqual(10);
    expect(long, `${cocktail.nom}\u00a0: allongement`).toBeLessThanOrEqual(12);
  }
  if (classic.family === "stirred") {
    const volume = cocktail.ingredients
      .filter((l) => l.unite === "cl")
      .reduce((s, l) => s + Number(l.quantite), 0);
    expect(volume, `${cocktail.nom}\u00a0: volume`).toBeGreaterThanOrEqual(7);
    expect(volume, `${cocktail.nom}\u00a0: volume`).toBeLessThanOrEqual(9);
  }

  const steps = cocktail.instructions.map((step) => step.description).join("\n");
  if (classic.method === "shaken") expect(steps).toContain("Secouez énergiquement 10 à 15 secondes");
  // Stirred drinks, whether in a mixing glass or right in the glass (the Vesper is shaken, as IBA says).
  if (classic.method === "stirred" || (classic.family === "stirred" && classic.method === "built")) {
    expect(steps).toContain("20 à 30 secondes");
  }

  for (const line of nonAlcoholic.ingredients) {
    expect(isAlcoholicName(line.nom), `${nonAlcoholic.nom}\u00a0: ${line.nom}`).toBe(false);
  }
}

describe("createCocktail", () => {
  describe.each(COCKTAIL_BASES)("base %s", (base) => {
    it.each(COMBINATIONS.map((preferences) => [preferences.join(" + ") || "aucune", preferences] as const))(
      "préférences %s",
      (_label, preferences) => {
        for (const variation of [0, 1, 2, 7]) {
          checkResult(createCocktail({ base, preferences, variation }), preferences);
        }
      },
    );

    it("changes the name between variations 0 and 1", () => {
      for (const preferences of COMBINATIONS) {
        if (rankClassics(base, preferences).length < 2) continue;
        const first = createCocktail({ base, preferences, variation: 0 });
        const second = createCocktail({ base, preferences, variation: 1 });
        expect(second.cocktail.nom).not.toBe(first.cocktail.nom);
        expect(second.inspiration).not.toBe(first.inspiration);
      }
    });

    it("reflects every subset of preferences, balanced, for the first variations", () => {
      for (const preferences of ALL_SUBSETS) {
        for (const variation of [0, 1, 3])
          checkResult(createCocktail({ base, preferences, variation }), preferences);
      }
    });
  });

  it("walks through every classic of the base, then through other twists", () => {
    for (const base of COCKTAIL_BASES) {
      const ranked = rankClassics(base, []);
      const inspirations = ranked.map(
        (_, variation) => createCocktail({ base, preferences: [], variation }).inspiration,
      );
      expect(new Set(inspirations).size).toBe(ranked.length);
      const again = createCocktail({
        base,
        preferences: ["Herbacé"],
        variation: rankClassics(base, ["Herbacé"]).length,
      });
      const first = createCocktail({ base, preferences: ["Herbacé"], variation: 0 });
      expect(again.inspiration).toBe(first.inspiration);
      expect(again.cocktail.nom).not.toBe(first.cocktail.nom);
    }
  });

  it("names the creation after its classic and its dominant preference", () => {
    const negroni = createCocktail({ base: "gin", preferences: ["Amer", "Herbacé"], variation: 0 });
    expect(negroni.cocktail.nom.startsWith(negroni.inspiration)).toBe(true);
    expect(negroni.cocktail.nom.length).toBeGreaterThan(negroni.inspiration.length);
    const margarita = createCocktail({ base: "tequila", preferences: ["Épicé"], variation: 0 });
    expect(margarita.cocktail.nom).toMatch(/piment|gingembre/);
  });

  it("ignores the order and the repetition of the preferences", () => {
    const a = createCocktail({ base: "rhum", preferences: ["Fruité", "Amer", "Sucré"], variation: 3 });
    const b = createCocktail({
      base: "rhum",
      preferences: ["Sucré", "Fruité", "Amer", "Fruité"],
      variation: 3,
    });
    expect(b).toEqual(a);
  });

  it("keeps the hot Irish Coffee away from sharp or frosty requests", () => {
    for (const preferences of [["Acidulé"], ["Rafraîchissant"]] as TastePreference[][]) {
      expect(rankClassics("whisky", preferences).some((c) => c.family === "hot")).toBe(false);
    }
    expect(rankClassics("whisky", ["Sucré"]).some((c) => c.family === "hot")).toBe(true);
  });

  it("stays on the chosen base: cane spirits become rhum agricole", () => {
    for (let variation = 0; variation < rankClassics("rhum", []).length; variation++) {
      const { cocktail } = createCocktail({ base: "rhum", preferences: [], variation });
      expect(cocktail.ingredients.some((line) => /cachaça|aguardiente/.test(line.nom))).toBe(false);
      expect(cocktail.ingredients.some((line) => /^rhum/.test(line.nom))).toBe(true);
    }
  });

  it("writes a French duration and a glass", () => {
    const { cocktail } = createCocktail({ base: "vodka", preferences: ["Fruité"] });
    expect(cocktail.preparation).toMatch(/^\d+\u00a0min$/);
    expect(cocktail.verre).not.toBe("");
    expect(cocktail.decoration).not.toBe("");
  });

  it("treats a missing, negative or fractional variation as 0", () => {
    const reference = createCocktail({ base: "gin", preferences: ["Sucré"], variation: 0 });
    expect(createCocktail({ base: "gin", preferences: ["Sucré"] })).toEqual(reference);
    expect(createCocktail({ base: "gin", preferences: ["Sucré"], variation: -3 })).toEqual(reference);
    expect(createCocktail({ base: "gin", preferences: ["Sucré"], variation: 1.5 })).toEqual(reference);
  });

  it("rejects an unknown base with the screen's message", () => {
    expect(() => createCocktail({ base: "cognac" as CocktailBase, preferences: [] })).toThrow(
      "Veuillez sélectionner une base pour votre cocktail",
    );
  });

  it("never throws, stays valid and is deterministic for any request", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COCKTAIL_BASES),
        fc.array(fc.constantFrom(...TASTE_PREFERENCES), { maxLength: 10 }),
        fc.nat({ max: 1_000_000 }),
        (base, preferences, variation) => {
          const result = createCocktail({ base, preferences, variation });
          expect(cocktailSchema.safeParse(result.cocktail).success).toBe(true);
          expect(cocktailSchema.safeParse(result.nonAlcoholic).success).toBe(true);
          expect(createCocktail({ base, preferences, variation })).toEqual(result);
          checkResult(result, [...new Set(preferences)]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
