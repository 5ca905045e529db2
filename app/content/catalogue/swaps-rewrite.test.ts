import { describe, expect, it } from "vitest";
import { lineUses } from "~/domain/catalogue/line-uses";
import { swapOptionsFor } from "~/domain/catalogue/swap";
import type { Recipe } from "~/domain/recipe/model";
import { customised, everyRecipe, line, recipe } from "./test-fixtures";

// Issue 27: swaps that rewrite the recipe, on the catalogue's own recipes.

const offered = (id: string, nom: string) =>
  swapOptionsFor(recipe(id), line(id, nom)).map((option) => option.name);

describe("the jobs a food does in its recipe", () => {
  it.each([
    ["quiche-lorraine", "farine", "pastry"],
    ["quiche-lorraine", "eau", "pastry"],
    ["crepes-de-froment", "farine de froment", "batter"],
    ["boeuf-bourguignon", "farine", "thickener"],
    ["boeuf-bourguignon", "vin rouge", "liquid"],
    ["coq-au-vin", "beurre", "frying"],
    ["quiche-lorraine", "crème fraîche épaisse", "heated"],
  ])("%s: %s is used as %s", (id, nom, use) => {
    expect(lineUses(recipe(id), line(id, nom))).toContain(use);
  });
});

describe("swaps depend on the food's job in this recipe", () => {
  it.each([
    // Cornflour thickens a roux but makes neither a pastry nor a crêpe.
    ["quiche-lorraine", "farine", "fécule de maïs", false],
    ["crepes-de-froment", "farine de froment", "fécule de maïs", false],
    ["boeuf-bourguignon", "farine", "fécule de maïs", true],
    // A stock perfumes a braise, not a shortcrust.
    ["quiche-lorraine", "eau", "bouillon de légumes", false],
    // Olive oil fries; it does not make a pastry.
    ["quiche-lorraine", "beurre", "huile d'olive", false],
    ["quiche-lorraine", "beurre", "margarine", true],
    ["coq-au-vin", "beurre", "huile d'olive", true],
    // Greek yoghurt splits in an appareil that bakes.
    ["quiche-lorraine", "crème fraîche épaisse", "yaourt à la grecque", false],
    // Wine in cooking has an alcohol-free way.
    ["boeuf-bourguignon", "vin rouge", "bouillon de bœuf", true],
    // The stock follows what the wine cooked: poultry in a coq au vin, beef in a bourguignon.
    ["coq-au-vin", "vin rouge", "bouillon de bœuf", false],
    ["coq-au-vin", "vin rouge", "bouillon de volaille", true],
    ["oeufs-en-meurette", "vin rouge", "bouillon de légumes", true],
    // Pears are not poached in stock or beer.
    ["poires-pochees-au-vin", "vin rouge", "bouillon de bœuf", false],
    ["poires-pochees-au-vin", "vin rouge", "bière", false],
  ])("%s: %s → %s offered: %s", (id, nom, to, expected) => {
    expect(offered(id, nom).includes(to)).toBe(expected);
  });
});

describe("a fat swap replaces the fat", () => {
  it("turns the bourguignon's butter into its own oil, one line", () => {
    const options = swapOptionsFor(recipe("boeuf-bourguignon"), line("boeuf-bourguignon", "beurre"));
    expect(options.map((option) => option.name)).not.toContain("huile d'olive");
    expect(options.find((option) => option.name === "huile")?.note).toBe(
      "Tout cuit dans l'huile déjà prévue\u00a0: la quantité s'y ajoute.",
    );
    const result = customised("boeuf-bourguignon", { beurre: "huile" });
    const fats = result.ingredients.filter((ingredient) => /huile|beurre/.test(ingredient.nom));
    // 2 c. à soupe of oil (about 26 g) and 20 g of butter as 16 g of oil: 3 c. à soupe.
    expect(fats).toEqual([{ nom: "huile", quantite: 3, unite: "c. à soupe" }]);
  });
});

