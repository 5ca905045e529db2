// Local stand-in for an OpenAI-compatible chat-completions API.
//
// Integration tests, end-to-end tests and benchmarks point AI_BASE_URL at this server so
// that nothing ever leaves the machine, while Toque still goes through its real HTTP
// clients (its own streaming client for recipes, the Vercel AI SDK for the advisor) exactly
// as in production. Only Node built-ins are used so
// the mock starts in a few milliseconds and never depends on the install state.
//
// Run by hand: node tests/mock-ai/server.mjs [--port 4010] [--host 127.0.0.1] [--quiet]

import { once } from "node:events";
import { realpathSync } from "node:fs";
import http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";

const DEFAULT_MODEL = "mock-chef";
/** Past this a real API would refuse the body too; it also keeps a runaway test from eating memory. */
const MAX_BODY_BYTES = 5 * 1024 * 1024;
/** Pause between chunks of `mock:lent` streams: long enough to abort mid-stream, short enough for CI. */
const SLOW_CHUNK_MS = 150;
/** How long a non-streamed `mock:lent` answer takes. */
const SLOW_ANSWER_MS = 3000;
/**
 * Sent on every retryable error. The AI SDK honours `retry-after-ms`, so its automatic
 * retries happen at once instead of after its 2 s / 4 s back-off, which keeps tests fast.
 */
const RETRY_AFTER_MS = "10";

/* ------------------------------------------------------------------------------------ */
/* Scenarios                                                                              */
/* ------------------------------------------------------------------------------------ */

// A test-only convention: an "ingredient" equal to one of these keywords picks the behaviour.
const SCENARIOS = new Set([
  "mock:quota",
  "mock:cle",
  "mock:requete",
  "mock:limite",
  "mock:limite-une-fois",
  "mock:panne",
  "mock:panne-une-fois",
  "mock:vide",
  "mock:malforme",
  "mock:fences",
  "mock:schema",
  "mock:lardons",
  "mock:lent",
  "mock:bloque",
  "mock:injection",
  "mock:incoherent",
]);

/** Error bodies copied in shape from the real API, so Toque's error mapping is tested for real. */
const ERRORS = {
  missingKey: {
    status: 401,
    body: {
      message:
        "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
      type: "invalid_request_error",
      param: null,
      code: "invalid_api_key",
    },
  },
  quota: {
    status: 429,
    body: {
      message: "You exceeded your current quota, please check your plan and billing details.",
      type: "insufficient_quota",
      param: null,
      code: "insufficient_quota",
    },
  },
  key: {
    status: 401,
    body: {
      message: "Incorrect API key provided.",
      type: "invalid_request_error",
      param: null,
      code: "invalid_api_key",
    },
  },
  request: {
    status: 400,
    body: {
      message: "Invalid request: max_tokens is too large.",
      type: "invalid_request_error",
      param: "max_tokens",
      code: null,
    },
  },
  rateLimit: {
    status: 429,
    body: {
      message:
        "Rate limit reached for requests per min (RPM): Limit 3, Used 3, Requested 1. Please try again in 20ms.",
      type: "requests",
      param: null,
      code: "rate_limit_exceeded",
    },
  },
  server: {
    status: 500,
    body: {
      message: "The server had an error while processing your request.",
      type: "server_error",
      param: null,
      code: null,
    },
  },
};

/* ------------------------------------------------------------------------------------ */
/* Reading Toque's prompt                                                                 */
/* ------------------------------------------------------------------------------------ */

/** Text of a message whether `content` is a string or an array of parts (both are valid OpenAI input). */
function messageText(message) {
  if (!message || typeof message !== "object") return "";
  const { content } = message;
  if (typeof content === "string") return content;
  if (Array.isArray(content)) {
    return content
      .map((part) => (part && typeof part === "object" && typeof part.text === "string" ? part.text : ""))
      .join("\n");
  }
  return "";
}

function lastUserText(messages) {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    if (messages[i]?.role === "user") return messageText(messages[i]);
  }
  return "";
}

/**
 * Value of a `Label : value` line. `\s` also matches the no-break spaces French typography
 * puts before a colon, and the label is matched with or without accents.
 */
function labelledLine(text, labelPattern) {
  const match = new RegExp(`^[ \\t\\u00a0\\u202f]*(?:${labelPattern})\\s*:\\s*(.*)$`, "imu").exec(text);
  return match ? match[1].trim() : undefined;
}

/** « tomate, oignon , riz. » → ["tomate", "oignon", "riz"], first spelling kept on duplicates. */
function parseIngredientList(line) {
  const seen = new Set();
  const list = [];
  for (const raw of line.replace(/[.\s]+$/u, "").split(/[,;]/u)) {
    const name = raw.trim().replace(/\s+/gu, " ").replace(/\.+$/u, "").trim();
    const key = name.toLocaleLowerCase("fr");
    if (!name || seen.has(key)) continue;
    seen.add(key);
    list.push(name);
  }
  return list;
}

