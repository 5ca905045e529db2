import type { Difficulty } from "../generation/recipe-schema";
import { WATERY } from "./cooking-liquids";
import { firstAllowed } from "./diet-text";
import { capitalise, joinList, ofBare, ofThe, toThe, type Noun } from "../base/french";
import {
  LEFTOVERS,
  type Dish,
  type Group,
  type Item,
  type Profile,
  type StepDraft,
  type StepSlot,
} from "./kitchen";
import type { PantryKey, PantryNeed } from "./pantry";
import {
  comesReady,
  cookStarches,
  eggStep,
  prepAromatics,
  prepProduce,
  prepProteins,
  lentilsMinutes,
  searProteins,
  sentences,
  simmerTheRest,
  sliceable,
  takesTheCut,
} from "./steps";

/**
 * The dishes the offline chef knows. Each one says which ingredients it suits (a score, or undefined
 * when it cannot be made), what it takes from the pantry, and how to write its title, method, tips,
 * plating and storage for whatever ingredients it is given. Scores are rough weights: a strong match
 * (rice for a risotto, eggs for an omelette) is worth about 4, each fitting ingredient about 1, and
 * the goal or a clash (cheese when lactose-free) moves a dish up or down by a few points.
 */

export type ArchetypeId =
  | "poelee"
  | "gratin"
  | "veloute"
  | "soupe"
  | "risotto"
  | "omelette"
  | "salade"
  | "curry"
  | "wok"
  | "quiche"
  | "papillote"
  | "pates"
  | "bowl"
  | "crumble"
  | "clafoutis"
  | "compote"
  | "galettes"
  | "tarte-fine"
  | "gateau";

export interface Archetype {
  id: ArchetypeId;
  /** The dish as a noun, for sentences about it: « la poêlée », « les galettes ». */
  name: Noun;
  /** The dish comes as several pieces: « les papillotes », « les galettes ». */
  namePlural?: boolean;
  /** « both » for a dish that is savoury or sweet depending on what goes in (a tarte fine). */
  course: "main" | "dessert" | "both";
  /** A savoury dish made to hold sweet fruit beside meat or fish (culinary.ts, fruitOutOfPlace). */
  holdsFruit?: boolean;
  difficulty: Difficulty;
  score(profile: Profile): number | undefined;
  pantry(profile: Profile): PantryNeed[];
  /** How many usual portions of each group the dish holds (1 when not listed). */
  budgets: Partial<Record<Group, number>>;
  /** Spices or herbs from the pantry that give each take its accent. */
  accents: PantryKey[] | ((profile: Profile) => PantryKey[]);
  title(dish: Dish): string;
  pitch(dish: Dish): string;
  steps(dish: Dish): StepSlot[];
  leftovers(dish: Dish, items: Item[]): StepDraft;
  materiel(dish: Dish): string[];
  points(dish: Dish): string[];
  tips(dish: Dish): string[];
  dressage(dish: Dish): string;
  conservation(dish: Dish): string;
  variations(dish: Dish): string[];
}

// ——— Title writing ———

interface TitlePlan {
  head: string;
  /** Groups named with a bare « de »: « de courgettes ». */
  of: Group[];
  /** Groups named with « à » and the article: « aux champignons ». */
  with: Group[];
  /** Given items the dish name already implies (the rice of a risotto). */
  implied?: (item: Item) => boolean;
  /** Raw vegetables may name the dish (a salad); in a cooked dish they are only its garnish. */
  raw?: boolean;
}

/**
 * Dish names count vegetables and fruit sold by the piece in the plural whatever the quantity
 * (« Poêlée de courgettes »), and everything else as the method does (« de riz », « d'oignon »).
 */
/** Citrus flavours a dish by its juice and zest: « poulet au citron », « canard à l'orange ». */
const CITRUS = /^(?:citron|orange|pamplemousse|bergamote|yuzu)/;

function titlePlural(item: Item): boolean {
  if (item.plural) return true;
  return (
    (item.role === "vegetable" || item.role === "fruit") &&
    !CITRUS.test(item.noun.singular) &&
    item.unit === "pièce" &&
    item.noun.plural !== item.noun.singular
  );
}

function byGroups(items: readonly Item[], groups: readonly Group[]): Item[] {
  const picked: Item[] = [];
  for (const group of groups) for (const item of items) if (item.group === group) picked.push(item);
  return picked;
}

/**
 * « Poêlée de courgettes et d'oignon au thym », « Clafoutis aux cerises ». At most two names after
 * « de » and two after « à », then the take's accent, so a title stays a title.
 */
function writeTitle(dish: Dish, plan: TitlePlan): string {
  const candidates = dish
    .given()
    .filter((item) => !(plan.implied?.(item) ?? false) && (plan.raw || !isRawOnly(item)));
  let ofItems = byGroups(candidates, plan.of).slice(0, 2);
  let withItems = byGroups(candidates, plan.with)
    .filter((item) => !ofItems.includes(item))
    .slice(0, ofItems.length >= 2 ? 1 : 2);
  if (ofItems.length === 0 && withItems.length === 0) {
    // Nothing the plan expected: name what the cook brought rather than an empty dish.
    const rest = candidates.filter((item) => item.group !== "spice" && item.group !== "herb");
    if (plan.of.length > 0) ofItems = rest.slice(0, 2);
    else withItems = rest.slice(0, 2);
  }
  const accent =
    dish.accent && !ofItems.includes(dish.accent) && !withItems.includes(dish.accent)
      ? dish.accent
      : undefined;
  const withPhrases = [...withItems, ...(accent ? [accent] : [])].map((item) =>
    toThe(item.noun, titlePlural(item)),
  );
  const parts = [plan.head];
  if (ofItems.length)
    parts.push(
      joinList(ofItems.map((item) => ofBare(titlePlural(item) ? item.noun.plural : item.noun.singular))),
    );
  if (withPhrases.length) parts.push(joinList(withPhrases));
  return capitalise(parts.join(" "));
}

// ——— Shared pieces ———

function essentials(): PantryNeed[] {
  return [
    { key: "salt", perPortion: 0.5, unit: "pincée", min: 1 },
    { key: "pepper", perPortion: 0.5, unit: "pincée", min: 1 },
  ];
}

function oil(perPortion = 0.5): PantryNeed {
  return { key: "oil", perPortion, unit: "c. à soupe", min: 1 };
}

/** Liquids the cook typed (wine, stock, cider), not the pantry's water or stock. */
function givenLiquids(dish: Dish): Item[] {
  return dish.of("liquid").filter((item) => item.origin === "given");
}

function proteinsOf(dish: Dish): Item[] {
  return dish.of("protein");
}

/** Vegetables a cooked dish can cook; raw ones (avocado, salad leaves) are left for the garnish. */
function vegetablesOf(dish: Dish): Item[] {
  return dish.of("vegetable", "potato").filter((item) => !isRawOnly(item));
}

function keepsCold(dish: Dish, days: string): string {
  const fish = dish.items.some((item) => item.kind === "fish" || item.kind === "seafood");
  return fish
    ? "À consommer de préférence le jour même : avec du poisson ou des fruits de mer, les restes se gardent 24 heures au réfrigérateur, dans une boîte hermétique."
    : `Se conserve ${days} au réfrigérateur, dans une boîte hermétique.`;
}

function herbsFinish(dish: Dish): string | undefined {
  const herbs = dish.of("herb").filter((item) => item.origin === "given");
  return herbs.length ? `parsemez ${dish.the(...herbs)}` : undefined;
}

function accentNote(dish: Dish): string | undefined {
  const accent = dish.spice;
  if (!accent || dish.mentioned.has(accent)) return undefined;
  return `ajoutez ${dish.the(accent)}`;
}

/** « le beurre bien froid en dés », but margarine or oil simply « en petits morceaux » or as it is. */
function coldFat(dish: Dish, fat: Item): string {
  if (/^beurre/.test(fat.noun.singular)) return `${dish.the(fat)} bien froid en dés`;
  if (fat.kind === "butter") return `${dish.the(fat)} en petits morceaux`;
  return dish.the(fat);
}

/** A step done while something else cooks: its minutes do not add to the cooking time. */
function meanwhile(step: StepDraft | undefined): StepDraft | undefined {
  if (!step) return undefined;
  return {
    ...step,
    text: `Pendant ce temps, ${step.text.charAt(0).toLocaleLowerCase("fr")}${step.text.slice(1)}`,
    minutes: 0,
  };
}

/** Soft-boiled eggs cooked on the side end up on each plate. */
function eggsOnTop(dish: Dish): string | undefined {
  const eggs = dish.kind("egg");
  return eggs.length ? `au moment de servir, posez ${dish.the(...eggs)} sur les assiettes` : undefined;
}

function leftoversInPan(dish: Dish, items: Item[], minutes = 3): StepDraft {
  return {
    text: `Ajoutez ${dish.added(...items)} et prolongez la cuisson de ${minutes} minutes en remuant.`,
    minutes,
    phase: "cook",
    temperature: "feu moyen",
  };
}

const GRATIN_VEG =
  /^(courgette|aubergine|chou-fleur|brocoli|poireau|endive|potiron|courge|butternut|patate douce|fenouil|tomate|épinard|céleri|panais|blette|cardon)/;
const SOUP_VEG =
  /^(carotte|potiron|courge|butternut|citrouille|poireau|brocoli|chou-fleur|courgette|petit pois|petits pois|patate douce|panais|céleri|navet|topinambour|tomate|épinard|cresson|oignon|champignon|asperge|lentille|fenouil|poivron|potimarron|betterave|haricot vert)/;
const RAW_VEG =
  /^(tomate|concombre|radis|carotte|avocat|poivron|betterave|fenouil|céleri|chou|endive|champignon|courgette|maïs|salade|laitue|mâche|roquette|mesclun|épinard|cresson|batavia|frisée|sucrine|oignon rouge|pousse|germe)/;
const GRATED_VEG = /^(courgette|carotte|patate douce|panais|céleri|betterave|potiron|butternut|poireau|chou)/;
const TART_VEG = /^(tomate|courgette|oignon|poireau|aubergine|poivron|champignon|asperge|fenouil)/;

const RAW_ONLY =
  /^(avocat|concombre|radis|roquette|mâche|salade|cresson|pousse|germe|cœur de palmier|sucrine|laitue|mesclun)/;

/** Eaten raw, never cooked: added at the end as a garnish when the dish is cooked. */
export function isRawOnly(item: Item): boolean {
  return item.group === "vegetable" && RAW_ONLY.test(item.noun.singular);
}

function matches(items: readonly Item[], pattern: RegExp): number {
  return items.filter((item) => pattern.test(item.noun.singular)).length;
}

function gluten(profile: Profile): boolean {
  return profile.restrictions.includes("gluten-free");
}

function dairyFree(profile: Profile): boolean {
  return profile.restrictions.includes("vegan") || profile.restrictions.includes("lactose-free");
}

function sweetPenalty(profile: Profile, weight = 5): number {
  return profile.sweet ? weight : 0;
}

/** Savoury ingredients in a dessert: each one makes a dessert less likely. */
function savouryPenalty(profile: Profile, weight = 1.2): number {
  return weight * profile.savouryCount;
}

function goalBonus(
  profile: Profile,
  bonuses: Partial<Record<"muscle" | "weight-loss" | "health", number>>,
): number {
  return profile.goal ? (bonuses[profile.goal] ?? 0) : 0;
}

// ——— The dishes ———

const poelee: Archetype = {
  id: "poelee",
  name: { singular: "poêlée", plural: "poêlées", gender: "f" },
  course: "main",
  difficulty: "Facile",
  score(p) {
    const base =
      p.count("vegetable") + p.count("potato") + p.count("protein") + p.count("starch") + p.count("unknown");
    if (base === 0) return undefined;
    return (
      2 +
      1 * p.count("vegetable") +
      0.8 * p.count("potato") +
      0.6 * p.count("protein") +
      0.3 * p.countKind("mushroom") -
      0.5 * p.count("cheese") +
      (p.goal === "muscle" && p.count("protein") > 0 ? 2 : 0) +
      goalBonus(p, { "weight-loss": 0.5 }) -
      sweetPenalty(p, 4)
    );
  },
  pantry: () => [oil(), ...essentials()],
  budgets: { vegetable: 1.3, potato: 1 },
  accents: ["thyme", "herbs", "paprika", "cumin"],
  title: (dish) =>
    writeTitle(dish, {
      head: "Poêlée",
      of: ["protein", "vegetable", "potato", "allium", "starch"],
      with: ["cheese"],
    }),
  pitch: () =>
    "Une poêlée simple et généreuse : chaque ingrédient est saisi à son tour pour garder sa texture, puis tout se retrouve dans la poêle pour finir ensemble.",
  steps(dish) {
    const proteins = proteinsOf(dish);
    const potatoes = dish.of("potato");
    const vegetables = dish.of("vegetable").filter((item) => !isRawOnly(item));
    const alliums = dish.of("allium");
    const starch = dish.of("starch");
    const leafy = vegetables.filter((item) => item.kind === "leafy");
    const firm = vegetables.filter((item) => item.kind !== "leafy");
    const oilItem = dish.pantry("oil");
    const cheese = dish.of("cheese");
    const liquids = givenLiquids(dish);
    // Without proteins seared first, the pan still has to be heated before anything goes in.
    const heat = proteins.length
      ? undefined
      : `faites chauffer ${oilItem ? dish.the(oilItem) : "un filet d'huile"} dans une grande poêle à feu moyen`;
    const hasVegetables = alliums.length + firm.length + leafy.length > 0;
    return [
      prepAromatics(dish, alliums, dish.of("herb")),
      prepProduce(dish, [...potatoes, ...vegetables], "en morceaux réguliers"),
      prepProteins(dish, proteins),
      cookStarches(dish, starch),
      proteins.length > 0 && searProteins(dish, proteins, "puis réservez dans une assiette"),
      potatoes.length > 0 && {
        text: sentences(
          heat,
          `${proteins.length ? "dans la même poêle, " : ""}faites dorer ${dish.the(...potatoes)} 15 minutes, en remuant de temps en temps`,
        ),
        minutes: 15,
        phase: "cook",
        temperature: "feu moyen",
      },
      hasVegetables && {
        text: sentences(
          potatoes.length ? undefined : heat,
          alliums.length
            ? `${proteins.length && !potatoes.length ? "dans la même poêle, " : ""}faites revenir ${dish.the(...alliums)} 2 minutes`
            : undefined,
          firm.length
            ? `ajoutez ${dish.the(...firm)}, ${dish.season(true)} et laissez cuire 10 à 12 minutes en remuant régulièrement\u00a0: les légumes doivent rester légèrement croquants`
            : undefined,
          leafy.length
            ? `ajoutez ${dish.the(...leafy)} et laissez-les tomber 2 minutes en remuant`
            : undefined,
          accentNote(dish),
        ),
        minutes: (alliums.length ? 2 : 0) + (firm.length ? 12 : 0) + (leafy.length ? 2 : 0),
        phase: "cook",
        temperature: "feu moyen",
      },
      !hasVegetables &&
        !potatoes.length &&
        heat !== undefined && { text: sentences(heat), minutes: 2, phase: "cook" },
      liquids.length > 0 && {
        text: `Déglacez avec ${dish.the(...liquids)} en grattant les sucs au fond de la poêle, puis laissez réduire 3 minutes.`,
        minutes: 3,
        phase: "cook",
        temperature: "feu vif",
      },
      eggStep(dish, dish.kind("egg"), "nested"),
      LEFTOVERS,
      {
        text: sentences(
          joinList(
            [
              proteins.length ? `remettez ${dish.the(...proteins)} dans la poêle` : undefined,
              starch.length ? `ajoutez ${dish.the(...starch)}` : undefined,
            ].filter((part): part is string => part !== undefined),
          ) || "goûtez et rectifiez l'assaisonnement",
          accentNote(dish),
          "mélangez une minute à feu vif",
          cheese.length ? `hors du feu, parsemez ${dish.the(...cheese)}` : undefined,
          herbsFinish(dish),
        ),
        minutes: 1,
        phase: "cook",
        temperature: "feu vif",
      },
    ];
  },
  leftovers: (dish, items) => leftoversInPan(dish, items),
  materiel: (dish) => [
    "Grande poêle ou sauteuse",
    "Planche à découper",
    "Couteau de chef",
    "Spatule en bois",
    ...(dish.has("starch") ? ["Casserole"] : []),
  ],
  points: () => [
    "Ne surchargez pas la poêle : en couche trop épaisse, les légumes rendent leur eau et bouillent au lieu de dorer.",
    "Coupez les ingrédients à la même taille pour qu'ils cuisent au même rythme.",
  ],
  tips: (dish) => [
    vegetablesOf(dish).length
      ? "Salez les légumes en fin de cuisson : le sel les fait dégorger et les empêche de colorer."
      : "Ne remuez pas trop tôt : un morceau qui a bien coloré se décolle tout seul de la poêle.",
    dish.spice
      ? `Ajoutez ${dish.the(dish.spice)} loin de l'huile fumante\u00a0: les épices brûlent vite et deviennent amères.`
      : dish.of("herb").length
        ? "Ajoutez les herbes fraîches au dernier moment : la chaleur les noircit et les rend amères."
        : "Un trait de citron au moment de servir réveille toute la poêlée.",
  ],
  dressage: () =>
    "Servez dans des assiettes creuses chaudes, en montant la poêlée en dôme, avec un filet d'huile d'olive crue et un tour de moulin à poivre.",
  conservation: (dish) => keepsCold(dish, "2 jours"),
  variations: (dish) => [
    "Déglacez la poêle avec un trait de vinaigre balsamique juste avant de servir.",
    dish.keeps("vegan") || dish.keeps("vegetarian")
      ? "Ajoutez une poignée de pois chiches pour un plat plus complet."
      : "Servez avec un œuf au plat pour un repas complet.",
    "Parsemez de graines de sésame ou de noisettes concassées pour le croquant.",
  ],
};

