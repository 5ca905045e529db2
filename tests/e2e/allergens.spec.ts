import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const cards = (page: Page) => page.getByRole("list", { name: "Recettes" }).getByRole("article");
const allergens = (page: Page) => page.getByRole("region", { name: "Allergènes" });

test.describe("Allergènes", () => {
  test("« Sans lait » cache toutes les recettes avec du lait, et chaque recette dit ce qu'elle contient", async ({
    page,
  }) => {
    await page.goto("/recette/quiche-lorraine");
    await expect(allergens(page)).toContainText("Contient\u00a0: gluten, œufs et lait");
    await expect(allergens(page)).toContainText("vérifiez toujours l'étiquette");

    await page.goto("/nos-recettes");
    const everything = await cards(page).count();
    await page.locator("summary", { hasText: "Allergènes à éviter" }).click();
    await page.getByLabel("Sans lait").check();
    await expect(page).toHaveURL("/nos-recettes?sans=lait");
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
});
