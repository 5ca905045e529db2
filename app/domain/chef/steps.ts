import { capitalise } from "../base/french";
import { lentilMinutes } from "./cooking-liquids";
import type { Dish, Item, StepDraft } from "./kitchen";

/**
 * Phrases several dishes share: preparing produce, cooking proteins and starches. Each takes the items
 * it is about and returns nothing when there are none, so a template can list every possible step and
 * keep only those its ingredients call for.
 */

const PEELED =
  /^(carotte|pomme|poire(?!au)|patate|navet|panais|céleri|betterave|potiron|courge(?!tte)|butternut|citrouille|oignon|échalote|ail|gingembre|mangue|ananas|banane|kiwi|coing|topinambour|rutabaga|radis noir|salsifis|avocat|melon|pastèque|orange|pamplemousse|clémentine|mandarine|pêche|nectarine)/;
const DRIED_HERB = /^(thym|romarin|laurier|herbes|origan|sarriette)/;

function peeled(item: Item): boolean {
  return item.entry !== undefined && PEELED.test(item.noun.singular);
}

/** Joins finished sentences into one step text. */
export function sentences(...parts: (string | false | undefined)[]): string {
  return parts
    .filter((part): part is string => Boolean(part))
    .map((part) => capitalise(part.trim()).replace(/([^.!?])$/, "$1."))
    .join(" ");
}

/** Small fruit and vegetables that are rinsed whole rather than cut. */
const WHOLE = /^(fraise|framboise|myrtille|mûre|groseille|cassis|cerise|raisin|tomate cerise)/;
/** Green beans and mangetout are topped and tailed, not cut into pieces. */
const TRIMMED = /^(haricot vert|haricot beurre|pois gourmand)/;
/** Bought ready to cook (shelled peas, sweetcorn, tinned tomatoes): nothing to prepare. */
const READY = /^(petit pois|maïs|coulis|tomate pelée|cœur de palmier)/;

/** Sold ready to cook (shelled, tinned): nothing to peel, cut or grate. */
export function comesReady(item: Item): boolean {
  return READY.test(item.noun.singular);
}

/** « Épluchez les carottes, lavez les courgettes, puis coupez le tout en dés. » */
const FLORETS = /^(?:brocoli|chou-fleur|chou romanesco|romanesco)/;

/**
 * Produce cut its own way whatever the dish asks: leaves washed whole, berries rinsed, beans
 * topped, foods sold ready, and a broccoli or a cauliflower in florets, never « en fines lanières ».
 */
function hasOwnCut(item: Item): boolean {
  const name = item.noun.singular;
  return (
    item.kind === "leafy" || WHOLE.test(name) || TRIMMED.test(name) || comesReady(item) || FLORETS.test(name)
  );
}

/**
 * Whether the dish's own cut (« en fines lanières ») reaches this food, as prepProduce and
 * prepProteins write it: meat and poultry, and produce with no cut of its own. Tofu and fish go
 * in cubes, sausages in rounds, ham in dice, whatever the dish; a tip about the cut reads this.
 */
export function takesTheCut(item: Item): boolean {
  if (item.group === "protein") return (item.kind === "meat" || item.kind === "poultry") && !isMinced(item);
  return !hasOwnCut(item);
}

function prepProduceText(
  dish: Dish,
  items: readonly Item[],
  cut: string,
  verb = "coupez",
): StepDraft | undefined {
  if (items.length === 0) return undefined;
  const leafy = items.filter((item) => item.kind === "leafy");
  const whole = items.filter((item) => !leafy.includes(item) && WHOLE.test(item.noun.singular));
  const trimmed = items.filter((item) => TRIMMED.test(item.noun.singular));
  const mushrooms = items.filter((item) => item.kind === "mushroom");
  const florets = items.filter((item) => FLORETS.test(item.noun.singular));
  const rest = items.filter((item) => !mushrooms.includes(item) && !hasOwnCut(item));
  const toPeel = rest.filter(peeled);
  const toWash = rest.filter((item) => !toPeel.includes(item));
  const clauses: string[] = [];
  if (toPeel.length) clauses.push(`épluchez ${dish.the(...toPeel)}`);
  if (toWash.length) clauses.push(`lavez ${dish.the(...toWash)}`);
  if (mushrooms.length) clauses.push(`nettoyez ${dish.the(...mushrooms)} avec un papier absorbant humide`);
  const cutItems = [...toPeel, ...toWash, ...mushrooms];
  const object = cutItems.length === 1 ? `${verb}-${dish.pronoun(...cutItems)}` : `${verb} le tout`;
  const cutText = cutItems.length ? `${clauses.join(", ")}, puis ${object} ${cut}` : undefined;
  const wholeText = whole.length
    ? `rincez délicatement ${dish.the(...whole)} et égouttez sur un linge propre`
    : undefined;
  const trimmedText = trimmed.length ? `lavez et équeutez ${dish.the(...trimmed)}` : undefined;
  const leafyText = leafy.length ? `lavez et essorez ${dish.the(...leafy)}` : undefined;
  const floretText = florets.length
    ? `lavez ${dish.the(...florets)} et détaillez-${dish.pronoun(...florets)} en petits bouquets`
    : undefined;
  if (!cutText && !wholeText && !trimmedText && !leafyText && !floretText) return undefined;
  return {
    text: sentences(cutText, floretText, wholeText, trimmedText, leafyText),
    minutes: Math.min(20, 4 + 2 * items.length),
    phase: "prep",
  };
}

