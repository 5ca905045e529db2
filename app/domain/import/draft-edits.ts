import { OWN_RECIPE_LIMITS, type RecipeDraft } from "./own-recipe-schema";

/**
 * The editor's buttons, sent as the submit button's value so that they work without
 * JavaScript: « save », « add-ingredient », « remove-step-2 », « up-ingredient-3 »…
 */
export type EditorIntent =
  | { kind: "save" }
  | { kind: "add"; list: "ingredient" | "step" }
  | { kind: "remove" | "up" | "down"; list: "ingredient" | "step"; index: number };

export function readEditorIntent(value: unknown): EditorIntent | undefined {
  if (value === "save") return { kind: "save" };
  if (typeof value !== "string") return undefined;
  const add = /^add-(ingredient|step)$/.exec(value);
  if (add) return { kind: "add", list: add[1] as "ingredient" | "step" };
  const move = /^(remove|up|down)-(ingredient|step)-(\d{1,3})$/.exec(value);
  if (!move) return undefined;
  return {
    kind: move[1] as "remove" | "up" | "down",
    list: move[2] as "ingredient" | "step",
    index: Number(move[3]),
  };
}

function edited<T>(items: readonly T[], intent: EditorIntent, blank: T, max: number): T[] {
  const list = [...items];
  if (intent.kind === "add") {
    if (list.length < max) list.push(blank);
    return list;
  }
  if (intent.kind === "save") return list;
  const { index } = intent;
  if (index >= list.length) return list;
  if (intent.kind === "remove") {
    list.splice(index, 1);
    return list.length === 0 ? [blank] : list;
  }
  const other = intent.kind === "up" ? index - 1 : index + 1;
  if (other < 0 || other >= list.length) return list;
  [list[index], list[other]] = [list[other]!, list[index]!];
  return list;
}

/** The draft after one of the editor's list buttons; the other fields stay as typed. */
export function applyEditorIntent(draft: RecipeDraft, intent: EditorIntent): RecipeDraft {
  if (intent.kind === "save") return draft;
  if (intent.list === "ingredient")
    return {
      ...draft,
      ingredients: edited(
        draft.ingredients,
        intent,
        { quantite: "", unite: "", nom: "" },
        OWN_RECIPE_LIMITS.ingredients,
      ),
    };
  return { ...draft, steps: edited(draft.steps, intent, "", OWN_RECIPE_LIMITS.steps) };
}
