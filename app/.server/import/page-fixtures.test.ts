import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { splitIngredientLine } from "~/domain/import/ingredient-line";
import { draftFromPage } from "./read-page";

/**
 * Every page of tests/fixtures/import (one folder per shape of the web a page can take),
 * read as the URL import reads it, against the extraction written beside it. The pass rate
 * by shape is printed, so a change that helps one shape and hurts another shows at once.
 */
const root = path.resolve(import.meta.dirname, "../../../tests/fixtures/import/pages");
const fixtures = readdirSync(root).flatMap((shape) =>
  readdirSync(path.join(root, shape))
    .filter((file) => file.endsWith(".html"))
    .map((file) => ({ shape, name: file.replace(/\.html$/, ""), dir: path.join(root, shape) })),
);
const passed = new Map<string, { pass: number; total: number }>();

describe("import of the fixture pages", () => {
  it.each(fixtures)("$shape / $name", ({ shape, name, dir }) => {
    const tally = passed.get(shape) ?? { pass: 0, total: 0 };
    passed.set(shape, tally);
    tally.total += 1;
    const html = readFileSync(path.join(dir, `${name}.html`), "utf8");
    const expected = JSON.parse(readFileSync(path.join(dir, `${name}.expected.json`), "utf8")) as {
      title: string;
      servings: string;
      prepMinutes: string;
      cookMinutes: string;
      ingredients: string[];
      steps: string[];
    };
    const draft = draftFromPage(html, `https://exemple.test/${shape}/${name}`);
    expect(
      draft && {
        title: draft.title,
        servings: draft.servings,
        prepMinutes: draft.prepMinutes,
        cookMinutes: draft.cookMinutes,
        ingredients: draft.ingredients,
        steps: draft.steps,
      },
    ).toEqual({ ...expected, ingredients: expected.ingredients.map(splitIngredientLine) });
    tally.pass += 1;
  });

  afterAll(() => {
    const total = [...passed.values()].reduce(
      (sum, { pass, total }) => [sum[0]! + pass, sum[1]! + total],
      [0, 0],
    );
    const lines = [...passed].map(([shape, { pass, total }]) => `  ${shape.padEnd(30)} ${pass}/${total}`);
    console.log(`Fixture pages read as expected: ${total[0]}/${total[1]}\n${lines.join("\n")}`);
  });
});
