// `npm run bench:engines`: the offline sommelier and cocktail creator, the nutrition of a
// catalogue recipe (CIQUAL through the lexicon) and the offline chef's whole recipe, in process.
// Prints p50/p95/p99 per engine over a table of dishes and every base × preference set.
import path from "node:path";
import { recordResults, smoke } from "./results.mjs";
import { loadAppModules, summary } from "./stats.mjs";

const root = path.resolve(import.meta.dirname, "..");
// A smoke run still meets every cocktail base × preference set once (5 × 128).
const rounds = smoke ? 640 : 20_000;
// One Vite server for both modules, closed at the end: a server left open keeps Node running.
const {
  modules: [pairing, creator, compute, catalogue, chef, lexicon, repertoire, breakfasts],
  close,
} = await loadAppModules(root, [
  "/app/domain/sommelier/pairing.ts",
  "/app/domain/cocktails/creator.ts",
  "/app/domain/nutrition/compute.ts",
  "/app/content/catalogue/recipes.ts",
  "/app/domain/chef/offline-chef.ts",
  "/app/domain/nutrition/lexicon.ts",
  "/app/domain/repertoire/cook.ts",
  "/app/content/catalogue/breakfasts.ts",
]);

const dishes = [
  "magret de canard aux cerises",
  "sole meunière",
  "curry de légumes épicé",
  "tarte au citron",
  "plateau de fromages",
  "bœuf bourguignon",
  "poulet rôti",
  "saumon grillé",
  "huîtres",
  "risotto aux champignons",
  "pizza margherita",
  "fondant au chocolat",
  "choucroute",
  "blanquette de veau",
  "gigot d'agneau",
  "raclette",
  "sushi",
  "salade niçoise",
  "lasagnes",
  "ma voiture bleue",
];
const bases = ["vodka", "gin", "rhum", "whisky", "tequila"];
const preferences = ["Sucré", "Amer", "Acidulé", "Fruité", "Épicé", "Herbacé", "Rafraîchissant"];

function measure(task, rounds) {
  const times = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    task(round);
    const elapsed = performance.now() - started;
    if (round >= rounds / 10) times.push(elapsed); // the first tenth warms the JIT up
  }
  return summary(times);
}

const wines = measure((round) => pairing.pairWines(dishes[round % dishes.length]), rounds);
const cocktails = measure((round) => {
  const mask = round % 128;
  creator.createCocktail({
    base: bases[Math.floor(round / 128) % bases.length],
    preferences: preferences.filter((_, index) => mask & (1 << index)),
    variation: round % 3,
  });
}, rounds);
const recipes = catalogue.catalogueRecipes;
const nutrition = measure((round) => {
  const recipe = recipes[round % recipes.length];
  compute.computeRecipeNutrition(recipe.ingredients, recipe.servings);
}, rounds);
// The offline chef on odd lists too: 1 to 8 foods drawn from the whole lexicon, with a fixed seed.
const names = lexicon.ingredients.map((entry) => entry.name).filter((name) => name !== "légume");
let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const chefRequests = Array.from({ length: 500 }, (_, index) => ({
  ingredients: [
    ...new Set(
      Array.from({ length: 1 + Math.floor(random() * 8) }, () => names[Math.floor(random() * names.length)]),
    ),
  ],
  portions: 1 + (index % 6),
  restrictions: [],
  variation: index % 4,
  detailed: index % 2 === 0,
}));
const chefRounds = smoke ? 100 : 5_000;
const offlineChef = measure(
  (round) => chef.cookRecipe(chefRequests[round % chefRequests.length]),
  chefRounds,
);
// The same lists with the catalogue in front (decision 0053), then lists a cook types, where a
// dish of ours often wins: before and after measured in the same run, so the ratio holds on a busy host.
const handWritten = [...catalogue.catalogueRecipes, ...breakfasts.breakfastRecipes];
const withDishes = measure(
  (round) => repertoire.cookOffline(chefRequests[round % chefRequests.length], handWritten),
  chefRounds,
);
const typedLists = [
  "poulet, crème, champignons",
  "bœuf, carottes, vin rouge",
  "pâtes, lardons, œufs",
  "lentilles corail, lait de coco",
  "poulet, citron, ail",
  "courgettes, aubergines, tomates, poivrons",
  "pommes de terre, reblochon, lardons",
  "poireaux, pommes de terre, crème",
  "pommes, beurre, farine, sucre",
  "tofu, brocoli, sauce soja, riz",
  "saumon, citron, aneth",
  "chocolat noir, sardines, banane",
].map((typed, index) => ({
  ingredients: typed.split(", "),
  portions: 4,
  restrictions: [],
  variation: index % 3,
  detailed: false,
}));
const typedBefore = measure((round) => chef.cookRecipe(typedLists[round % typedLists.length]), chefRounds);
const typedAfter = measure(
  (round) => repertoire.cookOffline(typedLists[round % typedLists.length], handWritten),
  chefRounds,
);
// Each request as if it were the server's first: no verdict of an earlier one is kept, so a
// variation 2 adapts and checks the two dishes before it again.
const typedCold = measure((round) => {
  repertoire.forgetVerdicts();
  repertoire.cookOffline(typedLists[round % typedLists.length], handWritten);
}, chefRounds);
await close();

