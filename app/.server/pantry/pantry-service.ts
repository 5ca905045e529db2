import { AISLES, type Aisle, aisleOf } from "~/domain/meal-plan/shopping-list";
import { PARIS_TIME_ZONE, mondayOf, todayIn } from "~/domain/base/week";
import { findIngredient, ingredients, readIngredient } from "~/domain/nutrition/lexicon";
import { ingredientLine } from "~/domain/catalogue/ingredient-line";
import { scaleIngredient } from "~/domain/catalogue/scale";
import { foodOf } from "~/domain/pantry/foods";
import { kindOf } from "~/domain/chef/kinds";
import type { IngredientEntry } from "~/domain/nutrition/types";
import type { IngredientLine } from "~/domain/recipe/model";
import {
  type RankedCard,
  type RecipeFood,
  coverage,
  pantryFoods,
  rankByPantry,
  recipeFoods,
} from "~/domain/pantry/coverage";
import {
  MAX_PANTRY_ITEMS,
  type NamedFood,
  pantryMessages,
  splitIngredients,
} from "~/domain/pantry/pantry-forms";
import type { PlanOwner } from "../db/meal-plan-repository";
import type { PantryRepository } from "../db/pantry-repository";
import type { RecipeRepository } from "../db/recipe-repository";
import type { ShoppingExtraRepository } from "../db/shopping-extra-repository";
import type { UserRecipeRepository } from "../db/user-recipe-repository";
import { type ChangeAuthor, type ChangeBus, type ListChangeKind, listChange } from "../live/change-bus";
import type { Allergen } from "~/domain/base/allergens";
import { recipeAllergens } from "~/domain/nutrition/lexicon-allergens";

const byId = new Map(ingredients.map((entry) => [entry.id, entry]));

/** Counted by the piece, yet said in the singular in a kitchen: « de l'ail », « du gingembre ». */
const UNCOUNTED = new Set(["ail", "gingembre"]);
/** Always said in the plural, whatever the lexicon's role: « des lardons », « des pommes de terre ». */
const ALWAYS_PLURAL = new Set(["lardon", "pomme-de-terre", "patate-douce"]);

/**
 * How a food is named in the pantry: in the plural when one counts it (« carottes », « œufs »,
 * « oignons »), in the singular when one measures it (« sel », « farine », « chocolat noir »).
 */
export function pantryName(entry: IngredientEntry): string {
  if (UNCOUNTED.has(entry.id)) return entry.name;
  if (ALWAYS_PLURAL.has(entry.id)) return entry.plural;
  const produce = entry.role === "vegetable" || entry.role === "fruit";
  // Herbs are bought by the bunch and named in the singular: « du basilic », never « basilics ».
  const counted =
    entry.unitWeights.pièce !== undefined &&
    ((entry.role === "aromatic" && kindOf(entry) !== "herb") || entry.id === "oeuf");
  return produce || counted ? entry.plural : entry.name;
}

/** The pantry name with what a participle agrees with: « carottes » is feminine plural. */
export function namedFood(entry: IngredientEntry): NamedFood {
  const name = pantryName(entry);
  return { name, gender: entry.gender, plural: name === entry.plural && entry.plural !== entry.name };
}

/** The lexicon's foods by their pantry name, for the add field's suggestions; sorted in French. */
export const pantrySuggestions: readonly string[] = [...new Set(ingredients.map(pantryName))].sort(
  new Intl.Collator("fr").compare,
);

export interface PantryAisle {
  aisle: Aisle;
  items: { key: string; name: string }[];
}

export type AddOutcome = { ok: true; message: string } | { ok: false; messages: string[] };

/** One recipe « Avec ce que j'ai » may rank, from whichever collection it comes. */
export type PantryCandidate = Omit<RankedCard, "coverage"> & {
  foods: readonly RecipeFood[];
  allergens: readonly Allergen[];
  /** The recipe as written, for the missing quantities. */
  servings: number;
  lines: readonly IngredientLine[];
};

/** « 200 g de lardons », the figure held to its unit as French typography wants in a sentence. */
export function missingText(line: IngredientLine): string {
  return ingredientLine(line).replace(/(\d) (?=(?:g|kg|ml|cl|l)\b)/gu, "$1\u00a0");
}

/**
 * Every line of the recipe that names a missing food, scaled to the people chosen: what the
 * card says is missing (« 200 g de lardons ») and what goes on the shopping list.
 */
export function missingLines(
  candidate: Pick<PantryCandidate, "servings" | "lines">,
  missing: readonly RecipeFood[],
  servings: number,
): IngredientLine[] {
  const wanted = new Set(missing.map((food) => food.food));
  const factor = servings / Math.max(1, candidate.servings);
  return candidate.lines.flatMap((line) => {
    const reading = readIngredient(line.nom);
    if (!reading || !wanted.has(foodOf(reading.entry.id))) return [];
    return [scaleIngredient(line, factor)];
  });
}

export const PANTRY_PAGE_SIZE = 24;

