// The week planner as it was before issue 28 (commit e2745ad, before 1e258d7 « Menu Perso plans
// from today… »), kept for `bench:planner` only: the issue asks today's planner to stay within
// twice its p95 on 1,360 recipes, measured in the same run (docs/decisions/0067). It reads
// today's domain modules (lexicon, diets, seasons); only the planner itself is the old one.
// Never imported by the app.
import type { Category } from "~/domain/recipe/labels";
import { joinList } from "~/domain/base/french";
import type { DietRestriction, NutritionGoal } from "~/domain/generation/request-schema";
import { computeRecipeNutrition } from "~/domain/nutrition/compute";
import { restrictionViolations } from "~/domain/nutrition/diet";
import { nothingFreeOfMessage } from "~/domain/base/allergens";
import { allergenViolations } from "~/domain/nutrition/lexicon-allergens";
import {
  MEAL_TYPES,
  type MealPlanEntry,
  type MealType,
  type NearbyMeal,
  type PlannerRecipe,
  type PlanRequest,
  type PlanResult,
} from "~/domain/meal-plan/types";
import { DAYS_PER_WEEK, mondayOf, weekDays } from "~/domain/base/week";
import { seasonPlanCost } from "~/domain/meal-plan/season-cost";
import { monthOf, type Month } from "~/domain/produce/label";

// ---------------------------------------------------------------------------------------
// Targets

/**
 * Energy per person and per day when the person gives none.
 * - health, and no goal: 2 000 kcal, the reference intake of EU regulation 1169/2011 (annex XIII)
 *   printed on French labels, about what a moderately active adult spends.
 * - weight-loss: 1 600 kcal, a deficit of about 400 kcal a day (some 0.3 to 0.4 kg a week)
 *   that can be kept up for weeks; lower targets call for a dietitian, not an app.
 * - muscle: 2 600 kcal, an active adult's 2 300 to 2 400 plus the small surplus that building
 *   muscle needs, together with the protein the planner then favours.
 */
export const DEFAULT_DAILY_CALORIES: Readonly<Record<NutritionGoal, number>> = {
  health: 2000,
  "weight-loss": 1600,
  muscle: 2600,
};
const NO_GOAL_CALORIES = DEFAULT_DAILY_CALORIES.health;

/** The day's energy split between the meals: a real breakfast, dinner the main meal. */
export const MEAL_SHARES: Readonly<Record<MealType, number>> = { breakfast: 0.25, lunch: 0.35, dinner: 0.4 };

/** What each meal may be. Starters make a light lunch, never a dinner; desserts are never a meal. */
export const CATEGORIES_BY_MEAL: Readonly<Record<MealType, readonly Category[]>> = {
  breakfast: ["Petit-déjeuner"],
  lunch: ["Viande", "Poisson", "Végétarien", "Plats", "Entrées"],
  dinner: ["Viande", "Poisson", "Végétarien", "Plats"],
};

/** The daily target in kcal: the person's own figure, else the goal's default. */
export function dailyCalorieTarget(request: Pick<PlanRequest, "dailyCalories" | "goal">): number {
  const { dailyCalories, goal } = request;
  if (dailyCalories !== undefined && Number.isFinite(dailyCalories) && dailyCalories > 0)
    return dailyCalories;
  return goal ? DEFAULT_DAILY_CALORIES[goal] : NO_GOAL_CALORIES;
}

// ---------------------------------------------------------------------------------------
// Weights of the choice. Every slot takes the candidate of lowest cost; a recipe not yet used
// this week always beats one already used, so the rest only orders the unused ones.

/** Half of what the day's earlier meals missed or exceeded is carried over to the next one. */
const CARRY_OVER = 0.5;
/** The same main category at lunch and dinner of one day: worse than almost any calorie gap. */
const SAME_DAY_CATEGORY = 2;
/** The same main category two dinners in a row. */
const DINNERS_IN_A_ROW = 1.5;
/** A lunch that takes one of the last recipes dinners could still use, when dinners are short of them. */
const DINNER_SCARCITY = 1.5;
/** muscle: 0.6 off for a dish whose energy comes 40 % from protein (poulet rôti: 39 %). */
const PROTEIN_WEIGHT = 1.5;
/**
 * weight-loss: 0.5 on at 200 kcal per 100 g (tartare de saumon), 0.6 for a steak au poivre (247),
 * 0.13 for a velouté de potimarron (50), capped at 400 kcal per 100 g.
 */
