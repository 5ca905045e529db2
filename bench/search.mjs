// `npm run bench:search`: the catalogue search of Nos Recettes and Le Chef C'est Vous,
// through the page's own code path (recipeRepository.search), on libraries of 1,000,
// 10,000 and 100,000 recipes, on SQLite (a temporary file) and PostgreSQL (a fresh schema
// on TEST_DATABASE_URL, dropped afterwards). Prints p50/p95/p99 per query family and
// overall, and records them in bench/RESULTS.md. Bar: p95 ≤ 15 ms at 100,000 (ARCHITECTURE § 7).
// The mix also runs through the search as it was before issue 29 (bench/search-baseline.ts), in
// the same run: the issue holds today's p95 to twice that one's.
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { recordResults, smoke } from "./results.mjs";
import { prng, searchCorpus } from "./search-corpus.mjs";
import { loadAppModules, summary } from "./stats.mjs";

const root = path.resolve(import.meta.dirname, "..");
// A smoke run goes wherever `npm test` goes: PostgreSQL only when the database suites have it too.
if (!smoke) process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/test";
const sizes = (smoke ? "500" : (process.env.BENCH_SIZES ?? "1000,10000,100000")).split(",").map(Number);
/** Measured calls per query family, per library size and database. */
const rounds = smoke ? 2 : Number(process.env.BENCH_ROUNDS ?? 40);
const BAR_MS = 15;
/** Issue 29: the new search's p95 at most twice the old one's, and under 50 ms, on this host. */
const RATIO_BAR = 2;
const ISSUE_BAR_MS = 50;
const BATCH = 500;
const READERS = 200;
const VIEWER = "lecteur-0";
let likesGiven = 0;

const {
  modules: [
    { recipeRepository, rowValues },
    { testDatabases },
    { ingredients },
    { catalogueRecipes },
    { breakfastRecipes },
    { searchTerms, MAX_QUERY_TERMS },
    { NO_FILTERS },
    { baselineSearch },
  ],
  close: closeVite,
} = await loadAppModules(root, [
  "/app/.server/db/recipe-repository.ts",
  "/app/.server/db/test-databases.ts",
  "/app/domain/nutrition/lexicon.ts",
  "/app/content/catalogue/recipes.ts",
  "/app/content/catalogue/breakfasts.ts",
  "/app/domain/catalogue/search-terms.ts",
  "/app/domain/catalogue/filters.ts",
  "/bench/search-baseline.ts",
]);
const corpus = searchCorpus(ingredients);