/** Everything the mock takes from the prompt: the raw list (with keywords), the objective, the portions. */
function readPrompt(messages) {
  const text = lastUserText(messages).normalize("NFC");
  const line = labelledLine(text, "ingr[ée]dients\\s+disponibles");
  const listed = line === undefined ? [] : parseIngredientList(line);
  // The sommelier and bartender prompts carry a dish or a base instead of ingredients;
  // a dish equal to a keyword picks a scenario too.
  const dish = labelledLine(text, "plat\\s+[àa]\\s+accorder");
  const cocktailBase = labelledLine(text, "base\\s+du\\s+cocktail");
  const keywords = new Set(
    [...listed, ...(dish ? [dish] : [])]
      .map((name) => name.toLocaleLowerCase("fr"))
      .filter((name) => SCENARIOS.has(name)),
  );
  const ingredients = listed.filter((name) => !SCENARIOS.has(name.toLocaleLowerCase("fr")));
  const objectif = labelledLine(text, "objectif");
  const portionsMatch =
    /portions?\s*:\s*(\d{1,2})/iu.exec(text) ?? /pour\s+(\d{1,2})\s+(?:personnes?|portions?)/iu.exec(text);
  const asked = portionsMatch ? Number(portionsMatch[1]) : undefined;
  return {
    text,
    dish: dish && !SCENARIOS.has(dish.toLocaleLowerCase("fr")) ? dish : dish ? "plat du jour" : undefined,
    cocktailBase,
    listed,
    keywords,
    ingredients,
    objectif: objectif || undefined,
    portions: asked && asked >= 1 && asked <= 20 ? asked : objectif ? 2 : 4,
  };
}

/* ------------------------------------------------------------------------------------ */
/* Building a plausible recipe                                                            */
/* ------------------------------------------------------------------------------------ */