const DENSITY_WEIGHT = 0.5;
const DENSITY_SCALE = 200;
const DENSITY_SHORTLIST = 12;
/**
 * A day's total away from its target, squared so that two days 20 % short cost less than one
 * day right and one 40 % short: the week should be even.
 */
const DAY_WEIGHT = 4;
/** When repeats cannot be avoided: each earlier use, and closeness to the nearest one. */
const USE_WEIGHT = 2;
const CLOSENESS_WEIGHT = 4;
/** Random part, so that another seed gives another menu; below the variety penalties. */
const NOISE = 0.4;
const MAX_SWAP_ROUNDS = 6;
/** Weeks that need repeats are planned several times, keeping the one with the fewest and best spread. */
const ATTEMPTS_WITH_REPEATS = 8;
/**
 * A dish of a neighbouring week, when one must come back: served last week costs this much, three
 * weeks away a third of it, so that what returns is what was eaten longest ago.
 */
const NEARBY_WEIGHT = 3;
/** One repeat within the week is worse than any number of dishes back from other weeks. */
const IN_WEEK_REPEAT = 1000;

// ---------------------------------------------------------------------------------------
// Seeded randomness

/** mulberry32: a tiny 32-bit generator, plenty for shuffling a menu, and the same on every engine. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function attemptSeed(seed: number, attempt: number): number {
  const base = Number.isFinite(seed) ? Math.trunc(seed) >>> 0 : 0;
  return (base ^ Math.imul(attempt, 0x9e3779b9)) >>> 0;
}

// ---------------------------------------------------------------------------------------
// Candidates

interface Candidate {
  recipe: PlannerRecipe;
  /** What the week's cost reads of it, made once. */
  meal: Meal;
  calories: number;
  /** Share of the energy that comes from protein, 0 to about 0.4. */
  proteinShare: number;
  /**
   * kcal per 100 g as served; null when the ingredients cannot be weighed. Weighed only when
   * weight loss asks and the candidate is in the running (see `lowestWithDensity`).
   */
  density?: number | null;
}

/**
 * Grams of one portion, by recipe content: the server rebuilds its PlannerRecipe objects for each
 * request, so identity would never hit, and weighing is the costly part of the planner (about
 * 0.1 ms a recipe). Cleared when full, as the lexicon's reading cache is.
 */
const portionGrams = new Map<string, number>();
const PORTION_CACHE_SIZE = 5000;

function portionGramsOf(recipe: PlannerRecipe): number {
  const key = `${recipe.servings}|${JSON.stringify(recipe.ingredients)}`;
  const cached = portionGrams.get(key);
  if (cached !== undefined) return cached;
  const { perIngredient } = computeRecipeNutrition(recipe.ingredients, recipe.servings);
  const grams = perIngredient.reduce((sum, ingredient) => sum + ingredient.grams, 0);
  if (portionGrams.size >= PORTION_CACHE_SIZE) portionGrams.clear();
  portionGrams.set(key, grams);
  return grams;
}

/** kcal per 100 g as served, from the same weighing the nutrition uses. */
function energyDensityOf(recipe: PlannerRecipe): number | undefined {
  const grams = portionGramsOf(recipe);
  return grams > 0 && recipe.nutrition.calories > 0 ? (recipe.nutrition.calories / grams) * 100 : undefined;
}

function candidateOf(recipe: PlannerRecipe): Candidate {
  const { calories, proteines } = recipe.nutrition;
  return {
    recipe,
    meal: { recipeId: recipe.id, category: recipe.category, calories },
    calories,
    proteinShare: calories > 0 ? Math.min(1, (proteines * 4) / calories) : 0,
  };
}

// ---------------------------------------------------------------------------------------
// French messages

// prettier-ignore
const ADJECTIVES: Record<DietRestriction, { singular: string; plural: string }> = {
  vegetarian: { singular: "végétarien", plural: "végétariens" },
  vegan: { singular: "végan", plural: "végans" },
  "gluten-free": { singular: "sans gluten", plural: "sans gluten" },
  "lactose-free": { singular: "sans lactose", plural: "sans lactose" },
  keto: { singular: "cétogène", plural: "cétogènes" },
};

/** Vegan implies vegetarian: « végans », not « végétariens et végans ». */
function describedRestrictions(restrictions: readonly DietRestriction[]): DietRestriction[] {
  const unique = [...new Set(restrictions)];
  return unique.includes("vegan") ? unique.filter((restriction) => restriction !== "vegetarian") : unique;
}

