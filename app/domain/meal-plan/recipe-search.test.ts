import { describe, expect, it } from "vitest";
import { foldTitle, resolveRecipe, searchRecipes, suitsMeal } from "./recipe-search";

const choice = (id: string, title: string, category = "Plats") => ({ id, title, category });
const library = [
  choice("quiche-lorraine", "Quiche lorraine", "Entrées"),
  choice("quiche-copie", "Quiche Lorraine", "Entrées"),
  choice("souffle-au-comte", "Soufflé au comté", "Entrées"),
  choice("tarte-tatin", "Tarte Tatin", "Desserts"),
  choice("tarte-aux-poireaux", "Tarte aux poireaux"),
  choice("oeufs-brouilles", "Œufs brouillés", "Petit-déjeuner"),
  choice("boeuf-bourguignon", "Bœuf bourguignon", "Viande"),
];
const titles = (query: string) => searchRecipes(query, library).map((found) => found.title);

describe("recipe search", () => {
  it("finds « Quiche lorraine » from « quiche », once, whatever the case", () => {
    expect(titles("quiche")).toEqual(["Quiche lorraine"]);
    expect(titles("QUICHE LOR")).toEqual(["Quiche lorraine"]);
    expect(titles("lorraine quiche")).toEqual(["Quiche lorraine"]);
  });

  it("forgives accents and ligatures", () => {
    expect(foldTitle("Soufflé au Comté")).toBe("souffle au comte");
    expect(titles("souffle comte")).toEqual(["Soufflé au comté"]);
    expect(titles("oeufs")).toEqual(["Œufs brouillés"]);
    expect(titles("bœuf")).toEqual(["Bœuf bourguignon"]);
  });

  it("puts titles that begin with the words first, then words that begin with them, then the rest", () => {
    expect(titles("tarte")).toEqual(["Tarte aux poireaux", "Tarte Tatin"]);
    expect(titles("tatin")).toEqual(["Tarte Tatin"]);
    expect(titles("oireau")).toEqual(["Tarte aux poireaux"]);
    expect(titles("uf")).toEqual(["Bœuf bourguignon", "Œufs brouillés", "Soufflé au comté"]);
    expect(titles("t")).toEqual(["Tarte aux poireaux", "Tarte Tatin", "Soufflé au comté"]);
    expect(titles("homard")).toEqual([]);
    expect(titles("   ")).toEqual([]);
  });

  it("stops at the limit", () => {
    expect(searchRecipes("e", library, 3)).toHaveLength(3);
  });

  it("resolves a submitted name by id, by title however spelt, or by the only dish that matches", () => {
    expect(resolveRecipe("tarte-tatin", library)?.id).toBe("tarte-tatin");
    expect(resolveRecipe("soufflé AU comte", library)?.id).toBe("souffle-au-comte");
    expect(resolveRecipe("quiche", library)?.id).toBe("quiche-lorraine");
    expect(resolveRecipe("tarte", library)).toBeUndefined();
    expect(resolveRecipe("Homard thermidor", library)).toBeUndefined();
    const lunch = (found: { category: string }) => suitsMeal("lunch", found.category);
    expect(resolveRecipe("tarte", library, lunch)?.id).toBe("tarte-aux-poireaux");
  });

  it("keeps breakfasts for breakfast and desserts off the menu", () => {
    expect(suitsMeal("breakfast", "Petit-déjeuner")).toBe(true);
    expect(suitsMeal("breakfast", "Viande")).toBe(false);
    expect(suitsMeal("dinner", "Desserts")).toBe(false);
    expect(suitsMeal("lunch", "Poisson")).toBe(true);
  });
});