/** FNV-1a: a tiny stable hash so the same prompt always gives the same dish. */
function hash(text) {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

// Rough figures per 100 g (kcal, protéines, glucides, lipides, fibres in g; sodium in mg),
// close enough to CIQUAL for plausible screens. `per` is the usual amount for one portion
// in `unit`; `g` is the weight of one unit when the unit is not a mass or volume.
// Order matters: more specific names come first (« pomme de terre » before « pomme »).
const FOODS = [
  {
    re: /pomme.? de terre|patate/u,
    unit: "g",
    per: 200,
    n: [80, 2, 17, 0.1, 2.2, 6],
    alt: "Patate douce, plus riche en fibres",
  },
  {
    re: /lardon/u,
    unit: "g",
    per: 40,
    n: [300, 15, 0.5, 26, 0, 1600],
    alt: "Dés de blanc de dinde, moins gras",
  },
  { re: /tomate/u, unit: "pièce", per: 1, g: 120, n: [18, 0.9, 3.9, 0.2, 1.2, 5] },
  { re: /oignon/u, unit: "pièce", per: 0.5, g: 100, n: [40, 1.1, 9, 0.1, 1.7, 4] },
  { re: /echalote/u, unit: "pièce", per: 0.5, g: 30, n: [72, 2.5, 17, 0.1, 3.2, 12] },
  { re: /\bail\b/u, unit: "gousse", per: 0.5, g: 5, n: [149, 6.4, 33, 0.5, 2.1, 17] },
  {
    re: /\briz\b/u,
    unit: "g",
    per: 75,
    n: [350, 7, 78, 0.6, 1.3, 5],
    alt: "Quinoa, plus riche en protéines",
  },
  {
    re: /pate|spaghetti|penne|tagliatelle|coquillette/u,
    unit: "g",
    per: 100,
    n: [360, 12.5, 72, 1.5, 3, 6],
    alt: "Pâtes complètes, plus rassasiantes",
  },
  { re: /semoule|couscous/u, unit: "g", per: 70, n: [360, 12, 73, 1.5, 3.5, 10], alt: "Boulgour complet" },
  { re: /quinoa/u, unit: "g", per: 70, n: [368, 14, 64, 6, 7, 5] },
  { re: /carotte/u, unit: "pièce", per: 1, g: 80, n: [41, 0.9, 10, 0.2, 2.8, 69] },
  { re: /courgette/u, unit: "pièce", per: 0.5, g: 200, n: [17, 1.2, 3.1, 0.3, 1, 8] },
  { re: /aubergine/u, unit: "pièce", per: 0.5, g: 250, n: [25, 1, 6, 0.2, 3, 2] },
  { re: /poivron/u, unit: "pièce", per: 0.5, g: 150, n: [26, 1, 6, 0.3, 2, 4] },
  { re: /champignon/u, unit: "g", per: 80, n: [22, 3.1, 3.3, 0.3, 1, 5] },
  { re: /epinard/u, unit: "g", per: 80, n: [23, 2.9, 3.6, 0.4, 2.2, 79] },
  { re: /legume/u, unit: "g", per: 150, n: [35, 2, 6, 0.3, 3, 30] },
  {
    re: /poulet|volaille|dinde/u,
    unit: "g",
    per: 125,
    n: [165, 31, 0, 3.6, 0, 74],
    alt: "Tofu ferme pour une version végétale",
  },
  {
    re: /boeuf|veau|steak/u,
    unit: "g",
    per: 125,
    n: [250, 26, 0, 15, 0, 72],
    alt: "Lentilles vertes pour une version végétale",
  },
  {
    re: /porc|jambon|saucisse/u,
    unit: "g",
    per: 125,
    n: [242, 27, 0, 14, 0, 62],
    alt: "Filet de poulet, plus maigre",
  },
  { re: /saumon|thon|truite/u, unit: "g", per: 125, n: [208, 20, 0, 13, 0, 59] },
  { re: /poisson|cabillaud|colin|merlu/u, unit: "g", per: 125, n: [82, 18, 0, 0.7, 0, 54] },
  { re: /crevette/u, unit: "g", per: 100, n: [99, 24, 0.2, 0.3, 0, 111] },
  { re: /oeuf/u, unit: "pièce", per: 1, g: 55, n: [143, 12.6, 0.7, 9.5, 0, 142] },
  { re: /tofu/u, unit: "g", per: 100, n: [144, 15, 3, 9, 2, 12] },
  { re: /lentille|pois chiche|haricot/u, unit: "g", per: 60, n: [340, 23, 55, 1.5, 12, 10] },
  { re: /creme/u, unit: "cl", per: 5, g: 10, n: [292, 2.2, 3, 30, 0, 35], alt: "Yaourt grec, plus léger" },
  { re: /\blait\b/u, unit: "ml", per: 60, g: 1, n: [47, 3.3, 4.8, 1.6, 0, 44], alt: "Boisson à l'avoine" },
  { re: /beurre/u, unit: "g", per: 10, n: [717, 0.9, 0.1, 81, 0, 11], alt: "Huile d'olive" },
  {
    re: /fromage|gruyere|emmental|parmesan|mozzarella|comte|chevre|feta/u,
    unit: "g",
    per: 30,
    n: [380, 28, 0, 29, 0, 600],
    alt: "Levure maltée pour le goût fromager",
  },
  { re: /yaourt/u, unit: "pièce", per: 0.5, g: 125, n: [60, 4, 5, 3, 0, 50] },
  { re: /huile/u, unit: "c. à soupe", per: 0.5, g: 14, n: [884, 0, 0, 100, 0, 2] },
  { re: /farine/u, unit: "g", per: 50, n: [364, 10, 76, 1, 2.7, 2] },
  { re: /sucre|miel/u, unit: "g", per: 15, n: [400, 0, 100, 0, 0, 1] },
  { re: /chocolat/u, unit: "g", per: 25, n: [540, 6, 50, 33, 8, 10] },
  {
    re: /basilic|persil|coriandre|ciboulette|menthe|aneth/u,
    unit: "botte",
    per: 0.25,
    g: 30,
    n: [30, 3, 2, 0.6, 3, 20],
  },
  { re: /thym|romarin|laurier/u, unit: "brin", per: 0.5, g: 1, n: [100, 5, 20, 3, 14, 10] },
  {
    re: /poivre|cumin|paprika|curry|piment|muscade|cannelle/u,
    unit: "pincée",
    per: 0.25,
    g: 0.5,
    n: [250, 10, 50, 5, 25, 30],
  },
  { re: /citron|orange/u, unit: "pièce", per: 0.25, g: 100, n: [29, 1.1, 9, 0.3, 2.8, 2] },
  { re: /pomme|poire/u, unit: "pièce", per: 1, g: 150, n: [52, 0.3, 14, 0.2, 2.4, 1] },
  { re: /avocat/u, unit: "pièce", per: 0.5, g: 200, n: [160, 2, 9, 15, 7, 7] },
  { re: /bouillon|vin|eau/u, unit: "cl", per: 5, g: 10, n: [10, 0.5, 1, 0.2, 0, 300] },
  { re: /noix|amande|noisette|graine/u, unit: "g", per: 15, n: [620, 18, 12, 55, 8, 5] },
];
const UNKNOWN_FOOD = { unit: "g", per: 100, n: [100, 5, 10, 4, 2, 50] };
const SALT = { nom: "sel", quantite: "1", unite: "pincée", grams: 0.4, n: [0, 0, 0, 0, 0, 39_000] };

function foodFor(name) {
  const plain = name.toLocaleLowerCase("fr").replace(/œ/gu, "oe").normalize("NFD").replace(/\p{M}/gu, "");
  return FOODS.find((food) => food.re.test(plain)) ?? UNKNOWN_FOOD;
}

/** Quantities people would write: 250 g rather than 247 g, 2 pièces rather than 1.5. */
function roundQuantity(value, unit) {
  if (unit === "g" || unit === "ml")
    return Math.max(5, value >= 50 ? Math.round(value / 10) * 10 : Math.round(value / 5) * 5);
  return Math.max(1, Math.ceil(value));
}

function quantify(name, portions, fixed) {
  const food = foodFor(name);
  const unit = fixed?.unite ?? food.unit;
  const quantity = fixed ? Number(fixed.quantite) : roundQuantity(food.per * portions, unit);
  const grams = unit === "g" ? quantity : quantity * (food.g ?? 1);
  return { nom: name, quantite: String(quantity), unite: unit, grams, n: food.n, alt: food.alt };
}

const round1 = (value) => Math.round(value * 10) / 10;

/** Per-portion figures of one ingredient, from its weight in the whole dish. */
function nutritionOf(item, portions) {
  const factor = item.grams / 100 / portions;
  const [kcal, proteines, glucides, lipides, fibres, sodium] = item.n;
  return {
    calories: Math.round(kcal * factor),
    proteines: round1(proteines * factor),
    glucides: round1(glucides * factor),
    lipides: round1(lipides * factor),
    fibres: round1(fibres * factor),
    sodium: Math.round(sodium * factor),
  };
}

/** « a, b et c », as a French sentence lists things. */
function frenchList(names) {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} et ${names.at(-1)}`;
}

/** « de tomate » but « d'oignon »: the title reads like French. */
function ofName(name) {
  return /^[aeiouyàâéèêëîïôœùûh]/iu.test(name) && !/^h(?:aricot|areng|ach)/iu.test(name)
    ? `d'${name}`
    : `de ${name}`;
}