/** What each meal is called in a message, and what cannot be planned without it. */
const MEAL_WORDS: Record<MealType, { noun: string; planned: string }> = {
  breakfast: { noun: "petit-déjeuner", planned: "la semaine" },
  // Lunches take every main dish: when none fits, dinners have none either.
  lunch: { noun: "plat", planned: "la semaine" },
  // Starters may make a lunch, not a dinner.
  dinner: { noun: "plat principal", planned: "les dîners de la semaine" },
};

/** Lunches and dinners had to take dishes of the weeks around this one. */
function acrossWeeksNotice(restrictions: readonly DietRestriction[]): string {
  return restrictions.length > 0
    ? "Vos restrictions laissent peu de plats : certains reviennent d'une semaine à l'autre."
    : "Nos recettes ne suffisent pas à varier chaque semaine : certains plats reviennent d'une semaine à l'autre.";
}

function repeatNotice(group: "breakfast" | "mains", restrictions: readonly DietRestriction[]): string {
  const noun = group === "breakfast" ? "petits-déjeuners" : "plats";
  const described = describedRestrictions(restrictions).map((restriction) => ADJECTIVES[restriction].plural);
  const which = described.length > 0 ? `${noun} ${joinList(described)}` : `${noun} dans nos recettes`;
  return `Pas assez de ${which} pour varier toute la semaine : certains reviennent.`;
}

function nothingFitsMessage(type: MealType, restrictions: readonly DietRestriction[]): string {
  const { noun, planned } = MEAL_WORDS[type];
  const described = describedRestrictions(restrictions).map(
    (restriction) => ADJECTIVES[restriction].singular,
  );
  if (described.length === 0) return `Aucun ${noun} dans nos recettes : impossible de composer ${planned}.`;
  const both = described.length > 1 ? "à la fois " : "";
  const advice =
    described.length > 1
      ? "Retirez une restriction pour réessayer."
      : "Retirez cette restriction pour réessayer.";
  return `Aucun ${noun} de nos recettes n'est ${both}${joinList(described)} : impossible de composer ${planned}. ${advice}`;
}

function keptOutsideRestrictionsNotice(name: string): string {
  return `Le repas « ${name} » que vous avez choisi ne respecte pas vos restrictions alimentaires : nous l'avons gardé.`;
}

// ---------------------------------------------------------------------------------------
// One planning pass: a greedy choice meal by meal, Monday breakfast to Sunday dinner, then swaps
// between meals of the week while they make the whole week better (days closer to their target,
// categories better spread, repeats further apart). Swaps keep the chosen recipes, so the menu
// stays the seed's own.

const SLOTS = DAYS_PER_WEEK * MEAL_TYPES.length;
const dayOf = (slot: number) => Math.floor(slot / MEAL_TYPES.length);
const typeOf = (slot: number): MealType => MEAL_TYPES[slot % MEAL_TYPES.length] ?? "breakfast";
const slotAt = (day: number, type: MealType) => day * MEAL_TYPES.length + MEAL_TYPES.indexOf(type);

interface Meal {
  recipeId: string;
  category: Category | undefined;
  /** Per portion; undefined for a kept meal whose recipe is not in the library. */
  calories: number | undefined;
}

interface Context {
  pools: Record<MealType, Candidate[]>;
  /** Meals the person chose, by slot. */
  kept: (Meal | undefined)[];
  daily: number;
  goal: NutritionGoal | undefined;
  /** The week's month when the person prefers dishes in season. */
  seasonMonth?: Month;
  /** Lunches and dinners of the weeks around, nearest distance by recipe. */
  nearby: ReadonlyMap<string, number>;
}

interface Pass {
  /** The chosen recipe of every slot not kept. */
  chosen: (Candidate | undefined)[];
  repeats: number;
  repeated: Set<"breakfast" | "mains">;
  /** Lunches and dinners taken from the weeks around. */
  fromNearby: number;
  cost: number;
}

/** weight-loss: from 0 to DENSITY_WEIGHT × 2, the recipe weighed the first time it is asked. */
function densityCost(candidate: Candidate): number {
  if (candidate.density === undefined) candidate.density = energyDensityOf(candidate.recipe) ?? null;
  if (candidate.density === null) return 0;
  return (DENSITY_WEIGHT * Math.min(candidate.density, 2 * DENSITY_SCALE)) / DENSITY_SCALE;
}

