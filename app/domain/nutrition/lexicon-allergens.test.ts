import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ciqualFoods } from "./ciqual-data.server";
import { findIngredient, ingredients } from "./lexicon";
import { foldText } from "../text/fold";
import { allergenLabels, type Allergen } from "../base/allergens";
import {
  MISLEADING_PHRASES,
  allergenViolations,
  entryAllergens,
  ingredientAllergens,
  recipeAllergens,
} from "./lexicon-allergens";

/**
 * Words that announce an allergen, written apart from the derivation's own lists on purpose:
 * fish, cheese and pastry names the derivation reads from CIQUAL's subgroups or the diet tags
 * are here as words, so that a lexicon entry added with the wrong CIQUAL code or without its
 * tag is caught.
 */
// prettier-ignore
const TELLTALES: Record<Allergen, readonly string[]> = {
  gluten: ["blé", "froment", "seigle", "orge", "épeautre", "avoine", "farine de blé", "pain", "pâtes sèches", "pâtes fraîches", "spaghetti", "tagliatelle", "lasagne", "nouille", "brioche", "biscuit", "chapelure", "seitan", "semoule de blé", "boulgour", "couscous", "bière"],
  crustaces: ["crevette", "gambas", "homard", "langouste", "langoustine", "crabe", "tourteau", "écrevisse"],
  oeufs: ["oeuf", "œuf", "mayonnaise", "meringue"],
  poissons: ["poisson", "saumon", "thon", "cabillaud", "morue", "colin", "lieu", "merlu", "sardine", "maquereau", "anchois", "truite", "bar", "dorade", "daurade", "sole", "hareng", "raie", "lotte", "haddock", "églefin", "surimi", "nuoc mam"],
  arachides: ["arachide", "cacahuète"],
  soja: ["soja", "tofu", "tempeh", "miso"],
  lait: ["lait", "beurre", "crème", "fromage", "yaourt", "mascarpone", "mozzarella", "parmesan", "comté", "emmental", "gruyère", "beaufort", "feta", "chèvre", "brie", "camembert", "béchamel", "skyr"],
  "fruits-a-coque": ["noix", "noisette", "amande", "cajou", "pécan", "pistache", "macadamia", "praliné"],
  celeri: ["céleri"],
  moutarde: ["moutarde"],
  sesame: ["sésame", "tahin", "tahini"],
  sulfites: ["vin", "vinaigre"],
  lupin: ["lupin"],
  mollusques: ["moule", "huître", "calmar", "calamar", "encornet", "poulpe", "seiche", "saint-jacques", "palourde", "bulot", "bigorneau", "escargot"],
};

const wordsOf = (text: string) => foldText(text).split(" ").filter(Boolean);
const pluralFree = (word: string) => word.replace(/[sx]$/, "");
const samePhrase = (words: readonly string[], start: number, wanted: readonly string[]) =>
  wanted.every((word, offset) => pluralFree(words[start + offset] ?? "") === pluralFree(word));

/** The telltale word of this allergen found in the text, its misleading phrases aside. */
function telltale(text: string, allergen: Allergen): string | undefined {
  const words = wordsOf(text);
  const misleading = (MISLEADING_PHRASES[allergen] ?? []).map(wordsOf);
  const cleared: string[] = [];
  for (let position = 0; position < words.length; position++) {
    const phrase = misleading.find((candidate) => samePhrase(words, position, candidate));
    if (phrase) position += phrase.length - 1;
    else cleared.push(words[position] ?? "");
  }
  return TELLTALES[allergen].find((word) => {
    const wanted = wordsOf(word);
    return cleared.some((_, start) => samePhrase(cleared, start, wanted));
  });
}

