import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { pages } from "./routes";

declare global {
  interface Window {
    reportCspViolation?: (text: string) => void;
  }
}

/**
 * Records every Content-Security-Policy violation of every page the test opens, from its
 * very first script on: the event the browser fires and the message it logs.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|unsafe-eval/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      window.reportCspViolation?.(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
  return violations;
}

test.describe("politique de sécurité du contenu", () => {
  test.skip(({ isMobile }) => isMobile, "grand écran");

  for (const { path } of pages) {
    test(`${path} ne déclenche aucune violation de la CSP`, async ({ page }) => {
      const violations = await watchViolations(page);
      await page.goto(path);
      // A report is delivered as a task after the violation: let it arrive.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(violations).toEqual([]);
    });
  }

  test("les formulaires validés dans le navigateur n'évaluent aucun code (zod sans sonde eval)", async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    await page.goto("/login");
    await page.getByLabel("Email").fill("pas-un-email");
    await page.getByLabel("Mot de passe").focus();
    await expect(page.getByText("Email invalide")).toBeVisible();

    await page.goto("/signup");
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(page.getByText("Le nom doit contenir au moins 2 caractères")).toBeVisible();

    await page.goto("/chef-nutrition");
    await page.getByText("Prise de muscle").click();
    await page.getByLabel("Protéines (g)").fill("beaucoup");
    await page.getByRole("button", { name: "Générer une Recette" }).click();
    await expect(page.getByLabel("Protéines (g)")).toHaveAccessibleDescription("Indiquez un nombre entier");

    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(violations).toEqual([]);
  });
});
