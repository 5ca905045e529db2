import { readIngredient } from "../nutrition/lexicon";
import { splitIngredientLine } from "./ingredient-line";
import { withCelsius } from "./oven-temperature";
import { OWN_RECIPE_LIMITS, type RecipeDraft } from "./own-recipe-schema";

const L = OWN_RECIPE_LIMITS;

/** « PT1H30M » → 90, « P0DT0H20M » → 20, « PT90S » → 2, « 20 » → 20; undefined when unreadable. */
export function isoDurationMinutes(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? Math.round(value) : undefined;
  if (typeof value !== "string") return undefined;
  const text = value.trim().toUpperCase();
  if (/^\d+$/.test(text)) return Number(text);
  const match =
    /^P(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/.exec(
      text,
    );
  if (!match || text === "P" || text === "PT") return undefined;
  const [days, hours, minutes, seconds] = match
    .slice(1)
    .map((part) => Number((part ?? "0").replace(",", ".")));
  return Math.ceil(days! * 1440 + hours! * 60 + minutes! + seconds! / 60);
}

/** « 4 », 4, « 4 personnes », « Pour 6 parts », ["4", "4 personnes"] → « 4 »; empty when none. */
export function servingsOf(value: unknown): string {
  const first = Array.isArray(value) ? value.find((item) => servingsOf(item) !== "") : value;
  if (typeof first === "number") return first >= 1 && first <= 50 ? String(Math.round(first)) : "";
  if (typeof first !== "string") return "";
  const number = /(\d+)/.exec(first);
  if (!number) return "";
  const servings = Number(number[1]);
  return servings >= 1 && servings <= 50 ? String(servings) : "";
}

function isRecipe(node: Record<string, unknown>): boolean {
  const type = node["@type"];
  const types = Array.isArray(type) ? type : [type];
  return types.some((item) => typeof item === "string" && /(^|[/:])Recipe$/.test(item));
}

/**
 * The fullest schema.org Recipe in a page's structured data, wherever it sits: alone, in an
 * array, in « @graph » at any depth, under a WebPage's « mainEntity », JSON-LD or microdata.
 * Pages often hold a stub (a name and its ratings) before the real node, or a poorer microdata
 * copy of the JSON-LD: a node with ingredients and steps wins, then the one with more of them;
 * on a tie, the first.
 */
export function findRecipeNode(values: readonly unknown[]): Record<string, unknown> | undefined {
  let best: { node: Record<string, unknown>; score: number } | undefined;
  const queue: { value: unknown; depth: number }[] = values.map((value) => ({ value, depth: 0 }));
  // The queue is bounded by the page (3 MB at most) and the depth, so a hostile page cannot loop.
  for (let index = 0; index < queue.length; index++) {
    const { value, depth } = queue[index]!;
    if (depth > 12 || value === null || typeof value !== "object") continue;
    if (Array.isArray(value)) {
      queue.push(...value.map((item) => ({ value: item, depth: depth + 1 })));
      continue;
    }
    const node = value as Record<string, unknown>;
    if (isRecipe(node)) {
      const score = fullness(node);
      if (!best || score > best.score) best = { node, score };
    }
    queue.push(...Object.values(node).map((item) => ({ value: item, depth: depth + 1 })));
  }
  return best?.node;
}

function fullness(node: Record<string, unknown>): number {
  const ingredients = ingredientLines(node.recipeIngredient ?? node.ingredients).length;
  const steps = stepTexts(node.recipeInstructions).length;
  return (ingredients > 0 ? 10_000 : 0) + (steps > 0 ? 10_000 : 0) + ingredients + steps;
}

function firstText(value: unknown): string {
  if (typeof value === "string") return value.replace(/[ \t\r\n\f]+/g, " ").trim();
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return firstText(value[0]);
  return "";
}

function firstUrl(value: unknown): string {
  if (typeof value === "string") return /^https?:\/\/\S+$/i.test(value.trim()) ? value.trim() : "";
  if (Array.isArray(value)) return firstUrl(value.find((item) => firstUrl(item) !== ""));
  if (value !== null && typeof value === "object") return firstUrl((value as { url?: unknown }).url);
  return "";
}

/** « 1. Préchauffer », « Étape 2 : », « 3) »: the numbering sites write before a step. */
const STEP_NUMBER = /^\s*(?:(?:étape|etape|step)\s*\d+\s*[:.)–-]?|\d+\s*[.)–-]|[-•*])\s*/i;

/**
 * « 1. Préchauffer… 2. Mélanger… 3. Cuire… » in one string: numbered actions are split when
 * their numbers follow each other from 1, so « cuire 2. fois » or « 180 °C. 4 œufs » stay whole.
 */
function numberedActions(line: string): string[] {
  const marks = [...line.matchAll(/(?:^|(?<=[.!?…)]\s))(\d{1,2})[.)]\s+(?=\p{Lu})/gu)];
  const starts: number[] = [];
  for (const mark of marks) if (Number(mark[1]) === starts.length + 1) starts.push(mark.index);
  if (starts.length < 2) return [line];
  return starts.map((start, index) => line.slice(start, starts[index + 1]).trim());
}

