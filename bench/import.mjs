// `npm run bench:import`: reading the import fixture pages (tests/fixtures/import/pages) into
// drafts, in process: parse5's tree, the structured data or the fallback, the draft. The
// fetch is left out (pinned and capped apart); prints p50/p95 per page over a few rounds.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { smoke } from "./results.mjs";
import { loadAppModule, summary } from "./stats.mjs";

const root = path.resolve(import.meta.dirname, "..");
const pagesRoot = path.join(root, "tests/fixtures/import/pages");
const pages = readdirSync(pagesRoot).flatMap((shape) =>
  readdirSync(path.join(pagesRoot, shape))
    .filter((file) => file.endsWith(".html"))
    .map((file) => readFileSync(path.join(pagesRoot, shape, file), "utf8")),
);
const { module, close } = await loadAppModule(root, "/app/.server/import/read-page.ts");
const rounds = smoke ? 2 : 20;
const times = [];
for (let round = 0; round < rounds; round++)
  for (const html of pages) {
    const started = performance.now();
    module.draftFromPage(html, "https://exemple.test/recette");
    if (round > 0) times.push(performance.now() - started); // the first round warms the JIT up
  }
await close();
console.log(`Import of ${pages.length} fixture pages (ms per page):`, summary(times));
