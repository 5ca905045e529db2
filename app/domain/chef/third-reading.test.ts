import { describe, expect, it } from "vitest";
import type { GeneratedRecipe } from "../generation/recipe-schema";
import type { ChefRequest } from "../generation/request-schema";
import { cookRecipe } from "./offline-chef";
import { senseProblems } from "./recipe-sense";

/**
 * What the third cook's reading found in the archetype chef (issue 27,
 * docs/readings/chef-third.md): each request as it was served, for two.
 */
function cook(ingredients: string[], extra: Partial<ChefRequest> = {}): GeneratedRecipe {
  return cookRecipe({ ingredients, portions: 2, restrictions: [], variation: 0, detailed: false, ...extra });
}

/** The first of the chef's ideas whose title matches, as « Autre idée » would reach it. */
function firstOf(ingredients: string[], title: RegExp, extra: Partial<ChefRequest> = {}): GeneratedRecipe {
  const found = [0, 1, 2, 3, 4, 5]
    .map((variation) => cook(ingredients, { ...extra, variation }))
    .find((recipe) => title.test(recipe.titre));
  if (!found) throw new Error(`no ${String(title)} for ${ingredients.join(", ")}`);
  return found;
}

const steps = (recipe: GeneratedRecipe) => recipe.instructions.map((step) => step.description);
const method = (recipe: GeneratedRecipe) => steps(recipe).join("\n");
const line = (recipe: GeneratedRecipe, name: string) => recipe.ingredients.find((item) => item.nom === name);

describe("nothing goes into the dish unprepared (N3)", () => {
  it("adds the lemon of salmon pasta by its grated zest and its juice, never whole", () => {
    const pasta = cook(["saumon", "pâtes", "crème fraîche", "citron"]);
    expect(pasta.titre).toMatch(/^Pâtes/);
    expect(method(pasta)).toMatch(
      /Ajoutez le zeste râpé et le jus du citron et prolongez la cuisson de 2 minutes en remuant\./,
    );
    expect(method(pasta)).not.toMatch(/Ajoutez le citron/);
    expect(senseProblems(pasta)).toEqual([]);
  });

  it("peels and cuts the apple and pear a poêlée adds at the end, before the pan is hot", () => {
    const poelee = firstOf(["poulet", "pomme", "poire"], /^Poêlée/);
    const texts = steps(poelee);
    const cut = texts.indexOf("Épluchez la pomme et la poire, puis coupez le tout en petits morceaux.");
    const added = texts.findIndex((text) => text.startsWith("Ajoutez la pomme et la poire"));
    const heated = texts.findIndex((text) => text.startsWith("Faites chauffer"));
    expect(cut).toBeGreaterThanOrEqual(0);
    expect(cut).toBeLessThan(heated);
    expect(heated).toBeLessThan(added);
  });
});

describe("sweet fruit and a dish of meat or fish (N8)", () => {
  it("sets the strawberries of mackerel papillotes aside, saying so", () => {
    const papillotes = cook(["maquereau", "fraises", "riz"]);
    expect(papillotes.titre).toBe("Papillotes de maquereau au thym");
    expect(papillotes.ingredients.map((item) => item.nom)).not.toContain("fraises");
    expect(method(papillotes)).not.toMatch(/fraise/);
    expect(papillotes.misDeCote).toEqual([
      "Les fraises n'ont pas leur place dans des papillotes\u00a0: gardez-les pour un dessert.",
    ]);
  });

  it("keeps them in a chicken salad, made to hold fruit, and keeps cherries with duck", () => {
    const salad = firstOf(["fraises", "poulet", "roquette"], /^Salade/);
    expect(salad.ingredients.map((item) => item.nom)).toContain("fraises");
    expect(salad.misDeCote).toBeUndefined();
    const duck = firstOf(["canard", "cerises"], /^Poêlée/);
    expect(method(duck)).toMatch(/Ajoutez les cerises/);
    expect(duck.misDeCote).toBeUndefined();
  });
});