const gratin: Archetype = {
  id: "gratin",
  name: { singular: "gratin", plural: "gratins", gender: "m" },
  course: "main",
  difficulty: "Facile",
  score(p) {
    const veg =
      p.count("potato") +
      matches(
        p.given.filter((item) => item.group === "vegetable"),
        GRATIN_VEG,
      );
    if (veg === 0) return undefined;
    return (
      1 +
      2.5 * p.count("potato") +
      0.8 * veg +
      1.5 * p.count("cheese") +
      1 * p.count("cream") +
      0.5 * p.count("milk") -
      (dairyFree(p) ? 2 : 0) -
      0.8 * (p.countKind("rice") + p.countKind("pasta")) -
      goalBonus(p, { "weight-loss": 2 }) -
      sweetPenalty(p)
    );
  },
  pantry: (p) => [
    p.count("cream") > 0
      ? { key: "cream", perPortion: 50, unit: "ml" }
      : { key: "milk", perPortion: 100, unit: "ml" },
    { key: "cheese", perPortion: 20, unit: "g" },
    { key: "butter", perPortion: 3, unit: "g", min: 5 },
    { key: "nutmeg", perPortion: 0.25, unit: "pincée", min: 1 },
    ...essentials(),
  ],
  budgets: { vegetable: 1.2, potato: 1.2, cheese: 0.6, egg: 0.25 },
  accents: ["thyme", "nutmeg", "herbs"],
  title: (dish) =>
    writeTitle(dish, { head: "Gratin", of: ["potato", "vegetable", "protein"], with: ["cheese", "herb"] }),
  pitch: () =>
    "Un gratin fondant sous une croûte dorée, cuit doucement au four pour que les saveurs se fondent.",
  steps(dish) {
    const vegetables = vegetablesOf(dish);
    const proteins = proteinsOf(dish);
    const liquids = [...dish.of("cream", "milk"), ...givenLiquids(dish)];
    const cheese = dish.of("cheese");
    const butter = dish.pantry("butter") ?? dish.of("butter")[0];
    const alliums = dish.of("allium");
    const eggs = dish.kind("egg");
    // Courgettes and tomatoes give their water in the oven: their milk comes a third of the way up.
    const height = vegetables.every((item) => item.entry && WATERY.test(item.entry.name))
      ? "au tiers de leur hauteur\u00a0: ils rendront leur eau en cuisant"
      : "presque à hauteur";
    return [
      { text: "Préchauffez le four à 180 °C.", minutes: 0, phase: "prep", temperature: "180 °C" },
      prepAromatics(dish, alliums, dish.of("herb")),
      prepProduce(dish, vegetables, "en rondelles fines d'environ 3 mm"),
      prepProteins(dish, proteins),
      proteins.length > 0 && searProteins(dish, proteins, "puis réservez"),
      liquids.length > 0 && {
        text: sentences(
          `portez ${dish.the(...liquids)} à frémissement dans une casserole${alliums.length ? ` avec ${dish.the(...alliums)}` : ""}`,
          dish.pantry("nutmeg")
            ? `${dish.season(true)} et ajoutez ${dish.the(dish.pantry("nutmeg"))}`
            : dish.season(),
          eggs.length
            ? `laissez tiédir 5 minutes hors du feu, puis incorporez ${dish.the(...eggs)} ${dish.agree("battu", ...eggs)}`
            : undefined,
        ),
        minutes: 5,
        phase: "cook",
        temperature: "feu doux",
      },
      {
        text: sentences(
          butter ? `beurrez un plat à gratin avec ${dish.the(butter)}` : "huilez légèrement un plat à gratin",
          `disposez ${dish.the(...vegetables)} en couches${proteins.length ? `, en intercalant ${dish.the(...proteins)}` : ""}`,
          liquids.length === 0 && alliums.length > 0
            ? `glissez ${dish.the(...alliums)} entre les couches`
            : undefined,
          liquids.length === 0 ? `${dish.season()}` : undefined,
        ),
        minutes: 5,
        phase: "prep",
      },
      LEFTOVERS,
      {
        text: sentences(
          liquids.length
            ? eggs.length
              ? `versez ce mélange sur les légumes, ${height}`
              : `versez ${dish.the(...liquids)} ${dish.agree("chaud", ...liquids)} sur les légumes, ${height}`
            : "arrosez d'un filet d'huile d'olive et de quelques cuillerées d'eau",
          cheese.length ? `parsemez ${dish.the(...cheese)}` : undefined,
          accentNote(dish),
        ),
        minutes: 2,
        phase: "prep",
      },
      {
        text: "Enfournez pour 45 minutes environ, jusqu'à ce que le dessus soit bien doré et que la pointe d'un couteau s'enfonce sans résistance.",
        minutes: 45,
        phase: "cook",
        temperature: "180 °C",
        tip: "Si le dessus colore trop vite, couvrez d'une feuille de papier cuisson.",
      },
      {
        text: sentences(
          "laissez reposer 10 minutes hors du four avant de servir : le gratin se tiendra mieux",
          herbsFinish(dish),
        ),
        minutes: 10,
        phase: "rest",
      },
    ];
  },
  leftovers: (dish, items) => ({
    text: `Répartissez ${dish.added(...items)} entre les couches.`,
    minutes: 2,
    phase: "prep",
  }),
  materiel: () => ["Plat à gratin", "Casserole", "Couteau de chef ou mandoline", "Planche à découper"],
  points: () => [
    "Des tranches fines et régulières cuisent de façon homogène : la mandoline aide beaucoup.",
    "Versé bien chaud, le liquide raccourcit la cuisson et évite un gratin qui tranche.",
  ],
  tips: (dish) => [
    "Frottez d'abord le plat avec une gousse d'ail coupée en deux, puis beurrez-le : le parfum imprègne tout le gratin.",
    dish.has("potato")
      ? "Ne rincez pas les pommes de terre après les avoir tranchées : leur amidon lie la sauce."
      : "Faites dégorger les légumes aqueux 15 minutes avec un peu de sel, puis épongez-les avant de monter les couches.",
  ],
  dressage: () =>
    "Servez le gratin à table dans son plat, et découpez des parts nettes à la spatule après le repos ; une salade verte l'accompagne bien.",
  conservation: (dish) =>
    `${keepsCold(dish, "3 jours")} Réchauffez 15 minutes au four à 160\u00a0°C, couvert.`,
  variations: (dish) => [
    dish.keeps("vegan") || dish.keeps("lactose-free")
      ? "Remplacez le liquide par un bouillon de légumes corsé et une cuillerée de purée d'amande."
      : "Remplacez une partie du lait par du bouillon pour un gratin plus léger.",
    "Ajoutez une couche d'épinards ou de poireaux fondus entre les légumes.",
    "Terminez par une poignée de chapelure et de noisettes hachées pour une croûte croustillante.",
  ],
};

const veloute: Archetype = {
  id: "veloute",
  name: { singular: "velouté", plural: "veloutés", gender: "m" },
  course: "main",
  difficulty: "Facile",
  score(p) {
    const vegItems = p.given.filter(
      (item) => (item.group === "vegetable" || item.group === "potato") && !isRawOnly(item),
    );
    if (vegItems.length === 0) return undefined;
    const onlyVeg = p.given.every((item) =>
      ["vegetable", "potato", "allium", "herb", "spice", "cream", "milk", "unknown"].includes(item.group),
    );
    return (
      2 +
      1 * matches(vegItems, SOUP_VEG) +
      0.3 * vegItems.length +
      (onlyVeg ? 1 : 0) -
      0.6 * Math.max(0, vegItems.length - 2) -
      1 * p.count("protein") -
      1.5 * (p.countKind("pasta") + p.countKind("noodle")) +
      goalBonus(p, { "weight-loss": 2, health: 1 }) -
      sweetPenalty(p)
    );
  },
  pantry: (p) => [
    { key: "butter", perPortion: 5, unit: "g", min: 10 },
    { key: "water", perPortion: 250, unit: "ml" },
    ...(p.goal === "weight-loss" ? [] : [{ key: "cream", perPortion: 15, unit: "ml" } satisfies PantryNeed]),
    ...essentials(),
  ],
  budgets: { vegetable: 1.6, potato: 0.8, starch: 0.25 },
  accents: ["cumin", "nutmeg", "curry", "thyme"],
  title: (dish) =>
    writeTitle(dish, {
      head: "Velouté",
      of: ["vegetable", "potato"],
      with: ["herb", "cheese", "spice"],
    }),
  pitch: () => "Un velouté lisse et réconfortant, mixé longuement pour une texture soyeuse.",
  steps(dish) {
    const vegetables = vegetablesOf(dish);
    const alliums = dish.of("allium");
    const proteins = proteinsOf(dish);
    const starch = dish.of("starch");
    const fat = dish.pantry("butter") ?? dish.of("butter")[0] ?? dish.pantry("oil");
    const liquids = givenLiquids(dish);
    const water = dish.pantry("water");
    const creamy = dish.pantry("cream") ?? dish.of("cream", "milk")[0];
    return [
      prepAromatics(dish, alliums, dish.of("herb")),
      prepProduce(dish, vegetables, "en morceaux"),
      prepProteins(dish, proteins),
      {
        text: sentences(
          fat
            ? `dans une grande casserole, faites fondre ${dish.the(fat)} à feu moyen`
            : "faites chauffer une grande casserole à feu moyen",
          alliums.length ? `faites-y suer ${dish.the(...alliums)} 3 minutes sans coloration` : undefined,
        ),
        minutes: alliums.length ? 4 : 1,
        phase: "cook",
        temperature: "feu moyen",
      },
      {
        text: sentences(
          `ajoutez ${dish.the(...vegetables)}${starch.length ? ` et ${dish.the(...starch)}, qui épaissira le velouté` : ""}${dish.spice ? `, puis ${dish.the(dish.spice)}` : ""}`,
          `versez ${water || liquids.length ? dish.the(...liquids, water) : "de l'eau"} à hauteur et salez légèrement`,
        ),
        minutes: 2,
        phase: "cook",
      },
      {
        text: "Portez à ébullition, puis couvrez et laissez frémir 25 minutes à feu doux, jusqu'à ce que les légumes s'écrasent facilement.",
        minutes: 25,
        phase: "cook",
        temperature: "feu doux",
      },
      meanwhile(eggStep(dish, dish.kind("egg"), "soft")),
      LEFTOVERS,
      proteins.length > 0 && searProteins(dish, proteins, "puis gardez au chaud pour garnir les bols"),
      {
        text: sentences(
          `mixez longuement, jusqu'à obtenir une texture parfaitement lisse${creamy ? `, en ajoutant ${dish.the(creamy)}` : ""}`,
          `goûtez, ${dish.season()} si besoin`,
          herbsFinish(dish),
          eggsOnTop(dish),
        ),
        minutes: 3,
        phase: "cook",
        tip: "Trop épais, allongez d'un peu d'eau chaude ; trop liquide, laissez réduire quelques minutes à découvert.",
      },
    ];
  },
  leftovers: (dish, items) => ({
    text: `Ajoutez ${dish.added(...items)} 5 minutes avant la fin de la cuisson.`,
    minutes: 5,
    phase: "cook",
    temperature: "feu doux",
  }),
  materiel: () => [
    "Grande casserole avec couvercle",
    "Mixeur plongeant ou blender",
    "Planche à découper",
    "Couteau d'office",
    "Louche",
  ],
  points: () => [
    "Faire suer sans colorer garde au velouté une couleur franche et un goût doux.",
    "Mixez au moins 2 minutes : c'est la durée qui donne le côté soyeux, pas la crème.",
  ],
  tips: (dish) => [
    "Une pomme de terre ajoutée aux légumes donne du corps sans crème.",
    dish.spice
      ? `Faites griller ${dish.the(dish.spice)} une minute à sec avant de l'ajouter\u00a0: son parfum double.`
      : "Un filet d'huile de noisette au moment de servir change tout.",
  ],
  dressage: (dish) =>
    firstAllowed(
      dish.restrictions,
      "Versez le velouté bien chaud dans des bols, tracez une spirale de crème ou d'huile d'olive à la cuillère et ajoutez quelques croûtons ou graines grillées.",
      "Versez le velouté bien chaud dans des bols, tracez une spirale d'huile d'olive à la cuillère et ajoutez quelques graines de courge grillées.",
    ),
  conservation: () =>
    "Se conserve 3 jours au réfrigérateur dans un bocal fermé, ou 3 mois au congélateur. Réchauffez à feu doux en remuant.",
  variations: (dish) => [
    dish.keeps("vegan") || dish.keeps("lactose-free")
      ? "Remplacez la crème par du lait de coco et ajoutez une pointe de gingembre."
      : "Servez avec des copeaux de parmesan et des croûtons aillés.",
    "Ajoutez une poignée de lentilles corail avec les légumes pour un velouté plus nourrissant.",
    "Parsemez de graines de courge torréfiées pour le croquant.",
  ],
};

