import { describe, expect, it } from "vitest";
import { readIngredient } from "../nutrition/lexicon";
import { dietReasons, swapAmount, swapOptions } from "./swap";

const entry = (name: string) => readIngredient(name)!.entry;
const option = (from: string, to: string, recipe: string[] = []) =>
  swapOptions(from, recipe).find((candidate) => candidate.name === to);

describe("swapOptions", () => {
  it("offers what a cook would put in its place, with the reasons", () => {
    expect(swapOptions("aubergines").map((candidate) => candidate.name)).toEqual([
      "courgette",
      "poivron",
      "fenouil",
    ]);
    expect(swapOptions("vin rouge").map((candidate) => candidate.name)).toEqual([
      "bière",
      "bouillon de bœuf",
    ]);
    expect(swapOptions("farine").map((candidate) => candidate.name)).not.toContain("vanille");
    expect(swapOptions("oignons").map((candidate) => candidate.name)).not.toContain("basilic");
    expect(option("beurre", "margarine")?.reasons).toEqual(
      expect.arrayContaining(["végan", "sans lactose", "s'utilise comme le beurre, même en pâtisserie"]),
    );
    expect(option("lardons", "tofu fumé")?.reasons).toContain("végan");
    expect(option("crème fraîche", "crème légère")?.reasons).toContain("plus léger");
    expect(option("épaule de veau", "dinde")?.note).toMatch(/45\u00a0min/);
  });

  it("leaves out what the recipe already has, and knows nothing of unknown words", () => {
    expect(option("aubergines", "courgette", ["aubergines", "courgettes"])).toBeUndefined();
    expect(swapOptions("ingrédient inconnu")).toEqual([]);
    expect(swapOptions("sel")).toEqual([]);
  });
});

describe("dietReasons", () => {
  it("reads diet and lightness from the lexicon and CIQUAL", () => {
    expect(dietReasons(entry("bœuf"), entry("porc"))).toEqual([]);
    expect(dietReasons(entry("bœuf"), entry("seitan"))).toEqual(["végan"]);
    expect(dietReasons(entry("lardon"), entry("tofu fumé"))).toEqual(["végan", "plus léger"]);
    expect(dietReasons(entry("farine"), entry("farine de riz"))).toEqual(["sans gluten"]);
    // A herb that is lighter says nothing to a cook.
    expect(dietReasons(entry("thym"), entry("sauge"))).toEqual([]);
  });
});

describe("swapAmount", () => {
  it("converts through grams into the substitute's natural unit", () => {
    const cream = { quantite: 20, unite: "cl" };
    expect(swapAmount(cream, entry("crème fraîche"), entry("yaourt à la grecque"))).toEqual({
      quantite: 200,
      unite: "g",
    });
    expect(swapAmount(cream, entry("crème fraîche"), entry("lait de coco"))).toEqual({
      quantite: 20,
      unite: "cl",
    });
    expect(swapAmount({ quantite: 50, unite: "g" }, entry("beurre"), entry("huile d'olive"), 0.8)).toEqual({
      quantite: 40,
      unite: "g",
    });
    expect(swapAmount({ quantite: 3, unite: "pièce" }, entry("carotte"), entry("panais"))).toEqual({
      quantite: 2,
      unite: "pièce",
    });
    expect(swapAmount({ quantite: 1, unite: "gousse" }, entry("ail"), entry("échalote"), 3)).toEqual({
      quantite: 0.5,
      unite: "pièce",
    });
    expect(swapAmount({ quantite: 600, unite: "g" }, entry("bœuf haché"), entry("lentille"), 0.4)).toEqual({
      quantite: 240,
      unite: "g",
    });
    expect(swapAmount({ quantite: 4, unite: "" }, entry("œuf"), entry("tofu soyeux"))).toEqual({
      quantite: 220,
      unite: "g",
    });
  });

  it("keeps a liquid's volume and what cannot be weighed as written", () => {
    expect(swapAmount({ quantite: 75, unite: "cl" }, entry("vin rouge"), entry("bière"))).toEqual({
      quantite: 75,
      unite: "cl",
    });
    expect(swapAmount({ quantite: "selon le goût", unite: "" }, entry("persil"), entry("cerfeuil"))).toEqual({
      quantite: "selon le goût",
      unite: "",
    });
    // Eight radishes are not half a fennel bulb: the weight is kept in grams.
    expect(swapAmount({ quantite: 8, unite: "pièce" }, entry("radis"), entry("fenouil"))).toMatchObject({
      unite: "g",
    });
  });
});
