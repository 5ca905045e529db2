import fc from "fast-check";
import { describe, expect, it } from "vitest";
// Tests may read the real catalogue; the domain code itself never does.
// eslint-disable-next-line import-x/no-restricted-paths
import { catalogueRecipes } from "~/content/catalogue/recipes";
import { ingredients as lexicon } from "../nutrition/lexicon";
import type { IngredientLine } from "../recipe/model";
import { ademeProduce } from "./ademe-data.server";
import { carbonFactor } from "./agribalyse";
import { agribalyseFoods } from "./agribalyse-data.server";
import {
  THERMAL_CAR_KG_CO2E_PER_KM,
  carDistance,
  carbonMissingSentence,
  carbonSentence,
  recipeCarbon,
  uncountedSentence,
} from "./carbon";
import { frenchMistakes } from "../base/french-check";
import { produceFacts } from "./facts";
import { NOT_IN_ADEME_CALENDAR, hasSeason, produceOf } from "./match";
import { type Month, monthOf, recipeSeason, seasonLabel, seasonsOf } from "./season";

const SEED = 20_261_124;
const line = (nom: string, quantite: number | string, unite = ""): IngredientLine => ({
  nom,
  quantite,
  unite,
});

const ratatouille = [
  line("aubergines", 2, "pièce"),
  line("courgettes", 2, "pièce"),
  line("poivrons", 2, "pièce"),
  line("tomates", 4, "pièce"),
  line("oignon", 1, "pièce"),
  line("huile d'olive", 3, "c. à soupe"),
  line("sel", "selon le goût"),
];

describe("the ADEME table", () => {
  it("holds the 76 rows of the CSV, with months 1 to 12 and a positive factor", () => {
    expect(ademeProduce).toHaveLength(76);
    for (const product of ademeProduce) {
      expect(product.months.every((month) => month >= 1 && month <= 12)).toBe(true);
      expect(product.co2eKgPerKg).toBeGreaterThan(0);
    }
  });

  it("maps every fruit and vegetable of the lexicon, or says it is not in the ADEME calendar", () => {
    const unmapped = lexicon
      .filter((entry) => entry.role === "fruit" || entry.role === "vegetable")
      .filter((entry) => !produceOf(entry) && !NOT_IN_ADEME_CALENDAR.has(entry.id))
      .map((entry) => `${entry.id} (CIQUAL ${entry.ciqualCode})`);
    expect(
      unmapped,
      `Map these in app/domain/produce/match.ts (SAME_PRODUCE) or list them in NOT_IN_ADEME_CALENDAR: ${unmapped.join(", ")}`,
    ).toEqual([]);
  });

  it("never lists as missing a food that is in fact mapped", () => {
    const both = lexicon.filter((entry) => NOT_IN_ADEME_CALENDAR.has(entry.id) && produceOf(entry));
    expect(both.map((entry) => entry.id)).toEqual([]);
    const known = new Set(lexicon.map((entry) => entry.id));
    expect([...NOT_IN_ADEME_CALENDAR].filter((id) => !known.has(id))).toEqual([]);
  });

  it("maps same produce by hand where the CIQUAL code differs", () => {
    const byId = (id: string) => lexicon.find((entry) => entry.id === id)!;
    expect(produceOf(byId("tomate-cerise"))?.id).toBe("tomate");
    expect(produceOf(byId("courgette"))?.id).toBe("courgette");
    expect(produceOf(byId("clementine"))?.name).toBe("Clémentine");
    expect(produceOf(byId("pomme-de-terre"))).toBeUndefined();
    expect(produceOf(byId("tomate-pelee"))).toBeUndefined();
  });

  it("gives no season to imports sold all year, and one to French produce", () => {
    expect(hasSeason(ademeProduce.find((product) => product.id === "banane")!)).toBe(false);
    expect(hasSeason(ademeProduce.find((product) => product.id === "cresson")!)).toBe(true);
    expect(hasSeason(ademeProduce.find((product) => product.id === "tomate")!)).toBe(true);
  });
});

