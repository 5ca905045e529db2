import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, newPerson, statusLogged, test } from "./fixtures";

const recipePanel = (page: Page) => page.getByRole("region", { name: "Recette générée" });
const chips = (page: Page) => page.getByRole("list", { name: "Ingrédients ajoutés" }).getByRole("listitem");

async function addIngredient(page: Page, name: string) {
  const input = page.getByLabel("Ingrédient", { exact: true });
  await input.fill(name);
  await input.press("Enter");
}

test.describe("sans JavaScript (ou avant qu'il ne soit chargé)", () => {
  test.skip(({ isMobile }) => isMobile, "grand écran");
  test.use({ javaScriptEnabled: false });

  test("Inventaire Gourmand : la liste tient dans l'adresse et le serveur rend la recette", async ({
    page,
  }) => {
    await page.goto("/inventaire-gourmand");
    await expect(page.getByRole("button", { name: "Générer une Recette" })).toBeDisabled();
    await addIngredient(page, "courgettes, riz");
    await expect(chips(page)).toHaveText(["courgettes", "riz"]);
    await page.getByLabel("Ingrédient", { exact: true }).fill("oignon");
    await page.getByRole("button", { name: "Ajouter l'ingrédient" }).click();
    await expect(chips(page)).toHaveText(["courgettes", "riz", "oignon"]);
    await page.getByRole("button", { name: "Retirer riz" }).click();
    await expect(chips(page)).toHaveText(["courgettes", "oignon"]);
    await expect(page).toHaveURL("/inventaire-gourmand?ingredients=courgettes&ingredients=oignon");

    await page.getByRole("button", { name: "Générer une Recette" }).click();
    const title = recipePanel(page).getByRole("heading", { level: 2 });
    await expect(title).toContainText(/ourgette/i);
    await expect(recipePanel(page).getByRole("heading", { level: 3, name: "Instructions" })).toBeVisible();
    await expect(recipePanel(page).getByText("Calculé d'après la table Ciqual de l'Anses")).toBeVisible();
    await expect(chips(page)).toHaveText(["courgettes", "oignon"]);
    const first = await title.textContent();

    await page.getByRole("button", { name: "Une autre idée" }).click();
    await expect(title).not.toHaveText(first ?? "");
    await expect(page.getByRole("link", { name: "Se connecter pour sauvegarder" })).toHaveAttribute(
      "href",
      `/login?redirectTo=${encodeURIComponent("/inventaire-gourmand?ingredients=courgettes&ingredients=oignon")}`,
    );
  });

  test("Chef Nutrition : un vrai formulaire, vérifié puis rendu par le serveur", async ({
    page,
    allowConsole,
  }) => {
    allowConsole(statusLogged(400));
    await page.goto("/chef-nutrition");
    const generate = page.getByRole("button", { name: "Générer une Recette" });
    await generate.click();
    await expect(page.getByText("Veuillez sélectionner un objectif nutritionnel")).toHaveClass(
      /text-red-700/,
    );

    await page.getByText("Prise de muscle").click();
    await page.getByLabel("Protéines (g)").fill("beaucoup");
    await page.getByText("Sans lactose", { exact: true }).click();
    await page.getByLabel("Ingrédients à utiliser (facultatif)").fill("dinde, quinoa");
    await generate.click();
    await expect(page.getByLabel("Protéines (g)")).toHaveAccessibleDescription("Indiquez un nombre entier");
    // What was sent is shown again.
    await expect(page.getByRole("radio", { name: /Prise de muscle/ })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Sans lactose" })).toBeChecked();
    // Each thing is asked once: « Sans gluten » is a diet here, not also an allergen.
    await expect(page.getByRole("checkbox", { name: "Sans gluten" })).toHaveCount(1);

    await page.getByLabel("Protéines (g)").fill("40");
    await generate.click();
    const panel = recipePanel(page);
    await expect(panel.getByRole("heading", { level: 2 })).not.toBeEmpty();
    await expect(panel.getByText("(par portion)").first()).toBeVisible();
    await expect(panel.getByRole("heading", { level: 3, name: "Alternatives" })).toBeVisible();
    await expect(page.getByLabel("Ingrédients à utiliser (facultatif)")).toHaveValue("dinde, quinoa");
  });
});

test.describe("avec JavaScript", () => {
  test.skip(({ isMobile }) => isMobile, "grand écran");

  test("la liste d'ingrédients survit au rechargement et au retour arrière", async ({ page }) => {
    await page.goto("/inventaire-gourmand");
    await addIngredient(page, "tomates");
    await addIngredient(page, "œufs");
    await expect(page).toHaveURL(/\?ingredients=tomates&ingredients=%C5%93ufs$/);
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(chips(page)).toHaveText(["tomates", "œufs"]);

    await page.getByRole("link", { name: "Nos Recettes" }).first().click();
    await expect(page).toHaveURL("/nos-recettes");
    await page.goBack();
    await expect(chips(page)).toHaveText(["tomates", "œufs"]);
    await page.getByRole("button", { name: "Retirer tomates" }).click();
    await expect(page).toHaveURL("/inventaire-gourmand?ingredients=%C5%93ufs");
  });

  test("Chef Nutrition garde son formulaire au rechargement", async ({ page }) => {
    await page.goto("/chef-nutrition");
    await page.getByText("Perte de poids").click();
    await page.getByLabel("Calories (kcal)").fill("500");
    await page.getByText("Végétarien").click();
    await page.getByLabel("Ingrédients à utiliser (facultatif)").fill("lentilles, carottes");
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByRole("radio", { name: /Perte de poids/ })).toBeChecked();
    await expect(page.getByLabel("Calories (kcal)")).toHaveValue("500");
    await expect(page.getByRole("checkbox", { name: "Végétarien" })).toBeChecked();
    await expect(page.getByLabel("Ingrédients à utiliser (facultatif)")).toHaveValue("lentilles, carottes");
    await expect(page.getByRole("button", { name: "Générer une Recette" })).toBeEnabled();
  });

  test("une recette générée avant de se connecter survit à « Se connecter pour sauvegarder » et « S'inscrire »", async ({
    page,
  }) => {
    await page.goto("/inventaire-gourmand");
    await addIngredient(page, "poireaux");
    await addIngredient(page, "pommes de terre");
    await page.getByRole("button", { name: "Générer une Recette" }).click();
    const title = recipePanel(page).getByRole("heading", { level: 2 });
    await expect(page.getByRole("link", { name: "Se connecter pour sauvegarder" })).toBeVisible();
    const generated = (await title.textContent())!;

    await page.getByRole("link", { name: "Se connecter pour sauvegarder" }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await page.getByRole("link", { name: "S'inscrire" }).click();
    await expect(page).toHaveURL(/\/signup\?redirectTo=/);
    const person = newPerson();
    await page.getByLabel("Nom complet").fill(person.name);
    await page.getByLabel("Email").fill(person.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(person.password);
    await page.getByLabel("Confirmer le mot de passe").fill(person.password);
    await page.getByRole("button", { name: "Créer mon compte" }).click();

    await expect(page).toHaveURL("/inventaire-gourmand?ingredients=poireaux&ingredients=pommes+de+terre");
    await expect(title).toHaveText(generated);
    await expect(chips(page)).toHaveText(["poireaux", "pommes de terre"]);
    await page.getByRole("button", { name: "Sauvegarder dans Mes Recettes" }).click();
    await expect(page.getByText("Recette sauvegardée dans Mes Recettes.")).toBeVisible();
    await page.getByRole("link", { name: "Voir Mes Recettes" }).click();
    await expect(page.getByRole("link", { name: generated })).toBeVisible();
  });

  test("sur grand écran, le panneau de 800 px garde ses étapes à un clic", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/chef-nutrition");
    await page.getByText("Prise de muscle").click();
    await page.getByRole("button", { name: "Générer une Recette" }).click();
    const panel = recipePanel(page);
    await expect(panel.getByRole("heading", { level: 3, name: "Alternatives" })).toBeAttached();
    expect((await panel.boundingBox())!.height).toBeLessThanOrEqual(800);

    const index = panel.getByRole("navigation", { name: "Sections de la recette" });
    await index.getByRole("button", { name: "Instructions" }).click();
    const steps = panel.getByRole("heading", { level: 3, name: "Instructions" });
    await expect(steps).toBeFocused();
    await expect(steps).toBeInViewport();
    await expect(index).toBeInViewport();
    await expectNoAxeViolations(page);
  });

  test("sur un téléphone, la recette s'écoule dans la page, sans défilement intérieur", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/chef-nutrition");
    await page.getByText("Prise de muscle").click();
    await page.getByRole("button", { name: "Générer une Recette" }).click();
    const panel = recipePanel(page);
    await expect(panel.getByRole("heading", { level: 3, name: "Alternatives" })).toBeAttached();
    const sizes = await panel.evaluate((element) => ({
      scroll: element.scrollHeight,
      client: element.clientHeight,
    }));
    expect(sizes.client).toBeGreaterThan(800);
    expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
  });
});
