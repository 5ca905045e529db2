import { describe, expect, it } from "vitest";
import { findIngredient } from "./lexicon";
import { isToTaste, normaliseUnit, parseQuantity, readUnit, splitQuantity, toGrams } from "./quantity";
import type { IngredientEntry } from "./types";

function entry(text: string): IngredientEntry {
  const found = findIngredient(text)?.entry;
  if (!found) throw new Error(`${text} absent du lexique`);
  return found;
}

describe("parseQuantity", () => {
  it.each<[string | number, number]>([
    ["200", 200],
    ["1,5", 1.5],
    ["1.5", 1.5],
    ["1/2", 0.5],
    ["½", 0.5],
    ["1 ½", 1.5],
    ["1½", 1.5],
    ["1 1/2", 1.5],
    ["¾", 0.75],
    ["2-3", 2.5],
    ["2 - 3", 2.5],
    ["2 à 3", 2.5],
    ["2 ou 3", 2.5],
    ["1 000", 1000],
    // As text/numbers writes figures: groups of three joined by U+202F.
    ["1\u202f250", 1250],
    ["1\u202f250,5", 1250.5],
    ["un", 1],
    ["une", 1],
    ["Deux", 2],
    ["douze", 12],
    ["demi", 0.5],
    ["une demie", 0.5],
    ["un demi", 0.5],
    ["la moitié", 0.5],
    ["un quart", 0.25],
    ["trois quarts", 0.75],
    ["deux et demi", 2.5],
    ["une douzaine", 12],
    ["quelques", 3],
    ["environ 200", 200],
    ["  4  ", 4],
    [3, 3],
    [0, 0],
  ])("%s → %d", (written, expected) => {
    expect(parseQuantity(written)).toBeCloseTo(expected, 10);
  });

  it.each<string | number>([
    "",
    "à votre goût",
    "q.s.",
    "beaucoup",
    "1/0",
    "-2",
    "abc",
    Number.NaN,
    -1,
    Number.POSITIVE_INFINITY,
  ])("refuses %s", (written) => {
    expect(parseQuantity(written)).toBeUndefined();
  });
});

describe("normaliseUnit", () => {
  it.each([
    ["g", "g"],
    ["gramme", "g"],
    ["grammes", "g"],
    ["gr.", "g"],
    ["kg", "kg"],
    ["mg", "g"],
    ["ml", "ml"],
    ["cl", "cl"],
    ["dl", "ml"],
    ["l", "l"],
    ["litres", "l"],
    ["c. à soupe", "c. à soupe"],
    ["cuillères à soupe", "c. à soupe"],
    ["cuillère à soupe", "c. à soupe"],
    ["cas", "c. à soupe"],
    ["càs", "c. à soupe"],
    ["CS", "c. à soupe"],
    ["c. à s.", "c. à soupe"],
    ["c. à café", "c. à café"],
    ["cuillères à café", "c. à café"],
    ["cac", "c. à café"],
    ["càc", "c. à café"],
    ["cc", "c. à café"],
    ["pincées", "pincée"],
    ["gousses", "gousse"],
    ["tranche", "tranche"],
    ["pièces", "pièce"],
    ["unité", "pièce"],
    ["", "pièce"],
    ["bottes", "botte"],
    ["brin", "brin"],
    ["verre", "ml"],
    ["tasses", "ml"],
    ["2 c. à soupe rases", undefined],
    ["c. à soupe rase", "c. à soupe"],
    ["boîte", undefined],
    ["poignée", undefined],
  ])("« %s » → %s", (written, expected) => {
    expect(normaliseUnit(written)).toBe(expected);
  });

  it("gives the factor for units converted to ml or g", () => {
    expect(readUnit("dl")).toEqual({ unit: "ml", factor: 100 });
    expect(readUnit("verre")).toEqual({ unit: "ml", factor: 200 });
    expect(readUnit("tasse")).toEqual({ unit: "ml", factor: 250 });
    expect(readUnit("mg")).toEqual({ unit: "g", factor: 0.001 });
    expect(readUnit("cl")).toEqual({ unit: "cl", factor: 1 });
    expect(readUnit("cups")).toEqual({ unit: "ml", factor: 240 });
    expect(readUnit("ounces")).toEqual({ unit: "g", factor: 28.35 });
    expect(readUnit("lb")).toEqual({ unit: "g", factor: 453.6 });
    expect(readUnit("tablespoons")).toEqual({ unit: "c. à soupe", factor: 1 });
  });
});

