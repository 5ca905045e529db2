import { describe, expect, it } from "vitest";
import type { CatalogueRecipe } from "~/domain/catalogue/types";
import type { DietRestriction } from "~/domain/generation/request-schema";
import { restrictionViolations } from "~/domain/nutrition/diet";
import { readIngredient } from "~/domain/nutrition/lexicon";
import { normaliseUnit, toGrams } from "~/domain/nutrition/quantity";
import { regionalRecipes } from "./regional";

const fits = (recipe: CatalogueRecipe, diet: DietRestriction) =>
  restrictionViolations(recipe.ingredients, [diet]).length === 0;
const count = (keep: (recipe: CatalogueRecipe) => boolean) => regionalRecipes.filter(keep).length;

/** The role of the heaviest ingredient, as weighed by the lexicon. */
function leadingRole(recipe: CatalogueRecipe): string | undefined {
  let heaviest: { grams: number; role: string } | undefined;
  for (const { nom, quantite, unite } of recipe.ingredients) {
    if (typeof quantite !== "number") continue;
    const entry = readIngredient(nom)?.entry;
    const unit = unite === "" ? "pièce" : normaliseUnit(unite);
    const grams = entry && unit ? toGrams(entry, quantite, unit) : undefined;
    if (entry && grams !== undefined && grams > (heaviest?.grams ?? 0))
      heaviest = { grams, role: entry.role };
  }
  return heaviest?.role;
}

describe("the regional classics", () => {
  it("has thirty dishes with distinct ids, every main category among them", () => {
    expect(regionalRecipes).toHaveLength(30);
    expect(new Set(regionalRecipes.map(({ id }) => id)).size).toBe(30);
    for (const category of ["Entrées", "Viande", "Poisson", "Végétarien", "Plats"] as const)
      expect(
        count((recipe) => recipe.category === category),
        category,
      ).toBeGreaterThanOrEqual(2);
  });

  it("serves every diet its share, as the diet engine decides", () => {
    expect(count((recipe) => fits(recipe, "vegetarian"))).toBeGreaterThanOrEqual(4);
    expect(count((recipe) => fits(recipe, "keto"))).toBeGreaterThanOrEqual(3);
    expect(count((recipe) => fits(recipe, "gluten-free"))).toBeGreaterThanOrEqual(8);
    expect(count((recipe) => fits(recipe, "lactose-free"))).toBeGreaterThanOrEqual(8);
    const galettes = regionalRecipes.find(({ id }) => id === "galettes-completes-au-sarrasin");
    expect(galettes && fits(galettes, "gluten-free")).toBe(true);
  });

  it("keeps six dishes within half an hour and ten led by vegetables or fruit", () => {
    expect(count((recipe) => recipe.prepMinutes + recipe.cookMinutes <= 30)).toBeGreaterThanOrEqual(6);
    expect(
      count((recipe) => ["vegetable", "fruit"].includes(leadingRole(recipe) ?? "")),
    ).toBeGreaterThanOrEqual(10);
  });

  it("pairs every dish with a wine of an allowed type", () => {
    const types = ["Vin rouge", "Vin blanc", "Vin rosé", "Vin effervescent", "Vin doux"];
    for (const { id, wine } of regionalRecipes) expect(types, id).toContain(wine?.type);
  });
});
