import { z } from "../zod";
import { excludedAllergensSchema } from "../allergens/exclusions";
import { DIET_RESTRICTIONS, NUTRITION_GOALS } from "../generation/request-schema";
import { MAX_PLAN_PORTIONS, MEAL_TYPES, type PlanRequest } from "./types";
import { mondayOf, parseDate, parseWeek } from "../base/week";
import { DEFAULT_WEEKDAY_MINUTES, WEEKDAY_MINUTES } from "./occasion";
import { DEFAULT_WINE_CHOICE, WINE_CHOICES } from "./wine";

export const planMessages = {
  week: "Cette semaine n'est pas une date valide.",
  day: "Choisissez un jour valide.",
  portions: `Choisissez entre 1 et ${MAX_PLAN_PORTIONS}\u00a0personnes.`,
  weekdayMinutes: "Choisissez 20, 30 ou 45 minutes pour les repas de semaine.",
  wine: "Choisissez quand proposer un vin au dîner : jamais, le week-end ou tous les soirs.",
  calories: "Indiquez un objectif entre 1 000 et 5 000\u00a0kcal par jour, ou laissez le champ vide.",
  recipe: "Choisissez une recette de la liste.",
  ownRecipe: "Cette recette n'est pas dans vos recettes, ou ne se planifie pas.",
  slot: "Ce repas n'existe pas.",
  generated: "Votre menu de la semaine est prêt.",
  added: "Repas ajouté.",
  removed: "Repas retiré.",
  ticked: "Article coché.",
  unticked: "Article décoché.",
  tickedOffline:
    "Hors connexion\u00a0: la case est gardée sur cet appareil et sera envoyée au retour du réseau.",
  offline: "Hors connexion\u00a0: cette modification a besoin du réseau. Réessayez une fois connecté.",
  item: "Cet article n'est plus sur la liste de courses.",
  nothingBought: "Il ne reste rien à acheter sur la liste de cette semaine.",
  boughtUnknown: "Les articles cochés ne sont pas des ingrédients que le garde-manger connaît.",
} as const;

/** A date Toque plans on (see `parseDate`), kept as written: « 2023-02-29 » is refused, not moved to 1 March. */
export const planDateSchema = (message: string) =>
  z.string(message).refine((value) => parseDate(value) !== undefined, message);

/** A week named by one of its dates or by its Monday (see `parseWeek`), kept as written. */
export const planWeekSchema = (message: string) =>
  z.string(message).refine((value) => parseWeek(value) !== undefined, message);

const week = planWeekSchema(planMessages.week);
const day = planDateSchema(planMessages.day);
const portions = z.coerce
  .number(planMessages.portions)
  .int(planMessages.portions)
  .min(1, planMessages.portions)
  .max(MAX_PLAN_PORTIONS, planMessages.portions);

/** The « generate » form of Menu Perso; empty optional fields mean « no target ». */
export const generateFormSchema = z.object({
  intent: z.literal("generate"),
  semaine: week,
  portions,
  objectif: z.union([z.literal(""), z.enum(NUTRITION_GOALS)]).default(""),
  calories: z
    .union([
      z.literal(""),
      z.coerce
        .number(planMessages.calories)
        .int(planMessages.calories)
        .min(1000, planMessages.calories)
        .max(5000, planMessages.calories),
    ])
    .default(""),
  restrictions: z.array(z.enum(DIET_RESTRICTIONS)).max(DIET_RESTRICTIONS.length).default([]),
  sans: excludedAllergensSchema,
  remplacer: z.literal("on").optional(),
  /** « Privilégier les produits de saison », ticked by default: an unticked box sends nothing. */
  saison: z.literal("on").optional(),
  /** « Toute la semaine »: the days already past are planned too. */
  toute: z.literal("on").optional(),
  /** « En semaine » : minutes of active time for weekday lunches and dinners. */
  temps: z.coerce
    .number(planMessages.weekdayMinutes)
    .refine((value) => (WEEKDAY_MINUTES as readonly number[]).includes(value), planMessages.weekdayMinutes)
    .default(DEFAULT_WEEKDAY_MINUTES),
  /** « Prévoir des restes »: Monday to Thursday, the dinner is cooked for the next day's lunch too. */
  restes: z.literal("on").optional(),
  /** « Vin au dîner ». */
  vin: z.enum(WINE_CHOICES, planMessages.wine).default(DEFAULT_WINE_CHOICE),
});

export type GenerateForm = z.output<typeof generateFormSchema>;

/**
 * The planner's request for a « generate » form. Menu Perso and the API's POST /week/generate
 * both send this form: one mapping, so that an option added to the form reaches the planner from
 * both (the API once dropped « restes » and « vin » while its document listed them).
 */
export function generateRequestOf(
  form: Omit<GenerateForm, "intent">,
  { today, seed }: { today: string; seed: number },
): Omit<PlanRequest, "existing"> {
  return {
    monday: mondayOf(form.semaine),
    portions: form.portions,
    restrictions: form.restrictions,
    excludedAllergens: form.sans ?? [],
    goal: form.objectif || undefined,
    dailyCalories: form.calories === "" ? undefined : form.calories,
    replaceManual: form.remplacer === "on",
    preferSeason: form.saison === "on",
    from: form.toute === "on" ? undefined : today,
    weekdayMinutes: form.temps,
    leftovers: form.restes === "on",
    wine: form.vin,
    seed,
  };
}

export const addFormSchema = z.object({
  intent: z.literal("add"),
  semaine: week,
  day,
  type: z.enum(MEAL_TYPES, planMessages.slot),
  recette: z.string().trim().min(1, planMessages.recipe).max(200, planMessages.recipe),
  portions,
});

export const removeFormSchema = z.object({
  intent: z.literal("remove"),
  semaine: week,
  id: z.string().uuid(planMessages.slot),
});

/** One item of the shopping list ticked (coche=1) or unticked (coche=0). */
export const tickFormSchema = z.object({
  intent: z.literal("tick"),
  semaine: week,
  article: z.string().min(1, planMessages.item).max(200, planMessages.item),
  coche: z.enum(["0", "1"], planMessages.item),
});

/** « J'ai tout acheté »: every food still to buy this week goes to Mon garde-manger. */
export const boughtFormSchema = z.object({
  intent: z.literal("bought"),
  semaine: week,
});

export const planFormSchema = z.discriminatedUnion("intent", [
  generateFormSchema,
  addFormSchema,
  removeFormSchema,
  tickFormSchema,
  boughtFormSchema,
]);

/** « Planifier dans Menu Perso » on a recipe of Mes Recettes: which day, which meal, for how many. */
export const planOwnFormSchema = z.object({
  intent: z.literal("plan"),
  day,
  type: z.enum(MEAL_TYPES, planMessages.slot),
  portions,
});

/** A form's fields, with the repeated `restrictions` checkboxes as a list. */
export function planFormInput(form: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of form)
    if (typeof value === "string" && key !== "restrictions") values[key] = value;
  values.restrictions = form.getAll("restrictions").map(String);
  values.sans = form.getAll("sans").map(String);
  return values;
}
