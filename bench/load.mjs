// `npm run bench:load`: Toque's pages under load. Starts the production build as `npm start`
// does (same Node flags), on a free port, then runs autocannon on the landing page, a
// catalogue search and a recipe page, at 10 and 50 connections. The client asks for
// compressed answers as a browser does, so that compression is part of what is measured.
// Prints requests per second, p50/p99 latency and the server's memory (RSS) before, at its
// peak and after each run, and records them in bench/RESULTS.md.
//
// Then, on the same server, the live shopping list (docs/decisions/0063): BENCH_LIVE_LISTS lists
// (default 200), each followed by one Server-Sent Events stream, while ticks arrive at
// BENCH_LIVE_RATE per second (default 20) for BENCH_DURATION seconds, one list after the other.
// It prints how long a tick takes to reach the stream of its list (from the tap's POST to the
// event), the tick's own answer time, and the server's RSS with the streams open, beside the
// plain page load above.
//
// BENCH_DURATION (seconds per run, default 20), BENCH_CONNECTIONS (default "10,50"),
// BENCH_PATHS (comma-separated, default the three pages), BENCH_NO_RECORD=1 to print only,
// BENCH_SMOKE=1 for one second per run (and ten lists).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { recordResults, smoke } from "./results.mjs";
import { freePort, summary, waitForServer } from "./stats.mjs";

const root = path.resolve(import.meta.dirname, "..");
const duration = smoke ? 1 : Number(process.env.BENCH_DURATION ?? 20);
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? "10,50").split(",").map(Number);
const paths = (process.env.BENCH_PATHS ?? "/,/nos-recettes?q=poulet,/recette/poulet-roti").split(",");
const liveLists = smoke ? 10 : Number(process.env.BENCH_LIVE_LISTS ?? 200);
const liveRate = Number(process.env.BENCH_LIVE_RATE ?? 20);
// What Chromium sends.
const headers = { "accept-encoding": "gzip, deflate, br, zstd", accept: "text/html" };

buildIfNeeded();
const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "toque-bench-load-"));
// Started exactly as `npm start` starts it, with the same Node flags (package.json).
const startCommand = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).scripts.start.split(
  " ",
);
const server = spawn(process.execPath, startCommand.slice(1), {
  cwd: root,
  env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "error" },
  stdio: "inherit",
});
const base = `http://127.0.0.1:${port}`;

