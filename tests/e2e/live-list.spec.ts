import { type ChildProcess, spawn } from "node:child_process";
import crypto from "node:crypto";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import pg from "pg";
import { addDays, mondayOf, todayIn } from "~/domain/base/week";
import { expect, newPerson, signUp, test } from "./fixtures";

/** A week wholly ahead, so that its whole list shows whatever day the test runs. */
const week = addDays(mondayOf(todayIn("Europe/Paris", new Date())), 14);
const LIST = `/menu-perso?semaine=${week}`;
const FIRST_ITEM = 'section[aria-label="Fruits et légumes"] [role="checkbox"]';

/**
 * A made-up client address (TEST-NET-1) drawn afresh at each run: sign-ups are rate limited per
 * address, and the e2e servers keep their data from one run to the next.
 */
function freshAddress(): string {
  const [first, second] = crypto.randomBytes(2);
  return `192.0.${first}.${second}`;
}

/** A person's own browser: a context of its own, on the Toque instance it reaches. */
async function browserOf(browser: Browser, baseURL: string, address = freshAddress()) {
  const context = await browser.newContext({ baseURL, locale: "fr-FR", timezoneId: "Europe/Paris" });
  await context.setExtraHTTPHeaders({ "x-forwarded-for": address });
  // The moments the page's stream hears of a change, to tell delivery from the page's reload.
  await context.addInitScript(() => {
    const heard: number[] = [];
    (window as unknown as { heard: number[] }).heard = heard;
    const Original = window.EventSource;
    window.EventSource = class extends Original {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        super.addEventListener("liste", () => heard.push(Date.now()));
      }
    };
  });
  const page = await context.newPage();
  const logged: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    // The suite blocks the service worker on purpose (playwright.config.ts).
    if (text === "Service Worker registration blocked by Playwright") return;
    if (message.type() === "error" || message.type() === "warning") logged.push(text);
  });
  page.on("pageerror", (error) => logged.push(error.message));
  return { context, page, logged };
}

async function openList(page: Page) {
  await page.goto(LIST);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Léa plans a week and invites Bruno; both open the list, each on the instance given (one
 * instance for both, or two behind the same PostgreSQL); Léa ticks, and the tick shows on
 * Bruno's screen without a reload. Returns the milliseconds from her tap to his screen.
 */
async function tickCrosses(
  lea: { page: Page },
  bruno: { page: Page; context: BrowserContext },
  label: string,
): Promise<number> {
  const person = newPerson("Léa");
  await signUp(lea.page, person);
  await openList(lea.page);
  await lea.page.getByRole("button", { name: "Générer le menu de la semaine" }).click();
  await expect(lea.page.getByText("Votre menu de la semaine est prêt.")).toBeVisible({ timeout: 15_000 });

  await lea.page.goto("/mon-foyer");
  await lea.page.getByRole("button", { name: "Créer un lien d'invitation" }).click();
  const link = new URL(await lea.page.getByRole("textbox", { name: "Lien d'invitation" }).inputValue());

  await signUp(bruno.page, newPerson("Bruno"));
  await bruno.page.goto(link.pathname);
  await bruno.page.getByRole("button", { name: "Rejoindre le foyer" }).click();
  await expect(bruno.page.getByRole("status")).toContainText("Bienvenue dans le foyer");

  await openList(lea.page);
  await openList(bruno.page);
  const item = lea.page.locator(FIRST_ITEM).first();
  const seen = bruno.page.locator(FIRST_ITEM).first();
  await expect(seen).not.toBeChecked();
  // Bruno's page writes down the moment its box turns; no assertion is timed.
  await bruno.page.evaluate((selector) => {
    const box = document.querySelector(selector);
    (window as unknown as { crossed: Promise<number> }).crossed = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (document.querySelector(selector)?.getAttribute("aria-checked") !== "true") return;
        observer.disconnect();
        resolve(Date.now());
      });
      observer.observe(box?.closest("section") ?? document.body, {
        subtree: true,
        attributes: true,
        childList: true,
      });
    });
  }, FIRST_ITEM);
  const tapped = Date.now();
  await item.click();
  await expect(item).toBeChecked();

  await expect(seen).toBeChecked();
  await expect(bruno.page.getByRole("status").filter({ hasText: "Mis à jour par Léa" })).toBeVisible();
  const { crossed, heard, reread } = await bruno.page.evaluate(async (tap) => {
    const seen = window as unknown as { crossed: Promise<number>; heard: number[] };
    // The page's reread after the event: its wait for the first byte is the loader's server time
    // (the host is loopback), the rest the transfer and the parse.
    const origin = performance.timeOrigin;
    const reads = performance
      .getEntriesByType("resource")
      .filter((entry): entry is PerformanceResourceTiming => entry.name.includes("menu-perso.data"))
      .filter((entry) => origin + entry.startTime >= tap);
    const last = reads.at(-1);
    return {
      crossed: await seen.crossed,
      heard: seen.heard.find((at) => at >= tap) ?? Number.NaN,
      reread: last
        ? {
            server: Math.round(last.responseStart - last.requestStart),
            total: Math.round(last.responseEnd - last.startTime),
            bytes: last.encodedBodySize,
          }
        : undefined,
    };
  }, tapped);
  const milliseconds = crossed - tapped;
  console.log(
    `Liste en direct (${label}) : coche de Léa vue par Bruno en ${milliseconds} ms ` +
      `(événement reçu à ${heard - tapped} ms, puis relecture de la page` +
      (reread ? ` : ${reread.total} ms dont ${reread.server} ms de serveur, ${reread.bytes} octets)` : ")"),
  );
  return milliseconds;
}

