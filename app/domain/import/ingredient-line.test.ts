import { describe, expect, it } from "vitest";
import { readIngredient } from "../nutrition/lexicon";
import { splitIngredientLine } from "./ingredient-line";
import { joinIngredientLine } from "./ingredient-text";

// [line, quantity, unit, name]: lines as French recipe sites and books write them.
// prettier-ignore
const LINES: [string, string, string, string][] = [
  ["2 c. à soupe d'huile d'olive", "2", "c. à soupe", "huile d'olive"],
  ["200 g de lardons fumés", "200", "g", "lardons fumés"],
  ["1/2 citron", "½", "", "citron"],
  ["sel, poivre", "", "", "sel, poivre"],
  ["1 pincée de sel", "1", "pincée", "sel"],
  ["Sel et poivre du moulin", "", "", "Sel et poivre du moulin"],
  ["une pincée de muscade", "une", "pincée", "muscade"],
  ["1 gousse d'ail", "1", "gousse", "ail"],
  ["3 gousses d'ail", "3", "gousses", "ail"],
  ["2 gousses d’ail hachées", "2", "gousses", "ail hachées"],
  ["1 boîte de 400 g de tomates concassées", "1", "boîte de 400 g", "tomates concassées"],
  ["1 boîte de pois chiches", "1", "boîte", "pois chiches"],
  ["2 boîtes de thon au naturel", "2", "boîtes", "thon au naturel"],
  ["250 g de farine", "250", "g", "farine"],
  ["250g de farine", "250", "g", "farine"],
  ["250 gr de farine", "250", "gr", "farine"],
  ["250 grammes de farine", "250", "grammes", "farine"],
  ["1 kg de pommes de terre", "1", "kg", "pommes de terre"],
  ["1,5 kg de bœuf", "1,5", "kg", "bœuf"],
  ["1.5 kg de paleron", "1,5", "kg", "paleron"],
  ["500 g de pâtes", "500", "g", "pâtes"],
  ["50 cl de lait", "50", "cl", "lait"],
  ["50cl de lait entier", "50", "cl", "lait entier"],
  ["20 cl de crème liquide", "20", "cl", "crème liquide"],
  ["1 l de bouillon de volaille", "1", "l", "bouillon de volaille"],
  ["1 litre d'eau", "1", "litre", "eau"],
  ["25 ml de sauce soja", "25", "ml", "sauce soja"],
  ["1 dl de vin blanc", "1", "dl", "vin blanc"],
  ["2 c. à café de cumin", "2", "c. à café", "cumin"],
  ["1 c. à c. de curcuma", "1", "c. à c.", "curcuma"],
  ["1 c. à s. de miel", "1", "c. à s.", "miel"],
  ["1 c.à.s de sauce soja", "1", "c.à.s", "sauce soja"],
  ["1 càs de vinaigre", "1", "càs", "vinaigre"],
  ["2 càc de paprika", "2", "càc", "paprika"],
  ["1 cs de câpres", "1", "cs", "câpres"],
  ["1 cc de sel", "1", "cc", "sel"],
  ["3 cuil. à soupe de sucre", "3", "cuil. à soupe", "sucre"],
  ["1 cuil. à café de levure", "1", "cuil. à café", "levure"],
  ["2 cuillères à soupe de crème", "2", "cuillères à soupe", "crème"],
  ["1 cuillère à café de vanille liquide", "1", "cuillère à café", "vanille liquide"],
  ["1 cuillerée à soupe de farine", "1", "cuillerée à soupe", "farine"],
  ["1 cuillère à soupe rase de sucre", "1", "cuillère à soupe rase", "sucre"],
  ["2 cuillères à soupe bombées de cacao", "2", "cuillères à soupe bombées", "cacao"],
  ["1 bonne pincée de fleur de sel", "1", "bonne pincée", "fleur de sel"],
  ["1 grosse pincée de sel", "1", "grosse pincée", "sel"],
  ["3 œufs", "3", "", "œufs"],
  ["3 oeufs", "3", "", "oeufs"],
  ["4 œufs entiers", "4", "", "œufs entiers"],
  ["2 jaunes d'œufs", "2", "", "jaunes d'œufs"],
  ["1 oignon", "1", "", "oignon"],
  ["2 oignons émincés", "2", "", "oignons émincés"],
  ["2 gros oignons", "2", "", "gros oignons"],
  ["1 petit chou-fleur", "1", "", "petit chou-fleur"],
  ["½ citron", "½", "", "citron"],
  ["1 ½ tasse de lait", "1 ½", "tasse", "lait"],
  ["1 1/2 verre de lait", "1 ½", "verre", "lait"],
  ["2 à 3 pommes", "2 à 3", "", "pommes"],
  ["2-3 carottes", "2-3", "", "carottes"],
  ["3 à 4 c. à soupe d'huile", "3 à 4", "c. à soupe", "huile"],
  ["4 ou 5 tomates", "4 ou 5", "", "tomates"],
  ["deux échalotes", "deux", "", "échalotes"],
  ["trois carottes", "trois", "", "carottes"],
  ["une courgette", "une", "", "courgette"],
  ["un poivron rouge", "un", "", "poivron rouge"],
  ["une demie botte de coriandre", "une demie", "botte", "coriandre"],
  ["1 botte de radis", "1", "botte", "radis"],
  ["½ botte de persil plat", "½", "botte", "persil plat"],
  ["1 bouquet garni", "1", "", "bouquet garni"],
  ["2 brins de thym", "2", "brins", "thym"],
  ["3 branches de céleri", "3", "branches", "céleri"],
  ["1 branche de romarin", "1", "branche", "romarin"],
  ["quelques brins de ciboulette", "quelques", "brins", "ciboulette"],
  ["quelques feuilles de basilic", "quelques", "feuilles", "basilic"],
  ["10 feuilles de menthe", "10", "feuilles", "menthe"],
  ["2 feuilles de laurier", "2", "feuilles", "laurier"],
  ["4 feuilles de gélatine", "4", "feuilles", "gélatine"],
  ["1 feuille de brick", "1", "feuille", "brick"],
  ["4 tranches de jambon blanc", "4", "tranches", "jambon blanc"],
  ["8 tranches de pain de mie", "8", "tranches", "pain de mie"],
  ["1 tranche de saumon fumé", "1", "tranche", "saumon fumé"],
  ["1 sachet de levure chimique", "1", "sachet", "levure chimique"],
  ["1 sachet de sucre vanillé", "1", "sachet", "sucre vanillé"],
  ["2 sachets de thé", "2", "sachets", "thé"],
  ["1 cube de bouillon de légumes", "1", "cube", "bouillon de légumes"],
  ["1 cube de bouillon de volaille", "1", "cube", "bouillon de volaille"],
  ["1 paquet de pâte feuilletée", "1", "paquet", "pâte feuilletée"],
  ["1 rouleau de pâte brisée", "1", "rouleau", "pâte brisée"],
  ["1 pâte brisée", "1", "", "pâte brisée"],
  ["1 pâte feuilletée pur beurre", "1", "", "pâte feuilletée pur beurre"],
  ["1 pot de yaourt nature", "1", "pot", "yaourt nature"],
  ["3 pots de farine", "3", "pots", "farine"],
  ["1 verre de vin blanc sec", "1", "verre", "vin blanc sec"],
  ["1 tasse de riz", "1", "tasse", "riz"],
  ["1 bol de riz cuit", "1", "bol", "riz cuit"],
  ["1 poignée de noisettes", "1", "poignée", "noisettes"],
  ["une poignée de roquette", "une poignée", "", "roquette"],
  ["1 filet d'huile d'olive", "1", "filet", "huile d'olive"],
  ["4 filets de cabillaud", "4", "filets", "cabillaud"],
  ["1 zeste de citron", "1", "zeste", "citron"],
  ["1 barquette de fraises", "1", "barquette", "fraises"],
  ["1 bocal de cornichons", "1", "bocal", "cornichons"],
  ["1 brique de crème de coco", "1", "brique", "crème de coco"],
  ["1 tablette de chocolat noir", "1", "tablette", "chocolat noir"],
  ["200 g de chocolat noir à 70 %", "200", "g", "chocolat noir à 70 %"],
  ["4 carrés de chocolat", "4", "carrés", "chocolat"],
  ["1 louche de bouillon", "1", "louche", "bouillon"],
  ["quelques gouttes de tabasco", "quelques", "gouttes", "tabasco"],
  ["2 gouttes d'extrait d'amande amère", "2", "gouttes", "extrait d'amande amère"],
  ["un peu de persil", "un peu", "", "persil"],
  ["un peu d'huile", "un peu", "", "huile"],
  ["Farine : 250 g", "250", "g", "Farine"],
  ["Sucre : 100 g", "100", "g", "Sucre"],
  ["Œufs : 3", "3", "", "Œufs"],
  ["Lait : 50 cl", "50", "cl", "Lait"],
  ["- 200 g de sucre", "200", "g", "sucre"],
  ["• 3 carottes", "3", "", "carottes"],
  ["* 1 oignon rouge", "1", "", "oignon rouge"],
  ["poivre", "", "", "poivre"],
  ["Huile d'olive", "", "", "Huile d'olive"],
  ["Le jus d'un citron", "", "", "Le jus d'un citron"],
  ["Beurre pour le moule", "", "", "Beurre pour le moule"],
  ["Sel", "", "", "Sel"],
  ["Fleur de sel", "", "", "Fleur de sel"],
  ["Piment d'Espelette", "", "", "Piment d'Espelette"],
  ["100 g de beurre mou", "100", "g", "beurre mou"],
  ["100 g de beurre (mou)", "100", "g", "beurre (mou)"],
  ["125 g de beurre demi-sel", "125", "g", "beurre demi-sel"],
  ["80 g de parmesan râpé", "80", "g", "parmesan râpé"],
  ["150 g de comté râpé", "150", "g", "comté râpé"],
  ["200 g de riz arborio", "200", "g", "riz arborio"],
  ["300 g de spaghetti", "300", "g", "spaghetti"],
  ["400 g de blancs de poulet", "400", "g", "blancs de poulet"],
  ["4 cuisses de poulet", "4", "", "cuisses de poulet"],
  ["1 poulet fermier", "1", "", "poulet fermier"],
  ["6 pommes golden", "6", "", "pommes golden"],
  ["500 g de fraises", "500", "g", "fraises"],
  ["1 kg de moules", "1", "kg", "moules"],
  ["12 crevettes", "12", "", "crevettes"],
  ["2 avocats mûrs", "2", "", "avocats mûrs"],
  ["1 concombre", "1", "", "concombre"],
  ["3 tomates", "3", "", "tomates"],
  ["1 aubergine", "1", "", "aubergine"],
  ["2 courgettes", "2", "", "courgettes"],
  ["1 poireau", "1", "", "poireau"],
  ["1 échalote", "1", "", "échalote"],
  ["10 cl de vin rouge", "10", "cl", "vin rouge"],
  ["75 cl de vin rouge", "75", "cl", "vin rouge"],
  ["100 ml d'eau tiède", "100", "ml", "eau tiède"],
  ["1 cuillère à soupe de moutarde", "1", "cuillère à soupe", "moutarde"],
  ["1 c. à soupe de moutarde à l'ancienne", "1", "c. à soupe", "moutarde à l'ancienne"],
  ["2 c. à soupe de crème fraîche", "2", "c. à soupe", "crème fraîche"],
  ["1 c. à café de bicarbonate", "1", "c. à café", "bicarbonate"],
  ["1 pincée de piment de Cayenne", "1", "pincée", "piment de Cayenne"],
  ["2 pincées de cannelle", "2", "pincées", "cannelle"],
  ["1 noisette de beurre", "1", "noisette", "beurre"],
  ["30 g de sucre glace", "30", "g", "sucre glace"],
  ["70 g de sucre roux", "70", "g", "sucre roux"],
  ["1 kg 500 de gigot", "1", "kg", "500 de gigot"],
  ["1 pointe de couteau de piment", "1", "pointe", "couteau de piment"],
];

