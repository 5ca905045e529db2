import { aiBaseURL } from "../../playwright.config";
import { acceptNextDialog, expect, expectNoAxeViolations, newPerson, signUp, test } from "./fixtures";

test.describe("Chef & Sommelier, hors ligne", () => {
  test.skip(({ isMobile }) => isMobile, "grand écran");

  test("un plat vide déclenche l'alerte « Veuillez entrer un plat »", async ({ page }) => {
    await page.goto("/chef-sommelier");
    const alert = acceptNextDialog(page);
    await page.getByRole("button", { name: "Trouver des Accords" }).click();
    expect(await alert).toEqual({ type: "alert", message: "Veuillez entrer un plat" });
    await expect(page.getByRole("region", { name: "Vins suggérés" })).toHaveCount(0);
    // The field is marked and focused, so that the person can type at once.
    const dish = page.getByLabel("Votre plat");
    await expect(dish).toBeFocused();
    await expect(dish).toHaveAttribute("aria-invalid", "true");
    await expect(dish).toHaveAccessibleDescription("Veuillez entrer un plat");
    await expectNoAxeViolations(page);
    await dish.fill("sole meunière");
    await expect(dish).not.toHaveAttribute("aria-invalid");
  });

  test("trois vins distincts, avec type, région, raison, température et image", async ({ page }) => {
    await page.goto("/chef-sommelier");
    await page.getByLabel("Votre plat").fill("magret de canard aux cerises");
    await page.getByRole("button", { name: "Trouver des Accords" }).click();
    const wines = page.getByRole("region", { name: "Vins suggérés" }).getByRole("listitem");
    await expect(wines).toHaveCount(3);
    const names = await wines.getByRole("heading", { level: 3 }).allTextContents();
    expect(new Set(names).size).toBe(3);
    for (const wine of await wines.all()) {
      await expect(wine.getByText(/^Servir à \d+ à \d+\s°C$/)).toBeVisible();
      await expect(wine.locator("img")).toHaveJSProperty("complete", true);
      expect(
        await wine.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth),
      ).toBeGreaterThan(0);
    }
    await expect(
      page.getByText("L'abus d'alcool est dangereux pour la santé, à consommer avec modération."),
    ).toBeVisible();
  });

  test("le guide des accords est là avant toute recherche, et après un texte sans plat reconnu", async ({
    page,
  }) => {
    await page.goto("/chef-sommelier");
    const before = page.getByRole("region", { name: "Guide des accords" });
    for (const section of ["Viandes rouges", "Poissons", "Volailles", "Desserts"]) {
      await expect(before.getByRole("heading", { level: 3, name: section })).toBeVisible();
    }
    await expect(before.getByRole("listitem").first()).toBeVisible();
    await page.getByLabel("Votre plat").fill("ma voiture bleue");
    await page.getByRole("button", { name: "Trouver des Accords" }).click();
    const guide = page.getByRole("region", { name: "Guide des accords" });
    for (const section of ["Viandes rouges", "Poissons", "Volailles", "Desserts"]) {
      await expect(guide.getByRole("heading", { level: 3, name: section })).toBeVisible();
    }
  });
});

test.describe("Créateur de Cocktails, hors ligne", () => {
  test.skip(({ isMobile }) => isMobile, "grand écran");

  test("sans base, l'alerte de la spécification", async ({ page }) => {
    await page.goto("/cocktails");
    const alert = acceptNextDialog(page);
    await page.getByRole("button", { name: "Créer mon Cocktail" }).click();
    expect(await alert).toEqual({
      type: "alert",
      message: "Veuillez sélectionner une base pour votre cocktail",
    });
    const bases = page.getByRole("radiogroup", { name: "Votre base" });
    await expect(bases).toHaveAttribute("aria-invalid", "true");
    await expect(bases).toHaveAccessibleDescription("Veuillez sélectionner une base pour votre cocktail");
    await expect(page.getByRole("radio", { name: "Vodka" })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByText("Gin", { exact: true }).click();
    await expect(bases).not.toHaveAttribute("aria-invalid");
  });

  test("un cocktail complet qui suit les préférences, sa version sans alcool et la mention légale", async ({
    page,
  }) => {
    await page.goto("/cocktails");
    await page.getByText("Gin", { exact: true }).click();
    await page.getByText("Herbacé", { exact: true }).click();
    await page.getByText("Rafraîchissant", { exact: true }).click();
    await page.getByRole("button", { name: "Créer mon Cocktail" }).click();

    const title = page.getByRole("main").getByRole("heading", { level: 2 });
    await expect(title).not.toBeEmpty();
    for (const section of ["Ingrédients", "Préparation"]) {
      await expect(page.getByRole("heading", { level: 3, name: section }).first()).toBeVisible();
    }
    await expect(page.getByText(/ cl$/).first()).toBeVisible();
    await expect(page.getByText("Difficulté :").first()).toBeVisible();
    await expect(page.getByText("Verre :").first()).toBeVisible();
    await expect(
      page.getByText("L'abus d'alcool est dangereux pour la santé, à consommer avec modération."),
    ).toBeVisible();
    await page.getByText("Version sans alcool").click();
    await expect(page.getByRole("heading", { level: 3 }).filter({ hasText: /./ }).first()).toBeVisible();

    const first = await title.textContent();
    await page.getByRole("button", { name: "Une autre création" }).click();
    await expect(title).not.toHaveText(first ?? "");
  });

  test("fonctionne sans JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/cocktails");
    await page.getByText("Rhum", { exact: true }).click();
    await page.getByRole("button", { name: "Créer mon Cocktail" }).click();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).not.toBeEmpty();
    await page.goto("/cocktails");
    await page.getByRole("button", { name: "Créer mon Cocktail" }).click();
    await expect(page.getByRole("alert")).toHaveText("Veuillez sélectionner une base pour votre cocktail");
    await context.close();
  });
});

