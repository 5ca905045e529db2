import { withCiqualNutrition } from "../generation/nutrition-figures";
import { GenerationError } from "../generation/errors";
import type { GeneratedRecipe, RecipeIngredient } from "../generation/recipe-schema";
import type { ChefRequest, DietRestriction } from "../generation/request-schema";
import { computeRecipeNutrition } from "../nutrition/compute";
import { findIngredient } from "../nutrition/lexicon";
import { foldedKey } from "../nutrition/normalise";
import { toGrams } from "../nutrition/quantity";
import type { IngredientEntry, RecipeNutrition, Unit } from "../nutrition/types";
import { adviceFor, alternativesFor } from "./advice";
import { ARCHETYPES, isRawOnly, type Archetype } from "./archetypes";
import {
  agree,
  agreeing,
  capitalise,
  formatDuration,
  guessNoun,
  joinList,
  looksPlural,
  ofThe,
  withDefinite,
  type Noun,
} from "../base/french";
import { allowedOnly, allowedSentences } from "./diet-text";
import { classify, kindOf, type Kind } from "./kinds";
import { isNotFood } from "./not-food";
import { cooksInThePot, coverPerGram, isCookingLiquid, liquidPerGram } from "./cooking-liquids";
import { gramsPerPersonAtMost, isProposal, proposedFoods } from "./recipe-sense";
import {
  culinaryFacts,
  fruitOutOfPlace,
  genericSentence,
  setAsideSentence,
  splitByCourse,
  standsForVegetables,
  VEGETABLES_CHOSEN,
  VEGETABLES_FOR_LEGUMES,
} from "./culinary";
import { Dish, groupOf, LEFTOVERS, type Group, type Item, type Profile, type StepDraft } from "./kitchen";
import { comesReady, cookStarches, prepareLeftovers } from "./steps";
import { pantryChoice, pantryCovers, type PantryKey, type PantryNeed } from "./pantry";
import { formatQuantity, readableUnit, roundQuantity, shareOf, spokenQuantity } from "../base/quantities";
import { swapFor, swapForUnknown } from "./swaps";
import { seasonalSideTip } from "./seasonal-side";
import type { Month } from "../produce/label";
import { stepsOf } from "../recipe/steps";

/**
 * The offline chef: turns a list of typed ingredients into a full recipe without any AI service.
 *
 * 1. Each typed ingredient is looked up in the lexicon; a word it does not know is kept as typed.
 *    An ingredient that breaks a restriction is swapped (see swaps.ts) and the swap explained.
 * 2. Every dish archetype scores the ingredients; `variation` walks down the ranking, then around
 *    the accents of each dish, so « Autre idée » always gives a different title or method.
 * 3. Quantities come from the lexicon's usual portion, shared within each group of ingredients and
 *    scaled to the portions; with a calorie or protein target, proteins and starches are scaled
 *    until the CIQUAL figures come close.
 * 4. The dish writes its method; any ingredient no step named goes into a step of its own, so
 *    nothing typed is left out.
 * Deterministic: the same request always gives the same recipe.
 */
export function cookRecipe(request: ChefRequest): GeneratedRecipe {
  const portions = Math.min(50, Math.max(1, Math.round(request.portions || 1)));
  const restrictions = [...new Set(request.restrictions)];
  const notes: string[] = [];
  const leftOut: string[] = [];
  // « légumes » or « viande » say a family, not a food: the cook is asked to name it.
  const vague = request.ingredients.some(standsForVegetables);
  if (vague) notes.push(VEGETABLES_CHOSEN);
  const typedList = request.ingredients.flatMap((typed) =>
    standsForVegetables(typed) ? VEGETABLES_FOR_LEGUMES : [typed],
  );
  const families = typedList.flatMap((typed) => genericSentence(typed) ?? []);
  const named = typedList.filter((typed) => genericSentence(typed) === undefined);
  const gathered = gatherIngredients(named, restrictions, notes, leftOut);
  if (gathered.length === 0 && (leftOut.length > 0 || families.length > 0))
    throw new GenerationError(
      "notFood",
      `non comestible\u00a0: ${[...leftOut, ...families].join(" | ")}`,
      leftOut.length > 0 ? notFoodMessage(leftOut) : families.join(" "),
    );
  if (leftOut.length > 0) notes.unshift(leftOutNote(leftOut));
  // Foods that cannot share the dish are set aside before it is chosen, and never reach a step.
  const split = splitByCourse(gathered, profileOf(gathered, restrictions, request).sweet);
  const sweet = split.course === "sweet";
  const ranked = { ...profileOf(split.kept, restrictions, request), sweet };
  const ranking = rankArchetypes(ranked);
  const variation = Math.max(0, Math.floor(request.variation || 0));
  const archetype = ranking[variation % ranking.length] ?? ARCHETYPES[0]!;
  const take = Math.floor(variation / ranking.length);
  // Strawberries fit a salad of chicken, not its papillote: the chosen dish decides.
  const misplaced = sweet || archetype.holdsFruit ? [] : fruitOutOfPlace(split.kept);
  const given = split.kept.filter((item) => !misplaced.includes(item));
  const profile = misplaced.length ? { ...profileOf(given, restrictions, request), sweet } : ranked;

  const items = [...given];
  const structural = addPantry(archetype, profile, items, restrictions, notes);
  const accent = pickAccent(archetype, profile, items, take, restrictions, portions);

  const scales: Scales = { protein: 1, starch: 1, fat: 1 };
  quantify(items, archetype, portions, structural, scales);
  steer(items, archetype, portions, structural, scales, request);
  sizeCoveringLiquid(archetype, items);
  topUpCookingLiquid(archetype, items, restrictions);
  for (const item of items) item.plural = speaksPlural(item);

  const dish = new Dish(items, portions, accent, request.goal, restrictions);
  const instructions = writeSteps(archetype, dish);
  const ingredients = items.map(toIngredientLine);
  // The figures shown are exactly those of the lines shown: CIQUAL's, never estimated.
  const nutrition = computeRecipeNutrition(ingredients, portions, stepsOf(instructions));

  const prep = instructions.prep;
  const cook = instructions.cook;
  const recipe: GeneratedRecipe = {
    titre: archetype.title(dish),
    description: describe(archetype, dish, nutrition, prep + cook),
    tempsPreparation: formatDuration(prep),
    tempsCuisson: formatDuration(cook),
    difficulte: difficultyOf(archetype, given.length, instructions.steps.length),
    portions,
    ingredients,
    materiel: archetype.materiel(dish),
    instructions: instructions.steps,
    pointsTechniques: allowedOnly(archetype.points(dish), restrictions),
    astucesChef: [
      ...notes,
      ...unknownNotes(given),
      ...allowedOnly(archetype.tips(dish), restrictions),
      ...sideTip(archetype, given, request.month, restrictions, variation),
    ],
    dressage: allowedSentences(archetype.dressage(dish), restrictions, PLAIN_DRESSAGE),
    conservation: allowedSentences(archetype.conservation(dish), restrictions, PLAIN_KEEPING),
    variations: allowedOnly(archetype.variations(dish), restrictions),
  };
  // A suggestion of what the dish already has (« Remplacez la base par du quinoa » over quinoa) goes.
  const present = new Set(items.flatMap((item) => (item.entry ? [item.entry.id] : [])));
  const novel = (text: string) => !proposedFoods(text).some((entry) => present.has(entry.id));
  recipe.variations = recipe.variations.filter(novel);
  recipe.astucesChef = recipe.astucesChef.filter((tip) => !isProposal(tip) || novel(tip));
  const setAside = [
    ...families,
    ...[...split.setAside, ...misplaced].map((item) => setAsideNote(item, archetype)),
  ];
  if (setAside.length > 0) recipe.misDeCote = setAside;
  if (request.detailed) {
    recipe.conseils = adviceFor(request, nutrition, dish);
    recipe.alternatives = alternativesFor(given, items, restrictions, request.goal);
  }
  return withCiqualNutrition(recipe, nutrition, request.detailed);
}