const STYLES = [
  { nom: "Poêlée", article: "Une", adjectif: "poêlée rapide et parfumée", methode: "poele", cuisson: 15 },
  { nom: "Sauté", article: "Un", adjectif: "sauté vif et croquant", methode: "poele", cuisson: 12 },
  {
    nom: "Mijoté",
    article: "Un",
    adjectif: "mijoté fondant et réconfortant",
    methode: "cocotte",
    cuisson: 35,
  },
  { nom: "Gratin", article: "Un", adjectif: "gratin doré et généreux", methode: "four", cuisson: 25 },
];

const MATERIEL = {
  poele: ["Planche à découper", "Couteau de chef", "Grande poêle", "Spatule en bois"],
  cocotte: ["Planche à découper", "Couteau de chef", "Cocotte en fonte", "Cuillère en bois"],
  four: ["Planche à découper", "Couteau de chef", "Plat à gratin", "Four"],
};

function instructionsFor(style, names) {
  const [first, ...others] = names;
  const rest = others.length > 0 ? frenchList(others) : "les aromates";
  const prepare = {
    etape: 1,
    description: `Préparez les ingrédients (${frenchList(names)}) : lavez-les, épluchez-les si besoin et taillez-les en morceaux réguliers.`,
    temps: "10 min",
  };
  if (style.methode === "four") {
    return [
      { etape: 1, description: "Préchauffez le four à 180 °C (chaleur tournante).", temperature: "180 °C" },
      { ...prepare, etape: 2 },
      {
        etape: 3,
        description: `Faites revenir ${first} 5 minutes dans un filet d'huile pour lui donner de la couleur.`,
        temps: "5 min",
      },
      {
        etape: 4,
        description: `Disposez ${first} et ${rest} en couches dans le plat à gratin, salez et poivrez.`,
      },
      {
        etape: 5,
        description:
          "Enfournez jusqu'à ce que le dessus soit bien doré, puis laissez reposer 5 minutes avant de servir.",
        temps: "20 min",
        temperature: "180 °C",
      },
    ];
  }
  if (style.methode === "cocotte") {
    return [
      prepare,
      {
        etape: 2,
        description: `Faites suer ${first} dans la cocotte avec un filet d'huile, à feu moyen, sans coloration.`,
        temps: "5 min",
      },
      {
        etape: 3,
        description: `Ajoutez ${rest}, salez, mouillez à hauteur d'eau et portez à frémissement.`,
        temps: "5 min",
      },
      {
        etape: 4,
        description: "Couvrez et laissez mijoter à feu doux en remuant de temps en temps.",
        temps: "25 min",
      },
      { etape: 5, description: "Goûtez, rectifiez l'assaisonnement et servez bien chaud." },
    ];
  }
  return [
    prepare,
    {
      etape: 2,
      description: "Faites chauffer un filet d'huile dans une grande poêle à feu moyen-vif.",
      temps: "2 min",
    },
    {
      etape: 3,
      description: `Faites revenir ${first} en remuant, jusqu'à une légère coloration.`,
      temps: "5 min",
    },
    {
      etape: 4,
      description: `Ajoutez ${rest}, salez et poursuivez la cuisson en remuant régulièrement.`,
      temps: `${style.cuisson - 7} min`,
    },
    { etape: 5, description: "Goûtez, rectifiez l'assaisonnement et servez aussitôt." },
  ];
}

// When the prompt lists nothing usable, the mock still answers with a sensible dish
// (Chef Nutrition's own defaults) rather than an error Toque would not get from a real model.
const FALLBACK_INGREDIENTS = ["poulet", "riz", "légumes"];

