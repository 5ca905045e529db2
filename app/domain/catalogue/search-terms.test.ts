import { describe, expect, it } from "vitest";
import { correctTerm, searchDocument, searchTerms } from "./search-terms";

describe("searchTerms", () => {
  it("meets singular and plural, masculine and feminine, with or without accents", () => {
    expect(searchTerms("tomate")).toEqual(searchTerms("Tomates"));
    expect(searchTerms("farcies")).toEqual(searchTerms("farci"));
    expect(searchTerms("GÂTEAUX")).toEqual(searchTerms("gateau"));
    expect(searchTerms("Œufs")).toEqual(searchTerms("oeuf"));
    expect(searchTerms("crème brûlée")).toEqual(searchTerms("creme brulee"));
  });

  it("drops small linking words and repeated terms", () => {
    expect(searchTerms("Soupe à l'oignon et à l'oignon")).toEqual(["soup", "oignon"]);
    expect(searchTerms("  ")).toEqual([]);
  });

  it("keeps short words whole", () => {
    expect(searchTerms("riz")).toEqual(["riz"]);
    expect(searchTerms("jus")).toEqual(["jus"]);
  });

  it("builds a document from the recipe's texts", () => {
    expect(searchDocument(["Tomates farcies", "Des tomates garnies de viande"])).toBe(
      "tomat farci garni viand",
    );
  });
});

describe("senses and spelling", () => {
  it("tells pasta from pastry and from pâté", () => {
    expect(searchTerms("pâtes")).toEqual(["pasta"]);
    expect(searchTerms("Pates")).toEqual(["pasta"]);
    expect(searchTerms("pâte brisée")).toEqual(["pate", "brise"]);
    expect(searchTerms("pâté")).toEqual(["pat"]);
    expect(searchDocument(["Coquillettes au jambon"])).toContain("pasta");
    expect(searchDocument(["Tarte Tatin", "pâte feuilletée"])).not.toContain("pasta");
  });

  it("corrects a misspelt word to the library's closest one, and leaves a typed prefix alone", () => {
    const vocabulary = searchDocument(["Ratatouille", "Bœuf bourguignon", "tomates"]).split(" ");
    // « ratatouile » is cut to a start of « ratatouill »: found as it stands.
    expect(correctTerm(searchTerms("ratatouile")[0]!, vocabulary)).toBe("ratatouil");
    expect(correctTerm(searchTerms("ratatoulle")[0]!, vocabulary)).toBe("ratatouill");
    expect(correctTerm("bourgignon", vocabulary)).toBe("bourguignon");
    expect(correctTerm("tom", vocabulary)).toBe("tom");
    expect(correctTerm("kangourou", vocabulary)).toBe("kangourou");
  });
});
