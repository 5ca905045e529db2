import { describe, expect, it } from "vitest";
import { ciqualFoods } from "./ciqual-data.server";
import { computeRecipeNutrition, weigh } from "./compute";
import { foodState, type FoodState, type StateReason } from "./dry-or-cooked";
import { readIngredient } from "./lexicon";

interface Case {
  nom: string;
  grams: number;
  servings: number;
  steps: string[];
  food: string;
  state: FoodState;
  by: StateReason;
}

const HUMMUS = [
  "Égouttez et rincez les pois chiches.",
  "Mixez les pois chiches avec le tahini, le jus de citron et l'ail.",
];
const CURRY = [
  "Faites revenir l'oignon et les épices 5 min.",
  "Ajoutez les pois chiches et le lait de coco, laissez mijoter 15 min.",
];
const SOAKED = [
  "La veille, faites tremper les pois chiches dans un grand volume d'eau froide.",
  "Égouttez-les et faites-les cuire 1 h 30 à petits frémissements.",
];

// prettier-ignore
const cases: Case[] = [
  // The line's own words.
  { nom: "penne cuites", grams: 300, servings: 2, steps: [], food: "pâtes cuites", state: "cooked", by: "line" },
  { nom: "spaghetti (restes de la veille)", grams: 400, servings: 2, steps: [], food: "pâtes cuites", state: "cooked", by: "line" },
  { nom: "haricots blancs, en boîte", grams: 500, servings: 4, steps: [], food: "haricot blanc en conserve", state: "cooked", by: "line" },
  { nom: "lentilles blondes précuites", grams: 250, servings: 2, steps: [], food: "lentille blonde cuite", state: "cooked", by: "line" },
  { nom: "pâtes sèches", grams: 800, servings: 4, steps: [], food: "pâtes", state: "dry", by: "line" },
  { nom: "pois chiches secs", grams: 250, servings: 4, steps: HUMMUS, food: "pois chiche", state: "dry", by: "line" },
  // Parboiled rice is sold dry and weighed dry.
  { nom: "riz précuit", grams: 300, servings: 4, steps: [], food: "riz", state: "dry", by: "as bought" },
  // The steps.
  { nom: "pois chiches", grams: 400, servings: 6, steps: HUMMUS, food: "pois chiche en conserve", state: "cooked", by: "steps" },
  { nom: "pois chiches", grams: 240, servings: 4, steps: CURRY, food: "pois chiche en conserve", state: "cooked", by: "steps" },
  { nom: "pois chiches", grams: 250, servings: 4, steps: SOAKED, food: "pois chiche", state: "dry", by: "steps" },
  { nom: "haricots rouges", grams: 300, servings: 4, steps: ["Couvrez les haricots rouges d'eau froide et portez à ébullition.", "Laissez cuire 1 h 30 à feu doux."], food: "haricot rouge", state: "dry", by: "steps" },
  { nom: "pois chiches", grams: 400, servings: 4, steps: ["Mélangez les pois chiches avec l'huile et le paprika.", "Enfournez 30 min à 200 °C."], food: "pois chiche en conserve", state: "cooked", by: "steps" },
  { nom: "coquillettes", grams: 250, servings: 4, steps: ["Faites cuire les coquillettes dans une grande casserole d'eau bouillante salée."], food: "pâtes", state: "dry", by: "steps" },
  { nom: "penne", grams: 700, servings: 4, steps: ["Faites cuire les pâtes 11 min, égouttez-les."], food: "pâtes", state: "dry", by: "steps" },
  { nom: "riz arborio", grams: 320, servings: 4, steps: ["Faites suer l'échalote, ajoutez le riz et remuez jusqu'à ce qu'il soit translucide.", "Mouillez de bouillon louche par louche (18 min)."], food: "riz", state: "dry", by: "steps" },
  // Rice the steps only stir-fry: its cooking may hide in a step that does not name it, so the weight decides.
  { nom: "riz", grams: 600, servings: 4, steps: ["Faites chauffer l'huile dans le wok.", "Ajoutez le riz et les petits pois, faites sauter 3 min."], food: "riz cuit", state: "cooked", by: "portion" },
  { nom: "riz", grams: 300, servings: 4, steps: ["Faites chauffer l'huile dans le wok.", "Ajoutez le riz et les petits pois, faites sauter 3 min."], food: "riz", state: "dry", by: "as bought" },
  { nom: "riz basmati", grams: 200, servings: 2, steps: ["Rincez le riz à l'eau froide.", "Faites-le cuire dans deux fois son volume d'eau (12 min)."], food: "riz basmati", state: "dry", by: "steps" },
  { nom: "lentilles vertes", grams: 300, servings: 4, steps: ["Rincez les lentilles et mélangez-les avec la vinaigrette et l'échalote."], food: "lentille verte cuite", state: "cooked", by: "steps" },
  { nom: "lentilles vertes", grams: 300, servings: 4, steps: ["Ajoutez les lentilles et poursuivez la cuisson jusqu'à ce qu'elles soient tendres."], food: "lentille verte", state: "dry", by: "steps" },
  { nom: "lentilles corail", grams: 250, servings: 4, steps: ["Ajoutez les lentilles et le bouillon, laissez mijoter 20 min."], food: "lentille corail", state: "dry", by: "steps" },
  { nom: "boulgour", grams: 100, servings: 4, steps: ["Faites gonfler le boulgour 30 min dans l'eau froide."], food: "boulgour", state: "dry", by: "steps" },
  { nom: "riz rond", grams: 120, servings: 4, steps: ["Répartissez le riz cru au fond du plat avec l'eau.", "Enfournez 50 min."], food: "riz", state: "dry", by: "steps" },
  { nom: "haricots lingots", grams: 500, servings: 8, steps: ["La veille, faites tremper les haricots dans trois fois leur volume d'eau."], food: "haricot blanc", state: "dry", by: "steps" },
  { nom: "haricots blancs", grams: 400, servings: 4, steps: ["Faites cuire les haricots verts 10 min à l'eau bouillante.", "Mélangez-les avec les haricots blancs et la vinaigrette."], food: "haricot blanc en conserve", state: "cooked", by: "steps" },
  { nom: "pois chiches", grams: 200, servings: 4, steps: ["Faites cuire les petits pois 10 min à l'eau bouillante salée.", "Mixez les pois chiches avec le tahini."], food: "pois chiche en conserve", state: "cooked", by: "steps" },
  // An imported recipe's infinitives; the lentils go into the pot that the next step simmers.
  { nom: "lentilles corail", grams: 200, servings: 4, steps: ["Faire suer l'oignon, ajouter le cumin, les carottes et les lentilles rincées.", "Verser le bouillon, cuire 20 minutes à petits bouillons, puis mixer."], food: "lentille corail", state: "dry", by: "steps" },
  { nom: "lentilles vertes", grams: 240, servings: 4, steps: ["Rincez et égouttez les lentilles.", "Faites cuire les œufs 10 min dans l'eau bouillante.", "Mélangez les lentilles, les œufs et la vinaigrette."], food: "lentille verte cuite", state: "cooked", by: "steps" },
  // « Servez avec » names the rice without doing anything to it: the weight decides.
  { nom: "riz basmati", grams: 300, servings: 4, steps: ["Servez avec le riz basmati."], food: "riz basmati", state: "dry", by: "as bought" },
  { nom: "riz basmati", grams: 720, servings: 4, steps: ["Servez avec le riz basmati."], food: "riz basmati cuit", state: "cooked", by: "portion" },
  // The weight per portion, when nothing else says.
  { nom: "pâtes", grams: 800, servings: 4, steps: [], food: "pâtes cuites", state: "cooked", by: "portion" },
  { nom: "pâtes", grams: 320, servings: 4, steps: [], food: "pâtes", state: "dry", by: "as bought" },
  { nom: "quinoa", grams: 600, servings: 4, steps: [], food: "quinoa cuit", state: "cooked", by: "portion" },
  { nom: "semoule", grams: 250, servings: 4, steps: [], food: "semoule", state: "dry", by: "as bought" },
  { nom: "lentilles", grams: 600, servings: 4, steps: [], food: "lentille cuite", state: "cooked", by: "portion" },
  { nom: "pâtes fraîches", grams: 500, servings: 4, steps: [], food: "pâtes fraîches", state: "dry", by: "as bought" },
];

