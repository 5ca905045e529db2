import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type MockAi, startMockAi } from "../../../tests/mock-ai/server.mjs";
import { type ChatCompletionsClient, ProviderError, chatCompletionsClient } from "./chat-completions";

// The client against the local OpenAI-compatible mock, over real HTTP.

let mock: MockAi;
let client: ChatCompletionsClient;

beforeAll(async () => {
  mock = await startMockAi();
  client = chatCompletionsClient({ baseURL: `${mock.baseURL}/`, apiKey: "cle-de-test" });
});

afterAll(async () => {
  client?.close();
  await mock?.close();
});

beforeEach(() => mock.reset());

function body(ingredients: string) {
  return {
    model: "mock-chef",
    messages: [
      { role: "system", content: "Réponds en JSON." },
      { role: "user", content: `Ingrédients disponibles : ${ingredients}` },
    ],
    temperature: 0.7,
    max_tokens: 2000,
    response_format: { type: "json_object" },
  };
}

async function collect(deltas: AsyncIterable<string>) {
  const parts: string[] = [];
  for await (const delta of deltas) parts.push(delta);
  return parts;
}

async function failure(run: Promise<unknown>) {
  try {
    await run;
  } catch (error) {
    return error;
  }
  throw new Error("aucune erreur");
}

async function until(condition: () => boolean, timeoutMs = 2000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error("délai dépassé");
    await sleep(10);
  }
}

describe("chatCompletionsClient", () => {
  it("sends the body as given with stream: true, and yields the answer delta by delta", async () => {
    const parts = await collect(client.stream(body("tomate, oignon"), AbortSignal.timeout(5000)));
    expect(parts.length).toBeGreaterThan(5);
    expect(JSON.parse(parts.join(""))).toHaveProperty("titre");
    expect(mock.requests.at(-1)).toEqual({ ...body("tomate, oignon"), stream: true });
  });

  it("names the call with X-Client-Request-Id when given an id, and only then", async () => {
    await collect(client.stream(body("tomate"), AbortSignal.timeout(5000), "generation-42"));
    await collect(client.stream(body("poireau"), AbortSignal.timeout(5000)));
    const timing = mock.timings("generation-42");
    expect(timing?.titleSentAt).toBeGreaterThan(timing!.receivedAt);
    const served = (await (await fetch(`${mock.url}/__timings`)).json()) as Record<string, unknown>;
    expect(Object.keys(served)).toEqual(["generation-42"]);
  });

  it("keeps its connection alive from one finished answer to the next", async () => {
    await collect(client.stream(body("riz"), AbortSignal.timeout(5000)));
    const before = mock.connections();
    for (let run = 0; run < 3; run++) await collect(client.stream(body("riz"), AbortSignal.timeout(5000)));
    expect(mock.connections()).toBe(before);
  });

  it.each([
    ["mock:quota", 429, "insufficient_quota", "insufficient_quota"],
    ["mock:cle", 401, "invalid_api_key", "invalid_request_error"],
    ["mock:requete", 400, undefined, "invalid_request_error"],
    ["mock:limite", 429, "rate_limit_exceeded", "requests"],
    ["mock:panne", 500, undefined, "server_error"],
  ])("%s: the refusal becomes a ProviderError with status %d", async (scenario, status, code, type) => {
    const error = await failure(collect(client.stream(body(`riz, ${scenario}`), AbortSignal.timeout(5000))));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ status, code, type });
  });

  it("an abort mid-stream closes the provider's stream and throws the signal's reason", async () => {
    const controller = new AbortController();
    const deltas = client.stream(body("riz, mock:lent"), controller.signal);
    await deltas.next();
    expect(mock.openRequests()).toBe(1);
    controller.abort(new Error("le client est parti"));
    await expect(deltas.next()).rejects.toThrow("le client est parti");
    await until(() => mock.openRequests() === 0);
  });

  it("a signal that has already fired sends nothing to the provider", async () => {
    const controller = new AbortController();
    controller.abort(new Error("parti avant l'envoi"));
    await expect(client.stream(body("riz"), controller.signal).next()).rejects.toThrow("parti avant l'envoi");
    expect(mock.requests).toHaveLength(0);
  });

  it("stopping the reading early closes the provider's stream too", async () => {
    for await (const _ of client.stream(body("riz, mock:lent"), AbortSignal.timeout(5000))) break;
    await until(() => mock.openRequests() === 0);
  });

  it("a provider that never answers is given up when the signal times out", async () => {
    const error = await failure(collect(client.stream(body("riz, mock:bloque"), AbortSignal.timeout(200))));
    expect(error).toMatchObject({ name: "TimeoutError" });
    await until(() => mock.openRequests() === 0);
  });
});