const soupe: Archetype = {
  id: "soupe",
  name: { singular: "soupe", plural: "soupes", gender: "f" },
  course: "main",
  difficulty: "Facile",
  score(p) {
    const base = p.count("vegetable") + p.count("potato") + p.countKind("legume") + p.countKind("pasta");
    if (base === 0) return undefined;
    return (
      1.5 +
      0.8 * p.count("vegetable") +
      1 * p.countKind("legume") +
      0.8 * p.countKind("pasta") +
      0.8 * p.countKind("noodle") +
      0.5 * p.count("potato") +
      0.4 * p.count("protein") +
      goalBonus(p, { "weight-loss": 1, health: 0.5 }) -
      sweetPenalty(p)
    );
  },
  pantry: () => [oil(0.25), { key: "water", perPortion: 300, unit: "ml" }, ...essentials()],
  budgets: { vegetable: 1.4, starch: 0.4, protein: 0.7, potato: 0.7 },
  accents: ["herbs", "thyme", "paprika", "cumin"],
  title: (dish) =>
    writeTitle(dish, { head: "Soupe", of: ["vegetable", "protein", "potato"], with: ["starch", "herb"] }),
  pitch: () => "Une soupe rustique en morceaux, mijotée doucement : un plat complet qui réchauffe.",
  steps(dish) {
    const allProteins = proteinsOf(dish);
    // Pulses go into the liquid with the vegetables; meat and fish are browned first.
    const pulses = allProteins.filter((item) => item.kind === "legume");
    const proteins = allProteins.filter((item) => item.kind !== "legume");
    const vegetables = [...vegetablesOf(dish), ...pulses];
    const alliums = dish.of("allium");
    const starch = dish.of("starch");
    const fat = dish.pantry("oil") ?? dish.of("butter")[0];
    const liquids = givenLiquids(dish);
    const water = dish.pantry("water");
    return [
      prepAromatics(dish, alliums, dish.of("herb")),
      prepProduce(dish, vegetablesOf(dish), "en petits dés"),
      prepProteins(dish, allProteins, "en petits morceaux", true),
      {
        text: sentences(
          `dans une cocotte, faites chauffer ${fat ? dish.the(fat) : "un filet d'huile"} à feu moyen`,
          alliums.length ? `faites revenir ${dish.the(...alliums)} 3 minutes` : undefined,
          proteins.length ? `ajoutez ${dish.the(...proteins)} et faites colorer 3 minutes` : undefined,
        ),
        minutes: 3 + (alliums.length ? 3 : 0) + (proteins.length ? 3 : 0),
        phase: "cook",
        temperature: "feu moyen",
      },
      {
        text: sentences(
          vegetables.length || dish.spice ? `ajoutez ${dish.the(...vegetables, dish.spice)}` : undefined,
          `couvrez ${water || liquids.length ? `avec ${dish.the(...liquids, water)}` : "d'eau"}, ${dish.season()}, puis laissez mijoter ${Math.max(25, lentilsMinutes(vegetables))} minutes à couvert`,
        ),
        minutes: Math.max(25, lentilsMinutes(vegetables)),
        phase: "cook",
        temperature: "feu doux",
      },
      starch.length > 0 && {
        text: `Ajoutez ${dish.the(...starch)} et poursuivez la cuisson 10 minutes, jusqu'à ce que tout soit tendre.`,
        minutes: 10,
        phase: "cook",
        temperature: "feu moyen",
      },
      eggStep(dish, dish.kind("egg"), "poached"),
      LEFTOVERS,
      {
        text: sentences("goûtez et rectifiez l'assaisonnement", herbsFinish(dish)),
        minutes: 1,
        phase: "cook",
      },
    ];
  },
  leftovers: (dish, items) => simmerTheRest(dish, items),
  materiel: () => [
    "Cocotte ou grande casserole avec couvercle",
    "Planche à découper",
    "Couteau de chef",
    "Louche",
  ],
  points: () => [
    "Des dés de même taille cuisent ensemble : ni légumes en purée, ni morceaux croquants.",
    "Un frémissement doux suffit : une ébullition forte trouble le bouillon et défait les légumes.",
  ],
  tips: () => [
    "Une croûte de parmesan ou quelques herbes ajoutées pendant la cuisson parfument tout le bouillon.",
    "La soupe est encore meilleure le lendemain, quand les saveurs ont eu le temps de se mêler.",
  ],
  dressage: (dish) =>
    firstAllowed(
      dish.restrictions,
      "Servez dans des bols creux, avec un filet d'huile d'olive, du poivre fraîchement moulu et une tranche de pain grillé.",
      "Servez dans des bols creux, avec un filet d'huile d'olive et du poivre fraîchement moulu.",
    ),
  conservation: () =>
    "Se conserve 3 jours au réfrigérateur ou 3 mois au congélateur. Si elle contient des pâtes, elles gonflent : allongez d'un peu d'eau en réchauffant.",
  variations: () => [
    "Ajoutez une cuillerée de pesto dans chaque bol au moment de servir.",
    "Remplacez l'eau par un bouillon maison pour plus de profondeur.",
    "Mixez la moitié de la soupe et mélangez avec le reste pour une texture à la fois veloutée et rustique.",
  ],
};

/**
 * What a purée finishing the risotto stands in for, as the dish has it: « au lieu de la
 * margarine » when margarine kept it lactose-free, never a butter the cook will not find.
 */
function insteadOfFat(dish: Dish): string {
  const fat = dish.pantry("butter") ?? dish.of("butter")[0];
  return fat ? `au lieu ${ofThe(fat.noun, fat.plural)}` : "pour la mantecatura";
}

const risotto: Archetype = {
  id: "risotto",
  name: { singular: "risotto", plural: "risottos", gender: "m" },
  course: "main",
  difficulty: "Moyen",
  score(p) {
    if (p.countKind("rice") === 0) return undefined;
    return (
      4 +
      0.5 * p.count("vegetable") +
      1.5 * p.countKind("mushroom") +
      1 * p.count("cheese") +
      0.5 * p.count("protein") -
      goalBonus(p, { "weight-loss": 1 }) -
      sweetPenalty(p, 3)
    );
  },
  pantry: () => [
    oil(0.5),
    { key: "stock", perPortion: 250, unit: "ml" },
    { key: "butter", perPortion: 8, unit: "g" },
    { key: "cheese", perPortion: 15, unit: "g" },
    ...essentials(),
  ],
  budgets: { vegetable: 0.8, protein: 0.7 },
  accents: ["thyme", "nutmeg", "paprika"],
  title: (dish) =>
    writeTitle(dish, {
      head: "Risotto",
      of: [],
      with: ["vegetable", "protein", "cheese", "herb"],
      implied: (item) => item.kind === "rice",
    }),
  pitch: () =>
    "Un risotto crémeux, cuit louche après louche à l'italienne : c'est l'amidon du riz, et non la crème, qui le rend onctueux.",
  steps(dish) {
    const rice = dish.kind("rice");
    const alliums = dish.of("allium");
    const vegetables = vegetablesOf(dish);
    const proteins = proteinsOf(dish);
    const stock = dish.pantry("stock") ?? dish.pantry("water");
    const liquids = givenLiquids(dish);
    const butter = dish.pantry("butter") ?? dish.of("butter")[0];
    const cheese = dish.of("cheese");
    const others = dish.of("starch").filter((item) => item.kind !== "rice");
    return [
      prepAromatics(dish, alliums, dish.of("herb")),
      prepProduce(dish, vegetables, "en petits dés"),
      prepProteins(dish, proteins, "en petits morceaux"),
      {
        text: stock
          ? `Faites chauffer ${dish.the(stock)} dans une casserole et maintenez-${dish.pronoun(stock)} frémissant${stock.noun.gender === "f" ? "e" : ""} à feu doux.`
          : "Faites chauffer 1 litre d'eau salée dans une casserole et maintenez-la frémissante.",
        minutes: 5,
        phase: "cook",
        temperature: "feu doux",
      },
      proteins.length > 0 && searProteins(dish, proteins, "puis réservez"),
      {
        text: sentences(
          `dans une sauteuse, faites chauffer ${dish.pantry("oil") ? dish.the(dish.pantry("oil")) : "un filet d'huile"} à feu moyen`,
          alliums.length ? `faites revenir ${dish.the(...alliums)} 2 minutes sans coloration` : undefined,
          `ajoutez ${dish.the(...rice, ...others)} et faites nacrer 2 minutes en remuant, jusqu'à ce que les grains deviennent translucides`,
          liquids.length
            ? `déglacez avec ${dish.the(...liquids)} et laissez-${dish.pronoun(...liquids)} s'évaporer`
            : undefined,
        ),
        minutes: 5,
        phase: "cook",
        temperature: "feu moyen",
      },
      {
        text: `Versez une louche de bouillon chaud et remuez jusqu'à ce qu'elle soit absorbée, puis recommencez louche après louche pendant 18 minutes environ${dish.spice ? `, en ajoutant ${dish.the(dish.spice)} dès la première` : ""}.`,
        minutes: 18,
        phase: "cook",
        temperature: "feu moyen",
        tip: "Le riz est prêt quand il est tendre mais garde un léger cœur ferme sous la dent.",
      },
      vegetables.length > 0 && {
        text: `À mi-cuisson, incorporez ${dish.the(...vegetables)}.`,
        minutes: 0,
        phase: "cook",
      },
      meanwhile(eggStep(dish, dish.kind("egg"), "soft")),
      LEFTOVERS,
      {
        text: sentences(
          `hors du feu, ${joinList(
            [
              proteins.length ? `remettez ${dish.the(...proteins)}` : undefined,
              butter || cheese.length
                ? `ajoutez ${dish.the(butter, ...cheese)}`
                : "ajoutez un filet d'huile d'olive",
            ].filter((part): part is string => part !== undefined),
          )}, puis mélangez vivement\u00a0: c'est la mantecatura, qui rend le risotto crémeux`,
          `${dish.season()}, couvrez et laissez reposer 2 minutes`,
          herbsFinish(dish),
          eggsOnTop(dish),
        ),
        minutes: 2,
        phase: "rest",
      },
    ];
  },
  leftovers: (dish, items) => ({
    text: `Ajoutez ${dish.added(...items)} avec la dernière louche de bouillon.`,
    minutes: 0,
    phase: "cook",
  }),
  materiel: () => [
    "Sauteuse à fond épais",
    "Casserole pour le bouillon",
    "Louche",
    "Cuillère en bois",
    "Planche à découper",
  ],
  points: () => [
    "Ne lavez jamais le riz d'un risotto : son amidon fait le liant.",
    "Le bouillon doit rester chaud : un liquide froid stoppe la cuisson et rend le riz pâteux.",
  ],
  tips: () => [
    "Servez le risotto « all'onda » : il doit onduler dans l'assiette quand on la secoue doucement.",
    "Gardez une louche de bouillon pour détendre le risotto juste avant de servir.",
  ],
  dressage: () =>
    "Versez le risotto dans des assiettes creuses chaudes, tapotez le dessous pour qu'il s'étale, puis ajoutez un tour de poivre et quelques herbes.",
  conservation: (dish) =>
    `${keepsCold(dish, "2 jours")} ${firstAllowed(
      dish.restrictions,
      "Les restes font d'excellentes galettes de riz, poêlées au beurre.",
      "Les restes font d'excellentes galettes de riz, poêlées à l'huile d'olive.",
    )}`,
  variations: (dish) => [
    "Déglacez le riz nacré avec un trait de vin blanc sec avant la première louche.",
    dish.keeps("vegan") || dish.keeps("lactose-free")
      ? `Terminez avec une cuillerée de purée de noix de cajou ${insteadOfFat(dish)}.`
      : "Terminez avec un morceau de gorgonzola pour un risotto plus corsé.",
    "Ajoutez le zeste d'un citron au moment de la mantecatura.",
  ],
};

const omelette: Archetype = {
  id: "omelette",
  name: { singular: "omelette", plural: "omelettes", gender: "f" },
  course: "main",
  difficulty: "Facile",
  score(p) {
    if (p.countKind("egg") === 0) return undefined;
    return (
      5 +
      0.5 * p.count("vegetable") +
      1 * p.count("cheese") +
      0.5 * p.count("herb") +
      0.5 * p.countKind("mushroom") +
      0.8 * p.countKind("cured") +
      0.5 * p.count("potato") -
      1 * (p.countKind("rice") + p.countKind("pasta") + p.countKind("grain")) +
      goalBonus(p, { muscle: 1 }) -
      sweetPenalty(p, 3)
    );
  },
  pantry: () => [
    { key: "egg", perPortion: 2, unit: "pièce", essential: true },
    { key: "butter", perPortion: 5, unit: "g", min: 10 },
    ...essentials(),
  ],
  budgets: { vegetable: 0.6, potato: 0.6, protein: 0.5, cheese: 0.5 },
  accents: ["herbs", "paprika", "thyme"],
  title: (dish) =>
    writeTitle(dish, {
      head: "Omelette",
      of: [],
      with: ["vegetable", "potato", "protein", "cheese", "herb", "allium"],
      implied: (item) => item.kind === "egg",
    }),
  pitch: () => "Une omelette baveuse et bien garnie, de celles qu'on sert dès qu'elle quitte la poêle.",
  steps(dish) {
    const eggs = dish.kind("egg");
    const vegetables = vegetablesOf(dish);
    const proteins = proteinsOf(dish);
    const cheese = dish.of("cheese");
    const alliums = dish.of("allium");
    // Cooked rice or pasta goes into the filling, as in a tortilla or a frittata.
    const fillings = [...alliums, ...proteins, ...vegetables, ...dish.of("starch")];
    const butter = dish.pantry("butter") ?? dish.of("butter")[0];
    const herbs = dish.of("herb").filter((item) => item.origin === "given");
    return [
      cookStarches(dish, dish.of("starch")),
      prepAromatics(dish, alliums, herbs),
      prepProduce(dish, vegetables, "en petits dés"),
      prepProteins(dish, proteins, "en petits morceaux"),
      fillings.length > 0 && {
        text: `Dans une poêle antiadhésive, faites revenir ${dish.the(...fillings)} ${
          dish.has("potato") ? "12 à 15" : "5 à 8"
        } minutes à feu moyen avec un filet d'huile, puis réservez.`,
        minutes: dish.has("potato") ? 15 : 7,
        phase: "cook",
        temperature: "feu moyen",
      },
      {
        text: sentences(
          `cassez ${dish.the(...eggs)} dans un saladier, ${dish.season()}`,
          `battez à la fourchette juste assez pour mêler blancs et jaunes${
            herbs.length || dish.accent ? `, puis ajoutez ${dish.the(...herbs, dish.accent)}` : ""
          }`,
        ),
        minutes: 3,
        phase: "prep",
      },
      LEFTOVERS,
      {
        text: `Essuyez la poêle, faites-y fondre ${butter ? dish.the(butter) : "un filet d'huile"} à feu moyen, puis versez les œufs battus.`,
        minutes: 1,
        phase: "cook",
        temperature: "feu moyen",
      },
      {
        text: sentences(
          "laissez prendre 2 minutes en ramenant les bords vers le centre avec une spatule",
          fillings.length || cheese.length
            ? `répartissez ${joinList([...(fillings.length ? ["la garniture"] : []), ...(cheese.length ? [dish.the(...cheese)] : [])])} sur une moitié`
            : undefined,
        ),
        minutes: 2,
        phase: "cook",
        temperature: "feu moyen",
      },
      {
        text: "Repliez l'omelette en deux et faites-la glisser sur une assiette chaude : elle doit rester baveuse à cœur.",
        minutes: 1,
        phase: "cook",
      },
    ];
  },
  leftovers: (dish, items) => ({
    text: `Incorporez ${dish.added(...items)} aux œufs battus.`,
    minutes: 1,
    phase: "prep",
  }),
  materiel: () => ["Poêle antiadhésive", "Saladier", "Fourchette", "Spatule souple", "Planche à découper"],
  points: () => [
    "Battez peu les œufs : trop fouettés, ils donnent une omelette sèche et spongieuse.",
    "Feu moyen, jamais vif : l'omelette doit prendre sans brunir.",
  ],
  tips: () => [
    "Sortez les œufs du réfrigérateur 15 minutes avant : ils cuisent plus régulièrement.",
    "Une cuillerée d'eau dans les œufs battus donne une omelette plus légère.",
  ],
  dressage: (dish) =>
    firstAllowed(
      dish.restrictions,
      "Servez l'omelette roulée ou pliée sur une assiette chaude, le dessus lustré d'un peu de beurre, avec une salade verte à côté.",
      "Servez l'omelette roulée ou pliée sur une assiette chaude, le dessus lustré d'un filet d'huile d'olive, avec une salade verte à côté.",
    ),
  conservation: () =>
    "Elle se déguste tout de suite. Froide, elle se garde 24 heures au réfrigérateur et se glisse très bien dans un sandwich.",
  variations: () => [
    "Faites-en une tortilla : cuisez-la à feu doux des deux côtés avec des pommes de terre.",
    "Ajoutez une cuillerée de pesto ou de tapenade dans les œufs battus.",
    "Glissez-la sous le gril du four 2 minutes pour une frittata gonflée et dorée.",
  ],
};

