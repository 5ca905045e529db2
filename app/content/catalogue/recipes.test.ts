import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { CatalogueRecipe } from "~/domain/catalogue/types";
import type { Category } from "~/domain/recipe/labels";
import type { Difficulty } from "~/domain/generation/recipe-schema";
import type { DietRestriction } from "~/domain/generation/request-schema";
import { restrictionViolations } from "~/domain/nutrition/diet";
import type { Unit } from "~/domain/nutrition/types";
import { breakfastRecipes } from "./breakfasts";
import { catalogueRecipes, classicRecipes } from "./recipes";

const MAIN_CATEGORIES: readonly Category[] = [
  "Entrées",
  "Viande",
  "Poisson",
  "Végétarien",
  "Desserts",
  "Plats",
];
const DIFFICULTIES: readonly Difficulty[] = ["Facile", "Moyen", "Difficile"];
// prettier-ignore
const UNITS: readonly (Unit | "")[] = ["g", "kg", "ml", "cl", "l", "pièce", "c. à soupe", "c. à café", "pincée", "gousse", "tranche", "botte", "brin", ""];

const everyRecipe: readonly CatalogueRecipe[] = [...catalogueRecipes, ...breakfastRecipes];
const publicDir = fileURLToPath(new URL("../../../public", import.meta.url));

const totalMinutes = (recipe: CatalogueRecipe) => recipe.prepMinutes + recipe.cookMinutes;
const count = <T>(items: readonly T[], keep: (item: T) => boolean) => items.filter(keep).length;
const fits = (recipe: CatalogueRecipe, diet: DietRestriction) =>
  restrictionViolations(recipe.ingredients, [diet]).length === 0;

describe("the catalogue's 22 classics", () => {
  it("has 22 classics, each in one of the six categories, each category at least twice", () => {
    expect(classicRecipes).toHaveLength(22);
    for (const recipe of catalogueRecipes) expect(MAIN_CATEGORIES).toContain(recipe.category);
    for (const category of MAIN_CATEGORIES)
      expect(
        count(classicRecipes, (recipe) => recipe.category === category),
        category,
      ).toBeGreaterThanOrEqual(2);
  });

  it("uses each difficulty at least four times", () => {
    for (const difficulty of DIFFICULTIES)
      expect(
        count(classicRecipes, (recipe) => recipe.difficulty === difficulty),
        difficulty,
      ).toBeGreaterThanOrEqual(4);
  });

  it("has recipes for every time filter: 15, 30, 45 and 60 minutes, and several longer ones", () => {
    for (const limit of [15, 30, 45, 60])
      expect(
        count(catalogueRecipes, (recipe) => totalMinutes(recipe) <= limit),
        `${limit} min`,
      ).toBeGreaterThan(0);
    expect(count(catalogueRecipes, (recipe) => totalMinutes(recipe) > 60)).toBeGreaterThanOrEqual(4);
  });

  it("includes « Tomates farcies », which a search for « tomate » must find", () => {
    expect(catalogueRecipes.some((recipe) => recipe.title === "Tomates farcies")).toBe(true);
  });

  it("gives every recipe a complete wine pairing", () => {
    for (const { id, wine } of catalogueRecipes) {
      expect(wine, id).toBeDefined();
      for (const field of [wine?.wine, wine?.type, wine?.region, wine?.why])
        expect(field?.trim(), id).toBeTruthy();
    }
  });

  it("keeps its Végétarien category free of meat and fish", () => {
    for (const recipe of catalogueRecipes.filter(({ category }) => category === "Végétarien"))
      expect(restrictionViolations(recipe.ingredients, ["vegetarian"]), recipe.id).toEqual([]);
  });

  it("offers main dishes to vegans, to people avoiding gluten and to keto diets", () => {
    const mains = classicRecipes.filter(({ category }) => category !== "Desserts");
    expect(count(mains, (recipe) => fits(recipe, "vegetarian"))).toBeGreaterThanOrEqual(4);
    expect(count(mains, (recipe) => fits(recipe, "vegan"))).toBeGreaterThanOrEqual(2);
    expect(count(mains, (recipe) => fits(recipe, "gluten-free"))).toBeGreaterThanOrEqual(4);
    expect(count(mains, (recipe) => fits(recipe, "keto"))).toBeGreaterThanOrEqual(2);
  });
});