// The page's own empty filters, so that a filter added to the catalogue reaches the bench too.
const none = NO_FILTERS;
const words = (...queries) => queries.map((q) => ({ ...none, q }));
const families = [
  { name: "Sans texte, page 1", filters: [none] },
  {
    name: "Mot courant (poulet, chocolat, saumon, champignon)",
    filters: words("poulet", "chocolat", "saumon", "champignon"),
  },
  { name: "Mot très courant (tomate, oignon)", filters: words("tomate", "oignon") },
  {
    name: "Mot rare (pintade, topinambour, flageolet, caille)",
    filters: words("pintade", "topinambour", "flageolet", "caille"),
  },
  {
    name: "Deux mots (poulet citron, tomate basilic, saumon aneth)",
    filters: words("poulet citron", "tomate basilic", "saumon aneth"),
  },
  { name: "Préfixe (tom, pou, cho)", filters: words("tom", "pou", "cho") },
  {
    name: "Catégorie seule (Entrées, Desserts)",
    filters: [
      { ...none, categorie: "Entrées" },
      { ...none, categorie: "Desserts" },
    ],
  },
  {
    name: "Mot + catégorie (tomate Entrées, poulet Viande, chocolat Desserts)",
    filters: [
      { ...none, q: "tomate", categorie: "Entrées" },
      { ...none, q: "poulet", categorie: "Viande" },
      { ...none, q: "chocolat", categorie: "Desserts" },
    ],
  },
  {
    name: "Difficulté + temps (Facile ≤ 30, Moyen ≤ 45, Facile ≤ 15)",
    filters: [
      { ...none, difficulte: "Facile", temps: "30" },
      { ...none, difficulte: "Moyen", temps: "45" },
      { ...none, difficulte: "Facile", temps: "15" },
    ],
  },
  { name: "Aucun résultat (homard, kangourou, poulett)", filters: words("homard", "kangourou", "poulett") },
  {
    name: "Mot courant, pages 2 et 3 (poulet, citron)",
    filters: [
      { ...none, q: "poulet", page: 2 },
      { ...none, q: "citron", page: 3 },
    ],
  },
  // Outside the mix, to show where the plans are weakest: every row the index gives has
  // to be read to learn that the other filters reject it.
  {
    name: "Hors mélange : mot très courant dans une catégorie qui ne l'a pas (tomate, Desserts)",
    filters: [{ ...none, q: "tomate", categorie: "Desserts" }],
    outsideMix: true,
  },
  {
    name: "Hors mélange : trois filtres sans résultat (Poisson, Difficile, ≤ 15)",
    filters: [{ ...none, categorie: "Poisson", difficulte: "Difficile", temps: "15" }],
    outsideMix: true,
  },
  // Outside the mix too, so that the mix stays comparable with runs before query understanding:
  // intents read as filters, and the sorts, whose first pages both databases must agree on.
  {
    name: "Hors mélange : intentions et tris (végétarien rapide, sans gluten pas cher, dessert par temps, nouveautés)",
    filters: [
      { ...none, q: "végétarien rapide" },
      { ...none, q: "tarte sans gluten pas cher" },
      { ...none, q: "dessert", tri: "temps" },
      { ...none, q: "poulet", tri: "nouveautes" },
    ],
    outsideMix: true,
    // Intents filter on facets this count does not model.
    noShare: true,
  },
];
const mix = families.filter((family) => !family.outsideMix);

/** What the search should find, worked out apart from any database: the share of the library each query matches. */
function expectedCount(library, filters) {
  const terms = searchTerms(filters.q).slice(0, MAX_QUERY_TERMS);
  return library.filter(
    (row) =>
      terms.every((term) => row.words.some((word) => word.startsWith(term))) &&
      (!filters.categorie || row.category === filters.categorie) &&
      (!filters.difficulte || row.difficulty === filters.difficulte) &&
      (!filters.temps || row.total_minutes <= Number(filters.temps)),
  ).length;
}

async function addReaders(db, dialect) {
  const now = new Date();
  const at = dialect === "sqlite" ? now.toISOString() : now;
  const readers = Array.from({ length: READERS }, (_, index) => ({
    id: `lecteur-${index}`,
    name: `Lecteur ${index}`,
    email: `lecteur-${index}@exemple.fr`,
    emailVerified: dialect === "sqlite" ? 1 : true,
    image: null,
    createdAt: at,
    updatedAt: at,
  }));
  await db.insertInto("user").values(readers).execute();
}

/** Grows the library to `size` listed recipes, in batches within one transaction, with their likes. */
async function grow(db, library, size) {
  const createdAt = new Date().toISOString();
  const synthetic = library.length - catalogueRecipes.length;
  const wanted = size - catalogueRecipes.length;
  await db.transaction().execute(async (trx) => {
    for (let start = synthetic; start < wanted; start += BATCH) {
      const rows = [];
      const likes = [];
      for (let index = start; index < Math.min(wanted, start + BATCH); index++) {
        const recipe = corpus.recipeAt(index);
        const row = rowValues(recipe, "catalogue", recipe.chef);
        rows.push({ ...row, owner_id: null, source_id: null, created_at: createdAt });
        library.push({ ...row, words: row.search_text.split(" ") });
        const random = prng(index);
        const draw = random();
        const count =
          draw < 0.65 ? 0 : draw < 0.95 ? 1 + Math.floor(random() * 3) : 4 + Math.floor(random() * 30);
        const readers = new Set(Array.from({ length: count }, () => Math.floor(random() ** 2 * READERS)));
        for (const reader of readers)
          likes.push({ recipe_id: recipe.id, user_id: `lecteur-${reader}`, created_at: createdAt });
      }
      await trx.insertInto("recipe").values(rows).execute();
      if (likes.length > 0) await trx.insertInto("recipe_like").values(likes).execute();
      likesGiven += likes.length;
    }
  });
}