const salade: Archetype = {
  id: "salade",
  holdsFruit: true,
  name: { singular: "salade", plural: "salades", gender: "f" },
  course: "main",
  difficulty: "Facile",
  score(p) {
    const veg = p.given.filter((item) => item.group === "vegetable");
    const raw = matches(veg, RAW_VEG);
    const base =
      raw +
      p.count("cheese") +
      p.count("protein") +
      p.count("starch") +
      p.count("fruit") +
      p.count("unknown") +
      p.count("potato");
    if (base === 0) return undefined;
    return (
      1 +
      1.2 * raw +
      1.5 * p.countKind("leafy") +
      0.5 * p.count("cheese") +
      0.3 * p.count("fruit") +
      0.5 * p.countKind("legume") +
      0.4 * (p.countKind("grain") + p.countKind("pasta") + p.countKind("rice")) -
      0.3 * (veg.length - raw) +
      goalBonus(p, { "weight-loss": 2.5, health: 1 }) -
      sweetPenalty(p, 4)
    );
  },
  pantry: () => [
    oil(1),
    { key: "vinegar", perPortion: 0.25, unit: "c. à soupe", min: 1 },
    { key: "mustard", perPortion: 0.25, unit: "c. à café", min: 1 },
    ...essentials(),
  ],
  budgets: { vegetable: 1.2, starch: 0.6, protein: 0.8, cheese: 0.5, fruit: 0.4, cream: 0.4, yogurt: 0.5 },
  accents: ["herbs", "cumin", "paprika"],
  title: (dish) =>
    writeTitle(dish, {
      head: "Salade composée",
      raw: true,
      of: [],
      with: ["protein", "egg", "vegetable", "cheese", "fruit", "starch", "potato"],
    }),
  pitch: () => "Une salade composée, fraîche et colorée, avec une vinaigrette maison qui lie le tout.",
  steps(dish) {
    const vegetables = dish.of("vegetable");
    const raw = vegetables.filter((item) => RAW_VEG.test(item.noun.singular) || item.kind === "leafy");
    const cooked = vegetables.filter((item) => !raw.includes(item));
    const starch = [...dish.of("starch"), ...dish.of("potato")];
    const eggs = dish.kind("egg");
    const proteins = proteinsOf(dish).filter((item) => item.kind !== "egg");
    const cheese = dish.of("cheese");
    const fruit = dish.of("fruit");
    const citrus = dish.of("citrus");
    const creamy = dish.of("cream", "yogurt", "milk");
    const alliums = dish.of("allium");
    const oilItem = dish.pantry("oil");
    const vinegar = dish.pantry("vinegar");
    const mustard = dish.pantry("mustard");
    const all = [...starch, ...eggs, ...proteins, ...vegetables, ...fruit, ...cheese, ...alliums];
    return [
      // Dried lentils and beans are cooked before the pan warms them: « réchauffez » alone left them raw.
      prepProteins(dish, proteins),
      cookStarches(dish, starch, true),
      eggs.length > 0 && {
        text: `Plongez ${dish.the(...eggs)} 9 minutes dans l'eau bouillante, refroidissez-${dish.pronoun(...eggs)} dans l'eau froide, écalez et coupez en quartiers.`,
        minutes: 10,
        phase: "cook",
        temperature: "feu vif",
      },
      cooked.length > 0 && {
        text: `Faites cuire ${dish.the(...cooked)} 8 à 10 minutes à la vapeur ou à l'eau bouillante salée, sans aller jusqu'au fondant\u00a0: le croquant fait le charme d'une salade. Laissez refroidir.`,
        minutes: 10,
        phase: "cook",
      },
      proteins.length > 0 &&
        searProteins(
          dish,
          proteins,
          proteins.every(sliceable) ? "puis laissez tiédir et coupez en lamelles" : "puis laissez tiédir",
        ),
      prepAromatics(dish, alliums, dish.of("herb")),
      prepProduce(dish, [...raw, ...fruit], "en dés ou en fines lamelles"),
      cheese.length > 0 && { text: `Coupez ou émiettez ${dish.the(...cheese)}.`, minutes: 2, phase: "prep" },
      {
        text: sentences(
          `préparez la vinaigrette\u00a0: ${mustard || vinegar || creamy.length ? `mélangez ${dish.the(mustard, vinegar, ...creamy)}` : "prenez un bol"}, ${dish.season(true)}, puis émulsionnez avec ${oilItem ? dish.the(oilItem) : "un filet d'huile"} en fouettant`,
          citrus.length ? `pressez ${dish.the(...citrus)} et ajoutez le jus à la vinaigrette` : undefined,
          dish.accent ? `relevez avec ${dish.the(dish.accent)}` : undefined,
        ),
        minutes: 3,
        phase: "prep",
      },
      LEFTOVERS,
      {
        text: `Dans un grand saladier, réunissez ${all.length ? dish.the(...all) : "tous les ingrédients"}, versez la vinaigrette et mélangez délicatement au moment de servir.`,
        minutes: 2,
        phase: "prep",
      },
    ];
  },
  leftovers: (dish, items) => ({
    text: `Ajoutez ${dish.added(...items)} au saladier.`,
    minutes: 1,
    phase: "prep",
  }),
  materiel: () => [
    "Grand saladier",
    "Planche à découper",
    "Couteau d'office",
    "Fouet ou petit bocal pour la vinaigrette",
    "Essoreuse à salade",
  ],
  points: () => [
    "Une vinaigrette équilibrée compte trois volumes d'huile pour un de vinaigre.",
    "Assaisonnez au dernier moment : le sel et le vinaigre font rendre leur eau aux légumes et flétrir les feuilles.",
  ],
  tips: () => [
    "Secouez la vinaigrette dans un petit bocal fermé : elle s'émulsionne en dix secondes.",
    "Variez les textures : du croquant (graines, noix, croûtons) rend une salade bien plus gourmande.",
  ],
  dressage: () =>
    "Dressez dans un grand plat creux ou en assiettes individuelles, en gardant les couleurs séparées, puis arrosez de vinaigrette devant les convives.",
  conservation: (dish) =>
    `${keepsCold(dish, "24 heures, sans la vinaigrette,")} Ajoutez la sauce seulement au moment de servir.`,
  variations: (dish) => [
    "Ajoutez une poignée de noix, de graines de courge ou de croûtons pour le croquant.",
    dish.keeps("vegan") || dish.keeps("lactose-free")
      ? "Remplacez la vinaigrette par une sauce au tahini, citron et eau."
      : "Remplacez la vinaigrette par une sauce au yaourt, citron et herbes.",
    "Servez sur un lit de quinoa ou de lentilles pour un plat complet.",
  ],
};

const curry: Archetype = {
  id: "curry",
  name: { singular: "curry", plural: "currys", gender: "m" },
  course: "main",
  difficulty: "Moyen",
  score(p) {
    const base = p.count("vegetable") + p.count("protein") + p.count("potato");
    if (base === 0) return undefined;
    const spices = p.given.filter((item) =>
      /^(curry|gingembre|curcuma|cumin|garam|colombo|piment)/.test(item.noun.singular),
    ).length;
    return (
      1.5 +
      2 * p.countKind("legume") +
      1 * p.count("protein") +
      0.5 * p.count("vegetable") +
      1.5 * p.countKind("coconut") +
      1.5 * spices +
      0.8 * p.countKind("rice") +
      0.5 * p.count("potato") -
      1 * p.count("cheese") -
      sweetPenalty(p, 4)
    );
  },
  pantry: (p) => [
    oil(0.5),
    { key: "curry", perPortion: 0.5, unit: "c. à café", min: 1, essential: true },
    ...(p.countKind("coconut") + p.count("cream") > 0
      ? []
      : [{ key: "water", perPortion: 100, unit: "ml" } satisfies PantryNeed]),
    ...essentials(),
  ],
  budgets: { vegetable: 1, protein: 0.9, potato: 0.7 },
  accents: ["cumin", "paprika", "cinnamon"],
  title: (dish) =>
    writeTitle(dish, {
      head: "Curry",
      of: ["protein", "vegetable", "potato"],
      with: ["vegetable", "herb", "cream"],
    }),
  pitch: () => "Un curry parfumé qui mijote doucement dans sa sauce épicée, à servir bien chaud.",
  steps(dish) {
    const alliums = dish.of("allium");
    const allProteins = proteinsOf(dish);
    // Pulses simmer in the sauce with the vegetables; meat, fish and tofu are browned first.
    const pulses = allProteins.filter((item) => item.kind === "legume");
    const proteins = allProteins.filter((item) => item.kind !== "legume");
    const vegetables = [...vegetablesOf(dish), ...pulses];
    // Long enough for the slowest lentils in the sauce: blond ones want 30 minutes, red ones 15.
    const simmer = Math.max(20, lentilsMinutes(pulses));
    const starch = dish.of("starch");
    const sauce = [
      ...dish.of("cream", "liquid"),
      ...dish.kind("coconut").filter((item) => item.group !== "cream" && item.group !== "liquid"),
    ];
    const water = dish.pantry("water");
    const powder = dish.pantry("curry");
    const spices = [powder, dish.spice, ...dish.of("spice").filter((item) => item.origin === "given")].filter(
      (item, index, list): item is Item => item !== undefined && list.indexOf(item) === index,
    );
    return [
      prepAromatics(dish, alliums, dish.of("herb")),
      prepProteins(dish, allProteins, undefined, true),
      prepProduce(dish, vegetablesOf(dish), "en morceaux"),
      {
        text: sentences(
          `dans une cocotte, faites chauffer ${dish.pantry("oil") ? dish.the(dish.pantry("oil")) : "un filet d'huile"} à feu moyen`,
          alliums.length ? `faites revenir ${dish.the(...alliums)} 3 minutes` : undefined,
          spices.length
            ? `ajoutez ${dish.the(...spices)} et faites torréfier 1 minute en remuant pour libérer les arômes`
            : undefined,
        ),
        minutes: 5,
        phase: "cook",
        temperature: "feu moyen",
      },
      proteins.length > 0 && {
        text: `Ajoutez ${dish.the(...proteins)} et faites-${dish.pronoun(...proteins)} dorer 5 minutes en remuant, pour bien enrober d'épices.`,
        minutes: 5,
        phase: "cook",
        temperature: "feu moyen",
      },
      {
        text: sentences(
          vegetables.length ? `ajoutez ${dish.the(...vegetables)}` : undefined,
          `versez ${sauce.length || water ? dish.the(...sauce, water) : "un verre d'eau"}, ${dish.season()}`,
          `couvrez et laissez mijoter ${simmer} minutes à feu doux, en remuant de temps en temps`,
        ),
        minutes: simmer,
        phase: "cook",
        temperature: "feu doux",
      },
      meanwhile(cookStarches(dish, starch)),
      eggStep(dish, dish.kind("egg"), "hard"),
      LEFTOVERS,
      {
        text: sentences(
          "goûtez et rectifiez l'assaisonnement : la sauce doit napper la cuillère",
          herbsFinish(dish),
        ),
        minutes: 1,
        phase: "cook",
      },
    ];
  },
  leftovers: (dish, items) => simmerTheRest(dish, items),
  materiel: (dish) => [
    "Cocotte ou sauteuse avec couvercle",
    "Planche à découper",
    "Couteau de chef",
    "Cuillère en bois",
    ...(dish.has("starch") ? ["Casserole"] : []),
  ],
  points: () => [
    "Torréfier les épices dans la matière grasse avant d'ajouter les liquides développe tout leur parfum.",
    "Un mijotage doux, à couvert, attendrit sans dessécher.",
  ],
  tips: () => [
    "Un curry est encore meilleur réchauffé le lendemain.",
    "Un filet de citron vert et un peu de coriandre fraîche au moment de servir équilibrent la sauce.",
  ],
  dressage: (dish) =>
    firstAllowed(
      dish.restrictions,
      "Servez dans des bols, le curry à côté ou sur le riz, avec des herbes fraîches ciselées et un quartier de citron.",
      "Servez dans des bols, avec des herbes fraîches ciselées et un quartier de citron.",
    ),
  conservation: (dish) => `${keepsCold(dish, "3 jours")} Le curry se congèle très bien, 3 mois.`,
  variations: (dish) => [
    "Remplacez une partie de l'eau par du lait de coco pour une sauce plus douce.",
    "Ajoutez une poignée d'épinards frais en fin de cuisson.",
    dish.keeps("vegan") || dish.keeps("lactose-free")
      ? "Servez avec une sauce au lait de coco, citron vert et menthe."
      : "Servez avec un yaourt nature à la menthe pour rafraîchir.",
  ],
};

