// `npm run bench:planner`: Menu Perso's week planner (planWeek) over the real library, in process.
// Prints p50/p95/p99 per scenario: no restriction, restrictions that force repeats (planned
// several times), goals, kept meals, and a library forty times larger. The bar: p95 ≤ 50 ms.
// Then today's planner against the one before issue 28 (bench/baseline), on the same 1,360
// recipes in the same run, rounds interleaved: the issue's bar is a p95 ratio ≤ 2.
import path from "node:path";
import { recordResults, smoke } from "./results.mjs";
import { loadAppModule, summary } from "./stats.mjs";

const root = path.resolve(import.meta.dirname, "..");
// Each loadAppModule starts a Vite server: all are closed at the end, or Node would not exit.
const loaded = await Promise.all(
  [
    "/app/domain/meal-plan/planner.ts",
    "/app/domain/meal-plan/library.ts",
    "/app/content/catalogue/recipes.ts",
    "/app/content/catalogue/breakfasts.ts",
    "/bench/baseline/planner-before-issue-28.ts",
  ].map((file) => loadAppModule(root, file)),
);
const [planner, library, catalogue, breakfasts, baseline] = loaded.map(({ module }) => module);

const recipes = [...catalogue.catalogueRecipes, ...breakfasts.breakfastRecipes].map(library.plannerRecipe);
// Forty variants under other ids, as a library grown with the community's recipes would be; the
// first quantity changes a little from one variant to the next, so that no two weigh the same.
const variant = (recipe, copy) => ({
  ...recipe,
  id: `${recipe.id}-${copy}`,
  title: `${recipe.title} ${copy}`,
  ingredients: recipe.ingredients.map((line, index) =>
    index === 0 && typeof line.quantite === "number"
      ? { ...line, quantite: line.quantite * (1 + copy / 100) }
      : line,
  ),
});
const large = Array.from({ length: 40 }, (_, copy) => recipes.map((recipe) => variant(recipe, copy))).flat();

const MONDAY = "2026-11-16";
const kept = [
  {
    id: "a",
    name: "Bœuf bourguignon",
    type: "dinner",
    day: "2026-11-18",
    recipeId: "boeuf-bourguignon",
    portions: 4,
    manual: true,
  },
  {
    id: "b",
    name: "Pancakes",
    type: "breakfast",
    day: "2026-11-20",
    recipeId: "pancakes",
    portions: 4,
    manual: true,
  },
  {
    id: "c",
    name: "Quiche lorraine",
    type: "lunch",
    day: "2026-11-17",
    recipeId: "quiche-lorraine",
    portions: 4,
    manual: false,
  },
];

const request = (overrides) => ({
  monday: MONDAY,
  restrictions: [],
  portions: 2,
  existing: [],
  replaceManual: false,
  seed: 0,
  // The form's default « En semaine : 30 minutes », the whole week planned (the most slots).
  weekdayMinutes: 30,
  ...overrides,
});

/**
 * Each round plans with another seed. `fresh` gives each round new recipe objects with the same
 * content, as the server builds them for each request; `cold` also changes their content (the
 * servings), so that the planner weighs every recipe again, as on a first request.
 */
function measure(label, wanted, { library: base = recipes, fresh = false, cold = false, ...overrides }) {
  const rounds = smoke ? 3 : wanted;
  const times = [];
  let failures = 0;
  for (let round = 0; round < rounds; round++) {
    let current = base;
    if (fresh || cold) current = base.map((recipe) => ({ ...recipe }));
    if (cold) for (const recipe of current) recipe.servings += (round + 1) * 100;
    const started = performance.now();
    const result = planner.planWeek(current, request({ ...overrides, seed: round }));
    const elapsed = performance.now() - started;
    if (!result.ok) failures++;
    if (round >= rounds / 10) times.push(elapsed); // the first tenth warms the JIT up
  }
  if (failures > 0) throw new Error(`${label} : ${failures} semaines refusées`);
  return { label, ...summary(times) };
}

const size = (list) => `${list.length} recettes`;
/** 42 lunches and dinners of three earlier weeks, as the service loads them (fewer if the library is small). */
const threeWeeksBefore = (library) =>
  library
    .filter((recipe) => recipe.category !== "Petit-déjeuner" && recipe.category !== "Desserts")
    .slice(0, 42)
    .map((recipe, index) => ({ recipeId: recipe.id, weeksAway: 1 + (index % 3) }));