/** A savoury dish the cook gave no vegetable for: the chef names a side in season, when it knows the month. */
function sideTip(
  archetype: Archetype,
  given: readonly Item[],
  month: number | undefined,
  restrictions: readonly DietRestriction[],
  variation: number,
): string[] {
  if (month === undefined || !Number.isInteger(month) || month < 1 || month > 12) return [];
  if (archetype.course !== "main" || given.some((item) => item.role === "vegetable")) return [];
  const tip = seasonalSideTip(month as Month, restrictions, variation);
  return tip ? [tip] : [];
}

/** « Les sardines n'ont pas leur place dans un crumble : gardez-les pour des tartines. » */
function setAsideNote(item: Item, archetype: Archetype): string {
  const typed = item.typed[0] ?? item.noun.singular;
  const plural = item.entry ? inherentlyPlural(item.entry) || looksPlural(typed) : item.plural;
  const { keepFor } = culinaryFacts(item.entry, item.kind);
  return setAsideSentence(item.noun, plural, archetype.name, archetype.namePlural ?? false, keepFor);
}

const quoted = (texts: readonly string[]) => joinList(texts.map((text) => `«\u00a0${text}\u00a0»`));

/** « « ingr27 » n'a pas été utilisé : ce n'est pas un ingrédient. » */
function leftOutNote(leftOut: readonly string[]): string {
  return leftOut.length > 1
    ? `${quoted(leftOut)} n'ont pas été utilisés\u00a0: ce ne sont pas des ingrédients.`
    : `${quoted(leftOut)} n'a pas été utilisé\u00a0: ce n'est pas un ingrédient.`;
}

/** Nothing typed can be cooked: the cook is told what was refused. */
export function notFoodMessage(leftOut: readonly string[]): string {
  return leftOut.length > 1
    ? `${quoted(leftOut)} ne sont pas des ingrédients\u00a0: ajoutez au moins un aliment.`
    : `${quoted(leftOut)} n'est pas un ingrédient\u00a0: ajoutez au moins un aliment.`;
}

/** What is left to say when every sentence of the dish's own named a food the diet forbids. */
const PLAIN_DRESSAGE = "Dressez dans des assiettes chaudes et servez aussitôt.";
const PLAIN_KEEPING = "Se conserve 2 jours au réfrigérateur, dans une boîte hermétique.";

// ——— 1. Ingredients ———

function nounOf(entry: IngredientEntry): Noun {
  return { singular: entry.name, plural: entry.plural, gender: entry.gender };
}

/**
 * « champignons de Paris », « lentilles vertes du Puy »: the variety the cook named is kept in the
 * recipe when the lexicon knows it as a kind of the food it stands for.
 */
function typedNoun(entry: IngredientEntry, typed: readonly string[]): Noun {
  const keys = typed.map(foldedKey);
  const variety = entry.aliases.find(
    (alias) => alias.startsWith(`${entry.name} `) && keys.includes(foldedKey(alias)),
  );
  return variety
    ? { singular: variety, plural: agreeing(variety, true), gender: entry.gender }
    : nounOf(entry);
}

function itemFor(entry: IngredientEntry, origin: Item["origin"], typed: string[]): Item {
  const kind = kindOf(entry);
  return {
    id: entry.id,
    entry,
    kind,
    role: entry.role,
    group: groupOf(kind, entry.role),
    noun: typedNoun(entry, typed),
    plural: false,
    origin,
    typed,
    quantity: 0,
    unit: entry.perPortion.unit,
  };
}

/**
 * A word the lexicon does not know keeps its spelling; its name may still say what it is
 * (« fromage », « ricotta ») and so where it goes in the method.
 */
function unknownItem(typed: string): Item {
  const { noun, plural } = guessNoun(typed);
  const kind = classify(noun.singular.toLocaleLowerCase("fr"));
  return {
    id: `?${noun.singular.toLocaleLowerCase("fr")}`,
    entry: undefined,
    kind,
    role: "unknown",
    group: groupOfUnknown(kind),
    noun,
    plural,
    origin: "given",
    typed: [typed.trim()],
    quantity: 0,
    unit: "g",
  };
}