async function time(task) {
  const started = performance.now();
  await task();
  return performance.now() - started;
}

/**
 * Warms up with every query, then runs the families in turn, half as a signed-in reader; each
 * query of the mix also through the search as it was before issue 29 (`baseline`), right after
 * today's or just before it, so that both meet the same load.
 */
async function measure(recipes, baseline) {
  for (const family of families) {
    for (const filters of family.filters) {
      await recipes.search(filters);
      await recipes.search(filters, VIEWER);
      if (!family.outsideMix) {
        await baseline(filters);
        await baseline(filters, VIEWER);
      }
    }
  }
  await recipes.categories();
  const times = new Map(families.map((family) => [family.name, []]));
  const before = new Map(mix.map((family) => [family.name, []]));
  const categories = [];
  for (let round = 0; round < rounds; round++) {
    for (const family of families) {
      const variants = family.filters.length;
      const viewer = Math.floor(round / variants) % 2 === 1 ? VIEWER : undefined;
      const filters = family.filters[round % variants];
      const today = () => time(() => recipes.search(filters, viewer));
      if (family.outsideMix) {
        times.get(family.name).push(await today());
        continue;
      }
      // The second of two alike queries finds the pages the first read in the cache: each goes
      // first in turn, for every query and reader alike.
      const todayFirst = Math.floor(round / (2 * variants)) % 2 === 0;
      const earlier = () => time(() => baseline(filters, viewer));
      const [first, second] = todayFirst ? [today, earlier] : [earlier, today];
      const one = await first();
      const other = await second();
      times.get(family.name).push(todayFirst ? one : other);
      before.get(family.name).push(todayFirst ? other : one);
    }
    categories.push(await time(() => recipes.categories()));
  }
  const all = mix.flatMap((family) => times.get(family.name));
  return {
    families: new Map([...times].map(([name, values]) => [name, summary(values)])),
    overall: summary(all),
    categories: summary(categories),
    before: new Map([...before].map(([name, values]) => [name, summary(values)])),
    beforeOverall: summary(mix.flatMap((family) => before.get(family.name))),
  };
}

/** First-page ids of every query, to check that both databases answer alike. */
async function firstPages(recipes) {
  const pages = [];
  for (const family of families) {
    for (const filters of family.filters)
      pages.push((await recipes.search(filters)).recipes.map((card) => card.id).join(","));
  }
  return pages;
}

// Other work on the machine slows both searches alike; the ratio holds better than the milliseconds.
const loadBefore = os.loadavg()[0];
const results = new Map(); // `${database} ${size}` → measures
const answers = new Map(); // `${database} ${size}` → first pages
const shares = new Map(); // size → family → [min, max] share found
const seeding = []; // « SQLite, 100 000 : 13.5 s »

