import { describe, expect, it } from "vitest";
// Tests may read the real catalogue; the domain code itself never does.
// eslint-disable-next-line import-x/no-restricted-paths
import { breakfastRecipes } from "~/content/catalogue/breakfasts";
// eslint-disable-next-line import-x/no-restricted-paths
import { catalogueRecipes } from "~/content/catalogue/recipes";
import { senseProblems } from "../chef/recipe-sense";
import type { GeneratedRecipe } from "../generation/recipe-schema";
import { per100g, unsupportedClaims } from "../nutrition/claims";
import { computeRecipeNutrition } from "../nutrition/compute";
import { adaptDish } from "./adaptation";
import { cookOffline } from "./cook";
import { indexDishes } from "./dish-foods";

const DISHES = [...catalogueRecipes, ...breakfastRecipes];

/**
 * The requests of the archetype chef's sense test (chef/offline-chef.sense.test.ts), now with the
 * catalogue in front: `dish` is the catalogue dish expected to win, and without it the archetype
 * family expected as before. Then requests where a dish of Toque's own should clearly win.
 */
const REQUESTS: readonly { typed: string; family: RegExp; setAside?: readonly string[]; dish?: string }[] = [
  { typed: "chocolat noir, sardines, banane", family: /^(Crumble|Gâteau|Clafoutis)/, setAside: ["sardines"] },
  { typed: "figues, magret de canard, sucre", family: /^(Crumble|Clafoutis|Compote)/, setAside: ["magret"] },
  {
    typed: "poulet, carottes, chocolat noir",
    family: /^(Poêlée|Papillotes|Curry|Wok)/,
    setAside: ["chocolat"],
  },
  { typed: "pomme, poire, poulet", family: /^(Poêlée|Papillotes)/ },
  { typed: "fraises, lardons, sucre, beurre", family: /^(Crumble|Clafoutis|Gâteau)/, setAside: ["lardons"] },
  { typed: "lardons, chocolat noir, poire", family: /^(Crumble|Gâteau)/, setAside: ["lardons"] },
  { typed: "confiture, poulet, riz", family: /^(Risotto|Poêlée|Bowl|Wok)/, setAside: ["confiture"] },
  { typed: "viande, pâtes, tomates", family: /^(Pâtes|Gratin)/, setAside: ["viande"] },
  { typed: "bœuf haché, oignon, tomate", family: /./, dish: "boulettes-de-boeuf-a-la-sauce-tomate" },
  { typed: "pois chiches en conserve, épinards, yaourt", family: /^(Curry|Soupe|Bowl)/ },
  {
    typed: "lentilles corail, lait de coco, curry, oignon",
    family: /^(Curry|Soupe|Velouté)/,
    dish: "curry-de-lentilles-corail",
  },
  { typed: "riz, champignons, parmesan, oignon", family: /^Risotto/, dish: "risotto-aux-champignons" },
  { typed: "œufs, fromage râpé, ciboulette", family: /^Omelette/ },
  { typed: "saumon, citron, aneth", family: /^Papillotes/ },
  { typed: "pâtes, lardons, crème fraîche, œufs", family: /^Pâtes/ },
  { typed: "courgettes, chèvre frais, menthe", family: /^(Gratin|Poêlée|Tarte|Quiche|Galettes)/ },
  { typed: "pommes, beurre, farine, sucre", family: /^(Crumble|Gâteau|Tarte)/, dish: "tarte-tatin" },
  { typed: "cerises, œufs, lait, farine", family: /./, dish: "clafoutis-aux-cerises" },
  { typed: "tofu, brocoli, sauce soja, riz", family: /^(Wok|Bowl)/ },
  {
    typed: "poireaux, pommes de terre, crème",
    family: /^(Gratin|Velouté|Soupe)/,
    dish: "soupe-poireaux-pommes-de-terre",
  },
  { typed: "endives, jambon, emmental", family: /./, dish: "endives-au-jambon" },
  { typed: "salade, chèvre, noix, miel", family: /./, dish: "salade-de-chevre-chaud" },
  { typed: "quinoa, avocat, tomates cerises, feta", family: /^(Bowl|Salade)/ },
  { typed: "cabillaud, poireaux, crème", family: /^(Papillotes|Gratin)/ },
  { typed: "crevettes, nouilles, poivron, gingembre", family: /^Wok/ },
  { typed: "agneau, semoule, carottes, cumin", family: /^(Curry|Bowl|Poêlée)/ },
  { typed: "potiron, oignon, crème", family: /^(Velouté|Soupe|Gratin)/, dish: "veloute-de-potimarron" },
  { typed: "tomates, mozzarella, basilic", family: /^(Gratin|Salade|Tarte)/ },
  { typed: "banane, chocolat au lait, noisettes", family: /^(Crumble|Gâteau)/ },
  { typed: "rhubarbe, fraises, sucre", family: /^(Crumble|Compote|Clafoutis)/ },
  { typed: "patate douce, pois chiches, épinards", family: /^(Curry|Bowl|Soupe)/ },
  { typed: "thon en conserve, haricots verts, œufs, pommes de terre", family: /^(Salade|Omelette|Bowl)/ },
  { typed: "poulet, lait de coco, citron vert, coriandre", family: /^(Curry|Papillotes|Wok)/ },
  {
    typed: "aubergine, tomate, ail, parmesan",
    family: /^(Gratin|Poêlée)/,
    dish: "aubergines-a-la-parmigiana",
  },
  { typed: "pâte brisée, poireaux, lardons, œufs, crème", family: /^Quiche/ },
  { typed: "spaghetti, ail, piment, persil", family: /^Spaghettis/ },
  { typed: "abricots, amandes, miel", family: /^(Crumble|Clafoutis|Compote)/ },
  { typed: "sardines, pain de campagne, tomate", family: /^(Papillotes|Salade|Poêlée)/ },
  { typed: "merguez, semoule, poivron", family: /^(Bowl|Curry|Poêlée)/ },
  { typed: "mangue, crevettes, riz", family: /^(Risotto|Wok|Bowl|Curry)/ },
  { typed: "chou-fleur, curry, yaourt", family: /^(Curry|Gratin|Velouté)/ },
  { typed: "légumes, poulet, riz", family: /^(Risotto|Poêlée|Bowl|Wok|Curry)/ },
  // A catalogue dish should clearly win.
  { typed: "poulet, crème, champignons", family: /./, dish: "poulet-vallee-d-auge" },
  { typed: "bœuf, carottes, vin rouge", family: /./, dish: "boeuf-bourguignon" },
  { typed: "pâtes, lardons, œufs", family: /./, dish: "spaghetti-a-la-carbonara" },
  { typed: "lentilles corail, lait de coco", family: /./, dish: "curry-de-lentilles-corail" },
  { typed: "poulet, citron, ail", family: /./, dish: "poulet-roti" },
  { typed: "courgettes, aubergines, tomates, poivrons", family: /./, dish: "ratatouille" },
  { typed: "pommes de terre, reblochon, lardons", family: /./, dish: "tartiflette" },
  {
    typed: "dinde, crème, champignons",
    family: /./,
    dish: "escalopes-de-dinde-a-la-creme-et-aux-champignons",
  },
  { typed: "crevettes, ail, persil", family: /./, dish: "crevettes-sautees-a-l-ail-et-au-persil" },
  { typed: "pois chiches, tomates, oignon", family: /./, dish: "chana-masala" },
  { typed: "tofu, champignons, miso", family: /./, dish: "soupe-miso-au-tofu" },
  { typed: "poulet", family: /./, dish: "poulet-roti" },
];

