import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${port}`;
const mockAiPort = port + 1;
/** A second Toque, on the same build, whose AI provider is the local mock (tests/mock-ai). */
export const aiBaseURL = `http://localhost:${port + 2}`;
/** The made-up French recipe site the import reads (tests/fixtures/recipe-site.mjs). */
export const recipeSiteURL = `http://127.0.0.1:${port + 3}`;

// The flags Debian's Chromium needs on a machine without network access.
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["line"]] : [["list"]],
  // A test is a person's whole errand (a dozen pages, sign-ups that hash passwords): on a shared
  // 2-core host running two browsers at once, 30 s cut some of them short.
  timeout: 60_000,
  use: {
    baseURL,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    // Toque's service worker would answer from its caches where a test expects the server, and
    // hides its requests from page.route: only the offline tests let it run (offline.spec.ts).
    serviceWorkers: "block",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: chromiumArgs,
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], channel: undefined },
      // Phone layouts matter where the layout changes (navigation, landing page) and where the
      // phone is the main device: the pantry and cook mode.
      testMatch: /(navigation|landing|accessibility|pantry|cook-mode)\.spec\.ts/,
    },
  ],
  webServer: [
    {
      // The production build, as `npm start` serves it (scripts/test.mjs builds first).
      command: "node server.js",
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: "production",
        PORT: String(port),
        DATA_DIR: path.resolve(".e2e-data/offline"),
        LOG_LEVEL: "warn",
        // Each test presents its own client address (tests/e2e/fixtures.ts), so that
        // rate limits count per test, as they would per person behind a proxy.
        TRUST_PROXY: "1",
        // The recipe import may reach the fixture recipe site on loopback, in tests only.
        IMPORT_ALLOW_HOSTS: "127.0.0.1",
      },
    },
    {
      command: "node tests/fixtures/recipe-site.mjs",
      url: `${recipeSiteURL}/quiche-graph.html`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { RECIPE_SITE_PORT: String(port + 3) },
    },
    {
      command: `node tests/mock-ai/server.mjs --port ${mockAiPort} --quiet`,
      url: `http://127.0.0.1:${mockAiPort}/v1/models`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: "node server.js",
      url: `${aiBaseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: "production",
        PORT: String(port + 2),
        DATA_DIR: path.resolve(".e2e-data/ai"),
        LOG_LEVEL: "error",
        TRUST_PROXY: "1",
        AI_PROVIDER: "openai",
        AI_BASE_URL: `http://127.0.0.1:${mockAiPort}/v1`,
        AI_API_KEY: "cle-de-test",
        AI_MODEL: "mock-chef",
      },
    },
  ],
});