const wok: Archetype = {
  id: "wok",
  name: { singular: "wok", plural: "woks", gender: "m" },
  course: "main",
  difficulty: "Facile",
  score(p) {
    const base = p.count("vegetable") + p.count("protein") + p.countKind("noodle");
    if (base === 0) return undefined;
    const asian = p.given.filter((item) =>
      /^(gingembre|sauce soja|soja|tamari|citronnelle|coriandre|sésame|germe|pousse|pak choï|bok choy)/.test(
        item.noun.singular,
      ),
    ).length;
    return (
      1 +
      0.8 * p.count("vegetable") +
      1 * p.count("protein") +
      2.5 * p.countKind("noodle") +
      0.8 * p.countKind("rice") +
      1.5 * asian +
      goalBonus(p, { muscle: 1 }) -
      1 * p.count("potato") -
      1 * p.count("cheese") -
      sweetPenalty(p, 4)
    );
  },
  pantry: (p) => [
    oil(0.5),
    { key: "soy", perPortion: 0.5, unit: "c. à soupe", min: 1 },
    // Soy sauce salts the dish; salt only when it cannot be used (gluten-free without tamari).
    ...(p.canUse("soy")
      ? []
      : [{ key: "salt", perPortion: 0.5, unit: "pincée", min: 1 } satisfies PantryNeed]),
    { key: "pepper", perPortion: 0.5, unit: "pincée", min: 1 },
  ],
  budgets: { vegetable: 1.2, protein: 0.9 },
  accents: ["curry", "cumin", "paprika"],
  title: (dish) =>
    writeTitle(dish, {
      head: "Wok",
      of: dish.has("protein") ? ["protein"] : ["starch", "vegetable"],
      with: ["vegetable", "starch", "herb"],
    }),
  pitch: () =>
    "Un sauté minute au wok, à feu vif : tout est saisi en quelques minutes et garde son croquant.",
  steps(dish) {
    const starch = dish.of("starch");
    const proteins = proteinsOf(dish);
    const vegetables = vegetablesOf(dish);
    const alliums = dish.of("allium");
    const oilItem = dish.pantry("oil");
    const soy = dish.pantry("soy");
    const sauce = [soy, ...dish.of("cream", "milk"), ...givenLiquids(dish)];
    const pour = sauce.some(Boolean) ? `versez ${dish.the(...sauce)}` : undefined;
    return [
      cookStarches(dish, starch),
      prepAromatics(dish, alliums, dish.of("herb")),
      prepProteins(dish, proteins, "en fines lanières"),
      prepProduce(dish, vegetables, "en fines lanières"),
      {
        text: `Faites chauffer ${oilItem ? dish.the(oilItem) : "un filet d'huile"} dans le wok à feu vif, jusqu'à ce qu'elle fume légèrement.`,
        minutes: 2,
        phase: "cook",
        temperature: "feu vif",
      },
      proteins.length > 0 && {
        text: `Saisissez ${dish.the(...proteins)} 3 minutes en remuant sans cesse, puis réservez.`,
        minutes: 3,
        phase: "cook",
        temperature: "feu vif",
      },
      alliums.length + vegetables.length > 0 && {
        text: sentences(
          alliums.length ? `faites sauter ${dish.the(...alliums)} 30 secondes` : undefined,
          vegetables.length
            ? `ajoutez ${dish.the(...vegetables)} et faites sauter 4 minutes\u00a0: les légumes doivent rester croquants`
            : undefined,
        ),
        minutes: 5,
        phase: "cook",
        temperature: "feu vif",
      },
      eggStep(dish, dish.kind("egg"), "scrambled"),
      LEFTOVERS,
      {
        text: sentences(
          [
            proteins.length ? `remettez ${dish.the(...proteins)}` : undefined,
            starch.length ? `ajoutez ${dish.the(...starch)}` : undefined,
          ]
            .filter(Boolean)
            .join(", ") || "mélangez bien",
          `${[
            joinList(
              [pour, dish.spice ? `ajoutez ${dish.the(dish.spice)}` : undefined].filter(
                (part): part is string => part !== undefined,
              ),
            ),
            dish.season(),
          ]
            .filter((part) => part.length > 0)
            .join(", ")}, puis faites sauter encore 2 minutes`,
          herbsFinish(dish),
        ),
        minutes: 2,
        phase: "cook",
        temperature: "feu vif",
      },
    ];
  },
  leftovers: (dish, items) => ({
    text: `Ajoutez ${dish.added(...items)} et faites sauter 2 minutes.`,
    minutes: 2,
    phase: "cook",
    temperature: "feu vif",
  }),
  materiel: (dish) => [
    "Wok ou grande poêle",
    "Planche à découper",
    "Couteau de chef",
    "Spatule",
    ...(dish.has("starch") ? ["Casserole"] : []),
  ],
  points: () => [
    "Tout doit être coupé avant d'allumer le feu : la cuisson au wok ne laisse pas le temps de préparer.",
    "Feu vif et petites quantités : dans un wok trop rempli, les légumes bouillent au lieu de saisir.",
  ],
  tips: (dish) => [
    // Tofu goes in cubes and broccoli in florets whatever the dish: strips are only for what is cut so.
    [...proteinsOf(dish), ...vegetablesOf(dish)].some(takesTheCut)
      ? "Des lanières fines et régulières cuisent en même temps et restent croquantes."
      : "Des morceaux de même taille cuisent au même rythme\u00a0: aucun ne brûle pendant que les autres finissent.",
    "Ajoutez la sauce à la toute fin, pour qu'elle enrobe sans détremper.",
  ],
  dressage: () =>
    "Servez aussitôt dans des bols chauds, avec des baguettes, parsemé de graines de sésame ou d'herbes fraîches.",
  conservation: (dish) =>
    `${keepsCold(dish, "2 jours")} Réchauffez 2 minutes au wok, à feu vif, plutôt qu'au micro-ondes.`,
  variations: (dish) => [
    "Ajoutez un morceau de gingembre râpé et une gousse d'ail avec les légumes.",
    "Terminez avec des cacahuètes concassées et un trait de citron vert.",
    dish.keeps("vegan") || dish.keeps("vegetarian")
      ? "Ajoutez des dés de tofu grillé pour un plat plus complet."
      : "Remplacez la protéine par des crevettes, saisies 2 minutes seulement.",
  ],
};

/** Whether the quiche has a crust: the cook's own pastry, or flour that makes a real one. */
function quicheCrust(dish: Dish): boolean {
  if (dish.kind("dough").length > 0) return true;
  const flour = dish.pantry("flour") ?? dish.kind("flour")[0];
  return flour !== undefined && /^farine/.test(flour.noun.singular);
}

/** Eggs a portion of quiche takes; the custard's liquid follows them. */
const QUICHE_EGGS = 0.75;

const quiche: Archetype = {
  id: "quiche",
  name: { singular: "quiche", plural: "quiches", gender: "f" },
  course: "main",
  difficulty: "Moyen",
  score(p) {
    if (!p.canUse("egg")) return undefined;
    const fill =
      p.count("vegetable") + p.count("protein") + p.count("cheese") + p.count("potato") + p.count("unknown");
    if (fill === 0) return undefined;
    return (
      1.5 +
      1.5 * p.countKind("egg") +
      1 * p.count("cheese") +
      1 * p.count("cream") +
      0.5 * p.count("milk") +
      2 * p.countKind("cured") +
      1 * matches(p.given, /^poireau/) +
      0.5 * p.count("vegetable") +
      1 * p.countKind("dough") -
      (gluten(p) ? 1.5 : 0) -
      1 * (p.countKind("rice") + p.countKind("pasta")) -
      goalBonus(p, { "weight-loss": 2 }) -
      sweetPenalty(p)
    );
  },
  // The custard keeps the tip's rule, 10 cl of cream or milk an egg (3 eggs, 30 cl for the 24 cm
  // mould): cream alone would be too rich, so it takes two thirds and milk the rest. The shortcrust
  // is the catalogue's, 25 ml of water for 100 g of flour, and never less than the mould takes.
  pantry: (p) => [
    { key: "egg", perPortion: QUICHE_EGGS, unit: "pièce", min: 3, essential: true },
    ...(p.count("cream") > 0
      ? [
          { key: "cream", perPortion: QUICHE_EGGS * 66, unit: "ml", min: 200 } satisfies PantryNeed,
          { key: "milk", perPortion: QUICHE_EGGS * 34, unit: "ml", min: 100 } satisfies PantryNeed,
        ]
      : [
          {
            key: "milk",
            perPortion: QUICHE_EGGS * 100,
            unit: "ml",
            min: 300,
            essential: true,
          } satisfies PantryNeed,
        ]),
    ...(p.countKind("dough") > 0
      ? []
      : [
          { key: "flour", perPortion: 50, unit: "g", min: 100 } satisfies PantryNeed,
          { key: "butter", perPortion: 25, unit: "g", min: 50 } satisfies PantryNeed,
          { key: "water", perPortion: 12.5, unit: "ml", min: 25 } satisfies PantryNeed,
        ]),
    { key: "nutmeg", perPortion: 0.25, unit: "pincée", min: 1 },
    ...essentials(),
  ],
  budgets: { vegetable: 0.8, protein: 0.5, cheese: 0.6, potato: 0.5 },
  accents: ["nutmeg", "thyme", "herbs"],
  title: (dish) =>
    writeTitle(dish, {
      head: quicheCrust(dish) ? "Quiche" : "Quiche sans pâte",
      of: [],
      with: ["vegetable", "protein", "cheese", "potato", "herb"],
      implied: (item) => ["egg", "cream", "milk", "dough", "flour", "butter"].includes(item.kind),
    }),
  pitch: (dish) =>
    quicheCrust(dish)
      ? "Une quiche dorée à l'appareil onctueux, sur une pâte brisée qui reste croustillante."
      : "Une quiche sans pâte, fondante et dorée, cuite directement dans le moule.",
  steps(dish) {
    const crust = quicheCrust(dish);
    const dough = dish.kind("dough");
    const flour = dish.pantry("flour") ?? dish.kind("flour")[0];
    const butter = dish.pantry("butter") ?? dish.of("butter")[0];
    const water = dish.pantry("water");
    const eggs = dish.kind("egg");
    const liquids = dish.of("cream", "milk");
    const cheese = dish.of("cheese");
    const alliums = dish.of("allium");
    const vegetables = vegetablesOf(dish);
    const proteins = proteinsOf(dish);
    const fillings = [...alliums, ...proteins, ...vegetables];
    const nutmeg = dish.pantry("nutmeg");
    return [
      crust &&
        dough.length === 0 &&
        flour && {
          text: sentences(
            `préparez la pâte\u00a0: mélangez ${dish.the(flour)} et une pincée de sel, ajoutez ${butter ? coldFat(dish, butter) : "3 cuillerées d'huile"} et sablez du bout des doigts`,
            `liez avec ${water ? dish.the(water) : "un peu d'eau"} froide, formez une boule sans trop travailler la pâte et laissez-la reposer 30 minutes au frais`,
          ),
          minutes: 40,
          phase: "prep",
          tip: "Moins on pétrit la pâte, plus elle reste friable après cuisson.",
        },
      { text: "Préchauffez le four à 180 °C.", minutes: 0, phase: "prep", temperature: "180 °C" },
      prepAromatics(dish, alliums, dish.of("herb")),
      prepProduce(dish, vegetables, "en petits dés"),
      prepProteins(dish, proteins, "en petits morceaux"),
      fillings.length > 0 && {
        text: `Faites revenir ${dish.the(...fillings)} 8 minutes à la poêle à feu moyen, ${
          vegetables.length
            ? "le temps que l'eau de végétation s'évapore"
            : `pour ${dish.pronoun(...fillings)} dorer légèrement`
        }, puis laissez tiédir.`,
        minutes: 8,
        phase: "cook",
        temperature: "feu moyen",
      },
      crust
        ? {
            text: dough.length
              ? `Déroulez ${dish.the(...dough)} dans un moule à tarte de 24 cm et piquez le fond à la fourchette.`
              : "Étalez la pâte au rouleau sur 3 mm d'épaisseur, foncez-en un moule à tarte de 24 cm et piquez le fond à la fourchette.",
            minutes: 5,
            phase: "prep",
          }
        : {
            text: butter
              ? `Beurrez un moule à tarte de 24 cm avec ${dish.the(butter)}.`
              : "Huilez un moule à tarte de 24 cm.",
            minutes: 1,
            phase: "prep",
          },
      {
        text: sentences(
          `dans un saladier, battez ${dish.the(...eggs)} avec ${liquids.length ? dish.the(...liquids) : "un peu d'eau"}`,
          `${dish.season()}${nutmeg ? `, ajoutez ${dish.the(nutmeg)}` : ""}${dish.accent && dish.accent !== nutmeg ? ` et ${dish.the(dish.accent)}` : ""}`,
          !crust && flour
            ? `incorporez ${dish.the(flour)} en fouettant, pour que l'appareil se tienne`
            : undefined,
        ),
        minutes: 3,
        phase: "prep",
      },
      LEFTOVERS,
      {
        text: sentences(
          fillings.length
            ? `répartissez la garniture dans le moule${cheese.length ? `, parsemez ${dish.the(...cheese)}` : ""}`
            : cheese.length
              ? `parsemez ${dish.the(...cheese)} dans le moule`
              : undefined,
          "versez l'appareil par-dessus",
        ),
        minutes: 2,
        phase: "prep",
      },
      {
        text: "Enfournez pour 35 minutes, jusqu'à ce que l'appareil soit pris et bien doré.",
        minutes: 35,
        phase: "cook",
        temperature: "180 °C",
        tip: "La quiche est cuite quand son centre ne tremble plus.",
      },
      { text: "Laissez tiédir 10 minutes avant de démouler et de découper.", minutes: 10, phase: "rest" },
    ];
  },
  leftovers: (dish, items) => ({
    text: `Ajoutez ${dish.added(...items)} à la garniture.`,
    minutes: 1,
    phase: "prep",
  }),
  materiel: (dish) => [
    "Moule à tarte de 24 cm",
    "Saladier",
    "Fouet",
    "Poêle",
    ...(quicheCrust(dish) && dish.kind("dough").length === 0 ? ["Rouleau à pâtisserie"] : []),
  ],
  points: (dish) => [
    "Une garniture bien égouttée évite une pâte détrempée.",
    quicheCrust(dish)
      ? "Une pâte reposée au frais se rétracte moins à la cuisson."
      : "Sans pâte, un moule bien graissé permet de démouler proprement.",
  ],
  tips: () => [
    "Comptez un œuf pour 10 cl de crème ou de lait : l'appareil prend sans être caoutchouteux.",
    "Servie tiède plutôt que brûlante, la quiche révèle mieux ses saveurs.",
  ],
  dressage: () =>
    "Découpez en parts nettes avec un couteau chaud et servez avec une salade verte bien assaisonnée.",
  conservation: (dish) =>
    `${keepsCold(dish, "2 jours")} Réchauffez 10 minutes au four à 160\u00a0°C pour retrouver une pâte croustillante.`,
  variations: (dish) => [
    "Ajoutez une cuillerée de moutarde à l'ancienne au fond de la pâte avant la garniture.",
    dish.keeps("vegetarian") || dish.keeps("vegan")
      ? "Ajoutez des champignons poêlés et des épinards."
      : "Ajoutez des lardons dorés pour une version lorraine.",
    "Remplacez une partie du lait par du fromage frais pour un appareil plus ferme.",
  ],
};

