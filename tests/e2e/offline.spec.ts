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

  // Everything a signed-in person sees that the worker might keep: the catalogue as they see it
  // (their name, « Sauvegardée »), their recipes, one of them, their menu and their export.
  const visited = [
    "/",
    "/nos-recettes",
    "/recette/quiche-lorraine",
    "/hors-ligne",
    "/mes-recettes",
    "/menu-perso",
  ];

  /** Signs up, saves the quiche and visits every page the worker keeps; returns where the saved copy is. */
  async function leaveTraces(page: Page, person: ReturnType<typeof newPerson>) {
    // Some twenty pages visited, half of them offline: longer than one page's test.
    test.setTimeout(120_000);
    await signUp(page, person);
    await workerInCharge(page);
    await page.goto("/recette/quiche-lorraine");
    await page.getByRole("button", { name: "Sauvegarder" }).click();
    await expect(page.getByRole("link", { name: "Sauvegardée" })).toBeVisible();
    const savedCopy = (await page.getByRole("link", { name: "Sauvegardée" }).getAttribute("href")) ?? "";
    expect(savedCopy).toMatch(/^\/mes-recettes\/./);
    for (const path of [...visited, savedCopy]) {
      await page.goto(path);
      await expect(
        page.getByRole("button", { name: "Déconnexion", includeHidden: true }).first(),
      ).toBeAttached();
    }
    expect((await page.request.get("/mes-recettes/export")).headers()["cache-control"]).toContain("no-store");
    await page.goto("/mes-recettes/export").catch(() => undefined);
    return savedCopy;
  }

  /** Offline, page by page, then shelf by shelf: nothing of the person is left on the device. */
  async function expectNoTrace(page: Page, person: ReturnType<typeof newPerson>, savedCopy: string) {
    await page.context().setOffline(true);
    for (const path of [...visited, savedCopy, "/mes-recettes/export"]) {
      await page.goto(path);
      const body = page.locator("body");
      await expect(body, path).not.toContainText(person.name);
      await expect(body, path).not.toContainText("Sauvegardée");
      await expect(page.getByRole("button", { name: "Déconnexion", includeHidden: true }), path).toHaveCount(
        0,
      );
    }
    const kept = await page.evaluate(async () => {
      const texts: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          if (/\.(js|css|svg|png|webp|woff2)$/.test(new URL(request.url).pathname)) continue;
          const response = await cache.match(request);
          texts.push(`${name} ${request.url}\n${(await response?.text()) ?? ""}`);
        }
      }
      return texts;
    });
    const traces = kept.filter(
      (text) => text.includes(person.name) || text.includes(person.email) || text.includes(savedCopy),
    );
    expect(traces.map((text) => text.split("\n")[0])).toEqual([]);
    await page.context().setOffline(false);
  }

  test("après la déconnexion, rien de la personne ne reste sur l'appareil", async ({
    page,
    allowConsole,
  }) => {
    allowConsole(offlineRequestFailed, offlineFetchFailed, offlineRouteDiscovery);
    const person = newPerson("Camille Verdier");
    const savedCopy = await leaveTraces(page, person);
    await page
      .getByRole("navigation", { name: "Navigation principale" })
      .getByRole("button", { name: "Déconnexion" })
      .click();
    await expect(page.getByRole("link", { name: "Connexion" }).first()).toBeAttached();
    await expectNoTrace(page, person, savedCopy);
  });

  test("après la suppression du compte, rien de la personne ne reste sur l'appareil", async ({
    page,
    allowConsole,
  }) => {
    allowConsole(offlineRequestFailed, offlineFetchFailed, offlineRouteDiscovery);
    const person = newPerson("Camille Marchand");
    const savedCopy = await leaveTraces(page, person);
    await page.goto("/mon-compte");
    await page.getByLabel("Mot de passe").fill(person.password);
    await page.getByRole("button", { name: "Supprimer définitivement mon compte" }).click();
    await expect(page).toHaveURL("/compte-supprime");
    await expectNoTrace(page, person, savedCopy);
  });
});
