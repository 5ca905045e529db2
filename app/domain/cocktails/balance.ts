import { asCentilitres, info, num, type Draft, type DraftItem } from "./draft";
import type { IngredientKey } from "./ingredients";

/**
 * The balance rules of each structure family. They run after the twists, so whatever the
 * preferences added, the glass keeps proportions a bartender would recognise:
 * - sour and fizz: about 2 parts spirit, 1 part citrus, 0.75 part sweet (5 : 2,5 : 2 cl);
 * - equal parts: the parts stay equal (2,5 cl each);
 * - stirred: spirit-forward, 7 to 9 cl in all;
 * - highball and mule: 4 to 5 cl of spirit under 10 to 12 cl of filler;
 * - everywhere: never more than 6 cl of spirits.
 * Every centilitre ends on the half-centilitre grid.
 */
export const MAX_SPIRITS_CL = 6;

type Role = "spirit" | "liqueur" | "aromatized" | "wine" | "sour" | "sweet" | "juice" | "filler" | "other";

function roleOf(item: DraftItem): Role | null {
  if (item.unit !== "cl" || typeof item.amount !== "number") return null;
  switch (info(item.key).kind) {
    case "spirit":
      return "spirit";
    case "liqueur":
      return "liqueur";
    case "aromatized":
      return "aromatized";
    case "wine":
      return "wine";
    case "citrus":
      return "sour";
    case "sweetener":
      return "sweet";
    case "juice":
      return "juice";
    case "filler":
      return "filler";
    default:
      return "other";
  }
}

function pick(draft: Draft, ...roles: Role[]): DraftItem[] {
  return draft.items.filter((item) => {
    const role = roleOf(item);
    return role !== null && roles.includes(role);
  });
}

const total = (items: readonly DraftItem[]): number => items.reduce((sum, item) => sum + num(item), 0);

/** Rounds to the half centilitre, never below it. */
export function half(value: number): number {
  return Math.max(0.5, Math.round(value * 2) / 2);
}

/**
 * Spreads `target` over the items in proportion to their current doses, on the half-centilitre
 * grid (largest remainders), each item keeping at least 0,5 cl. The sum is exactly the target
 * rounded to the grid, or 0,5 cl per item when the target is smaller than that.
 */
export function setTotal(items: readonly DraftItem[], target: number): void {
  if (!items.length) return;
  const units = Math.max(items.length, Math.round(target * 2));
  const current = total(items);
  const weights = items.map((item) => (current > 0 ? num(item) : 1));
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => (weight / weightSum) * units);
  const grid = exact.map((value) => Math.max(1, Math.floor(value)));
  let missing = units - grid.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (let step = 0; missing > 0; step++, missing--) {
    const target = byRemainder[step % byRemainder.length];
    if (target) grid[target.index] = (grid[target.index] ?? 1) + 1;
  }
  while (missing < 0) {
    let largest = 0;
    grid.forEach((value, index) => {
      if (value > (grid[largest] ?? 0)) largest = index;
    });
    if ((grid[largest] ?? 1) <= 1) break;
    grid[largest] = (grid[largest] ?? 1) - 1;
    missing++;
  }
  items.forEach((item, index) => {
    item.amount = (grid[index] ?? 1) / 2;
  });
}