/** What does not change when meals swap places: closeness to the goal. */
function goalCost(candidate: Candidate, goal: NutritionGoal | undefined): number {
  if (goal === "muscle") return -PROTEIN_WEIGHT * candidate.proteinShare;
  if (goal === "weight-loss") return densityCost(candidate);
  return 0;
}

interface Scored {
  candidate: Candidate;
  cost: number;
}

function lowest(scored: readonly Scored[]): Candidate | undefined {
  let best: Scored | undefined;
  for (const item of scored) if (!best || item.cost < best.cost) best = item;
  return best?.candidate;
}

/**
 * The lowest cost once density is added, among the DENSITY_SHORTLIST cheapest before density.
 * Density only adds, so the search also stops at the first candidate whose cost before density
 * already loses. A few recipes are weighed per meal, never a large library whole (weighing costs
 * some 50 µs a recipe).
 */
function lowestWithDensity(scored: readonly Scored[]): Candidate | undefined {
  let best: Candidate | undefined;
  let bestCost = Number.POSITIVE_INFINITY;
  const cheapest = [...scored].sort((first, second) => first.cost - second.cost).slice(0, DENSITY_SHORTLIST);
  for (const { candidate, cost } of cheapest) {
    if (cost >= bestCost) break;
    const total = cost + densityCost(candidate);
    if (total < bestCost) {
      best = candidate;
      bestCost = total;
    }
  }
  return best;
}

/** How far a day is from its target, how the categories follow each other, how close repeats come. */
function weekCost(meals: readonly (Meal | undefined)[], daily: number): number {
  let total = 0;
  for (let day = 0; day < DAYS_PER_WEEK; day++) {
    let eaten = 0;
    for (const type of MEAL_TYPES) {
      const expected = daily * MEAL_SHARES[type];
      const calories = meals[slotAt(day, type)]?.calories ?? expected;
      eaten += calories;
      total += Math.abs(calories - expected) / expected;
    }
    total += DAY_WEIGHT * ((eaten - daily) / daily) ** 2;
    const lunch = meals[slotAt(day, "lunch")]?.category;
    if (lunch !== undefined && lunch === meals[slotAt(day, "dinner")]?.category) total += SAME_DAY_CATEGORY;
    const dinner = meals[slotAt(day, "dinner")]?.category;
    if (day > 0 && dinner !== undefined && dinner === meals[slotAt(day - 1, "dinner")]?.category)
      total += DINNERS_IN_A_ROW;
  }
  // Called for every swap tried: pairs of slots rather than a map of uses, to allocate nothing.
  for (let first = 0; first < SLOTS; first++) {
    const recipeId = meals[first]?.recipeId;
    if (recipeId === undefined) continue;
    for (let second = first + 1; second < SLOTS; second++)
      if (meals[second]?.recipeId === recipeId)
        total += CLOSENESS_WEIGHT / (1 + dayOf(second) - dayOf(first));
  }
  return total;
}