const results = [
  measure(`Sans restriction ni objectif (${size(recipes)})`, 2000, {}),
  measure("Objectif prise de muscle, 3 repas déjà prévus dont 2 gardés", 2000, {
    goal: "muscle",
    existing: kept,
  }),
  measure("Perte de poids, recettes rebâties à chaque appel comme sur le serveur", 1000, {
    goal: "weight-loss",
    fresh: true,
  }),
  measure("Perte de poids, premier appel : aucune pesée en cache", 500, { goal: "weight-loss", cold: true }),
  measure("Végan (répétitions : 8 essais)", 2000, { restrictions: ["vegan"] }),
  measure("Quatrième semaine : les déjeuners et dîners des 3 précédentes à éviter (8 essais)", 2000, {
    nearbyWeeks: threeWeeksBefore(recipes),
  }),
  measure(`Quatrième semaine, bibliothèque ×40 (${size(large)}) : 3 semaines à éviter`, 200, {
    library: large,
    nearbyWeeks: threeWeeksBefore(large),
  }),
  measure("Sans gluten et sans lactose, santé (répétitions : 8 essais)", 2000, {
    restrictions: ["gluten-free", "lactose-free"],
    goal: "health",
  }),
  measure(`Bibliothèque ×40 (${size(large)}), sans restriction`, 200, { library: large }),
  measure(`Bibliothèque ×40 (${size(large)}), végétarien et perte de poids, recettes rebâties`, 200, {
    library: large,
    restrictions: ["vegetarian"],
    goal: "weight-loss",
    fresh: true,
  }),
  measure(`Bibliothèque ×40 (${size(large)}), végétarien et perte de poids, premier appel sans cache`, 50, {
    library: large,
    restrictions: ["vegetarian"],
    goal: "weight-loss",
    cold: true,
  }),
  measure("Restes du lundi au jeudi, fruits de saison, vin tous les soirs", 2000, {
    leftovers: true,
    preferSeason: true,
    wine: "tous",
  }),
];

// Issue 28 measured its bar on 1,360 recipes (the 34 of then, ×40): today's catalogue, varied
// as above until it holds as many.
const ISSUE_LIBRARY_SIZE = 1360;
const issueLibrary = Array.from({ length: Math.ceil(ISSUE_LIBRARY_SIZE / recipes.length) }, (_, copy) =>
  recipes.map((recipe) => variant(recipe, copy)),
)
  .flat()
  .slice(0, ISSUE_LIBRARY_SIZE);

/**
 * Today's planner and the baseline on the same request, one round each in turn, so that a load
 * from other processes falls on both. Today's gets the form's defaults on top (« En semaine :
 * 30 minutes », the days from today when `from` is set); the baseline ignores what it did not know.
 */
function compare(label, wanted, { library: base = issueLibrary, fresh = false, today = {}, ...overrides }) {
  const rounds = smoke ? 3 : wanted;
  const times = { today: [], baseline: [] };
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? ["today", "baseline"] : ["baseline", "today"];
    for (const which of order) {
      const current = fresh ? base.map((recipe) => ({ ...recipe })) : base;
      const asked = request({ ...overrides, seed: round, ...(which === "today" ? today : {}) });
      const plan = which === "today" ? planner.planWeek : baseline.planWeek;
      const started = performance.now();
      const result = plan(current, asked);
      const elapsed = performance.now() - started;
      if (!result.ok) throw new Error(`${label} (${which}) : ${result.message}`);
      if (round >= rounds / 10) times[which].push(elapsed);
    }
  }
  const now = summary(times.today);
  const before = summary(times.baseline);
  return { label, today: now, baseline: before, ratio: Math.round((now.p95 / before.p95) * 100) / 100 };
}

const comparisons = [
  compare(`${size(issueLibrary)}, sans restriction`, 300, {}),
  compare(`${size(issueLibrary)}, végétarien et perte de poids, recettes rebâties`, 300, {
    restrictions: ["vegetarian"],
    goal: "weight-loss",
    fresh: true,
  }),
  compare(`${size(issueLibrary)}, quatrième semaine : 3 semaines à éviter, saison`, 300, {
    nearbyWeeks: threeWeeksBefore(issueLibrary),
    preferSeason: true,
  }),
  compare(`${size(issueLibrary)}, restes, vin tous les soirs, saison (aujourd'hui seulement)`, 300, {
    preferSeason: true,
    today: { leftovers: true, wine: "tous" },
  }),
];
await Promise.all(loaded.map(({ close }) => close()));

for (const { label, ...figures } of results) console.log(`${label} (ms) :`, figures);
for (const { label, today, baseline: before, ratio } of comparisons)
  console.log(`${label} : p95 aujourd'hui ${today.p95} ms / avant l'issue 28 ${before.p95} ms = ${ratio}`);
recordResults(
  "planner",
  [
    "| Semaine planifiée (planWeek) | Appels mesurés | p50 (ms) | p95 (ms) | p99 (ms) | Seuil |",
    "|---|---|---|---|---|---|",
    ...results.map(
      ({ label, n, p50, p95, p99 }) => `| ${label} | ${n} | ${p50} | ${p95} | ${p99} | p95 ≤ 50 |`,
    ),
    "",
    "| Aujourd'hui / avant l'issue 28, même passe | Appels mesurés | p95 aujourd'hui (ms) | p95 avant (ms) | Rapport | Seuil |",
    "|---|---|---|---|---|---|",
    ...comparisons.map(
      ({ label, today, baseline: before, ratio }) =>
        `| ${label} | ${today.n} | ${today.p95} | ${before.p95} | ${ratio} | ≤ 2 |`,
    ),
  ].join("\n"),
);
