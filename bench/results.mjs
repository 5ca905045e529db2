// Keeps bench/RESULTS.md: one section per benchmark, replaced at each run.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const file = path.join(import.meta.dirname, "RESULTS.md");

/**
 * BENCH_SMOKE=1 (`npm run bench:smoke`, part of `npm test`): each bench runs at a tiny size, only
 * to prove it still works end to end; its figures mean nothing.
 */
export const smoke = process.env.BENCH_SMOKE === "1";

export function recordResults(name, markdown) {
  // A smoke run's figures would replace the real ones.
  if (smoke) return;
  const current = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "# Résultats des benchmarks\n";
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const stamp = `_${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${os.cpus().length} cœurs, Node ${process.version}_`;
  const section = `${start}\n## bench:${name}\n\n${stamp}\n\n${markdown}\n${end}`;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  const next = pattern.test(current)
    ? current.replace(pattern, section)
    : `${current.trimEnd()}\n\n${section}\n`;
  fs.writeFileSync(file, next);
}
