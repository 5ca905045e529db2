import { readFile } from "node:fs/promises";
import { recipeSiteURL } from "../../playwright.config";
import { expect, expectNoAxeViolations, newPerson, signUp, statusLogged, test } from "./fixtures";

test("importer une recette depuis une adresse, corriger une étape, l'enregistrer, l'exporter et réimporter l'export", async ({
  page,
  request,
}) => {
  await signUp(page, newPerson("Odile Marchand"));
  await page.goto("/mes-recettes");
  await page.getByRole("link", { name: "Importer une recette" }).click();
  await expect(page.getByRole("heading", { name: "Importer une recette", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Adresse de la page").fill(`${recipeSiteURL}/quiche-graph.html`);
  await page.getByRole("button", { name: "Importer la recette" }).click();
  await expect(page.getByRole("status")).toContainText("Recette lue");
  await expect(page.getByLabel("Titre")).toHaveValue("Quiche lorraine de Mamie");
  await expect(page.getByLabel("Ingrédient 2", { exact: true })).toHaveValue("lardons fumés");
  await expect(page.getByRole("link", { name: "127.0.0.1" })).toBeVisible();
  await expectNoAxeViolations(page);

  const step = "La garniture\u00a0: Verser sur la pâte et cuire 40 minutes à 200 °C.";
  await page.getByLabel("Étape 5").fill(step);
  await page.getByRole("button", { name: "Enregistrer la recette" }).click();

  await expect(page.getByRole("heading", { name: "Quiche lorraine de Mamie" })).toBeVisible();
  await expect(page.getByText(step)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Nutrition par portion" })).toBeVisible();
  await expect(page.getByText("Calories")).toBeVisible();
  await expect(page.getByRole("link", { name: "127.0.0.1" })).toBeVisible();
  await expectNoAxeViolations(page);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Exporter" }).click();
  const exported = JSON.parse(await readFile((await (await download).path())!, "utf8"));
  expect(exported).toMatchObject({ "@type": "Recipe", name: "Quiche lorraine de Mamie" });
  expect(exported.recipeInstructions.at(-1).text).toBe(step);

  await page.getByRole("link", { name: "← Mes Recettes" }).click();
  await expect(page.getByRole("link", { name: "Quiche lorraine de Mamie" })).toBeVisible();

  // The export, published on the test site, imports back with the same content.
  const published = await request.post(`${recipeSiteURL}/publier`, { data: exported });
  await page.goto("/mes-recettes/importer");
  await page.getByLabel("Adresse de la page").fill(`${recipeSiteURL}${await published.text()}`);
  await page.getByRole("button", { name: "Importer la recette" }).click();
  await expect(page.getByLabel("Titre")).toHaveValue("Quiche lorraine de Mamie");
  await expect(page.getByLabel("Étape 5")).toHaveValue(step);
  await expect(page.getByLabel("Personnes")).toHaveValue("6");
  await expect(page.getByLabel("Ingrédient 2", { exact: true })).toHaveValue("lardons fumés");
});

test("coller une recette, corriger une erreur signalée en français, l'enregistrer", async ({ page }) => {
  await signUp(page, newPerson("Paul Dubois"));
  await page.goto("/mes-recettes/importer");
  await page
    .getByLabel("Texte de la recette")
    .fill("Omelette\nIngrédients\n3 œufs\n10 g de beurre\nPréparation\n1. Battre les œufs.\n2. Cuire.");
  await page.getByRole("button", { name: "Lire le texte" }).click();
  await expect(page.getByLabel("Ingrédient 1", { exact: true })).toHaveValue("œufs");
  await page.getByLabel("Titre").fill("");
  await page.getByRole("button", { name: "Enregistrer la recette" }).click();
  await expect(page.getByText("Donnez un titre à la recette.")).toBeVisible();
  // The pasted text said for how many: nothing is guessed, the cook is asked.
  await expect(page.getByText("Indiquez pour combien de personnes, entre 1 et 50.")).toBeVisible();
  await page.getByLabel("Titre").fill("Omelette baveuse");
  await page.getByLabel("Personnes").fill("2");
  await page.getByRole("button", { name: "Retirer l'étape 2" }).click();
  await expect(page.getByLabel("Étape 2")).toHaveCount(0);
  await page.getByRole("button", { name: "Enregistrer la recette" }).click();
  await expect(page.getByRole("heading", { name: "Omelette baveuse" })).toBeVisible();
  // A pasted text is the cook's own recipe, publishable like a written one.
  await expect(page.getByText("Votre recette", { exact: true })).toBeVisible();
  await expect(page.getByText("Recette importée", { exact: true })).toHaveCount(0);
});

test("une page sans données schema.org est lue, et l'éditeur demande de la vérifier", async ({ page }) => {
  await signUp(page, newPerson());
  await page.goto("/mes-recettes/importer");
  await page.getByLabel("Adresse de la page").fill(`${recipeSiteURL}/sans-donnees.html`);
  await page.getByRole("button", { name: "Importer la recette" }).click();
  await expect(page.getByRole("status")).toHaveText(/Recette lue sans données structurées\u00a0: vérifiez/);
  await expect(page.getByLabel("Titre")).toHaveValue("Poireaux vinaigrette");
  await expect(page.getByLabel("Personnes")).toHaveValue("4");
  await expect(page.getByLabel("Ingrédient 3", { exact: true })).toHaveValue("huile de colza");
  await expect(page.getByLabel("Étape 2")).toHaveValue(
    "Fouetter la moutarde avec l'huile et napper les poireaux tièdes.",
  );
  await expect(page.getByLabel("Étape 3")).toHaveCount(0);
});

test("une page sans recette est expliquée en français", async ({ page, allowConsole }) => {
  allowConsole(statusLogged(422));
  await signUp(page, newPerson());
  await page.goto("/mes-recettes/importer");
  await page.getByLabel("Adresse de la page").fill(`${recipeSiteURL}/sans-recette.html`);
  await page.getByRole("button", { name: "Importer la recette" }).click();
  await expect(
    page.getByText("Aucune recette n'a été trouvée sur cette page.", { exact: false }),
  ).toBeVisible();
});
