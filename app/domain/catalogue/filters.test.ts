import { describe, expect, it } from "vitest";
import { readFilters } from "./filter-schema";
import { NO_FILTERS, filtersSearch, pageLinks, resultCountLabel, sortCategories } from "./filters";

describe("readFilters", () => {
  it("reads the URL's filters, empty fields meaning none", () => {
    expect(
      readFilters(
        new URLSearchParams(
          "q=tomate&categorie=Plats&difficulte=Facile&temps=30&saison=1&region=Alsace&cuisine=&tri=temps&page=2",
        ),
      ),
    ).toEqual({
      filters: {
        q: "tomate",
        categorie: "Plats",
        difficulte: "Facile",
        temps: "30",
        saison: "1",
        sans: [],
        region: "Alsace",
        cuisine: "",
        tri: "temps",
        page: 2,
      },
      problems: [],
    });
    expect(readFilters(new URLSearchParams("q=&difficulte=")).filters).toEqual(NO_FILTERS);
  });

  it("takes « De saison » as on or off, nothing else", () => {
    const read = readFilters(new URLSearchParams("saison=oui&q=tarte"));
    expect(read.filters.saison).toBe("");
    expect(read.filters.q).toBe("tarte");
    expect(read.problems).toEqual([
      "Le filtre «\u00a0De saison\u00a0» se coche ou se décoche, sans autre valeur.",
    ]);
  });

  it("reads every allergen to leave out, each once", () => {
    const read = readFilters(new URLSearchParams("sans=lait&sans=gluten&sans=lait&sans="));
    expect(read.filters.sans).toEqual(["lait", "gluten"]);
    expect(read.problems).toEqual([]);
  });

  it("drops an unknown allergen with a French message", () => {
    const read = readFilters(new URLSearchParams("q=tarte&sans=lait&sans=chocolat"));
    expect(read.filters).toMatchObject({ q: "tarte", sans: [] });
    expect(read.problems).toEqual(["Choisissez les allergènes à éviter parmi les 14 de la liste."]);
  });

  it("drops a bad field with a French message and keeps the others", () => {
    const read = readFilters(new URLSearchParams("q=tomate&difficulte=Extrême&temps=20&page=-3"));
    expect(read.filters).toEqual({ ...NO_FILTERS, q: "tomate" });
    expect(read.problems).toEqual([
      "Choisissez une difficulté parmi Facile, Moyen et Difficile.",
      "Choisissez une durée parmi 15, 30, 45 et 60 minutes.",
      "Cette page n'existe pas.",
    ]);
  });
});

describe("filtersSearch", () => {
  it("writes only what filters", () => {
    expect(filtersSearch({ q: "tarte", categorie: "", page: 1 })).toBe("?q=tarte");
    expect(filtersSearch({ q: "" })).toBe("");
    expect(filtersSearch({ sans: ["lait", "gluten"], page: 2 })).toBe("?sans=lait&sans=gluten&page=2");
  });
});

describe("sortCategories", () => {
  it("sorts in French order, accents ignored", () => {
    expect(
      sortCategories(["Végétarien", "Plats", "Entrées", "Desserts", "Poisson", "Viande", "Plats"]),
    ).toEqual(["Desserts", "Entrées", "Plats", "Poisson", "Végétarien", "Viande"]);
  });
});

describe("pageLinks", () => {
  const written = (links: ReturnType<typeof pageLinks>) =>
    links
      .map((link) => ("gap" in link ? "…" : link.current ? `[${link.page}]` : String(link.page)))
      .join(" ");

  it("numbers every page of a short search", () => {
    expect(written(pageLinks(1, 7, false))).toBe("[1] 2 3 4 5 6 7");
    expect(written(pageLinks(4, 7, false))).toBe("1 2 3 [4] 5 6 7");
    expect(written(pageLinks(1, 1, false))).toBe("[1]");
  });

  it("leaves gaps in a long one, and ends with a gap when pages were not counted", () => {
    expect(written(pageLinks(12, 21, false))).toBe("1 … 10 11 [12] 13 14 … 21");
    expect(written(pageLinks(1, 10, true))).toBe("[1] 2 3 … 10 …");
  });

  it("does not number a current page that lies past the results", () => {
    expect(written(pageLinks(9, 7, false))).toBe("1 2 3 4 5 6 7");
    expect(written(pageLinks(30, 21, false))).toBe("1 … 21");
  });
});

describe("resultCountLabel", () => {
  it("says one recipe in the singular, many in the plural, and a capped count as a lower bound", () => {
    expect(resultCountLabel(0, false)).toBe("0\u00a0recette");
    expect(resultCountLabel(1, false)).toBe("1\u00a0recette");
    expect(resultCountLabel(52, false)).toBe("52\u00a0recettes");
    expect(resultCountLabel(1200, true)).toBe("plus de 1\u202f200\u00a0recettes");
  });
});
