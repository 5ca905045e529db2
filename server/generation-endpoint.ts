import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type express from "express";
import { generationErrorMessages } from "../app/domain/generation/errors";
import { generationEventLine } from "../app/domain/generation/stream-events";
import {
  type ChefRequest,
  chefRequestFromBody,
  generationBodySchema,
} from "../app/domain/generation/request-schema";
import { requesterOf } from "../app/.server/requester";
import type { Services } from "../app/.server/services";
import { answerInFrench } from "./french-answers";
import { announcedTooLarge } from "./request-guards";

const MAX_BODY_BYTES = 16_384;

/**
 * `POST /api/generation`: streams a recipe as newline-delimited JSON, partial recipes, then
 * the final one with its CIQUAL nutrition, or an error code. The browser never talks to the
 * AI service; a client that goes away cancels the provider call.
 *
 * Served by Express itself rather than a React Router resource route: the first token is on
 * the clock, and React Router's request and response conversions cost about a millisecond
 * per generation (docs/decisions/0011-generation-endpoint-outside-react-router.md).
 */
export function generationEndpoint(services: Services): express.RequestHandler {
  return (request, response) => {
    // Express 5 would answer an escaped rejection with its own HTML page: a failure here (a
    // session the database could not read) is logged and answered in French instead.
    answer(services, request, response).catch((error: unknown) => {
      services.logger.error({ err: error }, "demande de génération interrompue");
      if (!response.headersSent) refuse(response, 500, generationErrorMessages.failed);
      else response.end();
    });
  };
}

/** Other methods get the same answer React Router gave a resource route without a loader. */
export const postOnly: express.RequestHandler = (_request, response) => {
  response.set("Allow", "POST");
  refuse(response, 405, "Utilisez POST.");
};

async function answer(services: Services, request: express.Request, response: express.Response) {
  let text: string | undefined;
  try {
    text = await readBody(request, MAX_BODY_BYTES);
  } catch {
    return refuse(response, 400, generationErrorMessages.invalidRequest);
  }
  // The rest of the body is thrown away, then the connection cut (bodyLengthLimit).
  if (text === undefined) return refuse(response, 413, "Demande trop volumineuse.");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return refuse(response, 400, generationErrorMessages.invalidRequest);
  }
  const parsed = generationBodySchema.safeParse(json);
  if (!parsed.success) {
    return refuse(response, 400, parsed.error.issues[0]?.message ?? generationErrorMessages.invalidRequest);
  }
  const requester = await requesterOf(services, { headers: fetchHeaders(request) });
  const refusal = await services.generation.admit(requester);
  if (refusal) {
    // The screen shows `message`, as for any refusal; clients and proxies read the status.
    response.set("Retry-After", String(refusal.retryAfterSeconds));
    return answerInFrench(response, 429, refusal.message, { code: refusal.code, message: refusal.message });
  }
  await stream(services, chefRequestFromBody(parsed.data), response);
}

async function stream(services: Services, chefRequest: ChefRequest, response: express.Response) {
  const controller = new AbortController();
  response.on("close", () => controller.abort());
  // The same identifier is in our logs and sent to the provider: a user's report can be
  // traced through both.
  const requestId = randomUUID();
  const events = services.generation.run(chefRequest, { signal: controller.signal, requestId });
  response.writeHead(200, {
    "Content-Type": "application/x-ndjson; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Accel-Buffering": "no",
    "X-Request-Id": requestId,
  });
  try {
    for await (const event of events) {
      if (controller.signal.aborted) break;
      // Headers leave with the first line, in one packet.
      if (!response.write(generationEventLine(event))) await drained(response, controller.signal);
    }
  } catch (error) {
    // The service turns every failure into an error event; this is a write to a closed socket.
    if (!controller.signal.aborted)
      services.logger.error({ requestId, err: error }, "flux de génération interrompu");
  } finally {
    response.end();
  }
}

/** The body as text, or undefined when it is announced or grows past `limit` bytes. */
function readBody(request: IncomingMessage, limit: number): Promise<string | undefined> {
  if (announcedTooLarge(request, limit)) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        request.removeAllListeners("data");
        request.pause();
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    });
    request.once("end", () => resolve(Buffer.concat(chunks, size).toString("utf8")));
    request.once("error", reject);
  });
}

function drained(response: express.Response, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      response.off("drain", done);
      signal.removeEventListener("abort", done);
      resolve();
    };
    response.once("drain", done);
    signal.addEventListener("abort", done, { once: true });
  });
}

/** better-auth reads the session from Fetch headers. */
function fetchHeaders(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (value) for (const item of value) headers.append(name, item);
  }
  return headers;
}

/** JSON `{ message }` for the screens, a page for a browser sent here (french-answers.ts). */
function refuse(response: express.Response, status: number, message: string) {
  answerInFrench(response, status, message);
}