function runPass(context: Context, random: () => number): Pass {
  const { pools, kept, daily } = context;
  const meals: (Meal | undefined)[] = [...kept];
  const chosen: (Candidate | undefined)[] = Array.from({ length: SLOTS }, () => undefined);
  const uses = new Map<string, number[]>();
  const recordUse = (recipeId: string, day: number) =>
    uses.set(recipeId, [...(uses.get(recipeId) ?? []), day]);
  kept.forEach((meal, slot) => {
    if (meal) recordUse(meal.recipeId, dayOf(slot));
  });
  const dinnerIds = new Set(pools.dinner.map(({ recipe }) => recipe.id));
  const repeated = new Set<"breakfast" | "mains">();
  let repeats = 0;
  let fromNearby = 0;
  const { nearby } = context;
  /** Not yet this week, and (for lunches and dinners) not in the weeks around either. */
  const unseen = (id: string, type: MealType) => !uses.has(id) && (type === "breakfast" || !nearby.has(id));

  /** The meal's share of the day, moved by half of what the day's earlier meals missed or exceeded. */
  const aimOf = (day: number, type: MealType): number => {
    let gap = 0;
    for (const earlier of MEAL_TYPES) {
      if (earlier === type) break;
      const expected = daily * MEAL_SHARES[earlier];
      gap += expected - (meals[slotAt(day, earlier)]?.calories ?? expected);
    }
    const share = daily * MEAL_SHARES[type];
    return Math.min(share * 1.5, Math.max(share * 0.5, share + CARRY_OVER * gap));
  };

  /** Whether taking a dinner recipe at lunch would leave the coming dinners without unused ones. */
  const dinnersShortFrom = (day: number): boolean => {
    let slotsLeft = 0;
    for (let later = day; later < DAYS_PER_WEEK; later++) if (!meals[slotAt(later, "dinner")]) slotsLeft++;
    let unused = 0;
    for (const id of dinnerIds) if (unseen(id, "dinner")) unused++;
    return unused <= slotsLeft;
  };

  const costOf = (candidate: Candidate, slot: number, aim: number, dinnersShort: boolean): number => {
    const { recipe } = candidate;
    const day = dayOf(slot);
    const type = typeOf(slot);
    let total = Math.abs(candidate.calories - aim) / aim;
    if (context.goal === "muscle") total += goalCost(candidate, "muscle"); // density comes later, lazily
    if (context.seasonMonth) total += seasonPlanCost(recipe, context.seasonMonth);
    if (type !== "breakfast") {
      const other = meals[slotAt(day, type === "lunch" ? "dinner" : "lunch")];
      if (other?.category === recipe.category) total += SAME_DAY_CATEGORY;
    }
    if (type === "dinner") {
      for (const near of [day - 1, day + 1])
        if (near >= 0 && near < DAYS_PER_WEEK && meals[slotAt(near, "dinner")]?.category === recipe.category)
          total += DINNERS_IN_A_ROW;
    }
    if (type === "lunch" && dinnersShort && dinnerIds.has(recipe.id)) total += DINNER_SCARCITY;
    const away = type === "breakfast" ? undefined : nearby.get(recipe.id);
    if (away !== undefined) total += NEARBY_WEIGHT / away;
    const used = uses.get(recipe.id);
    if (used) {
      const nearest = Math.min(...used.map((usedDay) => Math.abs(usedDay - day)));
      total += USE_WEIGHT * used.length + CLOSENESS_WEIGHT / (1 + nearest);
    }
    return total;
  };

  for (let slot = 0; slot < SLOTS; slot++) {
    if (meals[slot]) continue;
    const day = dayOf(slot);
    const type = typeOf(slot);
    const pool = pools[type];
    // Unseen dishes first; then dishes of the weeks around, not yet this week; then repeats.
    const unseenHere = pool.filter(({ recipe }) => unseen(recipe.id, type));
    const fresh = unseenHere.length > 0 ? unseenHere : pool.filter(({ recipe }) => !uses.has(recipe.id));
    const aim = aimOf(day, type);
    const dinnersShort = type === "lunch" && dinnersShortFrom(day);
    const scored = (fresh.length > 0 ? fresh : pool).map((candidate) => ({
      candidate,
      cost: costOf(candidate, slot, aim, dinnersShort) + NOISE * random(),
    }));
    const best = context.goal === "weight-loss" ? lowestWithDensity(scored) : lowest(scored);
    if (!best) continue; // planWeek checked that every pool needed is non-empty
    if (fresh.length === 0) {
      repeats++;
      repeated.add(type === "breakfast" ? "breakfast" : "mains");
    } else if (unseenHere.length === 0) fromNearby++;
    chosen[slot] = best;
    meals[slot] = best.meal;
    recordUse(best.recipe.id, day);
  }

  const cost = improveBySwaps(chosen, meals, daily);
  const fixed = chosen.reduce(
    (sum, candidate) => sum + (candidate ? goalCost(candidate, context.goal) : 0),
    0,
  );
  return { chosen, repeats, repeated, fromNearby, cost: cost + fixed };
}

const fits = (candidate: Candidate, type: MealType) =>
  CATEGORIES_BY_MEAL[type].includes(candidate.recipe.category);

