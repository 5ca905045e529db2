import type { Page } from "@playwright/test";
import {
  expect,
  newPerson,
  offlineFetchFailed,
  offlineRequestFailed,
  offlineRouteDiscovery,
  signUp,
  test,
} from "./fixtures";

test.use({ serviceWorkers: "allow" });

/** Waits until Toque's service worker is active and answers this page's requests. */
async function workerInCharge(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
    );
  });
}

const offlineBanner = (page: Page) =>
  page.getByRole("status").filter({
    hasText: "Hors connexion : vos dernières modifications seront envoyées au retour du réseau",
  });

test.describe("Toque installable et hors connexion", () => {
  test("un manifeste en français, avec ses icônes, que la page annonce", async ({ page, request }) => {
    await page.goto("/");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    const manifest = await (await request.get("/manifest.webmanifest")).json();
    expect(manifest).toMatchObject({
      short_name: "Toque",
      lang: "fr",
      display: "standalone",
      start_url: "/",
    });
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
    expect(manifest.icons.map((icon: { purpose: string }) => icon.purpose)).toContain("maskable");
    const worker = await request.get("/sw.js");
    expect(worker.headers()["cache-control"]).toBe("no-cache");
  });

  test("une recette déjà vue s'ouvre hors connexion, mode cuisine compris ; une page jamais vue dit pourquoi", async ({
    page,
    context,
    allowConsole,
  }) => {
    allowConsole(offlineRequestFailed, offlineFetchFailed, offlineRouteDiscovery);
    await page.goto("/");
    await workerInCharge(page);
    await page.goto("/recette/soupe-a-l-oignon");

    await context.setOffline(true);
    await page.goto("/recette/soupe-a-l-oignon");
    await expect(page.getByRole("heading", { level: 1, name: "Soupe à l'oignon gratinée" })).toBeVisible();
    await expect(offlineBanner(page)).toBeVisible();
    await page.getByRole("button", { name: "Mode cuisine" }).click();
    const cookMode = page.getByRole("dialog", { name: /Soupe à l'oignon gratinée/ });
    await cookMode.getByRole("button", { name: "Étape suivante" }).click();
    await cookMode.getByRole("button", { name: "Lancer 35 min" }).click();
    await expect(cookMode.getByRole("timer")).toHaveText(/^3[45]:\d\d$/);
    await cookMode.getByRole("button", { name: "Quitter le mode cuisine" }).click();

    await page.goto("/cocktails");
    await expect(page).toHaveURL(/\/hors-ligne\?depuis=%2Fcocktails$/);
    await expect(page.getByRole("heading", { level: 1, name: "Vous êtes hors connexion" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Réessayer" })).toBeVisible();

    await context.setOffline(false);
    await page.getByRole("link", { name: "Réessayer" }).click();
    await expect(page).toHaveURL("/cocktails");
  });

  test("la liste de courses se coche hors connexion, et les cases partent au retour du réseau", async ({
    page,
    context,
    allowConsole,
  }) => {
    allowConsole(offlineRequestFailed, offlineFetchFailed, offlineRouteDiscovery);
    const week = "/menu-perso?semaine=2027-09-06";
    await page.goto(week);
    await workerInCharge(page);
    await page.getByRole("button", { name: "Générer le menu de la semaine" }).click();
    await expect(page.getByText("Votre menu de la semaine est prêt.")).toBeVisible();
    await page.goto(week);
    const first = page.getByRole("region", { name: "Fruits et légumes" }).getByRole("checkbox").first();
    const name = (await first.textContent()) ?? "";
    const item = page.getByRole("checkbox", { name, exact: true });
    await expect(item).not.toBeChecked();

    await context.setOffline(true);
    await page.goto(week);
    await expect(offlineBanner(page)).toBeVisible();
    await item.click();
    await expect(item).toBeChecked();
    // Kept on the device: a reload without network still shows it ticked.
    await page.goto(week);
    await expect(item).toBeChecked();

    const sent = page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url().includes("/menu-perso"),
    );
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    expect((await sent).status()).toBeLessThan(500);
    await expect(offlineBanner(page)).toBeHidden();
    // Nothing is left on the device, and the page, from the server, shows the tick.
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem("toque:courses-en-attente")))
      .toBeNull();
    await page.reload();
    await expect(item).toBeChecked();
  });

  test("sans réseau, la génération dit qu'elle a besoin d'Internet", async ({
    page,
    context,
    allowConsole,
  }) => {
    allowConsole(offlineRequestFailed);
    await page.goto("/inventaire-gourmand");
    const input = page.getByLabel("Ingrédient", { exact: true });
    await input.fill("poireaux");
    await input.press("Enter");
    await context.setOffline(true);
    await page.getByRole("button", { name: "Générer une Recette" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "Hors connexion\u00a0: le chef a besoin d'Internet pour écrire une recette.",
    );
  });

  test("la déconnexion efface de l'appareil les pages de la personne", async ({ page }) => {
    await signUp(page, newPerson());
    await workerInCharge(page);
    await page.goto("/mes-recettes");
    await page.goto("/menu-perso");
    const kept = () =>
      page.evaluate(async () => {
        const names = await caches.keys();
        const personal = names.find((name) => name.startsWith("toque-personnel"));
        return personal ? (await (await caches.open(personal)).keys()).length : 0;
      });
    await expect.poll(kept).toBeGreaterThan(0);
    await page
      .getByRole("navigation", { name: "Navigation principale" })
      .getByRole("button", { name: "Déconnexion" })
      .click();
    await expect.poll(kept).toBe(0);
  });
});
