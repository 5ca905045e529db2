import { describe, expect, it } from "vitest";
// Tests may read the real catalogue; the domain code itself never does.
// eslint-disable-next-line import-x/no-restricted-paths
import { breakfastRecipes } from "~/content/catalogue/breakfasts";
// eslint-disable-next-line import-x/no-restricted-paths
import { catalogueRecipes } from "~/content/catalogue/recipes";
import { ingredients as lexicon, readIngredient } from "../nutrition/lexicon";
import { plannerRecipe, recipesById } from "./library";
import { planWeek } from "./planner";
import {
  AISLES,
  AISLE_BY_INGREDIENT,
  PIECE_WORDS,
  aisleOf,
  formatMass,
  formatVolume,
  shoppingList,
  shoppingListText,
  type ShoppingAisle,
  type ShoppingItem,
} from "./shopping-list";
import { AT_HOME, CUPBOARD } from "./set-apart";
import type { MealPlanEntry, PlannerRecipe } from "./types";

type Line = PlannerRecipe["ingredients"][number];

const NUTRITION = { calories: 400, proteines: 20, glucides: 40, lipides: 15, fibres: 4, sodium: 300 };

function recipe(id: string, servings: number, ingredients: Line[]): PlannerRecipe {
  return { id, title: id, category: "Plats", servings, totalMinutes: 30, ingredients, nutrition: NUTRITION };
}

const line = (nom: string, quantite: number | string, unite = ""): Line => ({ nom, quantite, unite });

function meal(recipeId: string, portions: number, day = "2026-11-16"): MealPlanEntry {
  return { id: `${day}:${recipeId}`, name: recipeId, type: "dinner", day, recipeId, portions, manual: false };
}

/** The list of these meals over these recipes. */
function listOf(recipes: PlannerRecipe[], meals: MealPlanEntry[]): ShoppingAisle[] {
  return shoppingList(meals, recipesById(recipes));
}

function item(list: ShoppingAisle[], key: string): ShoppingItem & { aisle: string } {
  for (const { aisle, items } of list) {
    const found = items.find((candidate) => candidate.key === key);
    if (found) return { ...found, aisle };
  }
  throw new Error(`${key} absent de la liste`);
}

describe("lines added beside the meals", () => {
  it("are added up with the meals' own lines, once each, and make a list on their own", () => {
    const gratin = recipe("gratin", 2, [line("pommes de terre", 500, "g")]);
    const extras = [line("pommes de terre", 200, "g"), line("échalote", 2)];
    const list = shoppingList([meal("gratin", 2)], recipesById([gratin]), extras);
    expect(item(list, "pomme-de-terre").quantity).toBe("700\u00a0g");
    expect(item(list, "echalote").text).toBe("2 échalotes");
    expect(
      shoppingList([], new Map(), [line("crème fraîche", 20, "cl")]).flatMap((aisle) => aisle.items),
    ).toHaveLength(1);
  });
});

