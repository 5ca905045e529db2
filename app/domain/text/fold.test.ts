import { describe, expect, it } from "vitest";
import { foldText, hasAccent, lowerFrench, slugify, stripAccents } from "./fold";

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
});

describe("slugify", () => {
  it("makes an id for a URL", () => {
    expect(slugify("Bœuf bourguignon")).toBe("boeuf-bourguignon");
    expect(slugify("Planter's Punch")).toBe("planter-s-punch");
    expect(slugify("  Pâté en croûte ")).toBe("pate-en-croute");
  });
});
