// `npm run bench:ai`: the AI cook's speed.
// 1. Offline chef, in process: time for a full recipe and to the first streamed part (p50/p95).
// 2. The server's added latency to the first token against the mock provider at 50
//    concurrent streams (ARCHITECTURE § 7: p99 ≤ 5 ms). The mock paces its chunks like a real
//    provider (`mock:lent`, one chunk every 150 ms, ≈ 13 s a recipe). Requests arrive at
//    random moments so that about 50 streams are open at once, each read to its end; every
//    arrival opens a pair of streams at the same instant, one read directly from the mock
//    with the body Toque would send, one through Toque. The pair's difference, less the
//    difference of the mock's own time to the title for the two requests (it records both,
//    by X-Client-Request-Id), is Toque's added latency: its work and its extra hops, without
//    the pacing timers of the mock. The mock's stamps are on the machine's monotonic clock, as
//    the client's: that latency splits at the mock into the way in (client → mock) and the way
//    back (the title's chunk → client). Then the same pairs through a relay that only forwards
//    bytes: the method's floor on this machine. Also measured, for honesty: 50 streams
//    started in the same millisecond (a burst real traffic does not make), the mock sending
//    everything at once, and one stream at a time.
// 3. In Chromium: from the first byte of the streamed answer to the title painted.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { recordResults, smoke } from "./results.mjs";
import { freePort, loadAppModules, summary, waitForServer } from "./stats.mjs";

const root = path.resolve(import.meta.dirname, "..");
/** A smoke run takes every path of the bench with a handful of requests (`few` stands for many). */
const few = (count) => (smoke ? Math.min(count, 3) : count);
const lexiconSample = [
  "tomate",
  "oignon",
  "riz",
  "poulet",
  "courgette",
  "carotte",
  "ail",
  "crème fraîche",
  "œufs",
  "fromage",
  "pommes de terre",
  "champignons",
  "épinards",
  "saumon",
  "citron",
  "pomme",
  "beurre",
  "farine",
  "lentilles",
  "poivron",
];

// --- 1. Offline chef -------------------------------------------------------------------
// Every Vite server opened here is closed again: one left open kept the bench from ever exiting.
const {
  modules: [chef, parts],
  close: closeOfflineModules,
} = await loadAppModules(root, [
  "/app/domain/chef/offline-chef.ts",
  "/app/domain/generation/recipe-parts.ts",
]);
const full = [];
const first = [];
let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const offlineWarmUps = few(200);
for (let run = 0; run < offlineWarmUps + few(1000); run++) {
  const count = 1 + Math.floor(random() * 8);
  const ingredients = Array.from(
    { length: count },
    () => lexiconSample[Math.floor(random() * lexiconSample.length)],
  );
  const request = {
    ingredients: [...new Set(ingredients)],
    portions: 4,
    restrictions: [],
    variation: run % 4,
    detailed: run % 2 === 0,
  };
  const started = performance.now();
  const recipe = chef.cookRecipe(request);
  const iterator = parts.recipeParts(recipe);
  iterator.next();
  const firstPart = performance.now();
  for (const _ of iterator);
  const ended = performance.now();
  if (run >= offlineWarmUps) {
    // The first 200 runs warm the JIT up.
    first.push(firstPart - started);
    full.push(ended - started);
  }
}
await closeOfflineModules();
const offline = { full: summary(full), first: summary(first) };
console.log("Chef hors ligne (ms) — recette complète :", offline.full, "— premier envoi :", offline.first);

