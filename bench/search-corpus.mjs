// Synthetic French recipes for `npm run bench:search`: deterministic (one seed, one
// corpus), valid `Recipe` payloads, built from the nutrition lexicon's ingredients with
// skewed frequencies, as a real library would have them: « poulet » in several percent of
// the recipes, « tomate » or « oignon » in a quarter, « pintade » or « topinambour » in a few
// per thousand.

/** Mulberry32: small, fast, and the same numbers on every machine. */
export function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (random, list) => list[Math.floor(random() * list.length)];
const between = (random, low, high) => low + Math.floor(random() * (high - low + 1));

/** A picker by weight: a bisection over the running totals, built once. */
function weighted(items, weightOf) {
  const totals = [];
  let total = 0;
  for (const item of items) totals.push((total += weightOf(item)));
  return (random) => {
    const target = random() * total;
    let low = 0;
    let high = totals.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (totals[middle] < target) low = middle + 1;
      else high = middle;
    }
    return items[low];
  };
}

// What French home cooks use most, first; the rest of each role follows in lexicon order
// with a Zipf weight, so the tail is rare.
// prettier-ignore
const FAVOURITES = [
  "sel", "poivre", "moutarde", "vinaigre", "sauce soja", "olive", "vinaigre balsamique", "cornichon",
  "poulet", "tomate", "oignon", "ail", "beurre", "crème fraîche", "œuf", "pomme de terre", "citron", "carotte",
  "courgette", "champignon", "saumon", "bœuf", "lardon", "gruyère", "parmesan", "chocolat noir", "farine", "sucre",
  "lait", "huile d'olive", "persil", "thym", "basilic", "échalote", "riz", "pâtes", "pomme", "poivron", "épinard",
  "aubergine", "cabillaud", "porc", "jambon", "fromage de chèvre", "mozzarella", "lentille", "pois chiche", "poireau",
];