for (const { name: database, open } of testDatabases()) {
  const { db, dialect, close } = await open();
  try {
    const recipes = recipeRepository(db, dialect);
    await addReaders(db, dialect);
    // As Toque does at start: its catalogue and the planner's breakfasts, through seed().
    await recipes.seed(catalogueRecipes, "catalogue");
    await recipes.seed(breakfastRecipes, "breakfast");
    const library = catalogueRecipes.map((recipe) => {
      const row = rowValues(recipe, "catalogue", recipe.chef);
      return { ...row, words: row.search_text.split(" ") };
    });
    for (const size of sizes) {
      const started = performance.now();
      await grow(db, library, size);
      // PostgreSQL's autovacuum would have analysed the grown table and flushed the GIN
      // pending list by now; SQLite has no such thing, and Toque does not run ANALYZE.
      if (dialect === "postgres") await sql`vacuum analyze recipe, recipe_like`.execute(db);
      seeding.push(
        `${database}, ${size.toLocaleString("fr-FR")} : ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      if (!shares.has(size)) {
        shares.set(
          size,
          new Map(
            families.map((family) => {
              const counts = family.filters.map(
                (filters) => expectedCount(library, filters) / library.length,
              );
              return [family.name, [Math.min(...counts), Math.max(...counts)]];
            }),
          ),
        );
      }
      const measured = await measure(recipes, baselineSearch(db, dialect));
      results.set(`${database} ${size}`, measured);
      answers.set(`${database} ${size}`, await firstPages(recipes));
      console.log(`\n${database}, ${size.toLocaleString("fr-FR")} recettes (ms) :`);
      console.table(
        Object.fromEntries([
          ...measured.families,
          ["Ensemble du mélange", measured.overall],
          ["categories() (appel parallèle de la page)", measured.categories],
          ["Avant l'issue 29 : ensemble du mélange", measured.beforeOverall],
        ]),
      );
    }
  } finally {
    await close();
  }
}
await closeVite();

const databases = [...new Set([...results.keys()].map((key) => key.slice(0, key.lastIndexOf(" "))))];
const percent = ([low, high]) => {
  const format = (share) => `${(share * 100).toFixed(share < 0.01 ? 2 : 1)} %`;
  return low === high ? format(low) : `${format(low)} – ${format(high)}`;
};
const cells = (measure) => `${measure.p50} | ${measure.p95} | ${measure.p99}`;
const largest = Math.max(...sizes);
const verdicts = databases.map((database) => {
  const measured = results.get(`${database} ${largest}`);
  const over = mix
    .filter((family) => measured.families.get(family.name).p95 > BAR_MS)
    .map((family) => family.name);
  return { database, p95: measured.overall.p95, met: measured.overall.p95 <= BAR_MS, over };
});
const compared = sizes.flatMap((size) => answers.get(`${databases[0]} ${size}`) ?? []).length;
const identical =
  databases.length === 2 &&
  sizes.every(
    (size) =>
      JSON.stringify(answers.get(`${databases[0]} ${size}`)) ===
      JSON.stringify(answers.get(`${databases[1]} ${size}`)),
  );

// A difference is named, so that it can be looked into rather than guessed at.
if (databases.length === 2 && !identical) {
  const queries = families.flatMap((family) => family.filters.map((filters) => JSON.stringify(filters)));
  for (const size of sizes) {
    const [first, second] = databases.map((database) => answers.get(`${database} ${size}`));
    first.forEach((page, index) => {
      if (page !== second[index])
        console.log(
          `Différence à ${size} pour ${queries[index]} :\n  ${databases[0]} ${page}\n  ${databases[1]} ${second[index]}`,
        );
    });
  }
}

const header = `| Recettes | Requêtes | Part trouvée | ${databases.map((database) => `${database} p50 | p95 | p99`).join(" | ")} |`;
const familyRow = (size, family) =>
  `| ${size.toLocaleString("fr-FR")} | ${family.name} | ${family.noShare ? "—" : percent(shares.get(size).get(family.name))} | ${databases
    .map((database) => cells(results.get(`${database} ${size}`).families.get(family.name)))
    .join(" | ")} |`;
const rows = sizes.flatMap((size) => [
  ...mix.map((family) => familyRow(size, family)),
  `| ${size.toLocaleString("fr-FR")} | **Ensemble du mélange (${mix.length * rounds} requêtes)** | — | ${databases
    .map((database) => {
      const { overall } = results.get(`${database} ${size}`);
      return `**${overall.p50}** | **${overall.p95}** | **${overall.p99}**`;
    })
    .join(" | ")} |`,
  `| ${size.toLocaleString("fr-FR")} | categories() (appelée en parallèle par Nos Recettes) | — | ${databases
    .map((database) => cells(results.get(`${database} ${size}`).categories))
    .join(" | ")} |`,
  ...families.filter((family) => family.outsideMix).map((family) => familyRow(size, family)),
]);
// Today's search against the one before issue 29, family by family: the issue allows 2× at p95.
const ratio = (today, before) => Math.round((today / before) * 100) / 100;
const againstBefore = sizes.flatMap((size) => [
  ...mix.map((family) => ({
    size,
    name: family.name,
    pick: (measured) => [measured.families.get(family.name), measured.before.get(family.name)],
  })),
  { size, name: `**Ensemble du mélange**`, pick: (measured) => [measured.overall, measured.beforeOverall] },
]);
const beforeRows = againstBefore.map(
  ({ size, name, pick }) =>
    `| ${size.toLocaleString("fr-FR")} | ${name} | ${databases
      .map((database) => {
        const [today, before] = pick(results.get(`${database} ${size}`));
        return `${before.p50} | ${before.p95} | ${today.p95} | ${ratio(today.p95, before.p95)}`;
      })
      .join(" | ")} |`,
);
const ratios = databases.map((database) => {
  const measured = results.get(`${database} ${largest}`);
  const value = ratio(measured.overall.p95, measured.beforeOverall.p95);
  return { database, value, met: value <= RATIO_BAR && measured.overall.p95 < ISSUE_BAR_MS };
});

const markdown = [
  `Recherche du catalogue par \`recipeRepository.search\` (le chemin de la page), ${rounds} appels mesurés par famille après un passage d'échauffement, ` +
    `la moitié avec un lecteur connecté (${READERS} lecteurs, ${(likesGiven / databases.length / largest).toFixed(1).replace(".", ",")} « j'aime » par recette en moyenne). Temps en ms. ` +
    `Recettes synthétiques déterministes (\`bench/search-corpus.mjs\`) après les ${catalogueRecipes.length} du catalogue.`,
  "",
  header,
  `|---|---|---|${databases.map(() => "---|---|---|").join("")}`,
  ...rows,
  "",
  `Remplissage par lots de ${BATCH} dans une transaction : ${seeding.join(" ; ")}.`,
  "",
  // With one database (a smoke run without TEST_DATABASE_URL) there is nothing to compare: « non » would be false.
  databases.length === 2
    ? `Premières pages identiques sur les deux bases : ${identical ? "oui" : "non"} (${compared} requêtes comparées).`
    : `Premières pages comparées entre les bases : sans objet, seule ${databases[0]} a tourné.`,
  "",
  `Seuil p95 ≤ ${BAR_MS} ms à ${largest.toLocaleString("fr-FR")} recettes : ${verdicts
    .map(
      ({ database, p95, met, over }) =>
        `${database} ${p95} ms ${met ? "✓" : "✗"}${over.length > 0 ? ` (au-dessus pour : ${over.join(" ; ")})` : ""}`,
    )
    .join(", ")}.`,
  "",
  "Aujourd'hui contre la recherche d'avant l'issue 29 (`bench/search-baseline.ts` : la requête de 8c5ca89^, " +
    "sans intentions, facettes ni corrections, sans les petits-déjeuners ; mêmes cartes), mêmes bases, même exécution, " +
    "chaque requête d'avant juste avant ou après celle d'aujourd'hui, chacune en premier un tour sur deux. Temps en ms.",
  "",
  `| Recettes | Requêtes | ${databases.map((database) => `${database} avant p50 | avant p95 | aujourd'hui p95 | rapport p95`).join(" | ")} |`,
  `|---|---|${databases.map(() => "---|---|---|---|").join("")}`,
  ...beforeRows,
  "",
  `Issue 29, à ${largest.toLocaleString("fr-FR")} recettes : p95 du mélange au plus ${RATIO_BAR} × celui d'avant et sous ${ISSUE_BAR_MS} ms : ${ratios
    .map(({ database, value, met }) => `${database} ${String(value).replace(".", ",")} × ${met ? "✓" : "✗"}`)
    .join(", ")}.`,
  "",
  `Charge moyenne de la machine (1 min) au début : ${loadBefore.toFixed(1)}, à la fin : ${os.loadavg()[0].toFixed(1)}.`,
].join("\n");

console.log(`\n${markdown}`);
recordResults("search", markdown);
// A smoke run's timings say nothing about the bar: only a crash fails it.
if (!smoke && !(verdicts.every((verdict) => verdict.met) && ratios.every((entry) => entry.met)))
  process.exitCode = 1;