const papillote: Archetype = {
  id: "papillote",
  name: { singular: "papillote", plural: "papillotes", gender: "f" },
  namePlural: true,
  course: "main",
  difficulty: "Facile",
  score(p) {
    const mains = p.countKind("fish") + p.countKind("seafood") + p.countKind("poultry") + p.countKind("tofu");
    const cooked = p.given.filter((item) => item.group === "vegetable" && !isRawOnly(item)).length;
    if (mains === 0 && cooked < 2) return undefined;
    return (
      1 +
      4 * p.countKind("fish") +
      3 * p.countKind("seafood") +
      2 * p.countKind("poultry") +
      1 * p.countKind("tofu") +
      0.5 * p.count("vegetable") +
      1 * p.count("citrus") +
      0.5 * p.count("herb") -
      1 * p.count("cheese") -
      1 * (p.countKind("pasta") + p.countKind("grain")) +
      goalBonus(p, { "weight-loss": 3, health: 1.5 }) -
      sweetPenalty(p)
    );
  },
  pantry: () => [oil(0.5), ...essentials()],
  budgets: { vegetable: 1, protein: 1 },
  accents: ["thyme", "herbs", "paprika"],
  title: (dish) =>
    writeTitle(dish, {
      head: "Papillotes",
      of: dish.has("protein") ? ["protein"] : ["vegetable"],
      with: ["vegetable", "citrus", "herb", "potato"],
    }),
  pitch: () =>
    "Une cuisson en papillote, douce et légère : les ingrédients cuisent dans leur propre vapeur et gardent tout leur parfum.",
  steps(dish) {
    const proteins = proteinsOf(dish);
    const vegetables = vegetablesOf(dish);
    const alliums = dish.of("allium");
    const citrus = dish.of("citrus");
    const starch = dish.of("starch");
    const oilItem = dish.pantry("oil");
    const givenHerbs = dish.of("herb").filter((item) => item.origin === "given");
    const toppings = [...citrus, ...givenHerbs, dish.accent, oilItem].filter(
      (item, index, list): item is Item => item !== undefined && list.indexOf(item) === index,
    );
    const minutes = proteins.some((item) => item.kind === "poultry" || item.kind === "meat")
      ? 25
      : vegetables.some((item) => item.kind === "potato")
        ? 30
        : 18;
    return [
      { text: "Préchauffez le four à 200 °C.", minutes: 0, phase: "prep", temperature: "200 °C" },
      cookStarches(dish, starch),
      prepAromatics(dish, alliums, dish.of("herb")),
      prepProduce(dish, vegetables, "en fins bâtonnets ou en rondelles fines"),
      citrus.length > 0 && {
        text: `Lavez ${dish.the(...citrus)} et coupez-${dish.pronoun(...citrus)} en fines rondelles.`,
        minutes: 2,
        phase: "prep",
      },
      prepProteins(
        dish,
        proteins.filter((item) => item.kind !== "fish"),
        "en aiguillettes",
      ),
      {
        text: `Découpez ${dish.portions > 1 ? `${dish.portions} grandes feuilles` : "une grande feuille"} de papier cuisson d'environ 30 cm de côté.`,
        minutes: 2,
        phase: "prep",
      },
      {
        text: sentences(
          vegetables.length + alliums.length
            ? `répartissez ${dish.the(...vegetables, ...alliums)} au centre de chaque feuille${proteins.length ? `, posez ${dish.the(...proteins)} par-dessus` : ""}`
            : proteins.length
              ? `posez ${dish.the(...proteins)} au centre de chaque feuille`
              : undefined,
          toppings.length ? `ajoutez ${dish.the(...toppings)}` : "ajoutez un filet d'huile",
          dish.season(),
        ),
        minutes: 5,
        phase: "prep",
      },
      meanwhile(eggStep(dish, dish.kind("egg"), "soft")),
      LEFTOVERS,
      {
        text: "Refermez chaque papillote en pliant les bords plusieurs fois sur eux-mêmes, pour qu'elle soit bien hermétique.",
        minutes: 3,
        phase: "prep",
      },
      {
        text: `Enfournez pour ${minutes} minutes\u00a0: les papillotes gonflent quand la cuisson est à point.`,
        minutes,
        phase: "cook",
        temperature: "200 °C",
      },
      dish.kind("egg").length > 0 && { text: sentences(eggsOnTop(dish)), minutes: 0, phase: "prep" },
      starch.length > 0 && {
        text: `Servez les papillotes avec ${dish.the(...starch)} à côté, qui ${starch.length > 1 || starch[0]?.plural ? "recueilleront" : "recueillera"} le jus de cuisson.`,
        minutes: 0,
        phase: "prep",
      },
    ];
  },
  leftovers: (dish, items) => ({
    text: `Glissez ${dish.added(...items)} dans les papillotes.`,
    minutes: 1,
    phase: "prep",
  }),
  materiel: (dish) => [
    "Papier cuisson",
    "Plaque de four",
    "Planche à découper",
    "Couteau d'office",
    ...(dish.has("starch") ? ["Casserole"] : []),
  ],
  points: () => [
    "Des légumes taillés finement cuisent en même temps que la protéine.",
    "Une papillote bien scellée garde la vapeur : c'est elle qui cuit, sans dessécher.",
  ],
  tips: () => [
    "Ouvrez les papillotes à table : le parfum qui s'en échappe fait partie du plat.",
    "Un zeste de citron ou une tranche de gingembre glissé dans chaque papillote suffit à tout parfumer.",
  ],
  dressage: () =>
    "Posez chaque papillote fermée sur une assiette chaude et laissez chacun l'ouvrir à table ; ajoutez un filet d'huile d'olive crue et des herbes fraîches.",
  conservation: (dish) => keepsCold(dish, "2 jours"),
  variations: () => [
    "Ajoutez quelques olives et des tomates cerises pour une version méditerranéenne.",
    "Remplacez le papier cuisson par des feuilles de bananier pour un parfum plus doux.",
    "Glissez une cuillerée de lait de coco et une pincée de curry dans chaque papillote.",
  ],
};

const pates: Archetype = {
  id: "pates",
  name: { singular: "plat de pâtes", plural: "plats de pâtes", gender: "m" },
  course: "main",
  difficulty: "Facile",
  score(p) {
    if (p.countKind("pasta") === 0) return undefined;
    return (
      5 +
      0.5 * p.count("vegetable") +
      0.5 * p.count("cheese") +
      0.5 * p.count("cream") +
      0.5 * p.count("protein") -
      goalBonus(p, { "weight-loss": 1 }) -
      sweetPenalty(p, 3)
    );
  },
  pantry: () => [oil(0.75), { key: "cheese", perPortion: 15, unit: "g" }, ...essentials()],
  budgets: { vegetable: 1, protein: 0.7, cheese: 0.5, cream: 0.5 },
  accents: ["herbs", "thyme", "paprika"],
  title(dish) {
    const pasta = dish.kind("pasta")[0];
    const head = pasta && !/^pâtes?$/.test(pasta.noun.singular) ? capitalise(pasta.noun.plural) : "Pâtes";
    return writeTitle(dish, {
      head,
      of: [],
      with: ["vegetable", "protein", "cheese", "cream", "herb", "allium"],
      implied: (item) => item.kind === "pasta",
    });
  },
  pitch: () =>
    "Des pâtes liées à la poêle avec un peu de leur eau de cuisson, comme en Italie, pour une sauce qui nappe sans alourdir.",
  steps(dish) {
    const pasta = dish.kind("pasta");
    const otherStarch = dish.of("starch").filter((item) => item.kind !== "pasta");
    const alliums = dish.of("allium");
    const vegetables = vegetablesOf(dish);
    const proteins = proteinsOf(dish);
    const creamy = dish.of("cream", "milk");
    const cheese = dish.of("cheese");
    const eggs = dish.kind("egg");
    const oilItem = dish.pantry("oil");
    return [
      {
        text: "Portez à ébullition une grande casserole d'eau, puis salez-la généreusement (10 g de sel par litre).",
        minutes: 10,
        phase: "cook",
        temperature: "feu vif",
      },
      prepAromatics(dish, alliums, dish.of("herb")),
      prepProduce(dish, vegetables, "en petits morceaux"),
      prepProteins(dish, proteins, "en petits morceaux"),
      {
        text: sentences(
          `dans une grande sauteuse, faites chauffer ${oilItem ? dish.the(oilItem) : "un filet d'huile"} à feu moyen`,
          alliums.length ? `faites revenir ${dish.the(...alliums)} 2 minutes` : undefined,
          proteins.length ? `ajoutez ${dish.the(...proteins)} et faites dorer 5 minutes` : undefined,
          vegetables.length
            ? `ajoutez ${dish.the(...vegetables)}, ${dish.season()} et laissez cuire 8 à 10 minutes en remuant`
            : undefined,
          dish.spice ? `parfumez avec ${dish.the(dish.spice)}` : undefined,
        ),
        minutes: 2 + (proteins.length ? 5 : 0) + (vegetables.length ? 10 : 0),
        phase: "cook",
        temperature: "feu moyen",
      },
      {
        text: `Faites cuire ${dish.the(...pasta, ...otherStarch)} al dente, selon le temps indiqué sur le paquet. Avant d'égoutter, prélevez une louche d'eau de cuisson.`,
        minutes: 10,
        phase: "cook",
        temperature: "feu vif",
      },
      LEFTOVERS,
      {
        text: sentences(
          `versez les pâtes dans la sauteuse avec l'eau de cuisson réservée${creamy.length ? ` et ${dish.the(...creamy)}` : ""}, puis mélangez 1 minute à feu vif pour lier la sauce`,
          cheese.length + eggs.length
            ? `hors du feu, ajoutez ${joinList(
                [
                  eggs.length ? `${dish.the(...eggs)} ${dish.agree("battu", ...eggs)}` : "",
                  cheese.length ? dish.the(...cheese) : "",
                ].filter((part) => part.length > 0),
              )}${eggs.length ? " en remuant vivement : la chaleur des pâtes fait prendre les œufs en crème" : ""}`
            : undefined,
          herbsFinish(dish),
        ),
        minutes: 1,
        phase: "cook",
        temperature: "feu vif",
      },
    ];
  },
  leftovers: (dish, items) => leftoversInPan(dish, items, 2),
  materiel: () => ["Grande casserole", "Grande sauteuse", "Passoire", "Louche", "Planche à découper"],
  points: () => [
    "L'eau de cuisson, chargée d'amidon, lie la sauce et l'accroche aux pâtes : n'en jetez pas tout.",
    "Égouttez les pâtes une minute avant la fin : elles finissent de cuire dans la sauce.",
  ],
  tips: () => [
    "Ne mettez jamais d'huile dans l'eau de cuisson : la sauce n'accrocherait plus.",
    "Gardez les pâtes légèrement fermes, « al dente » : elles se tiennent mieux et rassasient plus longtemps.",
  ],
  dressage: () =>
    "Servez aussitôt dans des assiettes creuses chaudes, en formant un nid à la pince, avec un tour de poivre et un filet d'huile d'olive.",
  conservation: (dish) =>
    `${keepsCold(dish, "2 jours")} Réchauffez à la poêle avec un peu d'eau pour détendre la sauce.`,
  variations: (dish) => [
    "Ajoutez une poignée de roquette ou de pousses d'épinards au moment de servir.",
    dish.keeps("vegan") || dish.keeps("lactose-free")
      ? "Parsemez de chapelure dorée à l'huile d'olive et à l'ail en guise de fromage."
      : "Remplacez le fromage par de la ricotta pour une sauce plus douce.",
    "Terminez avec le zeste d'un citron et quelques pignons grillés.",
  ],
};

const bowl: Archetype = {
  id: "bowl",
  holdsFruit: true,
  name: { singular: "bowl", plural: "bowls", gender: "m" },
  course: "main",
  difficulty: "Facile",
  score(p) {
    const base =
      p.countKind("rice") +
      p.countKind("grain") +
      p.countKind("noodle") +
      p.countKind("pasta") +
      p.countKind("legume");
    if (base === 0) return undefined;
    return (
      1 +
      2 * (p.countKind("rice") + p.countKind("grain")) +
      1 * p.count("protein") +
      0.5 * p.count("vegetable") +
      1 * matches(p.given, /^avocat/) +
      (p.goal === "muscle" ? (p.count("protein") > 0 ? 3 : 1) : 0) +
      goalBonus(p, { health: 1.5, "weight-loss": 0.5 }) -
      sweetPenalty(p, 4)
    );
  },
  pantry: () => [
    oil(0.75),
    { key: "soy", perPortion: 0.5, unit: "c. à soupe", min: 1 },
    { key: "vinegar", perPortion: 0.25, unit: "c. à soupe", min: 1 },
    ...essentials(),
  ],
  budgets: { vegetable: 1.2, protein: 1, starch: 0.9, fruit: 0.5 },
  accents: ["cumin", "paprika", "curry"],
  title: (dish) =>
    writeTitle(dish, {
      head: "Bowl",
      raw: true,
      of: ["starch"],
      with: ["protein", "egg", "vegetable", "fruit", "cheese"],
    }),
  pitch: () =>
    "Un bowl complet et équilibré : une base de féculent, des protéines et des légumes, chacun préparé à sa façon et réunis dans de grands bols.",
  steps(dish) {
    const starch = dish.of("starch");
    const proteins = proteinsOf(dish).filter((item) => item.kind !== "egg");
    const eggs = dish.kind("egg");
    const vegetables = dish.of("vegetable", "potato");
    const soft = vegetables.filter((item) => RAW_VEG.test(item.noun.singular) || item.kind === "leafy");
    const roast = vegetables.filter((item) => !soft.includes(item));
    const fruit = dish.of("fruit", "citrus");
    const alliums = dish.of("allium");
    const oilItem = dish.pantry("oil");
    const soy = dish.pantry("soy");
    const vinegar = dish.pantry("vinegar");
    const toppings = [...proteins, ...eggs, ...soft, ...(roast.length ? [] : alliums), ...fruit];
    return [
      cookStarches(dish, starch, false),
      prepAromatics(dish, alliums, dish.of("herb")),
      prepProduce(dish, [...vegetables, ...fruit], "en dés ou en lamelles"),
      prepProteins(dish, proteins),
      proteins.length > 0 &&
        searProteins(
          dish,
          proteins,
          dish.spice ? `saupoudrez ${dish.the(dish.spice)} et réservez` : "puis réservez",
        ),
      roast.length > 0 && {
        text: `${proteins.length ? "Dans la même poêle" : "Dans une poêle bien chaude, avec un filet d'huile"}, faites sauter ${dish.the(...roast, ...alliums)} 8 minutes à feu vif, juste le temps de dorer sans ramollir.`,
        minutes: 8,
        phase: "cook",
        temperature: "feu vif",
      },
      eggs.length > 0 && {
        text: `Faites cuire ${dish.the(...eggs)} 6 minutes dans l'eau bouillante pour un jaune coulant, puis écalez-${dish.pronoun(...eggs)} sous l'eau froide.`,
        minutes: 6,
        phase: "cook",
        temperature: "feu vif",
      },
      {
        text: sentences(
          `préparez la sauce en mélangeant ${[soy, vinegar, oilItem].some(Boolean) ? dish.the(soy, vinegar, oilItem) : "un filet d'huile et un trait de citron"}${dish.spice && !dish.mentioned.has(dish.spice) ? `, avec ${dish.the(dish.spice)}` : ""}`,
        ),
        minutes: 2,
        phase: "prep",
      },
      LEFTOVERS,
      {
        text: sentences(
          starch.length
            ? `répartissez ${dish.the(...starch)} au fond de grands bols`
            : "prenez de grands bols",
          toppings.length
            ? `disposez par-dessus, en secteurs, ${dish.the(...toppings)}${roast.length ? " et les légumes sautés" : ""}`
            : roast.length
              ? "disposez les légumes sautés par-dessus"
              : undefined,
          "arrosez de sauce",
          herbsFinish(dish),
        ),
        minutes: 4,
        phase: "prep",
      },
    ];
  },
  leftovers: (dish, items) => ({
    text: `Préparez ${dish.added(...items)} pour les ajouter aux bols.`,
    minutes: 2,
    phase: "prep",
  }),
  materiel: () => ["Casserole", "Poêle", "Grands bols", "Planche à découper", "Couteau d'office"],
  points: () => [
    "Un bon bowl joue sur les contrastes : chaud et froid, fondant et croquant, doux et acidulé.",
    "Cuisez chaque élément à part : chacun garde sa texture et son goût.",
  ],
  tips: () => [
    "Préparez la base et la sauce la veille : le bowl se monte en cinq minutes.",
    "Une poignée de graines (sésame, courge, tournesol) ajoute du croquant et des bons gras.",
  ],
  dressage: () =>
    "Disposez chaque élément en secteur bien net sur la base, couleurs alternées, et versez la sauce en filet au dernier moment.",
  conservation: (dish) =>
    `${keepsCold(dish, "2 jours, éléments séparés,")} Ajoutez la sauce au moment de manger.`,
  variations: (dish) => [
    "Remplacez la base par du quinoa ou des nouilles de riz.",
    dish.keeps("vegan") || dish.keeps("lactose-free")
      ? "Ajoutez une sauce au tahini et citron."
      : "Ajoutez une sauce au yaourt, citron et herbes.",
    "Ajoutez des pickles d'oignon rouge pour l'acidité.",
  ],
};

const FRUIT_PREP = "en dés de 2 cm";