describe("adding up one food across meals", () => {
  it("sums grams and kilograms, and shows a kilogram and more in kg", () => {
    const list = listOf(
      [
        recipe("gratin", 2, [line("pommes de terre", 500, "g")]),
        recipe("soupe", 2, [line("pommes de terre", 0.7, "kg")]),
      ],
      [meal("gratin", 2), meal("soupe", 2)],
    );
    expect(item(list, "pomme-de-terre")).toMatchObject({
      name: "pommes de terre",
      quantity: "1,2\u00a0kg",
      text: "1,2\u00a0kg de pommes de terre",
      aisle: "Fruits et légumes",
    });
  });

  it("sums centilitres and litres, and buys milk by the litre bottle", () => {
    const list = listOf(
      [recipe("crêpes", 4, [line("lait", 50, "cl")]), recipe("flan", 4, [line("lait", 1, "l")])],
      [meal("crêpes", 4), meal("flan", 4)],
    );
    expect(item(list, "lait")).toMatchObject({
      quantity: "2 bouteilles de 1\u00a0l",
      need: "1,5\u00a0l pour la semaine",
      text: "lait : 2 bouteilles de 1\u00a0l — 1,5\u00a0l pour la semaine",
      aisle: "Crèmerie et œufs",
    });
  });

  it("keeps centilitres under a litre, beside the bottle of wine", () => {
    const list = listOf(
      [recipe("sauce", 2, [line("vin rouge", 25, "cl"), line("vin rouge", 0.5, "l")])],
      [meal("sauce", 2)],
    );
    expect(item(list, "vin-rouge")).toMatchObject({
      quantity: "1 bouteille de 75\u00a0cl",
      need: "75\u00a0cl pour la semaine",
      aisle: "Boissons",
    });
  });

  it("turns pieces into grams when the same food is also weighed, with the lexicon's unit weight", () => {
    const list = listOf(
      [
        recipe("soupe", 4, [line("oignons jaunes", 200, "g")]),
        recipe("tarte", 4, [line("oignon", 2, "pièce")]),
      ],
      [meal("soupe", 4), meal("tarte", 4)],
    );
    // 200 g + 2 × 100 g, an onion weighing 100 g peeled.
    expect(item(list, "oignon")).toMatchObject({
      name: "oignons",
      quantity: "400\u00a0g",
      text: "400\u00a0g d'oignons",
    });
  });

  it("keeps pieces as a count when the food is never weighed", () => {
    const list = listOf(
      [recipe("omelette", 2, [line("œufs", 3, "pièce")]), recipe("flan", 2, [line("œufs", 3, "")])],
      [meal("omelette", 2), meal("flan", 2)],
    );
    expect(item(list, "oeuf")).toMatchObject({
      name: "œufs",
      quantity: "1 boîte de 6",
      text: "œufs : 1 boîte de 6 — 6 pour la semaine",
    });
  });

  it("scales each recipe from its servings to the meal's portions: 4 → 2 halves everything", () => {
    const list = listOf(
      [
        recipe("quiche", 4, [
          line("farine", 400, "g"),
          line("crème fraîche", 20, "cl"),
          line("œufs", 4, "pièce"),
        ]),
      ],
      [meal("quiche", 2)],
    );
    expect(item(list, "farine")).toMatchObject({
      quantity: "1 paquet de 1\u00a0kg",
      need: "200\u00a0g pour la semaine",
    });
    expect(item(list, "creme-fraiche")).toMatchObject({
      quantity: "1 pot de 20\u00a0cl",
      need: "10\u00a0cl pour la semaine",
    });
    expect(item(list, "oeuf")).toMatchObject({ quantity: "1 boîte de 6", need: "2 pour la semaine" });
  });

  it("buys yolks and whites as eggs, the halves of one egg counted once", () => {
    const list = listOf(
      [
        recipe("creme-anglaise", 2, [line("jaunes d'œufs", 4, "pièce"), line("lait", 50, "cl")]),
        recipe("meringues", 2, [line("blancs d'œufs", 3, "")]),
        recipe("omelette", 2, [line("œufs", 3, "pièce")]),
      ],
      [meal("creme-anglaise", 2), meal("meringues", 2), meal("omelette", 2)],
    );
    const keys = list.flatMap(({ items }) => items.map((found) => found.key));
    expect(keys).not.toContain("jaune-d-oeuf");
    expect(keys).not.toContain("blanc-d-oeuf");
    expect(item(list, "oeuf")).toMatchObject({ quantity: "2 boîtes de 6", need: "7 pour la semaine" });
    // Weighed yolks are counted as eggs too: 36 g are two yolks.
    const weighed = listOf(
      [recipe("mayonnaise", 2, [line("jaune d'œuf", 36, "g")])],
      [meal("mayonnaise", 2)],
    );
    expect(item(weighed, "oeuf")).toMatchObject({ quantity: "1 boîte de 6", need: "2 pour la semaine" });
  });

  it("writes chickpeas in the plural, as the tin does", () => {
    const list = listOf([recipe("curry", 2, [line("pois chiches cuits", 200, "g")])], [meal("curry", 2)]);
    expect(list.flatMap(({ items }) => items.map((found) => found.name))).toContainEqual(
      expect.stringMatching(/^pois chiches/),
    );
  });

  it("counts minced steaks as steaks, not as « 4 bœuf haché »", () => {
    const list = listOf([recipe("burger", 2, [line("steaks hachés", 2, "pièce")])], [meal("burger", 4)]);
    expect(item(list, "boeuf-hache").text).toBe("4 steaks de bœuf haché");
  });

  it("buys one milk when one recipe says « lait » and another « lait entier »", () => {
    const list = listOf(
      [recipe("crepes", 2, [line("lait", 30, "cl")]), recipe("puree", 2, [line("lait entier", 15, "cl")])],
      [meal("crepes", 2), meal("puree", 2)],
    );
    const keys = list.flatMap(({ items }) => items.map((found) => found.key));
    expect(keys).not.toContain("lait");
    expect(item(list, "lait-entier")).toMatchObject({
      quantity: "1 bouteille de 1\u00a0l",
      need: "45\u00a0cl pour la semaine",
    });
  });

  it("buys sliced bread by the packet and a wholemeal loaf whole, the slices beside", () => {
    const list = listOf(
      [
        recipe("croque", 2, [line("pain de mie", 4, "tranche")]),
        recipe("tartines", 2, [line("pain complet", 4, "tranches"), line("brioche", 2, "tranche")]),
      ],
      [meal("croque", 2), meal("tartines", 2)],
    );
    expect(item(list, "pain-de-mie")).toMatchObject({
      quantity: "1 paquet de 500\u00a0g",
      need: "4 tranches pour la semaine",
    });
    expect(item(list, "pain-complet")).toMatchObject({
      quantity: "1 pain de 400\u00a0g",
      need: "4 tranches pour la semaine",
    });
    expect(item(list, "brioche").quantity).toBe("1 brioche tranchée de 500\u00a0g");
  });

  it("buys counted things whole: 1.5 eggs means two", () => {
    const list = listOf([recipe("flan", 4, [line("œufs", 3, "pièce")])], [meal("flan", 2)]);
    expect(item(list, "oeuf").need).toBe("2 pour la semaine");
  });

  it("writes one piece in the singular", () => {
    const list = listOf([recipe("salade", 2, [line("citrons", 2, "pièce")])], [meal("salade", 1)]);
    expect(item(list, "citron")).toMatchObject({ name: "citron", quantity: "1", text: "1 citron" });
  });

  it("counts the same recipe twice when it is planned twice", () => {
    const list = listOf(
      [recipe("steak", 2, [line("pavés de bœuf", 360, "g")])],
      [meal("steak", 2, "2026-11-16"), meal("steak", 2, "2026-11-18")],
    );
    expect(item(list, "pave-de-boeuf").quantity).toBe("720\u00a0g");
  });

  it("puts oil in the cupboard, without a quantity", () => {
    const list = listOf(
      [
        recipe("salade", 2, [line("huile d'olive", 2, "c. à soupe")]),
        recipe("sauce", 2, [line("huile d'olive", 10, "cl")]),
      ],
      [meal("salade", 2), meal("sauce", 2)],
    );
    expect(item(list, "huile-d-olive")).toMatchObject({
      quantity: "",
      text: "huile d'olive",
      aisle: CUPBOARD,
    });
  });

  it("puts vinegar, spices and duck fat in the cupboard too", () => {
    const list = listOf(
      [
        recipe("salade", 2, [
          line("vinaigre", 2, "c. à soupe"),
          line("cumin", 1, "c. à café"),
          line("graisse de canard", 1, "c. à soupe"),
          line("baies de genièvre", 4, "pièce"),
        ]),
      ],
      [meal("salade", 2)],
    );
    for (const key of ["vinaigre", "cumin", "graisse-de-canard", "baie-de-genievre"])
      expect(item(list, key)).toMatchObject({ quantity: "", aisle: CUPBOARD });
  });

  it("turns spoons of a solid into grams with the lexicon's spoon weight", () => {
    const list = listOf(
      [
        recipe("sauce", 2, [line("farine", 2, "c. à soupe")]),
        recipe("gâteau", 2, [line("farine", 100, "g")]),
      ],
      [meal("sauce", 2), meal("gâteau", 2)],
    );
    // 2 × 8 g + 100 g = 116 g, to the nearest ten.
    expect(item(list, "farine").need).toBe("120\u00a0g pour la semaine");
  });

  it("buys garlic by the head, with the cloves beside and elision", () => {
    const list = listOf(
      [recipe("a", 2, [line("ail", 2, "gousse")]), recipe("b", 2, [line("ail", 1, "gousse")])],
      [meal("a", 2), meal("b", 2)],
    );
    expect(item(list, "ail")).toMatchObject({
      name: "ail",
      quantity: "1 tête",
      text: "1 tête d'ail — 3 gousses pour la semaine",
    });
  });

  it("buys herbs by the bunch, whatever the recipes measured them in", () => {
    const list = listOf(
      [
        recipe("a", 2, [line("persil plat", 0.5, "botte")]),
        recipe("b", 2, [line("persil plat", 2, "c. à soupe")]),
        recipe("c", 2, [line("thym", 3, "brin")]),
      ],
      [meal("a", 2), meal("b", 2), meal("c", 2)],
    );
    expect(item(list, "persil")).toMatchObject({ quantity: "1 botte", text: "1 botte de persil" });
    expect(item(list, "thym").text).toBe("1 botte de thym");
  });

  it("names baking powder by what one buys; bay leaves are in the cupboard", () => {
    const list = listOf(
      [recipe("a", 2, [line("laurier", 2, "pièce"), line("levure chimique", 1, "pièce")])],
      [meal("a", 2)],
    );
    expect(item(list, "laurier")).toMatchObject({ quantity: "", aisle: CUPBOARD });
    expect(item(list, "levure-chimique").text).toBe("1 sachet de levure chimique");
  });

  it("leaves salt and pepper in the cupboard, pinches included", () => {
    const list = listOf(
      [
        recipe("a", 2, [
          line("sel", "selon le goût"),
          line("poivre", "selon le goût"),
          line("sel", 1, "pincée"),
        ]),
      ],
      [meal("a", 2)],
    );
    expect(item(list, "sel")).toMatchObject({ quantity: "", text: "sel", aisle: CUPBOARD });
    expect(item(list, "poivre").aisle).toBe(CUPBOARD);
  });

  it("reads « sel et poivre » on one line as two seasonings", () => {
    const list = listOf([recipe("a", 2, [line("sel et poivre", "à votre goût")])], [meal("a", 2)]);
    expect(item(list, "sel").aisle).toBe(CUPBOARD);
    expect(item(list, "poivre").aisle).toBe(CUPBOARD);
  });

  it("never lists tap water", () => {
    const list = listOf([recipe("a", 2, [line("eau", 50, "cl"), line("riz", 200, "g")])], [meal("a", 2)]);
    expect(list.flatMap(({ items }) => items.map(({ key }) => key))).toEqual(["riz"]);
  });

  it("puts unknown names under « Autres », their quantities kept per unit", () => {
    const list = listOf(
      [
        recipe("a", 2, [line("Sauce maison", 2, "c. à soupe"), line("sauce maison", 10, "cl")]),
        recipe("b", 2, [line("sauce maison", 3, "c. à soupe"), line("poudre de perlimpinpin", "un peu")]),
      ],
      [meal("a", 2), meal("b", 2)],
    );
    const others = list.find(({ aisle }) => aisle === "Autres");
    expect(others?.items).toEqual([
      {
        key: "autre:poudre de perlimpinpin",
        name: "poudre de perlimpinpin",
        quantity: "selon le goût",
        text: "poudre de perlimpinpin, selon le goût",
      },
      {
        key: "autre:sauce maison",
        name: "sauce maison",
        quantity: "10\u00a0cl + 5\u00a0c. à soupe",
        text: "sauce maison\u00a0: 10\u00a0cl + 5\u00a0c. à soupe",
      },
    ]);
  });

  it("brings nothing for a meal whose recipe is unknown", () => {
    expect(listOf([], [meal("disparue", 2)])).toEqual([]);
  });
});

