import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every test fails if the page asks another host for anything (fonts, images,
 * scripts) or logs an error to the console.
 */
export const test = base.extend<{ guard: void; page: Page }>({
  // Every navigation waits until React has hydrated the page, as a person waits
  // for a page to respond before using its buttons.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
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
        if (message.type() === "error" && !allowedConsoleError(message.text())) consoleErrors.push(message.text());
      });
      await use();
      expect(foreign, "requêtes vers un autre hôte").toEqual([]);
      expect(consoleErrors, "erreurs dans la console").toEqual([]);
    },
    { auto: true },
  ],
});

// A 404 page is expected to log its own status when a test visits one on purpose.
function allowedConsoleError(text: string): boolean {
  return text.includes("404 (Not Found)");
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
