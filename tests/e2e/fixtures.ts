import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every test fails if the page asks another host for anything (fonts, images,
 * scripts), logs an error or a warning to the console, or throws an uncaught error.
 * A test that provokes one on purpose says so first, as narrowly as it can:
 * `allowConsole(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/)`.
 */
export const test = base.extend<{
  guard: void;
  page: Page;
  allowConsole: (...patterns: RegExp[]) => void;
  allowedConsole: RegExp[];
}>({
  // Every navigation waits until React has hydrated the page, as a person waits
  // for a page to respond before using its buttons.
  page: async ({ page, javaScriptEnabled }, use, testInfo) => {
    await page.setExtraHTTPHeaders({ "x-forwarded-for": clientAddressFor(testInfo.testId) });
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false)
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      return response;
    };
    await use(page);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  allowedConsole: async ({}, use) => {
    await use([...alwaysAllowed]);
  },
  allowConsole: async ({ allowedConsole }, use) => {
    await use((...patterns) => allowedConsole.push(...patterns));
  },
  guard: [
    async ({ page, baseURL, allowedConsole }, use) => {
      const ownOrigin = new URL(baseURL ?? "http://localhost").origin;
      const foreign: string[] = [];
      const logged: string[] = [];
      page.on("request", (request) => {
        const url = request.url();
        if (url.startsWith("data:") || url.startsWith("blob:")) return;
        if (new URL(url).origin !== ownOrigin) foreign.push(url);
      });
      page.on("console", (message) => {
        const type = message.type();
        if (type === "error" || type === "warning") logged.push(`${type}: ${message.text()}`);
      });
      page.on("pageerror", (error) => logged.push(`pageerror: ${error.message}`));
      await use();
      expect(foreign, "requêtes vers un autre hôte").toEqual([]);
      // Read at the end, so that a test may allow a message after the page logged it.
      const unexpected = logged.filter(
        (text) => !allowedConsole.some((pattern) => pattern.test(text.replace(/^\w+: /, ""))),
      );
      expect(unexpected, "erreurs ou avertissements dans la console").toEqual([]);
    },
    { auto: true },
  ],
});

const alwaysAllowed: RegExp[] = [
  // The suite blocks the service worker on purpose (playwright.config.ts); offline.spec.ts lets it run.
  /^Service Worker registration blocked by Playwright$/,
];

/** What Chromium logs when a request fails because the test cut the network. */
export const offlineRequestFailed = /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/;

/** What Chromium logs when the service worker, offline, has no answer for a request. */
export const offlineFetchFailed = /^Failed to load resource: net::ERR_FAILED$/;

/** What React Router logs when, offline, it cannot ask the server about the links of a page. */
export const offlineRouteDiscovery = /^Failed to fetch manifest patches TypeError: Failed to fetch\b/;

/** What Chromium logs for an answer with this status, which the test asked for. */
export function statusLogged(status: number): RegExp {
  return new RegExp(`^Failed to load resource: the server responded with a status of ${status} `);
}

export { expect };

/** WCAG 2.2 AA scan of the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}

/** Accepts the next alert or confirm; resolves with what it said. */
export function acceptNextDialog(page: Page): Promise<{ type: string; message: string }> {
  return new Promise((resolve) => {
    page.once("dialog", async (dialog) => {
      const seen = { type: dialog.type(), message: dialog.message() };
      await dialog.accept();
      resolve(seen);
    });
  });
}

// Differs from one run to the next, so that a rerun against the same data starts afresh.
const runSeed = Math.floor(Math.random() * 0xffff);

/** A made-up client address per test and run (TEST-NET-2). */
function clientAddressFor(testId: string): string {
  let hash = runSeed;
  for (const character of testId) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return `198.51.${(hash >>> 8) % 256}.${hash % 256}`;
}

let accountCounter = 0;

/** A fresh person to sign up with. */
export function newPerson(name = "Camille Laurent") {
  accountCounter += 1;
  const unique = `${Date.now().toString(36)}${process.pid}${accountCounter}`;
  return { name, email: `camille.${unique}@example.fr`, password: `tarte-tatin-${unique}` };
}

export async function signUp(page: Page, person: { name: string; email: string; password: string }) {
  await page.goto("/signup");
  await page.getByLabel("Nom complet").fill(person.name);
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(person.password);
  await page.getByLabel("Confirmer le mot de passe").fill(person.password);
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  // On a phone the button waits in the closed menu, hidden until it opens.
  await expect(page.getByRole("button", { name: "Déconnexion", includeHidden: true }).first()).toBeAttached();
}

export async function logIn(page: Page, person: { email: string; password: string }) {
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Mot de passe").fill(person.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
}
