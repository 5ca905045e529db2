import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import type express from "express";
import { answerInFrench, frenchMessage } from "./french-answers";

/**
 * The largest request body Toque reads, for every route. The largest legitimate body is a
 * generated recipe sent to /api/recettes, which that route caps at 64,000 characters: up to
 * about 128 KB in UTF-8 once accents count twice. Twice that leaves room, and keeps what one
 * request can cost bounded: parsing a form or JSON takes about ten times its size in memory
 * (a 100 MB form took 1.2 GB), so about 3 MB at most here.
 */
export const MAX_BODY_BYTES = 256 * 1024;

export const TOO_LARGE_MESSAGE = `Requête trop volumineuse : Toque n'accepte pas d'envoi de plus de ${MAX_BODY_BYTES / 1024} Ko.`;

/** Answers in French, in the format the request expects (see french-answers.ts). */
export function refuse(response: express.Response, status: number, message: string) {
  answerInFrench(response, status, message);
}

/** Answers 413; the rest of the body is never read (see `closeUnreadBody`). */
export function refuseTooLarge(request: IncomingMessage, response: express.Response) {
  refuse(response, 413, TOO_LARGE_MESSAGE);
  closeUnreadBody(request, response);
}

const LINGER_BYTES = 8 * 1024 * 1024;
const LINGER_MS = 1000;

/**
 * Once the answer is sent, a body still coming is thrown away for a moment, then the
 * connection is cut: closing at once would reset it while the client is still sending, and
 * a reset can wipe our answer from the client's buffers before it reads it (the lingering
 * close of RFC 9112 §9.6). Node alone would read, and discard, all of it however long.
 */
export function closeUnreadBody(request: IncomingMessage, response: express.Response) {
  response.once("finish", () => {
    if (request.complete) return;
    let discarded = 0;
    const cut = () => {
      clearTimeout(timer);
      request.socket.destroy();
    };
    const timer = setTimeout(cut, LINGER_MS);
    timer.unref();
    request.on("data", (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > LINGER_BYTES) cut();
    });
    request.once("end", () => clearTimeout(timer));
    request.resume();
  });
}

/** True when the client announces, with Content-Length, a body larger than `limit`. */
export function announcedTooLarge(request: IncomingMessage, limit: number): boolean {
  const length = request.headers["content-length"];
  return length !== undefined && Number(length) > limit;
}

/**
 * A body announced larger than the cap is refused at once, before a byte of it is read.
 * Any other body that the answer leaves unread (a route that refuses before reading, or
 * reads only up to its own cap) is not waited for once the answer is sent.
 */
export function bodyLengthLimit(limit = MAX_BODY_BYTES): express.RequestHandler {
  return (request, response, next) => {
    if (announcedTooLarge(request, limit)) return refuseTooLarge(request, response);
    if (request.headers["transfer-encoding"] !== undefined || Number(request.headers["content-length"]) > 0)
      closeUnreadBody(request, response);
    next();
  };
}

/**
 * The body of a request as a web stream that errors once it grows past `limit` bytes: a
 * chunked body gives no length in advance, so it is counted as it arrives and never held
 * beyond the cap. `onOverflow` runs once, when the cap is passed; reading stops there.
 */