function claimProblems(recipe: GeneratedRecipe): string[] {
  const figures = per100g(computeRecipeNutrition(recipe.ingredients, recipe.portions));
  if (!figures) return [];
  const texts = [recipe.titre, recipe.description, ...recipe.astucesChef, ...recipe.variations];
  return texts.flatMap((text) => unsupportedClaims(text, figures));
}

describe("the offline chef, real dishes first, on requests a cook would type", () => {
  it.each(REQUESTS)("$typed", ({ typed, family, setAside = [], dish }) => {
    const recipe = cookOffline(
      { ingredients: typed.split(", "), portions: 4, restrictions: [], variation: 0, detailed: false },
      DISHES,
    );
    expect(recipe.dApres?.id).toBe(dish);
    if (!dish) expect(recipe.titre).toMatch(family);
    const aside = recipe.misDeCote ?? [];
    expect(aside).toHaveLength(setAside.length);
    for (const food of setAside) expect(aside.some((note) => note.includes(food))).toBe(true);
    expect(senseProblems(recipe)).toEqual([]);
    expect(claimProblems(recipe)).toEqual([]);
  });
});

/**
 * Issue 27: 82 of the 224 dishes failed the sense reader and were never served. Each reason was
 * the reader's (« mais » read as maïs, « une noix de beurre », a béchamel made in the steps, « les
 * jaunes », « beurrez le moule ») or the dish's (rice served in a step and not listed): both mended,
 * every dish Toque wrote is a dish the chef may serve.
 */
describe("every catalogue dish, as written, reads as a cook expects", () => {
  it.each(indexDishes(DISHES).map((dish) => ({ id: dish.recipe.id, dish })))("$id", ({ dish }) => {
    const served = adaptDish({ dish, swaps: [], missing: [], share: 1 }, dish.recipe.servings, false);
    expect(served?.problems).toEqual([]);
  });
});

describe("the offline chef's fresh lemon in the preserved-lemon tajine (issue 27, B-C7)", () => {
  it("zests and juices the lemon instead of cutting its bitter rind into strips", () => {
    const recipe = cookOffline(
      {
        ingredients: ["poulet", "citron", "olives"],
        portions: 2,
        restrictions: [],
        variation: 0,
        detailed: false,
      },
      DISHES,
    );
    expect(recipe.dApres?.id).toBe("tajine-de-poulet-au-citron-confit-et-aux-olives");
    const steps = recipe.instructions.map((step) => step.description).join(" ");
    expect(steps).not.toMatch(/ôtez la pulpe|écorce/);
    expect(steps).toMatch(/prélevez-en le zeste en fines lanières/);
    expect(senseProblems(recipe)).toEqual([]);
  });
});