describe("toGrams", () => {
  it("weighs eggs by the piece (55 g without the shell)", () => {
    expect(toGrams(entry("œuf"), 3, "")).toBe(165);
    expect(toGrams(entry("œuf"), 2, "pièces")).toBe(110);
  });

  it("weighs garlic by the clove (5 g)", () => {
    expect(toGrams(entry("ail"), 2, "gousses")).toBe(10);
  });

  it("weighs oil by the spoon from its density (15 ml × 0.92)", () => {
    expect(toGrams(entry("huile d'olive"), 2, "c. à soupe")).toBeCloseTo(27.6, 10);
    expect(toGrams(entry("huile d'olive"), 1, "c. à café")).toBeCloseTo(4.6, 10);
  });

  it("weighs milk in cl, dl, l and glasses (density 1.03)", () => {
    expect(toGrams(entry("lait"), 25, "cl")).toBeCloseTo(257.5, 10);
    expect(toGrams(entry("lait"), 2, "dl")).toBeCloseTo(206, 10);
    expect(toGrams(entry("lait"), 0.5, "l")).toBeCloseTo(515, 10);
    expect(toGrams(entry("lait"), 1, "verre")).toBeCloseTo(206, 10);
  });

  it("weighs masses directly", () => {
    expect(toGrams(entry("farine"), 1.5, "kg")).toBe(1500);
    expect(toGrams(entry("farine"), 250, "grammes")).toBe(250);
  });

  it("uses the spoon weight of the entry when it has one", () => {
    expect(toGrams(entry("farine"), 2, "c. à soupe")).toBe(16);
    expect(toGrams(entry("sel"), 1, "c. à café")).toBe(6);
  });

  it("weighs a pinch, a drizzle and a cube", () => {
    expect(toGrams(entry("sel"), 1, "pincée")).toBe(0.5);
    expect(toGrams(entry("huile d'olive"), 1, "filet")).toBeCloseTo(9.2, 10);
    expect(toGrams(entry("cabillaud"), 2, "filets")).toBe(280);
    expect(toGrams(entry("bouillon de légumes"), 1, "cube")).toBe(500);
  });

  it("refuses what cannot be weighed", () => {
    expect(toGrams(entry("farine"), 2, "pièces")).toBeUndefined();
    expect(toGrams(entry("poulet"), 20, "cl")).toBeUndefined();
    expect(toGrams(entry("tomate"), 1, "boîte")).toBeUndefined();
    expect(toGrams(entry("farine"), -1, "g")).toBeUndefined();
  });
});

describe("isToTaste and splitQuantity", () => {
  it.each(["", "à votre goût", "Selon vos goûts", "au goût", "QS", "q.s."])(
    "« %s » is to taste",
    (written) => {
      expect(isToTaste(written)).toBe(true);
    },
  );

  it.each(["1", "2 pincées", "beaucoup"])("« %s » is not", (written) => {
    expect(isToTaste(written)).toBe(false);
  });

  it("splits a quantity written with its unit", () => {
    expect(splitQuantity("200 g")).toEqual({ quantity: 200, unit: "g" });
    expect(splitQuantity("200g")).toEqual({ quantity: 200, unit: "g" });
    expect(splitQuantity("2 c. à soupe")).toEqual({ quantity: 2, unit: "c à soupe" });
    expect(splitQuantity("1 pincée")).toEqual({ quantity: 1, unit: "pincée" });
    expect(splitQuantity("200 boîtes")).toBeUndefined();
  });
});
