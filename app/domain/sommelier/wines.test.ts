import { describe, expect, it } from "vitest";
import { foodCategories } from "./food-categories";
import { wines } from "./wine-list.server";
import {
  servingTemperature,
  wineImage,
  wineRegions,
  wineStyles,
  wineTypeLabel,
  type WineStyle,
} from "./wines";

describe("servingTemperature", () => {
  it.each<[WineStyle, string]>([
    ["light-red", "13 à 14 °C"],
    ["medium-red", "15 à 16 °C"],
    ["full-red", "16 à 17 °C"],
    ["dry-white", "8 à 10 °C"],
    ["great-white", "11 à 13 °C"],
    ["oxidative-white", "12 à 14 °C"],
    ["rose", "8 à 10 °C"],
    ["sparkling", "6 à 8 °C"],
    ["medium-sweet-white", "6 à 8 °C"],
    ["sweet-white", "6 à 8 °C"],
    ["vdn", "12 à 14 °C"],
    ["muscat-vdn", "8 à 10 °C"],
  ])("%s → %s", (style, temperature) => {
    expect(servingTemperature(style)).toBe(temperature);
  });

  it("serves reds warmer than whites, and bubbles coldest", () => {
    const low = (style: WineStyle) => Number(servingTemperature(style).split(" ")[0]);
    expect(low("full-red")).toBeGreaterThan(low("light-red"));
    expect(low("light-red")).toBeGreaterThan(low("great-white"));
    expect(low("great-white")).toBeGreaterThan(low("dry-white"));
    expect(low("dry-white")).toBeGreaterThan(low("sparkling"));
  });
});

describe("wine types and images", () => {
  it("names every style in French", () => {
    expect(wineTypeLabel("full-red")).toBe("Vin rouge");
    expect(wineTypeLabel("dry-white")).toBe("Vin blanc sec");
    expect(wineTypeLabel("rose")).toBe("Rosé");
    expect(wineTypeLabel("sparkling")).toBe("Effervescent");
    expect(wineTypeLabel("sweet-white")).toBe("Vin blanc liquoreux");
    expect(wineTypeLabel("medium-sweet-white")).toBe("Vin blanc moelleux");
    expect(wineTypeLabel("vdn")).toBe("Vin doux naturel");
    for (const style of wineStyles) expect(wineTypeLabel(style)).toMatch(/^[A-ZÉ]/);
  });

  it("draws what is in the glass", () => {
    expect(wineImage("full-red", "red")).toBe("/images/vins/rouge.svg");
    expect(wineImage("dry-white", "white")).toBe("/images/vins/blanc.svg");
    expect(wineImage("rose", "rose")).toBe("/images/vins/rose.svg");
    expect(wineImage("sparkling", "rose")).toBe("/images/vins/effervescent.svg");
    expect(wineImage("sweet-white", "white")).toBe("/images/vins/liquoreux.svg");
    expect(wineImage("vdn", "red")).toBe("/images/vins/rouge.svg");
    expect(wineImage("vdn", "white")).toBe("/images/vins/liquoreux.svg");
  });
});

describe("the cellar", () => {
  it("holds 60 to 80 distinct French wines from every region", () => {
    expect(wines.length).toBeGreaterThanOrEqual(60);
    expect(wines.length).toBeLessThanOrEqual(80);
    expect(new Set(wines.map((wine) => wine.name)).size).toBe(wines.length);
    expect(new Set(wines.map((wine) => wine.id)).size).toBe(wines.length);
    expect(new Set(wines.map((wine) => wine.region))).toEqual(new Set(wineRegions));
  });

  it("describes each wine consistently", () => {
    const categories: ReadonlySet<string> = new Set(foodCategories);
    for (const wine of wines) {
      expect(wine.grapes.length, wine.name).toBeGreaterThan(0);
      expect(Object.keys(wine.pairs).length, wine.name).toBeGreaterThan(0);
      for (const category of Object.keys(wine.pairs)) expect(categories.has(category), category).toBe(true);
      if (wine.colour !== "red") expect(wine.tannin, wine.name).toBeLessThanOrEqual(1);
      if (wine.style.endsWith("red")) expect(wine.tannin, wine.name).toBeGreaterThan(0);
      if (wine.style === "sweet-white" || wine.style.endsWith("vdn")) {
        expect(wine.sweetness, wine.name).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it("writes each voice as a possessive subject whose number the verb can follow", () => {
    for (const wine of wines) {
      expect(wine.voice, wine.name).toMatch(/^(?:son|sa|ses) /);
      expect(wine.voice).not.toMatch(/[.,;:]$/);
      const plural = wine.voice.startsWith("ses ") || / et (?:son|sa|ses) /.test(wine.voice);
      expect(wine.voicePlural, wine.name).toBe(plural);
    }
  });
});
