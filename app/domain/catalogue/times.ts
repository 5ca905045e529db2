import { cookingVerbsIn } from "../chef/cooking-verbs";
import type { Recipe } from "../recipe/model";
import { durationLabel, durationsInText, minutesIn } from "../text/duration";
import { foldText } from "../text/fold";

/**
 * A recipe's times read from its steps (decision 0049). The header's preparation and cooking
 * are written by a person and may drift from the method; the waits (a crème caramel's three
 * hours in the fridge, a bourguignon's night of marinade) were never in the header at all. So
 * each timed step is classed as work, heat or wait, the wait is added from the steps, and the
 * catalogue's gate holds the header's cooking to the steps' own.
 */

export type StepKind = "preparation" | "cooking" | "rest";

/** How a dish waits, as the total says it: « dont 3 h au frais ». */
export type RestKind = "frais" | "marinade" | "levée" | "trempage" | "repos";

const REST_WORDING: Readonly<Record<RestKind, string>> = {
  frais: "au frais",
  marinade: "de marinade",
  levée: "de levée",
  trempage: "de trempage",
  repos: "de repos",
};

// Folded words, strongest first: a marinade kept in the fridge is still a marinade.
const REST_WORDS: readonly [RestKind, RegExp][] = [
  ["marinade", /\b(?:marin(?:ade|er|ez)|macer(?:ation|er|ez))\b/],
  ["levée", /\b(?:lev(?:ee|er)|pousse|pousser|doubler? de volume)\b/],
  ["trempage", /\b(?:tremp(?:age|er|ez))\b/],
  [
    "frais",
    /\b(?:au frais|refrigerat(?:eur)|refriger(?:ez|er)|frigo|congelat(?:eur)|congel(?:ez|er)|raffermi(?:r|ssez))\b/,
  ],
  [
    "repos",
    /\b(?:repos|repose[rz]?|refroidir|tiedir|infuser|prendre|degorger|secher|gonfler|attendez|a l avance)\b/,
  ],
];

/** A heat the step names in its temperature (folded): « 180 °C », « feu doux », « th. 6 ». */
const HEAT = /\d c\b|\bfeu\b|\bfour\b|\bgril\b|\bth\b|\bthermostat\b|\bvapeur\b|\bebullition\b|\bfremi/;

/** Heat in the step's words that no cooking verb names: « poursuivez la cuisson », « chauffez l'huile ». */
const HEAT_IN_WORDS =
  /\bcuisson\b|\bebullition\b|\bbouillante\b|\bchauff(?:ez|er)\b|\bgresill|\bfondre\b|\bsuer\b|\btorrefi/;

/** A dish taken out of the fridge waits at room temperature: a rest, not a chill. */
const OUT_OF_THE_FRIDGE = /\bsort\w* (?:\w+ ){0,4}du (?:refrigerateur|frigo)\b/;

export interface TimedStep {
  /** The step's place in the method, from 0. */
  index: number;
  minutes: number;
  kind: StepKind;
  /** How it waits, for a resting step. */
  rest?: RestKind;
  /** « Pendant ce temps, … »: it runs while the step before it does. */
  parallel: boolean;
}

export type StepOfRecipe = Pick<Recipe["steps"][number], "description"> & {
  temps?: string | number;
  temperature?: string | number;
};

/** How a step waits, if its words say it does: « réfrigérez 3 h » → frais. */
export function restKindOf(description: string): RestKind | undefined {
  const folded = foldText(description);
  const kind = REST_WORDS.find(([, words]) => words.test(folded))?.[0];
  return kind === "frais" && OUT_OF_THE_FRIDGE.test(folded) ? "repos" : kind;
}

/**
 * The kind of a step. Heat wins: « laissez mijoter 2 h » or « enfournez, laissez prendre »
 * cook, whatever they wait for. A step without heat whose words wait is a rest; the rest is
 * work. Heating the oven alone cooks nothing: « sortez le poulet du réfrigérateur 30 min à
 * l'avance, préchauffez le four » is a wait.
 */
