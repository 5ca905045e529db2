import { foldText } from "../text/fold";
import { splitIngredientLine } from "./ingredient-line";
import { withCelsius } from "./oven-temperature";
import { OWN_RECIPE_LIMITS, type RecipeDraft } from "./own-recipe-schema";
import { readFacts } from "./pasted-text";

const L = OWN_RECIPE_LIMITS;

/** A page's text as a reader meets it (read by the server's HTML reader). */
export interface ReadablePage {
  title: string;
  blocks: readonly { kind: "heading" | "item" | "paragraph"; text: string; list?: number }[];
}

const INGREDIENTS = /^(?:les )?ingredients?\b/;
const STEPS =
  /^(?:la )?(?:preparation|etapes?|instructions?|methode|method|directions|steps|realisation|deroulement)\b/;
const STEP_NUMBER = /^\s*(?:(?:étape|etape|step)\s*\d+\s*[:.)–-]?|\d+\s*[.)–-])\s*/i;

/**
 * A page with no schema.org data, read as a person reads it: the title from its h1 (or
 * og:title), the list after a heading « Ingrédients » / « Ingredients », the list or the
 * paragraphs after « Préparation » / « Instructions » / « Étapes », and servings and times
 * where a line states them. Undefined unless all three are found: a guess with no steps is
 * no recipe. The editor says it was read without structured data, for the cook to check.
 */
export function draftFromReadablePage(page: ReadablePage, pageUrl: string): RecipeDraft | undefined {
  const { blocks } = page;
  const headingIndex = (pattern: RegExp) =>
    blocks.findIndex((block) => block.kind === "heading" && pattern.test(foldText(block.text)));
  const after = (start: number): string[] => {
    if (start < 0) return [];
    const following = blocks.slice(start + 1);
    const end = following.findIndex((block) => block.kind === "heading");
    const section = end < 0 ? following : following.slice(0, end);
    const firstList = section.find((block) => block.kind === "item")?.list;
    const items = section.filter((block) => block.kind === "item" && block.list === firstList);
    const chosen = items.length > 0 ? items : section.filter((block) => block.kind === "paragraph");
    return chosen
      .flatMap((block) => block.text.split("\n"))
      .map((text) => text.trim())
      .filter(Boolean);
  };
  const ingredients = after(headingIndex(INGREDIENTS)).slice(0, L.ingredients).map(splitIngredientLine);
  const steps = after(headingIndex(STEPS))
    .map((step) => withCelsius(step.replace(STEP_NUMBER, "").trim()).slice(0, L.step))
    .filter((step) => step !== "")
    .slice(0, L.steps);
  const title = page.title.replace(/\s+/g, " ").trim().slice(0, L.title);
  if (title === "" || ingredients.length === 0 || steps.length === 0) return undefined;

  const draft: RecipeDraft = {
    title,
    description: "",
    servings: "",
    prepMinutes: "0",
    cookMinutes: "0",
    ingredients,
    steps,
    sourceUrl: pageUrl.slice(0, L.url),
    imageUrl: "",
  };
  for (const block of blocks)
    if (block.kind === "paragraph")
      for (const part of block.text.split(/[·•|\n]/)) readFacts(foldText(part), draft);
  return draft;
}