describe("recipeSeason", () => {
  it("says a ratatouille is in season in August and not in November", () => {
    expect(seasonLabel(recipeSeason(ratatouille, 8))).toBe("De saison");
    const november = recipeSeason(ratatouille, 11);
    expect(seasonLabel(november)).toBe("Hors saison en novembre");
    expect(november.kind === "out-of-season" && november.outOfSeason).toContain("tomate");
  });

  it("writes « en avril », « en août », « en octobre »", () => {
    const strawberries = [line("fraises", 500, "g"), line("sucre", 30, "g")];
    expect(seasonLabel(recipeSeason(strawberries, 4))).toBe("Hors saison en avril");
    expect(seasonLabel(recipeSeason(strawberries, 8))).toBe("Hors saison en août");
    expect(seasonLabel(recipeSeason(strawberries, 10))).toBe("Hors saison en octobre");
    expect(seasonLabel(recipeSeason(strawberries, 6))).toBe("De saison");
  });

  it("does not let the lemon of an apple tart lead it", () => {
    const tart = [
      line("pommes", 6, "pièce"),
      line("citron", 0.5, "pièce"),
      line("farine", 200, "g"),
      line("beurre", 100, "g"),
    ];
    const march = recipeSeason(tart, 3);
    expect(march.kind).toBe("in-season");
    expect(march.kind !== "not-produce-led" && march.leading).toEqual(["pomme"]);
  });

  it("leaves out dishes led by meat, and the water of a soup", () => {
    const stew = [line("bœuf", 1200, "g"), line("carottes", 3, "pièce"), line("vin rouge", 750, "ml")];
    expect(recipeSeason(stew, 1).kind).toBe("not-produce-led");
    const soup = [line("poireaux", 500, "g"), line("pommes de terre", 400, "g"), line("eau", 1.5, "l")];
    expect(recipeSeason(soup, 1).kind).toBe("in-season");
    expect(recipeSeason(soup, 7).kind).toBe("out-of-season");
  });

  it("gives no verdict to a banana bread: bananas have no season in France", () => {
    const cake = [line("bananes", 3, "pièce"), line("farine", 100, "g")];
    expect(recipeSeason(cake, 5).kind).toBe("not-produce-led");
  });

  it("reads the month of a date in Paris", () => {
    expect(monthOf("2026-11-24")).toBe(11);
    expect(() => monthOf("hier")).toThrow(RangeError);
  });

  it("finds the seasons of a dish, whole months the meteorological way", () => {
    expect(seasonsOf({ ingredients: ratatouille })).toEqual(["été"]);
    expect(seasonsOf({ ingredients: [line("bœuf", 500, "g")] })).toEqual([]);
  });

  it("writes every catalogue recipe's lines, every month, without a French mistake", () => {
    for (const recipe of catalogueRecipes)
      for (let month = 1; month <= 12; month++) {
        const facts = produceFacts(recipe.ingredients, recipe.servings, month as Month);
        const texts = [facts.season, facts.outOfSeason, facts.carbon, facts.uncounted, facts.source];
        for (const text of texts) expect(frenchMistakes(text ?? ""), recipe.id).toEqual([]);
      }
  });
});

const lexiconLine = fc
  .tuple(fc.constantFrom(...lexicon.map((entry) => entry.name)), fc.integer({ min: 1, max: 800 }))
  .map(([nom, grams]) => line(nom, grams, "g"));
const monthArbitrary = fc.integer({ min: 1, max: 12 }).map((month) => month as Month);

describe("season properties", () => {
  it("a dish without produce is never « De saison »", () => {
    const noProduce = lexiconLine.filter((item) => {
      const entry = lexicon.find((candidate) => candidate.name === item.nom)!;
      return !produceOf(entry);
    });
    fc.assert(
      fc.property(fc.array(noProduce, { maxLength: 8 }), monthArbitrary, (dish, month) => {
        expect(recipeSeason(dish, month).kind).toBe("not-produce-led");
      }),
      { seed: SEED, numRuns: 200 },
    );
  });

  it("adding salt never changes the verdict", () => {
    fc.assert(
      fc.property(fc.array(lexiconLine, { minLength: 1, maxLength: 8 }), monthArbitrary, (dish, month) => {
        const salted = [...dish, line("sel", "selon le goût")];
        expect(recipeSeason(salted, month)).toEqual(recipeSeason(dish, month));
      }),
      { seed: SEED, numRuns: 200 },
    );
  });
});

