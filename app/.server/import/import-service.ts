import type { RateLimitRepository, RateLimitRule } from "../db/rate-limit-repository";
import type { Requester } from "../generation/generation-service";
import type { Logger } from "../logger";
import { retryAfterText } from "~/domain/auth/auth-errors";
import { type ImportErrorCode, importErrorMessages } from "~/domain/import/import-errors";
import { OWN_RECIPE_LIMITS, type RecipeDraft } from "~/domain/import/own-recipe-schema";
import { draftFromText } from "~/domain/import/pasted-text";
import { draftFromStructuredData } from "~/domain/import/schema-org";
import type { DraftKind } from "./editor-submission";
import { type FetchLimits, defaultFetchLimits, fetchRecipePage } from "./fetch-page";
import { pastedStructuredData } from "./read-html";
import { readRecipePage } from "./read-page";

/** Each import fetches a stranger's page: fewer than generations, and counted per person and per IP. */
export const importLimits = {
  perIp: { limit: 30, windowSeconds: 10 * 60 },
  perUser: { limit: 20, windowSeconds: 10 * 60 },
} satisfies Record<string, RateLimitRule>;

/**
 * A draft and what it is: « imported » only when read from a web address (or a pasted export
 * that names its source page); a pasted text is the cook's own, « written ». `structured` is
 * false when the page had no schema.org data and Toque read it as a person would.
 */
export type ImportOutcome =
  | { ok: true; draft: RecipeDraft; origin: DraftKind; structured: boolean }
  | { ok: false; code: ImportErrorCode; message: string; retryAfterSeconds?: number };

interface Deps {
  rateLimits: RateLimitRepository;
  logger: Logger;
  allowHosts: readonly string[];
  /** Tests shorten the deadline and point names at the fixture site. */
  fetchLimits?: Partial<FetchLimits>;
}

function failure(code: ImportErrorCode): ImportOutcome {
  return { ok: false, code, message: importErrorMessages[code] };
}

/** Recipes brought in from a web address or from pasted text, as drafts for the editor; nothing is saved here. */
export function importService({ rateLimits, logger, allowHosts, fetchLimits }: Deps) {
  const limits: FetchLimits = { ...defaultFetchLimits, allowHosts: new Set(allowHosts), ...fetchLimits };

  return {
    async fromAddress(requester: Requester, address: string): Promise<ImportOutcome> {
      const verdicts = await Promise.all([
        rateLimits.hit(`import:ip:${requester.ip}`, importLimits.perIp),
        ...(requester.userId
          ? [rateLimits.hit(`import:user:${requester.userId}`, importLimits.perUser)]
          : []),
      ]);
      const refused = verdicts.filter((verdict) => !verdict.allowed);
      if (refused.length > 0) {
        const seconds = Math.max(...refused.map((verdict) => verdict.retryAfterSeconds));
        return {
          ok: false,
          code: "rateLimited",
          message: `${importErrorMessages.rateLimited} ${retryAfterText(seconds)}`,
          retryAfterSeconds: seconds,
        };
      }
      const page = await fetchRecipePage(address, limits);
      if (!page.ok) {
        // The address stays out of the log: it is the person's, and may say more than a recipe.
        logger.info({ code: page.code }, "import de recette refusé");
        return failure(page.code);
      }
      const reading = readRecipePage(page.html, page.url);
      return reading ? { ok: true, origin: "imported", ...reading } : failure("noRecipe");
    },

    /** A recipe copied from a book or a message, or the JSON-LD of an export pasted whole. */
    fromText(text: string): ImportOutcome {
      const structured = pastedStructuredData(text.slice(0, OWN_RECIPE_LIMITS.pastedText));
      if (structured) {
        // An export keeps its origin: a recipe that names the page it came from stays imported.
        const draft = draftFromStructuredData(structured);
        if (!draft) return failure("emptyText");
        return { ok: true, draft, origin: draft.sourceUrl === "" ? "written" : "imported", structured: true };
      }
      const draft = draftFromText(text);
      return draft ? { ok: true, draft, origin: "written", structured: true } : failure("emptyText");
    },
  };
}

export type ImportService = ReturnType<typeof importService>;