const rows = [];
let live;
let startRss;
// Other work on the machine takes processor time from both client and server: said with the figures.
const loadBefore = os.loadavg()[0];
try {
  await waitForServer(`${base}/healthz`);
  for (const pathname of paths) {
    const response = await fetch(`${base}${pathname}`);
    if (!response.ok) throw new Error(`${pathname} répond ${response.status}`);
  }
  startRss = rssMb();
  // A short warm-up at full load: the JIT, the caches and the heap settle before measuring.
  await run(paths[0], Math.max(...connectionCounts), Math.min(5, duration));
  for (const connections of connectionCounts) {
    for (const pathname of paths) {
      const before = rssMb();
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 250);
      const cpuBefore = cpuMs();
      const result = await run(pathname, connections, duration);
      const cpu = cpuMs() - cpuBefore;
      clearInterval(sampler);
      const after = rssMb();
      const row = {
        page: pathname,
        connections,
        requestsPerSecond: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
        // The server's own processor time per answer: steadier than req/s on a shared machine.
        cpuMsPerRequest: Math.round((cpu / Math.max(1, result.requests.total)) * 100) / 100,
        kbPerRequest:
          Math.round(result.throughput.average / Math.max(1, result.requests.average) / 102.4) / 10,
        rssBefore: before,
        rssPeak: Math.max(peak, after),
        rssAfter: after,
      };
      rows.push(row);
      console.log(row);
    }
  }
  live = await liveList();
  console.log(live);
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once("exit", resolve)));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.table(rows);
const table = [
  "| Page | Connexions | Requêtes/s | p50 (ms) | p99 (ms) | Erreurs | Temps processeur du serveur par réponse (ms) | Ko/réponse (compressés) | RSS avant (Mo) | RSS au plus haut (Mo) | RSS après (Mo) |",
  "|---|---|---|---|---|---|---|---|---|---|---|",
  ...rows.map(
    (row) =>
      `| ${row.page} | ${row.connections} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.cpuMsPerRequest} | ${row.kbPerRequest} | ${row.rssBefore} | ${row.rssPeak} | ${row.rssAfter} |`,
  ),
].join("\n");
const liveTable = live
  ? [
      "\n\n**Liste en direct**, même serveur, même exécution : " +
        `${live.lists} listes suivies chacune par un flux Server-Sent Events, ${live.rate} coches par seconde ` +
        `pendant ${duration} s, une liste après l'autre. Livraison : de l'envoi de la coche (POST) à l'arrivée de ` +
        "l'événement dans le flux de sa liste ; l'écran qui le reçoit relit ensuite la page (`.data`), non comptée ici.\n",
      "| Coches envoyées | Reçues | Livraison p50 (ms) | Livraison p95 (ms) | Livraison p99 (ms) | Réponse à la coche p95 (ms) | RSS avant les flux (Mo) | RSS flux ouverts (Mo) | RSS au plus haut (Mo) | RSS flux fermés (Mo) |",
      "|---|---|---|---|---|---|---|---|---|---|",
      `| ${live.sent} | ${live.delivered} | ${live.delivery.p50} | ${live.delivery.p95} | ${live.delivery.p99} | ${live.answer.p95} | ${live.rssBefore} | ${live.rssOpen} | ${live.rssPeak} | ${live.rssAfter} |`,
    ].join("\n")
  : "";
const note =
  `\n\nautocannon, ${duration} s par ligne, après ${Math.min(5, duration)} s de mise en route ; en-tête ` +
  "`Accept-Encoding: gzip, deflate, br, zstd` comme Chromium. Toque lancé comme par `npm start`, base SQLite neuve, " +
  `chef hors ligne ; client et serveur sur la même machine. RSS du serveur au démarrage : ${startRss} Mo. ` +
  `Charge moyenne de la machine (1 min) au début : ${loadBefore.toFixed(1)}, à la fin : ${os.loadavg()[0].toFixed(1)} ` +
  "(sur une machine partagée, le temps processeur du serveur par réponse varie moins que les requêtes par seconde).";
if (process.env.BENCH_NO_RECORD !== "1") recordResults("load", table + note + liveTable);
// Nobody reads a smoke run's table: a page that fails under load has to fail the run.
if (smoke && rows.some((row) => row.errors > 0)) {
  console.error("Des requêtes ont échoué pendant la charge.");
  process.exitCode = 1;
}
if (smoke && live && live.delivered < live.sent) {
  console.error("Des coches ne sont pas parvenues au flux de leur liste.");
  process.exitCode = 1;
}

/**
 * The live list under load: visitors' lists (no sign-up, whose password hashing would dominate
 * the setup), each with one stream open; ticks sent in turn, so that each list has at most one
 * tick on its way and its next event is that tick's.
 */
