// `npm run bench:web`: builds Toque, serves it, and runs Lighthouse (mobile
// profile, Debian's Chromium) on the landing page. Prints the scores, the Web
// Vitals and the first-load JavaScript, and records them in bench/RESULTS.md.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import zlib from "node:zlib";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { recordResults } from "./results.mjs";
import { waitForServer } from "./stats.mjs";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 3290);
// BENCH_SMOKE=1 (`npm run bench:smoke`): one page, one run, only to prove the bench still works.
if (process.env.BENCH_SMOKE === "1") Object.assign(process.env, { BENCH_PAGES: "/", BENCH_RUNS: "1" });
const pages = (process.env.BENCH_PAGES ?? "/").split(",");
const runs = Number(process.env.BENCH_RUNS ?? 3);

buildIfNeeded();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "toque-bench-"));
const server = spawn(process.execPath, ["server.js"], {
  cwd: root,
  env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  stdio: "inherit",
});

try {
  await waitForServer(`http://localhost:${port}/healthz`);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const rows = [];
  try {
    for (const page of pages) {
      const measures = [];
      for (let run = 0; run < runs; run++) {
        // Lighthouse sometimes loses the trace's start (NO_NAVSTART) on a busy machine: that run is redone.
        let lhr;
        for (let attempt = 1; ; attempt++) {
          ({ lhr } = await lighthouse(`http://localhost:${port}${page}`, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          }));
          if (!lhr.runtimeError) break;
          if (attempt === 3)
            throw new Error(`Lighthouse sur ${page} : ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          console.warn(`Lighthouse sur ${page} : ${lhr.runtimeError.code}, nouvel essai`);
        }
        // The full report of the last run, for a closer look (bench/.tmp is not committed).
        fs.mkdirSync(path.join(root, "bench/.tmp"), { recursive: true });
        fs.writeFileSync(
          path.join(root, `bench/.tmp/lighthouse${page.replaceAll("/", "_")}.json`),
          JSON.stringify(lhr),
        );
        measures.push(summarise(lhr));
      }
      // The median run by performance score: Lighthouse varies from run to run.
      measures.sort((a, b) => a.performance - b.performance);
      const median = measures[Math.floor(measures.length / 2)];
      rows.push({ page, ...median, runs });
    }
  } finally {
    await chrome.kill();
  }

  console.log("\nLighthouse (mobile), médiane de", runs, "passages :");
  console.table(rows);
  recordResults(
    "web",
    [
      "| Page | Performance | Accessibilité | Bonnes pratiques | SEO | LCP (ms) | TBT (ms) | CLS | JS au premier chargement (Ko gzip) | Transfert JS avec en-têtes (Ko) |",
      "|---|---|---|---|---|---|---|---|---|---|",
      ...rows.map(
        (row) =>
          `| ${row.page} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.lcpMs} | ${row.tbtMs} | ${row.cls} | ${row.firstLoadJsKb} | ${row.jsTransferKb} |`,
      ),
    ].join("\n"),
  );
} finally {
  server.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
}

function summarise(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const scripts = (lhr.audits["network-requests"]?.details?.items ?? []).filter(
    (item) => item.resourceType === "Script",
  );
  const jsTransfer = scripts.reduce((total, item) => total + (item.transferSize ?? 0), 0);
  // The JavaScript itself, gzipped, read from the build: transfer sizes also count every
  // response's headers (about 1 KB each here, the CSP being long).
  const jsBytes = scripts.reduce((total, item) => {
    const file = path.join(root, "build/client", new URL(item.url).pathname);
    return (
      total + (fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file)).length : (item.transferSize ?? 0))
    );
  }, 0);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
    tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
    cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    firstLoadJsKb: Number((jsBytes / 1024).toFixed(1)),
    jsTransferKb: Number((jsTransfer / 1024).toFixed(1)),
  };
}