function buildRecipe(prompt, { lardons }) {
  let names = prompt.ingredients.length > 0 ? [...prompt.ingredients] : [...FALLBACK_INGREDIENTS];
  const key = hash(prompt.text);
  const style = STYLES[key % STYLES.length];
  const { portions } = prompt;

  const items = names.map((name) => quantify(name, portions));
  if (lardons) {
    // Whatever was asked, so diet-restriction checks have something to catch.
    const already = items.findIndex((item) => /lardon/iu.test(item.nom));
    const forced = quantify("lardons", portions, { quantite: "150", unite: "g" });
    if (already >= 0) items[already] = { ...forced, nom: items[already].nom };
    else {
      items.push(forced);
      names = [...names, "lardons"];
    }
  }
  const hasSalt = items.some((item) => item.nom.toLocaleLowerCase("fr") === "sel");
  const all = hasSalt ? items : [...items, SALT];

  const perIngredient = all.map((item) => nutritionOf(item, portions));
  const total = perIngredient.reduce(
    (sum, part) => {
      for (const field of Object.keys(sum)) sum[field] += part[field];
      return sum;
    },
    { calories: 0, proteines: 0, glucides: 0, lipides: 0, fibres: 0, sodium: 0 },
  );
  const nutritionParPortion = {
    calories: Math.round(total.calories),
    proteines: round1(total.proteines),
    glucides: round1(total.glucides),
    lipides: round1(total.lipides),
    fibres: round1(total.fibres),
    sodium: Math.round(total.sodium),
  };

  const [first, second] = names;
  const titre = `${style.nom} ${ofName(first)}${second ? ` et ${second}` : ""}`;
  const preparation = Math.min(25, 10 + 5 * Math.floor(names.length / 3));
  const detailed = prompt.objectif !== undefined;

  const recipe = {
    titre,
    description: `${style.article} ${style.adjectif} à base de ${frenchList(names)}, prêt${style.article === "Une" ? "e" : ""} en ${preparation + style.cuisson} minutes.`,
    tempsPreparation: `${preparation} min`,
    tempsCuisson: `${style.cuisson} min`,
    difficulte: names.length <= 3 ? "Facile" : names.length <= 6 ? "Moyen" : "Difficile",
    portions,
    ingredients: all.map((item, index) => ({
      nom: item.nom,
      quantite: item.quantite,
      unite: item.unite,
      ...(detailed
        ? {
            calories: perIngredient[index].calories,
            proteines: perIngredient[index].proteines,
            glucides: perIngredient[index].glucides,
            lipides: perIngredient[index].lipides,
          }
        : {}),
    })),
    materiel: MATERIEL[style.methode],
    instructions: instructionsFor(style, names),
    pointsTechniques: [
      "Taillez les ingrédients de taille régulière pour qu'ils cuisent en même temps.",
      style.methode === "poele"
        ? "Ne surchargez pas la poêle : les morceaux doivent saisir, pas bouillir."
        : "Gardez une cuisson douce : un frémissement suffit, une ébullition durcit les ingrédients.",
    ],
    astucesChef: [
      `Salez en fin de cuisson : ${first} garde ainsi toute sa texture.`,
      "Un trait de jus de citron au moment de servir réveille toutes les saveurs.",
    ],
    dressage:
      "Dressez dans des assiettes chaudes, ajoutez un tour de moulin à poivre et quelques herbes fraîches ciselées.",
    nutritionParPortion,
    conservation: "Se conserve 2 jours au réfrigérateur dans une boîte hermétique ; réchauffez à feu doux.",
    variations: [
      "Relevez le plat d'une pincée de piment d'Espelette.",
      `Remplacez ${second ?? first} par un légume de saison.`,
    ],
  };

  if (detailed) {
    recipe.calories = nutritionParPortion.calories;
    recipe.conseils = [
      `Pour votre objectif (${prompt.objectif}), servez une portion avec une grande salade verte.`,
      "Buvez un grand verre d'eau pendant le repas.",
      "Privilégiez une cuisson douce avec peu de matière grasse.",
    ];
    recipe.alternatives = Object.fromEntries(
      items
        .slice(0, 3)
        .map((item) => [item.nom, item.alt ?? `Une variété de saison de ${item.nom}, au goût proche.`]),
    );
  }
  return recipe;
}

/** Three wines for the sommelier prompt, each reason naming the dish so tests can check it. */
function wineAnswer(dish) {
  const cellar = [
    { name: "Saint-Joseph", type: "Vin rouge", region: "Vallée du Rhône", temperature: "16 à 17 °C" },
    { name: "Chablis premier cru", type: "Vin blanc sec", region: "Bourgogne", temperature: "10 à 12 °C" },
    { name: "Crémant d'Alsace", type: "Effervescent", region: "Alsace", temperature: "6 à 8 °C" },
    { name: "Tavel", type: "Rosé", region: "Vallée du Rhône", temperature: "8 à 10 °C" },
  ];
  const start = hash(dish) % cellar.length;
  return {
    vins: [0, 1, 2].map((offset) => {
      const wine = cellar[(start + offset) % cellar.length];
      return { ...wine, description: `Le service factice propose ce vin pour accompagner ${dish}.` };
    }),
  };
}

/** A shaken sour built on the requested base. */
function cocktailAnswer(base) {
  return {
    nom: `Sour factice au ${base.toLocaleLowerCase("fr")}`,
    description: `Un sour équilibré proposé par le service factice, sur une base de ${base.toLocaleLowerCase("fr")}.`,
    ingredients: [
      { nom: base, quantite: 5, unite: "cl" },
      { nom: "jus de citron", quantite: 2.5, unite: "cl" },
      { nom: "sirop de sucre", quantite: 2, unite: "cl" },
    ],
    instructions: [
      { etape: 1, description: "Versez tous les ingrédients dans un shaker rempli de glaçons." },
      { etape: 2, description: "Secouez énergiquement 10 à 15 secondes." },
      { etape: 3, description: "Filtrez dans un verre à cocktail rafraîchi." },
    ],
    difficulte: "Facile",
    preparation: "5 min",
    verre: "verre à cocktail",
    decoration: "zeste de citron",
    astuces: ["Rafraîchissez le verre avec des glaçons pendant la préparation."],
  };
}

