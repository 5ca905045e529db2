import { z } from "../zod";
import { agree, joinList } from "../base/french";
import type { Coverage, RankedCard } from "./coverage";
import { type Allergen, allergensFromQuery } from "../base/allergens";

const NBSP = "\u00a0";
const quoted = (text: string) => `«${NBSP}${text}${NBSP}»`;

/** Longest text the add field takes: a dozen ingredients separated by commas. */
export const MAX_PANTRY_INPUT = 500;
/** More foods than any kitchen names; keeps one person's list from growing without end. */
export const MAX_PANTRY_ITEMS = 300;

export const pantryMessages = {
  empty: "Indiquez au moins un ingrédient.",
  invalid: `Ce formulaire n'a pas pu être lu${NBSP}: renvoyez-le depuis sa page.`,
  tooLong: `Indiquez au plus ${MAX_PANTRY_INPUT} caractères à la fois.`,
  unknown: (typed: string) => `Toque ne connaît pas ${quoted(typed)}${NBSP}: vérifiez l'orthographe.`,
  added: (foods: readonly NamedFood[]) =>
    `${capitalised(joinList(foods.map((food) => food.name)))} ${agreed("ajouté", foods)} au garde-manger.`,
  already: (names: readonly string[]) => `Déjà dans le garde-manger${NBSP}: ${joinList(names)}.`,
  full: `Le garde-manger contient déjà ${MAX_PANTRY_ITEMS} ingrédients${NBSP}: retirez-en avant d'en ajouter.`,
  item: "Cet ingrédient n'est plus dans le garde-manger.",
  removed: (food: NamedFood) => `${capitalised(food.name)} ${agreed("retiré", [food])} du garde-manger.`,
  confirm: "Confirmez pour tout retirer du garde-manger.",
  cleared: "Le garde-manger est vide.",
  recipe: "Cette recette n'est plus disponible.",
  nothingMissing: "Rien ne manque pour cette recette.",
  toList: (count: number) =>
    `${count} ${agree(count, "ingrédient ajouté", "ingrédients ajoutés")} à la liste de courses de la semaine.`,
} as const;

/** A food as the pantry names it, with what the participle agrees with. */
export interface NamedFood {
  name: string;
  gender: "m" | "f";
  plural: boolean;
}

/**
 * « ajouté », « ajoutée », « ajoutés », « ajoutées »: a list is plural, and masculine as soon
 * as one of its foods is.
 */
function agreed(participle: string, foods: readonly NamedFood[]): string {
  const plural = foods.length > 1 || foods.some((food) => food.plural);
  const feminine = foods.every((food) => food.gender === "f");
  return `${participle}${feminine ? "e" : ""}${plural ? "s" : ""}`;
}

function capitalised(text: string): string {
  return text.charAt(0).toLocaleUpperCase("fr") + text.slice(1);
}

export const addPantrySchema = z.object({
  intent: z.literal("add"),
  ingredients: z.string().trim().min(1, pantryMessages.empty).max(MAX_PANTRY_INPUT, pantryMessages.tooLong),
});

export const removePantrySchema = z.object({
  intent: z.literal("remove"),
  article: z.string().min(1, pantryMessages.item).max(120, pantryMessages.item),
});

/** « Tout retirer » only goes through with its confirmation ticked or pressed. */
export const clearPantrySchema = z.object({
  intent: z.literal("clear"),
  confirmation: z.literal("oui", pantryMessages.confirm),
});

export const pantryFormSchema = z.discriminatedUnion(
  "intent",
  [addPantrySchema, removePantrySchema, clearPantrySchema],
  pantryMessages.invalid,
);
export type PantryForm = z.infer<typeof pantryFormSchema>;

/** What « Il manque » measures by, until the person says how many they cook for. */
export const DEFAULT_PANTRY_SERVINGS = 2;
export const MAX_PANTRY_SERVINGS = 12;
const servingsMessage = `Choisissez entre 1 et ${MAX_PANTRY_SERVINGS}\u00a0personnes.`;

/** « Ajouter les ingrédients manquants »: the recipe named by its source and id, for how many. */
export const missingToListSchema = z.object({
  intent: z.literal("missing"),
  recette: z.string().regex(/^(recette|mes-recettes):[A-Za-z0-9_-]{1,80}$/, pantryMessages.recipe),
  personnes: z.coerce
    .number(servingsMessage)
    .int(servingsMessage)
    .min(1, servingsMessage)
    .max(MAX_PANTRY_SERVINGS, servingsMessage)
    .default(DEFAULT_PANTRY_SERVINGS),
});

/** Several ingredients in one field: commas, semicolons and line breaks separate them. */
export function splitIngredients(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(/[,;\n\r]+/)
    .map((part) => part.trim().replace(/\s+/g, " "))
    .filter((part) => {
      const key = part.toLocaleLowerCase("fr");
      if (part === "" || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The filters of « Avec ce que j'ai », read from the URL so that a link keeps them. */
export interface PantryFilters {
  /** Salt, pepper, oil… counted as present. */
  basics: boolean;
  /** Only the recipes nothing is missing for. */
  readyOnly: boolean;
  /** Allergens the recipes must not contain (« Sans lait »), as in Nos Recettes. */
  sans: Allergen[];
  page: number;
  /** How many people the missing quantities are for. */
  servings: number;
}

/**
 * The basics checkbox is on by default, so its form sends `basiques=non` in a hidden field
 * and `basiques=oui` from the box: the box unticked leaves « non » alone.
 */
export function readPantryFilters(params: URLSearchParams): PantryFilters {
  const basics = params.getAll("basiques");
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  const servings = Number.parseInt(params.get("personnes") ?? "", 10);
  return {
    servings:
      Number.isFinite(servings) && servings >= 1 && servings <= MAX_PANTRY_SERVINGS
        ? servings
        : DEFAULT_PANTRY_SERVINGS,
    basics: basics.length === 0 || basics.includes("oui"),
    readyOnly: params.get("maintenant") === "oui",
    sans: allergensFromQuery(params),
    page: Number.isFinite(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/**
 * A ranked recipe as « Avec ce que j'ai » shows it: its share of foods present, how many are
 * missing and the sentence that names them. The route writes it and the page reads this type.
 */
export function coverageCard({ coverage, missingAmounts, ...card }: RankedCard) {
  return {
    ...card,
    percent: Math.round(coverage.ratio * 100),
    missing: coverage.missing.length,
    sentence: coverageSentence(coverage, missingAmounts),
  };
}

export type CoverageCard = ReturnType<typeof coverageCard>;

/**
 * « Tout est là », « Il manque : 200 g de lardons, 20 cl de crème fraîche » when the amounts are
 * known, or « Il manque 2 ingrédients : crème fraîche et échalote ».
 */
export function coverageSentence(result: Pick<Coverage, "missing">, amounts?: readonly string[]): string {
  const count = result.missing.length;
  if (count === 0) return "Tout est là";
  // « Il manque : 200 g de lardons, 20 cl de crème fraîche », for the people chosen.
  if (amounts && amounts.length > 0) return `Il manque${NBSP}: ${amounts.join(", ")}`;
  return `Il manque ${count} ${agree(count, "ingrédient", "ingrédients")}${NBSP}: ${joinList(
    result.missing.map((food) => food.name),
  )}`;
}