async function liveList() {
  const monday = nextMonday();
  // What a browser sends: a tick goes through a fetcher, to the route's `.data`, and is answered
  // without the page; the lists are made the same way.
  const form = (fields, cookie) =>
    fetch(`${base}/menu-perso.data?semaine=${monday}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: base,
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(fields).toString(),
    });
  // The answers autocannon left queued are served first.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const cookies = [];
  for (let index = 0; index < liveLists; index += 10) {
    const made = await Promise.all(
      Array.from({ length: Math.min(10, liveLists - index) }, async () => {
        const response = await form({
          intent: "add",
          semaine: monday,
          day: monday,
          type: "dinner",
          recette: "poulet-roti",
          portions: "4",
        });
        await response.arrayBuffer();
        const cookie = response.headers.getSetCookie().find((value) => value.startsWith("toque_menu="));
        if (!cookie) throw new Error(`pas de liste créée : ${response.status}`);
        return cookie.split(";")[0];
      }),
    );
    cookies.push(...made);
  }
  const page = await (
    await fetch(`${base}/menu-perso?semaine=${monday}`, { headers: { cookie: cookies[0] } })
  ).text();
  const articles = [...page.matchAll(/name="article" value="([^"]+)"/g)].map((match) => match[1]);
  if (articles.length === 0) throw new Error("liste de courses vide");

  const rssBefore = rssMb();
  const controller = new AbortController();
  const waiting = new Map();
  const streams = await Promise.all(
    cookies.map(async (cookie, list) => {
      const response = await fetch(`${base}/api/liste-de-courses/direct`, {
        headers: { cookie, accept: "text/event-stream", "accept-encoding": headers["accept-encoding"] },
        signal: controller.signal,
      });
      if (response.status !== 200) throw new Error(`flux refusé : ${response.status}`);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      await reader.read();
      void (async () => {
        try {
          while (true) {
            const { value, done } = await reader.read();
            if (done) return;
            const at = performance.now();
            for (let count = value.split("event: liste").length - 1; count > 0; count--)
              waiting.get(list)?.shift()?.(at);
          }
        } catch {
          // Closed at the end of the run.
        }
      })();
      return reader;
    }),
  );
  const rssOpen = rssMb();
  let peak = rssOpen;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 250);
  const delivery = [];
  const answer = [];
  const total = Math.max(1, Math.round(duration * liveRate));
  const ticks = [];
  const started = performance.now();
  for (let index = 0; index < total; index++) {
    const wait = started + (index * 1000) / liveRate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const list = index % cookies.length;
    const round = Math.floor(index / cookies.length);
    const sent = performance.now();
    // A list's events come in the order its ticks were written: the first waiting takes the first.
    const received = new Promise((resolve) => {
      const queue = waiting.get(list) ?? [];
      waiting.set(list, queue);
      const taker = (at) => {
        clearTimeout(timer);
        resolve(at);
      };
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(taker), 1);
        resolve(undefined);
      }, 30_000);
      queue.push(taker);
    });
    ticks.push(
      (async () => {
        const response = await form(
          {
            intent: "tick",
            semaine: monday,
            article: articles[round % articles.length],
            coche: round % 2 === 0 ? "1" : "0",
          },
          cookies[list],
        );
        await response.arrayBuffer();
        answer.push(performance.now() - sent);
        const at = await received;
        if (at !== undefined) delivery.push(at - sent);
      })(),
    );
  }
  await Promise.all(ticks);
  clearInterval(sampler);
  controller.abort();
  await Promise.all(streams.map((reader) => reader.cancel().catch(() => undefined)));
  // The server notices the closed streams and lets their listeners go.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return {
    lists: cookies.length,
    rate: liveRate,
    sent: total,
    delivered: delivery.length,
    delivery: summary(delivery.map((value) => Math.round(value))),
    answer: summary(answer.map((value) => Math.round(value))),
    rssBefore,
    rssOpen,
    rssPeak: Math.max(peak, rssOpen),
    rssAfter: rssMb(),
  };
}

/** The Monday of next week (Paris is within a day of UTC): its whole list is still to buy. */
function nextMonday() {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 7 - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

function run(pathname, connections, seconds) {
  return autocannon({ url: `${base}${pathname}`, connections, duration: seconds, headers });
}

/** The server's resident memory in MB, from /proc (Linux). */
function rssMb() {
  const status = fs.readFileSync(`/proc/${server.pid}/status`, "utf8");
  return Math.round(Number(status.match(/VmRSS:\s+(\d+)/)[1]) / 1024);
}

/** The server's processor time so far (user + system), in ms, from /proc (Linux). */
function cpuMs() {
  const fields = fs.readFileSync(`/proc/${server.pid}/stat`, "utf8").split(") ")[1].split(" ");
  // utime and stime, fields 14 and 15 of the line, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
