import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, statusLogged, test } from "./fixtures";

const card = (page: Page, title: string) => page.getByRole("article", { name: title });

async function addToPantry(page: Page, ingredients: string) {
  await page.getByLabel("Ajouter des ingrédients").fill(ingredients);
  await page.getByRole("button", { name: "Ajouter", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("au garde-manger");
}

test.describe("Mon garde-manger et « Avec ce que j'ai »", () => {
  test("remplir le garde-manger de 8 ingrédients et voir une recette devenir « Tout est là »", async ({
    page,
    allowConsole,
  }) => {
    allowConsole(statusLogged(400)); // « xyz » is refused on purpose
    await page.goto("/avec-ce-que-j-ai");
    await expect(page.getByRole("heading", { name: "Votre garde-manger est vide" })).toBeVisible();
    await page.getByRole("link", { name: "Remplir mon garde-manger" }).click();
    await expect(page).toHaveURL("/garde-manger");
    await expect(page.getByRole("heading", { level: 1, name: "Mon garde-manger" })).toBeVisible();

    await addToPantry(page, "chocolat noir");
    // The page's own link: on a phone the navigation's is folded away.
    await page.locator("#contenu").getByRole("link", { name: "Avec ce que j'ai" }).click();
    const mousse = card(page, "Mousse au chocolat");
    // What is missing, measured for two people (the field's default).
    await expect(mousse).toContainText(/Il manque\u00a0: \d+ œufs?/);
    await mousse
      .getByRole("button", { name: "Ajouter les ingrédients manquants à ma liste de courses" })
      .click();
    await expect(mousse.getByRole("status")).toContainText(
      "1 ingrédient ajouté à la liste de courses de la semaine.",
    );
    await mousse.getByRole("link", { name: "Voir la liste" }).click();
    const list = page.getByRole("region", { name: "Liste de courses" });
    await expect(list.getByRole("checkbox")).toHaveCount(1);
    const eggs = list.getByRole("checkbox", { name: /œufs/ });
    await eggs.click();
    await expect(eggs).toHaveAttribute("aria-checked", "true");
    await list.getByRole("button", { name: "J'ai tout acheté" }).click();
    // The list's other status line is the one « Copier la liste » speaks in.
    await expect(list.getByRole("status").filter({ hasText: "garde-manger" })).toHaveText(
      "Œufs ajoutés au garde-manger.",
    );
    await list.getByRole("link", { name: "Voir Mon garde-manger" }).click();
    await expect(page.getByRole("heading", { name: "2 ingrédients chez vous" })).toBeVisible();

    // Accents and plurals forgiven, a repeat merged.
    await addToPantry(page, "oeufs, beurre, lait, carottes, oignons, ail, thym, chocolat noir");
    await expect(page.getByRole("heading", { name: "8 ingrédients chez vous" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Crèmerie et œufs" })).toContainText("œufs");
    await expectNoAxeViolations(page);

    await page.getByLabel("Ajouter des ingrédients").fill("xyz");
    await page.getByRole("button", { name: "Ajouter", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText(
      "Toque ne connaît pas «\u00a0xyz\u00a0»\u00a0: vérifiez l'orthographe.",
    );

    await page.goto("/avec-ce-que-j-ai");
    await page.getByLabel("Je peux la cuisiner maintenant").check();
    await page.getByRole("button", { name: "Appliquer les filtres" }).click();
    await expect(page).toHaveURL(/maintenant=oui/);
    await expect(card(page, "Mousse au chocolat")).toContainText("Tout est là");
    const cards = page.getByRole("article");
    for (const text of await cards.allTextContents()) expect(text).toContain("Tout est là");
    await expectNoAxeViolations(page);
  });
});
