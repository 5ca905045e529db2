import { describe, expect, it } from "vitest";
import {
  MAX_INGREDIENTS,
  ingredientsFromQuery,
  queryOfIngredients,
  splitIngredients,
} from "./ingredient-list";

describe("la liste d'ingrédients dans l'adresse", () => {
  it("s'écrit et se relit à l'identique, accents et espaces compris", () => {
    const list = ["tomates", "œufs", "pommes de terre", "crème fraîche"];
    const query = queryOfIngredients(list);
    expect(query).toBe(
      "?ingredients=tomates&ingredients=%C5%93ufs&ingredients=pommes+de+terre&ingredients=cr%C3%A8me+fra%C3%AEche",
    );
    expect(ingredientsFromQuery(query)).toEqual(list);
    expect(queryOfIngredients([])).toBe("");
  });

  it("lit ce qu'un formulaire sans JavaScript envoie : virgules, blancs et doublons", () => {
    expect(
      ingredientsFromQuery("?ingredients=tomates&ingredients=oignon%2C+Tomates%3B+riz&ingredients=++"),
    ).toEqual(["tomates", "oignon", "riz"]);
    expect(splitIngredients(["  ail ; basilic,", "Ail"])).toEqual(["ail", "basilic"]);
  });

  it("ne garde pas plus d'ingrédients que la limite", () => {
    const many = Array.from({ length: MAX_INGREDIENTS + 5 }, (_, index) => `ingrédient ${index}`);
    expect(ingredientsFromQuery(queryOfIngredients(many))).toHaveLength(MAX_INGREDIENTS);
  });
});
