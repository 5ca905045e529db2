import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { chefRequestFromBody, generationBodySchema } from "~/domain/generation/request-schema";
import { type GenerationEvent, readGenerationEvent } from "~/domain/generation/stream-events";
import { computeRecipeNutrition } from "~/domain/nutrition/compute";
import { openAiGenerator } from "../ai/openai-generator";
import type { RateLimitRepository } from "../db/rate-limit-repository";
import type { Logger } from "../logger";
import { generationService } from "./generation-service";

/**
 * A provider whose answer carries its own nutrition figures, each one a number no CIQUAL
 * computation of this recipe gives: if any reaches an event, the test sees it.
 */
const MODEL_FIGURES = {
  calories: 4321,
  proteines: 98.7,
  glucides: 76.5,
  lipides: 54.3,
  fibres: 32.1,
  sodium: 1234,
};

const answer = {
  titre: "Poulet rôti aux légumes",
  description: "Un poulet doré et ses légumes fondants.",
  tempsPreparation: "20 min",
  tempsCuisson: "1 h",
  difficulte: "Facile",
  portions: 4,
  ingredients: [
    {
      nom: "poulet",
      quantite: "1200",
      unite: "g",
      calories: 4321,
      proteines: 98.7,
      glucides: 76.5,
      lipides: 54.3,
    },
    {
      nom: "carottes",
      quantite: "400",
      unite: "g",
      calories: 4321,
      proteines: 98.7,
      glucides: 76.5,
      lipides: 54.3,
    },
    {
      nom: "riz",
      quantite: "300",
      unite: "g",
      calories: 4321,
      proteines: 98.7,
      glucides: 76.5,
      lipides: 54.3,
    },
  ],
  materiel: ["Un plat à rôtir"],
  instructions: [
    { etape: 1, description: "Préchauffez le four à 200 °C et disposez le poulet dans le plat." },
    { etape: 2, description: "Ajoutez les carottes et enfournez une heure." },
    { etape: 3, description: "Cuisez le riz et servez avec le poulet découpé." },
  ],
  pointsTechniques: ["Arrosez le poulet de son jus toutes les vingt minutes."],
  astucesChef: ["Laissez reposer le poulet dix minutes avant de le découper."],
  // Early in the answer, so that many partials are parsed after it arrived.
  nutritionParPortion: MODEL_FIGURES,
  calories: 4321,
  dressage: "Servez sur un grand plat.",
  conservation: "Deux jours au réfrigérateur.",
  variations: ["Remplacez le riz par des pommes de terre."],
  conseils: ["Accompagnez d'une salade verte."],
  alternatives: { riz: "Du quinoa." },
};

let server: Server;
let baseURL: string;

beforeAll(async () => {
  // An OpenAI-compatible endpoint that streams the answer in small deltas, as a model does.
  server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      response.writeHead(200, { "Content-Type": "text/event-stream" });
      const text = JSON.stringify(answer, null, 2);
      for (let start = 0; start < text.length; start += 7) {
        const chunk = { choices: [{ index: 0, delta: { content: text.slice(start, start + 7) } }] };
        response.write(`data: ${JSON.stringify(chunk)}\n\n`);
      }
      response.end("data: [DONE]\n\n");
    });
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(() => server.close());

// The final event's produce facts follow the month on the clock: a November day, whatever day
// the suite runs. Only Date is faked (and it keeps moving), so that streams and timeouts run as usual.
beforeAll(() => {
  vi.useFakeTimers({ now: new Date("2026-11-24T12:00:00+01:00"), toFake: ["Date"], shouldAdvanceTime: true });
});
afterAll(() => {
  vi.useRealTimers();
});

const quiet = { warn: () => {}, error: () => {}, info: () => {} } as unknown as Logger;
const unlimited = {
  hit: async () => ({ allowed: true, retryAfterSeconds: 0 }),
} as unknown as RateLimitRepository;

async function generate(screen: "inventaire" | "nutrition"): Promise<GenerationEvent[]> {
  const generator = openAiGenerator({
    baseURL,
    apiKey: "cle",
    model: "modele",
    timeoutMs: 5000,
    logger: quiet,
  });
  const service = generationService({ generator, rateLimits: unlimited, logger: quiet });
  const body = generationBodySchema.parse(
    screen === "nutrition"
      ? { screen, goal: "muscle", ingredients: ["poulet", "carottes", "riz"] }
      : { screen, ingredients: ["poulet", "carottes", "riz"] },
  );
  const events: GenerationEvent[] = [];
  for await (const event of service.run(chefRequestFromBody(body), { signal: AbortSignal.timeout(5000) }))
    events.push(event);
  return events;
}

/** Every number of the model's figures, as JSON writes them. */
const modelNumbers = /\b(4321|98\.7|76\.5|54\.3|32\.1|1234)\b/;

describe("generation service: the model's nutrition figures never reach the browser", () => {
  it.each(["inventaire", "nutrition"] as const)(
    "on the %s screen, in no partial and not in the final",
    async (screen) => {
      const events = await generate(screen);
      const partials = events.filter((event) => event.type === "partial");
      const final = events.at(-1);
      expect(partials.length).toBeGreaterThan(3);
      expect(final?.type).toBe("done");
      // Partials came after the figures arrived, with the sections that follow them.
      expect(partials.some((event) => event.recipe.dressage)).toBe(true);
      for (const event of partials) {
        const line = JSON.stringify(event);
        expect(line).not.toMatch(modelNumbers);
        expect(event.recipe).not.toHaveProperty("nutritionParPortion");
        expect(event.recipe).not.toHaveProperty("calories");
        for (const ingredient of event.recipe.ingredients ?? [])
          expect(ingredient).not.toHaveProperty("calories");
      }
      if (final?.type !== "done") return;
      expect(JSON.stringify(final)).not.toMatch(modelNumbers);
      const ciqual = computeRecipeNutrition(answer.ingredients, answer.portions);
      expect(final.recipe.nutritionParPortion).toEqual(ciqual.perPortion);
      expect(final.nutrition.perPortion).toEqual(ciqual.perPortion);
      if (screen === "nutrition") {
        expect(final.recipe.calories).toBe(ciqual.perPortion.calories);
        expect(final.recipe.ingredients[0]?.calories).toBe(ciqual.perIngredient[0]?.calories);
      } else {
        expect(final.recipe.calories).toBeUndefined();
        expect(final.recipe.ingredients[0]).not.toHaveProperty("calories");
      }
    },
  );

  it("writes events that the browser reads back with the shared schema", async () => {
    for (const event of await generate("nutrition")) {
      expect(readGenerationEvent(JSON.stringify(event))).toEqual(event);
    }
  });
});