describe("recipeCarbon", () => {
  it("multiplies grams by AGRIBALYSE's factor, per portion, for every food", () => {
    const carbon = recipeCarbon([line("carottes", 1000, "g"), line("bœuf", 500, "g")], 4, 11);
    const factor = (agb: string) => agribalyseFoods.find((food) => food.agb === agb)!.co2eKgPerKg;
    expect(carbon.perPortionKg).toBeCloseTo((factor("20009") + 0.5 * factor("6231")) / 4, 2);
    expect(carbon.counted).toEqual(["carotte", "bœuf"]);
    expect(carbon.countedShare).toBe(1);
  });

  it("takes the out-of-season tomato in November and the in-season one in August", () => {
    const tomatoes = [line("tomates", 1000, "g")];
    expect(recipeCarbon(tomatoes, 1, 11).perPortionKg).toBeCloseTo(2.11, 6);
    expect(recipeCarbon(tomatoes, 1, 8).perPortionKg).toBeCloseTo(0.626, 6);
  });

  it("gives every lexicon food a factor", () => {
    expect(lexicon.filter((entry) => !carbonFactor(entry, 11)).map((entry) => entry.id)).toEqual([]);
  });

  it("names the lines it could not weigh and shows no figure", () => {
    const carbon = recipeCarbon(
      [line("courgettes", 500, "g"), line("poudre de perlimpinpin", 2, "g")],
      2,
      11,
    );
    expect(carbon.unweighed).toEqual(["poudre de perlimpinpin"]);
    expect(carbonSentence(carbon)).toBeUndefined();
    expect(carbonMissingSentence(carbon)).toBe(
      "Empreinte carbone non calculée\u00a0: Toque ne sait pas peser poudre de perlimpinpin",
    );
  });

  it("shows a figure from 95 % of the weight counted, not below", () => {
    const carbon = (countedShare: number) => ({
      perPortionKg: 1,
      countedShare,
      counted: ["bœuf"],
      uncounted: ["safran"],
      unweighed: [],
    });
    expect(carbonSentence(carbon(0.95))).toBe(
      "≈\u00a01\u00a0kg CO₂e par portion (comme 4,6\u00a0km en voiture)",
    );
    expect(uncountedSentence(carbon(0.95))).toBe("Non comptés\u00a0: safran");
    expect(carbonSentence(carbon(0.949))).toBeUndefined();
    expect(carbonMissingSentence(carbon(0.8))).toBe(
      "Empreinte carbone non calculée\u00a0: 80\u00a0% du poids de la recette a un facteur Agribalyse, il en faut 95\u00a0%. Sans facteur\u00a0: safran",
    );
  });

  it("writes the figure and the car in French", () => {
    expect(carbonSentence(recipeCarbon(ratatouille, 4, 8))).toMatch(
      /^≈\u00a0\d+,\d+\u00a0kg CO₂e par portion \(comme .+ en voiture\)$/,
    );
  });

  it("compares with ADEME's thermal car, 0.2176 kg CO2e per km", () => {
    expect(THERMAL_CAR_KG_CO2E_PER_KM).toBeCloseTo(0.2176, 6);
    expect(carDistance(0.4352)).toBe("2\u00a0km");
    expect(carDistance(0.1)).toBe("460\u00a0m");
    expect(carDistance(4.352)).toBe("20\u00a0km");
  });

  it("scales per portion with the number of servings", () => {
    // Pasta, rice or pulses weigh dry or cooked by their grams per portion (dry-or-cooked.ts),
    // so the same lines for more people may change food: only the other foods scale exactly.
    const oneForm = lexiconLine.filter((item) => !lexicon.find((entry) => entry.name === item.nom)!.cooked);
    fc.assert(
      fc.property(fc.array(oneForm, { maxLength: 8 }), fc.integer({ min: 1, max: 12 }), (dish, servings) => {
        const one = recipeCarbon(dish, 1, 11).perPortionKg;
        expect(recipeCarbon(dish, servings, 11).perPortionKg).toBeCloseTo(one / servings, 9);
      }),
      { seed: SEED, numRuns: 200 },
    );
  });

  it("never lowers its figure when a food is added", () => {
    const food = fc.constantFrom(...lexicon.map((entry) => entry.name));
    fc.assert(
      fc.property(
        fc.array(lexiconLine, { maxLength: 8 }),
        food,
        fc.integer({ min: 1, max: 500 }),
        (dish, nom, grams) => {
          const before = recipeCarbon(dish, 4, 11);
          const after = recipeCarbon([...dish, line(nom, grams, "g")], 4, 11);
          expect(after.perPortionKg).toBeGreaterThanOrEqual(before.perPortionKg - 1e-12);
        },
      ),
      { seed: SEED, numRuns: 200 },
    );
  });
});
