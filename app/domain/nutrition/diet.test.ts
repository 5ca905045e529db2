import { describe, expect, it } from "vitest";
import { isAllowed, restrictionViolations } from "./diet";
import { findIngredient } from "./lexicon";

const names = (...noms: string[]) => noms.map((nom) => ({ nom }));

describe("restrictionViolations", () => {
  it("finds lardons in a vegan list, and tofu fine", () => {
    expect(restrictionViolations(names("tofu", "lardons", "riz"), ["vegan"])).toEqual([
      { ingredient: "lardons", restriction: "vegan" },
    ]);
  });

  it("finds flour in a gluten-free list", () => {
    expect(restrictionViolations(names("farine", "farine de riz", "sarrasin"), ["gluten-free"])).toEqual([
      { ingredient: "farine", restriction: "gluten-free" },
    ]);
  });

  it("finds rice in a keto list but lets garlic and spices through", () => {
    expect(restrictionViolations(names("riz", "ail", "cumin", "échalote", "saumon"), ["keto"])).toEqual([
      { ingredient: "riz", restriction: "keto" },
    ]);
  });

  it("finds butter and every cheese, aged ones included, in a lactose-free list (decision 0061)", () => {
    expect(
      restrictionViolations(names("beurre", "parmesan", "lait de coco", "fromage râpé"), ["lactose-free"]),
    ).toEqual([
      { ingredient: "beurre", restriction: "lactose-free" },
      { ingredient: "parmesan", restriction: "lactose-free" },
      { ingredient: "fromage râpé", restriction: "lactose-free" },
    ]);
  });

  it("reads what a composite food carries when its name does not say it", () => {
    expect(
      restrictionViolations(names("pesto", "sauce Worcestershire", "tamari"), ["lactose-free", "vegetarian"]),
    ).toEqual([
      { ingredient: "pesto", restriction: "lactose-free" },
      { ingredient: "sauce Worcestershire", restriction: "vegetarian" },
    ]);
  });

  it("forbids meat and fish to vegetarians, not eggs or cheese", () => {
    expect(restrictionViolations(names("œufs", "saumon", "comté", "poulet"), ["vegetarian"])).toEqual([
      { ingredient: "saumon", restriction: "vegetarian" },
      { ingredient: "poulet", restriction: "vegetarian" },
    ]);
  });

  it("lists each ingredient against each restriction, once", () => {
    expect(restrictionViolations(names("beurre"), ["vegan", "lactose-free", "vegan"])).toEqual([
      { ingredient: "beurre", restriction: "vegan" },
      { ingredient: "beurre", restriction: "lactose-free" },
    ]);
    expect(restrictionViolations(names("beurre"), [])).toEqual([]);
  });

  it.each([
    ["rillettes de canard", "vegetarian"],
    ["pâté de campagne", "vegetarian"],
    ["fumet de poisson", "vegetarian"],
    ["tagliatelles au saumon", "vegan"],
    ["galette des rois", "gluten-free"],
    ["pain aux noix", "gluten-free"],
    ["crème anglaise", "lactose-free"],
    ["blanc de seiche", "vegetarian"],
  ] as const)("guesses from its words that « %s » breaks %s", (nom, restriction) => {
    expect(restrictionViolations(names(nom), [restriction])).toEqual([{ ingredient: nom, restriction }]);
  });

  it.each([
    ["steak végétal", "vegetarian"],
    ["crème de soja", "lactose-free"],
    ["crème de soja", "vegan"],
    ["galette de blé noir", "gluten-free"],
    ["pain sans gluten", "gluten-free"],
    ["pâte de curry", "gluten-free"],
    ["vermicelles de soja", "gluten-free"],
    ["agar-agar", "vegan"],
    ["sucre glace doré", "keto"],
  ] as const)("lets « %s » through %s", (nom, restriction) => {
    expect(restrictionViolations(names(nom), [restriction])).toEqual([]);
  });
});

describe("isAllowed", () => {
  const entry = (text: string) => {
    const found = findIngredient(text)?.entry;
    if (!found) throw new Error(`${text} absent du lexique`);
    return found;
  };

  it("checks every restriction at once", () => {
    expect(isAllowed(entry("tofu"), ["vegan", "gluten-free", "lactose-free"])).toBe(true);
    expect(isAllowed(entry("seitan"), ["vegan", "gluten-free"])).toBe(false);
    expect(isAllowed(entry("lentilles"), ["vegan", "keto"])).toBe(false);
    expect(
      isAllowed(entry("courgette"), ["vegan", "gluten-free", "lactose-free", "keto", "vegetarian"]),
    ).toBe(true);
    expect(isAllowed(entry("miel"), ["vegetarian"])).toBe(true);
    expect(isAllowed(entry("miel"), ["vegan"])).toBe(false);
    expect(isAllowed(entry("gélatine"), ["vegetarian"])).toBe(false);
    expect(isAllowed(entry("poulet"), [])).toBe(true);
  });
});
