import { z } from "../zod";
import { readIngredient } from "../nutrition/lexicon";
import { normaliseUnit, toGrams } from "../nutrition/quantity";
import type { IngredientEntry } from "../nutrition/types";
import { type Change, adaptRecipeText, definingSwaps } from "./adapt";
import type { Recipe } from "../recipe/model";
import { MAX_SERVINGS, MIN_SERVINGS, scaleRecipe } from "./scale";
import { analyseDish } from "../sommelier/dish-analysis";
import { isDessert } from "../sommelier/food-categories";
import { pairWines } from "../sommelier/pairing";
import { scaleSteps } from "./scale-steps";
import { SUBSTITUTIONS } from "./substitutions";
import { swapAmount, swapOptionsFor, swappedLineName } from "./swap";
import { stepMinutes } from "./times";

export const customiseMessages = {
  servings: `Choisissez entre ${MIN_SERVINGS} et ${MAX_SERVINGS}\u00a0personnes.`,
  ingredient: "Cet ingrédient ne fait pas partie de la recette.",
  swap: "Ce remplacement n'est pas proposé pour cet ingrédient.",
  empty: "Gardez au moins un ingrédient.",
} as const;

/**
 * A cook's changes to a recipe, as the customisation form and its URL carry them:
 * `portions=6&retirer=2&remplacer=3:tofu` (ingredients by their position in the recipe).
 */
export const customisationSchema = z.object({
  portions: z.coerce
    .number({ error: customiseMessages.servings })
    .int(customiseMessages.servings)
    .min(MIN_SERVINGS, customiseMessages.servings)
    .max(MAX_SERVINGS, customiseMessages.servings),
  retirer: z.array(z.coerce.number().int().min(0).max(59, customiseMessages.ingredient)).max(60).default([]),
  remplacer: z
    .array(z.string().regex(/^\d{1,2}:.{1,60}$/, customiseMessages.swap))
    .max(60)
    .default([]),
});

export type Customisation = z.infer<typeof customisationSchema>;

/** Reads the form or the URL's repeated keys into the schema's shape. */
export function customisationInput(
  params: URLSearchParams | FormData,
  defaultServings: number,
): Record<string, unknown> {
  const portions = params.get("portions");
  return {
    portions: portions === null || portions === "" ? defaultServings : portions,
    retirer: params.getAll("retirer").map(String),
    remplacer: params
      .getAll("remplacer")
      .map(String)
      .filter((value) => !value.endsWith(":")),
  };
}

export type CustomiseResult = { ok: true; recipe: Recipe } | { ok: false; message: string };

/** The recipe with the cook's changes: servings first, then swaps, then removals; its words follow. */
export function customiseRecipe(recipe: Recipe, changes: Customisation): CustomiseResult {
  const scaled = scaleRecipe(recipe, changes.portions);
  const ingredients = [...scaled.ingredients];
  const applied: Change[] = [];
  // Lines whose amount went into another line of the same fat: gone from the list, renamed in the text.
  const merged = new Set<number>();
  // The lines as the steps read them: a line merged into another is used where it was, in the new
  // food's own amount (20 g of butter become a spoon of the oil, not more of the oil's own part).
  const stepLines = [...scaled.ingredients];
  for (const swap of changes.remplacer) {
    const separator = swap.indexOf(":");
    const index = Number(swap.slice(0, separator));
    const name = swap.slice(separator + 1);
    const current = ingredients[index];
    const from = recipe.ingredients[index] && readIngredient(recipe.ingredients[index].nom)?.entry;
    if (!current || !from) return { ok: false, message: customiseMessages.ingredient };
    const option = swapOptionsFor(recipe, index).find((candidate) => candidate.name === name);
    const to = option && readIngredient(option.name)?.entry;
    if (!option || !to) return { ok: false, message: customiseMessages.swap };
    const amount = swapAmount(current, from, to, option.ratio);
    const host = option.into === undefined ? undefined : ingredients[option.into];
    if (option.into !== undefined && host && !changes.retirer.includes(option.into)) {
      const total = joined(host, amount, to);
      ingredients[option.into] = { ...host, ...total };
      merged.add(index);
      // What the line added, in the host's measure: 3 of the 5 c. à soupe of oil.
      stepLines[index] =
        typeof total.quantite === "number" && typeof host.quantite === "number" && total.unite === host.unite
          ? { nom: name, quantite: total.quantite - host.quantite, unite: host.unite }
          : { nom: name, ...amount };
    } else {
      ingredients[index] = { nom: swappedLineName({ nom: current.nom, ...amount }, to), ...amount };
      stepLines[index] = ingredients[index];
    }
    applied.push({
      kind: "swap",
      index,
      to,
      ...(option.note ? { note: option.note } : {}),
      ...(option.steps ? { steps: option.steps } : {}),
    });
  }
  for (const index of changes.retirer) {
    if (!ingredients[index]) return { ok: false, message: customiseMessages.ingredient };
    if (!applied.some((change) => change.kind === "remove" && change.index === index))
      applied.push({ kind: "remove", index });
  }
  const kept = ingredients.filter((_, index) => !changes.retirer.includes(index) && !merged.has(index));
  if (kept.length === 0) return { ok: false, message: customiseMessages.empty };
  const swaps = new Map(
    applied.flatMap((change) => (change.kind === "swap" ? [[change.index, change] as const] : [])),
  );
  // The main food, the wine or what makes the dish another (the quiche's cream turned coconut milk).
  const repaired =
    definingSwaps(recipe, swaps).length > 0 ||
    [...swaps.values()].some((swap) => {
      const from = readIngredient(recipe.ingredients[swap.index]!.nom)?.entry;
      return from !== undefined && REPAIRING_ROLES.has(SUBSTITUTIONS[from.name]?.role ?? "");
    });
  const { wine: _written, ...rest } = scaled;
  // A dish the catalogue serves without wine (a porridge, a smoothie) gets none from a swap either.
  const wine = repaired && scaled.wine ? pairedWine(kept, recipe.category === "Desserts") : scaled.wine;
  // The steps' amounts follow the lines, servings and swaps' ratios, before the foods are renamed.
  const steps = scaleSteps(recipe.steps, recipe.ingredients, stepLines, changes.portions / recipe.servings);
  const text = adaptRecipeText(
    { ...recipe, steps },
    applied.filter((change) => change.kind === "remove" || !changes.retirer.includes(change.index)),
  );
  // A swap that times its food anew (the turkey's 45 min for the veal's 1 h 30) moves the header too.
  const cookMinutes = Math.max(
    0,
    scaled.cookMinutes + stepMinutes(text.steps).cooking - stepMinutes(steps).cooking,
  );
  return {
    ok: true,
    recipe: { ...rest, ...(wine ? { wine } : {}), ...text, cookMinutes, ingredients: kept },
  };
}

