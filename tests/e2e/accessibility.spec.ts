import { expect, expectNoAxeViolations, newPerson, signUp, statusLogged, test } from "./fixtures";
import { pages } from "./routes";

for (const { path } of pages) {
  test(`${path} n'a aucune violation axe (WCAG 2.2 AA)`, async ({ page }) => {
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
}

test("l'écran d'erreur n'a aucune violation axe", async ({ page, allowConsole }) => {
  allowConsole(statusLogged(404));
  await page.goto("/inconnue");
  await expectNoAxeViolations(page);
});

test.describe("états atteints par les parcours", () => {
  test.skip(({ isMobile }) => isMobile, "grand écran");

  test("formulaires en erreur, pages d'un membre connecté : aucune violation axe", async ({
    page,
    allowConsole,
  }) => {
    allowConsole(statusLogged(401));
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

test.describe("résultats des fonctionnalités", () => {
  test.skip(({ isMobile }) => isMobile, "grand écran");

  test("recette générée, accords et cocktail : aucune violation axe", async ({ page }) => {
    await page.goto("/inventaire-gourmand");
    await page.getByLabel("Ingrédient", { exact: true }).fill("carottes");
    await page.getByLabel("Ingrédient", { exact: true }).press("Enter");
    await page.getByRole("button", { name: "Générer une Recette" }).click();
    await expect(page.getByRole("button", { name: "Une autre idée" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto("/chef-nutrition");
    await page.getByText("Santé générale").click();
    await page.getByRole("button", { name: "Générer une Recette" }).click();
    await expect(page.getByRole("button", { name: "Une autre idée" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto("/chef-sommelier");
    await page.getByLabel("Votre plat").fill("sole meunière");
    await page.getByRole("button", { name: "Trouver des Accords" }).click();
    await expect(page.getByRole("region", { name: "Vins suggérés" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto("/cocktails");
    await page.getByText("Tequila", { exact: true }).click();
    await page.getByText("Épicé", { exact: true }).click();
    await page.getByRole("button", { name: "Créer mon Cocktail" }).click();
    await expect(page.getByText("Version sans alcool")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
