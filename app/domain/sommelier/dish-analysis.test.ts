import { describe, expect, it } from "vitest";
import { analyseDish, dishTokens, lexiconIdOf } from "./dish-analysis";
import { DISH_LEXICON } from "./dish-lexicon.server";
import { wines } from "./wine-list.server";

describe("analyseDish", () => {
  it("reads the main ingredient, the cooking, the sauce and the intensity", () => {
    const magret = analyseDish("magret de canard aux cerises");
    expect(magret).toMatchObject({ category: "duck", sauce: "red-fruit", intensity: "full" });
    expect(magret.subject?.text).toBe("magret de canard");
    expect(magret.accent?.text).toBe("cerises");

    expect(analyseDish("sole meunière")).toMatchObject({
      category: "lean-fish",
      cooking: "pan-fried",
      sauce: "cream",
    });
    expect(analyseDish("bœuf bourguignon")).toMatchObject({
      category: "red-meat",
      cooking: "braised",
      sauce: "red-wine",
      regions: ["Bourgogne"],
    });
    expect(analyseDish("saumon grillé")).toMatchObject({ category: "rich-fish", cooking: "grilled" });
    expect(analyseDish("huîtres")).toMatchObject({
      category: "shellfish",
      cooking: "raw",
      intensity: "light",
    });
    expect(analyseDish("curry de légumes épicé")).toMatchObject({ category: "spicy", sauce: "spicy" });
    expect(analyseDish("pizza margherita")).toMatchObject({ category: "pasta-pizza", sauce: "tomato" });
  });

  it("ignores case, accents, apostrophes and plurals", () => {
    for (const text of ["BOEUF BOURGUIGNON", "boeuf bourguignon", "Bœuf Bourguignon"]) {
      expect(analyseDish(text).category, text).toBe("red-meat");
    }
    expect(analyseDish("HUITRES").category).toBe("shellfish");
    expect(analyseDish("une huître").category).toBe("shellfish");
    expect(analyseDish("gigot d’agneau").subject?.text).toBe("gigot d'agneau");
    expect(analyseDish("gigots agneau").category).toBe("lamb");
    expect(analyseDish("Gâteaux au chocolat").category).toBe("chocolate-dessert");
  });

  it("sorts cheeses by family", () => {
    expect(analyseDish("camembert").category).toBe("cheese-soft");
    expect(analyseDish("comté").category).toBe("cheese-pressed");
    expect(analyseDish("crottin de Chavignol").category).toBe("cheese-goat");
    expect(analyseDish("fourme d'Ambert").category).toBe("cheese-blue");
    expect(analyseDish("plateau de fromages").category).toBe("cheese-board");
  });

  it("lets the protein lead its garnish, and weak words give way", () => {
    expect(analyseDish("pâtes au saumon").category).toBe("rich-fish");
    expect(analyseDish("tartare de saumon")).toMatchObject({ category: "rich-fish", cooking: "raw" });
    expect(analyseDish("steak de thon").category).toBe("rich-fish");
    expect(analyseDish("escalope de dinde").category).toBe("poultry");
    expect(analyseDish("curry d'agneau")).toMatchObject({ category: "lamb", sauce: "spicy" });
    expect(analyseDish("steak frites").cooking).toBeNull();
    expect(analyseDish("salade niçoise au thon").category).toBe("vegetables");
  });

  it("tells desserts from savoury dishes that share their words", () => {
    expect(analyseDish("tarte au citron").category).toBe("citrus-dessert");
    expect(analyseDish("tarte aux poireaux").category).toBe("vegetables");
    expect(analyseDish("tarte aux pommes").category).toBe("fruit-dessert");
    expect(analyseDish("mousse au chocolat").category).toBe("chocolate-dessert");
    expect(analyseDish("mousse de saumon").category).toBe("rich-fish");
    expect(analyseDish("crème brûlée").category).toBe("sweet-dessert");
    expect(analyseDish("sole au citron")).toMatchObject({ category: "lean-fish", sauce: "citrus" });
    expect(analyseDish("filet mignon aux pruneaux")).toMatchObject({
      category: "pork",
      sauce: "sweet-fruit",
    });
    expect(analyseDish("pommes de terre sautées").category).toBe("vegetables");
  });

  it("keeps « pâtes » and « pâté » apart", () => {
    expect(analyseDish("pâtes carbonara").category).toBe("pasta-pizza");
    expect(analyseDish("pâté en croûte").category).toBe("charcuterie");
    expect(analyseDish("pâtés").category).toBe("charcuterie");
  });

  it("returns an empty profile for text it cannot read", () => {
    for (const text of ["ma voiture bleue", "", "   ", "42", "à la crème", "grillé"]) {
      expect(analyseDish(text).category, text).toBeNull();
    }
  });
});