test.describe("La liste en direct", () => {
  test.skip(({ isMobile }) => isMobile, "parcours à deux testé sur grand écran");

  test("deux téléphones d'un foyer : la coche de l'une paraît chez l'autre sans recharger", async ({
    page,
    browser,
    baseURL,
  }) => {
    const bruno = await browserOf(browser, baseURL!);
    await tickCrosses({ page }, bruno, "une instance, SQLite");

    // And back: Bruno unticks, Léa's screen follows and names him.
    await bruno.page.locator(FIRST_ITEM).first().click();
    await expect(page.locator(FIRST_ITEM).first()).not.toBeChecked();
    await expect(page.getByRole("status").filter({ hasText: "Mis à jour par Bruno" })).toBeVisible();
    expect(bruno.logged).toEqual([]);
    await bruno.context.close();
  });

  test("le même membre sur deux appareils : « Mis à jour sur un autre appareil »", async ({
    page,
    browser,
    baseURL,
  }) => {
    const person = newPerson("Léa");
    await signUp(page, person);
    await openList(page);
    await page.getByRole("button", { name: "Générer le menu de la semaine" }).click();
    await expect(page.getByText("Votre menu de la semaine est prêt.")).toBeVisible({ timeout: 15_000 });

    const tablet = await browserOf(browser, baseURL!);
    await tablet.page.goto("/login");
    await tablet.page.getByLabel("Email").fill(person.email);
    await tablet.page.getByLabel("Mot de passe").fill(person.password);
    await tablet.page.getByRole("button", { name: "Se connecter" }).click();
    await expect(tablet.page.getByRole("button", { name: "Déconnexion" }).first()).toBeAttached();
    await openList(tablet.page);
    await openList(page);

    await page.locator(FIRST_ITEM).first().click();
    await expect(tablet.page.locator(FIRST_ITEM).first()).toBeChecked();
    await expect(
      tablet.page.getByRole("status").filter({ hasText: "Mis à jour sur un autre appareil" }),
    ).toBeVisible();
    // The note fades out: it is gone after a few seconds, without a reload.
    await expect(tablet.page.getByRole("status").filter({ hasText: "Mis à jour" })).toHaveCount(0, {
      timeout: 10_000,
    });
    // The phone that ticked says nothing of its own change.
    await expect(page.getByRole("status").filter({ hasText: "Mis à jour" })).toHaveCount(0);
    expect(tablet.logged).toEqual([]);
    await tablet.context.close();
  });
});

/**
 * Two Toque instances on one PostgreSQL, as behind a load balancer: Léa on A, Bruno on B. Run
 * when TEST_DATABASE_URL names a PostgreSQL, as the other PostgreSQL suites are.
 */
test.describe("La liste en direct sur deux instances PostgreSQL", () => {
  const url = process.env.TEST_DATABASE_URL;
  test.skip(({ isMobile }) => isMobile || !url, "PostgreSQL absent (TEST_DATABASE_URL), ou téléphone");
  const schema = `toque_e2e_${crypto.randomBytes(5).toString("hex")}`;
  const port = Number(process.env.E2E_PORT ?? 3210);
  const instances: ChildProcess[] = [];
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement);
    await client.end();
  };

  test.beforeAll(async () => {
    if (!url) return;
    await run(`create schema ${schema}`);
    const scoped = new URL(url);
    scoped.searchParams.set("options", `-c search_path=${schema}`);
    // One after the other: the first migrates, the second finds the schema ready.
    for (const offset of [5, 6]) {
      const child = spawn(process.execPath, ["server.js"], {
        cwd: path.resolve(import.meta.dirname, "../.."),
        env: {
          ...process.env,
          NODE_ENV: "production",
          PORT: String(port + offset),
          DATABASE_URL: scoped.toString(),
          DATA_DIR: path.resolve(`.e2e-data/pg-${offset}`),
          LOG_LEVEL: "warn",
          TRUST_PROXY: "1",
        },
        stdio: ["ignore", "ignore", "inherit"],
      });
      instances.push(child);
      await expect
        .poll(
          async () => {
            try {
              return (await fetch(`http://localhost:${port + offset}/healthz`)).status;
            } catch {
              return 0;
            }
          },
          { timeout: 60_000 },
        )
        .toBe(200);
    }
  });

  test.afterAll(async () => {
    await Promise.all(
      instances.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve(undefined);
            child.once("exit", resolve);
            child.kill("SIGTERM");
          }),
      ),
    );
    if (url) await run(`drop schema if exists ${schema} cascade`);
  });

  test("la coche de Léa sur l'instance A paraît chez Bruno sur l'instance B", async ({ browser }) => {
    const lea = await browserOf(browser, `http://localhost:${port + 5}`);
    const bruno = await browserOf(browser, `http://localhost:${port + 6}`);
    await tickCrosses(lea, bruno, "deux instances, PostgreSQL");
    expect([...lea.logged, ...bruno.logged]).toEqual([]);
    await Promise.all([lea.context.close(), bruno.context.close()]);
  });
});
