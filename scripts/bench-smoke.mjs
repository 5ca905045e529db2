// `npm run bench:smoke`: every `bench:*` script of package.json, one after the other, at a tiny
// size (BENCH_SMOKE=1, see bench/results.mjs), so that a bench the app has outgrown fails here
// and not weeks later. Prints each one's duration and status; exits non-zero if one failed.
// Benches can be named: `node scripts/bench-smoke.mjs bench:search bench:load`.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "../bench/stats.mjs";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { ensureChromium } from "./ensure-chromium.mjs";

const root = path.resolve(import.meta.dirname, "..");
const { scripts } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
const all = Object.keys(scripts).filter((name) => name.startsWith("bench:") && name !== "bench:smoke");
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !all.includes(name));
if (unknown.length > 0) {
  console.error(`Benchmarks inconnus : ${unknown.join(", ")} (connus : ${all.join(", ")}).`);
  process.exit(1);
}
const benches = asked.length > 0 ? asked : all;
// A smoke run takes seconds: one that hangs (a server left open keeps Node alive) is a failure too.
const TIME_LIMIT_MS = 4 * 60_000;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const started = performance.now();
// Built once here, so that the first bench's time does not include the build.
buildIfNeeded();
ensureChromium();

const results = [];
for (const name of benches) {
  process.stdout.write(`${name}… `);
  const result = await runBench(name);
  results.push({ name, ...result });
  console.log(`${result.ok ? "✓" : "✖"} ${seconds(result.ms)}${result.reason ? ` (${result.reason})` : ""}`);
  // A passing bench's figures mean nothing at this size: only a failing one's output is shown.
  if (!result.ok) process.stdout.write(result.output);
}

const failed = results.filter((result) => !result.ok);
console.table(
  Object.fromEntries(
    results.map(({ name, ok, ms }) => [name, { statut: ok ? "réussi" : "échec", durée: seconds(ms) }]),
  ),
);
console.log(`Benchmarks à petite taille : ${seconds(performance.now() - started)} en tout.`);
if (failed.length > 0) {
  console.error(`En échec : ${failed.map((result) => result.name).join(", ")}.`);
  process.exit(1);
}

/** Runs `npm run <name>` as a developer would, in its own process group so that a hung bench and its servers can all be stopped. */
async function runBench(name) {
  const begun = performance.now();
  // bench:web listens on a fixed port unless told otherwise: another worktree's bench may hold it.
  const env = { ...process.env, BENCH_SMOKE: "1", BENCH_PORT: String(await freePort()) };
  const child = spawn("npm", ["run", "--silent", name], {
    cwd: root,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    process.kill(-child.pid, "SIGKILL");
  }, TIME_LIMIT_MS);
  const [code, signal] = await new Promise((resolve) =>
    child.once("close", (exitCode, exitSignal) => resolve([exitCode, exitSignal])),
  );
  clearTimeout(timer);
  const ms = performance.now() - begun;
  if (timedOut) return { ok: false, ms, output, reason: `arrêté après ${seconds(TIME_LIMIT_MS)}` };
  if (code !== 0) return { ok: false, ms, output, reason: signal ? `signal ${signal}` : `code ${code}` };
  return { ok: true, ms, output };
}