/** The foods of a stored recipe change only when its lines do: read them once per version. */
const foodsCache = new Map<string, { lines: string; foods: RecipeFood[]; allergens: Allergen[] }>();
const FOODS_CACHE_SIZE = 20_000;

/** The library's recipes come back as the same objects while unchanged: no signature to compute. */
const foodsByLines = new WeakMap<readonly IngredientLine[], { foods: RecipeFood[]; allergens: Allergen[] }>();

function foodsOf(
  ref: string,
  lines: readonly IngredientLine[],
): { foods: RecipeFood[]; allergens: Allergen[] } {
  const known = foodsByLines.get(lines);
  if (known) return known;
  const read = foodsOfVersion(ref, lines);
  foodsByLines.set(lines, read);
  return read;
}

function foodsOfVersion(
  ref: string,
  lines: readonly IngredientLine[],
): { foods: RecipeFood[]; allergens: Allergen[] } {
  const signature = JSON.stringify(lines);
  const cached = foodsCache.get(ref);
  // The cached signature stays in the cache: spread on a candidate, it would hide its lines.
  if (cached && cached.lines === signature) return { foods: cached.foods, allergens: cached.allergens };
  const read = { lines: signature, foods: recipeFoods(lines), allergens: recipeAllergens(lines) };
  if (foodsCache.size >= FOODS_CACHE_SIZE) foodsCache.clear();
  foodsCache.set(ref, read);
  return { foods: read.foods, allergens: read.allergens };
}

