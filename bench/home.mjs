// `npm run bench:home`: how heavy `/` is for whoever cooks with Toque. Starts the production build
// as `npm start` does, on a fresh SQLite base, and seeds three people through the forms, as a
// browser would: a member with this week planned, its shopping list, a pantry of 30 foods and 20
// recipes saved; a visitor with a menu this week; a newcomer (the landing page). Then times `/` for
// each, one request at a time, interleaved with the floor: `/healthz` (an empty React Router
// handler) and a static file. Each row gives p50/p95 and its p50 as a multiple of the floor's,
// which other work on a shared machine moves far less than the milliseconds.
//
// BENCH_HOME_BASELINE=<folder>: a second checkout (say, `git archive <commit>` with node_modules
// linked) built and seeded the same way, measured in the same run, rounds interleaved, so that
// « before » and « after » share the machine's load.
// BENCH_SERVER_FLAGS: Node flags for the server (a profile).
// BENCH_REQUESTS (per row, default 200), BENCH_NO_RECORD=1 to print only, BENCH_SMOKE=1 tiny.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { recordResults, smoke } from "./results.mjs";
import { freePort, summary, waitForServer } from "./stats.mjs";

const root = path.resolve(import.meta.dirname, "..");
const requests = smoke ? 5 : Number(process.env.BENCH_REQUESTS ?? 200);
const baselineRoot = process.env.BENCH_HOME_BASELINE
  ? path.resolve(process.env.BENCH_HOME_BASELINE)
  : undefined;
const PANTRY =
  "œufs, lait, farine, beurre, sucre, sel, poivre, huile d'olive, ail, oignons, carottes, pommes de terre, " +
  "tomates, courgettes, poivrons, riz, pâtes, crème fraîche, gruyère, parmesan, lardons, jambon, poulet, " +
  "citron, persil, thym, laurier, moutarde, vinaigre, échalotes";
const SAVED_RECIPES = 20;
const password = "pot-au-feu-du-mardi";
let ipCounter = 0;

buildIfNeeded();
if (baselineRoot) buildBaseline(baselineRoot);

const servers = [];
const loadBefore = os.loadavg()[0];
try {
  if (baselineRoot) servers.push(await started("avant", baselineRoot));
  servers.push(await started(baselineRoot ? "après" : "", root));
  for (const server of servers) server.people = await seed(server);

  const rows = [];
  for (const server of servers) {
    const label = (name) => (server.label ? `${name} (${server.label})` : name);
    rows.push(
      { server, name: label("Plancher : /healthz"), path: "/healthz", floor: true },
      { server, name: label("Fichier statique : /favicon.svg"), path: "/favicon.svg" },
      { server, name: label("/ nouveau visiteur (présentation)"), path: "/" },
      { server, name: label("/ visiteur avec un menu"), path: "/", cookie: server.people.visitor },
      {
        server,
        name: label("/ membre (semaine, liste, garde-manger, 20 recettes)"),
        path: "/",
        cookie: server.people.member,
      },
    );
  }
  // Warm-up: the JIT and the caches settle before anything counts.
  for (let round = 0; round < Math.min(20, requests); round++) for (const row of rows) await timed(row);
  for (const row of rows) row.times = [];
  // Interleaved rounds: a burst of load elsewhere falls on every row alike.
  for (let round = 0; round < requests; round++) for (const row of rows) row.times.push(await timed(row));

  const results = rows.map((row) => {
    const floor = rows.find((other) => other.floor && other.server === row.server);
    const stats = summary(row.times);
    const floorP50 = summary(floor.times).p50;
    return { ligne: row.name, ...stats, ratio: Math.round((stats.p50 / floorP50) * 10) / 10 };
  });
  console.table(results);
  const table = [
    "| Requête | n | p50 (ms) | p95 (ms) | p50 ÷ plancher |",
    "|---|---|---|---|---|",
    ...results.map((row) => `| ${row.ligne} | ${row.n} | ${row.p50} | ${row.p95} | ${row.ratio} |`),
  ].join("\n");
  const note =
    `\n\nUne requête à la fois, ${requests} par ligne, lignes entrelacées, après 20 tours de mise en route ; ` +
    "Toque lancé comme par `npm start`, base SQLite neuve, peuplée par les formulaires. Le plancher est " +
    "`/healthz`, une route React Router sans rien dedans. " +
    (baselineRoot
      ? "« avant » : le commit d'avant ce travail, construit à part et mesuré dans la même exécution. "
      : "") +
    `Charge moyenne de la machine (1 min) au début : ${loadBefore.toFixed(1)}, à la fin : ${os.loadavg()[0].toFixed(1)}.`;
  if (process.env.BENCH_NO_RECORD !== "1") recordResults("home", table + note);
  if (smoke && results.some((row) => Number.isNaN(row.p50))) process.exitCode = 1;
} finally {
  for (const server of servers) await server.stop();
}

