import { describe, expect, it } from "vitest";
import { foldByRules, foldText, hasAccent, lowerFrench, slugify, stripAccents } from "./fold";

describe("lowerFrench", () => {
  it("lower-cases, spells ligatures out and keeps one apostrophe and one kind of space", () => {
    expect(lowerFrench("Œufs d’Élise\u00a0!")).toBe("oeufs d'élise !");
    expect(lowerFrench("Cæsar")).toBe("caesar");
  });
});

describe("stripAccents", () => {
  it("keeps one character for one", () => {
    const text = "crème brûlée à l'ancienne, façon maïs";
    expect(stripAccents(text)).toBe("creme brulee a l'ancienne, facon mais");
    expect(stripAccents(text)).toHaveLength(text.length);
  });

  it("folds capitals and letters outside French too", () => {
    expect(stripAccents("Épinards Ñandú Ōmi")).toBe("Epinards Nandu Omi");
  });

  it("leaves letters without a base letter alone", () => {
    expect(stripAccents("ø ß")).toBe("ø ß");
  });
});

describe("hasAccent", () => {
  it("tells accented letters from plain ones", () => {
    expect(hasAccent("é")).toBe(true);
    expect(hasAccent("e")).toBe(false);
    expect(hasAccent("œ")).toBe(false);
  });
});

describe("foldText", () => {
  it("keeps letters and digits, lower case and without accents, separated by single spaces", () => {
    expect(foldText("  Crème brûlée, façon Œuf ! ")).toBe("creme brulee facon oeuf");
    expect(foldText("Côtes-du-Rhône 2019")).toBe("cotes du rhone 2019");
    expect(foldText("Gigot d’Agneau")).toBe("gigot d agneau");
    expect(foldText("ÉPICÉ")).toBe("epice");
  });

  it("folds every character, and any mix of them, as its rules do over the whole text", () => {
    for (let code = 0; code <= 0xffff; code++) {
      const character = String.fromCharCode(code);
      expect(foldText(`Ab${character}Cé ${character}`), `U+${code.toString(16)}`).toBe(
        foldByRules(`Ab${character}Cé ${character}`),
      );
    }
    // Decomposed accents, Turkish capitals, astral letters and emoji, French punctuation.
    const pieces = [
      "e\u0301",
      "İ",
      "ı",
      "K",
      "𐐀",
      "🍅",
      "’",
      "\u202f",
      "«",
      "œ",
      "Æ",
      "½",
      " ",
      "-",
      "a",
      "Z",
      "9",
    ];
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let round = 0; round < 2000; round++) {
      const text = Array.from({ length: next() % 12 }, () => pieces[next() % pieces.length]).join("");
      expect(foldText(text), JSON.stringify(text)).toBe(foldByRules(text));
    }
  });
});

describe("slugify", () => {
  it("makes an id for a URL", () => {
    expect(slugify("Bœuf bourguignon")).toBe("boeuf-bourguignon");
    expect(slugify("Planter's Punch")).toBe("planter-s-punch");
    expect(slugify("  Pâté en croûte ")).toBe("pate-en-croute");
  });
});