/** The restriction as the end of « pour que la recette reste … ». */
const KEPT: Record<DietRestriction, string> = {
  vegetarian: "végétarienne",
  vegan: "végane",
  "gluten-free": "sans gluten",
  "lactose-free": "sans lactose",
  keto: "cétogène",
};

function swapNote(
  from: Noun,
  fromPlural: boolean,
  to: Noun | undefined,
  toPlural: boolean,
  restriction: DietRestriction,
): string {
  const subject = capitalise(withDefinite(from, fromPlural));
  const participle = (base: string) => base + (from.gender === "f" ? "e" : "") + (fromPlural ? "s" : "");
  const verb = fromPlural ? "ont été" : "a été";
  if (!to) {
    return `${subject} ${verb} ${participle("retiré")}\u00a0: aucun ingrédient équivalent ne convient pour que la recette reste ${KEPT[restriction]}.`;
  }
  const replacement = ofThe(to, toPlural);
  return `${subject} ${verb} ${participle("remplacé")} par ${replacement} pour que la recette reste ${KEPT[restriction]}.`;
}

/**
 * Typed text to items: duplicates merged (« tomate » and « tomates » are one ingredient), swaps
 * applied, unknown words kept as typed.
 */
function gatherIngredients(
  typedList: readonly string[],
  restrictions: readonly DietRestriction[],
  notes: string[],
  leftOut: string[],
): Item[] {
  const items: Item[] = [];
  const byId = new Map<string, Item>();
  const add = (item: Item) => {
    const existing = byId.get(item.id);
    if (existing) {
      for (const typed of item.typed) if (!existing.typed.includes(typed)) existing.typed.push(typed);
      return;
    }
    byId.set(item.id, item);
    items.push(item);
  };
  for (const raw of typedList) {
    const typed = raw.trim();
    if (!typed) continue;
    const match = findIngredient(typed);
    if (!match && isNotFood(typed)) {
      leftOut.push(typed);
      continue;
    }
    if (!match) {
      const item = unknownItem(typed);
      const swap = swapForUnknown(typed, item.kind, restrictions);
      if (!swap) add(item);
      else {
        notes.push(
          swapNote(
            item.noun,
            item.plural,
            swap.to && nounOf(swap.to),
            swap.to ? countedAsPlural(swap.to, item.plural) : false,
            swap.restriction,
          ),
        );
        if (swap.to) add(itemFor(swap.to, "given", [typed]));
      }
      continue;
    }
    const swap = swapFor(match.entry, restrictions);
    const typedPlural =
      inherentlyPlural(match.entry) || (looksPlural(typed) && match.entry.plural !== match.entry.name);
    if (!swap) {
      add(itemFor(match.entry, "given", [typed]));
      continue;
    }
    const to = swap.to;
    notes.push(
      swapNote(
        nounOf(match.entry),
        typedPlural,
        to && nounOf(to),
        to ? countedAsPlural(to, typedPlural) : false,
        swap.restriction,
      ),
    );
    // The swapped ingredient stands where the typed one stood, and remembers what was typed.
    if (to) add(itemFor(to, "given", [typed]));
  }
  return items;
}

/** How a replacement reads in the explanation: « des pois chiches » but « du tofu fumé ». */
function countedAsPlural(entry: IngredientEntry, typedPlural: boolean): boolean {
  if (inherentlyPlural(entry)) return true;
  if (!typedPlural || entry.plural === entry.name) return false;
  return (
    entry.role === "vegetable" || entry.role === "fruit" || entry.role === "nut" || kindOf(entry) === "legume"
  );
}

function inherentlyPlural(entry: IngredientEntry): boolean {
  return entry.name === entry.plural && looksPlural(entry.name);
}

function unknownNotes(given: readonly Item[]): string[] {
  const unknown = given
    .filter((item) => item.entry === undefined)
    .map((item) => `«\u00a0${item.typed[0] ?? item.noun.singular}\u00a0»`);
  if (unknown.length === 0) return [];
  const several = unknown.length > 1;
  return [
    `${capitalise(joinList(unknown))} ${several ? "ne figurent" : "ne figure"} pas dans notre table d'ingrédients\u00a0: nous en avons prévu une quantité indicative, à ajuster selon votre goût, et ${several ? "ils ne sont pas comptés" : "il n'est pas compté"} dans les valeurs nutritionnelles.`,
  ];
}

// ——— 2. Choosing the dish ———

function profileOf(
  given: readonly Item[],
  restrictions: readonly DietRestriction[],
  request: ChefRequest,
): Profile {
  const groupCounts = new Map<Group, number>();
  const kindCounts = new Map<Kind, number>();
  for (const item of given) {
    groupCounts.set(item.group, (groupCounts.get(item.group) ?? 0) + 1);
    kindCounts.set(item.kind, (kindCounts.get(item.kind) ?? 0) + 1);
  }
  const count = (group: Group) => groupCounts.get(group) ?? 0;
  const sweetCount =
    count("fruit") +
    count("sweet") +
    0.5 *
      (count("baking") +
        count("butter") +
        count("milk") +
        count("cream") +
        count("nut") +
        count("egg") +
        count("yogurt"));
  const savouryCount =
    count("vegetable") +
    count("potato") +
    count("protein") +
    count("allium") +
    count("starch") +
    count("cheese") +
    count("condiment") +
    0.5 * (count("herb") + count("spice"));
  const usable = new Map<PantryKey, boolean>();
  return {
    given,
    count,
    countKind: (kind) => kindCounts.get(kind) ?? 0,
    canUse(key) {
      let known = usable.get(key);
      if (known === undefined) {
        known = given.some((item) => coversNeed(key, item)) || pantryChoice(key, restrictions) !== undefined;
        usable.set(key, known);
      }
      return known;
    },
    restrictions,
    goal: request.goal,
    sweet: sweetCount > savouryCount,
    sweetCount,
    savouryCount,
  };
}

