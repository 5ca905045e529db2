import { expect, statusLogged, test } from "./fixtures";
import { pages } from "./routes";

for (const { path, title, heading } of pages) {
  test(`${path} répond 200 avec son titre et son en-tête`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Navigation principale" })).toBeVisible();
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "Sources des données" }),
    ).toBeVisible();
  });
}

test("une adresse inconnue répond 404 avec l'écran d'erreur en français", async ({ page, allowConsole }) => {
  allowConsole(statusLogged(404));
  const response = await page.goto("/cette-page-n-existe-pas");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeVisible();
  await expect(page.getByText("Cette page n'existe pas ou a été déplacée.", { exact: false })).toBeVisible();
  await page.getByRole("link", { name: "Retour à l'accueil", exact: true }).click();
  await expect(page).toHaveURL("/");
});

test("/healthz donne l'état de la base en JSON", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/json");
  expect(await response.json()).toMatchObject({
    status: "ok",
    database: { status: "ok", dialect: "sqlite" },
  });
});

test("la page des sources cite la table Ciqual comme l'Anses le demande", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Sources des données" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sources des données" })).toBeVisible();
  await expect(
    page.getByText("Anses. 2025. Table de composition nutritionnelle des aliments Ciqual"),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Lucide" })).toBeVisible();
});
