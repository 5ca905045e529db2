import type { RecipeDraft } from "~/domain/import/own-recipe-schema";
import { draftFromReadablePage } from "~/domain/import/readable-page";
import { draftFromStructuredData } from "~/domain/import/schema-org";
import { readablePage, structuredData } from "./read-html";

/** What a fetched page gives the editor; `structured` is false when Toque read the page as a person would. */
export type PageReading = { draft: RecipeDraft; structured: boolean };

export function readRecipePage(html: string, pageUrl: string): PageReading | undefined {
  const draft = draftFromStructuredData(structuredData(html), pageUrl);
  if (draft) return { draft, structured: true };
  const read = draftFromReadablePage(readablePage(html), pageUrl);
  return read && { draft: read, structured: false };
}

/** The draft alone, as the fixture test and the benchmark compare it. */
export function draftFromPage(html: string, pageUrl: string): RecipeDraft | undefined {
  return readRecipePage(html, pageUrl)?.draft;
}
