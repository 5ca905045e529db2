import { describe, expect, it } from "vitest";
import { REQUIRED_REGIONS } from "~/domain/catalogue/origin";
import type { CatalogueRecipe } from "~/domain/catalogue/types";
import { CATEGORIES, CUISINES } from "~/domain/recipe/labels";
import { DIET_RESTRICTIONS, type DietRestriction } from "~/domain/generation/request-schema";
import { restrictionViolations } from "~/domain/nutrition/diet";
import { SEASON_MONTHS, type SeasonName, seasonsOf } from "~/domain/produce/season";
import { breakfastRecipes } from "./breakfasts";
import { catalogueRecipes } from "./recipes";

/**
 * What the catalogue covers, printed against issue 20's targets, then asserted: a writer sees
 * the whole table and every shortfall at once.
 */
const everyRecipe: readonly CatalogueRecipe[] = [...catalogueRecipes, ...breakfastRecipes];
const dishes = everyRecipe.filter((recipe) => recipe.category !== "Petit-déjeuner");
const minutes = (recipe: CatalogueRecipe) => recipe.prepMinutes + recipe.cookMinutes;
const fits = (recipe: CatalogueRecipe, diet: DietRestriction) =>
  restrictionViolations(recipe.ingredients, [diet]).length === 0;

/** Issue 20's targets; diets as the diet engine decides, over the whole catalogue. */
const TARGETS = {
  recipes: 150,
  quickDishes: 40,
  desserts: 20,
  breakfasts: 25,
  diets: { vegetarian: 35, vegan: 20, "gluten-free": 30, "lactose-free": 25, keto: 10 },
  /** Dishes led by a fruit or vegetable of each season (ADEME calendar). */
  perSeason: 20,
} as const satisfies Record<string, unknown> & { diets: Record<DietRestriction, number> };

/**
 * For each season (whole months, decision record 0024), the dishes led by a fruit or vegetable
 * in season in at least two of its three months (seasonsOf).
 */
function seasonCoverage(recipes: readonly CatalogueRecipe[]): Record<SeasonName, number> {
  const counts = Object.fromEntries(
    (Object.keys(SEASON_MONTHS) as SeasonName[]).map((season) => [season, 0]),
  ) as Record<SeasonName, number>;
  for (const recipe of recipes) for (const season of seasonsOf(recipe)) counts[season] += 1;
  return counts;
}

const DIET_NAMES: Readonly<Record<DietRestriction, string>> = {
  vegetarian: "végétarien",
  vegan: "végan",
  "gluten-free": "sans gluten",
  "lactose-free": "sans lactose",
  keto: "cétogène",
};

interface Line {
  what: string;
  count: number | string;
  target: number | string;
}

function coverage(): { lines: Line[]; shortfalls: string[] } {
  const lines: Line[] = [];
  const shortfalls: string[] = [];
  const line = (what: string, count: number, target?: number) => {
    lines.push({ what, count, target: target ?? "" });
    if (target !== undefined && count < target) shortfalls.push(`${what} : ${count} sur ${target}`);
  };
  line("Recettes (plats et petits-déjeuners)", everyRecipe.length, TARGETS.recipes);
  for (const category of CATEGORIES)
    line(
      `Catégorie ${category}`,
      everyRecipe.filter((recipe) => recipe.category === category).length,
      category === "Desserts"
        ? TARGETS.desserts
        : category === "Petit-déjeuner"
          ? TARGETS.breakfasts
          : undefined,
    );
  for (const diet of DIET_RESTRICTIONS) {
    line(
      `Régime ${DIET_NAMES[diet]}`,
      everyRecipe.filter((recipe) => fits(recipe, diet)).length,
      TARGETS.diets[diet],
    );
    line(
      `Régime ${DIET_NAMES[diet]}, hors petits-déjeuners`,
      dishes.filter((recipe) => fits(recipe, diet)).length,
    );
  }
  line(
    "Plats prêts en 30 min ou moins (hors petits-déjeuners)",
    dishes.filter((r) => minutes(r) <= 30).length,
    TARGETS.quickDishes,
  );
  line(
    "Toutes recettes de 31 à 60 min",
    everyRecipe.filter((r) => minutes(r) > 30 && minutes(r) <= 60).length,
  );
  line("Toutes recettes de plus de 60 min", everyRecipe.filter((r) => minutes(r) > 60).length);
  for (const region of REQUIRED_REGIONS)
    line(`Région ${region}`, everyRecipe.filter((recipe) => recipe.region === region).length, 1);
  const otherRegions = everyRecipe.filter(
    (recipe) => recipe.region && !REQUIRED_REGIONS.includes(recipe.region),
  );
  line("Autres régions", otherRegions.length);
  for (const cuisine of CUISINES)
    line(`Cuisine ${cuisine}`, everyRecipe.filter((recipe) => recipe.cuisine === cuisine).length, 1);
  for (const [season, count] of Object.entries(seasonCoverage(everyRecipe)))
    line(`Saison ${season} (plats menés par un fruit ou un légume)`, count, TARGETS.perSeason);
  return { lines, shortfalls };
}

describe("the catalogue's coverage (issue 20)", () => {
  it("reaches every target", () => {
    const { lines, shortfalls } = coverage();
    console.table(lines);
    expect(shortfalls, `${shortfalls.length} objectif(s) non atteint(s)\n${shortfalls.join("\n")}\n`).toEqual(
      [],
    );
  });
});
