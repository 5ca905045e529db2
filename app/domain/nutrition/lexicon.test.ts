import { describe, expect, it } from "vitest";
import { ciqualFoods } from "./ciqual-data.server";
import { findIngredient, ingredients, lookupKeys, readIngredient } from "./lexicon";
import { singular } from "./normalise";
import { toGrams } from "./quantity";

const idOf = (text: string) => findIngredient(text)?.entry.id;

describe("findIngredient", () => {
  it.each([
    ["tomates", "tomate"],
    ["Poireaux", "poireau"],
    ["choux", "chou"],
    ["choux-fleurs", "chou-fleur"],
    ["chou fleur", "chou-fleur"],
    ["pommes de terre", "pomme-de-terre"],
    ["petits pois", "petit-pois"],
    ["haricots verts", "haricot-vert"],
    ["pois chiches", "pois-chiche"],
    ["maquereaux", "maquereau"],
  ])("reads the plural « %s »", (typed, id) => {
    expect(idOf(typed)).toBe(id);
  });

  it.each([
    ["d'ail", "ail"],
    ["l'oignon", "oignon"],
    ["de l'huile d'olive", "huile-d-olive"],
    ["de l’huile d’olive", "huile-d-olive"],
    ["des tomates", "tomate"],
    ["du beurre", "beurre"],
    ["de la crème fraîche", "creme-fraiche"],
    ["les carottes", "carotte"],
  ])("drops the article or elision in « %s »", (typed, id) => {
    expect(idOf(typed)).toBe(id);
  });

  it.each([
    ["patate", "pomme-de-terre"],
    ["blanc de volaille", "blanc-de-poulet"],
    ["filets de poulet", "blanc-de-poulet"],
    ["Maïzena", "fecule-de-mais"],
    ["cassonade", "sucre-roux"],
    ["steak haché", "boeuf-hache"],
    ["emmenthal", "emmental"],
    ["gambas", "crevette"],
    ["Saint-Jacques", "noix-de-saint-jacques"],
    ["4 épices", "quatre-epices"],
  ])("knows the synonym « %s »", (typed, id) => {
    expect(idOf(typed)).toBe(id);
  });

  it.each([
    ["creme fraiche", "creme-fraiche"],
    ["CRÈME FRAÎCHE", "creme-fraiche"],
    ["créme fraîche", "creme-fraiche"],
    ["oeufs", "oeuf"],
    ["Œufs", "oeuf"],
    ["epinards", "epinard"],
    ["mais", "mais"],
    ["pates", "pates"],
  ])("ignores missing or swapped accents in « %s »", (typed, id) => {
    expect(idOf(typed)).toBe(id);
  });

  it("does not read an accent that is not there: « pâté » is not « pâtes »", () => {
    expect(findIngredient("pâté")).toBeUndefined();
    expect(idOf("pâtes")).toBe("pates");
  });

  it.each([
    ["2 oignons", "oignon"],
    ["200 g de farine", "farine"],
    ["200g de farine", "farine"],
    ["une gousse d'ail", "ail"],
    ["2 gousses d'ail", "ail"],
    ["1 ½ c. à soupe d'huile d'olive", "huile-d-olive"],
    ["3 cuillères à soupe de sucre roux", "sucre-roux"],
    ["2 à 3 carottes", "carotte"],
    ["1,5 kg de pommes de terre", "pomme-de-terre"],
    ["une pincée de sel", "sel"],
    ["un gros oignon", "oignon"],
    ["une demi-baguette", "pain"],
    ["1 noisette de beurre", "beurre"],
    ["2 côtes de céleri", "celeri"],
    ["1 cube de bouillon de volaille", "bouillon-de-volaille"],
  ])("strips the quantity and unit in « %s »", (typed, id) => {
    expect(idOf(typed)).toBe(id);
  });

  it.each([
    ["huile d'olive", "huile-d-olive"],
    ["huile", "huile"],
    ["pomme de terre", "pomme-de-terre"],
    ["pomme", "pomme"],
    ["sucre roux", "sucre-roux"],
    ["sucre", "sucre"],
    ["lait de coco", "lait-de-coco"],
    ["lait", "lait"],
    ["noix de coco", "noix-de-coco"],
    ["noix", "noix"],
    ["côte de porc", "cote-de-porc"],
  ])("prefers the longest name: « %s »", (typed, id) => {
    expect(idOf(typed)).toBe(id);
  });

  it.each([
    ["persil haché", "persil"],
    ["tomates bien mûres", "tomate"],
    ["poulet fermier bio", "poulet"],
    ["huile d'olive vierge extra", "huile-d-olive"],
    ["Oignon, émincé", "oignon"],
    ["beurre (ramolli)", "beurre"],
    ["beurre ou margarine", "beurre"],
    ["carottes coupées en rondelles", "carotte"],
  ])("tolerates harmless words after a known name: « %s »", (typed, id) => {
    expect(idOf(typed)).toBe(id);
  });

  // Rule: after a known name, only listed harmless words may follow; anything else means
  // another food, which is left unmatched rather than guessed.
  it.each([
    "pomme de pin",
    "feuilles de brick",
    "zeste de citron",
    "sel et poivre",
    "crème de soja",
    "tomates séchées",
    "",
    "   ",
    "xyz",
    "200 g",
  ])("leaves « %s » unmatched", (typed) => {
    expect(findIngredient(typed)).toBeUndefined();
  });

  it("keeps the text as typed, trimmed", () => {
    expect(findIngredient("  2 Oignons ")?.typed).toBe("2 Oignons");
  });

  it("reports the quantity and unit written in the name", () => {
    expect(readIngredient("2 gousses d'ail")).toMatchObject({ quantity: 2, unit: "gousses" });
    expect(readIngredient("gousse d'ail")).toMatchObject({ quantity: 1, unit: "gousse" });
    expect(readIngredient("3 œufs")).toMatchObject({ quantity: 3 });
    expect(readIngredient("œufs")?.quantity).toBeUndefined();
  });

  it("answers the same thing twice (the cache changes nothing)", () => {
    expect(findIngredient("200 g de farine")).toEqual(findIngredient("200 g de farine"));
  });
});

