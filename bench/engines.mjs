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
  modules: [pairing, creator, compute, catalogue, chef, lexicon],
  close,
} = await loadAppModules(root, [
  "/app/domain/sommelier/pairing.ts",
  "/app/domain/cocktails/creator.ts",
  "/app/domain/nutrition/compute.ts",
  "/app/content/catalogue/recipes.ts",
  "/app/domain/chef/offline-chef.ts",
  "/app/domain/nutrition/lexicon.ts",
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
await close();

console.log("Sommelier hors ligne (ms) :", wines);
console.log("Créateur de cocktails hors ligne (ms) :", cocktails);
console.log("Nutrition d'une recette du catalogue (ms) :", nutrition);
console.log("Chef hors ligne, une recette (ms) :", offlineChef);
recordResults(
  "engines",
  [
    "| Moteur | Appels mesurés | p50 (ms) | p95 (ms) | p99 (ms) | Seuil |",
    "|---|---|---|---|---|---|",
    `| Sommelier (20 plats) | ${wines.n} | ${wines.p50} | ${wines.p95} | ${wines.p99} | p95 ≤ 20 |`,
    `| Cocktails (5 bases × 128 jeux de préférences) | ${cocktails.n} | ${cocktails.p50} | ${cocktails.p95} | ${cocktails.p99} | p95 ≤ 20 |`,
    `| Nutrition (${recipes.length} recettes du catalogue) | ${nutrition.n} | ${nutrition.p50} | ${nutrition.p95} | ${nutrition.p99} | p95 ≤ 1 |`,
    `| Chef hors ligne (500 listes de 1 à 8 aliments du lexique) | ${offlineChef.n} | ${offlineChef.p50} | ${offlineChef.p95} | ${offlineChef.p99} | p95 ≤ 20 |`,
  ].join("\n"),
);