describe("the words follow the swaps", () => {
  it("renames the quiche lorraine after its new filling, and takes back the claim", () => {
    const both = customised("quiche-lorraine", {
      "lardons fumés": "tofu fumé",
      "crème fraîche épaisse": "lait de coco",
    });
    expect(both.title).toBe("Quiche au tofu fumé et au lait de coco");
    // Past the summary (« Adapté de « Quiche lorraine »… »), the description claims no lorraine.
    expect(both.description.split(" modifiées. ")[1]).not.toMatch(/vraie|lorraine/i);
    const steps = both.steps.map((step) => step.description);
    expect(steps).toContain(
      "Pendant ce temps, faites revenir le tofu fumé à sec dans la poêle, puis égouttez-le sur du papier absorbant.",
    );
    expect(steps.join(" ")).toContain("Ne salez pas\u00a0: le tofu fumé l'est suffisamment.");
    expect(both.variations.join(" ")).not.toMatch(/puristes|Remplacez le tofu/);

    expect(customised("quiche-lorraine", { "lardons fumés": "tofu fumé" }).title).toBe(
      "Quiche au tofu fumé façon lorraine",
    );
    // Bacon for lardons is still a quiche lorraine.
    expect(customised("quiche-lorraine", { "lardons fumés": "bacon" }).title).toBe("Quiche lorraine");
  });

  it("says « façon » in the adjective's feminine", () => {
    expect(customised("gratin-dauphinois", { "lait entier": "lait de soja" }).title).toBe(
      "Gratin au lait de soja façon dauphinoise",
    );
  });

  it("keeps the name of a braise whose wine became stock, and says so", () => {
    const result = customised("boeuf-bourguignon", { "vin rouge": "bouillon de bœuf" });
    expect(result.title).toBe("Bœuf bourguignon, sans vin");
    expect([result.description, ...result.tips, ...result.variations].join(" ")).not.toMatch(
      /grand classique|mariner la viande une nuit dans le vin/,
    );
    expect(result.tips.join(" ")).toMatch(/Sans vin, ajoutez 1 c\. à soupe de vinaigre/);
  });

  it("names the coq au vin after its bird and its drink, and pairs the wine anew", () => {
    const original = recipe("coq-au-vin").wine!;
    const turkey = customised("coq-au-vin", { "poulet fermier": "dinde" });
    expect(turkey.title).toBe("Dinde au vin");
    expect(turkey.wine?.why).toMatch(/dinde/);
    expect(customised("coq-au-vin", { "vin rouge": "bière" }).title).toBe("Coq à la bière");
    const stock = customised("coq-au-vin", {
      "poulet fermier": "dinde",
      "vin rouge": "bouillon de volaille",
    });
    expect(stock.title).toBe("Dinde au bouillon, façon coq au vin");
    expect(stock.ingredients.map((line) => line.nom)).toContain("bouillon de volaille");
    // « Cousin de celui de la sauce » spoke of a wine no longer in the pot.
    expect(stock.wine?.why).not.toBe(original.why);
    expect(stock.wine?.why).not.toMatch(/sauce au vin|celui de la sauce/);
  });

  it("drops the wine's appellation with the wine (« une bière », not « une bière de Bourgogne »)", () => {
    const result = customised("coq-au-vin", { "vin rouge": "bière" });
    expect(result.description).not.toMatch(/bière de Bourgogne/);
  });

  it("keeps the written pairing when neither the main food nor the wine changes", () => {
    const result = customised("coq-au-vin", { thym: "romarin" });
    expect(result.wine).toEqual(recipe("coq-au-vin").wine);
  });

  // Read as a cook (decision 0073): what the reading of 20 results found.
  it("agrees the pronoun and the adjective that follow the new food", () => {
    const seitan = customised("boeuf-bourguignon", { "bœuf à bourguignon": "seitan" });
    expect(seitan.steps.map((step) => step.description).join(" ")).toMatch(
      /saisissez le seitan .* pour qu'il dore/,
    );
    // « Mélangez plusieurs morceaux, paleron, macreuse… » said of the beef's cuts has nothing to say of seitan.
    expect(seitan.tips.join(" ")).not.toMatch(/seitan, seitan/);
    const pastry = customised("quiche-lorraine", { beurre: "margarine" });
    expect(pastry.steps[0]!.description).toContain("la margarine froide en dés");
    // After an amount too, and the amount reads on a kitchen scale (180 g × 0,8, not 144 g).
    const tatin = customised("tarte-tatin", { beurre: "huile de coco" });
    expect(tatin.steps[0]!.description).toContain("80 g d'huile de coco froide en dés");
    expect(customised("tarte-tatin", { beurre: "margarine" }).steps[0]!.description).toContain(
      "100 g de margarine froide en dés",
    );
    expect(tatin.ingredients.find((line) => line.nom === "huile de coco")?.quantite).toBe(140);
  });

  it("renames the plural of an alias in the steps (« les shiitakés » → « les champignons »)", () => {
    const soup = customised("soupe-miso-au-tofu", { shiitaké: "champignon" });
    expect(soup.steps.map((step) => step.description).join(" ")).not.toMatch(/shiitak/);
  });

  it("keeps the written wine for a milk swapped for a milk", () => {
    expect(customised("gratin-dauphinois", { "crème liquide": "crème légère" }).wine).toEqual(
      recipe("gratin-dauphinois").wine,
    );
  });

  it("agrees an indefinite article with the new food", () => {
    const result = customised("coq-au-vin", { "poulet fermier": "dinde" });
    expect(result.tips.join(" ")).not.toMatch(/un dinde/);
  });

  it("renames the blanquette's veal, pronouns and participles agreeing", () => {
    const result = customised("blanquette-de-veau", { "épaule de veau": "lapin" });
    expect(result.title).toBe("Blanquette de lapin à l'ancienne");
    expect(result.steps[0]!.description).toMatch(/^Coupez le lapin en morceaux de 5 cm, mettez-le/);
  });
});