// prettier-ignore
const DISHES = {
  Entrées: [
    { name: "Velouté", roles: ["vegetable"], link: "de", minutes: [15, 30], cook: [20, 40] },
    { name: "Salade", roles: ["vegetable", "protein"], link: "de", minutes: [10, 25], cook: [0, 10] },
    { name: "Soupe", roles: ["vegetable"], link: "de", minutes: [15, 25], cook: [25, 50] },
    { name: "Terrine", roles: ["protein"], link: "de", minutes: [25, 45], cook: [45, 90] },
    { name: "Tartare", roles: ["protein"], link: "de", minutes: [15, 25], cook: [0, 0] },
    { name: "Gaspacho", roles: ["vegetable"], link: "de", minutes: [15, 20], cook: [0, 0] },
    { name: "Tartines", roles: ["dairy", "vegetable"], link: "au", minutes: [10, 15], cook: [5, 10] },
    { name: "Carpaccio", roles: ["protein", "vegetable"], link: "de", minutes: [15, 20], cook: [0, 0] },
    { name: "Rillettes", roles: ["protein"], link: "de", minutes: [15, 30], cook: [0, 20] },
    { name: "Feuilletés", roles: ["dairy", "vegetable"], link: "au", minutes: [20, 30], cook: [15, 25] },
  ],
  Viande: [
    { name: "Sauté", roles: ["meat"], link: "de", minutes: [15, 25], cook: [30, 60] },
    { name: "Blanquette", roles: ["meat"], link: "de", minutes: [30, 40], cook: [90, 150] },
    { name: "Mijoté", roles: ["meat"], link: "de", minutes: [20, 30], cook: [90, 180] },
    { name: "Brochettes", roles: ["meat"], link: "de", minutes: [20, 30], cook: [10, 20] },
    { name: "Émincé", roles: ["meat"], link: "de", minutes: [15, 20], cook: [10, 20] },
    { name: "Rôti", roles: ["meat"], link: "de", minutes: [10, 20], cook: [45, 90] },
    { name: "Ragoût", roles: ["meat"], link: "de", minutes: [25, 35], cook: [90, 150] },
    { name: "Tajine", roles: ["meat", "fruit"], link: "de", minutes: [25, 35], cook: [60, 120] },
    { name: "Fricassée", roles: ["meat"], link: "de", minutes: [20, 30], cook: [40, 60] },
  ],
  Poisson: [
    { name: "Papillote", roles: ["fish"], link: "de", minutes: [10, 20], cook: [15, 25] },
    { name: "Filet", roles: ["fish"], link: "de", minutes: [10, 15], cook: [8, 15] },
    { name: "Dos", roles: ["fish"], link: "de", minutes: [10, 15], cook: [10, 20] },
    { name: "Brandade", roles: ["fish"], link: "de", minutes: [30, 40], cook: [30, 45] },
    { name: "Curry", roles: ["fish", "vegetable"], link: "de", minutes: [15, 25], cook: [20, 30] },
    { name: "Gratin", roles: ["fish", "starch"], link: "de", minutes: [20, 30], cook: [25, 40] },
    { name: "Poêlée", roles: ["fish", "vegetable"], link: "de", minutes: [10, 20], cook: [10, 15] },
  ],
  Végétarien: [
    { name: "Gratin", roles: ["vegetable"], link: "de", minutes: [20, 30], cook: [35, 50] },
    { name: "Curry", roles: ["veggie", "vegetable"], link: "de", minutes: [15, 25], cook: [25, 40] },
    { name: "Risotto", roles: ["vegetable"], link: "aux", minutes: [10, 15], cook: [20, 30] },
    { name: "Tarte", roles: ["vegetable", "dairy"], link: "aux", minutes: [20, 30], cook: [30, 40] },
    { name: "Lasagnes", roles: ["vegetable", "dairy"], link: "aux", minutes: [30, 40], cook: [35, 45] },
    { name: "Galettes", roles: ["veggie", "vegetable"], link: "de", minutes: [20, 30], cook: [10, 20] },
    { name: "Buddha bowl", roles: ["veggie", "vegetable"], link: "au", minutes: [20, 30], cook: [15, 25] },
    { name: "Tian", roles: ["vegetable"], link: "de", minutes: [20, 25], cook: [45, 60] },
  ],
  Desserts: [
    { name: "Tarte", roles: ["fruit"], link: "aux", minutes: [25, 40], cook: [30, 45] },
    { name: "Clafoutis", roles: ["fruit"], link: "aux", minutes: [15, 20], cook: [35, 45] },
    { name: "Crumble", roles: ["fruit"], link: "de", minutes: [15, 20], cook: [30, 40] },
    { name: "Mousse", roles: ["sweet"], link: "au", minutes: [20, 30], cook: [0, 5] },
    { name: "Fondant", roles: ["sweet"], link: "au", minutes: [15, 20], cook: [12, 25] },
    { name: "Compote", roles: ["fruit"], link: "de", minutes: [10, 15], cook: [15, 25] },
    { name: "Panna cotta", roles: ["fruit"], link: "aux", minutes: [15, 20], cook: [5, 10] },
    { name: "Gâteau", roles: ["sweet", "fruit"], link: "au", minutes: [20, 30], cook: [30, 50] },
    { name: "Financiers", roles: ["nut", "fruit"], link: "aux", minutes: [15, 20], cook: [12, 18] },
  ],
  Plats: [
    { name: "Gratin", roles: ["starch", "vegetable"], link: "de", minutes: [20, 30], cook: [40, 60] },
    { name: "Hachis", roles: ["meat", "starch"], link: "de", minutes: [30, 40], cook: [30, 40] },
    { name: "Pâtes", roles: ["meat", "vegetable"], link: "au", minutes: [10, 15], cook: [10, 20] },
    { name: "Poêlée", roles: ["starch", "protein"], link: "de", minutes: [15, 20], cook: [15, 25] },
    { name: "Cocotte", roles: ["protein", "vegetable"], link: "de", minutes: [20, 30], cook: [60, 120] },
    { name: "Wok", roles: ["protein", "vegetable"], link: "de", minutes: [15, 25], cook: [10, 15] },
    { name: "Parmentier", roles: ["protein"], link: "de", minutes: [25, 35], cook: [30, 40] },
    { name: "Galette", roles: ["protein", "dairy"], link: "au", minutes: [10, 15], cook: [10, 15] },
  ],
};
const CATEGORY_WEIGHTS = { Entrées: 18, Viande: 20, Poisson: 12, Végétarien: 16, Desserts: 20, Plats: 14 };

