import { describe, expect, it } from "vitest";
import { isAllergen } from "../base/allergens";
import { ingredientAllergens } from "./lexicon-allergens";
import { findIngredient } from "./lexicon";
import { COMPOSITE_FOODS, brokenBy, compositeOf, compositesNamed, refusedBy } from "./composite-foods";

describe("les aliments composés", () => {
  it.each([
    ["pesto", ["lactose-free"], [], ["lactose"]],
    ["Pesto", ["vegan"], [], ["lait", "animal"]],
    ["sauce soja", ["gluten-free"], [], ["gluten"]],
    ["sauce soja", [], ["soja"], ["soja"]],
    ["chapelure", ["gluten-free"], [], ["gluten"]],
    ["pâte feuilletée", ["lactose-free", "gluten-free"], [], ["gluten", "lactose"]],
    ["pâtes brisées", [], ["lait"], ["lait"]],
    ["mayonnaise", ["vegan"], ["oeufs"], ["oeufs", "animal"]],
    ["nuoc-mâm", ["vegetarian"], [], ["poisson"]],
    ["sauce Worcestershire", ["vegetarian"], ["poissons"], ["poissons", "poisson"]],
    ["bouillon cube", [], ["celeri"], ["celeri"]],
    ["croûtons", ["gluten-free"], [], ["gluten"]],
    ["naan", ["lactose-free"], [], ["lactose"]],
    ["gélatine", ["vegetarian"], [], ["viande"]],
    ["miel", ["vegan"], [], ["animal"]],
    ["miel", ["vegetarian"], [], []],
    ["tamari", ["gluten-free"], [], []],
  ] as const)("« %s » sous %j et sans %j brise %j", (nom, restrictions, excluded, broken) => {
    const composite = compositeOf(nom);
    expect(composite).toBeDefined();
    expect(brokenBy(composite!, refusedBy(restrictions, excluded))).toEqual(broken);
  });

  it("se trouvent dans une phrase, le nom le plus long d'abord", () => {
    expect(
      compositesNamed(
        "Servez avec une croûte de parmesan, un pesto rosso et un trait de sauce d'huître.",
      ).map(({ written }) => written),
    ).toEqual(["croûte de parmesan", "pesto rosso", "sauce d'huître"]);
    expect(compositesNamed("Un zeste de citron râpé et des carottes râpées.")).toEqual([]);
  });

  it("donnent leurs allergènes à la ligne qui les nomme", () => {
    for (const composite of COMPOSITE_FOODS)
      for (const name of composite.names) {
        const carried = ingredientAllergens(name);
        for (const allergen of composite.carries.filter(isAllergen))
          expect(carried, name).toContain(allergen);
      }
  });

  it("disent ce qu'ils contiennent sans nommer un autre aliment composé", () => {
    for (const composite of COMPOSITE_FOODS)
      expect(compositesNamed(composite.holds), composite.holds).toEqual([]);
  });

  it("ont des remplaçants qui ne sont pas eux-mêmes ce qu'ils remplacent", () => {
    for (const composite of COMPOSITE_FOODS)
      for (const alternative of composite.alternatives) {
        expect(composite.names).not.toContain(alternative);
        const entry = findIngredient(alternative)?.entry;
        if (entry && composite.carries.includes("lactose")) expect(entry.diet.dairy, alternative).toBe(false);
      }
  });
});
