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

describe("the origin of an import", () => {
  it("makes a pasted text the cook's own recipe, and an export keep its source's origin", () => {
    const text = service.fromText("Omelette\n3 œufs\n10 g de beurre\n1. Battre les œufs et cuire.");
    expect(text).toMatchObject({ ok: true, origin: "written", structured: true });
    const exported = (sourceUrl: string) =>
      JSON.stringify({
        "@type": "Recipe",
        name: "Omelette",
        recipeIngredient: ["3 œufs"],
        recipeInstructions: ["Cuire."],
        ...(sourceUrl ? { isBasedOn: sourceUrl } : {}),
      });
    expect(service.fromText(exported("https://exemple.fr/omelette"))).toMatchObject({ origin: "imported" });
    expect(service.fromText(exported(""))).toMatchObject({ origin: "written" });
  });
});