describe("joinIngredientLine", () => {
  it("puts « de » after a French measure, not after an English one kept as written", () => {
    expect(joinIngredientLine({ quantite: "2", unite: "c. à soupe", nom: "huile d'olive" })).toBe(
      "2 c. à soupe d'huile d'olive",
    );
    expect(joinIngredientLine({ quantite: "2", unite: "cups", nom: "all-purpose flour" })).toBe(
      "2 cups all-purpose flour",
    );
  });
});

describe("splitIngredientLine", () => {
  it("writes fractions and decimals as a French cook reads them", () => {
    expect(splitIngredientLine("1/2 c. à café de sel")).toMatchObject({ quantite: "½", nom: "sel" });
    expect(splitIngredientLine("1 1/2 kg de pommes de terre").quantite).toBe("1 ½");
    expect(splitIngredientLine("0.5 l de lait").quantite).toBe("0,5");
    expect(splitIngredientLine("3/4 tasse de sucre").quantite).toBe("¾");
    expect(readIngredient("½ c. à café de sel")).toBeDefined();
  });

  it.each(LINES)("« %s »", (line, quantite, unite, nom) => {
    expect(splitIngredientLine(line)).toEqual({ quantite, unite, nom });
  });

  it("has the lines the issue asks for", () => {
    expect(LINES.length).toBeGreaterThanOrEqual(150);
  });

  it("reads back the line it writes", () => {
    for (const [line] of LINES) {
      const split = splitIngredientLine(line);
      if (split.unite === "" && split.quantite === "") continue;
      expect(splitIngredientLine(joinIngredientLine(split))).toEqual(split);
    }
  });

  it("reports the share of names the lexicon recognises", () => {
    const known = LINES.filter(([line]) => readIngredient(splitIngredientLine(line).nom) !== undefined);
    const share = Math.round((known.length / LINES.length) * 1000) / 10;
    // A figure for the decision record, not a timed or tuned assertion.
    console.info(`noms reconnus par le lexique : ${known.length}/${LINES.length} (${share} %)`);
    expect(known.length).toBeGreaterThan(0);
  });
});