describe("lexicon", () => {
  it("has no key that folds to nothing", () => {
    for (const entry of DISH_LEXICON) {
      for (const key of entry.keys) expect(dishTokens(key).length, key).toBeGreaterThan(0);
    }
  });

  it("gives every food a noun to name it by", () => {
    for (const entry of DISH_LEXICON) {
      if (entry.category) expect(entry.noun, entry.keys[0]).toBeDefined();
    }
  });

  it("knows every dish a wine calls a classic", () => {
    for (const wine of wines) {
      for (const classic of wine.classics)
        expect(lexiconIdOf(classic), `${wine.name} : ${classic}`).toBeDefined();
    }
  });
});

describe("foods read from a recipe's list (issue 27)", () => {
  it("reads coconut milk as a cream unless a spice is named with it", () => {
    expect(analyseDish("tofu fumé, lait de coco, lait entier")).toMatchObject({
      category: "vegetables",
      sauce: "cream",
      cooking: "smoked",
    });
    expect(analyseDish("tofu fumé, lait de coco").accent?.text).toBe("lait de coco");
    expect(analyseDish("poulet, lait de coco, curry")).toMatchObject({ sauce: "spicy" });
    expect(analyseDish("lentilles, lait de coco, cumin")).toMatchObject({ category: "spicy" });
  });

  it("names ginger and lemongrass as themselves, not as a coconut milk", () => {
    expect(analyseDish("poulet au gingembre").accent?.text).toBe("gingembre");
    expect(analyseDish("crevettes à la citronnelle").accent?.text).toBe("citronnelle");
  });

  it("reads one grated cheese as one cheese, not a cheese board", () => {
    expect(analyseDish("œuf, lait de coco, fromage râpé")).toMatchObject({
      category: "cheese-pressed",
      cooking: "gratin",
    });
    expect(analyseDish("fromage râpé").subject?.text).toBe("fromage râpé");
    expect(analyseDish("fromage blanc, crème fraîche, bacon")).toMatchObject({
      category: "charcuterie",
      sauce: "cream",
    });
    expect(analyseDish("plateau de fromages").category).toBe("cheese-board");
  });

  it("reads a plant milk as a milk, not as rice or soy sauce", () => {
    expect(analyseDish("poulet, lait de riz")).toMatchObject({ category: "poultry", sauce: null });
    expect(analyseDish("poulet, lait de soja")).toMatchObject({ category: "poultry", sauce: null });
    expect(analyseDish("poulet, sauce soja").sauce).toBe("soy");
  });

  it("takes no usual cooking from a list of foods, but keeps what a food is when bought", () => {
    expect(analyseDish("saucisses").cooking).toBe("grilled");
    expect(analyseDish("saucisse, bouillon de volaille", { foodsOnly: true }).cooking).toBeNull();
    expect(analyseDish("saumon fumé, crème", { foodsOnly: true }).cooking).toBe("smoked");
    expect(analyseDish("tofu fumé, lait de coco", { foodsOnly: true }).cooking).toBe("smoked");
  });

  it("lets lardons lead only when nothing else is named", () => {
    expect(analyseDish("lardons").category).toBe("charcuterie");
    expect(analyseDish("lentilles aux lardons").category).toBe("vegetables");
    expect(analyseDish("pâtes aux lardons").category).toBe("pasta-pizza");
  });
});