describe("aisles and order", () => {
  it("keeps the supermarket's order of aisles and sorts items the French way", () => {
    const list = listOf(
      [
        recipe("a", 2, [
          line("vin blanc", 10, "cl"),
          line("œufs", 2, "pièce"),
          line("parmesan", 40, "g"),
          line("beurre", 30, "g"),
          line("lait", 20, "cl"),
          line("échalotes", 2, "pièce"),
          line("oignons", 2, "pièce"),
          line("citron", 1, "pièce"),
          line("saumon", 300, "g"),
          line("lardons", 100, "g"),
        ]),
      ],
      [meal("a", 2)],
    );
    expect(list.map(({ aisle }) => aisle)).toEqual([
      "Fruits et légumes",
      "Boucherie et volaille",
      "Poissonnerie",
      "Crèmerie et œufs",
      "Boissons",
    ]);
    expect(list[0]?.items.map(({ name }) => name)).toEqual(["citron", "échalotes", "oignons"]);
    expect(list[3]?.items.map(({ name }) => name)).toEqual(["beurre", "lait", "œufs", "parmesan"]);
  });

  it("sends foods to the aisle where a French shopper finds them", () => {
    const aisle = (name: string) => {
      const entry = readIngredient(name)?.entry;
      if (!entry) throw new Error(name);
      return aisleOf(entry);
    };
    expect(aisle("tomates")).toBe("Fruits et légumes");
    expect(aisle("pommes de terre")).toBe("Fruits et légumes");
    expect(aisle("gingembre")).toBe("Fruits et légumes");
    expect(aisle("persil")).toBe("Fruits et légumes");
    expect(aisle("poulet")).toBe("Boucherie et volaille");
    expect(aisle("lardons")).toBe("Boucherie et volaille");
    expect(aisle("cabillaud")).toBe("Poissonnerie");
    expect(aisle("moules")).toBe("Poissonnerie");
    expect(aisle("thon en conserve")).toBe("Épicerie salée");
    expect(aisle("tofu")).toBe("Crèmerie et œufs");
    expect(aisle("lait d'amande")).toBe("Crèmerie et œufs");
    expect(aisle("margarine")).toBe("Crèmerie et œufs");
    expect(aisle("baguette")).toBe("Boulangerie");
    expect(aisle("riz")).toBe("Épicerie salée");
    expect(aisle("lentilles")).toBe("Épicerie salée");
    expect(aisle("huile d'olive")).toBe("Épicerie salée");
    expect(aisle("tomates pelées")).toBe("Épicerie salée");
    expect(aisle("bouillon de légumes")).toBe("Épicerie salée");
    expect(aisle("farine")).toBe("Épicerie sucrée");
    expect(aisle("flocons d'avoine")).toBe("Épicerie sucrée");
    expect(aisle("amandes")).toBe("Épicerie sucrée");
    expect(aisle("cumin")).toBe("Épices et condiments");
    expect(aisle("moutarde")).toBe("Épices et condiments");
    expect(aisle("herbes de Provence")).toBe("Épices et condiments");
    expect(aisle("vin rouge")).toBe("Boissons");
  });

  it("names only lexicon entries in its lists of exceptions", () => {
    const ids = new Set(lexicon.map(({ id }) => id));
    for (const id of [...Object.keys(AISLE_BY_INGREDIENT), ...Object.keys(PIECE_WORDS)])
      expect(ids, id).toContain(id);
  });

  it("gives every lexicon entry a real aisle", () => {
    for (const entry of lexicon) expect(AISLES.slice(0, -1), entry.id).toContain(aisleOf(entry));
  });
});