/** The answer's text for a successful scenario, as a model would write it. */
function answerText(prompt, keywords) {
  if (keywords.has("mock:vide")) return "";
  const names = prompt.ingredients.length > 0 ? prompt.ingredients : FALLBACK_INGREDIENTS;
  if (keywords.has("mock:malforme")) {
    return `Voici une recette délicieuse : faites revenir ${frenchList(names)} dans un filet d'huile d'olive pendant une quinzaine de minutes, salez, poivrez et servez bien chaud. Bon appétit !`;
  }
  let json;
  if (prompt.dish !== undefined && !keywords.has("mock:schema")) {
    json = JSON.stringify(wineAnswer(prompt.dish), null, 2);
  } else if (prompt.cocktailBase !== undefined && !keywords.has("mock:schema")) {
    json = JSON.stringify(cocktailAnswer(prompt.cocktailBase), null, 2);
  } else if (keywords.has("mock:schema")) {
    // Valid JSON, wrong shape: no `titre`, instructions as prose, portions as words.
    json = JSON.stringify(
      {
        recette: `Poêlée ${ofName(names[0])}`,
        description: "Une recette sans les champs attendus.",
        ingredients: names,
        instructions: "Faites revenir le tout à la poêle puis servez.",
        portions: "quatre",
      },
      null,
      2,
    );
  } else {
    const recipe = buildRecipe(prompt, { lardons: keywords.has("mock:lardons") });
    // A step that uses a food the list lacks, until Toque's correction names the problem.
    if (keywords.has("mock:incoherent") && !/ne tenait pas debout/u.test(prompt.text)) {
      recipe.instructions.push({
        etape: recipe.instructions.length + 1,
        description: "Arrosez d'un filet d'huile de noix au moment de servir.",
      });
    }
    json = JSON.stringify(recipe, null, 2);
  }
  return keywords.has("mock:fences") ? `\`\`\`json\n${json}\n\`\`\`` : json;
}

/* ------------------------------------------------------------------------------------ */
/* HTTP plumbing                                                                          */
/* ------------------------------------------------------------------------------------ */

function sendJson(res, status, body, headers = {}) {
  if (res.headersSent || res.destroyed) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

function sendError(res, { status, body }) {
  const retryable = status === 429 || status >= 500;
  sendJson(
    res,
    status,
    { error: body },
    retryable ? { "retry-after-ms": RETRY_AFTER_MS, "retry-after": "1" } : {},
  );
}

function invalidRequest(message, param = null, code = null) {
  return { status: 400, body: { message, type: "invalid_request_error", param, code } };
}

/** Reads the body with a size cap; `gone` when the client hung up before sending it all. */
async function readBody(req) {
  const parts = [];
  let size = 0;
  try {
    for await (const part of req) {
      size += part.length;
      if (size > MAX_BODY_BYTES) return { tooLarge: true };
      parts.push(part);
    }
  } catch {
    return { gone: true };
  }
  return { text: Buffer.concat(parts).toString("utf8") };
}

/** Crude token count (about four characters a token), enough for plausible `usage` figures. */
const tokens = (text) => Math.ceil(text.length / 4);

/** Splits on code points so an emoji in an ingredient name never gets cut in half. */
/** Where the answer's `"titre": "…"` string ends (a UTF-16 offset), if it has one. */
function titleClosedAt(text) {
  const match = /"titre"\s*:\s*"(?:[^"\\]|\\.)*"/u.exec(text);
  return match ? match.index + match[0].length : undefined;
}

function slices(text) {
  const points = Array.from(text);
  const out = [];
  for (let start = 0, i = 0; start < points.length; i += 1) {
    // 20 to 40 characters, varying like real token batches, deterministically.
    const size = 20 + ((i * 7) % 21);
    out.push(points.slice(start, start + size).join(""));
    start += size;
  }
  return out;
}

/** Writes one SSE event, waiting for the socket when it is full; false once the client is gone. */
async function writeEvent(res, data, signal) {
  if (signal.aborted || res.destroyed) return false;
  if (!res.write(`data: ${data}\n\n`)) {
    try {
      await once(res, "drain", { signal });
    } catch {
      return false;
    }
  }
  return !signal.aborted;
}

/** Waits, unless the client leaves or the mock closes first (then the timer is cleared). */
async function pause(ms, signal) {
  try {
    await sleep(ms, undefined, { signal });
    return true;
  } catch {
    return false;
  }
}

