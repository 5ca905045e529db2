// `node bench/compression.mjs`: compression settings for Toque's pages, measured alone
// (docs/decisions/0016-compression.md). Each setting runs in a fresh Node process that
// compresses real pages (fetched once from a running Toque, or from BENCH_URL) through zlib's
// streams, 50 at a time as the server does at 50 connections, for a fixed number of answers;
// it reports the processor time per answer (main thread and zlib's thread pool together),
// the compressed size, and the process's memory (RSS) before and after.
//
// BENCH_ANSWERS (default 3000), BENCH_URL (a running Toque; otherwise one is started).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { Readable, Writable } from "node:stream";
import zlib from "node:zlib";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { waitForServer } from "./stats.mjs";

const settings = {
  "brotli q4, fenêtre 4 Mo (compression() par défaut)": () =>
    zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  "brotli q4, fenêtre 256 Ko": () =>
    zlib.createBrotliCompress({
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 },
    }),
  "brotli q1, fenêtre 256 Ko": () =>
    zlib.createBrotliCompress({
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 },
    }),
  "gzip 6 (par défaut)": () => zlib.createGzip(),
  "gzip 4": () => zlib.createGzip({ level: 4 }),
  "gzip 1": () => zlib.createGzip({ level: 1 }),
};

if (process.argv[2] === "--child") {
  await child(process.argv[3]);
} else {
  await parent();
}

async function parent() {
  const root = path.resolve(import.meta.dirname, "..");
  let server;
  let dataDir;
  let base = process.env.BENCH_URL;
  if (!base) {
    buildIfNeeded();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "toque-bench-compression-"));
    const port = 3000 + Math.floor(Math.random() * 2000) + 30_000;
    server = spawn(process.execPath, ["server.js"], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: "error",
      },
      stdio: "inherit",
    });
    base = `http://127.0.0.1:${port}`;
  }
  const pagesFile = path.join(os.tmpdir(), `toque-pages-${process.pid}.json`);
  try {
    await waitForServer(`${base}/healthz`);
    const pages = [];
    for (const pathname of ["/", "/nos-recettes?q=poulet", "/recette/poulet-roti"]) {
      pages.push(
        await (await fetch(`${base}${pathname}`, { headers: { "accept-encoding": "identity" } })).text(),
      );
    }
    fs.writeFileSync(pagesFile, JSON.stringify(pages));
  } finally {
    server?.kill("SIGTERM");
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const rows = [];
  for (const name of Object.keys(settings)) {
    const output = await new Promise((resolve, reject) => {
      const run = spawn(process.execPath, [import.meta.filename, "--child", name], {
        env: { ...process.env, PAGES_FILE: pagesFile },
        stdio: ["ignore", "pipe", "inherit"],
      });
      let text = "";
      run.stdout.on("data", (data) => (text += data));
      run.on("exit", (code) => (code === 0 ? resolve(text) : reject(new Error(`${name} : code ${code}`))));
    });
    rows.push({ réglage: name, ...JSON.parse(output) });
    console.log(rows.at(-1));
  }
  fs.rmSync(pagesFile, { force: true });
  console.table(rows);
}

async function child(name) {
  const pages = JSON.parse(fs.readFileSync(process.env.PAGES_FILE, "utf8")).map((page) => Buffer.from(page));
  const answers = Number(process.env.BENCH_ANSWERS ?? 3000);
  const concurrency = 50;
  const create = settings[name];
  const rss = () => Math.round(process.memoryUsage.rss() / 1024 / 1024);
  // React streams a page in pieces of a few kilobytes: so do we.
  const pieces = (page) => {
    const list = [];
    for (let offset = 0; offset < page.length; offset += 8192)
      list.push(page.subarray(offset, offset + 8192));
    return list;
  };
  let bytesIn = 0;
  let bytesOut = 0;
  let next = 0;
  const compressOne = async () => {
    const page = pages[next % pages.length];
    next++;
    bytesIn += page.length;
    await pipeline(
      Readable.from(pieces(page)),
      create(),
      new Writable({
        write(chunk, _encoding, callback) {
          bytesOut += chunk.length;
          setImmediate(callback);
        },
      }),
    );
  };
  // Warm-up, then the measure.
  for (let index = 0; index < 100; index++) await compressOne();
  bytesIn = 0;
  bytesOut = 0;
  next = 0;
  const rssBefore = rss();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rss())), 100);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let launched = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (launched < answers) {
        launched++;
        await compressOne();
      }
    }),
  );
  const elapsed = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(sampler);
  process.stdout.write(
    JSON.stringify({
      "ms processeur / réponse": Math.round(((cpu.user + cpu.system) / 1000 / answers) * 100) / 100,
      "réponses/s": Math.round((answers / elapsed) * 1000),
      "taille compressée (%)": Math.round((bytesOut / bytesIn) * 1000) / 10,
      "RSS avant (Mo)": rssBefore,
      "RSS au plus haut (Mo)": Math.max(rssPeak, rss()),
      "RSS après (Mo)": rss(),
    }),
  );
}