describe("readable quantities", () => {
  it("writes masses in grams, rounded, then kilograms with one decimal", () => {
    expect(formatMass(0.4)).toBe("1\u00a0g");
    expect(formatMass(37.4)).toBe("37\u00a0g");
    expect(formatMass(437)).toBe("440\u00a0g");
    expect(formatMass(996)).toBe("1\u00a0kg");
    expect(formatMass(1250)).toBe("1,3\u00a0kg");
  });

  it("writes volumes in millilitres, centilitres, then litres from 100\u00a0cl", () => {
    expect(formatVolume(5)).toBe("5\u00a0ml");
    expect(formatVolume(45)).toBe("4,5\u00a0cl");
    expect(formatVolume(750)).toBe("75\u00a0cl");
    expect(formatVolume(996)).toBe("1\u00a0l");
    expect(formatVolume(1500)).toBe("1,5\u00a0l");
  });
});

describe("a list one can shop from", () => {
  it("buys lemon juice as whole lemons, salmon in fillets and basil in bunches", () => {
    const list = listOf(
      [
        recipe("a", 2, [
          line("jus de citron", 8, "ml"),
          line("pavés de saumon", 4, "pièce"),
          line("basilic", 2, "c. à soupe"),
          line("lardons", 150, "g"),
        ]),
      ],
      [meal("a", 2)],
    );
    expect(item(list, "citron")).toMatchObject({ text: "1 citron", aisle: "Fruits et légumes" });
    expect(item(list, "saumon").text).toBe("4 pavés de saumon");
    expect(item(list, "basilic").text).toBe("1 botte de basilic");
    expect(item(list, "lardon").quantity).toBe("1 barquette de 200\u00a0g");
  });

  it("buys nuts, seeds, tins and syrups in the packs a shop sells, with the need beside", () => {
    const list = listOf(
      [
        recipe("a", 2, [
          line("amandes effilées", 20, "g"),
          line("graines de tournesol", 8, "g"),
          line("lait de coco", 20, "cl"),
          line("sirop d'érable", 3, "c. à soupe"),
        ]),
      ],
      [meal("a", 2)],
    );
    expect(item(list, "amande")).toMatchObject({
      quantity: "1 sachet de 125\u00a0g",
      need: "20\u00a0g pour la semaine",
    });
    expect(item(list, "graine-de-tournesol").quantity).toBe("1 sachet de 100\u00a0g");
    expect(item(list, "lait-de-coco").quantity).toBe("1 boîte de 40\u00a0cl");
    expect(item(list, "sirop-d-erable").quantity).toBe("1 bouteille de 25\u00a0cl");
  });

  it("buys lemon juice written in spoons or grams as whole lemons too", () => {
    const list = listOf(
      [
        recipe("a", 2, [line("jus de citron", 2, "c. à soupe"), line("saumon", 300, "g")]),
        recipe("b", 2, [line("jus de citron", 20, "g"), line("citron", 1, "")]),
      ],
      [meal("a", 2), meal("b", 2)],
    );
    // 30 ml + 20 ml of juice is two lemons at 40 ml each, beside the whole lemon of the second.
    expect(item(list, "citron").text).toBe("3 citrons");
    expect(list.flatMap((aisle) => aisle.items).some((entry) => entry.key === "jus-de-citron")).toBe(false);
  });

  it("shows the foods of Mon garde-manger apart, last, and leaves them out of the text", () => {
    const gratin = recipe("gratin", 2, [line("pommes de terre", 500, "g"), line("beurre", 30, "g")]);
    const list = shoppingList([meal("gratin", 2)], recipesById([gratin]), [], new Set(["beurre"]));
    expect(item(list, "beurre").aisle).toBe(AT_HOME);
    expect(list.at(-1)?.aisle).toBe(AT_HOME);
    expect(shoppingListText(list, "Semaine")).not.toContain("beurre");
  });
});