// prettier-ignore
const STYLES = [
  "à la provençale", "de grand-mère", "façon bistrot", "au four", "express", "du marché", "à l'ancienne",
  "d'automne", "d'été", "du dimanche", "à la normande", "à la basquaise", "rustique", "gourmand", "léger",
  "croustillant", "fondant", "maison", "aux herbes", "à la moutarde", "au vin blanc", "épicé", "fumé",
];
// prettier-ignore
const OPENINGS = [
  "un classique de la cuisine familiale", "une recette de saison", "un plat généreux à partager",
  "une idée simple pour les soirs de semaine", "une recette qui plaît aux enfants comme aux grands",
  "un plat de fête sans difficulté", "une recette de terroir revisitée", "une assiette légère et colorée",
  "un plat réconfortant pour l'hiver", "une recette rapide et pleine de goût", "le plat du dimanche midi",
  "une spécialité transmise de génération en génération", "une recette de bistrot parisien",
  "une assiette ensoleillée", "un grand classique des tables de fête", "une recette économique et savoureuse",
  "une préparation toute simple", "un incontournable des repas entre amis", "une douceur d'enfance",
  "une recette qui se prépare la veille",
];
// prettier-ignore
const TEXTURES = [
  "fondant à cœur", "croustillant dessus", "moelleux et parfumé", "onctueux", "bien doré", "frais et acidulé",
  "doux et légèrement sucré", "relevé juste ce qu'il faut", "nappé d'une sauce courte", "parfumé aux épices douces",
  "caramélisé au four", "tendre et juteux", "rôti lentement", "mijoté à feu doux", "poêlé minute",
];
// prettier-ignore
const REGIONS = [
  "comme en Provence", "à la mode lyonnaise", "comme en Bretagne", "façon alsacienne", "à la manière basque",
  "comme dans le Sud-Ouest", "à la mode savoyarde", "façon niçoise", "comme en Normandie", "à la bordelaise",
  "comme au Maghreb", "façon italienne", "à la thaïlandaise", "comme à Marseille", "façon auvergnate",
];
// prettier-ignore
const SERVING = [
  "Servez bien chaud", "À servir tiède ou froid", "Idéal avec un riz blanc", "Parfait pour un pique-nique",
  "Accompagnez d'une salade croquante", "Se réchauffe très bien", "À préparer en famille", "Servez avec du pain grillé",
  "Délicieux le lendemain", "Présentez dans de petites verrines",
];
// prettier-ignore
const FIRST_NAMES = [
  "Antoine", "Élise", "Camille", "Julien", "Sophie", "Mathieu", "Claire", "Nicolas", "Léa", "Hugo", "Manon",
  "Thomas", "Chloé", "Pierre", "Inès", "Louis", "Juliette", "Paul", "Margaux", "Bastien", "Aurélie", "Rémi",
  "Nadia", "Yann", "Sarah", "Karim", "Hélène", "Olivier", "Lucie", "Malik",
];
// prettier-ignore
const LAST_NAMES = [
  "Mercier", "Marchand", "Dubois", "Laurent", "Moreau", "Lefèvre", "Girard", "Bonnet", "Fontaine", "Rousseau",
  "Chevalier", "Lambert", "Faure", "Roux", "Garnier", "Perrin", "Morel", "Guerin", "Boyer", "Blanc", "Gauthier",
  "Henry", "Brunet", "Picard", "Renaud", "Barbier", "Arnaud", "Leroy", "Colin", "Vidal", "Caron", "Masson",
  "Benoît", "Dumas", "Lemoine", "Aubert", "Carpentier", "Meyer", "Bertrand", "Jacquet",
];
// prettier-ignore
const EQUIPMENT = [
  "Cocotte en fonte", "Poêle antiadhésive", "Plat à gratin", "Saladier", "Fouet", "Mixeur plongeant",
  "Casserole à fond épais", "Moule à tarte de 26 cm", "Planche à découper", "Couteau d'office", "Plaque de cuisson",
  "Rouleau à pâtisserie", "Passoire", "Spatule en bois", "Ramequins",
];
// prettier-ignore
const TIPS = [
  "Sortez les ingrédients du réfrigérateur une demi-heure avant pour une cuisson plus régulière.",
  "Goûtez en fin de cuisson et rectifiez l'assaisonnement au dernier moment.",
  "Préparez tout avant d'allumer le feu : la cuisson va vite ensuite.",
  "Laissez reposer quelques minutes hors du feu avant de servir, les saveurs se fondent.",
  "Se conserve deux jours au réfrigérateur dans une boîte fermée.",
  "Choisissez des produits de saison, plus goûteux et moins chers.",
  "Ne salez qu'en fin de cuisson si vous utilisez un bouillon du commerce, souvent déjà salé.",
  "Une cuisson douce et patiente donne plus de goût qu'un feu vif : prenez votre temps.",
  "Doublez les quantités et congelez la moitié en portions individuelles pour les soirs pressés.",
  "Un trait de jus de citron au moment de servir réveille toutes les saveurs.",
];
// prettier-ignore
const VARIATIONS = [
  "Remplacez la crème par du lait de coco pour une version plus exotique.",
  "Ajoutez une poignée d'herbes fraîches au moment de servir.",
  "Parsemez de fromage râpé et passez quelques minutes sous le gril.",
  "Servez avec une salade verte bien relevée.",
  "Ajoutez une pointe de piment pour plus de caractère.",
];
// prettier-ignore
const WINES = [
  { wine: "Côtes-du-Rhône", type: "Vin rouge", region: "Vallée du Rhône", why: "Un rouge fruité et souple qui accompagne sans dominer." },
  { wine: "Sancerre", type: "Vin blanc", region: "Loire", why: "Sa vivacité répond à la fraîcheur du plat." },
  { wine: "Bandol rosé", type: "Vin rosé", region: "Provence", why: "Un rosé de caractère pour les saveurs du Sud." },
  { wine: "Chablis", type: "Vin blanc", region: "Bourgogne", why: "Minéral et droit, il souligne le poisson et les herbes." },
  { wine: "Saint-Émilion", type: "Vin rouge", region: "Bordeaux", why: "Ses tanins fondus épousent les viandes mijotées." },
];
// prettier-ignore
const IMAGES = {
  Entrées: ["soupe-a-l-oignon", "salade-nicoise", "veloute-de-potimarron", "tartare-de-saumon"],
  Viande: ["boeuf-bourguignon", "blanquette-de-veau", "poulet-roti", "steak-au-poivre"],
  Poisson: ["saumon-en-papillote", "moules-marinieres", "tartare-de-saumon"],
  Végétarien: ["ratatouille", "curry-de-lentilles-corail", "risotto-aux-champignons", "gratin-dauphinois"],
  Desserts: ["tarte-tatin", "mousse-au-chocolat", "clafoutis-aux-cerises", "creme-brulee"],
  Plats: ["hachis-parmentier", "quiche-lorraine", "tomates-farcies", "gratin-dauphinois"],
};