console.log("Sommelier hors ligne (ms) :", wines);
console.log("Créateur de cocktails hors ligne (ms) :", cocktails);
console.log("Nutrition d'une recette du catalogue (ms) :", nutrition);
console.log("Chef hors ligne, une recette (ms) :", offlineChef);
console.log("Chef hors ligne, catalogue d'abord (ms) :", withDishes);
console.log("Chef hors ligne, listes tapées, archétypes seuls (ms) :", typedBefore);
console.log("Chef hors ligne, listes tapées, catalogue d'abord (ms) :", typedAfter);
console.log("Chef hors ligne, listes tapées, catalogue d'abord, sans mémoire (ms) :", typedCold);
const ratio = (after, before) => (after.p95 / before.p95).toFixed(2).replace(".", ",");
console.log(
  "p95 catalogue d'abord / archétypes seuls :",
  ratio(withDishes, offlineChef),
  "et",
  ratio(typedAfter, typedBefore),
  "; sans mémoire :",
  ratio(typedCold, typedBefore),
);
recordResults(
  "engines",
  [
    "| Moteur | Appels mesurés | p50 (ms) | p95 (ms) | p99 (ms) | Seuil |",
    "|---|---|---|---|---|---|",
    `| Sommelier (20 plats) | ${wines.n} | ${wines.p50} | ${wines.p95} | ${wines.p99} | p95 ≤ 20 |`,
    `| Cocktails (5 bases × 128 jeux de préférences) | ${cocktails.n} | ${cocktails.p50} | ${cocktails.p95} | ${cocktails.p99} | p95 ≤ 20 |`,
    `| Nutrition (${recipes.length} recettes du catalogue) | ${nutrition.n} | ${nutrition.p50} | ${nutrition.p95} | ${nutrition.p99} | p95 ≤ 1 |`,
    `| Chef hors ligne (500 listes de 1 à 8 aliments du lexique) | ${offlineChef.n} | ${offlineChef.p50} | ${offlineChef.p95} | ${offlineChef.p99} | p95 ≤ 20 |`,
    `| Chef hors ligne, catalogue d'abord (mêmes listes) | ${withDishes.n} | ${withDishes.p50} | ${withDishes.p95} | ${withDishes.p99} | p95 ≤ 20 et ≤ 5 × (${ratio(withDishes, offlineChef)} ×) |`,
    `| Chef hors ligne, 12 listes tapées, archétypes seuls | ${typedBefore.n} | ${typedBefore.p50} | ${typedBefore.p95} | ${typedBefore.p99} | p95 ≤ 20 |`,
    `| Chef hors ligne, 12 listes tapées, catalogue d'abord | ${typedAfter.n} | ${typedAfter.p50} | ${typedAfter.p95} | ${typedAfter.p99} | p95 ≤ 20 et ≤ 5 × (${ratio(typedAfter, typedBefore)} ×) |`,
    `| Chef hors ligne, 12 listes tapées, catalogue d'abord, sans mémoire des plats vérifiés | ${typedCold.n} | ${typedCold.p50} | ${typedCold.p95} | ${typedCold.p99} | p95 ≤ 20 (${ratio(typedCold, typedBefore)} ×) |`,
  ].join("\n"),
);