describe("shoppingListText", () => {
  it("writes a heading per aisle and one line per item, with elision", () => {
    const list = listOf(
      [
        recipe("a", 2, [
          line("pommes de terre", 1.2, "kg"),
          line("oignons", 300, "g"),
          line("haricots verts", 200, "g"),
          line("beurre", 50, "g"),
        ]),
      ],
      [meal("a", 2)],
    );
    expect(shoppingListText(list, "Semaine du 16 au 22 novembre 2026")).toBe(
      [
        "Liste de courses",
        "Semaine du 16 au 22 novembre 2026",
        "",
        "Fruits et légumes",
        "- 200\u00a0g de haricots verts",
        "- 300\u00a0g d'oignons",
        "- 1,2\u00a0kg de pommes de terre",
        "",
        "Crèmerie et œufs",
        "- beurre : 1 plaquette de 250\u00a0g — 50\u00a0g pour la semaine",
        "",
      ].join("\n"),
    );
  });

  it("says so when there is nothing to buy", () => {
    expect(shoppingListText([], "Semaine du 16 au 22 novembre 2026")).toContain(
      "Aucun repas n'est prévu cette semaine : rien à acheter.",
    );
  });
});

describe("the shopping list of a planned week from the real library", () => {
  const library = [...catalogueRecipes, ...breakfastRecipes].map(plannerRecipe);
  const byId = recipesById(library);

  it("lists every food of every meal, each once, with a quantity", () => {
    for (const seed of [1, 2, 3]) {
      const plan = planWeek(library, {
        monday: "2026-11-16",
        restrictions: [],
        portions: 3,
        existing: [],
        replaceManual: false,
        seed,
      });
      if (!plan.ok) throw new Error(plan.message);
      const list = shoppingList(plan.entries, byId);
      const keys = list.flatMap(({ items }) => items.map(({ key }) => key));
      expect(new Set(keys).size).toBe(keys.length);
      for (const entry of plan.entries) {
        for (const { nom } of byId.get(entry.recipeId)?.ingredients ?? []) {
          const id = readIngredient(nom)?.entry.id;
          if (id === "eau") continue;
          // Juice is bought as lemons, yolks and whites as eggs.
          const bought =
            id === "jus-de-citron" ? "citron" : id === "jaune-d-oeuf" || id === "blanc-d-oeuf" ? "oeuf" : id;
          // Plain milk joins the kind another recipe names.
          if (id === "lait" && keys.some((key) => key === "lait-entier" || key === "lait-ecreme")) continue;
          expect(keys, nom).toContain(bought ?? `autre:${nom.toLowerCase()}`);
        }
      }
      for (const { items } of list)
        for (const { quantity, text } of items) {
          expect(quantity).not.toMatch(/NaN|Infinity|undefined|^0 /);
          expect(text).not.toMatch(/ de [aeiouéèêœ]| {2}/i);
        }
    }
  });
});