test.describe("Sommelier et barman avec le service d'IA (serveur factice local)", () => {
  test.use({ baseURL: aiBaseURL });
  test.skip(({ isMobile }) => isMobile, "grand écran");

  test("les vins proposés par le service sont vérifiés puis affichés", async ({ page }) => {
    await page.goto("/chef-sommelier");
    await page.getByLabel("Votre plat").fill("sole meunière");
    await page.getByRole("button", { name: "Trouver des Accords" }).click();
    const wines = page.getByRole("region", { name: "Vins suggérés" }).getByRole("listitem");
    await expect(wines).toHaveCount(3);
    await expect(wines.first()).toContainText("sole meunière");
  });

  test("une erreur du service s'affiche dans l'encadré rouge", async ({ page }) => {
    await page.goto("/chef-sommelier");
    await page.getByLabel("Votre plat").fill("mock:quota");
    await page.getByRole("button", { name: "Trouver des Accords" }).click();
    await expect(page.getByRole("alert")).toHaveText("Quota API dépassé. Veuillez réessayer plus tard.");
  });

  test("le cocktail créé par le service est affiché avec la mention légale", async ({ page }) => {
    await page.goto("/cocktails");
    await page.getByText("Tequila", { exact: true }).click();
    await page.getByRole("button", { name: "Créer mon Cocktail" }).click();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toContainText("tequila");
    await expect(page.getByText("Secouez énergiquement 10 à 15 secondes.")).toBeVisible();
    await expect(
      page.getByText("L'abus d'alcool est dangereux pour la santé, à consommer avec modération."),
    ).toBeVisible();
  });
});

test.describe("sauvegarder un accord ou un cocktail", () => {
  test.skip(({ isMobile }) => isMobile, "grand écran");

  test("un membre retrouve son cocktail et son accord dans Mes Recettes", async ({ page }) => {
    await signUp(page, newPerson());
    await page.goto("/cocktails");
    await page.getByText("Whisky", { exact: true }).click();
    await page.getByRole("button", { name: "Créer mon Cocktail" }).click();
    const cocktailName = (await page
      .getByRole("main")
      .getByRole("heading", { level: 2 })
      .textContent())!.trim();
    await page.getByRole("button", { name: "Sauvegarder dans Mes Recettes" }).click();
    await expect(page.getByText("Sauvegardé dans Mes Recettes.")).toBeVisible();

    await page.goto("/chef-sommelier");
    await page.getByLabel("Votre plat").fill("poulet rôti");
    await page.getByRole("button", { name: "Trouver des Accords" }).click();
    await page.getByRole("button", { name: "Sauvegarder dans Mes Recettes" }).click();
    await expect(page.getByText("Sauvegardé dans Mes Recettes.")).toBeVisible();

    await page.goto("/mes-recettes");
    await expect(page.getByRole("link", { name: cocktailName })).toBeVisible();
    await page.getByRole("link", { name: "Accords pour « poulet rôti »" }).click();
    await expect(page.getByRole("heading", { level: 3 })).toHaveCount(3);
  });

  test("un visiteur est invité à se connecter pour sauvegarder", async ({ page }) => {
    await page.goto("/cocktails");
    await page.getByText("Vodka", { exact: true }).click();
    await page.getByRole("button", { name: "Créer mon Cocktail" }).click();
    await expect(page.getByRole("link", { name: "Se connecter pour sauvegarder" })).toHaveAttribute(
      "href",
      "/login?redirectTo=%2Fcocktails",
    );
  });
});