/** Dishes that can be made, best first; ties keep the archetype list's order. */
function rankArchetypes(profile: Profile): Archetype[] {
  const scored: { archetype: Archetype; score: number }[] = [];
  for (const archetype of ARCHETYPES) {
    const score = archetype.score(profile);
    if (score === undefined) continue;
    const missing = archetype.pantry(profile).some((need) => need.essential && !profile.canUse(need.key));
    if (missing) continue;
    scored.push({ archetype, score });
  }
  scored.sort((first, second) => second.score - first.score);
  // A sweet set of ingredients gets desserts and a savoury one gets dishes, as long as there is one.
  const wanted = profile.sweet ? "dessert" : "main";
  const fitting = scored.filter(
    (entry) => entry.archetype.course === wanted || entry.archetype.course === "both",
  );
  if (fitting.length > 0) return fitting.map((entry) => entry.archetype);
  // Nothing fits (only spices, say): a poêlée can still bring whatever was typed together.
  if (scored.length === 0)
    return [ARCHETYPES.find((archetype) => archetype.id === "poelee") ?? ARCHETYPES[0]!];
  return scored.map((entry) => entry.archetype);
}

// ——— 3. Pantry, accent and quantities ———

interface Structural {
  perPortion: number;
  unit: Unit;
  min: number;
}

/** Adds what the dish needs from the pantry; returns the fixed quantities of structural items. */
function addPantry(
  archetype: Archetype,
  profile: Profile,
  items: Item[],
  restrictions: readonly DietRestriction[],
  notes: string[],
): Map<Item, Structural> {
  const structural = new Map<Item, Structural>();
  for (const need of archetype.pantry(profile)) {
    const choice = pantryChoice(need.key, restrictions);
    // The cook's own butter, or the very soy sauce the pantry would add, serves the dish's need.
    const own = items.find(
      (item) =>
        item.origin === "given" &&
        !structural.has(item) &&
        (coversNeed(need.key, item) || item.id === choice?.entry.id),
    );
    if (own) {
      own.pantryKey ??= need.key;
      structural.set(own, fromNeed(need));
      continue;
    }
    if (!choice) continue;
    const existing = items.find((item) => item.id === choice.entry.id);
    if (existing) {
      // Olive oil standing in for butter, when the dish already uses olive oil: one line, more oil.
      const extra = structural.get(existing);
      if (extra && extra.unit === need.unit) extra.perPortion += need.perPortion;
      else if (!extra && existing.origin === "pantry") structural.set(existing, fromNeed(need));
      continue;
    }
    const item = itemFor(choice.entry, "pantry", []);
    item.pantryKey = need.key;
    items.push(item);
    structural.set(item, fromNeed(need));
    if (choice.standIn) notes.push(standInNote(need.key, choice.entry, restrictions));
  }
  return structural;
}

/** A typed ingredient that does the pantry item's job: the cook's butter, or their rapeseed oil. */
function coversNeed(key: PantryKey, item: Item): boolean {
  if (key === "oil") return item.group === "fat" && item.kind !== "butter";
  return pantryCovers(key, item.kind);
}

function fromNeed(need: PantryNeed): Structural {
  return { perPortion: need.perPortion, unit: need.unit, min: need.min ?? 0 };
}

const USUAL: Partial<Record<PantryKey, Noun>> = {
  butter: { singular: "beurre", plural: "beurres", gender: "m" },
  flour: { singular: "farine de blé", plural: "farines de blé", gender: "f" },
  milk: { singular: "lait de vache", plural: "laits de vache", gender: "m" },
  cream: { singular: "crème fraîche", plural: "crèmes fraîches", gender: "f" },
  soy: { singular: "sauce soja", plural: "sauces soja", gender: "f" },
};

function standInNote(
  key: PantryKey,
  entry: IngredientEntry,
  restrictions: readonly DietRestriction[],
): string {
  const usual = USUAL[key];
  const restriction = restrictions.find((candidate) => {
    const first = pantryChoice(key, []);
    return first !== undefined && pantryChoice(key, [candidate])?.entry.id !== first.entry.id;
  });
  const reason = restriction ? ` pour que la recette reste ${KEPT[restriction]}` : "";
  const noun = nounOf(entry);
  return usual
    ? `${capitalise(withDefinite(noun, inherentlyPlural(entry)))} ${inherentlyPlural(entry) ? "remplacent" : "remplace"} ${withDefinite(usual)}${reason}.`
    : `Nous utilisons ${ofThe(noun, inherentlyPlural(entry))}${reason}.`;
}

/**
 * The take's accent: first an herb or spice the cook typed, then the dish's own pantry accents,
 * and « none » when there are fewer than two choices, so that two takes always differ.
 */
function pickAccent(
  archetype: Archetype,
  profile: Profile,
  items: Item[],
  take: number,
  restrictions: readonly DietRestriction[],
  portions: number,
): Item | undefined {
  const options: (Item | PantryKey | undefined)[] = [];
  const typed = items.find(
    (item) =>
      item.origin === "given" &&
      (item.group === "herb" || item.group === "spice") &&
      !/^(poivre|sel)$/.test(item.noun.singular),
  );
  if (typed) options.push(typed);
  const accents = typeof archetype.accents === "function" ? archetype.accents(profile) : archetype.accents;
  for (const key of accents) {
    const choice = pantryChoice(key, restrictions);
    if (choice && !options.some((option) => typeof option === "object" && option?.id === choice.entry.id))
      options.push(key);
  }
  if (options.length < 2) options.push(undefined);
  const picked = options[take % options.length];
  if (picked === undefined || typeof picked === "object") return picked;
  const choice = pantryChoice(picked, restrictions);
  if (!choice) return undefined;
  const existing = items.find((item) => item.id === choice.entry.id);
  if (existing) return existing;
  const item = itemFor(choice.entry, "pantry", []);
  item.pantryKey = picked;
  // A spice for the whole dish: about a quarter of a teaspoon per portion, or a pinch.
  item.unit = choice.entry.perPortion.unit === "pincée" ? "pincée" : "c. à café";
  item.quantity = roundQuantity(
    item.unit === "pincée" ? Math.max(1, portions / 2) : Math.max(0.5, portions / 4),
    item.unit,
  );
  items.push(item);
  return item;
}