export function stepKindOf(step: StepOfRecipe): StepKind {
  const folded = foldText(step.description);
  const verbs = cookingVerbsIn(step.description).length > 0 || HEAT_IN_WORDS.test(folded);
  const preheatOnly = /\bprechauff/.test(folded) && !verbs;
  const heat =
    verbs ||
    (!preheatOnly && step.temperature !== undefined && HEAT.test(foldText(String(step.temperature))));
  if (heat) return "cooking";
  return restKindOf(step.description) ? "rest" : "preparation";
}

/** « Laissez tiédir 1 min »: a breath between two gestures, not a wait worth a line. */
const SHORT_WAIT = 5;

const WHILE = /^pendant (?:ce temps|que|le repos|la cuisson|la levee)\b/;

/**
 * The steps that take a known time. A step's written `temps` counts; without it (a recipe a
 * person wrote, whose steps are plain text), the durations its sentence gives are added.
 */
export function timedSteps(steps: readonly StepOfRecipe[]): TimedStep[] {
  return steps.flatMap((step, index) => {
    const minutes = minutesIn(step.temps) ?? sum(durationsInText(step.description));
    if (!minutes) return [];
    const kind = stepKindOf(step);
    if (kind === "rest" && minutes < SHORT_WAIT) return [];
    const rest = kind === "rest" ? restKindOf(step.description) : undefined;
    const parallel = WHILE.test(foldText(step.description));
    return [{ index, minutes, kind, ...(rest ? { rest } : {}), parallel }];
  });
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

export interface StepMinutes {
  preparation: number;
  cooking: number;
  /** Waiting that no work fills: the onions that soften during the dough's rise shorten it. */
  rest: number;
  restKinds: RestKind[];
}

/**
 * The minutes of each kind the steps take, on the clock: a step written « pendant ce temps »
 * runs beside the one before, so of the two only the longer counts for each kind, and work
 * done during a wait comes off the wait.
 */
export function stepMinutes(steps: readonly StepOfRecipe[]): StepMinutes {
  const groups: TimedStep[][] = [];
  for (const step of timedSteps(steps)) {
    const last = groups.at(-1);
    if (step.parallel && last) last.push(step);
    else groups.push([step]);
  }
  const longest = (group: TimedStep[], kind: StepKind) =>
    Math.max(0, ...group.filter((step) => step.kind === kind).map((step) => step.minutes));
  const totals: StepMinutes = { preparation: 0, cooking: 0, rest: 0, restKinds: [] };
  for (const group of groups) {
    const preparation = longest(group, "preparation");
    const cooking = longest(group, "cooking");
    const rest = Math.max(0, longest(group, "rest") - preparation - cooking);
    totals.preparation += preparation;
    totals.cooking += cooking;
    totals.rest += rest;
    if (rest > 0)
      for (const step of group) if (step.kind === "rest") totals.restKinds.push(step.rest ?? "repos");
  }
  return totals;
}

/**
 * Reading every step's words is most of what a card or a planner recipe costs (a page of twenty
 * cards spent 5 ms on it): kept per steps list, which a stored recipe keeps while it is unchanged.
 */
const stepMinutesOf = new WeakMap<readonly StepOfRecipe[], StepMinutes>();

function stepMinutesOnce(steps: readonly StepOfRecipe[]): StepMinutes {
  const known = stepMinutesOf.get(steps);
  if (known) return known;
  const read = stepMinutes(steps);
  stepMinutesOf.set(steps, read);
  return read;
}

export interface RecipeTimes {
  preparation: number;
  cooking: number;
  rest: number;
  /** How the dish waits when all its waits are of one kind; otherwise « repos ». */
  restKind?: RestKind;
  /** Everything from the first peel to the table. */
  total: number;
  /**
   * Hands and eyes on the dish: preparation and the cooking. The planner's weekday limit
   * reads it; a night in the fridge asks nothing of the cook.
   */
  active: number;
}

/** What the times are read from: the header's two figures, the steps, and a stated rest if any. */
export type TimedRecipe = Pick<Recipe, "prepMinutes" | "cookMinutes" | "restMinutes"> & {
  steps: readonly StepOfRecipe[];
};

/**
 * Preparation and cooking as the header writes them, the rest as the steps do, unless the
 * recipe states its own (a page imported with a total longer than its parts).
 */
export function recipeTimes(recipe: TimedRecipe): RecipeTimes {
  const fromSteps = stepMinutesOnce(recipe.steps);
  const rest = recipe.restMinutes ?? fromSteps.rest;
  const kinds = new Set(fromSteps.restKinds);
  const restKind = rest === 0 ? undefined : kinds.size === 1 ? [...kinds][0] : "repos";
  const active = recipe.prepMinutes + recipe.cookMinutes;
  return {
    preparation: recipe.prepMinutes,
    cooking: recipe.cookMinutes,
    rest,
    ...(restKind ? { restKind } : {}),
    total: active + rest,
    active,
  };
}

/**
 * The times of a recipe whose header is text (« 15 min », « 1 h 30 »), as the chef and the AI
 * write them; undefined when either cannot be read.
 */
export function timesOfWritten(
  preparation: string | number | undefined,
  cooking: string | number | undefined,
  steps: readonly StepOfRecipe[],
): RecipeTimes | undefined {
  const prepMinutes = minutesIn(preparation);
  const cookMinutes = minutesIn(cooking);
  if (prepMinutes === undefined || cookMinutes === undefined) return undefined;
  return recipeTimes({ prepMinutes, cookMinutes, steps });
}

/** « 3 h 40, dont 3 h au frais », or « 45 min » when nothing waits. */
export function totalTimeLabel(times: RecipeTimes): string {
  const total = durationLabel(times.total);
  if (times.rest === 0) return total;
  return `${total}, dont ${durationLabel(times.rest)} ${REST_WORDING[times.restKind ?? "repos"]}`;
}

/** « Au frais », « Marinade », « Repos »: the rest's own line beside preparation and cooking. */
export function restLabel(kind: RestKind | undefined): string {
  switch (kind) {
    case "frais":
      return "Au frais";
    case "marinade":
      return "Marinade";
    case "levée":
      return "Levée";
    case "trempage":
      return "Trempage";
    default:
      return "Repos";
  }
}

/** A wait this long is part of the dish's time; a few minutes' rest is absorbed by the work. */
export const COUNTED_REST_MINUTES = 30;

/**
 * How far the header's cooking may be from the steps' before it is wrong: 10 minutes, or 15 %
 * of the steps' cooking for long dishes (a daube's « 3 h » against steps of 3 h 20).
 */
export function cookingTolerance(stepsCooking: number): number {
  return Math.max(10, Math.round(stepsCooking * 0.15));
}

/**
 * Where a recipe's header disagrees with its steps, in French, one problem a line: empty when
 * the times hold. The catalogue's quality gate runs it on every recipe; it is exported so that
 * recipes written elsewhere can be checked by the same rule.
 */
export function headerTimeProblems(recipe: TimedRecipe): string[] {
  const { preparation, cooking, rest } = stepMinutes(recipe.steps);
  const problems: string[] = [];
  if (Math.abs(recipe.cookMinutes - cooking) > cookingTolerance(cooking))
    problems.push(
      `cuisson ${durationLabel(recipe.cookMinutes)} en tête, ${durationLabel(cooking)} dans les étapes`,
    );
  if (preparation > recipe.prepMinutes + cookingTolerance(preparation))
    problems.push(
      `préparation ${durationLabel(recipe.prepMinutes)} en tête, ${durationLabel(preparation)} dans les étapes`,
    );
  for (const [index, step] of recipe.steps.entries()) {
    if (step.temps !== undefined || !restKindOf(step.description)) continue;
    const written = sum(durationsInText(step.description));
    if (written >= COUNTED_REST_MINUTES)
      problems.push(
        `étape ${index + 1}\u00a0: ${durationLabel(written)} d'attente sans durée («\u00a0temps\u00a0»)`,
      );
  }
  if (recipe.restMinutes !== undefined) {
    if (Math.abs(recipe.restMinutes - rest) > cookingTolerance(rest))
      problems.push(
        `repos ${durationLabel(recipe.restMinutes)} en tête, ${durationLabel(rest)} dans les étapes`,
      );
  }
  return problems;
}