describe("what a shop sells", () => {
  it("buys ginger by the piece, spirits from the cupboard, berries by the punnet, a little cheese by 100 g", () => {
    const list = listOf(
      [
        recipe("a", 2, [
          line("gingembre", 4, "g"),
          line("rhum", 2, "c. à soupe"),
          line("myrtilles", 60, "g"),
          line("parmesan", 40, "g"),
          line("huile d'olive", 2, "c. à soupe"),
          line("cumin", 1, "c. à café"),
          line("moutarde", 1, "c. à soupe"),
          line("paprika", 1, "c. à café"),
        ]),
      ],
      [meal("a", 2)],
    );
    expect(item(list, "gingembre").text).toBe("1 morceau de gingembre — 4\u00a0g pour la semaine");
    expect(item(list, "myrtille").text).toBe(
      "myrtilles\u00a0: 1 barquette de 125\u00a0g — 60\u00a0g pour la semaine",
    );
    expect(item(list, "parmesan").text).toBe("100\u00a0g de parmesan — 40\u00a0g pour la semaine");
    const cupboard = list.find(({ aisle }) => aisle === "À avoir dans le placard");
    // Spices together, then oils, then condiments.
    expect(cupboard?.items.map((entry) => entry.name)).toEqual([
      "cumin",
      "paprika",
      "huile d'olive",
      "moutarde",
      "rhum",
    ]);
  });
});