describe("the lexicon", () => {
  it("has enough everyday ingredients", () => {
    expect(ingredients.length).toBeGreaterThanOrEqual(220);
  });

  it("ties every entry to a CIQUAL food present in ciqual-data.server.ts", () => {
    const missing = ingredients.filter((entry) => !ciqualFoods[entry.ciqualCode]).map((entry) => entry.id);
    expect(missing).toEqual([]);
  });

  it("gives every entry a distinct id", () => {
    const ids = ingredients.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("never gives two entries the same name or alias once folded", () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const entry of ingredients) {
      for (const key of new Set(lookupKeys(entry))) {
        const other = owner.get(key);
        if (other !== undefined && other !== entry.id) clashes.push(`${key}: ${other} / ${entry.id}`);
        owner.set(key, entry.id);
      }
    }
    expect(clashes).toEqual([]);
  });

  it("finds every entry by its name, plural and aliases", () => {
    const lost: string[] = [];
    for (const entry of ingredients) {
      for (const text of [entry.name, entry.plural, ...entry.aliases]) {
        if (findIngredient(text)?.entry !== entry) lost.push(`${text} → ${entry.id}`);
      }
    }
    expect(lost).toEqual([]);
  });

  it("can weigh every usual portion", () => {
    const unweighable = ingredients.filter((entry) => {
      const grams = toGrams(entry, entry.perPortion.quantity, entry.perPortion.unit);
      return grams === undefined || !(grams > 0);
    });
    expect(unweighable.map((entry) => entry.id)).toEqual([]);
  });

  it("derives highCarb from CIQUAL and animal from meat, fish and dairy", () => {
    for (const entry of ingredients) {
      const food = ciqualFoods[entry.ciqualCode];
      expect(entry.diet.highCarb, entry.id).toBe((food?.carbs ?? 0) > 10);
      if (entry.diet.meat || entry.diet.fish || entry.diet.dairy)
        expect(entry.diet.animal, entry.id).toBe(true);
    }
  });

  it("flags the foods a diet is about", () => {
    const diet = (text: string) => findIngredient(text)?.entry.diet;
    expect(diet("lardons")).toMatchObject({ meat: true, animal: true });
    expect(diet("saumon")).toMatchObject({ fish: true, meat: false, animal: true });
    expect(diet("beurre")).toMatchObject({ dairy: true, animal: true });
    expect(diet("parmesan")).toMatchObject({ dairy: true, animal: true });
    expect(diet("farine")).toMatchObject({ gluten: true, highCarb: true });
    expect(diet("tofu")).toMatchObject({
      meat: false,
      fish: false,
      animal: false,
      dairy: false,
      gluten: false,
    });
    expect(diet("miel")).toMatchObject({ animal: true, meat: false });
    expect(diet("riz")).toMatchObject({ highCarb: true, gluten: false });
  });
});

