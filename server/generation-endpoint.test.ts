import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Services } from "../app/.server/services";
import { generationEndpoint } from "./generation-endpoint";

let close: (() => void) | undefined;
afterEach(() => close?.());

/** The endpoint alone, on a free port, with only the services it touches. */
async function serve(services: Partial<Services>) {
  const app = express();
  app.post("/api/generation", generationEndpoint(services as Services));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/generation`;
}

describe("POST /api/generation", () => {
  it("answers in French, and logs, when the session cannot be read", async () => {
    const logger = { error: vi.fn(), warn: vi.fn() };
    const url = await serve({
      logger: logger as unknown as Services["logger"],
      viewer: () => Promise.reject(new Error("base indisponible")),
    });
    const response = await fetch(url, {
      method: "POST",
      body: JSON.stringify({ screen: "inventaire", ingredients: ["tomate"] }),
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: "Erreur lors de la génération de la recette" });
    expect(logger.error).toHaveBeenCalledOnce();
  });
});
