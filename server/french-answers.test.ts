import { describe, expect, it } from "vitest";
import {
  acceptsHtml,
  answerFormat,
  errorPage,
  frenchMessage,
  isJsonEndpoint,
  reactRouterAnswerInFrench,
} from "./french-answers";

const BROWSER = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";

describe("answerFormat", () => {
  it.each([
    [BROWSER, "json", "html"],
    [BROWSER, "text", "html"],
    ["application/json", "text", "json"],
    ["application/json, text/plain, */*", "text", "json"],
    ["text/plain, application/json", "json", "text"],
    ["application/*", "text", "json"],
    ["text/html;q=0.5, application/json", "text", "json"],
    ["text/plain", "json", "text"],
    ["*/*", "json", "json"],
    ["*/*", "text", "text"],
    ["text/*", "json", "text"],
    ["image/png", "json", "json"],
    ["text/html;q=0, */*", "text", "text"],
    [undefined, "json", "json"],
    ["", "text", "text"],
  ] as const)("Accept %j, endpoint %s : %s", (accept, natural, expected) => {
    expect(answerFormat(accept, natural)).toBe(expected);
  });

  it("HTML n'est exclu que si le client l'écarte", () => {
    expect(acceptsHtml(undefined)).toBe(true);
    expect(acceptsHtml("*/*")).toBe(true);
    expect(acceptsHtml(BROWSER)).toBe(true);
    expect(acceptsHtml("application/json")).toBe(false);
    expect(acceptsHtml("text/html;q=0, */*")).toBe(false);
  });

  it("les adresses JSON de Toque", () => {
    for (const pathname of [
      "/healthz",
      "/api/recettes",
      "/api/generation",
      "/mes-recettes/export",
      "/mon-compte/export",
      "/mes-recettes/abc/export",
    ])
      expect(isJsonEndpoint(pathname), pathname).toBe(true);
    for (const pathname of ["/", "/nos-recettes", "/healthz/x", "/exporter", "/mes-recettes"])
      expect(isJsonEndpoint(pathname), pathname).toBe(false);
  });
});

describe("errorPage", () => {
  it("une page française autonome, sans script ni ressource externe, message échappé", () => {
    const page = errorPage(404, "Rien ici <script>alert(1)</script> & « ailleurs »");
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain("<title>Page introuvable · Toque</title>");
    expect(page).toContain("<h1>Page introuvable</h1>");
    expect(page).toContain("Rien ici &lt;script&gt;alert(1)&lt;/script&gt; &amp; « ailleurs »");
    expect(page).toContain('<a href="/">Retour à l\'accueil</a>');
    expect(page).not.toMatch(/<script|<link|<img|<style|\bsrc=|https?:/);
  });
});

describe("frenchMessage", () => {
  it("un message pour chaque statut, générique à défaut", () => {
    expect(frenchMessage(405)).toBe(
      "Méthode non autorisée : cette adresse se consulte, elle n'accepte pas d'envoi.",
    );
    expect(frenchMessage(418)).toBe("Requête invalide.");
    expect(frenchMessage(502)).toBe(frenchMessage(500));
  });
});

/** React Router's answers on a resource route, as its server runtime builds them. */
const reactRouter = {
  notAllowed: () =>
    Response.json({ message: "Unexpected Server Error" }, { status: 405, statusText: "Method Not Allowed" }),
  notAllowedInDevelopment: () =>
    Response.json(
      { message: 'You made a POST request to "/healthz" but did not provide an `action`', stack: "Error: …" },
      { status: 405 },
    ),
  thrown: () =>
    new Response("Unexpected Server Error", { status: 500, headers: { "Content-Type": "text/plain" } }),
};

function request(pathname: string, accept?: string, method = "POST") {
  return new Request(`http://toque.test${pathname}`, {
    method,
    headers: accept ? { Accept: accept } : {},
  });
}

describe("reactRouterAnswerInFrench", () => {
  it("le 405 anglais d'une route de ressource devient un 405 français en JSON, avec Allow", async () => {
    for (const answer of [reactRouter.notAllowed(), reactRouter.notAllowedInDevelopment()]) {
      const french = await reactRouterAnswerInFrench(request("/healthz", "application/json"), answer);
      expect(french.status).toBe(405);
      expect(french.headers.get("allow")).toBe("GET, HEAD");
      expect(french.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(french.headers.get("vary")).toContain("Accept");
      expect(await french.json()).toEqual({ message: frenchMessage(405) });
    }
  });

  it("en page HTML pour un navigateur, en JSON pour un client qui accepte tout", async () => {
    const page = await reactRouterAnswerInFrench(
      request("/mon-compte/export", BROWSER),
      reactRouter.notAllowed(),
    );
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await page.text()).toContain("<h1>Méthode non autorisée</h1>");
    const json = await reactRouterAnswerInFrench(
      request("/mon-compte/export", "*/*"),
      reactRouter.notAllowed(),
    );
    expect(await json.json()).toEqual({ message: frenchMessage(405) });
  });

  it("une exception dans une route de ressource : 500 en français", async () => {
    const french = await reactRouterAnswerInFrench(
      request("/healthz", undefined, "GET"),
      reactRouter.thrown(),
    );
    expect(french.status).toBe(500);
    expect(await french.json()).toEqual({ message: frenchMessage(500) });
  });

  it("un refus en texte d'une route garde ses mots, au format demandé", async () => {
    const answer = new Response("Recette introuvable", { status: 404 });
    const french = await reactRouterAnswerInFrench(request("/mes-recettes/x/export", BROWSER, "GET"), answer);
    expect(french.status).toBe(404);
    expect(await french.text()).toContain("<p>Recette introuvable</p>");
  });

  it("les réponses de Toque et les .data restent telles quelles", async () => {
    const ours = Response.json({ message: "Utilisez POST." }, { status: 405, headers: { Allow: "POST" } });
    expect(await reactRouterAnswerInFrench(request("/api/recettes", BROWSER, "GET"), ours)).toBe(ours);
    const data = reactRouter.notAllowed();
    expect(await reactRouterAnswerInFrench(request("/healthz.data"), data)).toBe(data);
    const ok = Response.json({ status: "ok" });
    expect(await reactRouterAnswerInFrench(request("/healthz", "*/*", "GET"), ok)).toBe(ok);
  });

  it("une page d'erreur reste une page pour qui accepte HTML, devient JSON pour un client JSON", async () => {
    const page = () =>
      new Response("<!DOCTYPE html><title>Page introuvable · Toque</title>", {
        status: 404,
        headers: { "Content-Type": "text/html; charset=utf-8", "Set-Cookie": "a=b" },
      });
    const kept = page();
    expect(await reactRouterAnswerInFrench(request("/nulle-part", BROWSER, "GET"), kept)).toBe(kept);
    expect(kept.headers.get("vary")).toBe("Accept");
    const json = await reactRouterAnswerInFrench(request("/nulle-part", "application/json", "GET"), page());
    expect(json.status).toBe(404);
    expect(json.headers.get("set-cookie")).toBe("a=b");
    expect(await json.json()).toEqual({ message: frenchMessage(404) });
  });
});
