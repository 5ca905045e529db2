// `npm run bench:ai`: the AI cook's speed.
// 1. Offline chef, in process: time for a full recipe and to the first streamed part (p50/p95).
// 2. The server's added latency to the first token: the same streams from the local mock,
//    read directly and through Toque, 50 at a time; Toque's overhead is the difference.
//    Measured twice: with the mock pacing its chunks like a real provider (`mock:lent`, one
//    chunk every 150 ms; each stream is cancelled once its title is complete), and with the
//    mock sending everything at once, a burst no real provider produces.
// 3. In Chromium: from the first byte of the streamed answer to the title painted.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { startMockAi } from "../tests/mock-ai/server.mjs";
import { recordResults } from "./results.mjs";
import { loadAppModule, summary, waitForServer } from "./stats.mjs";

const root = path.resolve(import.meta.dirname, "..");
const lexiconSample = ["tomate", "oignon", "riz", "poulet", "courgette", "carotte", "ail", "crème fraîche", "œufs", "fromage", "pommes de terre", "champignons", "épinards", "saumon", "citron", "pomme", "beurre", "farine", "lentilles", "poivron"];

// --- 1. Offline chef -------------------------------------------------------------------
const { module: chef, close: closeChef } = await loadAppModule(root, "/app/domain/chef/offline-chef.ts");
const { module: parts } = await loadAppModule(root, "/app/domain/generation/recipe-parts.ts");
const full = [];
const first = [];
let seed = 7;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
for (let run = 0; run < 1200; run++) {
  const count = 1 + Math.floor(random() * 8);
  const ingredients = Array.from({ length: count }, () => lexiconSample[Math.floor(random() * lexiconSample.length)]);
  const request = { ingredients: [...new Set(ingredients)], portions: 4, restrictions: [], variation: run % 4, detailed: run % 2 === 0 };
  const started = performance.now();
  const recipe = chef.cookRecipe(request);
  const iterator = parts.recipeParts(recipe);
  iterator.next();
  const firstPart = performance.now();
  for (const _ of iterator);
  const ended = performance.now();
  if (run >= 200) {
    // The first 200 runs warm the JIT up.
    first.push(firstPart - started);
    full.push(ended - started);
  }
}
await closeChef();
const offline = { full: summary(full), first: summary(first) };
console.log("Chef hors ligne (ms) — recette complète :", offline.full, "— premier envoi :", offline.first);