/** « Épluchez l'oignon et l'ail, puis émincez-les finement. Lavez et ciselez le basilic. » */
function prepAromaticsText(
  dish: Dish,
  alliums: readonly Item[],
  herbs: readonly Item[],
): StepDraft | undefined {
  const fresh = herbs.filter((item) => item.origin === "given" && !DRIED_HERB.test(item.noun.singular));
  const spices = dish.of("spice").filter((item) => item.origin === "given");
  const ginger = spices.filter((item) => item.noun.singular === "gingembre");
  const chilli = spices.filter((item) => item.noun.singular === "piment");
  if (alliums.length + fresh.length + ginger.length + chilli.length === 0) return undefined;
  return {
    text: sentences(
      alliums.length
        ? `épluchez ${dish.the(...alliums)}, puis émincez-${dish.pronoun(...alliums)} finement`
        : undefined,
      ginger.length ? `épluchez et râpez ${dish.the(...ginger)}` : undefined,
      chilli.length ? `épépinez et émincez ${dish.the(...chilli)}` : undefined,
      fresh.length ? `lavez et ciselez ${dish.the(...fresh)}` : undefined,
    ),
    minutes: 2 + 2 * alliums.length + fresh.length + 2 * (ginger.length + chilli.length),
    phase: "prep",
  };
}

/**
 * Fresh sausages (Toulouse, merguez, chipolatas, smoked ones to cook): raw inside, they are
 * browned in thick rounds, never diced like ham. « Saucisson » is not one: it is cured, and diced.
 */
const SAUSAGE = /^(?:saucisse|merguez|chipolata)/;

function isSausage(item: Item): boolean {
  return item.kind === "cured" && SAUSAGE.test(item.noun.singular);
}

/** Minced meat is crumbled as it cooks: no knife ever touches it. */
const MINCED = /haché|chair à saucisse/;

export function isMinced(item: Item): boolean {
  return MINCED.test(item.noun.singular);
}

/** Foods a knife can slice once cooked: a breast, a fillet, a block of tofu; not mince nor pulses. */
export function sliceable(item: Item): boolean {
  return !isMinced(item) && item.kind !== "legume" && item.kind !== "seafood" && item.kind !== "egg";
}

/** Cutting proteins before cooking, by kind; lardons, minced meat and pulses need no knife. */
function prepProteinsText(
  dish: Dish,
  items: readonly Item[],
  cut = "en morceaux de 2 à 3 cm",
  simmered = false,
): StepDraft | undefined {
  const minced = items.filter(isMinced);
  const meat = items.filter((item) => (item.kind === "meat" || item.kind === "poultry") && !isMinced(item));
  const sausages = items.filter(isSausage);
  const cured = items.filter(
    (item) =>
      item.kind === "cured" && !/^lardon/.test(item.noun.singular) && !isMinced(item) && !isSausage(item),
  );
  const fish = items.filter((item) => item.kind === "fish");
  const seafood = items.filter((item) => item.kind === "seafood");
  const tofu = items.filter((item) => item.kind === "tofu");
  const pulses = items.filter((item) => item.kind === "legume");
  const other = items.filter(
    (item) =>
      ![...minced, ...meat, ...sausages, ...cured, ...fish, ...seafood, ...tofu, ...pulses].includes(item) &&
      !/^lardon/.test(item.noun.singular),
  );
  const parts = [
    meat.length ? `coupez ${dish.the(...meat)} ${cut}` : undefined,
    sausages.length ? `coupez ${dish.the(...sausages)} en rondelles épaisses` : undefined,
    cured.length ? `coupez ${dish.the(...cured)} en petits dés` : undefined,
    fish.length
      ? `vérifiez qu'il ne reste pas d'arêtes dans ${dish.the(...fish)}, puis coupez en gros cubes`
      : undefined,
    seafood.length
      ? `décortiquez ${dish.the(...seafood)} si besoin, puis rincez-${dish.pronoun(...seafood)}`
      : undefined,
    tofu.length ? `égouttez ${dish.the(...tofu)} et coupez-${dish.pronoun(...tofu)} en cubes` : undefined,
    ...pulsePrep(dish, pulses, simmered),
    other.length ? `coupez ${dish.the(...other)} en morceaux` : undefined,
  ];
  if (parts.every((part) => !part)) return undefined;
  const cooking = pulseMinutes(pulses, simmered);
  return {
    text: sentences(...parts),
    minutes: 3 + 2 * items.length + cooking,
    phase: cooking > 0 ? "cook" : "prep",
    ...(soaksOvernight(pulses, simmered) ? { dayBefore: true } : {}),
    ...(cooking >= 60
      ? { tip: "Avec des légumineuses en conserve, un simple rinçage suffit : comptez 1 h 30 de moins." }
      : {}),
  };
}