const BUDGETS: Partial<Record<Group, number>> = {
  // One egg a portion where eggs are a garnish; the dishes built on eggs set their own count.
  egg: 0.5,
  allium: 0.45,
  condiment: 0.5,
  herb: 0.8,
  citrus: 0.6,
  cheese: 0.7,
};

/** Fruit, sugar or flour typed for a savoury dish season it rather than fill it. */
const SIDE_IN_MAIN: Partial<Record<Group, number>> = {
  fruit: 0.35,
  sweet: 0.3,
  baking: 0.25,
  nut: 0.5,
};

const UNKNOWN_GROUPS: Partial<Record<Kind, Group>> = {
  poultry: "protein",
  meat: "protein",
  cured: "protein",
  fish: "protein",
  seafood: "protein",
  tofu: "protein",
  legume: "protein",
  rice: "starch",
  pasta: "starch",
  noodle: "starch",
  grain: "starch",
  bread: "starch",
  leafy: "vegetable",
  mushroom: "vegetable",
  "stone-fruit": "fruit",
  "orchard-fruit": "fruit",
  flour: "baking",
  dough: "baking",
  sugar: "sweet",
  chocolate: "sweet",
  stock: "liquid",
  coconut: "cream",
};

function groupOfUnknown(kind: Kind): Group {
  if (kind === "other") return "unknown";
  return UNKNOWN_GROUPS[kind] ?? groupOf(kind, "unknown");
}

/**
 * Grams per portion for a typed word the lexicon does not know, by what its name suggests:
 * 25 g when it suggests nothing, so 100 g for four.
 */
const UNKNOWN_GRAMS: Partial<Record<Group, number>> = {
  protein: 120,
  starch: 70,
  vegetable: 100,
  potato: 150,
  fruit: 100,
  cheese: 25,
  cream: 25,
  milk: 50,
  yogurt: 60,
  butter: 10,
  herb: 3,
  spice: 1,
  allium: 30,
  sweet: 15,
  baking: 20,
  nut: 15,
  egg: 55,
};
const UNKNOWN_GRAMS_PER_PORTION = 25;

/**
 * Archetypes whose pot cooks the dry foods in its own liquid (cooking-liquids.ts): the curry its
 * lentils, the soup its lentils and its pasta or rice. (A velouté's pulses are seared apart; beans
 * and chickpeas are soaked and boiled apart, then drained, so the sauce is not raised for them.)
 */
const SIMMERS_IN_LIQUID: Partial<Record<Archetype["id"], (item: Item) => boolean>> = {
  curry: (item) => item.entry !== undefined && cooksInThePot(item.entry),
  soupe: (item) => item.entry !== undefined && (cooksInThePot(item.entry) || item.group === "starch"),
};

/** The groups a dish's liquid covers: the gratin its layers, the soup and the curry what simmers. */
const COVERED: Partial<Record<Archetype["id"], readonly Group[]>> = {
  gratin: ["vegetable", "potato"],
  soupe: ["vegetable", "potato", "protein"],
  curry: ["vegetable", "potato", "protein"],
};

/**
 * The liquid the chef adds (the gratin's milk or cream, the soup's or curry's water) sized by the
 * weight of what it covers (cooking-liquids.ts): one courgette gets 50 ml of milk, not the 200 ml
 * of a potato gratin for two. A gratin's is set both ways; a soup's and a curry's only raised,
 * as their per-portion water is already the least that keeps the pot from catching.
 */
function sizeCoveringLiquid(archetype: Archetype, items: Item[]) {
  const groups = COVERED[archetype.id];
  if (!groups || (archetype.id !== "gratin" && archetype.id !== "soupe" && archetype.id !== "curry")) return;
  const added = items.find(
    (item) =>
      item.origin === "pantry" &&
      item.entry !== undefined &&
      isCookingLiquid(item.entry) &&
      (item.unit === "ml" || item.unit === "l"),
  );
  if (!added?.entry) return;
  const grams = (item: Item) => (item.entry ? (toGrams(item.entry, item.quantity, item.unit) ?? 0) : 0);
  const thick = /^crème/.test(added.entry.name) ? 0.5 : 1;
  const wanted =
    thick *
    items
      .filter((item) => item.origin === "given" && groups.includes(item.group) && item.entry)
      .reduce(
        (sum, item) =>
          sum + grams(item) * coverPerGram(archetype.id as "gratin", item.entry!, item.group === "potato"),
        0,
      );
  if (wanted === 0) return;
  const present = grams(added);
  if (archetype.id !== "gratin" && wanted <= present) return;
  const total = Math.max(50, Math.ceil(wanted / 50) * 50);
  added.unit = total >= 1000 ? "l" : "ml";
  added.quantity = added.unit === "l" ? Math.ceil(total / 100) / 10 : total;
}

/**
 * The pot's liquid raised to what its dry foods drink: 130 g of red lentils want about 400 ml,
 * not the 200 ml of a curry's sauce. The water makes up the difference (it is in every kitchen);
 * the steps already pour it with the rest of the liquids.
 */
function topUpCookingLiquid(archetype: Archetype, items: Item[], restrictions: readonly DietRestriction[]) {
  const drinks = SIMMERS_IN_LIQUID[archetype.id];
  if (!drinks) return;
  const millilitres = (item: Item) => (item.entry ? (toGrams(item.entry, item.quantity, item.unit) ?? 0) : 0);
  const needed = items
    .filter(drinks)
    .reduce((sum, item) => sum + millilitres(item) * (item.entry ? (liquidPerGram(item.entry) ?? 0) : 0), 0);
  const present = items
    .filter((item) => item.entry !== undefined && isCookingLiquid(item.entry))
    .reduce((sum, item) => sum + millilitres(item), 0);
  if (needed <= present) return;
  let water = items.find((item) => item.pantryKey === "water");
  if (!water) {
    const choice = pantryChoice("water", restrictions);
    if (!choice) return;
    water = itemFor(choice.entry, "pantry", []);
    water.pantryKey = "water";
    water.quantity = 0;
    water.unit = "ml";
    items.push(water);
  }
  const total = millilitres(water) + needed - present;
  water.unit = total >= 1000 ? "l" : "ml";
  water.quantity = water.unit === "l" ? Math.ceil(total / 100) / 10 : Math.ceil(total / 50) * 50;
}

