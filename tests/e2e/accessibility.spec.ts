import { expectNoAxeViolations, test } from "./fixtures";
import { pages } from "./routes";

for (const { path } of pages) {
  test(`${path} n'a aucune violation axe (WCAG 2.2 AA)`, async ({ page }) => {
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
}

test("l'écran d'erreur n'a aucune violation axe", async ({ page }) => {
  await page.goto("/inconnue");
  await expectNoAxeViolations(page);
});
