// `npm run bench:web`: builds Toque, serves it, and runs Lighthouse (mobile
// profile, Debian's Chromium) on the main pages, each a first visit. Prints the scores, the
// Web Vitals, the first-load JavaScript, how many scripts the page asked for and the bytes of
// response headers, and records them in bench/RESULTS.md. BENCH_PAGES=/,/login for fewer pages.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import zlib from "node:zlib";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { recordResults } from "./results.mjs";
import { freePort, waitForServer } from "./stats.mjs";

const root = path.resolve(import.meta.dirname, "..");
// A free port unless told: a fixed one could reach another Toque left running on this machine.
const port = Number(process.env.BENCH_PORT ?? (await freePort()));
// BENCH_SMOKE=1 (`npm run bench:smoke`): one page, one run, only to prove the bench still works.
if (process.env.BENCH_SMOKE === "1") Object.assign(process.env, { BENCH_PAGES: "/", BENCH_RUNS: "1" });
// The pages a first visit is likely to land on, signed out.
const defaultPages = [
  "/",
  "/nos-recettes",
  "/recette/soupe-a-l-oignon",
  "/inventaire-gourmand",
  "/chef-nutrition",
  "/menu-perso",
  "/garde-manger",
  "/avec-ce-que-j-ai",
  "/login",
];
const pages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(",") : defaultPages;
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
        let lhr, artifacts;
        for (let attempt = 1; ; attempt++) {
          ({ lhr, artifacts } = await lighthouse(`http://localhost:${port}${page}`, {
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
        measures.push(summarise(lhr, artifacts));
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
  console.table(
    rows.map((row) => ({
      page: row.page,
      score: row.performance,
      "TBT ms": row.tbtMs,
      CLS: row.cls,
      "LCP ms": row.lcpMs,
      scripts: row.scriptRequests,
      "JS Ko gz": row.firstLoadJsKb,
      "en-têtes o": row.headerBytes,
      "o/fichier statique": row.headerBytesPerStatic,
    })),
  );
  recordResults(
    "web",
    [
      "| Page | Performance | Accessibilité | Bonnes pratiques | SEO | LCP (ms) | TBT (ms) | CLS | Scripts demandés | JS au premier chargement (Ko gzip) | En-têtes de réponse (octets) | En-têtes par fichier statique (octets) |",
      "|---|---|---|---|---|---|---|---|---|---|---|---|",
      ...rows.map(
        (row) =>
          `| ${row.page} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.lcpMs} | ${row.tbtMs} | ${row.cls} | ${row.scriptRequests} | ${row.firstLoadJsKb} | ${row.headerBytes} | ${row.headerBytesPerStatic} |`,
      ),
      "",
      `Médiane de ${runs} passages par page (au score de performance), chaque passage une première visite (Lighthouse vide les caches). En-têtes : octets des en-têtes de toutes les réponses reçues par la page, tels que Chromium les a lus ; un fichier statique est un fichier de build/client.`,
    ].join("\n"),
  );
} finally {
  server.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
}

function summarise(lhr, artifacts) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  // The page's own requests: the service worker's precache, if it starts during the trace,
  // is not what the visitor waits for.
  const requests = (lhr.audits["network-requests"]?.details?.items ?? []).filter(
    (item) => (item.sessionTargetType ?? "page") === "page",
  );
  const scripts = requests.filter((item) => item.resourceType === "Script");
  const headers = responseHeaderBytes(artifacts?.DevtoolsLog ?? []);
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
    scriptRequests: scripts.length,
    headerBytes: headers.total,
    headerBytesPerStatic: headers.staticCount ? Math.round(headers.staticBytes / headers.staticCount) : 0,
  };
}

/**
 * The response headers' bytes, as the browser received them (the raw HTTP/1.1 text when
 * Chromium reports it), over every response of the page, and over the files of build/client.
 */
function responseHeaderBytes(devtoolsLog) {
  const urls = new Map();
  const sizes = new Map();
  for (const { method, params } of devtoolsLog) {
    if (method === "Network.responseReceived") {
      urls.set(params.requestId, params.response.url);
      if (!sizes.has(params.requestId) && params.response.encodedDataLength > 0)
        sizes.set(params.requestId, params.response.encodedDataLength);
    } else if (method === "Network.responseReceivedExtraInfo" && params.headersText) {
      sizes.set(params.requestId, Buffer.byteLength(params.headersText));
    }
  }
  let total = 0;
  let staticBytes = 0;
  let staticCount = 0;
  for (const [requestId, url] of urls) {
    const size = sizes.get(requestId) ?? 0;
    if (!url.startsWith("http")) continue;
    total += size;
    const pathname = new URL(url).pathname;
    const file = path.join(root, "build/client", pathname);
    if (pathname !== "/" && fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
      staticBytes += size;
      staticCount += 1;
    }
  }
  return { total, staticBytes, staticCount };
}
