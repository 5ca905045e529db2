import { describe, expect, it } from "vitest";
import {
  agree,
  capitalise,
  demonstrative,
  elides,
  guessGender,
  guessNoun,
  joinList,
  ofBare,
  ofThe,
  partitive,
  toThe,
  withDefinite,
  type Noun,
} from "./french";
import { frenchMistakes, typographyMistakes } from "./french-check";

const noun = (singular: string, gender: "m" | "f", plural = `${singular}s`): Noun => ({
  singular,
  plural,
  gender,
});

const oignon = noun("oignon", "m");
const tomate = noun("tomate", "f");
const huile = noun("huile d'olive", "f", "huiles d'olive");
const haricot = noun("haricot vert", "m", "haricots verts");
const yaourt = noun("yaourt", "m");
const beurre = noun("beurre", "m");
const herbes = noun("herbes de Provence", "f", "herbes de Provence");
const oeuf = noun("œuf", "m");

describe("elision", () => {
  it.each([
    ["oignon", true],
    ["huile", true],
    ["herbe", true],
    ["œuf", true],
    ["échalote", true],
    ["haricot", false],
    ["hareng", false],
    ["homard", false],
    ["yaourt", false],
    ["tomate", false],
    ["ylang-ylang", true],
  ])("%s → %s", (word, expected) => {
    expect(elides(word)).toBe(expected);
  });
});

describe("articles and contractions", () => {
  it("writes the definite article with elision and the h aspiré", () => {
    expect(withDefinite(oignon)).toBe("l'oignon");
    expect(withDefinite(tomate)).toBe("la tomate");
    expect(withDefinite(huile)).toBe("l'huile d'olive");
    expect(withDefinite(haricot)).toBe("le haricot vert");
    expect(withDefinite(haricot, true)).toBe("les haricots verts");
    expect(withDefinite(yaourt)).toBe("le yaourt");
  });

  it("contracts « de » and « à » with the article", () => {
    expect(ofThe(beurre)).toBe("du beurre");
    expect(ofThe(tomate)).toBe("de la tomate");
    expect(ofThe(oignon)).toBe("de l'oignon");
    expect(ofThe(oeuf, true)).toBe("des œufs");
    expect(partitive(huile)).toBe("de l'huile d'olive");
    expect(toThe(noun("thym", "m"))).toBe("au thym");
    expect(toThe(noun("cannelle", "f"))).toBe("à la cannelle");
    expect(toThe(noun("ail", "m"))).toBe("à l'ail");
    expect(toThe(herbes, true)).toBe("aux herbes de Provence");
    expect(toThe(noun("cerise", "f"), true)).toBe("aux cerises");
  });

  it("elides a bare « de » as in a dish name", () => {
    expect(ofBare("oignon")).toBe("d'oignon");
    expect(ofBare("courgettes")).toBe("de courgettes");
    expect(ofBare("haricots verts")).toBe("de haricots verts");
    expect(ofBare("ail")).toBe("d'ail");
  });

  it("uses « cet » before a vowel", () => {
    expect(demonstrative(oignon)).toBe("cet oignon");
    expect(demonstrative(haricot)).toBe("ce haricot vert");
    expect(demonstrative(tomate)).toBe("cette tomate");
    expect(demonstrative(tomate, true)).toBe("ces tomates");
  });
});

describe("agreement, lists and capitals", () => {
  it("agrees with the quantity as French counts", () => {
    expect(agree(1, "tranche", "tranches")).toBe("tranche");
    expect(agree(1.5, "tranche", "tranches")).toBe("tranche");
    expect(agree(2, "tranche", "tranches")).toBe("tranches");
  });

  it("joins lists with a comma and « et »", () => {
    expect(joinList([])).toBe("");
    expect(joinList(["tomates"])).toBe("tomates");
    expect(joinList(["tomates", "oignon"])).toBe("tomates et oignon");
    expect(joinList(["tomates", "oignon", "ail"])).toBe("tomates, oignon et ail");
    expect(joinList(["riz", "quinoa"], "ou")).toBe("riz ou quinoa");
  });

  it("capitalises the first letter, ligatures included", () => {
    expect(capitalise("œufs brouillés")).toBe("Œufs brouillés");
    expect(capitalise("épluchez")).toBe("Épluchez");
  });
});

describe("words the lexicon does not know", () => {
  it("guesses gender and number from the ending", () => {
    expect(guessGender("tapenade")).toBe("f");
    expect(guessGender("fromage")).toBe("m");
    expect(guessGender("zorglub")).toBe("m");
    expect(guessNoun("Pistaches").plural).toBe(true);
    expect(guessNoun("ananas").plural).toBe(false);
    expect(guessNoun("Pistaches").noun.singular).toBe("pistaches");
    expect(guessNoun("IGP").noun.singular).toBe("IGP");
  });
});

describe("frenchMistakes", () => {
  it("finds missing elisions and contractions", () => {
    expect(frenchMistakes("Ajoutez le oignon.")).toEqual(["le oignon"]);
    expect(frenchMistakes("Un peu de les carottes.")).toEqual(["de les"]);
    expect(frenchMistakes("Servez à le dessert.")).toEqual(["à le"]);
    expect(frenchMistakes("Ajoutez l'haricot.")).toEqual(["l'haricot"]);
  });

  it("accepts correct French, the h aspiré and a y before a vowel", () => {
    expect(
      frenchMistakes("Faites chauffer la poêle à feu vif, puis ajoutez le haricot et le yaourt."),
    ).toEqual([]);
    expect(frenchMistakes("Une tiède au four, de l'ail et du beurre.")).toEqual([]);
  });

  it("reads « le » and « les » before an infinitive as pronouns", () => {
    expect(frenchMistakes("Laissez reposer le jus avant de le servir.")).toEqual([]);
    expect(frenchMistakes("Pensez à les retourner, puis avant de les faire dorer.")).toEqual([]);
    expect(frenchMistakes("Un peu de le beurre et de le cidre.")).toEqual(["de le", "de le"]);
  });
});

describe("typographyMistakes", () => {
  it("asks for a no-break space before « : ; ! ? » and inside « », and a decimal comma", () => {
    expect(typographyMistakes("Servez\u00a0: c'est prêt\u00a0! «\u00a0Bon\u00a0» appétit, 1,5 kg.")).toEqual(
      [],
    );
    expect(typographyMistakes("Servez : c'est prêt!")).toHaveLength(2);
    expect(typographyMistakes("« Bon »")).toHaveLength(2);
    expect(typographyMistakes("Pesez 1.5 kg")).toEqual(["point décimal au lieu d'une virgule : « 1.5 »"]);
  });
});