function quantify(
  items: Item[],
  archetype: Archetype,
  portions: number,
  structural: Map<Item, Structural>,
  scales: Scales,
) {
  // Potatoes share the vegetables' room on the plate: leeks and potatoes in a gratin are one layer.
  const family = (group: Group): Group => (group === "potato" ? "vegetable" : group);
  const groupSizes = new Map<Group, number>();
  for (const item of items) {
    if (item.origin !== "given" || structural.has(item)) continue;
    groupSizes.set(family(item.group), (groupSizes.get(family(item.group)) ?? 0) + 1);
  }
  for (const item of items) {
    const fixed = structural.get(item);
    if (fixed) {
      const fitted = fitUnit(item.entry, Math.max(fixed.min, fixed.perPortion * portions), fixed.unit);
      item.unit = fitted.unit;
      const scaled = fitted.quantity * scaleFor(item, scales);
      item.quantity = roundQuantity(
        item.entry ? capped(item.entry, scaled, fitted.unit, portions) : scaled,
        fitted.unit,
      );
      continue;
    }
    if (item.origin === "pantry") continue; // the accent, already measured
    if (!item.entry) {
      item.unit = "g";
      item.quantity = roundQuantity((UNKNOWN_GRAMS[item.group] ?? UNKNOWN_GRAMS_PER_PORTION) * portions, "g");
      continue;
    }
    const budget =
      archetype.budgets[item.group] ??
      (archetype.course === "main" ? SIDE_IN_MAIN[item.group] : undefined) ??
      BUDGETS[item.group] ??
      1;
    const share = shareOf(budget, groupSizes.get(family(item.group)) ?? 1);
    const { quantity, unit } = item.entry.perPortion;
    const amount = capped(item.entry, quantity * portions * share * scaleFor(item, scales), unit, portions);
    const readable = readableUnit(amount, unit);
    item.unit = readable.unit;
    item.quantity = roundQuantity(readable.quantity, readable.unit);
  }
}

/**
 * A quantity held under the most one person is served of its family (recipe-sense.ts), with a
 * tenth to spare for rounding: a protein target may double the meat, not quadruple it.
 */
function capped(entry: IngredientEntry, quantity: number, unit: Unit, portions: number): number {
  const most = gramsPerPersonAtMost(entry);
  const grams = toGrams(entry, quantity, unit);
  if (most === undefined || grams === undefined || grams <= 0) return quantity;
  const limit = 0.9 * most * portions;
  return grams > limit ? (quantity * limit) / grams : quantity;
}

/** Multipliers the targets steer: proteins, starches, and fats (which may only go down). */
interface Scales {
  protein: number;
  starch: number;
  fat: number;
}

type Moving = keyof Scales;

/**
 * Which steered group an ingredient belongs to. Proteins and starches are the cook's own; fats
 * include the pantry's oil and butter, since a light target is often missed by the oil alone.
 */
function movingGroup(item: Item): Moving | undefined {
  if (!item.entry) return undefined;
  if (item.group === "fat" || item.group === "butter" || item.group === "cheese" || item.group === "cream")
    return "fat";
  if (item.origin !== "given") return undefined;
  if (item.group === "protein" || item.group === "egg") return "protein";
  if (item.group === "starch" || item.group === "potato") return "starch";
  return undefined;
}

function scaleFor(item: Item, scales: Scales): number {
  const group = movingGroup(item);
  return group ? scales[group] : 1;
}

/**
 * A dish's quantity in a unit this food can be weighed in: « 60 ml » of milk is fine, « 20 g »
 * of eggs is not, so it becomes pieces.
 */
function fitUnit(
  entry: IngredientEntry | undefined,
  quantity: number,
  unit: Unit,
): { quantity: number; unit: Unit } {
  if (!entry || toGrams(entry, 1, unit) !== undefined) return readableUnit(quantity, unit);
  const grams =
    unit === "ml" ? quantity : unit === "cl" ? quantity * 10 : unit === "l" ? quantity * 1000 : quantity;
  const perUnit = toGrams(entry, 1, entry.perPortion.unit);
  if (!perUnit) return { quantity, unit };
  return { quantity: grams / perUnit, unit: entry.perPortion.unit };
}

/**
 * Moves protein and starch quantities toward the calorie and protein targets. Nutrition is linear
 * in quantities, so each round solves for the two scales from the per-ingredient figures, then
 * rounds; three rounds absorb the rounding. The closest result wins.
 */
