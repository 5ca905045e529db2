import { readFormBody } from "../http/form-body";
import { type EditorIntent, applyEditorIntent, readEditorIntent } from "~/domain/import/draft-edits";
import {
  type OwnRecipe,
  type RecipeDraft,
  draftErrors,
  draftFromFields,
  recipeDraftSchema,
} from "~/domain/import/own-recipe-schema";

export type EditorSubmission =
  | { status: "invalid-intent" }
  | { status: "edited"; draft: RecipeDraft; kind: DraftKind }
  | { status: "invalid"; draft: RecipeDraft; kind: DraftKind; errors: Record<string, string> }
  | { status: "valid"; draft: RecipeDraft; kind: DraftKind; recipe: OwnRecipe };

/** Whether the draft came from an import (a page or a pasted text) or was written in the editor. */
export type DraftKind = "imported" | "written";

/**
 * One post of the recipe editor: a list button gives the draft back changed, « save »
 * checks it with the schema the browser used. Nothing is stored here.
 */
export async function readEditorSubmission(request: Request): Promise<EditorSubmission> {
  const form = await readFormBody(request);
  const intent: EditorIntent | undefined = readEditorIntent(form.get("intent"));
  if (!intent) return { status: "invalid-intent" };
  const draft = draftFromFields((name) => form.getAll(name));
  const kind: DraftKind = form.get("kind") === "imported" ? "imported" : "written";
  if (intent.kind !== "save") return { status: "edited", draft: applyEditorIntent(draft, intent), kind };
  const result = recipeDraftSchema.safeParse(draft);
  if (!result.success) return { status: "invalid", draft, kind, errors: draftErrors(result.error) };
  return { status: "valid", draft, kind, recipe: result.data };
}
