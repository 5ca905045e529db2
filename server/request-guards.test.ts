import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { frenchErrors } from "./request-guards";

describe("frenchErrors", () => {
  const logger = { error: vi.fn() };
  let base: string;
  let close: () => void;

  beforeAll(async () => {
    const app = express();
    app.get("/panne", () => {
      throw new Error("la base ne répond pas");
    });
    app.get("/refus", () => {
      throw Object.assign(new Error("Bad Request"), { status: 400 });
    });
    app.get("/coupure", (_request, response) => {
      response.write("début de page");
      throw new Error("rendu interrompu");
    });
    app.use(frenchErrors(logger));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });

  afterAll(() => close());

  it("une erreur inattendue devient un 500 en français, journalisé, sans la page anglaise d'Express", async () => {
    const response = await fetch(`${base}/panne`);
    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    expect(text).toBe("Erreur interne : Toque n'a pas pu répondre. Réessayez dans un instant.");
    expect(text).not.toMatch(/Internal Server Error|<pre>/);
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ url: "/panne" }),
      "erreur inattendue",
    );
  });

  it("une erreur 4xx garde son statut, en français, sans être journalisée comme une panne", async () => {
    logger.error.mockClear();
    const response = await fetch(`${base}/refus`);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("Requête invalide.");
    expect(logger.error).not.toHaveBeenCalled();
  });

  it("une page déjà commencée est coupée : le client la voit incomplète", async () => {
    await expect(fetch(`${base}/coupure`).then((response) => response.text())).rejects.toThrow();
  });
});