function capTotal(items: readonly DraftItem[], max: number): void {
  if (total(items) > max) setTotal(items, max);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

const DEFAULT_CITRUS: Record<Draft["base"], IngredientKey> = {
  vodka: "lemonJuice",
  gin: "lemonJuice",
  rhum: "limeJuice",
  whisky: "lemonJuice",
  tequila: "limeJuice",
};

/** Solid sugar and spoons of syrup become centilitres of syrup, so the ratio can be measured. */
function liquefySweeteners(draft: Draft): void {
  for (const item of draft.items) {
    const ingredient = info(item.key);
    if (ingredient.kind !== "sweetener" || item.unit === "cl") continue;
    item.amount = Math.max(0.5, asCentilitres(item));
    item.unit = "cl";
    if (ingredient.solid) item.key = item.key === "caneSugar" ? "caneSyrup" : "sugarSyrup";
    // The syrup needs no muddling, except with fresh leaves or fruit already in the glass.
    if (
      !draft.items.some((other) => other.muddle && other !== item && info(other.key).kind !== "sweetener")
    ) {
      item.muddle = false;
    }
  }
}

function ratios(draft: Draft): { sour: number; sweet: number } {
  const acid = draft.chosen.includes("Acidulé") || draft.acidBoost;
  const sweet = draft.chosen.includes("Sucré") || draft.sweetBoost;
  return {
    sour: acid ? 0.6 : sweet ? 0.4 : 0.5,
    sweet: sweet ? 0.5 : acid ? 0.35 : 0.4,
  };
}

function setFillers(draft: Draft, defaultAmount: number, min: number, max: number): void {
  for (const item of pick(draft, "filler", "wine")) {
    if (item.float) continue;
    item.amount = item.top && num(item) === 0 ? defaultAmount : clamp(num(item), min, max);
  }
}

/**
 * Shares the sweet part of a sour between its sweeteners. A floated liqueur (the crème de mûre of
 * a Bramble) keeps its dose, a twist's liqueur keeps as much as the budget allows, and a plain
 * syrup steps aside when the liqueurs already bring enough sugar.
 */
function shareSweetness(draft: Draft, target: number): void {
  const group = pick(draft, "sweet", "liqueur");
  const floats = group.filter((item) => item.float);
  for (const item of floats) item.amount = Math.min(num(item), 1.5);
  const added = group.filter((item) => item.added && !item.float);
  let others = group.filter((item) => !item.added && !item.float);
  const budget = Math.max(0.5, target - total(floats));
  if (!others.length) {
    setTotal(added, budget);
    return;
  }
  if (budget - total(added) < 0.5 * others.length) {
    setTotal(added, Math.max(0.5 * added.length, budget - 0.5 * others.length));
  }
  let room = budget - total(added);
  while (room < 0.5 * others.length) {
    const plain = others.find((item) => info(item.key).plain);
    if (!plain) break;
    draft.items = draft.items.filter((item) => item !== plain);
    others = others.filter((item) => item !== plain);
    room = budget - total(added);
  }
  if (others.length) setTotal(others, Math.max(room, 0.5 * others.length));
}

function balanceSourLike(draft: Draft, spirits: number, filler: [number, number, number]): void {
  liquefySweeteners(draft);
  setTotal(pick(draft, "spirit"), spirits);
  const { sour, sweet } = ratios(draft);
  let citrus = pick(draft, "sour");
  if (!citrus.length) {
    draft.items.push({ key: DEFAULT_CITRUS[draft.base], amount: 1, unit: "cl", added: true });
    citrus = pick(draft, "sour");
  }
  setTotal(citrus, half(spirits * sour));
  if (!pick(draft, "sweet", "liqueur").length) {
    draft.items.push({ key: "sugarSyrup", amount: 1, unit: "cl", added: true });
  }
  // A fruit purée sweetens a little too; the floor keeps at least 0.3 part of sweetness.
  const sweetTarget = Math.max(spirits * 0.3, spirits * sweet - (draft.fruitAdded ? 0.5 : 0));
  shareSweetness(draft, half(sweetTarget));
  capTotal(pick(draft, "juice"), 4);
  capTotal(pick(draft, "aromatized"), 2);
  for (const item of pick(draft, "wine")) if (item.float) item.amount = Math.min(num(item), 1.5);
  for (const item of draft.items) if (item.key === "cream" && num(item) > 3) item.amount = 3;
  setFillers(draft, ...filler);
}

function balanceEqualParts(draft: Draft): void {
  const parts = draft.items.filter((item) => item.part && roleOf(item) !== null);
  const size = parts.length <= 4 ? 2.5 : 2;
  for (const item of parts) item.amount = size;
  for (const item of draft.items) {
    if (!item.added || roleOf(item) === null) continue;
    item.amount = Math.min(num(item), roleOf(item) === "juice" ? 1.5 : 1);
  }
}

function balanceShort(draft: Draft): void {
  const spirits = pick(draft, "spirit");
  const before = total(spirits);
  const target = clamp(before, 4, 5);
  setTotal(spirits, target);
  const factor = before > 0 ? target / before : 1;
  const others = draft.items.filter((item) => {
    const role = roleOf(item);
    return role !== null && role !== "spirit" && !item.top;
  });
  for (const item of others) if (!item.added) item.amount = half(num(item) * factor);
  capTotal(others, 7);
  setFillers(draft, 5, 4, 6);
}

function balanceStirred(draft: Draft): void {
  liquefySweeteners(draft);
  const main = draft.items.filter((item) => roleOf(item) !== null && !item.top);
  const spirits = main.filter((item) => roleOf(item) === "spirit");
  const others = main.filter((item) => roleOf(item) !== "spirit");
  const sum = total(main);
  if (sum > 9) setTotal(main, 9);
  else if (sum < 7) {
    // Top up the spirit first: a short stirred drink should taste of its base.
    const need = 7 - sum;
    const room = Math.max(0, MAX_SPIRITS_CL - total(spirits));
    const toSpirits = spirits.length ? Math.min(need, room) : 0;
    if (toSpirits > 0) setTotal(spirits, total(spirits) + toSpirits);
    const rest = 7 - total(main);
    if (rest > 0 && others.length) setTotal(others, total(others) + rest);
  }
  if (total(spirits) > MAX_SPIRITS_CL) setTotal(spirits, MAX_SPIRITS_CL);
  // The rounding may leave the total a half centilitre off the 7–9 window; settle it on the modifiers.
  const adjustable = others.length ? others : spirits;
  while (total(main) > 9) {
    const largest = [...adjustable].sort((a, b) => num(b) - num(a))[0];
    if (!largest || num(largest) <= 0.5) break;
    largest.amount = num(largest) - 0.5;
  }
  while (total(main) < 7 && adjustable.length) {
    const smallest = [...adjustable].sort((a, b) => num(a) - num(b))[0];
    if (!smallest) break;
    smallest.amount = num(smallest) + 0.5;
  }
}

function balanceLong(draft: Draft): void {
  const spirits = pick(draft, "spirit");
  setTotal(spirits, clamp(total(spirits), 4, 5));
  for (const item of pick(draft, "liqueur")) item.amount = Math.min(num(item), 2);
  capTotal(pick(draft, "aromatized"), 2);
  capTotal(pick(draft, "sour"), 2);
  capTotal(pick(draft, "sweet"), 1.5);
  const long = pick(draft, "filler", "juice");
  const fixed = long.filter((item) => item.added);
  const flexible = long.filter((item) => !item.added);
  for (const item of flexible) if (num(item) === 0) item.amount = 4;
  const fixedTotal = total(fixed);
  const wanted = clamp(total(flexible) + fixedTotal, 10, 12);
  if (flexible.length) setTotal(flexible, Math.max(wanted - fixedTotal, flexible.length * 0.5));
  else if (fixedTotal < 10) setTotal(fixed, 10);
}

function balanceSmash(draft: Draft): void {
  const spirits = pick(draft, "spirit");
  setTotal(spirits, clamp(total(spirits), 5, MAX_SPIRITS_CL));
  setFillers(draft, 4, 3, 5);
}

function balanceTiki(draft: Draft): void {
  const spirits = pick(draft, "spirit");
  if (total(spirits) > MAX_SPIRITS_CL) setTotal(spirits, MAX_SPIRITS_CL);
  capTotal(pick(draft, "liqueur"), 3);
  capTotal(pick(draft, "sour"), 3);
  capTotal(pick(draft, "sweet"), 3);
  capTotal(pick(draft, "juice"), 12);
  setFillers(draft, 5, 4, 6);
}

function balanceSparkling(draft: Draft): void {
  const spirits = pick(draft, "spirit");
  setTotal(spirits, clamp(total(spirits), 2.5, 4.5));
  capTotal(pick(draft, "sour"), 3);
  capTotal(pick(draft, "sweet", "liqueur"), 3);
  capTotal(pick(draft, "juice"), 6);
  setFillers(draft, 7, 6, 9);
}

function balanceHot(draft: Draft): void {
  const spirits = pick(draft, "spirit");
  setTotal(spirits, clamp(total(spirits), 4, 5));
  capTotal(pick(draft, "liqueur"), 1.5);
}

export function balance(draft: Draft): void {
  switch (draft.family) {
    case "sour": {
      const bitter = total(pick(draft, "aromatized")) >= 1;
      balanceSourLike(draft, bitter ? 4.5 : 5, [5, 4, 6]);
      break;
    }
    case "fizz": {
      const bitter = total(pick(draft, "aromatized")) >= 1;
      balanceSourLike(draft, bitter ? 4 : 4.5, [6, 5, 8]);
      break;
    }
    case "equal-parts":
      balanceEqualParts(draft);
      break;
    case "short":
      balanceShort(draft);
      break;
    case "stirred":
      balanceStirred(draft);
      break;
    case "highball":
    case "mule":
      balanceLong(draft);
      break;
    case "smash":
      balanceSmash(draft);
      break;
    case "tiki":
      balanceTiki(draft);
      break;
    case "sparkling":
      balanceSparkling(draft);
      break;
    case "hot":
      balanceHot(draft);
      break;
  }
  // Last guard, whatever the family: the spirit cap and the half-centilitre grid.
  const spirits = pick(draft, "spirit");
  if (total(spirits) > MAX_SPIRITS_CL) setTotal(spirits, MAX_SPIRITS_CL);
  for (const item of draft.items) if (roleOf(item) !== null) item.amount = half(num(item));
}