async function timed(row) {
  const start = performance.now();
  const response = await fetch(`${row.server.base}${row.path}`, {
    headers: { accept: "text/html", ...(row.cookie ? { cookie: row.cookie } : {}) },
  });
  await response.arrayBuffer();
  const elapsed = performance.now() - start;
  if (!response.ok) throw new Error(`${row.name} répond ${response.status}`);
  return elapsed;
}

function buildBaseline(folder) {
  const result = spawnSync(
    process.execPath,
    ["-e", 'import("./scripts/build-if-needed.mjs").then((module) => module.buildIfNeeded())'],
    { cwd: folder, stdio: "inherit" },
  );
  if (result.status !== 0) throw new Error(`La construction de ${folder} a échoué.`);
}

async function started(label, folder) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "toque-bench-home-"));
  const startCommand = JSON.parse(
    fs.readFileSync(path.join(folder, "package.json"), "utf8"),
  ).scripts.start.split(" ");
  // BENCH_SERVER_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server (Node refuses it in NODE_OPTIONS).
  const flags = (process.env.BENCH_SERVER_FLAGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...flags, ...startCommand.slice(1)], {
    cwd: folder,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
    },
    stdio: "inherit",
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForServer(`${base}/healthz`);
  return {
    label,
    base,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Each form from its own address: sign-up and saving are rate limited per address. */
function post(server, pathname, fields, cookie) {
  ipCounter += 1;
  return fetch(`${server.base}${pathname}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: server.base,
      "x-forwarded-for": `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

function cookieNamed(response, test) {
  const cookie = response.headers.getSetCookie().find(test);
  if (!cookie) throw new Error(`pas de cookie (${response.status})`);
  return cookie.split(";")[0];
}

async function seed(server) {
  const monday = mondayInParis();
  const signup = await post(server, "/signup", {
    name: "Margaux Petit",
    email: `margaux-${Date.now()}@exemple.fr`,
    password,
    confirmPassword: password,
  });
  const member = cookieNamed(signup, (value) => value.includes("session_token="));
  const plan = { intent: "generate", semaine: monday, portions: "2" };
  const planned = await post(server, "/menu-perso", plan, member);
  if (planned.status !== 200) throw new Error(`semaine non planifiée : ${planned.status}`);
  const stocked = await post(server, "/garde-manger", { intent: "add", ingredients: PANTRY }, member);
  if (stocked.status >= 400) throw new Error(`garde-manger refusé : ${stocked.status}`);
  const catalogue = await (await fetch(`${server.base}/nos-recettes`)).text();
  const ids = [
    ...new Set([...catalogue.matchAll(/href="\/recette\/([a-z0-9-]+)"/g)].map((match) => match[1])),
  ];
  for (const id of ids.slice(0, SAVED_RECIPES)) {
    const saved = await post(server, `/recette/${id}`, { intent: "save", recipeId: id }, member);
    if (saved.status >= 400) throw new Error(`recette ${id} non sauvegardée : ${saved.status}`);
  }
  const home = await (await fetch(`${server.base}/`, { headers: { cookie: member } })).text();
  if (home.match(/% des ingrédients chez vous/g)?.length !== 3) throw new Error("« Aujourd'hui » incomplet");
  const visitor = cookieNamed(await post(server, "/menu-perso", plan), (value) =>
    value.startsWith("toque_menu="),
  );
  return { member, visitor };
}

/** This week's Monday in Paris, as Menu Perso names a week. */
function mondayInParis() {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
  const day = new Date(`${parts}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}
