import { carDistance, carbonFigure, carbonIsShown, recipeCarbon } from "../produce/carbon";
import { monthOf } from "../produce/label";
import type { MealPlanEntry, PlannerRecipe } from "./types";

/**
 * The carbon line of a day or of the week: a figure per person when every meal's recipe is
 * counted to 95 % of its weight (the rule of a recipe page), else the meals that keep it from
 * being one. Each meal counts one portion, in the month of its own day, so a tomato salad of
 * July and one of November do not weigh the same.
 */
export type PlanCarbon = { kg: number } | { missing: string[] };

export interface WeekCarbon {
  days: Record<string, PlanCarbon>;
  week: PlanCarbon;
}

function combined(parts: readonly PlanCarbon[]): PlanCarbon {
  const missing = [...new Set(parts.flatMap((part) => ("missing" in part ? part.missing : [])))];
  if (missing.length > 0) return { missing };
  return { kg: parts.reduce((sum, part) => sum + ("kg" in part ? part.kg : 0), 0) };
}

export function weekCarbon(
  entries: readonly MealPlanEntry[],
  recipesById: ReadonlyMap<string, PlannerRecipe>,
): WeekCarbon {
  const meals = new Map<string, PlanCarbon[]>();
  for (const entry of entries) {
    const recipe = recipesById.get(entry.recipeId);
    const carbon = recipe && recipeCarbon(recipe.ingredients, recipe.servings, monthOf(entry.day));
    const meal: PlanCarbon =
      carbon && carbonIsShown(carbon) ? { kg: carbon.perPortionKg } : { missing: [entry.name] };
    meals.set(entry.day, [...(meals.get(entry.day) ?? []), meal]);
  }
  const days = Object.fromEntries([...meals].map(([day, parts]) => [day, combined(parts)]));
  return { days, week: combined(Object.values(days)) };
}

/**
 * « Empreinte carbone : ≈ 2,4 kg CO₂e par personne (comme 11 km en voiture) », or « Empreinte
 * carbone non calculée : Gratin de mamie n'a pas 95 % de son poids compté »; `subject` names
 * what is counted (« Empreinte carbone de la semaine »).
 */
export function planCarbonSentence(carbon: PlanCarbon, subject = "Empreinte carbone"): string {
  if ("kg" in carbon)
    return `${subject}\u00a0: ${carbonFigure(carbon.kg)} par personne (comme ${carDistance(carbon.kg)} en voiture)`;
  const [first, ...others] = carbon.missing;
  if (others.length === 0)
    return `${subject} non calculée\u00a0: ${first} n'a pas 95\u00a0% de son poids compté`;
  const names = `${carbon.missing.slice(0, -1).join(", ")} et ${carbon.missing.at(-1)}`;
  return `${subject} non calculée\u00a0: ${names} n'ont pas 95\u00a0% de leur poids compté`;
}