export function cappedBody(
  request: IncomingMessage,
  limit: number,
  onOverflow: () => void,
): ReadableStream<Uint8Array> {
  let size = 0;
  let settled = false;
  const stop = () => {
    settled = true;
    request.off("data", onData);
    request.off("end", onEnd);
    request.off("error", onError);
    request.off("close", onClose);
  };
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const onData = (chunk: Buffer) => {
    size += chunk.length;
    if (size > limit) {
      stop();
      request.pause();
      controller.error(new BodyTooLargeError());
      onOverflow();
      return;
    }
    controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    if ((controller.desiredSize ?? 0) <= 0) request.pause();
  };
  const onEnd = () => {
    stop();
    controller.close();
  };
  const onError = (error: Error) => {
    stop();
    controller.error(error);
  };
  // A client that goes away mid-body: the reader must not wait for an end that never comes.
  const onClose = () => {
    if (!settled) onError(new Error("Le client a interrompu l'envoi."));
  };
  return new ReadableStream<Uint8Array>(
    {
      start(streamController) {
        controller = streamController;
        request.on("data", onData);
        request.once("end", onEnd);
        request.once("error", onError);
        request.once("close", onClose);
      },
      pull() {
        if (!settled) request.resume();
      },
      cancel() {
        stop();
        request.resume();
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
}

export class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
  constructor() {
    super(TOO_LARGE_MESSAGE);
  }
}

// A host name, an IPv4 address or a bracketed IPv6 address, and an optional port (RFC 3986 §3.2.2).
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Requests whose target or Host cannot name a page of Toque get a French 400, instead of the
 * error they caused further on (an address React Router could not build: Express's English
 * 500 page). Kept apart from that failure so every route, static files included, is covered.
 * - A missing Host is an error in HTTP/1.1 (RFC 9112 §3.2); an HTTP/1.0 client may omit it
 *   and is answered at the public address, or at the address it reached.
 * - The absolute form (`GET http://toque.example/ HTTP/1.1`) is accepted, as servers must
 *   (RFC 9112 §3.2.2), when it names this very host; any other host is refused: Toque is not
 *   a proxy.
 */
export function wellFormedRequests(publicUrl: string | undefined): express.RequestHandler {
  const publicHost = publicUrl ? new URL(publicUrl).host : undefined;
  return (request, response, next) => {
    if (request.headers.host === undefined && request.httpVersion === "1.0") {
      request.headers.host = publicHost ?? localAuthority(request.socket);
    }
    const host = request.host;
    if (!host || !HOST.test(host) || Number(host.match(/:(\d+)$/)?.[1] ?? 0) > 65_535) {
      return refuse(response, 400, "Requête invalide : l'en-tête Host est absent ou mal formé.");
    }
    if (!request.url.startsWith("/")) {
      if (request.url === "*" && request.method === "OPTIONS") {
        response.status(204).set("Allow", "GET, HEAD, POST").end();
        return;
      }
      const target = absoluteTarget(request.url);
      if (!target || target.host !== request.headers.host?.toLowerCase()) {
        return refuse(response, 400, "Requête invalide : cette adresse n'est pas servie ici.");
      }
      request.url = `${target.pathname}${target.search}`;
      request.originalUrl = request.url;
    }
    next();
  };
}

function absoluteTarget(url: string): URL | undefined {
  try {
    const target = new URL(url);
    return target.protocol === "http:" || target.protocol === "https:" ? target : undefined;
  } catch {
    return undefined;
  }
}

function localAuthority(socket: Socket): string {
  const address = socket.localAddress ?? "localhost";
  return `${address.includes(":") ? `[${address}]` : address}:${socket.localPort}`;
}

/**
 * The last resort: an error no route turned into an answer gets a French one, never
 * Express's English page. Errors Express or its middleware raise with a 4xx status (a
 * malformed path given to the static files) keep their status.
 */
export function frenchErrors(logger: {
  error: (object: object, message: string) => void;
}): express.ErrorRequestHandler {
  return (error: unknown, request, response, _next) => {
    const status = statusOf(error);
    if (status === 500) logger.error({ err: error, url: request.originalUrl }, "erreur inattendue");
    // Part of the answer has left: the connection is cut so that the client sees it incomplete.
    if (response.headersSent) return response.destroy();
    if (status === 413) return refuse(response, 413, TOO_LARGE_MESSAGE);
    refuse(response, status, frenchMessage(status));
  };
}

function statusOf(error: unknown): number {
  if (error instanceof BodyTooLargeError) return 413;
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status;
  const code = typeof status === "number" ? status : (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof code === "number" && code >= 400 && code < 500 ? code : 500;
}

/**
 * No address of Toque contains NUL (`%00`), and PostgreSQL cannot compare or store it in text
 * (error 22021) where SQLite would simply find nothing: it is refused here, once for every page,
 * resource route and `.data` request, so that both databases answer alike.
 */
export function refuseNulInUrl(): express.RequestHandler {
  return (request, response, next) => {
    if (!request.url.includes("%00")) return next();
    refuse(response, 400, "Adresse invalide : elle contient un caractère non autorisé.");
  };
}
