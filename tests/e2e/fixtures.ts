import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every test fails if the page asks another host for anything (fonts, images,
 * scripts) or logs an error to the console.
 */
export const test = base.extend<{ guard: void; page: Page }>({
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
  guard: [
    async ({ page, baseURL }, use) => {
      const ownOrigin = new URL(baseURL ?? "http://localhost").origin;
      const foreign: string[] = [];
      const consoleErrors: string[] = [];
      page.on("request", (request) => {
        const url = request.url();
        if (url.startsWith("data:") || url.startsWith("blob:")) return;
        if (new URL(url).origin !== ownOrigin) foreign.push(url);
      });
      page.on("console", (message) => {
        if (message.type() === "error" && !allowedConsoleError(message.text()))
          consoleErrors.push(message.text());
      });
      await use();
      expect(foreign, "requêtes vers un autre hôte").toEqual([]);
      expect(consoleErrors, "erreurs dans la console").toEqual([]);
    },
    { auto: true },
  ],
});

// The browser logs every 4xx answer (a 404 page, a refused login) and every request a
// test cuts on purpose, and React Router the routes it could not discover offline; those are
// expected, not bugs of the page.
function allowedConsoleError(text: string): boolean {
  return (
    /Failed to load resource: (the server responded with a status of 4\d\d|net::ERR_INTERNET_DISCONNECTED|net::ERR_FAILED)/.test(
      text,
    ) || /^Failed to fetch manifest patches/.test(text)
  );
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
