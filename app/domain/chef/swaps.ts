import type { DietRestriction } from "../generation/request-schema";
import { isAllowed, restrictionViolations } from "../nutrition/diet";
import { findIngredient, ingredients as lexicon } from "../nutrition/lexicon";
import type { IngredientEntry } from "../nutrition/types";
import { kindOf, type Kind } from "./kinds";
import { ketoSafe } from "./pantry";

/**
 * What the chef does with a typed ingredient that breaks one of the cook's restrictions.
 *
 * Choice: it is replaced, never silently dropped and never kept. Keeping it would hand the cook a
 * « végan » recipe with lardons; dropping it would make the cook wonder where it went. The swap takes
 * the first allowed candidate of a short list written for that kind of ingredient (lardons → tofu
 * fumé, crème fraîche → crème de soja), then any allowed lexicon entry of the same kind, then of the
 * same role. Only when nothing fits (sugar in a keto recipe) is the ingredient left out. Either way
 * the recipe's chef tips say what happened and why.
 */
export const PREFERRED_SWAPS: Partial<Record<Kind, readonly string[]>> = {
  cured: ["tofu fumé", "tofu", "tempeh", "pois chiche"],
  poultry: ["tofu", "tempeh", "seitan", "pois chiche", "lentille"],
  meat: ["tempeh", "tofu", "seitan", "lentille", "haricot rouge"],
  fish: ["tofu", "pois chiche"],
  seafood: ["tofu", "pois chiche"],
  egg: ["tofu soyeux", "tofu"],
  cream: ["crème de soja", "crème d'avoine", "lait de coco"],
  coconut: ["lait de coco"],
  milk: ["lait de soja", "boisson au soja", "lait d'avoine", "lait d'amande", "lait de riz"],
  butter: ["margarine", "huile d'olive"],
  cheese: ["tofu", "levure maltée"],
  yogurt: ["yaourt au soja", "dessert au soja"],
  sugar: ["sirop d'érable", "sucre", "sirop d'agave"],
  pasta: ["pâtes sans gluten", "nouilles de riz", "riz", "quinoa", "courgette"],
  noodle: ["nouilles de riz", "vermicelles de riz", "riz", "courgette"],
  bread: ["pain sans gluten", "galette de riz"],
  dough: ["pâte brisée sans gluten"],
  flour: ["farine de riz", "fécule de maïs", "poudre d'amande", "farine de sarrasin"],
  grain: ["quinoa", "riz", "millet", "sarrasin", "chou-fleur"],
  rice: ["chou-fleur", "brocoli"],
  potato: ["chou-fleur", "céleri-rave", "navet", "courgette"],
  legume: ["tofu", "tempeh", "champignon de Paris"],
  "stone-fruit": ["framboise", "mûre", "fraise", "myrtille"],
  "orchard-fruit": ["framboise", "fraise", "rhubarbe", "mûre"],
  chocolate: ["chocolat noir", "cacao"],
  stock: ["bouillon de légumes"],
};

export interface Swap {
  /** The entry that breaks a restriction. */
  from: IngredientEntry;
  /** Its replacement, or undefined when nothing allowed could stand in for it. */
  to: IngredientEntry | undefined;
  /** The first restriction it breaks, for the explanation. */
  restriction: DietRestriction;
}

const preferredEntries = new Map<Kind, IngredientEntry[]>();
function preferredFor(kind: Kind): IngredientEntry[] {
  let found = preferredEntries.get(kind);
  if (!found) {
    found = [];
    for (const name of PREFERRED_SWAPS[kind] ?? []) {
      const match = findIngredient(name);
      if (match && !found.includes(match.entry)) found.push(match.entry);
    }
    preferredEntries.set(kind, found);
  }
  return found;
}

/** Returns undefined when the entry keeps every restriction. */
export function swapFor(entry: IngredientEntry, restrictions: readonly DietRestriction[]): Swap | undefined {
  const list = [...restrictions];
  if (isAllowed(entry, list)) return undefined;
  const restriction = restrictions.find((candidate) => !isAllowed(entry, [candidate])) ?? restrictions[0];
  if (!restriction) return undefined;
  const kind = kindOf(entry);
  const fits = (candidate: IngredientEntry) =>
    candidate.id !== entry.id && isAllowed(candidate, list) && ketoSafe(candidate, restrictions);
  const to =
    preferredFor(kind).find(fits) ??
    lexicon.find(
      (candidate) =>
        kindOf(candidate) === kind && kind !== "other" && candidate.role === entry.role && fits(candidate),
    ) ??
    lexicon.find((candidate) => candidate.role === entry.role && fits(candidate));
  return { from: entry, to, restriction };
}

/** For a name the lexicon does not know, when its words still betray a restriction (« rillettes »). */
const BY_RESTRICTION: Record<DietRestriction, readonly string[]> = {
  vegetarian: ["tofu"],
  vegan: ["tofu"],
  "lactose-free": ["lait de soja"],
  "gluten-free": [],
  keto: [],
};

/**
 * The same rule for a word the lexicon does not know: the nutrition code reads such names with
 * word lists, so the chef applies the same lists and swaps by what the name suggests.
 */
export function swapForUnknown(
  name: string,
  kind: Kind,
  restrictions: readonly DietRestriction[],
): { restriction: DietRestriction; to: IngredientEntry | undefined } | undefined {
  const violation = restrictionViolations([{ nom: name }], restrictions)[0];
  if (!violation) return undefined;
  const list = [...restrictions];
  const named = (BY_RESTRICTION[violation.restriction] ?? [])
    .map((candidate) => findIngredient(candidate)?.entry)
    .filter((entry): entry is IngredientEntry => entry !== undefined);
  const to = [...preferredFor(kind), ...named].find(
    (candidate) => isAllowed(candidate, list) && ketoSafe(candidate, restrictions),
  );
  return { restriction: violation.restriction, to };
}
