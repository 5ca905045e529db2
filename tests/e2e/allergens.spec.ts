import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const cards = (page: Page) => page.getByRole("list", { name: "Recettes" }).getByRole("article");
const allergens = (scope: Pick<Page, "getByRole">) => scope.getByRole("region", { name: "Allergènes" });

test.describe("Allergènes", () => {
  test("« Sans lait » cache toutes les recettes avec du lait, et chaque recette dit ce qu'elle contient", async ({
    page,
  }) => {
    // Every Entrée without milk is opened in turn: a score of pages, not one.
    test.setTimeout(90_000);
    await page.goto("/recette/quiche-lorraine");
    await expect(allergens(page)).toContainText("Contient\u00a0: gluten, œufs et lait");
    await expect(allergens(page)).toContainText("vérifiez toujours l'étiquette");

    // Entrées: every one fits on the first page, with or without the filter.
    await page.goto("/nos-recettes?categorie=Entrées");
    const everything = await cards(page).count();
    await page.locator("summary", { hasText: "Allergènes à éviter" }).click();
    await page.getByLabel("Sans lait").check();
    await expect(page).toHaveURL(/\/nos-recettes\?categorie=Entr%C3%A9es&sans=lait$/);
    await expect(page.getByLabel("Sans lait")).toBeChecked();
    const kept = await cards(page).count();
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(everything);
    await expect(cards(page).filter({ hasText: "Quiche lorraine" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const links = await cards(page)
      .getByRole("link", { name: /Voir la Recette/ })
      .evaluateAll((found) => found.map((link) => link.getAttribute("href") ?? ""));
    for (const link of links) {
      await page.goto(link);
      await expect(allergens(page), link).not.toContainText("lait");
    }
  });

  test("Inventaire Gourmand « Sans lait » : le chef laisse le beurre de côté et la recette n'en contient pas", async ({
    page,
  }) => {
    await page.goto("/inventaire-gourmand");
    for (const name of ["pâtes", "beurre", "courgettes"]) {
      const input = page.getByLabel("Ingrédient", { exact: true });
      await input.fill(name);
      await input.press("Enter");
    }
    await page.getByText("Sans lait", { exact: true }).click();
    await expect(page).toHaveURL(/sans=lait/);
    await page.getByRole("button", { name: "Générer une Recette" }).click();
    const panel = page.getByRole("region", { name: "Recette générée" });
    await expect(panel.getByText("« beurre » n'a pas été utilisé")).toBeVisible();
    await expect(allergens(panel)).toBeVisible();
    await expect(allergens(panel)).not.toContainText("lait");
    await expectNoAxeViolations(page);
  });
});