const crumble: Archetype = {
  id: "crumble",
  name: { singular: "crumble", plural: "crumbles", gender: "m" },
  course: "dessert",
  difficulty: "Facile",
  score(p) {
    if (p.count("fruit") === 0 || !p.canUse("flour") || !p.canUse("butter")) return undefined;
    return (
      2 +
      2 * p.count("fruit") +
      1.5 * (p.count("butter") + p.countKind("flour") + p.countKind("sugar")) +
      0.5 * p.count("nut") -
      savouryPenalty(p) -
      (p.restrictions.includes("keto") ? 2 : 0)
    );
  },
  pantry: () => [
    { key: "flour", perPortion: 35, unit: "g", essential: true },
    { key: "butter", perPortion: 25, unit: "g", essential: true },
    { key: "sugar", perPortion: 25, unit: "g" },
    { key: "salt", perPortion: 0.25, unit: "pincée", min: 1 },
  ],
  budgets: { fruit: 1.1, sweet: 0.5 },
  accents: ["cinnamon"],
  title: (dish) =>
    writeTitle(dish, {
      head: "Crumble",
      of: [],
      with: ["fruit", "nut", "sweet", "citrus"],
      implied: (item) => ["flour", "butter", "sugar"].includes(item.kind),
    }),
  pitch: () => "Un crumble aux fruits fondants, sous une pâte sablée qui croustille.",
  steps(dish) {
    const fruit = dish.of("fruit");
    const flour = dish.pantry("flour") ?? dish.kind("flour")[0];
    const butter = dish.pantry("butter") ?? dish.of("butter")[0];
    const sugar = dish.pantry("sugar") ?? dish.kind("sugar")[0];
    const salt = dish.pantry("salt");
    return [
      { text: "Préchauffez le four à 180 °C.", minutes: 0, phase: "prep", temperature: "180 °C" },
      prepProduce(dish, fruit, FRUIT_PREP),
      {
        // The fruit named here, so that only what goes over it (chocolate, nuts) is left to place.
        text: fruit.length
          ? `Disposez ${dish.the(...fruit)} dans un plat à gratin${dish.accent ? ` et saupoudrez-${dish.pronoun(...fruit)} ${dish.bare(dish.accent)}` : ""}.`
          : `Disposez les fruits dans un plat à gratin${dish.accent ? ` et saupoudrez-les ${dish.bare(dish.accent)}` : ""}.`,
        minutes: 2,
        phase: "prep",
      },
      {
        text: sentences(
          `dans un saladier, mélangez ${dish.the(flour, sugar, salt)}`,
          butter
            ? `ajoutez ${coldFat(dish, butter)} et travaillez du bout des doigts jusqu'à obtenir une pâte sableuse`
            : undefined,
        ),
        minutes: 8,
        phase: "prep",
        tip: "Ne pétrissez pas : les grumeaux irréguliers font le croustillant.",
      },
      LEFTOVERS,
      { text: "Émiettez la pâte sur les fruits, sans tasser.", minutes: 2, phase: "prep" },
      {
        text: "Enfournez pour 30 à 35 minutes, jusqu'à ce que le dessus soit doré et que le jus des fruits bouillonne sur les bords.",
        minutes: 35,
        phase: "cook",
        temperature: "180 °C",
      },
      { text: "Laissez tiédir 10 minutes avant de servir.", minutes: 10, phase: "rest" },
    ];
  },
  leftovers: (dish, items) => ({
    text: `Répartissez ${dish.added(...items)} sur les fruits.`,
    minutes: 1,
    phase: "prep",
  }),
  materiel: () => ["Plat à gratin", "Saladier", "Planche à découper", "Couteau d'office", "Économe"],
  points: () => [
    "Le beurre doit être froid : fondu, il donnerait une pâte compacte au lieu d'un sablé friable.",
    "Une couche de fruits épaisse d'au moins 3 cm reste juteuse sous la pâte.",
  ],
  tips: (dish) => [
    /^farine/.test((dish.pantry("flour") ?? dish.kind("flour")[0])?.noun.singular ?? "farine")
      ? "Remplacez un tiers de la farine par de la poudre d'amande ou des flocons d'avoine pour plus de croquant."
      : "Surveillez la fin de cuisson : sans farine de blé, la pâte colore plus vite.",
    "Un crumble se prépare à l'avance : enfournez-le au moment du repas pour le servir tiède.",
  ],
  dressage: (dish) =>
    firstAllowed(
      dish.restrictions,
      "Servez tiède dans des coupelles, avec une cuillerée de crème fraîche épaisse ou une boule de glace vanille.",
      "Servez tiède dans des coupelles, avec une cuillerée de crème de coco.",
      "Servez tiède dans des coupelles.",
    ),
  conservation: () =>
    "Se conserve 2 jours au réfrigérateur, couvert. Passez-le 10 minutes au four à 160 °C pour lui rendre son croustillant.",
  variations: () => [
    "Ajoutez une poignée de noisettes concassées dans la pâte.",
    "Mélangez deux fruits de saison, par exemple pommes et mûres.",
    "Parfumez la pâte d'une pincée de gingembre moulu ou de vanille.",
  ],
};

const clafoutis: Archetype = {
  id: "clafoutis",
  name: { singular: "clafoutis", plural: "clafoutis", gender: "m" },
  course: "dessert",
  difficulty: "Facile",
  score(p) {
    if (p.count("fruit") === 0 || !p.canUse("egg") || !p.canUse("milk") || !p.canUse("flour"))
      return undefined;
    return (
      1.5 +
      3 * p.countKind("stone-fruit") +
      1 * p.count("fruit") +
      0.8 * p.countKind("egg") +
      0.8 * p.count("milk") -
      savouryPenalty(p) -
      (p.restrictions.includes("keto") ? 2 : 0)
    );
  },
  pantry: () => [
    { key: "egg", perPortion: 0.75, unit: "pièce", min: 2, essential: true },
    { key: "milk", perPortion: 75, unit: "ml", essential: true },
    { key: "flour", perPortion: 20, unit: "g", essential: true },
    { key: "sugar", perPortion: 20, unit: "g" },
    { key: "butter", perPortion: 3, unit: "g", min: 5 },
    { key: "salt", perPortion: 0.25, unit: "pincée", min: 1 },
  ],
  budgets: { fruit: 0.9 },
  accents: ["cinnamon"],
  title: (dish) =>
    writeTitle(dish, {
      head: "Clafoutis",
      of: [],
      with: ["fruit", "nut", "sweet"],
      implied: (item) => ["egg", "milk", "flour", "sugar", "butter"].includes(item.kind),
    }),
  pitch: () => "Un clafoutis moelleux, entre flan et gâteau, où les fruits restent entiers et fondants.",
  steps(dish) {
    const fruit = dish.of("fruit");
    const eggs = dish.kind("egg");
    const milk = dish.pantry("milk") ?? dish.of("milk", "cream")[0];
    const flour = dish.pantry("flour") ?? dish.kind("flour")[0];
    const sugar = dish.pantry("sugar") ?? dish.kind("sugar")[0];
    const butter = dish.pantry("butter") ?? dish.of("butter")[0];
    const salt = dish.pantry("salt");
    const cherries = fruit.some((item) => /^cerise/.test(item.noun.singular));
    return [
      {
        text: sentences(
          "préchauffez le four à 180 °C",
          butter ? `beurrez un plat à four avec ${dish.the(butter)}` : "huilez légèrement un plat à four",
        ),
        minutes: 2,
        phase: "prep",
        temperature: "180 °C",
      },
      cherries
        ? {
            text: `Lavez et équeutez ${dish.the(...fruit)}${fruit.length > 1 ? ", puis coupez les plus gros fruits en morceaux" : ""}.`,
            minutes: 8,
            phase: "prep",
            tip: "Dans le Limousin, on garde les noyaux des cerises : ils parfument le clafoutis d'une note d'amande.",
          }
        : prepProduce(dish, fruit, "en morceaux"),
      {
        text: sentences(
          sugar
            ? `dans un saladier, fouettez ${dish.the(...eggs)} avec ${dish.the(sugar)} jusqu'à ce que le mélange blanchisse`
            : `dans un saladier, battez ${dish.the(...eggs)} en omelette`,
          `ajoutez ${dish.the(flour, salt, dish.accent)} en pluie, puis versez ${milk ? dish.the(milk) : "le lait"} petit à petit en fouettant, pour obtenir une pâte lisse et fluide`,
        ),
        minutes: 6,
        phase: "prep",
      },
      LEFTOVERS,
      {
        text: "Répartissez les fruits dans le plat et versez la pâte par-dessus.",
        minutes: 2,
        phase: "prep",
      },
      {
        text: "Enfournez pour 35 minutes, jusqu'à ce que le clafoutis soit gonflé et doré, et que la lame d'un couteau en ressorte sèche.",
        minutes: 35,
        phase: "cook",
        temperature: "180 °C",
      },
      {
        text: "Laissez tiédir au moins 15 minutes : le clafoutis se raffermit en refroidissant.",
        minutes: 15,
        phase: "rest",
      },
    ];
  },
  leftovers: (dish, items) => ({
    text: `Ajoutez ${dish.added(...items)} aux fruits.`,
    minutes: 1,
    phase: "prep",
  }),
  materiel: () => ["Plat à four de 24 cm environ", "Saladier", "Fouet", "Planche à découper"],
  points: () => [
    "Versez le lait petit à petit dans la farine : ajouté d'un coup, il formerait des grumeaux.",
    "Une pâte fluide, proche d'une pâte à crêpes, donne un clafoutis fondant.",
  ],
  tips: (dish) => [
    `Roulez les fruits dans un peu ${ofBare((dish.pantry("flour") ?? dish.kind("flour")[0])?.noun.singular ?? "farine")}\u00a0: ils ne tomberont pas tous au fond.`,
    dish.pantry("sugar") || dish.kind("sugar").length
      ? "Saupoudrez de sucre glace à la sortie du four pour une jolie finition."
      : "Sans sucre ajouté, choisissez des fruits bien mûrs : ils apportent toute la douceur.",
  ],
  dressage: (dish) =>
    firstAllowed(
      dish.restrictions,
      "Servez tiède ou froid, découpé en parts dans le plat, saupoudré de sucre.",
      "Servez tiède ou froid, découpé en parts dans le plat.",
    ),
  conservation: () => "Se conserve 2 jours au réfrigérateur, filmé. Il est aussi bon froid que tiède.",
  variations: () => [
    "Remplacez une partie du lait par de la crème pour un clafoutis plus riche.",
    "Ajoutez 30 g de poudre d'amande à la pâte.",
    "Essayez avec des abricots, des prunes ou des poires, selon la saison.",
  ],
};

const compote: Archetype = {
  id: "compote",
  name: { singular: "compote", plural: "compotes", gender: "f" },
  course: "dessert",
  difficulty: "Facile",
  score(p) {
    if (p.count("fruit") === 0) return undefined;
    return (
      1.5 +
      1.5 * p.countKind("orchard-fruit") +
      0.5 * p.count("fruit") -
      savouryPenalty(p, 1.5) +
      goalBonus(p, { "weight-loss": 1, health: 0.5 })
    );
  },
  pantry: (p) => [
    { key: "water", perPortion: 20, unit: "ml", min: 50 },
    ...(p.goal === "weight-loss" ? [] : [{ key: "sugar", perPortion: 8, unit: "g" } satisfies PantryNeed]),
  ],
  budgets: { fruit: 1.3, sweet: 0.4 },
  accents: ["cinnamon"],
  title: (dish) =>
    writeTitle(dish, {
      head: "Compote",
      of: ["fruit"],
      with: ["nut", "sweet", "citrus"],
      implied: (item) => item.kind === "sugar",
    }),
  pitch: () =>
    "Une compote maison, cuite doucement à couvert : les fruits se défont d'eux-mêmes et gardent tout leur goût.",
  steps(dish) {
    const fruit = dish.of("fruit");
    const water = dish.pantry("water");
    const sugar = dish.pantry("sugar") ?? dish.kind("sugar")[0];
    return [
      prepProduce(dish, fruit, "en morceaux"),
      {
        text: sentences(
          `mettez les fruits dans une casserole avec ${water ? dish.the(water) : "un fond d'eau"}${sugar ? `, ${dish.the(sugar)}` : ""}${dish.accent ? ` et ${dish.the(dish.accent)}` : ""}`,
        ),
        minutes: 2,
        phase: "prep",
      },
      LEFTOVERS,
      {
        text: "Couvrez et laissez compoter 20 minutes à feu doux, en remuant de temps en temps, jusqu'à ce que les fruits soient tout à fait tendres.",
        minutes: 20,
        phase: "cook",
        temperature: "feu doux",
      },
      {
        text: "Écrasez à la fourchette pour une compote rustique, ou mixez pour une texture lisse, puis laissez refroidir.",
        minutes: 3,
        phase: "prep",
      },
    ];
  },
  leftovers: (dish, items) => ({
    text: `Ajoutez ${dish.added(...items)} dans la casserole.`,
    minutes: 1,
    phase: "prep",
  }),
  materiel: () => ["Casserole avec couvercle", "Planche à découper", "Économe", "Fourchette ou mixeur"],
  points: () => [
    "Un fond d'eau suffit : les fruits rendent leur jus en cuisant.",
    "Mélanger des variétés de fruits différentes donne une compote plus complexe.",
  ],
  tips: () => [
    "Goûtez avant de sucrer : des fruits bien mûrs n'en ont souvent presque pas besoin.",
    "Un trait de jus de citron garde aux fruits clairs leur belle couleur.",
  ],
  dressage: (dish) =>
    firstAllowed(
      dish.restrictions,
      "Servez dans des verrines, tiède ou bien froide, avec un biscuit sablé émietté par-dessus.",
      "Servez dans des verrines, tiède ou bien froide, parsemée d'amandes effilées grillées.",
    ),
  conservation: () =>
    "Se conserve 5 jours au réfrigérateur dans un bocal propre et fermé, ou 3 mois au congélateur.",
  variations: () => [
    "Ajoutez une gousse de vanille fendue pendant la cuisson.",
    "Mélangez avec un yaourt nature pour un dessert plus léger.",
    "Servez-la chaude sur des crêpes ou une brioche grillée.",
  ],
};

