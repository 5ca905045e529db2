import { expect, expectNoAxeViolations, newPerson, signUp, test } from "./fixtures";
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

test.describe("états atteints par les parcours", () => {
  test.skip(({ isMobile }) => isMobile, "grand écran");

  test("formulaires en erreur, pages d'un membre connecté : aucune violation axe", async ({ page }) => {
    await page.goto("/signup");
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(page.getByText("Email invalide")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto("/login");
    await page.getByLabel("Email").fill(newPerson().email);
    await page.getByLabel("Mot de passe").fill("mauvais");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("alert")).toHaveText("Email ou mot de passe incorrect");
    await expectNoAxeViolations(page);

    await signUp(page, newPerson());
    await expectNoAxeViolations(page);
    await page.goto("/mes-recettes");
    await expectNoAxeViolations(page);
    await page.goto("/mon-compte");
    await expectNoAxeViolations(page);
  });
});