describe("singular", () => {
  it.each([
    ["tomates", "tomate"],
    ["poireaux", "poireau"],
    ["chevaux", "cheval"],
    ["choux", "chou"],
    ["riz", "riz"],
    ["jus", "jus"],
    ["1,5", "1,5"],
  ])("%s → %s", (word, expected) => {
    expect(singular(word)).toBe(expected);
  });
});

describe("meat cuts", () => {
  // The cut a line names, its CIQUAL row, and the words of that row's name that say it is that cut.
  // prettier-ignore
  it.each([
    ["2 pavés de bœuf", "6206", /rumsteck/],
    ["pavé de rumsteck", "6206", /rumsteck/],
    ["bavette", "6212", /bavette/],
    ["bavette d'aloyau", "6212", /bavette/],
    ["onglet", "6204", /onglet/],
    ["hampe de bœuf", "6130", /hampe/],
    ["faux-filet", "6111", /faux-filet/],
    ["paleron", "6270", /paleron/],
    ["steak", "6201", /steak ou bifteck/],
    ["steak haché", "6254", /15% MG/],
    ["4 steaks hachés 15 %", "6254", /15% MG/],
    ["steak haché 5 %", "6250", /5% MG/],
    ["steaks hachés 5 % MG", "6250", /5% MG/],
    ["bœuf haché à 5 % de matières grasses", "6250", /5% MG/],
    ["bœuf haché 10 %", "6252", /10% MG/],
    ["500 g de viande hachée 20 %", "6256", /20% MG/],
    ["filet de veau", "6530", /Veau, filet/],
    ["côte de veau", "6510", /Veau, côte/],
    ["tendron de veau", "6540", /Veau, poitrine/],
    ["escalope de porc", "28460", /escalope/],
    ["échine de porc", "28302", /échine/],
    ["travers de porc", "28400", /travers/],
    ["selle d'agneau", "21515", /selle/],
    ["gigot d'agneau", "21502", /gigot/],
    ["blanc de poulet", "36017", /Poulet, filet sans peau/],
    ["filet de poulet", "36017", /Poulet, filet sans peau/],
    ["suprême de poulet", "36029", /Poulet, poitrine, viande et peau/],
    ["cuisse de poulet", "36002", /Poulet, cuisse, viande et peau/],
    ["cuisses de poulet sans peau", "36024", /Poulet, cuisse, viande crue/],
    ["cuisse de dinde", "36305", /Dinde, cuisse/],
    ["suprême de pintade", "36702", /Pintade, poitrine/],
  ] as const)("« %s » → CIQUAL %s", (text, code, cut) => {
    const entry = findIngredient(text)?.entry;
    expect(entry?.ciqualCode).toBe(code);
    expect(ciqualFoods[code]?.name).toMatch(cut);
  });
});
