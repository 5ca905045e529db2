import { describe, expect, it } from "vitest";
import { noun, withA, withArticle, withDe } from "./french";

describe("French articles", () => {
  it.each([
    [noun("magret", "m"), "le magret", "du magret", "au magret"],
    [noun("sole", "f"), "la sole", "de la sole", "à la sole"],
    [noun("agneau", "m"), "l'agneau", "de l'agneau", "à l'agneau"],
    [noun("huîtres", "fp"), "les huîtres", "des huîtres", "aux huîtres"],
    [noun("œufs", "mp"), "les œufs", "des œufs", "aux œufs"],
    [noun("homard", "m"), "le homard", "du homard", "au homard"],
    [noun("herbe", "f", true), "l'herbe", "de l'herbe", "à l'herbe"],
  ])("%o", (phrase, article, de, a) => {
    expect(withArticle(phrase)).toBe(article);
    expect(withDe(phrase)).toBe(de);
    expect(withA(phrase)).toBe(a);
  });
});
