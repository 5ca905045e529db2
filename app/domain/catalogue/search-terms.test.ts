import fc from "fast-check";
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

  it("picks the word plain Levenshtein picks: the first of the closest, within the edits allowed", () => {
    const levenshtein = (first: string, second: string): number => {
      const rows = Array.from({ length: first.length + 1 }, (_, row) =>
        Array.from({ length: second.length + 1 }, (_, column) =>
          row === 0 ? column : column === 0 ? row : 0,
        ),
      );
      for (let row = 1; row <= first.length; row++)
        for (let column = 1; column <= second.length; column++)
          rows[row]![column] = Math.min(
            rows[row - 1]![column]! + 1,
            rows[row]![column - 1]! + 1,
            rows[row - 1]![column - 1]! + (first[row - 1] === second[column - 1] ? 0 : 1),
          );
      return rows[first.length]![second.length]!;
    };
    const reference = (term: string, vocabulary: string[]) => {
      const limit = term.length < 5 ? 0 : term.length < 8 ? 1 : 2;
      if (limit === 0 || vocabulary.some((word) => word.startsWith(term))) return term;
      let best = term;
      let bestDistance = limit + 1;
      for (const word of vocabulary) {
        const distance = levenshtein(term, word);
        if (distance < bestDistance) [best, bestDistance] = [word, distance];
      }
      return best;
    };
    // Few letters, so that words near one another (one or two edits) are common.
    const word = fc.string({ unit: fc.constantFrom(..."abeinorst"), minLength: 3, maxLength: 40 });
    fc.assert(
      fc.property(word, fc.array(word, { maxLength: 40 }), (term, vocabulary) => {
        expect(correctTerm(term, vocabulary)).toBe(reference(term, vocabulary));
      }),
      { numRuns: 2000 },
    );
  });
});