const CANNED = /en conserve/;
// Lentils and split peas need no soaking: rinsed, they simmer tender in their own time.
const LENTILS = /^(?:lentille|pois cassé)/;

/**
 * Dried pulses as the lexicon knows them: lentils and split peas cook in their kind's time
 * (cooking-liquids.ts), the others soak overnight and simmer 1 h 30; tinned ones are only rinsed.
 */
function pulsePrep(dish: Dish, pulses: readonly Item[], simmered: boolean): string[] {
  // In a soup or a curry, lentils and split peas cook in the liquid itself: a rinse is all they need first.
  const canned = pulses.filter(
    (item) => CANNED.test(item.noun.singular) || (simmered && LENTILS.test(item.noun.singular)),
  );
  const lentils = pulses.filter((item) => !canned.includes(item) && LENTILS.test(item.noun.singular));
  const dried = pulses.filter((item) => !canned.includes(item) && !lentils.includes(item));
  return [
    canned.length ? `rincez et égouttez ${dish.the(...canned)}` : undefined,
    lentils.length
      ? `rincez ${dish.the(...lentils)}, puis faites-${dish.pronoun(...lentils)} cuire ${lentilsMinutes(lentils)} minutes dans l'eau frémissante non salée et égouttez`
      : undefined,
    dried.length
      ? `faites tremper ${dish.the(...dried)} la veille dans un grand volume d'eau froide, puis faites-${dish.pronoun(...dried)} cuire 1\u00a0h\u00a030 dans l'eau frémissante et égouttez`
      : undefined,
  ].filter((part): part is string => part !== undefined);
}

/** The longest time of these lentils or split peas (red lentils 15 minutes, green 25, blond 30, split peas 45); 0 for none. */
export function lentilsMinutes(items: readonly Item[]): number {
  return Math.max(0, ...items.map((item) => lentilMinutes(item.entry) ?? 0));
}

function driedPulses(pulses: readonly Item[], simmered: boolean): Item[] {
  return pulses.filter(
    (item) => !CANNED.test(item.noun.singular) && !(simmered && LENTILS.test(item.noun.singular)),
  );
}

/** Dried chickpeas or beans: they soak from the day before (lentils and split peas never do). */
function soaksOvernight(pulses: readonly Item[], simmered: boolean): boolean {
  return driedPulses(pulses, simmered).some((item) => !LENTILS.test(item.noun.singular));
}

function pulseMinutes(pulses: readonly Item[], simmered: boolean): number {
  if (soaksOvernight(pulses, simmered)) return 90;
  return lentilsMinutes(driedPulses(pulses, simmered));
}

/**
 * Cooking proteins in a pan. Returns one step; `then` ends it (« puis réservez »). Pulses only warm
 * through, fish and seafood cook briefly, meat takes longest.
 */