/** Swaps two chosen meals while that lowers weekCost; returns the final weekCost. */
function improveBySwaps(
  chosen: (Candidate | undefined)[],
  meals: (Meal | undefined)[],
  daily: number,
): number {
  let cost = weekCost(meals, daily);
  for (let round = 0; round < MAX_SWAP_ROUNDS; round++) {
    let improved = false;
    for (let first = 0; first < SLOTS; first++) {
      for (let second = first + 1; second < SLOTS; second++) {
        const one = chosen[first];
        const other = chosen[second];
        if (!one || !other || one.recipe.id === other.recipe.id) continue;
        if (!fits(one, typeOf(second)) || !fits(other, typeOf(first))) continue;
        chosen[first] = other;
        chosen[second] = one;
        meals[first] = other.meal;
        meals[second] = one.meal;
        const swapped = weekCost(meals, daily);
        if (swapped < cost - 1e-9) {
          cost = swapped;
          improved = true;
        } else {
          chosen[first] = one;
          chosen[second] = other;
          meals[first] = one.meal;
          meals[second] = other.meal;
        }
      }
    }
    if (!improved) break;
  }
  return cost;
}

const shortfall = (pass: Pass) => pass.repeats * IN_WEEK_REPEAT + pass.fromNearby;
const better = (challenger: Pass, holder: Pass) =>
  shortfall(challenger) !== shortfall(holder)
    ? shortfall(challenger) < shortfall(holder)
    : challenger.cost < holder.cost;

// ---------------------------------------------------------------------------------------
// The week

/**
 * Fills the 21 meals of the week starting `request.monday` (any day of it will do).
 *
 * - Breakfasts come from « Petit-déjeuner » recipes, lunches and dinners from main dishes
 *   (CATEGORIES_BY_MEAL), all under the person's restrictions.
 * - No recipe twice in the week while the allowed recipes suffice; kept meals count. When they
 *   do not, the fewest repeats, spread as far apart as possible, and a notice says so.
 * - Each meal aims at its share of the day (MEAL_SHARES of dailyCalorieTarget), the day's earlier
 *   meals shifting the aim; muscle prefers protein, weight-loss low energy density.
 * - Variety: not the same main category at lunch and dinner of a day, nor two dinners in a row,
 *   whenever another unused recipe allows it.
 * - Meals chosen by the person (manual) stay unless replaceManual; other meals of the week are
 *   replaced. Entries of other weeks are not returned.
 * - No lunch or dinner of the weeks around (request.nearbyWeeks) while the library allows it;
 *   when it does not, those eaten longest ago come back, and a notice says so.
 * - Same request and seed, same menu; another seed, most likely another menu.
 *
 * Generated entries have the id `${day}:${type}`: a slot holds one meal.
 */
export function planWeek(library: readonly PlannerRecipe[], request: PlanRequest): PlanResult {
  const days = weekDays(mondayOf(request.monday));
  const dayIndex = new Map(days.map((day, index) => [day, index]));
  const byId = new Map<string, PlannerRecipe>();
  for (const recipe of library) if (!byId.has(recipe.id)) byId.set(recipe.id, recipe);

  const notices: string[] = [];
  const keptEntries = new Map<number, MealPlanEntry>();
  if (!request.replaceManual) {
    for (const entry of request.existing) {
      const day = dayIndex.get(entry.day);
      if (!entry.manual || day === undefined || !MEAL_TYPES.includes(entry.type)) continue;
      const slot = slotAt(day, entry.type);
      if (keptEntries.has(slot)) continue; // one meal a slot: the first one stays
      keptEntries.set(slot, entry);
      const recipe = byId.get(entry.recipeId);
      if (recipe && restrictionViolations(recipe.ingredients, request.restrictions).length > 0)
        notices.push(keptOutsideRestrictionsNotice(entry.name));
    }
  }

  const allowed = [...byId.values()].filter(
    (recipe) =>
      restrictionViolations(recipe.ingredients, request.restrictions).length === 0 &&
      allergenViolations(recipe.ingredients, request.excludedAllergens ?? []).length === 0,
  );
  const pools = {} as Record<MealType, Candidate[]>;
  for (const type of MEAL_TYPES) {
    pools[type] = allowed
      .filter((recipe) => CATEGORIES_BY_MEAL[type].includes(recipe.category))
      .map(candidateOf);
    const needed = days.some((_, day) => !keptEntries.has(slotAt(day, type)));
    if (needed && pools[type].length === 0) {
      const { noun, planned } = MEAL_WORDS[type];
      const excluded = request.excludedAllergens ?? [];
      const message =
        excluded.length > 0
          ? nothingFreeOfMessage(noun, planned, excluded, request.restrictions.length > 0)
          : nothingFitsMessage(type, request.restrictions);
      return { ok: false, message };
    }
  }

  const kept: (Meal | undefined)[] = Array.from({ length: SLOTS }, () => undefined);
  for (const [slot, entry] of keptEntries) {
    const recipe = byId.get(entry.recipeId);
    kept[slot] = {
      recipeId: entry.recipeId,
      category: recipe?.category,
      calories: recipe?.nutrition.calories,
    };
  }
  const context: Context = {
    pools,
    kept,
    daily: dailyCalorieTarget(request),
    goal: request.goal,
    nearby: nearestWeeks(request.nearbyWeeks ?? []),
  };
  if (request.preferSeason) context.seasonMonth = monthOf(days[0] ?? request.monday);

  let plan = runPass(context, mulberry32(attemptSeed(request.seed, 0)));
  if (shortfall(plan) > 0) {
    for (let attempt = 1; attempt < ATTEMPTS_WITH_REPEATS; attempt++) {
      const challenger = runPass(context, mulberry32(attemptSeed(request.seed, attempt)));
      if (better(challenger, plan)) plan = challenger;
    }
  }
  if (plan.repeated.has("breakfast")) notices.push(repeatNotice("breakfast", request.restrictions));
  if (plan.repeated.has("mains")) notices.push(repeatNotice("mains", request.restrictions));
  else if (plan.fromNearby > 0) notices.push(acrossWeeksNotice(request.restrictions));

  const takenIds = new Set([...keptEntries.values()].map((entry) => entry.id));
  const entries: MealPlanEntry[] = [];
  days.forEach((day, index) => {
    for (const type of MEAL_TYPES) {
      const slot = slotAt(index, type);
      const keptEntry = keptEntries.get(slot);
      if (keptEntry) {
        entries.push(keptEntry);
        continue;
      }
      const candidate = plan.chosen[slot];
      if (!candidate) continue;
      entries.push({
        id: freeId(`${day}:${type}`, takenIds),
        name: candidate.recipe.title,
        type,
        day,
        recipeId: candidate.recipe.id,
        portions: request.portions,
        manual: false,
      });
    }
  });
  return { ok: true, entries, notices };
}