describe("the breakfasts", () => {
  it("has at least 12 breakfasts in the Petit-déjeuner category, without wine", () => {
    expect(breakfastRecipes.length).toBeGreaterThanOrEqual(12);
    for (const recipe of breakfastRecipes) {
      expect(recipe.category, recipe.id).toBe("Petit-déjeuner");
      expect(recipe.wine, recipe.id).toBeUndefined();
    }
  });

  it("covers the meal planner's diets", () => {
    expect(count(breakfastRecipes, (recipe) => fits(recipe, "vegetarian"))).toBeGreaterThanOrEqual(5);
    expect(count(breakfastRecipes, (recipe) => fits(recipe, "vegan"))).toBeGreaterThanOrEqual(3);
    expect(count(breakfastRecipes, (recipe) => fits(recipe, "gluten-free"))).toBeGreaterThanOrEqual(3);
    expect(count(breakfastRecipes, (recipe) => fits(recipe, "keto"))).toBeGreaterThanOrEqual(2);
  });
});

describe("every catalogue recipe", () => {
  it("has a unique slug as its id", () => {
    const ids = everyRecipe.map(({ id }) => id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("is complete: description, 2 to 8 servings, 4 to 9 steps, 2 to 4 tips, 2 or 3 variations", () => {
    for (const recipe of everyRecipe) {
      const { id } = recipe;
      expect(recipe.title.trim(), id).toBeTruthy();
      expect(recipe.description.trim(), id).toBeTruthy();
      expect(recipe.chef, id).toMatch(/^Chef /);
      expect(recipe.servings, id).toBeGreaterThanOrEqual(2);
      expect(recipe.servings, id).toBeLessThanOrEqual(8);
      expect(recipe.prepMinutes, id).toBeGreaterThan(0);
      expect(recipe.cookMinutes, id).toBeGreaterThanOrEqual(0);
      expect(DIFFICULTIES, id).toContain(recipe.difficulty);
      expect(recipe.equipment.length, id).toBeGreaterThan(0);
      expect(recipe.steps.length, id).toBeGreaterThanOrEqual(4);
      expect(recipe.steps.length, id).toBeLessThanOrEqual(9);
      for (const step of recipe.steps) expect(step.description.trim(), id).toBeTruthy();
      expect(recipe.tips.length, id).toBeGreaterThanOrEqual(2);
      expect(recipe.tips.length, id).toBeLessThanOrEqual(4);
      expect(recipe.variations.length, id).toBeGreaterThanOrEqual(2);
      expect(recipe.variations.length, id).toBeLessThanOrEqual(3);
    }
  });

  it("writes step times and quantities the way the screens expect", () => {
    for (const recipe of everyRecipe) {
      for (const { temps } of recipe.steps)
        if (temps !== undefined) expect(temps, recipe.id).toMatch(/^(\d+ min|\d+ h( \d{2})?)$/);
      for (const { nom, quantite, unite } of recipe.ingredients) {
        expect(UNITS, `${recipe.id}: ${nom}`).toContain(unite);
        if (typeof quantite === "number") expect(quantite, `${recipe.id}: ${nom}`).toBeGreaterThan(0);
        else expect(quantite, `${recipe.id}: ${nom}`).toBe("selon le goût");
      }
    }
  });

  it("has its illustration in public/, a small self-contained 4:3 SVG, described in French", () => {
    for (const { id, image, imageAlt } of everyRecipe) {
      expect(image, id).toBe(`/images/recettes/${id}.svg`);
      expect(imageAlt, id).toMatch(/^Illustration\u00a0: /);
      const file = `${publicDir}${image}`;
      expect(fs.existsSync(file), file).toBe(true);
      const svg = fs.readFileSync(file, "utf8");
      expect(svg, id).toContain('viewBox="0 0 400 300"');
      expect(svg, id).not.toMatch(/href|<text|<image/);
      expect(Buffer.byteLength(svg), id).toBeLessThan(4096);
    }
  });
});
