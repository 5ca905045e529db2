import { describe, expect, it } from "vitest";
import { understandQuery } from "./query";

// Each row: the query, the text left to search, and the chips it must show, in order.
// prettier-ignore
const TABLE: readonly (readonly [string, string, readonly string[]])[] = [
  ["", "", []],
  ["tomate", "tomate", []],
  ["crêpes", "crêpes", []],
  ["crepe", "crepe", []],
  ["pâtes", "pâtes", []],
  ["pâte", "pâte", []],
  ["ratatouile", "ratatouile", []],
  ["boeuf bourgignon", "boeuf bourgignon", []],
  ["bœuf bourguignon", "bœuf bourguignon", []],
  ["quiche lorraine", "quiche lorraine", []],
  ["poulet basquaise", "poulet basquaise", []],
  ["lasagnes", "lasagnes", []],
  ["spaghetti bolognaise", "spaghetti bolognaise", []],
  ["bolognaise rapide", "bolognaise", ["30 min au plus"]],
  ["gratin de coquillettes", "gratin de coquillettes", []],
  ["purée maison", "purée maison", []],
  ["soupe de potiron végétarienne", "soupe de potiron", ["Végétarien"]],
  ["petit salé aux lentilles", "petit salé aux lentilles", []],
  ["œufs mimosa", "œufs mimosa", []],
  ["aligot d'Auvergne", "aligot", ["Région : Auvergne"]],
  ["salade lyonnaise", "salade lyonnaise", []],
  ["paris-brest", "paris-brest", []],
  ["far breton", "far breton", []],
  ["gratin dauphinois", "gratin dauphinois", []],
  ["pommes dauphine", "pommes dauphine", []],
  ["madeleines", "madeleines", []],
  ["crème au chocolat", "crème au chocolat", []],
  ["gateau yaourt", "gateau yaourt", []],
  ["galette des rois", "galette des rois", []],
  ["tarte aux quetsches d'Alsace", "tarte aux quetsches", ["Région : Alsace"]],
  ["dessert au chocolat sans gluten", "au chocolat", ["Desserts", "Sans gluten"]],
  ["rapide", "", ["30 min au plus"]],
  ["Rapide", "", ["30 min au plus"]],
  ["poulet rapide", "poulet", ["30 min au plus"]],
  ["rapides", "", ["30 min au plus"]],
  ["dîner express", "dîner", ["30 min au plus"]],
  ["en 20 minutes", "", ["20 min au plus"]],
  ["poulet en 20 minutes", "poulet", ["20 min au plus"]],
  ["pâtes en 15 min", "pâtes", ["15 min au plus"]],
  ["moins de 45 minutes", "", ["45 min au plus"]],
  ["soupe 25 min", "soupe", ["25 min au plus"]],
  ["gâteau prêt en 40 minutes", "gâteau", ["40 min au plus"]],
  ["rapide en 15 min", "", ["15 min au plus"]],
  ["en 500 minutes", "en 500 minutes", []],
  ["500 g de farine", "500 g de farine", []],
  ["en 0 min", "en 0 min", []],
  ["sans gluten", "", ["Sans gluten"]],
  ["Sans Gluten", "", ["Sans gluten"]],
  ["gâteau sans gluten", "gâteau", ["Sans gluten"]],
  ["sans lactose", "", ["Sans lait"]],
  ["purée sans lait", "purée", ["Sans lait"]],
  ["sans produits laitiers", "", ["Sans lait"]],
  ["sans œufs", "", ["Sans œufs"]],
  ["sans oeufs", "", ["Sans œufs"]],
  ["sans oeuf", "", ["Sans œufs"]],
  ["mousse sans œufs", "mousse", ["Sans œufs"]],
  ["sans arachides", "", ["Sans arachides"]],
  ["sans cacahuètes", "", ["Sans arachides"]],
  ["sans fruits à coque", "", ["Sans fruits à coque"]],
  ["sans noix", "", ["Sans fruits à coque"]],
  ["sans fruits de mer", "", ["Sans crustacés"]],
  ["sans moutarde", "", ["Sans moutarde"]],
  ["sans sésame", "", ["Sans sésame"]],
  ["sans gluten sans lactose", "", ["Sans gluten", "Sans lait"]],
  ["sans gluten sans gluten", "", ["Sans gluten"]],
  ["sans sucre", "sans sucre", []],
  ["végétarien", "", ["Végétarien"]],
  ["vegetarien", "", ["Végétarien"]],
  ["lasagnes végétariennes", "lasagnes", ["Végétarien"]],
  ["plat veggie", "plat", ["Végétarien"]],
  ["sans viande", "", ["Végétarien"]],
  ["végan", "", ["Végan"]],
  ["vegan", "", ["Végan"]],
  ["curry végane", "curry", ["Végan"]],
  ["végétalien", "", ["Végan"]],
  ["de saison", "", ["De saison"]],
  ["soupe de saison", "soupe", ["De saison"]],
  ["légumes de saison", "légumes", ["De saison"]],
  ["pas cher", "", ["Pas cher"]],
  ["dîner pas cher", "dîner", ["Pas cher"]],
  ["recettes pas chères", "recettes", ["Pas cher"]],
  ["économique", "", ["Pas cher"]],
  ["petit budget", "", ["Pas cher"]],
  ["dessert", "", ["Desserts"]],
  ["desserts", "", ["Desserts"]],
  ["dessert au chocolat", "au chocolat", ["Desserts"]],
  ["entrée", "", ["Entrées"]],
  ["entrée froide", "froide", ["Entrées"]],
  ["entrees", "", ["Entrées"]],
  ["petit-déjeuner", "", ["Petit-déjeuner"]],
  ["petit déjeuner", "", ["Petit-déjeuner"]],
  ["petit-déj", "", ["Petit-déjeuner"]],
  ["alsace", "", ["Région : Alsace"]],
  ["d'Alsace", "", ["Région : Alsace"]],
  ["tarte d'Alsace", "tarte", ["Région : Alsace"]],
  ["cuisine de Bretagne", "", ["Région : Bretagne"]],
  ["crêpes de Bretagne", "crêpes", ["Région : Bretagne"]],
  ["Provence", "", ["Région : Provence"]],
  ["du sud-ouest", "", ["Région : Sud-Ouest"]],
  ["cuisine du Nord", "", ["Région : Nord"]],
  ["plat du nord", "plat", ["Région : Nord"]],
  ["de Lyon", "", ["Région : Lyon"]],
  ["pays basque", "", ["Région : Pays basque"]],
  ["de Lorraine", "", ["Région : Lorraine"]],
  ["fromage de Franche-Comté", "fromage", ["Région : Franche-Comté"]],
  ["italienne", "", ["Cuisine italienne"]],
  ["cuisine italienne", "", ["Cuisine italienne"]],
  ["pâtes italiennes", "pâtes", ["Cuisine italienne"]],
  ["libanais", "", ["Cuisine libanaise"]],
  ["curry indien", "curry", ["Cuisine indienne"]],
  ["japonais", "", ["Cuisine japonaise"]],
  ["mexicain rapide", "", ["Cuisine mexicaine", "30 min au plus"]],
  ["dessert rapide sans gluten", "", ["Desserts", "30 min au plus", "Sans gluten"]],
  ["gratin végétarien de saison pas cher", "gratin", ["Végétarien", "De saison", "Pas cher"]],
  ["soupe végan en 20 minutes", "soupe", ["Végan", "20 min au plus"]],
  ["entrée de Provence sans œufs", "", ["Entrées", "Région : Provence", "Sans œufs"]],
  ["quiche lorraine rapide", "quiche lorraine", ["30 min au plus"]],
];

describe("understandQuery", () => {
  it("holds a hundred French queries", () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(100);
  });

  it.each(TABLE)("« %s » → text « %s », chips %j", (query, text, chips) => {
    const understood = understandQuery(query);
    expect(understood.text).toBe(text);
    expect(understood.chips.map((chip) => chip.label.replace(/\u00a0/g, " "))).toEqual(chips);
  });

  it("removes a chip's words and no other", () => {
    const { chips } = understandQuery("tarte rapide sans gluten");
    expect(chips.map((chip) => chip.without)).toEqual(["tarte sans gluten", "tarte rapide"]);
  });

  it("writes a no-break space before a colon and before « min »", () => {
    expect(understandQuery("d'Alsace").chips[0]?.label).toBe("Région\u00a0: Alsace");
    expect(understandQuery("rapide").chips[0]?.label).toBe("30\u00a0min au plus");
  });

  it("gives the filters as intents", () => {
    expect(understandQuery("poulet en 20 minutes sans lactose végan").intents).toEqual([
      { kind: "time", minutes: 20 },
      { kind: "sans", allergen: "lait" },
      { kind: "diet", diet: "vegan" },
    ]);
  });
});