/** The nearest week each recipe of the weeks around was served in. */
function nearestWeeks(meals: readonly NearbyMeal[]): Map<string, number> {
  const nearest = new Map<string, number>();
  for (const { recipeId, weeksAway } of meals) {
    const away = Math.max(1, Math.abs(weeksAway));
    nearest.set(recipeId, Math.min(away, nearest.get(recipeId) ?? Number.POSITIVE_INFINITY));
  }
  return nearest;
}

/** `${day}:${type}`, unless a kept meal already carries that id (« …:2 » then). */
function freeId(wanted: string, taken: Set<string>): string {
  let id = wanted;
  for (let suffix = 2; taken.has(id); suffix++) id = `${wanted}:${suffix}`;
  taken.add(id);
  return id;
}

// ---------------------------------------------------------------------------------------
// Daily totals

export interface DailyTotals {
  calories: number;
  proteines: number;
  glucides: number;
  lipides: number;
  /** False when a meal of the day has no known recipe, so the figures leave it out. */
  complete: boolean;
}

const tenth = (value: number) => Math.round(value * 10) / 10 + 0;

/**
 * What one person eats each day of the plan, by ISO date: the per-portion nutrition of each
 * meal's recipe, summed, then rounded as compute.ts rounds (kcal to the unit, grams to the
 * tenth). Only days with at least one meal appear.
 */
export function dailyTotals(
  entries: readonly MealPlanEntry[],
  recipesById: ReadonlyMap<string, PlannerRecipe>,
): Record<string, DailyTotals> {
  const sums: Record<string, DailyTotals> = {};
  for (const entry of entries) {
    const sum = (sums[entry.day] ??= { calories: 0, proteines: 0, glucides: 0, lipides: 0, complete: true });
    const recipe = recipesById.get(entry.recipeId);
    if (!recipe) {
      sum.complete = false;
      continue;
    }
    sum.calories += recipe.nutrition.calories;
    sum.proteines += recipe.nutrition.proteines;
    sum.glucides += recipe.nutrition.glucides;
    sum.lipides += recipe.nutrition.lipides;
  }
  for (const sum of Object.values(sums)) {
    sum.calories = Math.round(sum.calories) + 0;
    sum.proteines = tenth(sum.proteines);
    sum.glucides = tenth(sum.glucides);
    sum.lipides = tenth(sum.lipides);
  }
  return sums;
}