const slug = (text) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const startsWithVowel = (word) => /^[aeiouyàâéèêîôûœh]/i.test(word);
const capitalise = (text) => text.charAt(0).toUpperCase() + text.slice(1);
const article = (entry) =>
  startsWithVowel(entry.name) ? `l'${entry.name}` : `${entry.gender === "f" ? "la" : "le"} ${entry.name}`;

/** « de tomates », « d'aubergine », « au poulet », « à la crème », « aux poireaux ». */
function linked(link, entry) {
  if (link === "aux") return `aux ${entry.plural}`;
  if (link === "au") {
    if (startsWithVowel(entry.name)) return `à l'${entry.name}`;
    return entry.gender === "f" ? `à la ${entry.name}` : `au ${entry.name}`;
  }
  return startsWithVowel(entry.name) ? `d'${entry.name}` : `de ${entry.name}`;
}

/**
 * Makes the corpus generator: `recipeAt(i)` is always the same recipe for the same i,
 * whatever was generated before, so a library can be grown 1,000 → 100,000 in place.
 */
export function searchCorpus(lexicon) {
  const byRole = new Map();
  for (const entry of lexicon) {
    const role = entry.diet.meat
      ? "meat"
      : entry.diet.fish
        ? "fish"
        : entry.role === "protein"
          ? "veggie"
          : entry.role;
    for (const key of new Set([role, entry.role])) {
      if (!byRole.has(key)) byRole.set(key, []);
      byRole.get(key).push(entry);
    }
  }
  const pickers = new Map();
  for (const [role, entries] of byRole) {
    const ranked = [...entries].sort((a, b) => rank(a) - rank(b));
    const weights = new Map(ranked.map((entry, index) => [entry, 1 / (index + 1.5) ** 1.1]));
    pickers.set(
      role,
      weighted(ranked, (entry) => weights.get(entry)),
    );
  }
  const ingredientOf = (random, role) => pickers.get(role)(random);
  const categoryOf = weighted(Object.keys(CATEGORY_WEIGHTS), (category) => CATEGORY_WEIGHTS[category]);
  const difficultyOf = weighted(
    ["Facile", "Moyen", "Difficile"],
    (difficulty) => ({ Facile: 55, Moyen: 35, Difficile: 10 })[difficulty],
  );
  const salt = lexicon.find((entry) => entry.name === "sel");
  const pepper = lexicon.find((entry) => entry.name === "poivre");

  function rank(entry) {
    const favourite = FAVOURITES.indexOf(entry.name);
    return favourite >= 0 ? favourite : FAVOURITES.length + lexicon.indexOf(entry);
  }

  function line(entry, servings) {
    const { quantity, unit } = entry.perPortion;
    const amount = Math.max(1, Math.round((quantity * servings) / (unit === "g" || unit === "ml" ? 10 : 1)));
    return {
      nom: amount > 1 && unit === "pièce" ? entry.plural : entry.name,
      quantite: unit === "g" || unit === "ml" ? amount * 10 : amount,
      unite: unit,
    };
  }

  function recipeAt(index) {
    const random = prng(0x70_0e + index * 2654435761);
    const category = categoryOf(random);
    const dish = pick(random, DISHES[category]);
    const servings = pick(random, [2, 4, 4, 4, 6, 6, 8]);
    const mains = dish.roles.map((role) => ingredientOf(random, role));
    const sweet = category === "Desserts";
    const extras = sweet
      ? ["dairy", "sweet", "baking", "fruit", "nut"]
      : ["aromatic", "aromatic", "vegetable", "dairy", "fat", "condiment", "starch", "liquid"];
    const chosen = [...mains];
    for (let count = between(random, 3, 8); count > 0; count--) {
      const entry = ingredientOf(random, pick(random, extras));
      if (!chosen.includes(entry)) chosen.push(entry);
    }
    if (!sweet && random() < 0.85) chosen.push(salt, pepper);

    const style = random() < 0.45 ? ` ${pick(random, STYLES)}` : "";
    const second = mains[1] && random() < 0.5 ? ` et ${mains[1].name}` : "";
    const title = `${dish.name} ${linked(dish.link, mains[0])}${second}${style}`;
    const chef = `Chef ${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`;
    const [main, other = chosen[1] ?? main] = chosen;
    const prepMinutes = between(random, ...dish.minutes);
    const cookMinutes = between(random, ...dish.cook);
    const cut = chosen.filter((entry) => entry.role === "aromatic" || entry.role === "vegetable");
    const names = (from, to) =>
      cut
        .slice(from, to)
        .map((entry) => entry.name)
        .join(", ") || other.name;
    const steps = [
      {
        description: `Préparez ${article(main)} : lavez, parez et taillez en morceaux réguliers pour une cuisson homogène.`,
      },
      { description: `Pelez et émincez finement ${names(0, 2)}. Réservez dans un bol, à portée de main.` },
      cookMinutes > 0
        ? {
            description: `Faites saisir ${article(main)} dans un peu de matière grasse, puis ajoutez ${article(other)} et laissez cuire en remuant de temps en temps.`,
            temps: `${cookMinutes} min`,
            temperature: pick(random, ["feu moyen", "feu doux", "180 °C", "200 °C"]),
          }
        : {
            description: `Assemblez ${article(main)} et ${article(other)} dans un saladier, arrosez d'un filet d'huile et laissez mariner au frais.`,
            temps: "10 min",
          },
      {
        description: `Goûtez, rectifiez l'assaisonnement et dressez dans des assiettes chaudes. ${pick(random, SERVING)}.`,
      },
    ];
    if (random() < 0.6)
      steps.splice(2, 0, {
        description: `Ajoutez ${names(2, 4)} et mélangez délicatement sans écraser les morceaux.`,
      });
    if (random() < 0.4)
      steps.splice(1, 0, {
        description:
          "Préchauffez le four et sortez les ingrédients du réfrigérateur une demi-heure avant de commencer.",
      });
    const image = pick(random, IMAGES[category]);
    return {
      id: `${slug(title).slice(0, 60)}-${index}`,
      title,
      description: `${capitalise(pick(random, OPENINGS))}${random() < 0.4 ? ` ${pick(random, REGIONS)}` : ""} : ${main.name} et ${other.name}, ${pick(random, TEXTURES)}${chosen[2] && random() < 0.6 ? `, avec une touche ${linked("de", chosen[2])}` : ""}. ${pick(random, SERVING)}.`,
      image: `/images/recettes/${image}.svg`,
      imageAlt: `Illustration : l'assiette « ${title} » vue de dessus.`,
      prepMinutes,
      cookMinutes,
      servings,
      difficulty: difficultyOf(random),
      category,
      chef,
      ingredients: chosen.map((entry) => line(entry, servings)),
      equipment: [pick(random, EQUIPMENT), pick(random, EQUIPMENT)].filter(
        (item, position, all) => all.indexOf(item) === position,
      ),
      steps,
      tips: [...new Set([pick(random, TIPS), pick(random, TIPS)])],
      variations: [...new Set([pick(random, VARIATIONS), pick(random, VARIATIONS)])].slice(
        0,
        between(random, 0, 2),
      ),
      ...(sweet || random() < 0.3 ? {} : { wine: pick(random, WINES) }),
    };
  }

  return { recipeAt };
}
