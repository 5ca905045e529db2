// `npm run bench:engines`: the offline sommelier and cocktail creator, and the nutrition of a
// catalogue recipe (CIQUAL through the lexicon), in process.
// Prints p50/p95/p99 per engine over a table of dishes and every base × preference set.
import path from "node:path";
import { recordResults, smoke } from "./results.mjs";
import { loadAppModules, summary } from "./stats.mjs";

const root = path.resolve(import.meta.dirname, "..");
// A smoke run still meets every cocktail base × preference set once (5 × 128).
const rounds = smoke ? 640 : 20_000;
// One Vite server for both modules, closed at the end: a server left open keeps Node running.
const {
  modules: [pairing, creator, compute, catalogue],
  close,
} = await loadAppModules(root, [
  "/app/domain/sommelier/pairing.ts",
  "/app/domain/cocktails/creator.ts",
  "/app/domain/nutrition/compute.ts",
  "/app/content/catalogue/recipes.ts",
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
await close();

console.log("Sommelier hors ligne (ms) :", wines);
console.log("Créateur de cocktails hors ligne (ms) :", cocktails);
console.log("Nutrition d'une recette du catalogue (ms) :", nutrition);
recordResults(
  "engines",
  [
    "| Moteur | Appels mesurés | p50 (ms) | p95 (ms) | p99 (ms) | Seuil |",
    "|---|---|---|---|---|---|",
    `| Sommelier (20 plats) | ${wines.n} | ${wines.p50} | ${wines.p95} | ${wines.p99} | p95 ≤ 20 |`,
    `| Cocktails (5 bases × 128 jeux de préférences) | ${cocktails.n} | ${cocktails.p50} | ${cocktails.p95} | ${cocktails.p99} | p95 ≤ 20 |`,
    `| Nutrition (${recipes.length} recettes du catalogue) | ${nutrition.n} | ${nutrition.p50} | ${nutrition.p95} | ${nutrition.p99} | p95 ≤ 1 |`,
  ].join("\n"),
);
