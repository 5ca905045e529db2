// `npm run bench:load`: Toque's pages under load. Starts the production build as `npm start`
// does (same Node flags), on a free port, then runs autocannon on the landing page, a
// catalogue search and a recipe page, at 10 and 50 connections. The client asks for
// compressed answers as a browser does, so that compression is part of what is measured.
// Prints requests per second, p50/p99 latency and the server's memory (RSS) before, at its
// peak and after each run, and records them in bench/RESULTS.md.
//
// BENCH_DURATION (seconds per run, default 20), BENCH_CONNECTIONS (default "10,50"),
// BENCH_PATHS (comma-separated, default the three pages), BENCH_NO_RECORD=1 to print only,
// BENCH_SMOKE=1 for one second per run.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { recordResults, smoke } from "./results.mjs";
import { freePort, waitForServer } from "./stats.mjs";

const root = path.resolve(import.meta.dirname, "..");
const duration = smoke ? 1 : Number(process.env.BENCH_DURATION ?? 20);
const connectionCounts = (process.env.BENCH_CONNECTIONS ?? "10,50").split(",").map(Number);
const paths = (process.env.BENCH_PATHS ?? "/,/nos-recettes?q=poulet,/recette/poulet-roti").split(",");
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
const note =
  `\n\nautocannon, ${duration} s par ligne, après ${Math.min(5, duration)} s de mise en route ; en-tête ` +
  "`Accept-Encoding: gzip, deflate, br, zstd` comme Chromium. Toque lancé comme par `npm start`, base SQLite neuve, " +
  `chef hors ligne ; client et serveur sur la même machine. RSS du serveur au démarrage : ${startRss} Mo. ` +
  `Charge moyenne de la machine (1 min) au début : ${loadBefore.toFixed(1)}, à la fin : ${os.loadavg()[0].toFixed(1)} ` +
  "(sur une machine partagée, le temps processeur du serveur par réponse varie moins que les requêtes par seconde).";
if (process.env.BENCH_NO_RECORD !== "1") recordResults("load", table + note);
// Nobody reads a smoke run's table: a page that fails under load has to fail the run.
if (smoke && rows.some((row) => row.errors > 0)) {
  console.error("Des requêtes ont échoué pendant la charge.");
  process.exitCode = 1;
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
