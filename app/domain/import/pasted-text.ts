import { foldText } from "../text/fold";
import { splitIngredientLine } from "./ingredient-line";
import { OWN_RECIPE_LIMITS, type RecipeDraft, emptyDraft } from "./own-recipe-schema";

const L = OWN_RECIPE_LIMITS;

const INGREDIENT_HEADING = /^ingredients?( pour .*)?$/;
const STEP_HEADING =
  /^(preparation|preparations|etapes?|instructions?|methode|realisation|deroulement|recette)$/;
const NUMBERED = /^\s*(?:(?:étape|etape)\s*\d+\s*[:.)–-]?|\d+\s*[.)–-])\s*/i;
const BULLET = /^\s*[-–—•·*▪►✓]\s*/;

/**
 * A recipe copied from a book, a message or a page: a title line, then ingredient lines
 * and step lines. Headings (« Ingrédients », « Préparation », « Étapes ») are followed
 * when present; otherwise short lines that start with a quantity or a bullet are
 * ingredients and numbered or long lines are steps. « Pour 4 personnes », « Préparation :
 * 20 min » and « Cuisson : 1 h » lines fill servings and times.
 */
export function draftFromText(text: string): RecipeDraft | undefined {
  const lines = text
    .slice(0, L.pastedText)
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line !== "");
  if (lines.length < 2) return undefined;
  const draft = { ...emptyDraft(), servings: "", ingredients: [], steps: [] } as RecipeDraft;
  draft.title = lines[0]!.replace(/^#+\s*/, "").slice(0, L.title);
  const description: string[] = [];
  let section: "start" | "ingredients" | "steps" = "start";

  for (const line of lines.slice(1)) {
    const folded = foldText(line.replace(/:\s*$/, ""));
    if (INGREDIENT_HEADING.test(folded)) {
      section = "ingredients";
      const servings = /pour (\d+)/.exec(folded);
      if (servings && draft.servings === "") draft.servings = servings[1]!;
      continue;
    }
    if (STEP_HEADING.test(folded)) {
      section = "steps";
      continue;
    }
    if (readFacts(folded, draft)) continue;
    const numbered = NUMBERED.test(line);
    const bulleted = BULLET.test(line);
    const kind =
      section === "steps"
        ? "step"
        : section === "ingredients"
          ? numbered && line.length > 80
            ? "step"
            : "ingredient"
          : numbered || line.length > 120
            ? "step"
            : bulleted || splitIngredientLine(line).quantite !== ""
              ? "ingredient"
              : draft.ingredients.length > 0
                ? "step"
                : "description";
    if (kind === "step") {
      const step = line.replace(NUMBERED, "").replace(BULLET, "").trim();
      if (step !== "" && !/^(?:étape|etape)\s*\d*$/i.test(step)) draft.steps.push(step.slice(0, L.step));
      if (section === "start" && draft.ingredients.length > 0) section = "steps";
    } else if (kind === "ingredient") draft.ingredients.push(splitIngredientLine(line));
    else description.push(line);
  }
  draft.description = description.join(" ").slice(0, L.description);
  draft.ingredients = draft.ingredients.slice(0, L.ingredients);
  draft.steps = draft.steps.slice(0, L.steps);
  if (draft.ingredients.length === 0 && draft.steps.length === 0) return undefined;
  if (draft.ingredients.length === 0) draft.ingredients.push({ quantite: "", unite: "", nom: "" });
  if (draft.steps.length === 0) draft.steps.push("");
  return draft;
}

/**
 * « Pour 4 personnes », « Préparation : 20 min », « Cuisson : 1 h 15 », « Serves 4 », « Prep
 * time: 15 minutes », each already folded: true when the line was one, and the draft has it.
 */
export function readFacts(folded: string, draft: RecipeDraft): boolean {
  const servings =
    /^(?:pour )?(\d+) (?:personnes?|parts?|portions?|pers)$/.exec(folded) ??
    /^(?:serves|servings|yield|portions) (\d+)(?: (?:people|servings|persons))?$/.exec(folded);
  if (servings) {
    draft.servings = servings[1]!;
    return true;
  }
  const time =
    /^(preparation|cuisson|temps de preparation|temps de cuisson|prep|prep time|preparation time|cook time|cooking time) (\d+) ?(h|heures?|hours?|hrs?|min|minutes?|mins|mn)(?: ?(\d+))?(?: ?(?:min|minutes?|mins|mn))?$/.exec(
      folded,
    );
  if (!time) return false;
  const amount = Number(time[2]);
  const minutes = time[3]!.startsWith("h") ? amount * 60 + Number(time[4] ?? 0) : amount;
  if (/cuisson|cook/.test(time[1]!)) draft.cookMinutes = String(minutes);
  else draft.prepMinutes = String(minutes);
  return true;
}