function steer(
  items: Item[],
  archetype: Archetype,
  portions: number,
  structural: Map<Item, Structural>,
  scales: Scales,
  request: ChefRequest,
): void {
  const calories = request.calories && request.calories > 0 ? request.calories : undefined;
  const proteins = request.proteins && request.proteins > 0 ? request.proteins : undefined;
  if (calories === undefined && proteins === undefined) return;
  if (!items.some((item) => movingGroup(item) !== undefined)) return;
  let best: (Scales & { error: number }) | undefined;
  for (let round = 0; round < 4; round++) {
    const nutrition = computeRecipeNutrition(items.map(toIngredientLine), portions);
    const { perPortion } = nutrition;
    const error =
      (calories ? Math.abs(perPortion.calories - calories) / calories : 0) +
      (proteins ? Math.abs(perPortion.proteines - proteins) / proteins : 0);
    if (!best || error < best.error) best = { error, ...scales };
    if (error < 0.05 || round === 3) break;
    const parts: Record<Moving | "rest", Part> = {
      protein: { kcal: 0, prot: 0 },
      starch: { kcal: 0, prot: 0 },
      fat: { kcal: 0, prot: 0 },
      rest: { kcal: 0, prot: 0 },
    };
    const lines = new Map(items.map((item) => [lineName(item), item]));
    for (const row of nutrition.perIngredient) {
      const item = lines.get(row.nom);
      const part = parts[(item && movingGroup(item)) ?? "rest"];
      part.kcal += row.calories;
      part.prot += row.proteines;
    }
    const next = solveScales(parts, calories, proteins);
    if (!next) break;
    scales.protein = clamp(scales.protein * next.protein, 0.25, 4);
    scales.starch = clamp(scales.starch * next.starch, 0.25, 4);
    scales.fat = clamp(scales.fat * next.fat, 0.5, 1);
    quantify(items, archetype, portions, structural, scales);
  }
  if (best && (best.protein !== scales.protein || best.starch !== scales.starch || best.fat !== scales.fat)) {
    scales.protein = best.protein;
    scales.starch = best.starch;
    scales.fat = best.fat;
    quantify(items, archetype, portions, structural, scales);
  }
}

interface Part {
  kcal: number;
  prot: number;
}

/**
 * Multipliers that meet the targets as far as the ingredients allow. Proteins and starches move
 * first; when even the smallest sensible portions stay above the calorie target, fats give way.
 */
