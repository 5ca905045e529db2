import type express from "express";

/**
 * Every refusal and error Toque answers outside its pages, in French and in the format the
 * request expects: an HTML page for a browser, JSON `{ "message": … }` for a JSON client or a
 * JSON endpoint, plain text otherwise. The server's guards, its last-resort error handler and
 * the answers React Router makes up on its own all go through here.
 */

export type AnswerFormat = "html" | "json" | "text";

const titles: Record<number, string> = {
  400: "Requête invalide",
  403: "Accès refusé",
  404: "Page introuvable",
  405: "Méthode non autorisée",
  408: "Délai dépassé",
  413: "Requête trop volumineuse",
  415: "Type de contenu non pris en charge",
  429: "Trop de demandes",
  431: "En-têtes trop volumineux",
  500: "Erreur interne",
  503: "Service indisponible",
};

const messages: Record<number, string> = {
  400: "Requête invalide.",
  403: "Accès refusé.",
  404: "Page introuvable : cette adresse n'existe pas ou a été déplacée.",
  405: "Méthode non autorisée : cette adresse se consulte, elle n'accepte pas d'envoi.",
  408: "Requête trop lente : délai dépassé.",
  413: "Requête trop volumineuse.",
  415: "Type de contenu non pris en charge.",
  429: "Trop de demandes en peu de temps : réessayez dans un instant.",
  431: "En-têtes de requête trop volumineux.",
  500: "Erreur interne : Toque n'a pas pu répondre. Réessayez dans un instant.",
  503: "Service momentanément indisponible : réessayez dans un instant.",
};

/** The French message of a status, for an answer that has nothing more precise to say. */
export function frenchMessage(status: number): string {
  return messages[status] ?? (status >= 500 ? messages[500]! : messages[400]!);
}

function frenchTitle(status: number): string {
  return titles[status] ?? (status >= 500 ? titles[500]! : "Requête refusée");
}

/** The addresses whose answers are JSON: a client that accepts anything gets JSON there. */
export function isJsonEndpoint(pathname: string): boolean {
  return /^\/(?:api\/|healthz$)|\/export$/.test(pathname);
}

interface MediaRange {
  type: string;
  subtype: string;
  q: number;
  position: number;
}

function mediaRanges(accept: string): MediaRange[] {
  return accept.split(",").flatMap((part, position) => {
    const [range = "", ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const [type, subtype] = range.split("/");
    if (!type || !subtype) return [];
    const qParameter = parameters.find((parameter) => parameter.startsWith("q="));
    const q = qParameter ? Number(qParameter.slice(2)) : 1;
    return [{ type, subtype, q: Number.isFinite(q) ? q : 0, position }];
  });
}

const formatTypes: Record<AnswerFormat, [string, string]> = {
  html: ["text", "html"],
  json: ["application", "json"],
  text: ["text", "plain"],
};

/** How much the client wants a format: the most specific range that names it decides (RFC 9110 §12.5.1). */
function preference(ranges: MediaRange[], format: AnswerFormat) {
  const [type, subtype] = formatTypes[format];
  let best: { q: number; specificity: number; position: number } | undefined;
  for (const range of ranges) {
    const specificity =
      range.type === type && range.subtype === subtype
        ? 2
        : range.type === type && range.subtype === "*"
          ? 1
          : range.type === "*" && range.subtype === "*"
            ? 0
            : -1;
    if (specificity < 0 || (best && best.specificity > specificity)) continue;
    if (!best || specificity > best.specificity || range.q > best.q)
      best = { q: range.q, specificity, position: range.position };
  }
  return best ?? { q: 0, specificity: -1, position: Infinity };
}

/**
 * The format to answer in. The highest quality wins; at equal quality a type the client names
 * beats a wildcard, then the one it names first; a client that names none of them (no Accept,
 * only wildcards, or only types we cannot make) gets the endpoint's own format, `natural`.
 */
export function answerFormat(accept: string | undefined, natural: "json" | "text"): AnswerFormat {
  if (!accept) return natural;
  const ranges = mediaRanges(accept);
  const candidates = (["json", "text", "html"] as const)
    .map((format) => ({ format, ...preference(ranges, format) }))
    .filter((candidate) => candidate.q > 0);
  candidates.sort(
    (a, b) =>
      b.q - a.q ||
      b.specificity - a.specificity ||
      (a.specificity > 0 ? a.position - b.position : 0) ||
      Number(b.format === natural) - Number(a.format === natural),
  );
  return candidates[0]?.format ?? natural;
}

/** True unless the client's Accept rules HTML out. */
export function acceptsHtml(accept: string | undefined): boolean {
  return !accept || preference(mediaRanges(accept), "html").q > 0;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character]!,
  );
}

/**
 * A page that needs nothing else: no stylesheet, script or image, so that it shows the same
 * under any Content-Security-Policy, the strictest included.
 */
