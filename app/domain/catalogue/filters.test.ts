import { describe, expect, it } from "vitest";
import { readFilters } from "./filter-schema";
import { filtersSearch, sortCategories } from "./filters";

describe("readFilters", () => {
  it("reads the URL's filters, empty fields meaning none", () => {
    expect(
      readFilters(new URLSearchParams("q=tomate&categorie=Plats&difficulte=Facile&temps=30&page=2")),
    ).toEqual({
      filters: { q: "tomate", categorie: "Plats", difficulte: "Facile", temps: "30", sans: [], page: 2 },
      problems: [],
    });
    expect(readFilters(new URLSearchParams("q=&difficulte=")).filters).toEqual({
      q: "",
      categorie: "",
      difficulte: "",
      temps: "",
      sans: [],
      page: 1,
    });
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
    expect(read.filters).toEqual({
      q: "tomate",
      categorie: "",
      difficulte: "",
      temps: "",
      sans: [],
      page: 1,
    });
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
