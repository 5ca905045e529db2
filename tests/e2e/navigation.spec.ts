import type { Page } from "@playwright/test";
import { expect, newPerson, signUp, test } from "./fixtures";

const tools = [
  "Inventaire Gourmand",
  "Le Chef C'est Vous",
  "Chef Nutrition",
  "Menu Perso",
  "Chef & Sommelier",
  "Créateur de Cocktails",
];

const menu = (page: Page) => page.getByRole("navigation", { name: "Menu" });

test.describe("sur grand écran", () => {
  test.skip(({ isMobile }) => isMobile, "barre de navigation complète");

  test("la barre montre les liens d'un visiteur", async ({ page }) => {
    await page.goto("/nos-recettes");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    for (const name of [
      "Fonctionnalités",
      "Nos Recettes",
      "Tarifs",
      "Témoignages",
      "Connexion",
      "Commencer",
      // The pantry keeps a visitor's foods without an account (decision 0047).
      "Mon garde-manger",
      "Avec ce que j'ai",
    ]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Mes Recettes" })).toHaveCount(0);
    await expect(nav.getByRole("button", { name: "Déconnexion" })).toHaveCount(0);
  });

  test("un membre connecté garde les liens de la spécification, avec Mes Recettes, ses outils et Déconnexion", async ({
    page,
  }) => {
    await signUp(page, newPerson());
    await page.goto("/nos-recettes");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    for (const name of [
      "Fonctionnalités",
      "Nos Recettes",
      "Tarifs",
      "Témoignages",
      "Mes Recettes",
      ...tools,
      "Mon garde-manger",
      "Mon compte",
    ]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("button", { name: "Déconnexion" })).toBeVisible();
    for (const name of ["Connexion", "Commencer"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveCount(0);
    }

    await nav.getByRole("link", { name: "Chef & Sommelier" }).click();
    await expect(page).toHaveURL("/chef-sommelier");
    await expect(nav.getByRole("link", { name: "Chef & Sommelier" })).toHaveAttribute("aria-current", "page");

    // A member's `/` is « Aujourd'hui »: the landing page's sections stay one click away.
    await nav.getByRole("link", { name: "Tarifs" }).click();
    await expect(page).toHaveURL("/?vue=presentation#pricing");
    await expect(page.locator("#pricing")).toBeInViewport();
    await nav.getByRole("link", { name: "Fonctionnalités" }).click();
    await expect(page).toHaveURL("/?vue=presentation#features");
    await nav.getByRole("link", { name: "Toque, retour à l'accueil" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 2, name: "Au menu aujourd'hui" })).toBeVisible();
  });

  test("depuis une autre page, les ancres ramènent à l'accueil", async ({ page }) => {
    await page.goto("/chef-vous");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await nav.getByRole("link", { name: "Tarifs" }).click();
    await expect(page).toHaveURL("/#pricing");
    await expect(page.locator("#pricing")).toBeInViewport();

    await page.goto("/cocktails");
    await nav.getByRole("link", { name: "Témoignages" }).click();
    await expect(page).toHaveURL("/#testimonials");
    await expect(page.locator("#testimonials")).toBeInViewport();
  });

  test("le logo ramène à l'accueil, Connexion mène à /login, Commencer descend aux tarifs", async ({
    page,
  }) => {
    await page.goto("/menu-perso");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await nav.getByRole("link", { name: "Toque, retour à l'accueil" }).click();
    await expect(page).toHaveURL("/");
    await nav.getByRole("link", { name: "Connexion" }).click();
    await expect(page).toHaveURL("/login");
    await page.goto("/");
    await nav.getByRole("link", { name: "Commencer" }).click();
    await expect(page.locator("#pricing")).toBeInViewport();
  });
});

test.describe("sur téléphone", () => {
  test.skip(({ isMobile }) => !isMobile, "menu burger");

  test("le menu burger s'ouvre au clavier, annonce son état et se ferme avec Échap", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Ouvrir le menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu(page)).toBeHidden();

    await toggle.focus();
    await page.keyboard.press("Enter");
    const close = page.getByRole("button", { name: "Fermer le menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    for (const name of [
      "Fonctionnalités",
      "Nos Recettes",
      "Tarifs",
      "Témoignages",
      "Connexion",
      "Commencer",
    ]) {
      await expect(menu(page).getByRole("link", { name, exact: true })).toBeVisible();
    }

    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Ouvrir le menu" })).toBeFocused();
    await expect(page.getByRole("button", { name: "Ouvrir le menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("le menu d'un membre connecté propose les liens de la spécification et ses outils", async ({
    page,
  }) => {
    await signUp(page, newPerson());
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    for (const name of [
      "Fonctionnalités",
      "Tarifs",
      "Témoignages",
      ...tools,
      "Mes Recettes",
      "Mon garde-manger",
      "Mon compte",
    ]) {
      await expect(menu(page).getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(menu(page).getByRole("button", { name: "Déconnexion" })).toBeVisible();
    await menu(page).getByRole("link", { name: "Menu Perso" }).click();
    await expect(page).toHaveURL("/menu-perso");
    await expect(page.getByRole("heading", { level: 1, name: "Menu Perso" })).toBeVisible();
  });

  test("le menu se ferme quand on navigue", async ({ page }) => {
    await page.goto("/cocktails");
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await menu(page).getByRole("link", { name: "Nos Recettes", exact: true }).click();
    await expect(page).toHaveURL("/nos-recettes");
    await expect(page.getByRole("button", { name: "Ouvrir le menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );

    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await menu(page).getByRole("link", { name: "Tarifs" }).click();
    await expect(page).toHaveURL("/#pricing");
    await expect(page.getByRole("button", { name: "Ouvrir le menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });
});