/** Mon garde-manger and « Avec ce que j'ai ». */
export function pantryService({
  pantry,
  recipes,
  userRecipes,
  extras,
  changes,
}: {
  pantry: PantryRepository;
  recipes: RecipeRepository;
  userRecipes: UserRecipeRepository;
  extras: ShoppingExtraRepository;
  /** The shopping list shows the pantry (« Déjà chez vous ») and its added lines: both are told. */
  changes?: ChangeBus;
}) {
  /** Called once the write is committed; without an author, the change is nobody's in particular. */
  async function announce(owner: PlanOwner, kind: ListChangeKind, by: ChangeAuthor | undefined) {
    await changes?.publish(listChange(owner, kind, by ?? { device: "" }));
  }

  async function keys(owner: PlanOwner | undefined): Promise<string[]> {
    if (!owner) return [];
    return (await pantry.items(owner)).map((row) => row.key).filter((key) => byId.has(key));
  }

  async function candidates(userId: string | undefined): Promise<PantryCandidate[]> {
    const [stored, mine] = await Promise.all([
      recipes.allOfKinds(["catalogue", "community"]),
      userId ? userRecipes.list(userId) : [],
    ]);
    const list: PantryCandidate[] = stored.map(({ recipe, kind }) => ({
      ref: `recette:${recipe.id}`,
      title: recipe.title,
      href: `/recette/${recipe.id}`,
      source: kind === "catalogue" ? "Nos Recettes" : "Communauté",
      servings: recipe.servings,
      lines: recipe.ingredients,
      ...foodsOf(`recette:${recipe.id}`, recipe.ingredients),
    }));
    for (const entry of mine) {
      if (entry.origin === "cocktail" || entry.origin === "pairing") continue;
      const lines = entry.recipe.ingredients;
      list.push({
        ref: `mes-recettes:${entry.id}`,
        title: entry.title,
        href: `/mes-recettes/${entry.id}`,
        source: "Mes Recettes",
        // A generated recipe says « portions », a written one « servings ».
        servings: "servings" in entry.recipe ? entry.recipe.servings : entry.recipe.portions,
        lines,
        ...foodsOf(`mes-recettes:${entry.id}`, lines),
      });
    }
    return list;
  }

  return {
    keys,

    /** The pantry aisle by aisle, in the shopping list's order, foods in French order. */
    async aisles(owner: PlanOwner | undefined): Promise<PantryAisle[]> {
      const grouped = new Map<Aisle, { key: string; name: string }[]>();
      for (const key of await keys(owner)) {
        const entry = byId.get(key);
        if (!entry) continue;
        const aisle = aisleOf(entry);
        grouped.set(aisle, [...(grouped.get(aisle) ?? []), { key, name: pantryName(entry) }]);
      }
      const collator = new Intl.Collator("fr");
      return AISLES.filter((aisle) => grouped.has(aisle)).map((aisle) => ({
        aisle,
        items: (grouped.get(aisle) ?? []).sort((first, second) => collator.compare(first.name, second.name)),
      }));
    },

    /**
     * Adds what was typed: every name must be a food Toque knows, or nothing is added and each
     * unknown name gets its message, so that a typo is never half-saved.
     */
    async addTyped(owner: PlanOwner, typed: string, by?: ChangeAuthor): Promise<AddOutcome> {
      const parts = splitIngredients(typed);
      const found: IngredientEntry[] = [];
      const unknown: string[] = [];
      for (const part of parts) {
        const match = findIngredient(part);
        if (match) found.push(match.entry);
        else unknown.push(pantryMessages.unknown(part));
      }
      if (parts.length === 0) return { ok: false, messages: [pantryMessages.empty] };
      if (unknown.length > 0) return { ok: false, messages: unknown };
      return this.addKeys(
        owner,
        found.map((entry) => entry.id),
        by,
      );
    },

    /** Adds lexicon foods by id (« J'ai tout acheté » sends the shopping list's keys). */
    async addKeys(owner: PlanOwner, ids: readonly string[], by?: ChangeAuthor): Promise<AddOutcome> {
      const entries = [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
      const held = await keys(owner);
      const fresh = entries.filter((entry) => !held.includes(entry.id));
      if (held.length + fresh.length > MAX_PANTRY_ITEMS)
        return { ok: false, messages: [pantryMessages.full] };
      const added = new Set(
        await pantry.add(
          owner,
          fresh.map((entry) => entry.id),
        ),
      );
      const names = (list: IngredientEntry[]) => list.map(pantryName);
      const named = (list: IngredientEntry[]) => list.map(namedFood);
      if (added.size > 0) await announce(owner, "garde-manger", by);
      const addedEntries = entries.filter((entry) => added.has(entry.id));
      const already = entries.filter((entry) => !added.has(entry.id));
      const sentences = [
        ...(addedEntries.length > 0 ? [pantryMessages.added(named(addedEntries))] : []),
        ...(already.length > 0 ? [pantryMessages.already(names(already))] : []),
      ];
      return { ok: true, message: sentences.join(" ") };
    },

    async remove(
      owner: PlanOwner,
      key: string,
      by?: ChangeAuthor,
    ): Promise<{ ok: boolean; message: string }> {
      const entry = byId.get(key);
      const removed = entry ? await pantry.remove(owner, key) : false;
      if (removed) await announce(owner, "garde-manger", by);
      return removed && entry
        ? { ok: true, message: pantryMessages.removed(namedFood(entry)) }
        : { ok: false, message: pantryMessages.item };
    },

    async clear(owner: PlanOwner, by?: ChangeAuthor): Promise<number> {
      const cleared = await pantry.clear(owner);
      if (cleared > 0) await announce(owner, "garde-manger", by);
      return cleared;
    },
    adopt: (guestId: string, householdId: string) => pantry.adopt(guestId, householdId),

    /** Every recipe the person may cook, best covered first, one page of them. */
    async rank(
      owner: PlanOwner | undefined,
      userId: string | undefined,
      filters: {
        basics: boolean;
        readyOnly: boolean;
        sans: readonly Allergen[];
        page: number;
        servings: number;
        /** Cards per page: the home shows three, and each card reads its missing lines. */
        pageSize?: number;
      },
    ) {
      const [held, every] = await Promise.all([keys(owner), candidates(userId)]);
      const all = every.filter((item) => !filters.sans.some((allergen) => item.allergens.includes(allergen)));
      const foods = pantryFoods(held, filters.basics);
      const ranked = rankByPantry(all, foods, { readyOnly: filters.readyOnly });
      const size = filters.pageSize ?? PANTRY_PAGE_SIZE;
      const pages = Math.max(1, Math.ceil(ranked.length / size));
      const page = Math.min(filters.page, pages);
      const cards: RankedCard[] = ranked.slice((page - 1) * size, page * size).map(({ item }) => {
        const covered = coverage(item.foods, foods);
        return {
          ref: item.ref,
          title: item.title,
          href: item.href,
          source: item.source,
          coverage: covered,
          missingAmounts: missingLines(item, covered.missing, filters.servings).map(missingText),
        };
      });
      return { pantrySize: held.length, total: ranked.length, page, pages, cards };
    },

    /**
     * Puts what a recipe lacks on this week's shopping list, each line scaled to `servings`.
     * Returns how many lines went in, or undefined when the recipe is not one the person can see.
     */
    async missingToList(
      owner: PlanOwner,
      userId: string | undefined,
      ref: string,
      basics: boolean,
      servings: number,
      by?: ChangeAuthor,
    ): Promise<number | undefined> {
      const candidate = (await candidates(userId)).find((item) => item.ref === ref);
      if (!candidate) return undefined;
      const foods = pantryFoods(await keys(owner), basics);
      const missing = candidate.foods.filter((food) => !foods.has(food.food));
      const monday = mondayOf(todayIn(PARIS_TIME_ZONE, new Date()));
      // Each missing line with its quantity for the people chosen; the list adds them up.
      const added = await extras.add(
        owner,
        monday,
        missingLines(candidate, missing, servings).map((line) => {
          const entry = readIngredient(line.nom)?.entry;
          return {
            key: entry?.id ?? line.nom,
            nom: line.nom,
            quantite: String(line.quantite),
            unite: line.unite,
            recipeTitle: candidate.title,
          };
        }),
      );
      if (added > 0) await announce(owner, "ajout", by);
      return missing.length;
    },
  };
}

export type PantryService = ReturnType<typeof pantryService>;
