import crypto from "node:crypto";
import http from "node:http";
import type { Socket } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { readEnv } from "../app/.server/env";
import { type Services, createServices } from "../app/.server/services";
import "./load-context";
import { apiV1 } from "./api-v1";
import { generationEndpoint, postOnly } from "./generation-endpoint";
import { reactRouterHandler } from "./react-router-handler";
import { bodyLengthLimit, frenchErrors, refuseNulInUrl, wellFormedRequests } from "./request-guards";
import {
  apiHeaders,
  clientIpHeader,
  publicAddress,
  sameOriginPosts,
  securityHeaders,
  staticHeaders,
} from "./security";

interface ServerOptions {
  /** In development Vite serves the assets and rebuilds the app on change. */
  viteMiddleware?: express.RequestHandler;
  env?: Record<string, string | undefined>;
}

export async function createServer(options: ServerOptions = {}) {
  const env = readEnv(options.env);
  const services = await createServices(env);
  const app = express();
  app.disable("x-powered-by");
  // Only the proxies TRUST_PROXY names may tell us the client's address.
  app.set("trust proxy", env.TRUST_PROXY ?? 0);

  const https = env.PUBLIC_URL?.startsWith("https:") ?? false;
  // Before any route: a request no page can answer, or a body announced over the cap, is
  // refused here, in French, without reading a byte of the body.
  app.use(wellFormedRequests(env.PUBLIC_URL));
  app.use(bodyLengthLimit());
  // The generation's stream comes first: its first line is on the clock (ARCHITECTURE § 7), the page
  // middleware below (a CSP nonce, helmet's headers built around it) is for HTML, and
  // compression would hold its lines back. Its headers come first, so that a refusal carries
  // them too; then the same client address and origin check as every POST
  // (docs/decisions/0013-generation-first-in-line.md).
  app.post(
    "/api/generation",
    apiHeaders({ https }),
    clientIpHeader(),
    sameOriginPosts(env.PUBLIC_URL),
    generationEndpoint(services),
  );

  // The JSON API opens with a bearer token only, never a cookie: no form of another site can
  // act through it, so it comes before the origin check of the pages' forms, with the JSON
  // headers of the generation (docs/decisions/0059-api-v1.md).
  app.use("/api/v1", apiHeaders({ https }), clientIpHeader(), apiV1(services));

  app.use(refuseNulInUrl());
  app.use(
    compression({
      // Brotli at quality 4 as before, with a 256 KB window instead of 4 MB: a page is about
      // 100 KB, so the ratio is the same, and each answer no longer allocates a 4 MB window
      // on zlib's threads, which grew the memory outside the heap by hundreds of MB under load
      // (docs/decisions/0016-compression.md). Browsers without Brotli get gzip at its default.
      brotli: {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
          [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
        },
      },
    }),
  );
  // Static files come before the page middleware: a script, an icon or a font needs none of a
  // document's headers (a CSP with its nonce, a Permissions-Policy, COOP…), which outweighed
  // most of them. A POST to one goes past them to sameOriginPosts and React Router, as before.
  if (!options.viteMiddleware) app.use(staticFiles({ https }));

  app.use((_request, response, next) => {
    response.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    next();
  });
  app.use(
    securityHeaders({
      isDevelopment: env.NODE_ENV === "development",
      https,
    }),
  );
  app.use(clientIpHeader());
  app.use(sameOriginPosts(env.PUBLIC_URL));
  app.use(publicAddress(env.PUBLIC_URL));
  app.all("/api/generation", postOnly);
  if (options.viteMiddleware) app.use(options.viteMiddleware);

  app.use(
    reactRouterHandler({
      // Given a function, React Router derives its route tree again at every request
      // (≈ 0.5 ms): right for Vite's hot reload, wasted work on a production build.
      build: options.viteMiddleware
        ? () => import("virtual:react-router/server-build")
        : await import("virtual:react-router/server-build"),
      mode: env.NODE_ENV,
      getLoadContext: (_request, response) => ({
        services,
        cspNonce: response.locals.cspNonce as string,
        visitor: {},
      }),
    }),
  );
  app.use(frenchErrors(services.logger));

  return { app, env, services };
}

/**
 * The built client: hashed assets kept a year, the rest an hour, the service worker checked at
 * every visit so that a new version is found at once. A directory or a missing file goes on to
 * React Router, which answers its 404 in French (express.static would redirect a directory to
 * itself with a slash, in English).
 */
function staticFiles(options: { https: boolean }): express.RequestHandler {
  const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");
  const setHeaders = staticHeaders(options);
  const router = express.Router();
  router.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      redirect: false,
      setHeaders,
    }),
  );
  router.use(
    express.static(clientDir, {
      maxAge: "1h",
      index: false,
      redirect: false,
      setHeaders: (response, file) => {
        setHeaders(response);
        if (file.endsWith(`${path.sep}sw.js`)) response.setHeader("Cache-Control", "no-cache");
      },
    }),
  );
  return router;
}

/** Starts the HTTP server; used by `server.js` in production. */
export async function start(options: ServerOptions = {}) {
  const { app, env, services } = await createServer(options);
  // Node would answer an HTTP/1.1 request without Host with an empty 400 of its own:
  // wellFormedRequests answers it, in French.
  const server = http.createServer({ requireHostHeader: false }, app);
  server.on("clientError", answerMalformedRequest);
  try {
    await listen(server, env.PORT, env.HOST ?? "0.0.0.0");
  } catch (error) {
    services.logger.fatal({ err: error }, listenFailure(error, env.PORT));
    await services.close();
    process.exit(1);
  }
  services.logger.info(`Toque est servi sur http://localhost:${env.PORT}`);
  const stop = async () => {
    server.close();
    await services.close();
    process.exit(0);
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
  return server;
}

function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

function listenFailure(error: unknown, port: number): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "EADDRINUSE")
    return `Toque ne peut pas démarrer : le port ${port} est déjà utilisé par un autre programme. Arrêtez-le ou choisissez un autre port avec PORT.`;
  if (code === "EACCES")
    return `Toque ne peut pas démarrer : le port ${port} est réservé, l'accès est refusé. Choisissez un port au-dessus de 1024 avec PORT.`;
  return `Toque ne peut pas démarrer : impossible d'écouter sur le port ${port} (${code ?? String(error)}).`;
}

/**
 * A request Node's parser refuses before any route sees it (a malformed request line or
 * header, headers too large) gets a French answer instead of an empty one.
 */
function answerMalformedRequest(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === "ECONNRESET" || !socket.writable) return socket.destroy();
  const [status, text, message] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? [431, "Request Header Fields Too Large", "En-têtes de requête trop volumineux."]
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "Request Timeout", "Requête trop lente : délai dépassé."]
        : [400, "Bad Request", "Requête invalide."];
  const body = Buffer.from(`${message}\n`, "utf8");
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.toString("utf8")}`,
  );
}

export type { Services };
