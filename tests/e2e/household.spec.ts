import { addDays, mondayOf, todayIn } from "~/domain/base/week";
import { expect, expectNoAxeViolations, newPerson, signUp, test } from "./fixtures";

/** A week wholly ahead, so that its whole list shows whatever day the test runs. */
const week = addDays(mondayOf(todayIn("Europe/Paris", new Date())), 14);

test.describe("Mon foyer", () => {
  test.skip(({ isMobile }) => isMobile, "parcours de compte testé sur grand écran");

  test("deux personnes d'un même foyer : ce que l'une coche, l'autre le voit après actualisation", async ({
    page,
    browser,
    baseURL,
  }) => {
    await signUp(page, newPerson("Alice Coche"));
    await page.goto(`/menu-perso?semaine=${week}`);
    const generated = page.waitForResponse(
      (response) => response.url().includes("/menu-perso.data") && response.request().method() === "GET",
    );
    await page.getByRole("button", { name: "Générer le menu de la semaine" }).click();
    await generated;
    await expect(page.getByText("Votre menu de la semaine est prêt.")).toBeVisible({ timeout: 15_000 });

    await page.goto("/mon-compte");
    await page.getByRole("link", { name: "Gérer mon foyer" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mon foyer" })).toBeVisible();
    await page.getByLabel("Adresse e-mail de la personne (facultatif)").fill("bruno@exemple.fr");
    await page.getByRole("button", { name: "Créer un lien d'invitation" }).click();
    await expect(page.getByText("Envoyez ce lien à bruno@exemple.fr")).toBeVisible();
    const link = await page.getByRole("textbox", { name: "Lien d'invitation" }).inputValue();
    expect(link).toMatch(/\/foyer\/rejoindre\/[A-Za-z0-9_-]{43}$/);
    await expectNoAxeViolations(page);

    // Bruno, in a browser of his own.
    const other = await browser.newContext({ baseURL, locale: "fr-FR", timezoneId: "Europe/Paris" });
    await other.setExtraHTTPHeaders({ "x-forwarded-for": "192.0.2.77" });
    const bruno = await other.newPage();
    await signUp(bruno, newPerson("Bruno Coche"));
    await bruno.goto(link);
    await expect(bruno.getByText("Alice Coche vous invite")).toBeVisible();
    await expect(bruno.getByText(/Vous quitterez votre foyer/)).toBeVisible();
    await expectNoAxeViolations(bruno);
    await bruno.getByRole("button", { name: "Rejoindre le foyer" }).click();
    await expect(bruno.getByRole("status")).toContainText("Bienvenue dans le foyer");
    await expect(bruno.getByText("Alice Coche", { exact: true })).toBeVisible();

    await page.goto(`/menu-perso?semaine=${week}`);
    const item = page.getByRole("region", { name: "Fruits et légumes" }).getByRole("checkbox").first();
    await item.check();
    await expect(item).toBeChecked();

    // The same week, so the same list: its first item is the one Alice ticked.
    await bruno.goto(`/menu-perso?semaine=${week}`);
    const seen = bruno.getByRole("region", { name: "Fruits et légumes" }).getByRole("checkbox").first();
    await expect(seen).toBeChecked();
    await other.close();
  });

  test("les heures des repas du foyer : enregistrées, puis proposées à la visite suivante", async ({
    page,
  }) => {
    await signUp(page, newPerson("Hélène Horaires"));
    await page.goto("/mon-foyer");
    const form = page.getByRole("form", { name: "Heures des repas" });
    await expect(form.getByLabel("Petit-déjeuner", { exact: true })).toHaveValue("08:00");
    await expect(form.getByLabel("Déjeuner", { exact: true })).toHaveValue("12:30");
    await expect(form.getByLabel("Dîner", { exact: true })).toHaveValue("19:30");
    await form.getByLabel("Petit-déjeuner", { exact: true }).fill("07:15");
    await form.getByLabel("Dîner", { exact: true }).fill("20:45");
    await form.getByRole("button", { name: "Enregistrer les heures" }).click();
    await expect(page.getByRole("status")).toContainText("Les heures des repas sont enregistrées");
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(form.getByLabel("Petit-déjeuner", { exact: true })).toHaveValue("07:15");
    await expect(form.getByLabel("Déjeuner", { exact: true })).toHaveValue("12:30");
    await expect(form.getByLabel("Dîner", { exact: true })).toHaveValue("20:45");
  });
});