type Amount = Pick<Recipe["ingredients"][number], "quantite" | "unite">;

/**
 * A line's amount with another amount of the same food added, in the line's own unit when the
 * food can be weighed in it: 2 c. à soupe of oil and 16 g more make 3 c. à soupe.
 */
function joined(host: Amount, added: Amount, entry: IngredientEntry): Amount {
  const grams = (amount: Amount) => {
    if (typeof amount.quantite !== "number") return undefined;
    const unit = amount.unite.trim() === "" ? "pièce" : normaliseUnit(amount.unite);
    return unit === undefined ? undefined : toGrams(entry, amount.quantite, unit);
  };
  const hostGrams = grams(host);
  const addedGrams = grams(added);
  if (
    hostGrams === undefined ||
    addedGrams === undefined ||
    hostGrams <= 0 ||
    typeof host.quantite !== "number"
  )
    return host;
  return swapAmount(host, entry, entry, (hostGrams + addedGrams) / hostGrams);
}

/** The foods a wine is chosen for. */
const PAIRED_ROLES = new Set(["protein", "wine", "stock", "dairy", "cheese"]);
/** Foods that lead the glass only when nothing of the roles above does. */
const GARNISH_ROLES = new Set(["vegetable", "starch"]);
/** Foods that may set the dish's taste: the curry of a curry, the chocolate of a tart. */
const FLAVOUR_ROLES = new Set(["spice", "chocolate", "fruit"]);
/**
 * Whether the sommelier hears a spice or a sweet course in the food alone: the curry, the vanilla,
 * the pears do; the pepper and the nutmeg that season everything do not.
 */
function flavoursTheGlass(name: string): boolean {
  const category = analyseDish(name).category;
  return category === "spicy" || (category !== null && isDessert(category));
}
/** A swap of the main food or of the wine changes the glass; a milk for a milk does not. */
const REPAIRING_ROLES = new Set(["protein", "wine"]);

/**
 * The wine for the recipe as it now is: a Mercurey « cousin of the one in the sauce » has nothing
 * to say to a stock, nor a Meursault to a coconut milk. The sommelier reads the foods that make the
 * dish by their lexicon names (a dish's name would bring the original back: « coq au vin »); none
 * it knows, no wine rather than the old one.
 */
function pairedWine(lines: readonly Recipe["ingredients"][number][], dessert: boolean): Recipe["wine"] {
  const named = lines.flatMap((line) => {
    const entry = readIngredient(line.nom)?.entry;
    return entry ? [{ name: entry.name, role: SUBSTITUTIONS[entry.name]?.role ?? "" }] : [];
  });
  const foods = named.flatMap(({ name, role }) =>
    PAIRED_ROLES.has(role) || (FLAVOUR_ROLES.has(role) && flavoursTheGlass(name)) ? [name] : [],
  );
  if (foods.length === 0) return undefined;
  // With no meat, fish or cheese to lead (a gratin dauphinois, a flamiche), its vegetables do.
  const garnish = named.flatMap(({ name, role }) => (GARNISH_ROLES.has(role) ? [name] : []));
  const led = analyseDish(foods.join(", ")).category !== null;
  const dish = (led ? foods : [...garnish, ...foods]).join(", ");
  // A dessert the foods do not tell (a pain d'épices reads as a curry) is named as one.
  const category = analyseDish(dish).category;
  const pairing = pairWines(dessert && !(category && isDessert(category)) ? `dessert, ${dish}` : dish, {
    foodsOnly: true,
  });
  const best = pairing.kind === "suggestions" ? pairing.suggestions[0] : undefined;
  return best && { wine: best.name, type: best.type, region: best.region, why: best.description };
}