function solveScales(
  parts: Record<Moving | "rest", Part>,
  calories: number | undefined,
  proteins: number | undefined,
): Scales | undefined {
  const { protein: p, starch: s, fat: f } = parts;
  // Fats count as fixed while proteins and starches are solved.
  const r = { kcal: parts.rest.kcal + f.kcal, prot: parts.rest.prot + f.prot };
  const bound = (value: number) => clamp(Number.isFinite(value) ? value : 1, 0.3, 3);
  let solved: { protein: number; starch: number } | undefined;
  if (calories !== undefined && proteins !== undefined && p.prot > 0 && s.kcal > 0) {
    // p.prot·a + s.prot·b = P − r.prot ; p.kcal·a + s.kcal·b = C − r.kcal
    const det = p.prot * s.kcal - s.prot * p.kcal;
    if (Math.abs(det) > 1e-6) {
      const a = ((proteins - r.prot) * s.kcal - s.prot * (calories - r.kcal)) / det;
      const b = (p.prot * (calories - r.kcal) - p.kcal * (proteins - r.prot)) / det;
      if (a > 0 && b > 0) solved = { protein: bound(a), starch: bound(b) };
    }
  }
  if (!solved && proteins !== undefined && p.prot > 0) {
    const a = bound((proteins - r.prot - s.prot) / p.prot);
    const b = calories === undefined || s.kcal === 0 ? 1 : bound((calories - r.kcal - p.kcal * a) / s.kcal);
    solved = { protein: a, starch: b };
  }
  if (!solved && calories !== undefined && p.kcal + s.kcal > 0) {
    const m = bound((calories - r.kcal) / (p.kcal + s.kcal));
    solved = { protein: m, starch: m };
  }
  if (!solved && calories === undefined) return undefined;
  const moved = solved ?? { protein: 1, starch: 1 };
  let fat = 1;
  if (calories !== undefined && f.kcal > 0) {
    const predicted = p.kcal * moved.protein + s.kcal * moved.starch + r.kcal;
    if (predicted > calories) fat = (calories - (predicted - f.kcal)) / f.kcal;
  }
  return { ...moved, fat: clamp(Number.isFinite(fat) ? fat : 1, 0.5, 1) };
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

// ——— 4. Writing ———

const PIECE_UNITS = new Set<Unit>(["pièce"]);

/** « les carottes » once there are two, « les épinards » always, « le riz » never. */
function speaksPlural(item: Item): boolean {
  const entry = item.entry;
  if (!entry) return looksPlural(item.typed[0] ?? item.noun.singular);
  if (entry.plural === entry.name) return inherentlyPlural(entry);
  if (PIECE_UNITS.has(item.unit)) return item.quantity >= 2;
  // « Les spaghettis », « les nouilles »: pasta is always spoken of in the plural.
  if (item.kind === "pasta" || item.kind === "noodle") return true;
  if (item.unit !== "g" && item.unit !== "kg") return false;
  const typedPlural = item.typed.some(
    (typed) => typed.toLocaleLowerCase("fr") === entry.plural.toLocaleLowerCase("fr"),
  );
  if (item.role === "protein" || item.role === "dairy" || item.role === "starch")
    return typedPlural || item.kind === "legume";
  if (item.role !== "vegetable" && item.role !== "fruit" && item.role !== "nut") return typedPlural;
  const piece = entry.unitWeights.pièce;
  if (piece === undefined) return true;
  const grams = item.unit === "kg" ? item.quantity * 1000 : item.quantity;
  return grams / piece >= 1.5;
}

function lineName(item: Item): string {
  if (!item.entry) return item.typed[0] ?? item.noun.singular;
  return item.plural ? item.noun.plural : item.noun.singular;
}

const COUNTED_UNITS = new Set<Unit>(["gousse", "tranche", "brin", "botte", "pincée"]);

function toIngredientLine(item: Item): RecipeIngredient {
  let unit: string = item.unit;
  // A count reads best without a unit: « 4 carottes », not « 4 pièce carottes ».
  if (item.unit === "pièce") unit = "";
  else if (COUNTED_UNITS.has(item.unit)) unit = agree(item.quantity, item.unit, `${item.unit}s`);
  // Spoons and counts as a cook says them (« ½ c. à café », « 1 ½ c. à soupe », not « 0,5 »);
  // weights and volumes in decimals (« 1,5 kg »).
  const measured = ["g", "kg", "ml", "cl", "l"].includes(item.unit);
  return {
    nom: lineName(item),
    quantite: measured ? formatQuantity(item.quantity) : spokenQuantity(item.quantity),
    unite: unit,
  };
}

/** « Lavez et essorez la salade, coupez l'avocat en dés, puis disposez le tout sur le plat… » */
function garnishText(dish: Dish, garnish: readonly Item[]): string {
  const leafy = garnish.filter((item) => item.kind === "leafy");
  const cut = garnish.filter((item) => item.kind !== "leafy");
  const clauses = [
    leafy.length ? `lavez et essorez ${dish.the(...leafy)}` : undefined,
    cut.length ? `coupez ${dish.the(...cut)} en dés ou en fines lamelles` : undefined,
  ].filter((clause): clause is string => clause !== undefined);
  const place = garnish.length === 1 ? `disposez-${dish.pronoun(...garnish)}` : "disposez le tout";
  return capitalise(`${clauses.join(", ")}, puis ${place} sur le plat au moment de servir.`);
}

interface WrittenSteps {
  steps: GeneratedRecipe["instructions"];
  prep: number;
  cook: number;
}

function writeSteps(archetype: Archetype, dish: Dish): WrittenSteps {
  const slots = archetype.steps(dish);
  const seasoning = [dish.pantry("salt"), dish.pantry("pepper")];
  const unseasoned = seasoning.some((item) => item !== undefined && !dish.mentioned.has(item));
  const unnamed = dish.items.filter((item) => !dish.mentioned.has(item) && !seasoning.includes(item));
  // Raw vegetables a cooked dish left out are a garnish, not something to simmer.
  const garnish = unnamed.filter((item) => isRawOnly(item));
  const forgotten = unnamed.filter((item) => !garnish.includes(item));
  const drafts: StepDraft[] = [];
  // Rice, quinoa or pasta the dish had no place for are cooked before they join it: raw quinoa
  // stirred into a quiche's filling stays raw (issue 27, found by the absorption check).
  const raw = forgotten.filter(
    (item) => item.group === "starch" && item.kind !== "bread" && !comesReady(item),
  );
  // What the leftovers step adds is peeled and cut with the rest, before the first flame.
  const readied = prepareLeftovers(
    dish,
    forgotten.filter((item) => !raw.includes(item)),
  );
  let leftoversAt = -1;
  const addLeftovers = () => {
    leftoversAt = drafts.length;
    const cooked = cookStarches(dish, raw);
    if (cooked) drafts.push(cooked);
    drafts.push(archetype.leftovers(dish, forgotten));
  };
  let placed = false;
  for (const slot of slots) {
    if (slot === LEFTOVERS) {
      if (forgotten.length && !placed) addLeftovers();
      placed = true;
    } else if (slot) drafts.push(slot);
  }
  if (!placed && forgotten.length) addLeftovers();
  const firstCooking = drafts.findIndex((draft) => draft.phase !== "prep");
  const readyAt = Math.min(...[firstCooking, leftoversAt].filter((index) => index >= 0), drafts.length);
  drafts.splice(readyAt, 0, ...readied);
  // Chickpeas soaked « la veille » open the method: nothing is cut the day before it is cooked.
  drafts.sort((first, second) => Number(second.dayBefore ?? false) - Number(first.dayBefore ?? false));
  if (garnish.length) {
    drafts.push({
      text: garnishText(dish, garnish),
      minutes: 2,
      phase: "prep",
    });
  }
  const last = drafts[drafts.length - 1];
  // Salt and pepper no template spoke of still belong to the dish: the cook seasons at the end.
  if (unseasoned && last) {
    const missing = seasoning.map((item) => (item && !dish.mentioned.has(item) ? item : undefined));
    const verb = capitalise(dish.seasonWith(missing));
    drafts[drafts.length - 1] = { ...last, text: `${last.text} ${verb} à votre goût.` };
  }
  let prep = 0;
  let cook = 0;
  const steps = drafts.map((draft, index) => {
    if (draft.phase === "cook") cook += draft.minutes;
    else prep += draft.minutes;
    return {
      etape: index + 1,
      description: draft.text,
      ...(draft.minutes > 0 ? { temps: formatDuration(draft.minutes) } : {}),
      ...(draft.temperature ? { temperature: draft.temperature } : {}),
      ...(draft.tip ? { conseil: draft.tip } : {}),
    };
  });
  return { steps, prep, cook };
}

const LEVELS = ["Facile", "Moyen", "Difficile"] as const;

/** The dish's own difficulty, one level up for a long list of ingredients or steps. */
function difficultyOf(
  archetype: Archetype,
  givenCount: number,
  stepCount: number,
): GeneratedRecipe["difficulte"] {
  const index = LEVELS.indexOf(archetype.difficulty);
  const busy = givenCount > 8 || stepCount > 11;
  return LEVELS[Math.min(LEVELS.length - 1, index + (busy ? 1 : 0))] ?? archetype.difficulty;
}

const GOAL_LINES = {
  muscle: (n: RecipeNutrition) =>
    `Recette pensée pour la prise de muscle\u00a0: chaque portion apporte ${Math.round(n.perPortion.proteines)}\u00a0g de protéines.`,
  "weight-loss": (n: RecipeNutrition) =>
    `Recette pensée pour la perte de poids\u00a0: ${n.perPortion.calories}\u00a0kcal et ${Math.round(n.perPortion.fibres)}\u00a0g de fibres par portion.`,
  health: (n: RecipeNutrition) =>
    `Une assiette équilibrée pour tous les jours\u00a0: ${n.perPortion.calories}\u00a0kcal et ${Math.round(n.perPortion.fibres)}\u00a0g de fibres par portion.`,
} as const;

function describe(archetype: Archetype, dish: Dish, nutrition: RecipeNutrition, minutes: number): string {
  const ready = `Prêt${archetype.name.gender === "f" ? "e" : ""}${archetype.namePlural ? "s" : ""} en ${formatDuration(minutes)}, pour ${dish.portions} ${agree(dish.portions, "personne", "personnes")}.`;
  const goal = dish.goal ? GOAL_LINES[dish.goal](nutrition) : undefined;
  return [archetype.pitch(dish), ready, goal].filter(Boolean).join(" ");
}