describe("allergens of the lexicon's foods", () => {
  it("gives every entry whose name, alias or CIQUAL name has a telltale word the allergen it announces", () => {
    const missing: string[] = [];
    for (const entry of ingredients) {
      const ciqualName = ciqualFoods[entry.ciqualCode]?.name ?? "";
      const derived = entryAllergens(entry);
      for (const allergen of Object.keys(TELLTALES) as Allergen[]) {
        if (derived.includes(allergen)) continue;
        for (const text of [entry.name, ...entry.aliases, ciqualName]) {
          const word = telltale(text, allergen);
          if (!word) continue;
          missing.push(
            `« ${entry.name} » (CIQUAL ${entry.ciqualCode} « ${ciqualName} ») : « ${word} » dans « ${text} » annonce ` +
              `${allergenLabels[allergen]}, que Toque ne lui donne pas. Ajoutez dans app/domain/allergens/lexicon-allergens.ts ` +
              `OVERRIDES["${entry.id}"] = { add: ["${allergen}"], because: "…" }, ou, si le mot trompe, la phrase ` +
              `dans MISLEADING_PHRASES["${allergen}"].`,
          );
          break;
        }
      }
    }
    expect(missing, missing.join("\n")).toEqual([]);
  });

  it("agrees with the lexicon's diet flags", () => {
    for (const entry of ingredients) {
      const derived = entryAllergens(entry);
      if (entry.diet.gluten) expect(derived, entry.name).toContain("gluten");
      if (entry.diet.dairy) expect(derived, entry.name).toContain("lait");
      if (entry.diet.fish)
        expect(
          derived.some((allergen) => ["poissons", "crustaces", "mollusques"].includes(allergen)),
          entry.name,
        ).toBe(true);
    }
  });

  const of = (name: string) => {
    const entry = findIngredient(name)?.entry;
    if (!entry) throw new Error(`${name} absent du lexique`);
    return entryAllergens(entry);
  };

  it("reads composite and tricky foods as sold in France", () => {
    expect(of("pâte feuilletée")).toEqual(["gluten", "lait"]);
    expect(of("parmesan")).toEqual(["lait"]); // no lactose, still milk
    expect(of("sauce soja")).toEqual(["gluten", "soja"]);
    expect(of("mayonnaise")).toEqual(["oeufs", "moutarde"]);
    expect(of("vin blanc")).toEqual(["sulfites"]);
    expect(of("vinaigre balsamique")).toEqual(["sulfites"]);
    expect(of("abricots secs")).toEqual(["sulfites"]);
    expect(of("pâtes fraîches")).toEqual(["gluten", "oeufs"]);
    expect(of("noix de saint-jacques")).toEqual(["mollusques"]);
    expect(of("crevettes")).toEqual(["crustaces"]);
    expect(of("lait d'amande")).toEqual(["fruits-a-coque"]);
    expect(of("lait de soja")).toEqual(["soja"]);
    expect(of("beurre de cacahuète")).toEqual(["arachides"]);
    expect(of("houmous")).toEqual(["sesame"]);
    expect(of("bouillon de légumes")).toEqual(["celeri"]);
  });

  it("leaves out what the regulation leaves out", () => {
    expect(of("pignons de pin")).toEqual([]); // not among the annex's nuts
    expect(of("noix de coco")).toEqual([]);
    expect(of("lait de coco")).toEqual([]);
    expect(of("muscade")).toEqual([]);
    expect(of("châtaigne")).toEqual([]);
    expect(of("haricots beurre")).toEqual([]);
    expect(of("pousses de soja")).toEqual([]); // mung bean sprouts
    expect(of("sarrasin")).toEqual([]);
  });
});

describe("allergens of a recipe", () => {
  it("reads unknown names by their words", () => {
    expect(ingredientAllergens("crème de soja")).toEqual(["soja"]);
    expect(ingredientAllergens("pain aux noix")).toEqual(["fruits-a-coque"]);
    expect(ingredientAllergens("truc inconnu")).toEqual([]);
  });

  it("lists them once, in the regulation's order", () => {
    const recipe = [{ nom: "beurre" }, { nom: "œufs" }, { nom: "farine" }, { nom: "lait" }];
    expect(recipeAllergens(recipe)).toEqual(["gluten", "oeufs", "lait"]);
  });

  const names = ingredients.map((entry) => entry.name);
  const list = fc.array(
    fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 12 })).map((nom) => ({ nom })),
    { maxLength: 8 },
  );

  it("are exactly the union of its ingredients'", () => {
    fc.assert(
      fc.property(list, (recipe) => {
        const union = new Set(recipe.flatMap(({ nom }) => ingredientAllergens(nom)));
        expect(new Set(recipeAllergens(recipe))).toEqual(union);
      }),
    );
  });

  it("never lose one when an ingredient is added", () => {
    fc.assert(
      fc.property(list, fc.constantFrom(...names), (recipe, added) => {
        const before = recipeAllergens(recipe);
        const after = recipeAllergens([...recipe, { nom: added }]);
        for (const allergen of before) expect(after).toContain(allergen);
      }),
    );
  });

  it("names the ingredients that bring an excluded allergen", () => {
    const recipe = [{ nom: "farine" }, { nom: "beurre" }, { nom: "sucre" }];
    expect(allergenViolations(recipe, ["lait", "arachides"])).toEqual([
      { ingredient: "beurre", allergens: ["lait"] },
    ]);
    expect(allergenViolations(recipe, [])).toEqual([]);
  });
});