export function searProteins(
  dish: Dish,
  items: readonly Item[],
  then = "puis réservez",
): StepDraft | undefined {
  if (items.length === 0) return undefined;
  const minced = items.filter(isMinced);
  const meat = items.filter((item) => (item.kind === "meat" || item.kind === "poultry") && !isMinced(item));
  const sausages = items.filter(isSausage);
  const cured = items.filter((item) => item.kind === "cured" && !isMinced(item) && !isSausage(item));
  const fish = items.filter((item) => item.kind === "fish");
  const seafood = items.filter((item) => item.kind === "seafood");
  const pulses = items.filter((item) => item.kind === "legume");
  const rest = items.filter(
    (item) => ![...minced, ...meat, ...sausages, ...cured, ...fish, ...seafood, ...pulses].includes(item),
  );
  const parts: string[] = [];
  let minutes = 0;
  if (minced.length) {
    parts.push(
      `faites revenir ${dish.the(...minced)} 6 à 8 minutes en ${minced.length > 1 ? "les " : "l'"}émiettant à la spatule`,
    );
    minutes += 8;
  }
  if (sausages.length) {
    // Raw inside: thick rounds want both faces browned before they are cooked through.
    parts.push(`faites dorer ${dish.the(...sausages)} 8 minutes en retournant les rondelles à mi-cuisson`);
    minutes += 8;
  }
  if (cured.length) {
    parts.push(`faites revenir ${dish.the(...cured)} 5 minutes à sec`);
    minutes += 5;
  }
  if (meat.length) {
    parts.push(`faites dorer ${dish.the(...meat)} 6 à 8 minutes en remuant`);
    minutes += 8;
  }
  if (rest.length) {
    parts.push(`faites dorer ${dish.the(...rest)} 5 minutes sur toutes les faces`);
    minutes += 5;
  }
  if (fish.length) {
    parts.push(`saisissez ${dish.the(...fish)} 3 à 4 minutes en retournant délicatement les morceaux`);
    minutes += 4;
  }
  if (seafood.length) {
    parts.push(`saisissez ${dish.the(...seafood)} 2 à 3 minutes, jusqu'à ce que la chair devienne opaque`);
    minutes += 3;
  }
  if (pulses.length) {
    parts.push(`réchauffez ${dish.the(...pulses)} 3 minutes`);
    minutes += 3;
  }
  const oil = dish.pantry("oil");
  const start = oil
    ? `Faites chauffer ${dish.the(oil)} dans une poêle à feu vif. `
    : "Faites chauffer une poêle antiadhésive à feu vif. ";
  const body = `${capitalise(parts.join(", "))}, ${dish.season()}, ${then}.`;
  return { text: start + body, minutes, phase: "cook", temperature: "feu vif" };
}

const STARCH_MINUTES = { rice: 15, pasta: 10, noodle: 4, grain: 12, potato: 20, bread: 3 } as const;

/** Boiling the starches apart; `cool` rinses them under cold water for a salad or a bowl. */
export function cookStarches(dish: Dish, items: readonly Item[], cool = false): StepDraft | undefined {
  if (items.length === 0) return undefined;
  const rice = items.filter((item) => item.kind === "rice");
  const pasta = items.filter((item) => item.kind === "pasta");
  const noodle = items.filter((item) => item.kind === "noodle");
  const potato = items.filter((item) => item.kind === "potato");
  const bread = items.filter((item) => item.kind === "bread");
  const grain = items.filter((item) => ![...rice, ...pasta, ...noodle, ...potato, ...bread].includes(item));
  const parts: string[] = [];
  let minutes = 0;
  const after = cool ? "égouttez et rincez à l'eau froide" : "égouttez";
  if (rice.length) {
    parts.push(
      `faites cuire ${dish.the(...rice)} dans une grande casserole d'eau bouillante salée, 12 à 18 minutes selon la variété, puis ${after}`,
    );
    minutes = Math.max(minutes, STARCH_MINUTES.rice);
  }
  if (pasta.length) {
    parts.push(
      `faites cuire ${dish.the(...pasta)} al dente dans une grande casserole d'eau bouillante salée (environ 10 minutes), puis ${after}`,
    );
    minutes = Math.max(minutes, STARCH_MINUTES.pasta);
  }
  if (noodle.length) {
    parts.push(
      `plongez ${dish.the(...noodle)} 3 à 4 minutes dans l'eau bouillante, puis égouttez et rincez à l'eau froide`,
    );
    minutes = Math.max(minutes, STARCH_MINUTES.noodle);
  }
  if (grain.length) {
    parts.push(
      `faites cuire ${dish.the(...grain)} selon les indications du paquet (environ 12 minutes), puis ${after} si besoin`,
    );
    minutes = Math.max(minutes, STARCH_MINUTES.grain);
  }
  if (potato.length) {
    parts.push(
      `faites cuire ${dish.the(...potato)} 20 minutes dans l'eau bouillante salée, jusqu'à ce que la pointe d'un couteau s'y enfonce sans résistance`,
    );
    minutes = Math.max(minutes, STARCH_MINUTES.potato);
  }
  if (bread.length) {
    parts.push(`faites griller ${dish.the(...bread)} 3 minutes`);
    minutes = Math.max(minutes, STARCH_MINUTES.bread);
  }
  return { text: sentences(...parts), minutes, phase: "cook", temperature: "feu vif" };
}

/** How eggs go into a dish that is not built around them. */
export type EggStyle = "nested" | "poached" | "hard" | "soft" | "scrambled";