// --- 2. Added latency to the first token -------------------------------------------------
buildIfNeeded();
const mock = await startMockAi();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "toque-bench-ai-"));
const port = 3295;
const server = spawn(process.execPath, ["server.js"], {
  cwd: root,
  env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "error", TRUST_PROXY: "1", AI_PROVIDER: "openai", AI_BASE_URL: mock.baseURL, AI_API_KEY: "bench", AI_MODEL: "mock-chef" },
  stdio: "inherit",
});
const toque = `http://localhost:${port}`;
let results;
try {
  await waitForServer(`${toque}/healthz`);
  let ingredients = ["tomate", "oignon", "riz"];

  // Directly from the mock: time until the streamed JSON holds a complete title.
  async function direct() {
    const started = performance.now();
    const response = await fetch(`${mock.baseURL}/chat/completions`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: "Bearer bench" },
      body: JSON.stringify({ model: "mock-chef", stream: true, messages: [{ role: "user", content: `Ingrédients disponibles : ${ingredients.join(", ")}` }] }),
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let text = "";
    let at;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      for (const line of value.split("\n")) {
        if (!line.startsWith("data: {")) continue;
        text += JSON.parse(line.slice(6)).choices[0]?.delta?.content ?? "";
      }
      if (at === undefined && /"titre"\s*:\s*"[^"]*"\s*,/.test(text)) {
        at = performance.now() - started;
        await reader.cancel();
        break;
      }
    }
    return at;
  }

  // Through Toque: time until the first streamed partial recipe (it carries the title).
  async function throughToque(index) {
    const started = performance.now();
    const response = await fetch(`${toque}/api/generation`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: toque, "X-Forwarded-For": `10.9.${Math.floor(index / 200)}.${index % 200}` },
      body: JSON.stringify({ screen: "inventaire", ingredients }),
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let at;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      if (at === undefined && value.includes('"partial"')) {
        at = performance.now() - started;
        await reader.cancel();
        break;
      }
    }
    return at;
  }

  async function inBatches(task, total, concurrency) {
    const times = [];
    for (let offset = 0; offset < total; offset += concurrency) {
      const batch = await Promise.all(Array.from({ length: concurrency }, (_, index) => task(offset + index)));
      times.push(...batch.filter((value) => value !== undefined));
    }
    return times;
  }

  // Paced like a real provider.
  ingredients = ["tomate", "oignon", "riz", "mock:lent"];
  await inBatches(direct, 50, 50);
  await inBatches(throughToque, 50, 50);
  const directTimes = await inBatches(direct, 250, 50);
  const toqueTimes = await inBatches((index) => throughToque(2000 + index), 250, 50);
  const directSummary = summary(directTimes);
  const toqueSummary = summary(toqueTimes);
  const added = {
    p50: Math.round((toqueSummary.p50 - directSummary.p50) * 100) / 100,
    p99: Math.round((toqueSummary.p99 - directSummary.p99) * 100) / 100,
  };
  console.log("Titre complet, flux rythmés, 50 simultanés (ms) — direct :", directSummary, "— via Toque :", toqueSummary, "— ajouté :", added);

  // All at once: a burst, to see the cost of a whole generation under load.
  ingredients = ["tomate", "oignon", "riz"];
  const directBurst = summary(await inBatches(direct, 250, 50));
  const toqueBurst = summary(await inBatches((index) => throughToque(4000 + index), 250, 50));
  const directAlone = summary(await inBatches(direct, 100, 1));
  const toqueAlone = summary(await inBatches((index) => throughToque(6000 + index), 100, 1));
  console.log("Titre complet, rafale sans rythme, 50 simultanés (ms) — direct :", directBurst, "— via Toque :", toqueBurst);
  console.log("Titre complet, un flux à la fois, sans rythme (ms) — direct :", directAlone, "— via Toque :", toqueAlone);

  // --- 3. Title painted in Chromium ------------------------------------------------------
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const paints = [];
  try {
    const page = await browser.newPage();
    await page.goto(`${toque}/inventaire-gourmand`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    for (let run = 0; run < 20; run++) {
      await page.reload();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.8.0.${run + 1}` });
      const input = page.getByLabel("Ingrédient", { exact: true });
      await input.fill("tomate");
      await input.press("Enter");
      await page.evaluate(() => {
        window.__titlePainted = new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            const title = document.querySelector('[aria-label="Recette générée"] h2');
            if (!title?.textContent) return;
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now()));
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        });
      });
      await page.getByRole("button", { name: "Générer une Recette" }).click();
      const paintedAt = await page.evaluate(() => window.__titlePainted);
      const firstByte = await page.evaluate(() => {
        const entry = performance.getEntriesByType("resource").filter((item) => item.name.endsWith("/api/generation")).at(-1);
        return entry?.responseStart;
      });
      if (firstByte) paints.push(paintedAt - firstByte);
    }
  } finally {
    await browser.close();
  }
  const paint = summary(paints);
  console.log("Du premier octet du flux au titre affiché dans Chromium (ms) :", paint);
  results = { offline, directSummary, toqueSummary, added, paint, directAlone, toqueAlone, directBurst, toqueBurst };
} finally {
  server.kill("SIGTERM");
  await mock.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const { offline: o, directSummary: d, toqueSummary: t, added: a, paint: p, directAlone: d1, toqueAlone: t1, directBurst: db, toqueBurst: tb } = results;
recordResults(
  "ai",
  [
    "| Mesure | p50 (ms) | p95 (ms) | p99 (ms) | Seuil |",
    "|---|---|---|---|---|",
    `| Chef hors ligne : recette complète (en mémoire) | ${o.full.p50} | ${o.full.p95} | ${o.full.p99} | p95 ≤ 20 |`,
    `| Chef hors ligne : premier envoi | ${o.first.p50} | ${o.first.p95} | ${o.first.p99} | ≤ 50 |`,
    `| Titre complet, flux rythmé (150 ms par morceau) lu directement, 50 en parallèle | ${d.p50} | ${d.p95} | ${d.p99} | — |`,
    `| Titre complet, même flux via Toque, 50 en parallèle | ${t.p50} | ${t.p95} | ${t.p99} | — |`,
    `| Latence ajoutée par Toque (flux rythmés) | ${a.p50} | — | ${a.p99} | p99 ≤ 5 |`,
    `| Titre complet, rafale sans rythme lue directement, 50 en parallèle | ${db.p50} | ${db.p95} | ${db.p99} | — |`,
    `| Titre complet, rafale via Toque, 50 en parallèle | ${tb.p50} | ${tb.p95} | ${tb.p99} | — |`,
    `| Titre complet, un flux à la fois, direct | ${d1.p50} | ${d1.p95} | ${d1.p99} | — |`,
    `| Titre complet, un flux à la fois, via Toque | ${t1.p50} | ${t1.p95} | ${t1.p99} | — |`,
    `| Chromium : premier octet du flux → titre affiché | ${p.p50} | ${p.p95} | ${p.p99} | ≤ 150 |`,
  ].join("\n"),
);
