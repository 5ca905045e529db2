import type { Classic, ClassicIngredient } from "./classics";
import type { GlassId } from "./glasses";
import { INGREDIENTS, hasTag, type IngredientInfo, type IngredientKey } from "./ingredients";
import { FRUITS, type FruitId, type Twist, type TwistAction } from "./twists";
import type { CocktailBase, CocktailFamily, CocktailMethod, Service, TastePreference } from "./types";

/** One line of a recipe being built. Quantities stay numbers until the French rendering. */
export interface DraftItem extends ClassicIngredient {
  /** Brought by a twist: the balance rules keep its dose instead of rescaling it. */
  added?: boolean;
  /** One of the equal parts of an equal-parts drink. */
  part?: boolean;
}

export interface Draft {
  classic: Classic;
  base: CocktailBase;
  family: CocktailFamily;
  method: CocktailMethod;
  service: Service;
  glass: GlassId;
  items: DraftItem[];
  chosen: readonly TastePreference[];
  twists: Twist[];
  /** Facts worth a tip, such as a spirit swapped to match the chosen base. */
  notes: string[];
  sweetenerSwapped: boolean;
  fillerAdded: boolean;
  fruitAdded: boolean;
  acidBoost: boolean;
  sweetBoost: boolean;
}

export const info = (key: IngredientKey): IngredientInfo => INGREDIENTS[key];

export function has(draft: Draft, key: IngredientKey): boolean {
  return draft.items.some((item) => item.key === key);
}

export function num(item: DraftItem): number {
  return typeof item.amount === "number" ? item.amount : 0;
}

/** Does the glass already carry this taste? Crushed ice and the blender count as refreshing. */
export function reflects(draft: Draft, preference: TastePreference): boolean {
  if (draft.items.some((item) => hasTag(item.key, preference))) return true;
  return preference === "Rafraîchissant" && (draft.service === "crushed" || draft.method === "blended");
}

// The creator keeps the user's base: cane spirits become a white agricole rum, the closest rhum.
const CANE_SPIRITS: Partial<Record<IngredientKey, string>> = {
  cachaca:
    "La Caïpirinha d'origine se prépare à la cachaça, l'eau-de-vie de canne brésilienne ; le rhum blanc agricole, lui aussi distillé à partir de pur jus de canne, en garde l'esprit.",
  aguardiente:
    "La Canchánchara d'origine se fait avec de l'aguardiente cubain, une eau-de-vie de canne rustique ; un rhum blanc agricole en est le plus proche cousin.",
};

const MEZCAL_NOTE =
  "Le mezcal, cousin fumé de la tequila, fait tout le caractère de cette recette ; une tequila blanco en donne une version plus nette.";

export function createDraft(classic: Classic, chosen: readonly TastePreference[]): Draft {
  const notes: string[] = [];
  const items = classic.ingredients.map((line): DraftItem => {
    const item: DraftItem = { ...line };
    const caneNote = CANE_SPIRITS[line.key];
    if (caneNote) {
      item.key = "agricoleRum";
      notes.push(caneNote);
    }
    if (line.key === "mezcal" || line.key === "espadinMezcal") notes.push(MEZCAL_NOTE);
    if (item.top) item.amount = 0;
    if (typeof item.amount === "string") {
      const range = /^(\d+) à \d+$/.exec(item.amount);
      if (range) item.amount = Number(range[1]);
      // A few dashes of bitters is two in a written recipe.
      else if (item.amount === "quelques" && item.unit === "dash") item.amount = 2;
    }
    const kind = info(item.key).kind;
    // Sodas and sparkling wines always go in last, to keep their bubbles.
    if ((kind === "filler" || kind === "wine") && !item.float) item.top = true;
    if (classic.equalParts && item.unit === "cl" && kind !== "dairy" && kind !== "other") item.part = true;
    return item;
  });
  // Old Fashioned: the water only served to melt the sugar cube, which the creator turns into syrup.
  const cube = items.some((item) => item.key === "sugarCube");
  return {
    classic,
    base: classic.base,
    family: classic.family,
    method: classic.method,
    service: classic.service,
    glass: classic.glass,
    items: cube && classic.family === "stirred" ? items.filter((item) => item.key !== "water") : items,
    chosen,
    twists: [],
    notes,
    sweetenerSwapped: false,
    fillerAdded: false,
    fruitAdded: false,
    acidBoost: false,
    sweetBoost: false,
  };
}

/** A sugar cube, a spoon of sugar or honey, as centilitres of syrup. */
export function asCentilitres(item: DraftItem): number {
  const count = typeof item.amount === "number" ? item.amount : 1;
  switch (item.unit) {
    case "cl":
      return count;
    case "teaspoon":
    case "barSpoon":
      return count * 0.5;
    case "tablespoon":
      return count * 1.5;
    default:
      return count;
  }
}

const CLEAR_FAMILIES: ReadonlySet<CocktailFamily> = new Set(["stirred", "hot"]);
const LONG_FAMILIES: ReadonlySet<CocktailFamily> = new Set(["highball", "mule", "fizz"]);
const LENGTHENABLE: ReadonlySet<CocktailFamily> = new Set([
  "highball",
  "mule",
  "fizz",
  "sour",
  "short",
  "tiki",
  "smash",
]);
const SERVED_UP: ReadonlySet<GlassId> = new Set(["cocktail", "coupette", "goblet", "flute"]);

