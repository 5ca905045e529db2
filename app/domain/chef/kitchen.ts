import type { DietRestriction, NutritionGoal } from "../generation/request-schema";
import type { IngredientEntry, IngredientRole, Unit } from "../nutrition/types";
import { joinList, ofBare, ofThe, withDefinite, type Noun } from "../base/french";
import type { Kind } from "./kinds";
import type { PantryKey } from "./pantry";

/**
 * What a dish does with an ingredient. One group per ingredient, so each template can ask for « the
 * vegetables » or « the aromatics » without two steps fighting over the same item.
 */
export type Group =
  | "egg"
  | "protein"
  | "cheese"
  | "cream"
  | "milk"
  | "butter"
  | "yogurt"
  | "potato"
  | "starch"
  | "vegetable"
  | "allium"
  | "herb"
  | "spice"
  | "citrus"
  | "fruit"
  | "sweet"
  | "baking"
  | "nut"
  | "fat"
  | "liquid"
  | "condiment"
  | "unknown";

export interface Item {
  /** Lexicon id, or « ? » and the typed text for a word the lexicon does not know. */
  id: string;
  entry: IngredientEntry | undefined;
  kind: Kind;
  role: IngredientRole | "unknown";
  group: Group;
  noun: Noun;
  /** How the text speaks of it: « les carottes » but « le riz ». Set once quantities are known. */
  plural: boolean;
  origin: "given" | "pantry";
  /** Spellings the cook typed that led here (several when « tomate » and « tomates » were both typed). */
  typed: string[];
  pantryKey?: PantryKey;
  quantity: number;
  unit: Unit;
}

export function groupOf(kind: Kind, role: IngredientRole | "unknown"): Group {
  switch (kind) {
    case "egg":
    case "cheese":
    case "cream":
    case "milk":
    case "butter":
    case "yogurt":
    case "potato":
    case "herb":
    case "spice":
    case "citrus":
      return kind;
    case "coconut":
      return role === "fruit" || role === "nut" ? "nut" : "cream";
    case "allium":
      return "allium";
    default:
      break;
  }
  switch (role) {
    case "protein":
    case "vegetable":
    case "starch":
    case "fruit":
    case "sweet":
    case "baking":
    case "nut":
    case "fat":
    case "liquid":
    case "condiment":
    case "unknown":
      return role;
    case "dairy":
      return "cream";
    case "aromatic":
      return "spice";
  }
}

/** Facts about the ingredients that decide which dishes make sense. */
export interface Profile {
  given: readonly Item[];
  count: (group: Group) => number;
  countKind: (kind: Kind) => number;
  /** Given or obtainable from the pantry under the restrictions. */
  canUse: (key: PantryKey) => boolean;
  restrictions: readonly DietRestriction[];
  goal: NutritionGoal | undefined;
  /** Fruits and sweet things outweigh savoury ones. */
  sweet: boolean;
  savouryCount: number;
  sweetCount: number;
}

/** A step before its number; phase decides whether its minutes count as preparation or cooking. */
export interface StepDraft {
  text: string;
  minutes: number;
  phase: "prep" | "cook" | "rest";
  temperature?: string;
  tip?: string;
  /** Begun the day before (pulses soaked overnight): the method opens with it. */
  dayBefore?: boolean;
}

/** Where the dish puts the ingredients no template step has spoken of yet. */
export const LEFTOVERS = Symbol("leftovers");
export type StepSlot = StepDraft | typeof LEFTOVERS | undefined | false;

/**
 * The writing desk handed to a dish template: the ingredients by group, and phrases that both write
 * the French and remember which ingredients a step has named, so none is left out of the method.
 */
export class Dish {
  readonly mentioned = new Set<Item>();
  /** Items a preparation step has named: cut, peeled, rinsed or soaked before they cook. */
  readonly prepared = new Set<Item>();

  constructor(
    readonly items: readonly Item[],
    readonly portions: number,
    readonly accent: Item | undefined,
    readonly goal: NutritionGoal | undefined,
    readonly restrictions: readonly DietRestriction[],
  ) {}

  /** Whether the recipe must stay free of animal products, of meat, and so on. */
  keeps(restriction: DietRestriction): boolean {
    return this.restrictions.includes(restriction);
  }

  /**
   * The accent when it goes in during cooking. A fresh herb the cook typed is kept for the end
   * (see herbsFinish in the dishes): simmered, it would lose what it brings.
   */
  get spice(): Item | undefined {
    const accent = this.accent;
    if (!accent) return undefined;
    return accent.origin === "given" && accent.group === "herb" ? undefined : accent;
  }

