import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The repository carries its own map: code and decision records cite only what it holds
 * (docs/ARCHITECTURE.md, docs/decisions/), so that a newcomer can follow every reference.
 */

const root = path.resolve(import.meta.dirname, "../..");
const tracked = execFileSync(
  "git",
  ["ls-files", "app", "server", "docs", "bench", "scripts", "tests", "README.md"],
  {
    cwd: root,
    encoding: "utf8",
  },
)
  .split("\n")
  .filter((file) => /\.(ts|tsx|mjs|js|md)$/.test(file) && file !== "tests/repository/citations.test.ts");
const texts = tracked
  .filter((file) => fs.existsSync(path.join(root, file)))
  .map((file) => ({ file, text: fs.readFileSync(path.join(root, file), "utf8") }));
const decisions = new Set(
  fs.readdirSync(path.join(root, "docs/decisions")).flatMap((name) => name.match(/^\d{4}/) ?? []),
);

describe("les références du code", () => {
  it("ne citent aucun document hors du dépôt", () => {
    const outside = texts.flatMap(({ file, text }) =>
      [
        ...text.matchAll(/\b(?:DESIGN|spec) §|DESIGN\.md|product-spec|\.\.\/shared\/(?:spec|DESIGN|STYLE)/g),
      ].map((match) => `${file}: ${match[0]}`),
    );
    expect(outside).toEqual([]);
  });

  it("ne citent que des décisions qui existent", () => {
    const missing = texts.flatMap(({ file, text }) =>
      [...text.matchAll(/(?:decisions?\/|[Dd]ecision |[Dd]écision )(\d{4})/g)]
        .filter((match) => !decisions.has(match[1]!))
        .map((match) => `${file}: ${match[0]}`),
    );
    expect(missing).toEqual([]);
  });

  it("l'index des décisions les liste toutes", () => {
    const index = fs.readFileSync(path.join(root, "docs/decisions/README.md"), "utf8");
    const listed = new Set([...index.matchAll(/\[(\d{4})\]\(/g)].map((match) => match[1]));
    expect([...decisions].filter((number) => !listed.has(number))).toEqual([]);
  });
});