/** One egg step in the style the dish calls for; nothing when there are no eggs. */
export function eggStep(dish: Dish, eggs: readonly Item[], style: EggStyle): StepDraft | undefined {
  if (eggs.length === 0) return undefined;
  const them = dish.pronoun(...eggs);
  switch (style) {
    case "nested":
      return {
        text: `Creusez de petits puits dans la préparation, cassez-y ${dish.the(...eggs)} et laissez cuire 4 à 5 minutes à couvert, jusqu'à ce que les blancs soient pris.`,
        minutes: 5,
        phase: "cook",
        temperature: "feu doux",
      };
    case "poached":
      return {
        text: `Cassez ${dish.the(...eggs)} un à un dans le liquide frémissant et laissez-${them} pocher 3 minutes.`,
        minutes: 3,
        phase: "cook",
        temperature: "feu doux",
      };
    case "hard":
      return {
        text: `Faites cuire ${dish.the(...eggs)} 9 minutes dans l'eau bouillante, écalez-${them} sous l'eau froide et coupez-${them} en deux.`,
        minutes: 10,
        phase: "cook",
        temperature: "feu vif",
      };
    case "soft":
      return {
        text: `Faites cuire ${dish.the(...eggs)} 6 minutes dans l'eau bouillante pour un jaune coulant, puis écalez-${them} sous l'eau froide.`,
        minutes: 6,
        phase: "cook",
        temperature: "feu vif",
      };
    case "scrambled":
      return {
        text: `Poussez la garniture sur le côté, cassez ${dish.the(...eggs)} au centre et brouillez-${them} 1 minute avant de tout mélanger.`,
        minutes: 1,
        phase: "cook",
        temperature: "feu vif",
      };
  }
}

/** Cutting and peeling: the items are named, but only cooking counts as using them. */
export function prepProduce(
  dish: Dish,
  items: readonly Item[],
  cut: string,
  verb = "coupez",
): StepDraft | undefined {
  return dish.preparing(() => prepProduceText(dish, items, cut, verb));
}

export function prepAromatics(
  dish: Dish,
  alliums: readonly Item[],
  herbs: readonly Item[],
): StepDraft | undefined {
  return dish.preparing(() => prepAromaticsText(dish, alliums, herbs));
}

/** `simmered`: the dish cooks in liquid long enough for lentils to cook in it. */
export function prepProteins(
  dish: Dish,
  items: readonly Item[],
  cut?: string,
  simmered = false,
): StepDraft | undefined {
  return dish.preparing(() => prepProteinsText(dish, items, cut, simmered));
}

/**
 * The end of a simmered dish: what may simmer goes in for 5 minutes, what a boil would split
 * (yoghurt, fromage blanc) is stirred in off the heat.
 */
export function simmerTheRest(dish: Dish, items: readonly Item[]): StepDraft {
  const fragile = items.filter((item) => item.kind === "yogurt");
  const simmered = items.filter((item) => !fragile.includes(item));
  return {
    text: sentences(
      simmered.length ? `ajoutez ${dish.added(...simmered)} et laissez mijoter encore 5 minutes` : undefined,
      fragile.length
        ? `hors du feu, incorporez ${dish.the(...fragile)} au dernier moment\u00a0: la sauce reste onctueuse`
        : undefined,
    ),
    minutes: simmered.length ? 5 : 1,
    phase: "cook",
    // Yoghurt alone is stirred in off the heat: the step has no flame to show.
    ...(simmered.length ? { temperature: "feu doux" } : {}),
  };
}

/** Produce a leftovers step may take: it is peeled and cut first, like any other. */
const PRODUCE_GROUPS = new Set<Item["group"]>(["vegetable", "potato", "fruit", "allium"]);

/**
 * Getting ready what a dish left for its leftovers step (kitchen.ts, LEFTOVERS), unless a
 * preparation step already did: a pear is peeled and cut, a sausage sliced, before it goes in;
 * never « ajoutez la pomme » whole. Citrus is not cut: that step takes its zest and juice
 * (`Dish.added`).
 */
export function prepareLeftovers(dish: Dish, items: readonly Item[]): StepDraft[] {
  const waiting = items.filter((item) => !dish.prepared.has(item) && item.kind !== "citrus");
  const produce = waiting.filter((item) => PRODUCE_GROUPS.has(item.group));
  const proteins = waiting.filter((item) => item.group === "protein");
  return [
    prepProduce(dish, produce, "en petits morceaux"),
    prepProteins(dish, proteins, "en petits morceaux"),
  ].filter((draft): draft is StepDraft => draft !== undefined);
}
