import type { Page } from "@playwright/test";
import { catalogueRecipes } from "~/content/catalogue/recipes";
import { currentMonth, seasonLabelFor } from "~/domain/produce/label";
import { PAGE_SIZE } from "~/domain/catalogue/filters";
import { inSeasonMonths } from "~/domain/produce/season";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// The server reads the month in Paris; so does this test (a test run across midnight on the
// last day of a month could see two months).
const month = currentMonth(new Date());
const ratatouille = catalogueRecipes.find((recipe) => recipe.id === "ratatouille")!;
const ratatouilleLabel = seasonLabelFor(inSeasonMonths(ratatouille.ingredients), month)!;
const inSeasonNow = catalogueRecipes.filter((recipe) => inSeasonMonths(recipe.ingredients)?.includes(month));
// The first page of the filtered list: the catalogue is listed in its own order, 24 a page.
const firstPage = inSeasonNow.slice(0, PAGE_SIZE);

const cards = (page: Page) => page.getByRole("list", { name: "Recettes" }).getByRole("article");

test.describe("Saisons et climat", () => {
  test("la page d'une recette montre sa saison, son empreinte et ses sources", async ({ page }) => {
    await page.goto("/recette/ratatouille");
    const header = page.locator("header").filter({ has: page.getByRole("heading", { level: 1 }) });
    await expect(header.getByText(ratatouilleLabel)).toBeVisible();
    const section = page.getByRole("region", { name: "Saison et climat" });
    await expect(
      section.getByText(/^≈\s\d+,\d+\skg CO₂e par portion \(comme .+ en voiture\)\.$/),
    ).toBeVisible();
    await section.getByRole("link", { name: "Sources des données" }).click();
    await expect(page.getByText("Agribalyse 3.2 (Synthèse), ADEME / INRAE")).toBeVisible();
  });

  test("« De saison » filtre Nos Recettes, dans l'URL", async ({ page }) => {
    await page.goto("/nos-recettes");
    await expect(
      cards(page).filter({ hasText: "Ratatouille" }).getByText(ratatouilleLabel, { exact: true }),
    ).toBeVisible();
    await page.getByRole("checkbox", { name: "De saison" }).check();
    await expect(page).toHaveURL("/nos-recettes?saison=1");
    await expect(cards(page)).toHaveCount(firstPage.length);
    for (const recipe of firstPage)
      await expect(
        cards(page).filter({ hasText: recipe.title }).getByText("De saison", { exact: true }),
      ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("une recette du chef hors ligne montre sa saison et son empreinte", async ({ page, isMobile }) => {
    test.skip(isMobile, "grand écran");
    await page.goto("/inventaire-gourmand");
    const input = page.getByLabel("Ingrédient", { exact: true });
    for (const name of ["poulet", "riz"]) {
      await input.fill(name);
      await input.press("Enter");
    }
    await page.getByRole("button", { name: "Générer une Recette" }).click();
    const section = page
      .getByRole("region", { name: "Recette générée" })
      .getByRole("region", { name: "Saison et climat" });
    await expect(section).toBeVisible();
    // Every food has a carbon factor (AGRIBALYSE): the figure is shown, per portion.
    await expect(
      section.getByText(/^≈\s\d+,\d+\skg\sCO₂e\spar\sportion\s\(comme\s.+\sen\svoiture\)\.$/),
    ).toBeVisible();
    // Chicken and rice make one of Toque's own dishes: the chef starts from it and says so.
    await expect(page.getByRole("link", { name: "Oyakodon" })).toBeVisible();
  });

  test("Menu Perso privilégie les produits de saison par défaut", async ({ page }) => {
    await page.goto("/menu-perso");
    await expect(page.getByRole("checkbox", { name: "Privilégier les produits de saison" })).toBeChecked();
  });
});

test.describe("Saisons sans JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("la case « De saison » s'envoie avec le formulaire", async ({ page }) => {
    await page.goto("/nos-recettes");
    await page.getByRole("checkbox", { name: "De saison" }).check();
    await page.getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/[?&]saison=1/);
    await expect(cards(page)).toHaveCount(firstPage.length);
  });
});