describe("a liaison stirred in off the heat", () => {
  it("keeps Greek yoghurt for the blanquette's cream, which goes in « hors du feu »", () => {
    expect(offered("blanquette-de-veau", "crème fraîche")).toContain("yaourt à la grecque");
  });
});

describe("a flour without gluten in a pastry", () => {
  it("tells the cook to press the rice-flour dough into the mould, and nothing of it in a sauce", () => {
    const quiche = customised("quiche-lorraine", { farine: "farine de riz" });
    expect(quiche.tips.join(" ")).toMatch(/se presse dans le moule du bout des doigts/);
    expect(offered("quiche-lorraine", "farine").filter((name) => name === "farine de riz")).toHaveLength(1);
    const bourguignon = customised("boeuf-bourguignon", { farine: "farine de riz" });
    expect(bourguignon.tips.join(" ")).not.toMatch(/pressez/);
  });
});

describe("a swap of the main food drops what no longer holds", () => {
  it("keeps no « grand classique de Bourgogne », no seitan note against the braise, no « saveurs du tofu »", () => {
    const seitan = customised("boeuf-bourguignon", { "bœuf à bourguignon": "seitan" });
    expect(seitan.description).not.toMatch(/grand classique/i);
    expect(seitan.wine?.why ?? "").not.toMatch(/tofu/);
  });

  it("simmers seitan, already cooked, 40 min and not until it falls apart; the header follows", () => {
    const original = recipe("boeuf-bourguignon");
    const seitan = customised("boeuf-bourguignon", { "bœuf à bourguignon": "seitan" });
    const braise = seitan.steps.find((step) => /laissez mijoter/.test(step.description))!;
    expect(braise.temps).toBe("40\u00a0min");
    expect(braise.description).toMatch(/jusqu'à ce que le seitan soit tendre/);
    expect(seitan.steps.map((step) => step.description).join(" ")).not.toMatch(/se défass/);
    expect(seitan.tips.join(" ")).toMatch(/40\smin de mijotage suffisent/);
    // 2 h 30 of braising became 40 min: the cooking time shown says so.
    expect(original.cookMinutes - seitan.cookMinutes).toBe(150 - 40);
  });

  it("never lengthens a step that « … suffisent » would shorten", () => {
    const turkey = customised("blanquette-de-veau", { "épaule de veau": "dinde" });
    const simmer = turkey.steps.find((step) => step.temps === "45\u00a0min");
    expect(simmer?.description).toMatch(/dinde/);
    expect(recipe("blanquette-de-veau").cookMinutes).toBeGreaterThan(turkey.cookMinutes);
  });

  it("keeps a timing note the steps do not contradict (the blanquette's turkey)", () => {
    const turkey = customised("blanquette-de-veau", { "épaule de veau": "dinde" });
    expect(turkey.tips.join(" ")).toMatch(/La dinde cuit plus vite que le veau/);
  });
});

describe("a cut named by its animal in the steps", () => {
  it("renames « le poulet » of a line « blancs de poulet » swapped for tofu, in the title and the steps", () => {
    const tofu = customised("poulet-au-curry-et-lait-de-coco", { "blancs de poulet": "tofu" });
    expect(tofu.title).not.toMatch(/poulet/i);
    expect(tofu.steps.map((step) => step.description).join(" ")).not.toMatch(/poulet/);
    expect(tofu.steps[0]!.description).toMatch(/^Coupez le tofu/);
    // Advice about the chicken's cuts has nothing to say of tofu.
    expect(tofu.tips.join(" ")).not.toMatch(/hauts de cuisse/);
    // Tofu does not whiten in the pan as raw chicken does.
    expect(tofu.steps.map((step) => step.description).join(" ")).toMatch(/s'enrobe d'épices et dore/);
  });
});

describe("a note that times the new food", () => {
  it("sets the step that cooks it: green lentils for red ones simmer 25 min, not the dahl's 20", () => {
    const green = customised("curry-de-lentilles-corail", { "lentilles corail": "lentille" });
    expect(green.tips.join(" ")).toMatch(/comptez 25\s?min/);
    const simmer = green.steps.find((step) => /laissez mijoter/.test(step.description))!;
    expect(simmer.temps).toBe("25\u00a0min");
    // Green lentils hold their shape: they are done when tender, not when they fall apart.
    expect(simmer.description).toMatch(/jusqu'à ce que les lentilles soient tendres/);
  });
});

describe("the participle of a set appareil", () => {
  it("agrees « prise » with the coconut milk that replaced the cream (« le lait de coco pris »)", () => {
    const gratin = customised("gratin-de-courgettes", { "crème fraîche": "lait de coco" });
    const text = gratin.steps.map((step) => step.description).join(" ");
    expect(text).not.toMatch(/lait de coco prise/);
    expect(text).toMatch(/le lait de coco pris(?![\p{L}])/u);
  });
});

describe("a rice-flour pastry in the steps themselves", () => {
  it("presses the quiche's dough into the mould instead of rolling it, and the tip only says why", () => {
    const quiche = customised("quiche-lorraine", { farine: "farine de riz" });
    const text = quiche.steps.map((step) => step.description).join(" ");
    expect(text).not.toMatch(/Étalez la pâte/);
    expect(text).toMatch(
      /Pressez la pâte du bout des doigts dans le moule beurré, en une couche régulière de 3\u00a0mm, piquez le fond/,
    );
    expect(quiche.description).toMatch(/étapes 1 et 2 modifiées/);
    expect(quiche.tips.join(" ")).toMatch(/se déchire au rouleau\u00a0: elle se presse dans le moule/);
  });

  it("never rolls a rice-flour pastry out on the worktop, in any recipe of the catalogue", () => {
    const pastries = everyRecipe.flatMap((chosen) =>
      chosen.ingredients.flatMap((ingredient, index) =>
        lineUses(chosen, index).includes("pastry") &&
        swapOptionsFor(chosen, index).some((option) => option.name === "farine de riz")
          ? [[chosen.id, ingredient.nom] as const]
          : [],
      ),
    );
    expect(pastries.length).toBeGreaterThanOrEqual(4);
    for (const [id, nom] of pastries) {
      const steps = customised(id, { [nom]: "farine de riz" }).steps.map((step) => step.description);
      for (const step of steps) {
        expect(step).not.toMatch(/foncez le moule/i);
        if (/Étalez (?:la pâte|le reste de la pâte)/.test(step)) expect(step).toMatch(/papier cuisson/);
      }
    }
    const tatin = customised("tarte-tatin", { farine: "farine de riz" });
    expect(tatin.steps.map((step) => step.description).join(" ")).toMatch(
      /entre deux feuilles de papier cuisson, ôtez celle du dessus, retournez-la sur les pommes, décollez l'autre feuille/,
    );
  });
});

describe("minced meat that the steps brown", () => {
  it("is not swapped for dry lentils, which would stay hard; smoked tofu still crumbles and browns", () => {
    expect(offered("hachis-parmentier", "bœuf haché")).not.toContain("lentille");
    expect(offered("hachis-parmentier", "bœuf haché")).toContain("tofu fumé");
    expect(offered("chili-con-carne", "bœuf haché")).not.toContain("lentille");
  });
});

describe("a fresh lemon for a preserved one", () => {
  it("zests and juices the tajine's lemons instead of cutting their bitter rind into strips", () => {
    const tajine = customised("tajine-de-poulet-au-citron-confit-et-aux-olives", {
      "citrons confits": "citron",
    });
    const text = tajine.steps.map((step) => step.description).join(" ");
    expect(text).not.toMatch(/ôtez la pulpe|écorce/);
    expect(text).toMatch(
      /Lavez les citrons, prélevez-en le zeste en fines lanières au couteau économe, sans la peau blanche, et pressez-en le jus\./,
    );
    expect(text).toMatch(/Ajoutez le zeste, le jus de citron et les olives/);
    expect(tajine.tips.join(" ")).toMatch(/sa peau blanche le rendrait amer/);
  });
});

describe("a cream reduced on the heat", () => {
  it("is heated when only the step's heat says so, and gets no Greek yoghurt (vallée d'Auge, « 8 min, feu vif »)", () => {
    expect(
      lineUses(recipe("poulet-vallee-d-auge"), line("poulet-vallee-d-auge", "crème fraîche épaisse")),
    ).toContain("heated");
    expect(offered("poulet-vallee-d-auge", "crème fraîche épaisse")).not.toContain("yaourt à la grecque");
  });

  it("names a yoghurt weighed in grams as a mass in the title: « au yaourt à la grecque »", () => {
    const pears = customised("poires-belle-helene", { "glace à la vanille": "yaourt à la grecque" });
    expect(pears.title).toBe("Poires Belle-Hélène au yaourt à la grecque");
  });
});

describe("the name of a swapped line", () => {
  it("writes weighed pulses in the plural, as the recipe did: « lentilles », not « lentille »", () => {
    const green = customised("curry-de-lentilles-corail", { "lentilles corail": "lentille" });
    expect(green.ingredients[0]).toMatchObject({ nom: "lentilles", quantite: 250, unite: "g" });
    const tofu = customised("quiche-lorraine", { "lardons fumés": "tofu fumé" });
    expect(tofu.ingredients.map((ingredient) => ingredient.nom)).toContain("tofu fumé");
  });
});

// Issue 27, the third reading (docs/readings/chef-third.md): what a cook still read wrong.
describe("the words after a swap, as the third reading found them", () => {
  const joined = (result: Recipe) => result.steps.map((step) => step.description).join(" ");

  it("A-S7: agrees every participle that describes the turkey, not only the first", () => {
    const turkey = customised("blanquette-de-veau", { "épaule de veau": "dinde" });
    expect(turkey.description).toContain(
      "de la dinde pochée avec des légumes, nappée d'une sauce blanche liée à la crème et au jaune d'œuf, servie avec du riz",
    );
  });

  it("A-S10: greases the quiche's mould with the margarine, no butter being left", () => {
    const quiche = customised("quiche-lorraine", { beurre: "margarine", "lait entier": "lait" });
    expect(joined(quiche)).toContain("foncez le moule graissé à la margarine");
    expect(joined(quiche)).not.toMatch(/beurr/);
  });

  it("B-C8: the onions that replaced the shallots lose « their » sharpness in the masculine", () => {
    const salad = customised("salade-de-lentilles-a-l-echalote", { échalotes: "oignon" });
    expect(joined(salad)).toContain(
      "dans le vinaigre avec une pincée de sel\u00a0: ils perdent leur piquant",
    );
  });

  it("N17: no « bien froid » for olive oil, and the risotto's shallots sweat in a spoon of it", () => {
    const risotto = customised("risotto-aux-champignons", { beurre: "huile d'olive" });
    expect(joined(risotto)).toContain("ajoutez le reste de l'huile d'olive et le parmesan râpé");
    expect(joined(risotto)).toContain("faites suer les échalotes dans 1 c. à soupe d'huile d'olive");
    expect(joined(risotto)).not.toMatch(/\d\s?g d'huile/);
  });

  it("N14: a chicken for the rabbit keeps no rabbit's saddle and proposes no chicken legs", () => {
    const chicken = customised("lapin-a-la-moutarde", { lapin: "poulet" });
    expect(chicken.tips.join(" ")).not.toMatch(/râble/);
    expect(chicken.variations.join(" ")).not.toMatch(/cuisses de poulet/);
    expect(chicken.variations.join(" ")).toMatch(/lardons et des champignons/);
  });

  it("A-S5: stock for the coq's wine drops the advice to flame the marinade", () => {
    const stock = customised("coq-au-vin", { "vin rouge": "bouillon de volaille" });
    expect(stock.tips.join(" ")).not.toMatch(/flamber|moins acide/);
    expect(stock.tips.join(" ")).toMatch(/Sans vin, ajoutez 1 c\. à soupe de vinaigre/);
  });

  it("B-S2: green lentils are not called « fondantes » when the note says they do not melt", () => {
    const green = customised("curry-de-lentilles-corail", { "lentilles corail": "lentille" });
    expect(green.description).toContain("des lentilles dans une sauce tomate au lait de coco");
    expect(green.description).not.toMatch(/fondant/);
  });

  it("N18: crêpes made with rice flour are no longer called « de froment »", () => {
    const rice = customised("crepes-de-froment", { "farine de froment": "farine de riz" });
    expect(rice.title).toBe("Crêpes à la farine de riz");
  });
});

describe("pronouns after « faites- » and after two foods", () => {
  it("crumbles and browns the hachis's smoked tofu in the masculine, « mijoté » too", () => {
    const tofu = customised("hachis-parmentier", { "bœuf haché": "tofu fumé" });
    expect(tofu.steps.map((step) => step.description).join(" ")).toContain("Émiettez-le et faites-le dorer");
    expect(tofu.description).toContain("sur un tofu fumé mijoté aux oignons");
  });

  it("keeps « les » for two foods named together: « la viande et le panais, gardez-les au chaud »", () => {
    const parsnip = customised("blanquette-de-veau", { carottes: "panais" });
    expect(parsnip.steps.map((step) => step.description).join(" ")).toContain(
      "Retirez la viande et le panais, gardez-les au chaud",
    );
  });
});
