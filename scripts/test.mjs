// `npm test`: typecheck, lint, unit and integration tests, every benchmark at a tiny size, then
// the end-to-end suite in Chromium against the production build. Stops at the first failure.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { ensureChromium } from "./ensure-chromium.mjs";

const root = path.resolve(import.meta.dirname, "..");
const reports = path.join(root, ".test-reports");
fs.mkdirSync(reports, { recursive: true });
const bin = (name) => path.join(root, "node_modules/.bin", name);

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`✖ ${label} a échoué.`);
    summarise();
    process.exit(result.status ?? 1);
  }
}

const counts = { passed: 0, failed: 0, skipped: 0 };
function summarise() {
  const vitest = readJson("vitest.json");
  if (vitest) {
    counts.passed += vitest.numPassedTests;
    counts.failed += vitest.numFailedTests;
    counts.skipped += vitest.numPendingTests + vitest.numTodoTests;
  }
  const playwright = readJson("playwright.json");
  if (playwright) {
    counts.passed += playwright.stats.expected + playwright.stats.flaky;
    counts.failed += playwright.stats.unexpected;
    counts.skipped += playwright.stats.skipped;
  }
  console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
}
function readJson(name) {
  const file = path.join(reports, name);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : undefined;
}

for (const name of ["vitest.json", "playwright.json"]) fs.rmSync(path.join(reports, name), { force: true });

run("Types", bin("react-router"), ["typegen"]);
run("Types (tsc)", bin("tsc"), []);
run("Lint", bin("eslint"), [".", "--max-warnings", "0"]);
run("Mise en forme (Prettier)", bin("prettier"), ["--check", "."]);
// The integration and end-to-end suites run the production build.
buildIfNeeded();
if (process.env.TEST_DATABASE_URL)
  console.log("Les tests de la base tournent aussi sur PostgreSQL (TEST_DATABASE_URL).");
run("Tests unitaires et d'intégration", bin("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${path.join(reports, "vitest.json")}`,
]);
ensureChromium();
// Every bench:* script at a tiny size: a bench the app has outgrown fails here, not weeks later.
run("Benchmarks (essai à petite taille)", process.execPath, [path.join(root, "scripts/bench-smoke.mjs")]);
fs.rmSync(path.join(root, ".e2e-data"), { recursive: true, force: true });
run("Tests de bout en bout (Chromium)", bin("playwright"), ["test", "--reporter=line,json"], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, "playwright.json"),
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
});
summarise();
