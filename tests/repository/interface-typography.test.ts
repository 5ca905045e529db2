import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, SCANNED, filesUnder, isProse, mistakesOf, textsOf } from "./interface-texts";

describe("French typography in the interface", () => {
  it("puts the no-break spaces of French typography in every text a person reads", () => {
    const problems = SCANNED.flatMap(filesUnder)
      .flatMap(textsOf)
      .filter((found) => isProse(found.text) || found.afterValue !== undefined)
      .flatMap((found) => mistakesOf(found).map((mistake) => `${found.where} : ${mistake}`));
    expect(problems, `${problems.length} fautes de typographie\n${problems.join("\n")}\n`).toEqual([]);
    // Parsing some 600 files takes seconds on a busy host.
  }, 60_000);

  it("finds a missing space in JSX, in a string and in a template, and leaves code alone", () => {
    const sample = path.join(ROOT, "tests/repository/fixtures/typography-sample.tsx");
    const problems = textsOf(sample)
      .filter((found) => isProse(found.text) || found.afterValue !== undefined)
      .flatMap(mistakesOf);
    expect(problems).toHaveLength(4);
  });
});