  /** Runs a preparation step without counting its items as used: cutting an onion is not cooking it. */
  preparing<T>(write: () => T): T {
    const before = new Set(this.mentioned);
    const result = write();
    for (const item of [...this.mentioned]) {
      if (before.has(item)) continue;
      this.mentioned.delete(item);
      this.prepared.add(item);
    }
    return result;
  }

  /** Items of these groups, in the order the cook typed them, pantry last. */
  of(...groups: Group[]): Item[] {
    return this.items.filter((item) => groups.includes(item.group));
  }

  kind(...kinds: Kind[]): Item[] {
    return this.items.filter((item) => kinds.includes(item.kind));
  }

  pantry(key: PantryKey): Item | undefined {
    return this.items.find((item) => item.pantryKey === key);
  }

  has(...groups: Group[]): boolean {
    return this.items.some((item) => groups.includes(item.group));
  }

  given(): Item[] {
    return this.items.filter((item) => item.origin === "given");
  }

  private mark(items: readonly (Item | undefined)[]): Item[] {
    const present = items.filter(
      (item, index): item is Item => item !== undefined && items.indexOf(item) === index,
    );
    for (const item of present) this.mentioned.add(item);
    return present;
  }

  /** « l'oignon, les carottes et le riz ». */
  the(...items: (Item | undefined)[]): string {
    return joinList(this.mark(items).map((item) => withDefinite(item.noun, item.plural)));
  }

  /**
   * The foods as they go into the dish: a lemon or an orange by its grated zest and its juice,
   * since a whole citrus is never dropped into a pan; the rest as `the` names them.
   */
  added(...items: (Item | undefined)[]): string {
    const present = this.mark(items);
    const citrus = present.filter((item) => item.kind === "citrus");
    return joinList([
      ...citrus.map((item) => `le zeste râpé et le jus ${ofThe(item.noun, item.plural)}`),
      ...present.filter((item) => !citrus.includes(item)).map((item) => withDefinite(item.noun, item.plural)),
    ]);
  }

  /** Bare « de » for each, as in a dish name: « de courgettes et d'oignon ». */
  bare(...items: (Item | undefined)[]): string {
    return joinList(
      this.mark(items).map((item) => ofBare(item.plural ? item.noun.plural : item.noun.singular)),
    );
  }

  /** The object pronoun after an imperative: « réservez-le », « réservez-la », « réservez-les ». */
  pronoun(...items: (Item | undefined)[]): "le" | "la" | "les" {
    const present = items.filter((item): item is Item => item !== undefined);
    const only = present[0];
    if (present.length !== 1 || !only) return "les";
    if (only.plural) return "les";
    return only.noun.gender === "f" ? "la" : "le";
  }

  /** The past participle agreeing with the items: « coupé », « coupée », « coupés », « coupées ». */
  agree(masculine: string, ...items: (Item | undefined)[]): string {
    const present = items.filter((item): item is Item => item !== undefined);
    const plural = present.length > 1 || present.some((item) => item.plural);
    const feminine = present.length > 0 && present.every((item) => item.noun.gender === "f");
    return masculine + (feminine ? "e" : "") + (plural ? "s" : "");
  }

  /** Marks items as spoken of by a phrase that does not name them (« salez et poivrez »). */
  use(...items: (Item | undefined)[]): void {
    this.mark(items);
  }

  /**
   * « salez et poivrez » when both are in the dish; « salez, poivrez » when the sentence goes on
   * with its own « et ».
   */
  season(inList = false): string {
    return this.seasonWith([this.pantry("salt"), this.pantry("pepper")], inList);
  }

  /**
   * The seasoning phrase for these of salt and pepper. When the cook typed them (a fleur de sel, a
   * pepper they care about), they are named: « assaisonnez de sel et de poivre ».
   */
  seasonWith(seasonings: readonly (Item | undefined)[], inList = false): string {
    const [salt, pepper] = seasonings;
    const present = this.mark([salt, pepper]);
    if (present.some((item) => item.origin === "given")) {
      return `assaisonnez ${joinList(present.map((item) => ofBare(item.noun.singular)))}`;
    }
    if (salt && pepper) return inList ? "salez, poivrez" : "salez et poivrez";
    if (salt) return "salez";
    if (pepper) return "poivrez";
    return "assaisonnez";
  }
}