function stepTexts(value: unknown, prefix = "", depth = 0): string[] {
  if (depth > 6) return [];
  if (typeof value === "string")
    return value
      .split(/\n+/)
      .flatMap(numberedActions)
      .map((line) => line.replace(STEP_NUMBER, "").trim())
      .filter((line) => line !== "" && !/^(?:étape|etape|step)\s*\d*$/i.test(line))
      .map((line) => `${prefix}${line}`);
  if (Array.isArray(value)) return value.flatMap((item) => stepTexts(item, prefix, depth + 1));
  if (value === null || typeof value !== "object") return [];
  const node = value as Record<string, unknown>;
  const types = [node["@type"]].flat();
  if (types.includes("HowToSection") || (node.itemListElement !== undefined && !node.text)) {
    // Section names stay as a prefix: « Pâte : Mélanger… » keeps its sense when steps are reordered.
    const name = firstText(node.name);
    return stepTexts(node.itemListElement, name ? `${name}\u00a0: ` : prefix, depth + 1);
  }
  const text = firstText(node.text ?? node.description);
  const name = firstText(node.name);
  // A step's own title (« Préparation de la meringue ») leads its text, unless the site only
  // repeated the text's first words as its name.
  const title = name !== "" && text !== "" && !text.startsWith(name.replace(/[.…]+$/, "")) ? name : "";
  const lead = title === "" ? "" : /[.!?…:]$/.test(title) ? `${title} ` : `${title}. `;
  return stepTexts(text === "" ? name : (node.text ?? node.description), prefix, depth + 1).map(
    (step, index) => (index === 0 ? `${prefix}${lead}${step.slice(prefix.length)}` : step),
  );
}

function ingredientLines(value: unknown): string[] {
  const lines = Array.isArray(value) ? value : typeof value === "string" ? value.split(/\n+/) : [];
  const texts = lines.flatMap((line) => {
    const text = firstText(line);
    return text === "" ? [] : [text];
  });
  return texts.length === 1 ? oneLineList(texts[0]!) : texts;
}

/**
 * A quantity at the start of an ingredient: a figure, a fraction, or a word that counts
 * (« une pincée », « quelques brins », « a pinch »).
 */
const QUANTITY_START = /^(?:\d|[½¼¾⅓⅔⅛]|(?:un|une|deux|trois|quatre|quelques|a|an|one|two|three)\s)/i;

/**
 * Some pages put the whole list in one field: « 200 g de farine, 3 œufs, 50 cl de lait ».
 * Semicolons and bullets always part it; a comma does when a quantity or a known food follows
 * it, so that « 1,5 kg » (a decimal comma has no space after it) and « 2 carottes, coupées »
 * stay whole while « …, sel, poivre » become lines of their own.
 */
function oneLineList(line: string): string[] {
  const parts = line
    .split(/\s*[;•·]\s*/)
    .flatMap((part) =>
      part.split(/,\s+(?=\S)/).reduce<string[]>((kept, piece) => {
        const ownLine = QUANTITY_START.test(piece) || readIngredient(piece) !== undefined;
        if (kept.length > 0 && !ownLine) kept[kept.length - 1] += `, ${piece}`;
        else kept.push(piece);
        return kept;
      }, []),
    )
    .map((part) => part.trim())
    .filter((part) => part !== "");
  return parts.length > 0 ? parts : [line];
}

/** A schema.org Recipe node as the editor's draft: texts capped, numbers as text, HTML already gone. */
export function draftFromRecipeNode(node: Record<string, unknown>, pageUrl: string): RecipeDraft {
  const ingredients = ingredientLines(node.recipeIngredient ?? node.ingredients)
    .slice(0, L.ingredients)
    .map(splitIngredientLine);
  const steps = stepTexts(node.recipeInstructions)
    .slice(0, L.steps)
    .map((step) => withCelsius(step).slice(0, L.step));
  const prep = isoDurationMinutes(node.prepTime);
  const cook = isoDurationMinutes(node.cookTime);
  const total = isoDurationMinutes(node.totalTime);
  return {
    title: firstText(node.name ?? node.headline).slice(0, L.title),
    description: firstText(node.description).slice(0, L.description),
    servings: servingsOf(node.recipeYield ?? node.yield),
    prepMinutes: String(prep ?? (cook === undefined && total !== undefined ? total : 0)),
    cookMinutes: String(cook ?? 0),
    ingredients: ingredients.length > 0 ? ingredients : [{ quantite: "", unite: "", nom: "" }],
    steps: steps.length > 0 ? steps : [""],
    sourceUrl: pageUrl.slice(0, L.url),
    imageUrl: firstUrl(node.image).slice(0, L.url),
  };
}

/**
 * The draft of the page's recipe, or undefined when the page has none worth the name.
 * Pasted JSON has no page: the recipe's own « isBasedOn » or « url » is then its source.
 */
export function draftFromStructuredData(
  values: readonly unknown[],
  pageUrl?: string,
): RecipeDraft | undefined {
  const node = findRecipeNode(values);
  if (!node) return undefined;
  const draft = draftFromRecipeNode(node, pageUrl ?? (firstUrl(node.isBasedOn) || firstUrl(node.url)));
  const hasIngredients = draft.ingredients.some((row) => row.nom !== "");
  const hasSteps = draft.steps.some((step) => step !== "");
  return draft.title === "" || (!hasIngredients && !hasSteps) ? undefined : draft;
}