describe("fresh sausages (N11)", () => {
  it("cuts sausages for a lentil curry in thick rounds, not in dice like ham", () => {
    const curry = cook(["saucisses", "lentilles vertes", "carottes"]);
    expect(curry.titre).toMatch(/^Curry de saucisses/);
    expect(method(curry)).toMatch(/Coupez les saucisses en rondelles épaisses\./);
    expect(method(curry)).not.toMatch(/dés/);
  });

  it("browns merguez rounds long enough to cook them through in a poêlée", () => {
    const poelee = firstOf(["merguez", "poivron", "semoule"], /^Poêlée/);
    expect(method(poelee)).toMatch(
      /Faites dorer la merguez 8 minutes en retournant les rondelles à mi-cuisson/,
    );
  });
});

describe("a quiche whose amounts keep its own tip (N12)", () => {
  it("pours 10 cl of milk an egg and 25 ml of water for 100 g of flour", () => {
    const quiche = cook(["chou-fleur", "gruyère", "lardons"]);
    expect(quiche.titre).toMatch(/^Quiche/);
    expect(line(quiche, "œufs")).toEqual({ nom: "œufs", quantite: "3", unite: "" });
    expect(line(quiche, "lait")).toEqual({ nom: "lait", quantite: "300", unite: "ml" });
    expect(line(quiche, "farine")).toEqual({ nom: "farine", quantite: "100", unite: "g" });
    expect(line(quiche, "eau")).toEqual({ nom: "eau", quantite: "25", unite: "ml" });
    expect(quiche.astucesChef).toContain(
      "Comptez un œuf pour 10\u00a0cl de crème ou de lait\u00a0: l'appareil prend sans être caoutchouteux.",
    );
  });

  it("makes the cook's cream two thirds of the custard and milk the rest", () => {
    const quiche = firstOf(["poireaux", "lardons", "crème fraîche"], /^Quiche/);
    expect(line(quiche, "crème fraîche")).toEqual({ nom: "crème fraîche", quantite: "200", unite: "ml" });
    expect(line(quiche, "lait")).toEqual({ nom: "lait", quantite: "100", unite: "ml" });
    expect(method(quiche)).toMatch(/battez les œufs avec la crème fraîche et le lait/);
  });
});

describe("a variation that names the fat the dish uses (N7)", () => {
  it("finishes a lactose-free risotto with cashew purée instead of the margarine it uses", () => {
    const risotto = cook(["poulet", "champignons", "crème fraîche", "riz"], {
      restrictions: ["lactose-free"],
    });
    expect(line(risotto, "margarine")).toBeDefined();
    expect(risotto.variations).toContain(
      "Terminez avec une cuillerée de purée de noix de cajou au lieu de la margarine.",
    );
    expect(risotto.variations.join(" ")).not.toMatch(/beurre/);
  });
});

describe("a wok tip that fits the cuts (A-C6)", () => {
  it("gives a wok of tofu cubes and broccoli florets no tip about strips", () => {
    const wok = cook(["tofu", "brocoli", "sauce soja", "riz"], { restrictions: ["vegan"] });
    expect(wok.titre).toMatch(/^Wok/);
    expect(method(wok)).toMatch(/en cubes/);
    expect(wok.astucesChef.join(" ")).not.toMatch(/lanières/);
    expect(wok.astucesChef).toContain(
      "Des morceaux de même taille cuisent au même rythme\u00a0: aucun ne brûle pendant que les autres finissent.",
    );
  });

  it("keeps the strips tip for a wok of chicken and carrots cut so", () => {
    const wok = firstOf(["poulet", "carottes", "sauce soja"], /^Wok/);
    expect(method(wok)).toMatch(/en fines lanières/);
    expect(wok.astucesChef).toContain(
      "Des lanières fines et régulières cuisent en même temps et restent croquantes.",
    );
  });
});

describe("a chickpea curry in the order a cook works (A-C10)", () => {
  const curry = cook(["pois chiches", "épinards", "yaourt", "oignon"], { restrictions: ["vegetarian"] });

  it("opens with the overnight soak, before the onion is cut", () => {
    expect(steps(curry)[0]).toMatch(/^Faites tremper les pois chiches la veille/);
    expect(steps(curry)[1]).toBe("Épluchez l'oignon, puis émincez-le finement.");
  });

  it("shows no flame for the yoghurt stirred in off the heat", () => {
    const offHeat = curry.instructions.find((step) => step.description.startsWith("Hors du feu"));
    expect(offHeat?.description).toMatch(/incorporez les yaourts/);
    expect(offHeat?.temperature).toBeUndefined();
  });
});