const galettes: Archetype = {
  id: "galettes",
  name: { singular: "galette", plural: "galettes", gender: "f" },
  namePlural: true,
  course: "main",
  difficulty: "Moyen",
  score(p) {
    const grated =
      p.count("potato") +
      matches(
        p.given.filter((item) => item.group === "vegetable"),
        GRATED_VEG,
      );
    if (grated === 0 || (!p.canUse("egg") && !p.canUse("flour"))) return undefined;
    return (
      1 +
      1.5 * p.count("potato") +
      1 * grated +
      0.8 * p.countKind("egg") +
      0.5 * p.count("cheese") +
      0.3 * p.count("herb") -
      0.5 * p.count("protein") -
      goalBonus(p, { "weight-loss": 1 }) -
      sweetPenalty(p)
    );
  },
  pantry: () => [
    { key: "egg", perPortion: 0.5, unit: "pièce", min: 1 },
    { key: "flour", perPortion: 15, unit: "g" },
    oil(1),
    ...essentials(),
  ],
  budgets: { vegetable: 1, potato: 1, cheese: 0.5, protein: 0.5 },
  accents: ["cumin", "herbs", "paprika"],
  title: (dish) =>
    writeTitle(dish, {
      head: "Galettes",
      of: ["potato", "vegetable"],
      with: ["cheese", "herb", "protein"],
      implied: (item) => ["egg", "flour"].includes(item.kind),
    }),
  pitch: () => "Des galettes croustillantes dehors et tendres dedans, poêlées en quelques minutes.",
  steps(dish) {
    // Peas and sweetcorn cannot be grated: they join the batter whole.
    const grated = vegetablesOf(dish).filter((item) => !comesReady(item));
    const whole = vegetablesOf(dish).filter(comesReady);
    const eggs = dish.kind("egg");
    const flour = dish.pantry("flour") ?? dish.kind("flour")[0];
    const alliums = dish.of("allium");
    const cheese = dish.of("cheese");
    const proteins = proteinsOf(dish).filter((item) => item.kind !== "egg");
    const herbs = dish.of("herb").filter((item) => item.origin === "given");
    const oilItem = dish.pantry("oil");
    // The grated vegetables are the batter itself: grating them is already using them.
    dish.use(...grated);
    return [
      prepAromatics(dish, alliums, herbs),
      {
        text: sentences(
          prepProduce(dish, grated, "avec une râpe à gros trous", "râpez")?.text,
          "pressez la râpée dans un torchon propre pour en exprimer le maximum d'eau",
        ),
        minutes: 10,
        phase: "prep",
        tip: "Plus la râpée est sèche, plus les galettes seront croustillantes.",
      },
      prepProteins(dish, proteins, "en tout petits dés"),
      {
        text: sentences(
          `dans un saladier, mélangez la râpée avec ${dish.the(...eggs, flour, ...whole, ...alliums, ...cheese, ...proteins, ...herbs, dish.accent) || "un peu de sel"}`,
          dish.season(),
        ),
        minutes: 3,
        phase: "prep",
      },
      LEFTOVERS,
      {
        text: `Faites chauffer ${oilItem ? dish.the(oilItem) : "un bon filet d'huile"} dans une grande poêle à feu moyen. Déposez-y des petits tas de préparation et aplatissez-les à la spatule.`,
        minutes: 2,
        phase: "cook",
        temperature: "feu moyen",
      },
      {
        text: "Faites cuire 4 minutes de chaque côté, jusqu'à ce que les galettes soient bien dorées, puis égouttez-les sur du papier absorbant. Procédez en plusieurs fournées.",
        minutes: 16,
        phase: "cook",
        temperature: "feu moyen",
      },
    ];
  },
  leftovers: (dish, items) => ({
    text: `Incorporez ${dish.added(...items)} à la préparation.`,
    minutes: 1,
    phase: "prep",
  }),
  materiel: () => [
    "Râpe à gros trous",
    "Torchon propre",
    "Saladier",
    "Grande poêle",
    "Spatule",
    "Papier absorbant",
  ],
  points: () => [
    "Essorer la râpée est l'étape décisive : l'eau empêche les galettes de croustiller.",
    "Une poêle bien chaude saisit la surface tout de suite ; trop froide, les galettes boivent l'huile.",
  ],
  tips: () => [
    "Gardez les premières fournées au chaud dans le four à 100 °C pendant que vous cuisez les suivantes.",
    "Des galettes fines sont plus croustillantes que des galettes épaisses.",
  ],
  dressage: (dish) =>
    firstAllowed(
      dish.restrictions,
      "Servez les galettes bien chaudes, en pile, avec une sauce au yaourt et aux herbes ou une salade verte.",
      "Servez les galettes bien chaudes, en pile, avec une salade verte.",
    ),
  conservation: (dish) =>
    `${keepsCold(dish, "2 jours")} Réchauffez-les à la poêle ou au four, jamais au micro-ondes qui les ramollit.`,
  variations: () => [
    "Ajoutez une pincée de curry et des herbes fraîches à la préparation.",
    "Mélangez moitié pommes de terre, moitié patate douce.",
    "Servez-les avec un œuf poché pour un brunch complet.",
  ],
};

function sweetTart(dish: Dish): boolean {
  return dish.of("fruit").length > 0 && dish.of("vegetable").length === 0;
}

const tarteFine: Archetype = {
  id: "tarte-fine",
  name: { singular: "tarte fine", plural: "tartes fines", gender: "f" },
  course: "both",
  difficulty: "Moyen",
  score(p) {
    const fruit = p.countKind("orchard-fruit") + p.countKind("stone-fruit");
    const veg = matches(
      p.given.filter((item) => item.group === "vegetable"),
      TART_VEG,
    );
    if (fruit === 0 && veg === 0) return undefined;
    const flourOk =
      p.countKind("dough") > 0 || (p.canUse("flour") && !gluten(p) && !p.restrictions.includes("keto"));
    if (!flourOk) return undefined;
    const sweetScore =
      1 +
      2 * p.countKind("orchard-fruit") +
      1 * p.countKind("stone-fruit") +
      1 * (p.countKind("flour") + p.count("butter") + p.countKind("dough")) -
      savouryPenalty(p);
    const savouryScore =
      1 +
      1.2 * veg +
      0.5 * p.count("cheese") -
      0.5 * p.count("protein") -
      sweetPenalty(p) -
      goalBonus(p, { "weight-loss": 1 });
    return p.sweet ? sweetScore : savouryScore;
  },
  pantry: (p) => [
    ...(p.countKind("dough") > 0
      ? []
      : [
          { key: "flour", perPortion: 40, unit: "g", essential: true } satisfies PantryNeed,
          { key: "butter", perPortion: 20, unit: "g" } satisfies PantryNeed,
          { key: "water", perPortion: 10, unit: "ml", min: 30 } satisfies PantryNeed,
        ]),
    ...(p.sweet
      ? [{ key: "sugar", perPortion: 10, unit: "g" } satisfies PantryNeed]
      : [oil(0.25), { key: "pepper", perPortion: 0.5, unit: "pincée", min: 1 } satisfies PantryNeed]),
    { key: "salt", perPortion: 0.25, unit: "pincée", min: 1 },
  ],
  budgets: { fruit: 0.8, vegetable: 0.8, cheese: 0.5 },
  accents: (p) => (p.sweet ? ["cinnamon"] : ["thyme", "herbs"]),
  title: (dish) =>
    writeTitle(dish, {
      head: "Tarte fine",
      of: [],
      with: ["fruit", "vegetable", "cheese", "herb", "allium"],
      implied: (item) => ["flour", "butter", "dough", "sugar"].includes(item.kind),
    }),
  pitch: (dish) =>
    sweetTart(dish)
      ? "Une tarte fine et croustillante, aux fruits joliment rangés et caramélisés au four."
      : "Une tarte fine salée, croustillante, où les légumes rôtissent directement sur la pâte.",
  steps(dish) {
    const dough = dish.kind("dough");
    const flour = dish.pantry("flour") ?? dish.kind("flour")[0];
    const butter = dish.pantry("butter") ?? dish.of("butter")[0];
    const water = dish.pantry("water");
    const topping = [...dish.of("fruit"), ...vegetablesOf(dish), ...dish.of("allium")];
    const cheese = dish.of("cheese");
    const sugar = dish.pantry("sugar") ?? dish.kind("sugar")[0];
    const oilItem = dish.pantry("oil");
    const salt = dish.pantry("salt");
    return [
      dough.length === 0 &&
        flour && {
          text: sentences(
            `mélangez ${dish.the(flour, salt)}, ajoutez ${butter ? coldFat(dish, butter) : "3 cuillerées d'huile"} et sablez du bout des doigts`,
            `liez avec ${water ? dish.the(water) : "un peu d'eau"} froide, formez une boule et laissez reposer 20 minutes au frais`,
          ),
          minutes: 30,
          phase: "prep",
        },
      { text: "Préchauffez le four à 200 °C.", minutes: 0, phase: "prep", temperature: "200 °C" },
      prepProduce(dish, topping, "en tranches très fines"),
      {
        text: dough.length
          ? `Déroulez ${dish.the(...dough)} sur une plaque couverte de papier cuisson et piquez-la à la fourchette.`
          : "Étalez la pâte le plus finement possible (2 mm) sur une feuille de papier cuisson, posez-la sur la plaque et piquez-la à la fourchette.",
        minutes: 5,
        phase: "prep",
      },
      LEFTOVERS,
      {
        text: sentences(
          "disposez la garniture en rosace sur la pâte, en laissant une bordure de 1 cm",
          sugar ? `saupoudrez ${dish.bare(sugar)}` : undefined,
          oilItem ? `arrosez ${dish.bare(oilItem)}` : undefined,
          sweetTart(dish) ? undefined : dish.season(),
          cheese.length ? `parsemez ${dish.the(...cheese)}` : undefined,
          dish.spice ? `ajoutez ${dish.the(dish.spice)}` : undefined,
        ),
        minutes: 6,
        phase: "prep",
      },
      {
        text: sentences(
          "enfournez pour 25 minutes, jusqu'à ce que la pâte soit dorée et croustillante sur les bords",
          herbsFinish(dish) && `à la sortie du four, ${herbsFinish(dish)}`,
        ),
        minutes: 25,
        phase: "cook",
        temperature: "200 °C",
      },
    ];
  },
  leftovers: (dish, items) => ({
    text: `Répartissez ${dish.added(...items)} sur la pâte.`,
    minutes: 1,
    phase: "prep",
  }),
  materiel: (dish) => [
    "Plaque de four",
    "Papier cuisson",
    "Couteau d'office",
    ...(dish.kind("dough").length ? [] : ["Saladier", "Rouleau à pâtisserie"]),
  ],
  points: () => [
    "Une pâte très fine et bien piquée reste croustillante sans précuisson.",
    "Des tranches fines et régulières cuisent en même temps que la pâte.",
  ],
  tips: (dish) => [
    "Faites glisser la tarte sur une grille à la sortie du four : le dessous reste croustillant.",
    sweetTart(dish)
      ? "Un pinceau de confiture d'abricot tiède sur les fruits, à la sortie du four, les fait briller."
      : "Un filet d'huile d'olive crue et quelques feuilles de basilic à la sortie du four réveillent les légumes.",
  ],
  dressage: () =>
    "Découpez la tarte en rectangles à la roulette ou au grand couteau et servez-la tiède, sur une planche.",
  conservation: () =>
    "Se déguste de préférence le jour même. Elle se garde 24 heures au réfrigérateur ; repassez-la 5 minutes au four pour lui rendre son croustillant.",
  variations: (dish) =>
    sweetTart(dish)
      ? [
          "Étalez une fine couche de poudre d'amande sous les fruits : elle absorbe leur jus.",
          "Arrosez d'un filet de miel à mi-cuisson.",
          "Servez avec une boule de glace vanille.",
        ]
      : [
          "Étalez une fine couche de moutarde ou de pesto sur la pâte avant la garniture.",
          "Ajoutez quelques olives noires et des anchois.",
          "Terminez par une poignée de roquette à la sortie du four.",
        ],
};

const gateau: Archetype = {
  id: "gateau",
  name: { singular: "gâteau", plural: "gâteaux", gender: "m" },
  course: "dessert",
  difficulty: "Facile",
  score(p) {
    if (!p.sweet || !p.canUse("flour")) return undefined;
    return (
      1 +
      2 * p.countKind("chocolate") +
      1.5 * p.count("yogurt") +
      0.8 * p.count("nut") +
      0.5 * p.count("fruit") +
      1 * (p.countKind("flour") + p.count("butter") + p.countKind("egg") + p.countKind("sugar")) -
      savouryPenalty(p)
    );
  },
  pantry: () => [
    { key: "flour", perPortion: 30, unit: "g", essential: true },
    { key: "sugar", perPortion: 20, unit: "g" },
    { key: "egg", perPortion: 0.5, unit: "pièce", min: 2 },
    { key: "butter", perPortion: 15, unit: "g" },
    { key: "milk", perPortion: 20, unit: "ml" },
    { key: "salt", perPortion: 0.25, unit: "pincée", min: 1 },
  ],
  budgets: { fruit: 0.5, sweet: 0.6, nut: 0.5, yogurt: 0.5 },
  accents: ["cinnamon"],
  title: (dish) =>
    writeTitle(dish, {
      head: "Gâteau moelleux",
      of: [],
      with: ["sweet", "fruit", "nut", "yogurt", "citrus"],
      implied: (item) =>
        ["flour", "egg", "butter", "milk"].includes(item.kind) ||
        (item.kind === "sugar" && /^sucre/.test(item.noun.singular)),
    }),
  pitch: () => "Un gâteau de ménage moelleux, simple à réussir et parfait pour le goûter.",
  steps(dish) {
    const flour = dish.pantry("flour") ?? dish.kind("flour")[0];
    const sugar =
      dish.pantry("sugar") ?? dish.kind("sugar").find((item) => /^sucre/.test(item.noun.singular));
    const eggs = dish.kind("egg");
    const butter = dish.pantry("butter") ?? dish.of("butter")[0];
    const milk = dish.pantry("milk") ?? dish.of("milk")[0];
    const salt = dish.pantry("salt");
    const chocolate = dish.kind("chocolate");
    const fruit = dish.of("fruit", "citrus");
    const wet = [...dish.of("yogurt"), ...(milk ? [milk] : [])];
    return [
      {
        text: sentences("préchauffez le four à 180 °C", "graissez et farinez un moule à manqué de 22 cm"),
        minutes: 3,
        phase: "prep",
        temperature: "180 °C",
      },
      (butter || chocolate.length > 0) && {
        text: `Faites fondre ${dish.the(...chocolate, butter)} à feu très doux ou au bain-marie, puis laissez tiédir.`,
        minutes: 5,
        phase: "cook",
        temperature: "feu doux",
      },
      prepProduce(
        dish,
        fruit.filter((item) => item.kind !== "citrus"),
        "en petits morceaux",
      ),
      {
        text: sentences(
          eggs.length
            ? `fouettez ${dish.the(...eggs)}${sugar ? ` avec ${dish.the(sugar)}` : ""} jusqu'à ce que le mélange blanchisse`
            : sugar
              ? `dans un saladier, mettez ${dish.the(sugar)}`
              : undefined,
          `incorporez ${butter || chocolate.length ? "le mélange fondu" : "le tout"}${wet.length ? `, ${dish.the(...wet)}` : ""}, puis ${dish.the(flour, salt, dish.accent)}, sans trop travailler la pâte`,
        ),
        minutes: 8,
        phase: "prep",
      },
      LEFTOVERS,
      { text: "Versez la pâte dans le moule et lissez la surface.", minutes: 1, phase: "prep" },
      {
        text: "Enfournez pour 30 minutes, jusqu'à ce que la lame d'un couteau plantée au centre ressorte sèche.",
        minutes: 30,
        phase: "cook",
        temperature: "180 °C",
      },
      { text: "Laissez tiédir 10 minutes avant de démouler sur une grille.", minutes: 10, phase: "rest" },
    ];
  },
  leftovers: (dish, items) => ({
    text: `Incorporez ${dish.added(...items)} à la pâte.`,
    minutes: 1,
    phase: "prep",
  }),
  materiel: () => ["Moule à manqué de 22 cm", "Saladier", "Fouet", "Casserole", "Grille"],
  points: () => [
    "Une pâte juste mélangée reste moelleuse : trop travaillée, elle devient élastique.",
    "N'ouvrez pas le four pendant les 20 premières minutes, sinon le gâteau retombe.",
  ],
  tips: (dish) => [
    "Un gâteau encore légèrement humide au centre sera fondant une fois refroidi.",
    dish.kind("chocolate").length
      ? "Une pincée de sel relève le goût du chocolat : ne l'oubliez pas."
      : "Une pincée de sel relève le goût du sucre et du beurre : ne l'oubliez pas.",
  ],
  dressage: (dish) =>
    firstAllowed(
      dish.restrictions,
      "Servez en parts sur une assiette, saupoudré de sucre glace ou accompagné d'une crème anglaise.",
      "Servez en parts sur une assiette, tiède ou à température ambiante.",
    ),
  conservation: () => "Se conserve 3 jours à température ambiante, sous une cloche ou enveloppé de film.",
  variations: () => [
    "Ajoutez le zeste d'une orange à la pâte.",
    "Parsemez de pépites de chocolat ou d'amandes effilées avant d'enfourner.",
    "Remplacez un tiers de la farine par de la poudre de noisette.",
  ],
};

export const ARCHETYPES: readonly Archetype[] = [
  poelee,
  gratin,
  veloute,
  soupe,
  risotto,
  omelette,
  salade,
  curry,
  wok,
  quiche,
  papillote,
  pates,
  bowl,
  crumble,
  clafoutis,
  compote,
  galettes,
  tarteFine,
  gateau,
];