describe("foodState", () => {
  it.each(cases)("$grams g de « $nom » pour $servings → $food ($by)", (item) => {
    const line = { nom: item.nom, quantite: item.grams, unite: "g" };
    const recipe = { steps: item.steps, servings: item.servings };
    expect(weigh(line, recipe)?.[0]?.entry.name).toBe(item.food);
    const entry = readIngredient(item.nom)!.entry;
    expect(foodState(entry, { text: item.nom, grams: item.grams }, recipe)).toEqual({
      state: item.state,
      by: item.by,
    });
  });

  it("keeps a food weighed dry when nothing is known of the recipe", () => {
    expect(weigh({ nom: "pâtes", quantite: 800, unite: "g" })?.[0]?.entry.name).toBe("pâtes");
    expect(weigh({ nom: "pâtes cuites", quantite: 800, unite: "g" })?.[0]?.entry.name).toBe("pâtes cuites");
  });

  it("reads a state word only after a food that has both forms", () => {
    expect(readIngredient("fusilli cuits")?.entry.name).toBe("pâtes");
    expect(readIngredient("riz basmati cuit")?.entry.name).toBe("riz basmati cuit");
    expect(readIngredient("tomates cuites")).toBeUndefined();
  });
});

describe("computeRecipeNutrition with dry and cooked pulses", () => {
  const ingredients = [
    { nom: "pois chiches", quantite: 400, unite: "g" },
    { nom: "tahini", quantite: 60, unite: "g" },
  ];

  it("counts tinned chickpeas where the steps only blend them", () => {
    const blended = computeRecipeNutrition(ingredients, 6, HUMMUS);
    const chickpeas = blended.perIngredient.find((line) => line.nom === "pois chiches")!;
    expect(chickpeas.ciqualCode).toBe("20532");
    expect(ciqualFoods[chickpeas.ciqualCode]!.name).toBe("Pois chiche, appertisé, égoutté");
    // 67 g a portion: 233 kcal counted dry, 81 tinned.
    expect(computeRecipeNutrition(ingredients, 6).perPortion.calories - blended.perPortion.calories).toBe(
      152,
    );
  });

  it("keeps the dry row where the steps soak and boil them", () => {
    const soaked = computeRecipeNutrition(ingredients, 6, SOAKED);
    expect(soaked.perIngredient.find((line) => line.nom === "pois chiches")!.ciqualCode).toBe("20516");
  });
});
