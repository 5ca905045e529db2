import type { RecipeDraft } from "~/domain/import/own-recipe-schema";
import { draftFromStructuredData } from "~/domain/import/schema-org";
import { structuredData } from "./read-html";

/** What a fetched page gives the editor: a draft, or nothing worth the name. */
export function draftFromPage(html: string, pageUrl: string): RecipeDraft | undefined {
  return draftFromStructuredData(structuredData(html), pageUrl);
}
