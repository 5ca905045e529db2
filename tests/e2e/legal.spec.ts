import { expect, test } from "./fixtures";

const footerLegal = (page: import("@playwright/test").Page) =>
  page.getByRole("contentinfo").getByRole("navigation", { name: "Informations légales" });

test("le pied de page mène aux trois pages légales", async ({ page }) => {
  for (const name of ["Mentions légales", "Politique de confidentialité", "Conditions d'utilisation"]) {
    await page.goto("/nos-recettes");
    await footerLegal(page).getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  }
});

test("la politique de confidentialité dit ce qui est gardé, combien de temps, les cookies et les droits", async ({
  page,
}) => {
  await page.goto("/confidentialite");
  for (const name of ["Ce que Toque garde, pourquoi et combien de temps", "Cookies", "Vos droits"]) {
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  }
  await expect(page.getByText("Toque ne dépose que des cookies strictement nécessaires")).toBeVisible();
  await expect(page.getByText("toque.session_token", { exact: true })).toBeVisible();
  await expect(page.getByText("toque_menu", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "www.cnil.fr/fr/plaintes" })).toBeVisible();
  await page.getByRole("link", { name: "Mon compte" }).first().click();
  await expect(page).toHaveURL("/login?redirectTo=%2Fmon-compte");
});

test("les témoignages de l'accueil sont présentés comme fictifs", async ({ page }) => {
  await page.goto("/");
  const testimonials = page.getByRole("region", { name: "Ils cuisinent avec Toque" });
  await expect(testimonials.getByText("Témoignages fictifs, à titre d'illustration")).toBeVisible();
});
