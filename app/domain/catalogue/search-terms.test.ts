import { describe, expect, it } from "vitest";
import { searchDocument, searchTerms } from "./search-terms";

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
