import type express from "express";
import { type AppLoadContext, type ServerBuild, createRequestHandler } from "react-router";
import { SESSION_COOKIE_PREFIX } from "../app/.server/auth/auth";
import { deviceOf, toqueCookies } from "../app/.server/live/device";
import { VISITOR_COOKIE } from "../app/.server/meal-plan/visitor-cookie";
import { inFrench } from "./french-answers";
import { MAX_BODY_BYTES, TOO_LARGE_MESSAGE, cappedBody, refuse } from "./request-guards";
import { OWNER_HEADER } from "../app/domain/offline/caches";
import { offlineShelf } from "../app/domain/offline/pages";

interface HandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (request: express.Request, response: express.Response) => AppLoadContext;
}

/**
 * Hands a request to React Router, as `@react-router/express` does, with two things it
 * cannot do from outside:
 * - the body React Router's actions read is capped (MAX_BODY_BYTES): past it the client gets
 *   413 at once and the action's read fails, however the body is sent (chunked or not);
 * - a page made for one person (the request carries Toque's session or visitor cookie, or the
 *   answer sets one) is marked `private, no-store`, whatever the route said, so that neither a
 *   shared cache nor the browser keeps someone's pages; the pages kept for use offline
 *   (offlineShelf: Mes Recettes, Menu Perso, the recipes) are `private, no-cache` instead, which
 *   lets the person's own device keep them and check them again whenever it is online;
 *   they also say whose they are (OWNER_HEADER), so that the service worker keeps a page made
 *   for someone apart from the copy anyone may see, and forgets it when that person leaves.
 * It expects `wellFormedRequests` to have checked the Host and the target first.
 */
export function reactRouterHandler(options: HandlerOptions): express.RequestHandler {
  // React Router's own error answers (a resource route without an action…) are English JSON.
  const handle = inFrench(createRequestHandler(options.build, options.mode));
  return async (request, response, next) => {
    try {
      const fetchRequest = toFetchRequest(request, response);
      const answer = await handle(fetchRequest, options.getLoadContext(request, response));
      if (keptOffline(request)) response.setHeader(OWNER_HEADER, ownerOf(request));
      await send(response, answer, isPersonal(request), keptOffline(request));
    } catch (error) {
      next(error);
    }
  };
}

function toFetchRequest(request: express.Request, response: express.Response): Request {
  const url = new URL(`${request.protocol}://${request.host}${request.originalUrl}`);
  const controller = new AbortController();
  let finished = false;
  response.on("finish", () => (finished = true));
  response.on("close", () => {
    if (!finished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = {
    method: request.method,
    headers: fetchHeaders(request),
    signal: controller.signal,
  };
  if (request.method !== "GET" && request.method !== "HEAD") {
    init.body = cappedBody(request, MAX_BODY_BYTES, () => {
      // The action's read fails now; the request is over for React Router too, so the
      // failure is not logged as an error of the page.
      controller.abort();
      if (!response.headersSent) refuse(response, 413, TOO_LARGE_MESSAGE);
    });
    init.duplex = "half";
  }
  return new Request(url, init);
}

function fetchHeaders(request: express.Request): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (value) for (const item of value) headers.append(name, item);
  }
  return headers;
}

async function send(response: express.Response, answer: Response, personal: boolean, offline: boolean) {
  // Already answered (a body over the cap) or the client has gone.
  if (response.destroyed || response.writableEnded) {
    await answer.body?.cancel();
    return;
  }
  const privateAnswer = personal || answer.headers.has("set-cookie");
  response.statusMessage = answer.statusText;
  response.status(answer.status);
  for (const [name, value] of answer.headers) {
    if (privateAnswer && name === "cache-control") continue;
    response.append(name, value);
  }
  const eventStream = /text\/event-stream/i.test(answer.headers.get("content-type") ?? "");
  // no-transform keeps `compression` away from a stream of events: it would hold each event in
  // its buffer until kilobytes of them had piled up (docs/decisions/0063-live-list.md).
  if (privateAnswer)
    response.setHeader(
      "Cache-Control",
      eventStream ? "private, no-store, no-transform" : offline ? "private, no-cache" : "private, no-store",
    );
  // As @react-router/express does: a stream of events must not wait behind buffered headers.
  if (eventStream) response.flushHeaders();
  if (!answer.body) {
    response.end();
    return;
  }
  await pipeBody(answer.body, response);
}

/**
 * Writes the answer's body as it comes, waiting when the client reads slower. One `drain`
 * listener serves the whole answer: `compression` hands `drain` listeners to its zlib stream and
 * never takes them back, so waiting with a listener each time (as @react-router/node does) piled
 * them up on long streamed pages (MaxListenersExceededWarning on Gzip).
 */
async function pipeBody(body: ReadableStream<Uint8Array>, response: express.Response) {
  let resume: (() => void) | undefined;
  const wake = () => {
    resume?.();
    resume = undefined;
  };
  response.on("drain", wake);
  response.once("close", wake);
  const reader = body.getReader();
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) break;
      // The client has gone: the rest of the page is not made.
      if (response.destroyed) return await reader.cancel();
      if (!response.write(value)) await new Promise<void>((resolve) => (resume = resolve));
    }
    if (!response.destroyed) response.end();
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    if (response.destroyed || response.writableEnded) return;
    throw error;
  } finally {
    response.off("close", wake);
  }
}

/** A page read (not an action) that the service worker keeps for use offline. */
function keptOffline(request: express.Request): boolean {
  return (request.method === "GET" || request.method === "HEAD") && offlineShelf(request.path) !== undefined;
}

/** Toque's cookies only ever say who someone is (a session, a visitor's menu). */
function isPersonal(request: express.Request): boolean {
  return toqueCookies(request.headers.cookie).some(
    ([name]) => name.startsWith(`${SESSION_COOKIE_PREFIX}.`) || name === VISITOR_COOKIE,
  );
}

/** Whose page this is, as the device may know it (empty for nobody): see deviceOf. */
function ownerOf(request: express.Request): string {
  return deviceOf(request.headers.cookie);
}
