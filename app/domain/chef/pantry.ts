import type { DietRestriction } from "../generation/request-schema";
import { isAllowed } from "../nutrition/diet";
import { findIngredient } from "../nutrition/lexicon";
import type { IngredientEntry, Unit } from "../nutrition/types";
import type { Kind } from "./kinds";

/**
 * The pantry: the only things the offline chef may add to what the cook typed. A home cook is assumed
 * to have salt, pepper, olive oil and water; the rest is added only when a dish needs it (butter and
 * flour for a crumble, eggs and milk for a clafoutis, stock for a risotto) and the restrictions allow
 * it, plus a small spice rack that gives each idea its accent (« au thym », « au cumin »).
 *
 * Each key lists candidate names in order: the first is what a cook would reach for, the next ones are
 * stand-ins that keep a restriction (margarine or olive oil for butter when lactose-free, rice flour
 * when gluten-free). A candidate the lexicon does not know, or that breaks a restriction, is skipped;
 * a key with no candidate left is simply unavailable, and a dish that cannot do without it is not
 * proposed.
 */
export const PANTRY = {
  salt: { names: ["sel"], covers: [] },
  pepper: { names: ["poivre"], covers: [] },
  oil: { names: ["huile d'olive"], covers: [] },
  water: { names: ["eau"], covers: [] },
  butter: { names: ["beurre", "margarine", "huile d'olive"], covers: ["butter"] },
  flour: { names: ["farine", "farine de riz", "fécule de maïs", "poudre d'amande"], covers: ["flour"] },
  sugar: { names: ["sucre", "sucre roux"], covers: ["sugar"] },
  egg: { names: ["œuf"], covers: ["egg"] },
  milk: {
    names: ["lait", "lait de soja", "boisson au soja", "lait d'amande", "lait d'avoine"],
    covers: ["milk"],
  },
  cream: { names: ["crème fraîche", "crème de soja", "lait de coco"], covers: ["cream", "coconut"] },
  cheese: { names: ["emmental râpé", "emmental", "gruyère", "fromage râpé", "parmesan"], covers: ["cheese"] },
  stock: { names: ["bouillon de légumes", "bouillon"], covers: ["stock"] },
  vinegar: { names: ["vinaigre de vin", "vinaigre"], covers: [] },
  mustard: { names: ["moutarde"], covers: [] },
  soy: { names: ["sauce soja", "tamari"], covers: [] },
  thyme: { names: ["thym"], covers: [] },
  herbs: { names: ["herbes de Provence"], covers: [] },
  cumin: { names: ["cumin"], covers: [] },
  curry: { names: ["curry"], covers: [] },
  paprika: { names: ["paprika"], covers: [] },
  nutmeg: { names: ["muscade", "noix de muscade"], covers: [] },
  cinnamon: { names: ["cannelle"], covers: [] },
} as const satisfies Record<string, { names: readonly string[]; covers: readonly Kind[] }>;

export type PantryKey = keyof typeof PANTRY;

/** A dish's need for a pantry item: so much per portion, at least `min`. */
export interface PantryNeed {
  key: PantryKey;
  perPortion: number;
  unit: Unit;
  min?: number;
  /** Without it the dish is not made (a clafoutis without eggs); otherwise it is quietly left out. */
  essential?: boolean;
}

export interface PantryChoice {
  key: PantryKey;
  entry: IngredientEntry;
  /** True when a restriction made the chef take a stand-in instead of the usual item. */
  standIn: boolean;
}

// Looked up once: the lexicon does not change while the server runs.
const candidates = new Map<PantryKey, IngredientEntry[]>();
function candidatesFor(key: PantryKey): IngredientEntry[] {
  let found = candidates.get(key);
  if (!found) {
    found = [];
    for (const name of PANTRY[key].names) {
      const match = findIngredient(name);
      if (match && !found.some((entry) => entry.id === match.entry.id)) found.push(match.entry);
    }
    candidates.set(key, found);
  }
  return found;
}

/** Keys used by the pinch or the spoon, where keto's per-portion allowance holds. */
const SEASONINGS = new Set<PantryKey>([
  "salt",
  "pepper",
  "thyme",
  "herbs",
  "cumin",
  "curry",
  "paprika",
  "nutmeg",
  "cinnamon",
  "mustard",
  "vinegar",
  "soy",
]);

/**
 * The nutrition code lets keto keep a starchy food used in its usual small portion (a clove of
 * garlic). A dish may use far more than that (80 g of cornflour in a clafoutis), so for keto the
 * chef refuses starchy and sugary foods outright, seasonings apart.
 */
export function ketoSafe(entry: IngredientEntry, restrictions: readonly DietRestriction[]): boolean {
  return !restrictions.includes("keto") || !entry.diet.highCarb;
}

/** The pantry item to use for `key` under these restrictions, or undefined when there is none. */
export function pantryChoice(
  key: PantryKey,
  restrictions: readonly DietRestriction[],
): PantryChoice | undefined {
  const list = candidatesFor(key);
  const index = list.findIndex(
    (entry) => isAllowed(entry, [...restrictions]) && (SEASONINGS.has(key) || ketoSafe(entry, restrictions)),
  );
  const entry = list[index];
  return entry ? { key, entry, standIn: index > 0 } : undefined;
}

/** Whether a given ingredient of this kind can stand for the pantry key (the cook's own butter). */
export function pantryCovers(key: PantryKey, kind: Kind): boolean {
  return (PANTRY[key].covers as readonly Kind[]).includes(kind);
}
