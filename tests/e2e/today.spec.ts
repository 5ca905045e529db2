import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, newPerson, signUp, test } from "./fixtures";

/** Nothing wider than the screen: a phone never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
}

test.describe("« Aujourd'hui » sur un téléphone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("un membre trouve chaque bloc vide avec la suite, planifie sa semaine puis cuisine le repas du jour", async ({
    page,
  }) => {
    await signUp(page, newPerson("Camille Laurent"));
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Bonjour Camille Laurent" })).toBeVisible();
    for (const name of ["Au menu aujourd'hui", "Liste de courses", "Mes Recettes", "Avec ce que j'ai"])
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    await expect(page.getByRole("link", { name: "Remplir mon garde-manger" })).toBeVisible();
    await expect(page.getByText("Aucune recette sauvegardée")).toBeVisible();
    await expect(page.getByRole("link", { name: "Découvrir Toque" })).toHaveAttribute(
      "href",
      "/?vue=presentation",
    );
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Planifier la semaine" }).click();
    await expect(page).toHaveURL("/menu-perso");
    await page.getByRole("button", { name: "Générer le menu de la semaine" }).click();
    await expect(page.getByText("Votre menu de la semaine est prêt.")).toBeVisible();

    await page.goto("/");
    const meals = page.getByRole("region", { name: "Au menu aujourd'hui" });
    await expect(meals.getByRole("link", { name: /^Mode cuisine/ })).toHaveCount(3);
    await expect(page.getByRole("link", { name: /\d+ articles? à acheter/ })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    // The first meal of the day opens in cook mode, at the servings planned.
    const cook = meals.getByRole("link", { name: /^Mode cuisine/ }).first();
    const title = (await cook.textContent())!.replace(/^Mode cuisine\s*:\s*/, "").trim();
    await cook.click();
    await expect(page).toHaveURL(/[?&]mode=cuisine/);
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(title);
  });

  test("un nouveau visiteur voit la présentation, avec le garde-manger à portée", async ({ page }) => {
    await page.goto("/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Votre assistant culinaire propulsé par l'IA" }),
    ).toBeVisible();
    const pantry = page.getByRole("region", { name: "Cuisinez avec ce que vous avez" });
    await expect(pantry.getByRole("link", { name: "Mon garde-manger" })).toBeVisible();
    await expect(pantry.getByRole("link", { name: "Avec ce que j'ai" })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
