import { describe, expect, it } from "vitest";
import { CLASSICS, CLASSICS_BY_BASE, findClassic, roundHalf } from "./classics";
import { IBA_COCKTAILS } from "./iba-data.server";
import { INGREDIENTS } from "./ingredients";
import { COCKTAIL_BASES, TASTE_PREFERENCES } from "./types";

describe("IBA classics", () => {
  it("files the classics under the five bases", () => {
    const counts = Object.fromEntries(COCKTAIL_BASES.map((base) => [base, CLASSICS_BY_BASE[base].length]));
    expect(counts).toEqual({ vodka: 11, gin: 22, rhum: 15, whisky: 11, tequila: 6 });
    expect(CLASSICS).toHaveLength(65);
  });

  it("takes every classic from the IBA data, once", () => {
    const names = new Set(IBA_COCKTAILS.map((row) => row.name));
    for (const classic of CLASSICS) expect(names.has(classic.iba), classic.iba).toBe(true);
    expect(new Set(CLASSICS.map((classic) => classic.iba)).size).toBe(CLASSICS.length);
    expect(new Set(CLASSICS.map((classic) => classic.nom)).size).toBe(CLASSICS.length);
  });

  it("converts millilitres to centilitres on the half-centilitre grid", () => {
    expect(roundHalf(45)).toBe(45);
    expect([7.5, 22.5, 52.5, 12.5, 5].map((ml) => roundHalf(ml / 10))).toEqual([1, 2.5, 5.5, 1.5, 0.5]);
    const negroni = findClassic("Negroni");
    expect(negroni?.ingredients.map((line) => [line.key, line.amount, line.unit])).toEqual([
      ["gin", 3, "cl"],
      ["campari", 3, "cl"],
      ["sweetVermouth", 3, "cl"],
    ]);
    for (const classic of CLASSICS) {
      for (const line of classic.ingredients) {
        if (line.unit !== "cl" || typeof line.amount !== "number") continue;
        expect(line.amount * 2, `${classic.nom} : ${line.key}`).toSatisfy(Number.isInteger);
      }
    }
  });

  it("keeps dashes, bar spoons and fresh herbs in their own French units", () => {
    const martinez = findClassic("Martinez");
    expect(martinez?.ingredients).toContainEqual(
      expect.objectContaining({ key: "orangeBitters", amount: 2, unit: "dash" }),
    );
    expect(martinez?.ingredients).toContainEqual(
      expect.objectContaining({ key: "maraschino", unit: "barSpoon" }),
    );
    expect(findClassic("Mojito")?.ingredients).toContainEqual(
      expect.objectContaining({ key: "mint", amount: 6, unit: "sprig", muddle: true }),
    );
    expect(findClassic("Southside")?.ingredients).toContainEqual(
      expect.objectContaining({ key: "mint", amount: "5 à 6", unit: "leaf" }),
    );
    expect(findClassic("Gin Fizz")?.ingredients).toContainEqual(
      expect.objectContaining({ key: "sodaWater", top: true }),
    );
  });

  it("splits Donn's Mix into grapefruit juice and cinnamon syrup, as IBA describes it", () => {
    const zombie = findClassic("Zombie");
    expect(zombie?.ingredients).toContainEqual(
      expect.objectContaining({ key: "grapefruitJuice", amount: 1 }),
    );
    expect(zombie?.ingredients).toContainEqual(
      expect.objectContaining({ key: "cinnamonSyrup", amount: 0.5 }),
    );
  });

  it("puts cane spirits under rhum and mezcal under tequila", () => {
    expect(findClassic("Caïpirinha")?.base).toBe("rhum");
    expect(findClassic("Canchánchara")?.base).toBe("rhum");
    expect(findClassic("Naked and Famous")?.base).toBe("tequila");
    expect(findClassic("Illegal")?.base).toBe("tequila");
  });

  it("builds every classic around a spirit of its own base", () => {
    for (const classic of CLASSICS) {
      const bases = classic.ingredients
        .map((line) => INGREDIENTS[line.key])
        .filter((info) => info.kind === "spirit");
      expect(
        bases.some((info) => "base" in info && info.base === classic.base),
        classic.nom,
      ).toBe(true);
    }
  });

  it("derives taste tags from the ingredients", () => {
    expect(findClassic("Negroni")?.tags[0]).toBe("Amer");
    expect(findClassic("Mojito")?.tags).toEqual(
      expect.arrayContaining(["Herbacé", "Rafraîchissant", "Acidulé"]),
    );
    expect(findClassic("Moscow Mule")?.tags).toEqual(expect.arrayContaining(["Épicé", "Rafraîchissant"]));
    expect(findClassic("Daïquiri")?.tags).toEqual(expect.arrayContaining(["Sucré", "Acidulé"]));
    expect(findClassic("Daïquiri")?.tags).not.toContain("Amer");
    for (const classic of CLASSICS) {
      for (const tag of classic.tags) expect(TASTE_PREFERENCES).toContain(tag);
    }
  });

  it("describes every classic in French, with a glass and a method", () => {
    for (const classic of CLASSICS) {
      expect(classic.portrait.length, classic.nom).toBeGreaterThan(10);
      expect(classic.methode, classic.nom).toMatch(/^[A-ZÀ-Ý].*\.$/);
      expect(["shaken", "stirred", "built", "blended"]).toContain(classic.method);
      expect(classic.glass).toBeTruthy();
    }
  });
});
