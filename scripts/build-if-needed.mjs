// Builds the app when the build is missing or older than any source it comes from.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const buildEntry = path.join(root, "build/server/index.js");
const sources = [
  "app",
  "server",
  "public",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "scripts/build-service-worker.mjs",
];

function newestChange(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

export function buildIfNeeded() {
  const built = fs.statSync(buildEntry, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const changed = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
  if (built > changed) return;
  console.log(built ? "Sources modifiées : reconstruction de Toque…" : "Première construction de Toque…");
  const result = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"],
    {
      cwd: root,
      stdio: "inherit",
      // Always a production build: under Vitest NODE_ENV is "test", which would ship React's
      // development bundles (three times larger) to the browser.
      env: { ...process.env, NODE_ENV: "production" },
    },
  );
  // The service worker is built from the app's own build (its precache lists the build's files).
  const worker =
    result.status === 0
      ? spawnSync(process.execPath, [path.join(root, "scripts/build-service-worker.mjs")], {
          cwd: root,
          stdio: "inherit",
          env: { ...process.env, NODE_ENV: "production" },
        })
      : result;
  if (worker.status !== 0) {
    console.error("La construction a échoué.");
    process.exit(worker.status ?? 1);
  }
}