// --- 2. Added latency to the first token -------------------------------------------------
buildIfNeeded();
const {
  modules: [prompts, requestSchema],
  close: closeRequestModules,
} = await loadAppModules(root, ["/app/.server/ai/prompts.ts", "/app/domain/generation/request-schema.ts"]);
await closeRequestModules();
// The mock runs in its own process, as a provider would: the bench's client must not slow it down.
const mock = await startMockProcess();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "toque-bench-ai-"));
const port = await freePort();
// Started exactly as `npm start` starts it, with the same Node flags (package.json).
const startCommand = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).scripts.start.split(
  " ",
);
const server = spawn(process.execPath, startCommand.slice(1), {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
    TRUST_PROXY: "1",
    AI_PROVIDER: "openai",
    AI_BASE_URL: mock.baseURL,
    AI_API_KEY: "bench",
    AI_MODEL: "mock-chef",
  },
  stdio: "inherit",
});
const toque = `http://127.0.0.1:${port}`;
// 600 pairs: the p99 is then the 6th worst pair, not the 3rd, and one stray pause moves it less.
const measuredPairs = few(600);
const floorPairs = few(300);
// Whole generations answered before anything is measured (see the warm-up below).
const warmUps = few(2000);
let results;
try {
  await waitForServer(`${toque}/healthz`);
  // The mock sends a whole answer at once, or paces it like a provider when told `mock:lent`.
  const unpaced = ["tomate", "oignon", "riz"];
  // A smoke run does not wait for the mock's pacing (≈ 13 s a stream): Toque's path is the same.
  const paced = smoke ? unpaced : [...unpaced, "mock:lent"];
  let ingredients = unpaced;
  let ipCounter = 0;
  const closedTitle = /"titre"\s*:\s*"(?:[^"\\]|\\.)*"/;

  // The bench's own client is node:http with kept-alive connections: far lighter than fetch,
  // so that opening a pair's two streams takes the client a few microseconds, not a millisecond.
  const agent = new http.Agent({ keepAlive: true });
  // Resolves with the answer's headers.
  function post(url, headers, body, read) {
    return new Promise((resolve, reject) => {
      const request = http.request(url, {
        method: "POST",
        agent,
        headers: {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(body),
          ...headers,
        },
      });
      request.on("error", reject);
      request.on("response", (response) => {
        response.setEncoding("utf8");
        response.on("data", (text) => {
          // `read` returns true once it has what it wanted: the stream is then cut.
          if (read(text)) {
            response.destroy();
            resolve(response.headers);
          }
        });
        response.on("end", () => resolve(response.headers));
        response.on("error", reject);
      });
      request.end(body);
    });
  }

  // Directly from the mock, with the very body Toque sends: time until the streamed JSON
  // holds a closed title string, the moment Toque may send it on.
  const directBodies = new Map();
  function directBody() {
    const key = ingredients.join("|");
    if (!directBodies.has(key)) {
      const chefRequest = requestSchema.chefRequestFromBody({ screen: "inventaire", ingredients });
      directBodies.set(
        key,
        JSON.stringify({
          model: "mock-chef",
          messages: [
            { role: "system", content: prompts.systemPrompt(chefRequest) },
            { role: "user", content: prompts.userPrompt(chefRequest) },
          ],
          temperature: 0.7,
          max_tokens: 2000,
          response_format: { type: "json_object" },
          stream: true,
        }),
      );
    }
    return directBodies.get(key);
  }

  // The machine's monotonic clock, which the mock's timings also read: a pair's time can then
  // be split at the mock, between the way in and the way back.
  const clock = () => Number(process.hrtime.bigint()) / 1e6;

  let directCounter = 0;
  async function direct({ toEnd = false, baseURL = mock.baseURL } = {}) {
    const body = directBody();
    const id = `direct-${directCounter++}`;
    let buffer = "";
    let text = "";
    let at;
    let complete = false;
    const started = clock();
    await post(
      `${baseURL}/chat/completions`,
      { Authorization: "Bearer bench", "X-Client-Request-Id": id },
      body,
      (chunk) => {
        buffer += chunk;
        const lines = buffer.split("\n");
        buffer = lines.pop();
        for (const line of lines) {
          if (line === "data: [DONE]") complete = true;
          if (at !== undefined || !line.startsWith("data: {")) continue;
          text += JSON.parse(line.slice(6)).choices[0]?.delta?.content ?? "";
          if (closedTitle.test(text)) at = clock() - started;
        }
        return at !== undefined && !toEnd;
      },
    );
    return { at, started, id, ok: at !== undefined && (complete || !toEnd) };
  }

  // Through Toque: time until the first streamed partial recipe (it carries the title).
  async function throughToque({ toEnd = false } = {}) {
    const index = ipCounter++;
    const body = JSON.stringify({ screen: "inventaire", ingredients });
    const headers = {
      Origin: toque,
      "X-Forwarded-For": `10.9.${Math.floor(index / 200) % 250}.${index % 200}`,
    };
    let at;
    let tail = "";
    const started = clock();
    const answer = await post(`${toque}/api/generation`, headers, body, (chunk) => {
      if (at === undefined && chunk.includes('"partial"')) at = clock() - started;
      tail = (tail + chunk).slice(-4096);
      return at !== undefined && !toEnd;
    });
    // Toque names the generation to the provider with the id it returns.
    return {
      at,
      started,
      id: answer["x-request-id"],
      ok: at !== undefined && (tail.includes('{"type":"done"') || !toEnd),
    };
  }

  async function inBatches(task, total, concurrency) {
    const times = [];
    for (let offset = 0; offset < total; offset += concurrency) {
      const batch = await Promise.all(Array.from({ length: concurrency }, () => task()));
      times.push(...batch.filter((result) => result.ok).map((result) => result.at));
    }
    return times;
  }

  // (a) 50 streams open at once, as real traffic keeps them: arrivals at random (Poisson)
  // moments, each stream paced like a provider (a chunk every 150 ms, ≈ 13 s in all) and
  // read to its end. Each arrival opens a pair, one stream read directly and one through
  // Toque, at the same instant: the pair's difference is Toque's added latency. The first
  // arrivals, while the number of open streams climbs to 50 and the kept-alive connections
  // (client → Toque, Toque → provider) are first opened, are not counted.
  // Warm-up: whole generations first, as many as a server in service has long since
  // answered. The code a generation runs only once (reading the request, the rate limit, the
  // provider request) is compiled to fast machine code only after V8 has seen it run often:
  // over a fresh server's first 300 generations, one at a time, Toque's part before the
  // provider request took 1.55 ms (p50); after 3,000 more, 1.16 ms
  // (docs/decisions/0013-generation-first-in-line.md).
  await inBatches(() => throughToque({ toEnd: true }), warmUps, 1);
  ingredients = paced;
  await inBatches(() => throughToque(), few(30), 1);
  const oneStream = performance.now();
  await direct({ toEnd: true });
  const streamDuration = performance.now() - oneStream;
  const rampUp = few(60);

  // Pairs as described above; `via` opens the stream that goes through the server under test.
  async function staggeredPairs(via, count, label) {
    const meanGap = streamDuration / 50;
    seed = 11;
    const open = { via: 0, samples: [] };
    // A stream cut by an error counts as a failed pair (the verdict wants none) instead of ending the bench.
    const failures = [];
    const asFailure = (side) => (error) => {
      failures.push(`${side} : ${error.code ?? ""} ${error.message}`);
      return { ok: false };
    };
    const paired = [];
    const timesBefore = cpuTimes();
    const scheduleStart = performance.now();
    let arrival = 0;
    for (let pair = 0; pair < rampUp + count; pair++) {
      const wait = scheduleStart + arrival - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      arrival += -Math.log(1 - random()) * meanGap;
      open.samples.push(open.via);
      open.via++;
      paired.push(
        Promise.all([
          direct({ toEnd: true }).catch(asFailure("direct")),
          via()
            .catch(asFailure(label))
            .finally(() => open.via--),
        ]),
      );
    }
    const pairResults = await Promise.all(paired);
    const steal = stolenShare(timesBefore);
    if (failures.length > 0) console.log("Flux en échec :", failures.slice(0, 5).join(" ; "));
    const timings = await (await fetch(`${mock.baseURL.replace(/\/v1$/, "")}/__timings`)).json();
    const providerTime = (id) => timings[id]?.titleSentAt - timings[id]?.receivedAt;
    // From the client to the mock, and from the mock's title chunk back to the client.
    const wayIn = (stream) => timings[stream.id].receivedAt - stream.started;
    const wayBack = (stream) => stream.started + stream.at - timings[stream.id].titleSentAt;
    const directTimes = [];
    const viaTimes = [];
    const pairGaps = [];
    const providerSpreads = [];
    const addedTimes = [];
    const addedIn = [];
    const addedBack = [];
    let failed = 0;
    for (const [d, v] of pairResults.slice(rampUp)) {
      const spread = d.ok && v.ok ? providerTime(v.id) - providerTime(d.id) : Number.NaN;
      if (!Number.isFinite(spread)) {
        failed++;
        continue;
      }
      directTimes.push(d.at);
      viaTimes.push(v.at);
      pairGaps.push(v.at - d.at);
      providerSpreads.push(spread);
      addedTimes.push(v.at - d.at - spread);
      // The two parts add up to the added latency.
      addedIn.push(wayIn(v) - wayIn(d));
      addedBack.push(wayBack(v) - wayBack(d));
    }
    const inFlight = open.samples.slice(rampUp);
    const flight = {
      mean: Math.round(inFlight.reduce((sum, value) => sum + value, 0) / inFlight.length),
      max: Math.max(...inFlight),
    };
    const result = {
      direct: summary(directTimes),
      via: summary(viaTimes),
      gap: summary(pairGaps),
      spread: summary(providerSpreads),
      added: summary(addedTimes),
      addedIn: summary(addedIn),
      addedBack: summary(addedBack),
      failed,
      flight,
      steal,
    };
    console.log(
      `50 flux ouverts, arrivées étalées (ms), ${label} — direct :`,
      result.direct,
      "— par l'autre chemin :",
      result.via,
      "— écart brut des paires :",
      result.gap,
      "— écart du rythme de la maquette :",
      result.spread,
      "— latence ajoutée :",
      result.added,
      "— dont aller :",
      result.addedIn,
      "— dont retour :",
      result.addedBack,
      "— flux en vol :",
      flight,
      "— échecs :",
      failed,
      "— temps processeur pris par l'hôte :",
      steal,
    );
    return result;
  }

  const staggered = {
    ...(await staggeredPairs(() => throughToque({ toEnd: true }), measuredPairs, "via Toque")),
    streamDuration: Math.round(streamDuration),
  };

  // (a') The method's floor: the same pairs through a relay that only forwards bytes
  // (bench/relay.mjs), run right after. What it adds is what this machine adds to any server.
  const relay = await startRelay(mock.baseURL);
  try {
    // The same warm-up as Toque's.
    ingredients = unpaced;
    await inBatches(() => direct({ toEnd: true, baseURL: relay.baseURL }), warmUps, 1);
    ingredients = paced;
    staggered.floor = await staggeredPairs(
      () => direct({ toEnd: true, baseURL: relay.baseURL }),
      floorPairs,
      "via un simple relais",
    );
  } finally {
    await relay.close();
  }

  // (b) The same paced streams, 50 started in the same millisecond, each cancelled once its
  // title is out: a burst real traffic does not make, kept to see the queue it builds.
  const burst = few(50);
  await inBatches(() => direct(), burst, burst);
  await inBatches(() => throughToque(), burst, burst);
  const directSummary = summary(await inBatches(() => direct(), few(250), burst));
  const toqueSummary = summary(await inBatches(() => throughToque(), few(250), burst));
  const added = {
    p50: Math.round((toqueSummary.p50 - directSummary.p50) * 100) / 100,
    p99: Math.round((toqueSummary.p99 - directSummary.p99) * 100) / 100,
  };
  console.log(
    "Titre complet, flux rythmés, 50 lancés ensemble (ms) — direct :",
    directSummary,
    "— via Toque :",
    toqueSummary,
    "— ajouté :",
    added,
  );

  // (c) All at once without pacing: the cost of whole generations under load; and one at a time.
  ingredients = unpaced;
  const directBurst = summary(await inBatches(() => direct(), few(250), burst));
  const toqueBurst = summary(await inBatches(() => throughToque(), few(250), burst));
  const directAlone = summary(await inBatches(() => direct(), few(100), 1));
  const toqueAlone = summary(await inBatches(() => throughToque(), few(100), 1));
  console.log(
    "Titre complet, rafale sans rythme, 50 simultanés (ms) — direct :",
    directBurst,
    "— via Toque :",
    toqueBurst,
  );
  console.log(
    "Titre complet, un flux à la fois, sans rythme (ms) — direct :",
    directAlone,
    "— via Toque :",
    toqueAlone,
  );

  // --- 3. Title painted in Chromium ------------------------------------------------------
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const paints = [];
  try {
    const page = await browser.newPage();
    await page.goto(`${toque}/inventaire-gourmand`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    for (let run = 0; run < few(20); run++) {
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
        const entry = performance
          .getEntriesByType("resource")
          .filter((item) => item.name.endsWith("/api/generation"))
          .at(-1);
        return entry?.responseStart;
      });
      if (firstByte) paints.push(paintedAt - firstByte);
    }
  } finally {
    await browser.close();
  }
  const paint = summary(paints);
  console.log("Du premier octet du flux au titre affiché dans Chromium (ms) :", paint);
  results = {
    offline,
    staggered,
    directSummary,
    toqueSummary,
    added,
    paint,
    directAlone,
    toqueAlone,
    directBurst,
    toqueBurst,
  };
  agent.destroy();
} finally {
  server.kill("SIGTERM");
  await mock.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** The machine's processor time so far, in all and stolen (Linux's /proc/stat), or undefined elsewhere. */