function parsePort(value) {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Port invalide : ${value}`);
  return port;
}

/**
 * Starts the mock on `host:port` (port 0 picks a free one).
 * @param {{ port?: number, host?: string, log?: boolean }} [options]
 */
export async function startMockAi({ port = 0, host = "127.0.0.1", log = false } = {}) {
  /** Parsed request bodies, newest last. The same array is kept so tests may hold on to it. */
  const requests = [];
  /** How many times each exact ingredient list was asked, for the « une fois » scenarios. */
  const attempts = new Map();
  /** One per request in flight, so close() can cancel pauses and streams at once. */
  const inFlight = new Set();
  /** TCP connections accepted: kept-alive clients open fewer than they send requests. */
  let connectionCount = 0;
  let completionCount = 0;
  /**
   * For requests that name themselves with X-Client-Request-Id: when they came in and when the
   * chunk that closes the recipe's title left, in ms on the machine's monotonic clock, which
   * every process reads alike. bench:ai subtracts the mock's own pacing from the latency it
   * puts on Toque, and splits that latency between the way in and the way back.
   */
  const timings = new Map();
  const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;

  const say = (line) => {
    if (log) console.log(line);
  };

  async function chatCompletions(req, res, signal) {
    const clientRequestId = req.headers["x-client-request-id"];
    const timing = typeof clientRequestId === "string" ? { receivedAt: monotonicMs() } : undefined;
    if (timing) timings.set(clientRequestId, timing);
    const { text, tooLarge, gone } = await readBody(req);
    if (gone) return undefined;
    if (tooLarge) return sendJson(res, 413, { error: invalidRequest("Request body too large.").body });
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      return sendError(
        res,
        invalidRequest(
          "We could not parse the JSON body of your request. (HINT: This likely means you aren't using your HTTP library correctly.)",
        ),
      );
    }
    if (!body || typeof body !== "object" || Array.isArray(body)) {
      return sendError(res, invalidRequest("The request body must be a JSON object."));
    }
    requests.push(body);

    // Checked after recording so a test can still see what an unauthenticated call sent.
    const auth = req.headers.authorization ?? "";
    if (!/^Bearer\s+\S/iu.test(auth)) return sendError(res, ERRORS.missingKey);

    const { model, messages, temperature, response_format: format, stream } = body;
    if (typeof model !== "string" || model === "") {
      return sendError(res, invalidRequest("you must provide a model parameter", null, null));
    }
    if (!Array.isArray(messages) || messages.length === 0) {
      return sendError(
        res,
        invalidRequest("Missing required parameter: 'messages'.", "messages", "missing_required_parameter"),
      );
    }
    if (
      temperature !== undefined &&
      temperature !== null &&
      (typeof temperature !== "number" || temperature < 0 || temperature > 2)
    ) {
      return sendError(
        res,
        invalidRequest(
          `Invalid 'temperature': expected a number between 0 and 2, got ${JSON.stringify(temperature)}.`,
          "temperature",
          "invalid_value",
        ),
      );
    }
    if (format !== undefined && format !== null) {
      const type = format?.type;
      if (type !== "text" && type !== "json_object" && type !== "json_schema") {
        return sendError(
          res,
          invalidRequest(
            `Invalid value: '${String(type)}'. Supported values are: 'json_object', 'json_schema', and 'text'.`,
            "response_format.type",
            "invalid_value",
          ),
        );
      }
      if (
        type === "json_schema" &&
        (typeof format.json_schema?.name !== "string" || !format.json_schema.name)
      ) {
        return sendError(
          res,
          invalidRequest(
            "Missing required parameter: 'response_format.json_schema.name'.",
            "response_format.json_schema.name",
            "missing_required_parameter",
          ),
        );
      }
      // The real API refuses JSON mode when no message mentions JSON; mirroring it catches a prompt bug early.
      if (type === "json_object" && !messages.some((message) => /json/iu.test(messageText(message)))) {
        return sendError(
          res,
          invalidRequest(
            "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.",
            "messages",
            null,
          ),
        );
      }
    }

    const prompt = readPrompt(messages);
    const { keywords } = prompt;
    const listKey = prompt.listed.map((name) => name.toLocaleLowerCase("fr")).join("|");
    const attempt = (attempts.get(listKey) ?? 0) + 1;
    attempts.set(listKey, attempt);
    say(
      `POST /v1/chat/completions ${stream ? "(stream) " : ""}[${prompt.listed.join(", ")}] essai ${attempt}`,
    );

    // Never answers: the connection stays open until the client gives up or close() runs.
    if (keywords.has("mock:bloque")) return undefined;
    if (keywords.has("mock:quota")) return sendError(res, ERRORS.quota);
    if (keywords.has("mock:cle")) return sendError(res, ERRORS.key);
    if (keywords.has("mock:requete")) return sendError(res, ERRORS.request);
    if (keywords.has("mock:limite") || (keywords.has("mock:limite-une-fois") && attempt === 1)) {
      return sendError(res, ERRORS.rateLimit);
    }
    if (keywords.has("mock:panne") || (keywords.has("mock:panne-une-fois") && attempt === 1)) {
      return sendError(res, ERRORS.server);
    }

    let content = answerText(prompt, keywords);
    let finishReason = "stop";
    // Honour the output budget like the real API: cut the text and say so.
    const budget = body.max_completion_tokens ?? body.max_tokens;
    if (Number.isInteger(budget) && budget > 0 && tokens(content) > budget) {
      content = Array.from(content)
        .slice(0, budget * 4)
        .join("");
      finishReason = "length";
    }

    completionCount += 1;
    const meta = {
      id: `chatcmpl-mock${String(completionCount).padStart(6, "0")}`,
      created: Math.floor(Date.now() / 1000),
      model,
      system_fingerprint: "fp_mock",
    };
    const promptTokens = tokens(messages.map(messageText).join("\n"));
    const completionTokens = tokens(content);
    const usage = {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
      prompt_tokens_details: { cached_tokens: 0 },
      completion_tokens_details: { reasoning_tokens: 0 },
    };
    const slow = keywords.has("mock:lent");

    if (stream !== true) {
      if (slow && !(await pause(SLOW_ANSWER_MS, signal))) return undefined;
      return sendJson(res, 200, {
        ...meta,
        object: "chat.completion",
        choices: [
          {
            index: 0,
            message: { role: "assistant", content, refusal: null },
            logprobs: null,
            finish_reason: finishReason,
          },
        ],
        usage,
      });
    }

    const withUsage = body.stream_options?.include_usage === true;
    const chunk = (delta, finish) =>
      JSON.stringify({
        ...meta,
        object: "chat.completion.chunk",
        choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
        ...(withUsage ? { usage: null } : {}),
      });

    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache",
      connection: "keep-alive",
      // Tells any proxy in between (nginx) not to hold chunks back.
      "x-accel-buffering": "no",
    });
    res.flushHeaders();

    // Like the real API, the first chunk only announces the role; an empty answer sends no content at all.
    if (
      !(await writeEvent(
        res,
        chunk(content ? { role: "assistant", content: "" } : { role: "assistant" }, null),
        signal,
      ))
    ) {
      return undefined;
    }
    const parts = slices(content);
    const titleEnd = titleClosedAt(content);
    let sent = 0;
    for (let i = 0; i < parts.length; i += 1) {
      if (!(await writeEvent(res, chunk({ content: parts[i] }, null), signal))) return undefined;
      sent += parts[i].length;
      if (timing && timing.titleSentAt === undefined && titleEnd !== undefined && sent >= titleEnd) {
        timing.titleSentAt = monotonicMs();
      }
      if (slow && i < parts.length - 1 && !(await pause(SLOW_CHUNK_MS, signal))) return undefined;
    }
    if (!(await writeEvent(res, chunk({}, finishReason), signal))) return undefined;
    if (withUsage) {
      const usageChunk = JSON.stringify({ ...meta, object: "chat.completion.chunk", choices: [], usage });
      if (!(await writeEvent(res, usageChunk, signal))) return undefined;
    }
    if (!(await writeEvent(res, "[DONE]", signal))) return undefined;
    res.end();
    return undefined;
  }

  function models(res) {
    const ids = new Set([DEFAULT_MODEL]);
    for (const body of requests) if (typeof body.model === "string" && body.model) ids.add(body.model);
    sendJson(res, 200, {
      object: "list",
      data: [...ids].map((id) => ({ id, object: "model", created: 1_700_000_000, owned_by: "toque-mock" })),
    });
  }

  function reset() {
    // Emptied in place: tests that kept a reference to `requests` see the change.
    requests.length = 0;
    attempts.clear();
    timings.clear();
  }

  const server = http.createServer({ noDelay: true }, (req, res) => {
    const controller = new AbortController();
    inFlight.add(controller);
    // "close" fires when the answer is done or the client went away: either way stop work.
    res.on("close", () => {
      controller.abort();
      inFlight.delete(controller);
    });

    const { pathname } = new URL(req.url ?? "/", "http://mock");
    const route = `${req.method} ${pathname.replace(/\/+$/u, "") || "/"}`;
    let work;
    switch (route) {
      case "POST /v1/chat/completions":
        work = chatCompletions(req, res, controller.signal);
        break;
      case "GET /v1/models":
        work = models(res);
        break;
      case "GET /__requests":
        work = sendJson(res, 200, requests);
        break;
      case "GET /__timings":
        work = sendJson(res, 200, Object.fromEntries(timings));
        break;
      case "POST /__reset":
        reset();
        work = sendJson(res, 200, { ok: true });
        break;
      default:
        work = sendJson(res, 404, {
          error: {
            message: `Invalid URL (${req.method} ${pathname})`,
            type: "invalid_request_error",
            param: null,
            code: null,
          },
        });
    }
    Promise.resolve(work).catch((error) => {
      // A bug in the mock should fail the test loudly, not hang it.
      console.error("[mock-ai]", error);
      if (!res.headersSent) {
        sendJson(res, 500, {
          error: {
            message: `Mock AI bug: ${error?.message ?? error}`,
            type: "server_error",
            param: null,
            code: null,
          },
        });
      } else {
        res.destroy();
      }
    });
  });

  server.on("connection", () => {
    connectionCount += 1;
  });
  server.listen(port, host);
  await once(server, "listening");
  const address = server.address();
  const shownHost = address.family === "IPv6" ? `[${address.address}]` : address.address;
  const url = `http://${shownHost}:${address.port}`;

  let closing;
  function close() {
    closing ??= new Promise((resolve) => {
      for (const controller of inFlight) controller.abort();
      server.close(() => resolve());
      // Streams, blocked requests and idle keep-alive sockets would otherwise hold close() open.
      server.closeAllConnections();
    });
    return closing;
  }

  return {
    url,
    baseURL: `${url}/v1`,
    port: address.port,
    requests,
    timings: (clientRequestId) => timings.get(clientRequestId),
    reset,
    close,
    openRequests: () => inFlight.size,
    connections: () => connectionCount,
  };
}

/* ------------------------------------------------------------------------------------ */
/* Command line                                                                           */
/* ------------------------------------------------------------------------------------ */

function isMain() {
  if (!process.argv[1]) return false;
  try {
    return realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMain()) {
  const args = process.argv.slice(2);
  const option = (name) => {
    const index = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
    if (index < 0) return undefined;
    return args[index].includes("=") ? args[index].slice(name.length + 3) : args[index + 1];
  };
  const portOption = option("port");
  const mock = await startMockAi({
    port: portOption === undefined ? 4010 : parsePort(portOption),
    host: option("host") ?? "127.0.0.1",
    log: !args.includes("--quiet"),
  });
  console.log(
    `Mock IA prête : ${mock.url}  (AI_BASE_URL=${mock.baseURL}, AI_API_KEY=n'importe quelle valeur)`,
  );
  const stop = async () => {
    await mock.close();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}