/** Which form a fruit takes in this drink; null when it cannot go in. */
export function fruitForm(
  draft: Draft,
  fruit: FruitId,
  alcoholFree = false,
): { key: IngredientKey; amount: number } | null {
  const { fresh, liqueur, syrup } = FRUITS[fruit];
  const forms = [fresh, liqueur, syrup].filter((key): key is IngredientKey => key !== undefined);
  if (forms.some((key) => has(draft, key))) return null;
  if (CLEAR_FAMILIES.has(draft.family)) {
    // A purée would cloud a stirred drink; a liqueur (or its syrup) keeps it clear.
    const key = alcoholFree ? syrup : liqueur;
    return key ? { key, amount: draft.family === "hot" ? 1.5 : 1 } : null;
  }
  if (fresh) {
    const amount =
      LONG_FAMILIES.has(draft.family) && draft.family !== "fizz" ? 3 : draft.family === "tiki" ? 3 : 2;
    return { key: fresh, amount: draft.family === "equal-parts" ? 1.5 : amount };
  }
  const sweet = alcoholFree ? syrup : liqueur;
  return sweet ? { key: sweet, amount: draft.family === "equal-parts" ? 1 : 1.5 } : null;
}

const MUDDLED_IN_HOT_NEVER = new Set<IngredientKey>(["chili", "pinkPepper"]);

const NOT_SAVOURY = new Set<TwistAction["type"]>(["fruit", "sweetener", "filler"]);

export function canApply(draft: Draft, twist: Twist, alcoholFree = false): boolean {
  const { action } = twist;
  if (draft.classic.savoury && NOT_SAVOURY.has(action.type)) return false;
  switch (action.type) {
    case "fruit":
      return fruitForm(draft, action.fruit, alcoholFree) !== null;
    case "sweetener":
      return !draft.sweetenerSwapped && !has(draft, action.key);
    case "accent": {
      if (has(draft, action.key)) return false;
      if (alcoholFree && info(action.key).kind === "bitters") return false;
      if (draft.family === "hot") return !action.muddle && !MUDDLED_IN_HOT_NEVER.has(action.key);
      // Cucumber would cloud a stirred drink and water it down.
      return !(draft.family === "stirred" && action.key === "cucumber");
    }
    case "modifier":
      if (has(draft, action.key)) return false;
      if (alcoholFree && info(action.key).kind !== "other") return false;
      return !(draft.family === "hot" && info(action.key).kind === "aromatized");
    case "filler": {
      if (draft.fillerAdded || has(draft, action.key) || draft.method === "blended") return false;
      if (!LENGTHENABLE.has(draft.family)) return false;
      if (!LONG_FAMILIES.has(draft.family)) return true;
      const fillers = draft.items.filter((item) => info(item.key).kind === "filler");
      return fillers.length === 0 || fillers.some((item) => info(item.key).swappableSoda);
    }
    case "citrus":
      if (draft.family === "hot") return false;
      return !(draft.family === "stirred" && has(draft, action.key));
    case "crushedIce":
      return (
        draft.service !== "crushed" &&
        draft.service !== "hot" &&
        draft.service !== "flute" &&
        draft.method !== "blended"
      );
  }
}

function add(draft: Draft, item: DraftItem): void {
  draft.items.push({ ...item, added: true });
}

export function applyTwist(draft: Draft, twist: Twist, alcoholFree = false): void {
  const { action } = twist;
  switch (action.type) {
    case "fruit": {
      const form = fruitForm(draft, action.fruit, alcoholFree);
      if (!form) return;
      add(draft, { key: form.key, amount: form.amount, unit: "cl" });
      draft.fruitAdded = true;
      break;
    }
    case "sweetener": {
      const plain = draft.items.filter((item) => info(item.key).plain);
      if (plain.length) {
        for (const item of plain) {
          item.amount = Math.max(0.5, asCentilitres(item));
          item.unit = "cl";
          item.key = action.key;
        }
      } else add(draft, { key: action.key, amount: draft.family === "smash" ? 1.5 : 1, unit: "cl" });
      draft.sweetenerSwapped = true;
      if (twist.preference === "Sucré") draft.sweetBoost = true;
      break;
    }
    case "accent":
      add(draft, { key: action.key, amount: action.amount, unit: action.unit, muddle: action.muddle });
      break;
    case "modifier":
      add(draft, { key: action.key, amount: action.amount, unit: "cl" });
      break;
    case "filler": {
      const swappable = draft.items.find((item) => info(item.key).swappableSoda);
      if (LONG_FAMILIES.has(draft.family) && swappable) swappable.key = action.key;
      else {
        add(draft, {
          key: action.key,
          amount: LONG_FAMILIES.has(draft.family) ? 4 : 5,
          unit: "cl",
          top: true,
        });
        // A lengthened short drink moves to a tall glass on ice.
        if (draft.service === "up" || draft.service === "rocks") draft.service = "long";
        if (SERVED_UP.has(draft.glass) || draft.glass === "rocks") draft.glass = "highball";
      }
      draft.fillerAdded = true;
      break;
    }
    case "citrus": {
      draft.acidBoost = true;
      if (draft.family === "stirred") {
        add(draft, { key: action.key, amount: 1, unit: "barSpoon" });
        break;
      }
      if (has(draft, action.key)) break;
      const other = draft.items.find((item) => info(item.key).kind === "citrus" && item.unit === "cl");
      if (other) other.key = action.key;
      else add(draft, { key: action.key, amount: 1.5, unit: "cl" });
      break;
    }
    case "crushedIce":
      draft.service = "crushed";
      if (SERVED_UP.has(draft.glass)) draft.glass = draft.family === "tiki" ? "doubleRocks" : "rocks";
      break;
  }
  draft.twists.push(twist);
}