export function errorPage(status: number, message: string): string {
  const title = escapeHtml(frenchTitle(status));
  return (
    `<!DOCTYPE html>\n<html lang="fr">\n<head>\n<meta charset="utf-8">\n` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">\n` +
    `<meta name="color-scheme" content="light dark">\n<title>${title} · Toque</title>\n</head>\n` +
    `<body>\n<main>\n<h1>${title}</h1>\n<p>${escapeHtml(message)}</p>\n` +
    `<p><a href="/">Retour à l'accueil</a></p>\n</main>\n</body>\n</html>\n`
  );
}

/** The body and Content-Type of a French answer in one format. */
export function frenchBody(
  format: AnswerFormat,
  status: number,
  message: string,
  json: Record<string, unknown> = { message },
): { contentType: string; body: string } {
  if (format === "html") return { contentType: "text/html; charset=utf-8", body: errorPage(status, message) };
  if (format === "json")
    return { contentType: "application/json; charset=utf-8", body: JSON.stringify(json) };
  return { contentType: "text/plain; charset=utf-8", body: message };
}

/**
 * Answers `status` in French, in the format the request expects. `json` replaces the
 * `{ message }` body where an endpoint's clients read more (the generation's refusal code).
 */
export function answerInFrench(
  response: express.Response,
  status: number,
  message = frenchMessage(status),
  json?: Record<string, unknown>,
) {
  const request = response.req;
  const natural = isJsonEndpoint(request.path) ? "json" : "text";
  const { contentType, body } = frenchBody(
    answerFormat(request.headers.accept, natural),
    status,
    message,
    json,
  );
  response
    .status(status)
    .vary("Accept")
    // No browser may sniff a refusal into something else.
    .set("X-Content-Type-Options", "nosniff")
    .type(contentType)
    .send(body);
}

const GENERIC_ERROR = "Unexpected Server Error";

/**
 * The message React Router's error answer carries, or undefined when the answer is one of
 * ours. React Router makes up two on a resource route: JSON `{ message }` for an error with a
 * status (405 without an action, a thrown `data()`), its message generic in production and
 * joined by a `stack` in development; and a plain text 500 for a thrown exception.
 */
async function resourceRouteError(answer: Response): Promise<string | undefined> {
  const contentType = answer.headers.get("content-type") ?? "";
  if (contentType === "application/json") {
    const parsed = (await answer
      .clone()
      .json()
      .catch(() => undefined)) as { message?: unknown; stack?: unknown } | undefined;
    if (!parsed || typeof parsed !== "object") return undefined;
    const keys = Object.keys(parsed);
    const reactRouters =
      keys.every((key) => key === "message" || key === "stack") &&
      (parsed.message === GENERIC_ERROR || typeof parsed.stack === "string");
    return reactRouters ? frenchMessage(answer.status) : undefined;
  }
  if (/^text\/plain\b/i.test(contentType)) {
    // Ours too: a route's plain-text refusal keeps its words, in the format the client asked for.
    const text = (await answer.clone().text()).trim();
    return text.startsWith(GENERIC_ERROR) || text === "" ? frenchMessage(answer.status) : text;
  }
  return undefined;
}

/**
 * React Router's own answers to a failed request, put in French and in the format the
 * client expects, with the same status:
 * - a resource route's errors (see `resourceRouteError`);
 * - an error page, HTML, for a client that does not accept HTML (a JSON client on an unknown
 *   address): the page's words stay the page's, the client gets the generic ones.
 * `.data` answers are left alone: the browser's router decodes their turbo-stream itself.
 */
export async function reactRouterAnswerInFrench(request: Request, answer: Response): Promise<Response> {
  if (answer.status < 400 || new URL(request.url).pathname.endsWith(".data")) return answer;
  const accept = request.headers.get("accept") ?? undefined;
  const isPage = /^text\/html\b/i.test(answer.headers.get("content-type") ?? "");
  let message: string | undefined;
  if (isPage) {
    answer.headers.append("Vary", "Accept");
    if (acceptsHtml(accept)) return answer;
    message = frenchMessage(answer.status);
  } else {
    message = await resourceRouteError(answer);
    if (message === undefined) return answer;
  }
  // React Router's resource routes speak JSON in Toque; a page speaks JSON on a JSON endpoint.
  const pathname = new URL(request.url).pathname;
  const natural = !isPage || isJsonEndpoint(pathname) ? "json" : "text";
  const { contentType, body } = frenchBody(answerFormat(accept, natural), answer.status, message);
  const headers = new Headers(answer.headers);
  headers.delete("content-length");
  headers.set("Content-Type", contentType);
  headers.set("X-Content-Type-Options", "nosniff");
  if (!isPage) headers.append("Vary", "Accept");
  // A resource route without an action is read only; React Router says 405 without saying so.
  if (answer.status === 405 && !headers.has("allow")) headers.set("Allow", "GET, HEAD");
  await answer.body?.cancel();
  return new Response(body, { status: answer.status, statusText: answer.statusText, headers });
}

/** A React Router request handler whose own error answers are French (see above). */
export function inFrench<Context>(
  handle: (request: Request, context?: Context) => Promise<Response>,
): (request: Request, context?: Context) => Promise<Response> {
  return async (request, context) => reactRouterAnswerInFrench(request, await handle(request, context));
}
