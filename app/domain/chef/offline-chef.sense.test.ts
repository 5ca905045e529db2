import { describe, expect, it } from "vitest";
import { cookRecipe } from "./offline-chef";
import { senseProblems } from "./recipe-sense";

/**
 * Requests a cook would type, odd ones on purpose, with the sense expected of the answer: the
 * family of dish (the title's first word) and the foods that must be set aside, no more, no fewer.
 * Read by a cook when the chef changes; the families allow what a cook would accept.
 */
const REQUESTS: readonly { typed: string; family: RegExp; setAside?: readonly string[] }[] = [
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
  { typed: "bœuf haché, oignon, tomate", family: /^(Poêlée|Pâtes|Gratin)/ },
  { typed: "pois chiches en conserve, épinards, yaourt", family: /^(Curry|Soupe|Bowl)/ },
  { typed: "lentilles corail, lait de coco, curry, oignon", family: /^(Curry|Soupe|Velouté)/ },
  { typed: "riz, champignons, parmesan, oignon", family: /^Risotto/ },
  { typed: "œufs, fromage râpé, ciboulette", family: /^Omelette/ },
  { typed: "saumon, citron, aneth", family: /^Papillotes/ },
  { typed: "pâtes, lardons, crème fraîche, œufs", family: /^Pâtes/ },
  { typed: "courgettes, chèvre frais, menthe", family: /^(Gratin|Poêlée|Tarte|Quiche|Galettes)/ },
  { typed: "pommes, beurre, farine, sucre", family: /^(Crumble|Gâteau|Tarte)/ },
  { typed: "cerises, œufs, lait, farine", family: /^Clafoutis/ },
  { typed: "tofu, brocoli, sauce soja, riz", family: /^(Wok|Bowl)/ },
  { typed: "poireaux, pommes de terre, crème", family: /^(Gratin|Velouté|Soupe)/ },
  { typed: "endives, jambon, emmental", family: /^(Quiche|Gratin)/ },
  { typed: "salade, chèvre, noix, miel", family: /^Salade/ },
  { typed: "quinoa, avocat, tomates cerises, feta", family: /^(Bowl|Salade)/ },
  { typed: "cabillaud, poireaux, crème", family: /^(Papillotes|Gratin)/ },
  { typed: "crevettes, nouilles, poivron, gingembre", family: /^Wok/ },
  { typed: "agneau, semoule, carottes, cumin", family: /^(Curry|Bowl|Poêlée)/ },
  { typed: "potiron, oignon, crème", family: /^(Velouté|Soupe|Gratin)/ },
  { typed: "tomates, mozzarella, basilic", family: /^(Gratin|Salade|Tarte)/ },
  { typed: "banane, chocolat au lait, noisettes", family: /^(Crumble|Gâteau)/ },
  { typed: "rhubarbe, fraises, sucre", family: /^(Crumble|Compote|Clafoutis)/ },
  { typed: "patate douce, pois chiches, épinards", family: /^(Curry|Bowl|Soupe)/ },
  { typed: "thon en conserve, haricots verts, œufs, pommes de terre", family: /^(Salade|Omelette|Bowl)/ },
  { typed: "poulet, lait de coco, citron vert, coriandre", family: /^(Curry|Papillotes|Wok)/ },
  { typed: "aubergine, tomate, ail, parmesan", family: /^(Gratin|Poêlée)/ },
  { typed: "pâte brisée, poireaux, lardons, œufs, crème", family: /^Quiche/ },
  { typed: "spaghetti, ail, piment, persil", family: /^Spaghettis/ },
  { typed: "abricots, amandes, miel", family: /^(Crumble|Clafoutis|Compote)/ },
  { typed: "sardines, pain de campagne, tomate", family: /^(Papillotes|Salade|Poêlée)/ },
  { typed: "merguez, semoule, poivron", family: /^(Bowl|Curry|Poêlée)/ },
  { typed: "mangue, crevettes, riz", family: /^(Risotto|Wok|Bowl|Curry)/ },
  { typed: "chou-fleur, curry, yaourt", family: /^(Curry|Gratin|Velouté)/ },
  { typed: "légumes, poulet, riz", family: /^(Risotto|Poêlée|Bowl|Wok|Curry)/ },
];

describe("the offline chef on requests a cook would type", () => {
  it.each(REQUESTS)("$typed", ({ typed, family, setAside = [] }) => {
    const recipe = cookRecipe({
      ingredients: typed.split(", "),
      portions: 2,
      restrictions: [],
      variation: 0,
      detailed: false,
    });
    expect(recipe.titre).toMatch(family);
    const aside = recipe.misDeCote ?? [];
    expect(aside).toHaveLength(setAside.length);
    for (const food of setAside) expect(aside.some((note) => note.includes(food))).toBe(true);
    expect(senseProblems(recipe)).toEqual([]);
  });
});