function cpuTimes() {
  try {
    const fields = fs
      .readFileSync("/proc/stat", "utf8")
      .split("\n")[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return { steal: fields[7] ?? 0, total: fields.reduce((sum, value) => sum + value, 0) };
  } catch {
    return undefined;
  }
}

/**
 * Share of the processor time the hypervisor gave to other guests since `before` ("steal"):
 * on a shared virtual machine it stalls the three processes at random.
 */
function stolenShare(before) {
  const now = cpuTimes();
  const total = now && before ? now.total - before.total : 0;
  return total > 0 ? `${((100 * (now.steal - before.steal)) / total).toFixed(1)} %` : "inconnu";
}

/** `npm run mock:ai` on a free port, stopped by its PID. */
function startMockProcess() {
  return startProcess(
    ["tests/mock-ai/server.mjs", "--port", "0", "--quiet"],
    /AI_BASE_URL=(\S+),/,
    "La maquette IA",
  );
}

/** bench/relay.mjs in front of the provider. */
function startRelay(providerBaseURL) {
  return startProcess(["bench/relay.mjs", providerBaseURL], /RELAY_URL=(\S+)/, "Le relais");
}

/** A Node script of the project in its own process, once it printed its base URL. */
async function startProcess(args, announced, name) {
  const child = spawn(process.execPath, args, { cwd: root, stdio: ["ignore", "pipe", "inherit"] });
  let output = "";
  const baseURL = await new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      output += chunk;
      const match = announced.exec(output);
      if (match) resolve(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`${name} s'est arrêté (code ${code})`)));
  });
  return {
    baseURL,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

const {
  offline: o,
  staggered: s,
  directSummary: d,
  toqueSummary: t,
  added: a,
  paint: p,
  directAlone: d1,
  toqueAlone: t1,
  directBurst: db,
  toqueBurst: tb,
} = results;
// Nobody reads a smoke run's figures: a broken stream has to fail it.
if (smoke && s.failed + s.floor.failed > 0)
  throw new Error(`Flux en échec : ${s.failed} via Toque, ${s.floor.failed} via le relais`);
const verdict = s.failed === 0 && s.added.p99 <= 5 ? "atteint" : "non atteint";
recordResults(
  "ai",
  [
    "| Mesure | p50 (ms) | p95 (ms) | p99 (ms) | Seuil |",
    "|---|---|---|---|---|",
    `| Chef hors ligne : recette complète (en mémoire) | ${o.full.p50} | ${o.full.p95} | ${o.full.p99} | p95 ≤ 20 |`,
    `| Chef hors ligne : premier envoi | ${o.first.p50} | ${o.first.p95} | ${o.first.p99} | ≤ 50 |`,
    `| 50 flux ouverts (arrivées étalées, flux rythmés lus jusqu'au bout) : titre lu directement | ${s.direct.p50} | ${s.direct.p95} | ${s.direct.p99} | — |`,
    `| 50 flux ouverts : titre via Toque | ${s.via.p50} | ${s.via.p95} | ${s.via.p99} | — |`,
    `| 50 flux ouverts : écart brut de chaque paire (via Toque − direct) | ${s.gap.p50} | ${s.gap.p95} | ${s.gap.p99} | — |`,
    `| 50 flux ouverts : part du rythme de la maquette dans cet écart | ${s.spread.p50} | ${s.spread.p95} | ${s.spread.p99} | — |`,
    `| Latence ajoutée par Toque, 50 flux ouverts (écart de la paire moins celui de la maquette) | ${s.added.p50} | ${s.added.p95} | ${s.added.p99} | p99 ≤ 5 : ${verdict} |`,
    `| … dont l'aller : du client à la maquette (via Toque − direct) | ${s.addedIn.p50} | ${s.addedIn.p95} | ${s.addedIn.p99} | — |`,
    `| … dont le retour : du morceau du titre parti de la maquette au client (via Toque − direct) | ${s.addedBack.p50} | ${s.addedBack.p95} | ${s.addedBack.p99} | — |`,
    `| Plancher de la méthode : la même mesure à travers un simple relais qui ne fait que transmettre (${floorPairs} paires, juste après ; temps processeur pris par l'hôte : ${s.floor.steal}) | ${s.floor.added.p50} | ${s.floor.added.p95} | ${s.floor.added.p99} | — |`,
    `| … plancher, dont l'aller | ${s.floor.addedIn.p50} | ${s.floor.addedIn.p95} | ${s.floor.addedIn.p99} | — |`,
    `| … plancher, dont le retour | ${s.floor.addedBack.p50} | ${s.floor.addedBack.p95} | ${s.floor.addedBack.p99} | — |`,
    `| Rafale : flux rythmés, 50 lancés dans la même milliseconde, lus directement | ${d.p50} | ${d.p95} | ${d.p99} | — |`,
    `| Rafale : mêmes flux via Toque | ${t.p50} | ${t.p95} | ${t.p99} | — |`,
    `| Latence ajoutée par Toque en rafale (écart des percentiles) | ${a.p50} | — | ${a.p99} | — |`,
    `| Titre complet, rafale sans rythme lue directement, 50 en parallèle | ${db.p50} | ${db.p95} | ${db.p99} | — |`,
    `| Titre complet, rafale via Toque, 50 en parallèle | ${tb.p50} | ${tb.p95} | ${tb.p99} | — |`,
    `| Titre complet, un flux à la fois, direct | ${d1.p50} | ${d1.p95} | ${d1.p99} | — |`,
    `| Titre complet, un flux à la fois, via Toque | ${t1.p50} | ${t1.p95} | ${t1.p99} | — |`,
    `| Chromium : premier octet du flux → titre affiché | ${p.p50} | ${p.p95} | ${p.p99} | ≤ 150 |`,
  ].join("\n") +
    `\n\nPaires mesurées : ${s.direct.n} sur ${measuredPairs}, après ${warmUps} générations complètes d'échauffement et 60 arrivées de mise en régime (échecs : ${s.failed}) ; temps processeur pris par l'hôte pendant la mesure (steal) : ${s.steal} ; flux via Toque ouverts à chaque arrivée : ${s.flight.mean} en moyenne, ${s.flight.max} au plus ; un flux rythmé dure ${s.streamDuration} ms. Toque est lancé comme par \`npm start\` : \`${startCommand.join(" ")}\`. ` +
    "Titre « lu directement » : le moment où le JSON reçu du service contient la chaîne du titre fermée ; via Toque : la première ligne `partial`. " +
    "La maquette note, pour chaque requête nommée par `X-Client-Request-Id`, quand elle l'a reçue et quand le morceau qui ferme le titre est parti : la différence de ces durées entre les deux requêtes d'une paire vient de ses minuteurs, pas de Toque, et elle est retirée.\n",
);
