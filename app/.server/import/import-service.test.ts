import { describe, expect, it } from "vitest";
import { ownRecipeJsonLd } from "~/domain/catalogue/export-json-ld";
import { recipeDraftSchema } from "~/domain/import/own-recipe-schema";
import type { RateLimitRepository } from "../db/rate-limit-repository";
import { createLogger } from "../logger";
import { importService } from "./import-service";

const service = importService({
  rateLimits: {} as RateLimitRepository,
  logger: createLogger("silent"),
  allowHosts: [],
});

describe("importService.fromText", () => {
  it("reads an exported recipe pasted whole, its HTML turned into text", () => {
    const recipe = recipeDraftSchema.parse({
      title: "Pain perdu",
      description: "",
      servings: "2",
      prepMinutes: "5",
      cookMinutes: "10",
      ingredients: [{ quantite: "4", unite: "tranches", nom: "pain rassis" }],
      steps: ["Tremper le pain.", "Dorer à la poêle."],
      sourceUrl: "https://exemple.fr/pain-perdu",
      imageUrl: "",
    });
    const pasted = JSON.stringify([{ ...ownRecipeJsonLd(recipe), description: "<b>Le goûter</b>" }]);
    const outcome = service.fromText(pasted);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.draft.description).toBe("Le goûter");
    expect(recipeDraftSchema.parse({ ...outcome.draft, description: "" })).toEqual(recipe);
  });

  it.each(['{"@type": "Recipe", "name": ', '{"@type": "Article"}', "Un titre seul"])(
    "explains that %j holds no recipe",
    (text) => {
      expect(service.fromText(text)).toMatchObject({ ok: false, code: "emptyText" });
    },
  );
});
