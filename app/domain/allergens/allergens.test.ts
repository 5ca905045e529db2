import { describe, expect, it } from "vitest";
import {
  ALLERGENS,
  allergenSentenceList,
  allergensFromQuery,
  frenchList,
  withExclusions,
} from "../base/allergens";
import { allergenViolationMessage, excludedAllergensSchema } from "./exclusions";

describe("the 14 allergens as Toque writes them", () => {
  it("are the annex's 14, in its order", () => {
    expect(ALLERGENS).toHaveLength(14);
    expect(allergenSentenceList(["lait", "oeufs", "gluten"])).toBe("gluten, œufs et lait");
    expect(allergenSentenceList(["fruits-a-coque", "sulfites"])).toBe("fruits à coque et sulfites");
    expect(frenchList(["céleri"])).toBe("céleri");
    expect(frenchList([])).toBe("");
  });

  it("are read from and written to the address", () => {
    expect(allergensFromQuery("?sans=lait&sans=pirate&sans=gluten")).toEqual(["gluten", "lait"]);
    expect(withExclusions("?ingredient=riz&sans=soja", ["lait"])).toBe("?ingredient=riz&sans=lait");
    expect(withExclusions("", [])).toBe("");
  });

  it("are checked by the schema the forms and the server share", () => {
    expect(excludedAllergensSchema.parse(["lait", "gluten", "lait"])).toEqual(["gluten", "lait"]);
    expect(excludedAllergensSchema.safeParse(["chocolat"]).error?.issues[0]?.message).toBe(
      "Choisissez les allergènes à éviter parmi les 14 de la liste.",
    );
  });

  it("name the ingredient at fault when a recipe holds one", () => {
    expect(allergenViolationMessage([{ ingredient: "beurre", allergens: ["lait"] }])).toBe(
      "La recette proposée contenait un allergène que vous avez exclu\u00a0: « beurre » (lait). Réessayez, ou retirez l'ingrédient en cause.",
    );
    expect(
      allergenViolationMessage([
        { ingredient: "beurre", allergens: ["lait"] },
        { ingredient: "pain", allergens: ["gluten"] },
      ]),
    ).toBe(
      "La recette proposée contenait des allergènes que vous avez exclus\u00a0: « beurre » (lait), « pain » (gluten). Réessayez, ou retirez les ingrédients en cause.",
    );
  });
});
