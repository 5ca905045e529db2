import { describe, expect, it } from "vitest";
import { readFilters } from "./filter-schema";
import { filtersSearch, sortCategories } from "./filters";

describe("readFilters", () => {
  it("reads the URL's filters, empty fields meaning none", () => {
    expect(
      readFilters(new URLSearchParams("q=tomate&categorie=Plats&difficulte=Facile&temps=30&saison=1&page=2")),
    ).toEqual({
      filters: { q: "tomate", categorie: "Plats", difficulte: "Facile", temps: "30", saison: "1", page: 2 },
      problems: [],
    });
    expect(readFilters(new URLSearchParams("q=&difficulte=")).filters).toEqual({
      q: "",
      categorie: "",
      difficulte: "",
      temps: "",
      saison: "",
      page: 1,
    });
  });

  it("takes « De saison » as on or off, nothing else", () => {
    const read = readFilters(new URLSearchParams("saison=oui&q=tarte"));
    expect(read.filters.saison).toBe("");
    expect(read.filters.q).toBe("tarte");
    expect(read.problems).toEqual([
      "Le filtre «\u00a0De saison\u00a0» se coche ou se décoche, sans autre valeur.",
    ]);
  });

  it("drops a bad field with a French message and keeps the others", () => {
    const read = readFilters(new URLSearchParams("q=tomate&difficulte=Extrême&temps=20&page=-3"));
    expect(read.filters).toEqual({
      q: "tomate",
      categorie: "",
      difficulte: "",
      temps: "",
      saison: "",
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
  });
});

describe("sortCategories", () => {
  it("sorts in French order, accents ignored", () => {
    expect(
      sortCategories(["Végétarien", "Plats", "Entrées", "Desserts", "Poisson", "Viande", "Plats"]),
    ).toEqual(["Desserts", "Entrées", "Plats", "Poisson", "Végétarien", "Viande"]);
  });
});
