import crypto from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { readEnv } from "../app/.server/env";
import { type Services, createServices } from "../app/.server/services";
import "./load-context";
import { generationEndpoint, postOnly } from "./generation-endpoint";
import { refuseNulInUrl } from "./request-guards";
import { apiHeaders, clientIpHeader, publicAddress, sameOriginPosts, securityHeaders } from "./security";

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
  // The generation's stream comes first: its first line is on the clock (DESIGN §5), the page
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
  app.use(refuseNulInUrl());
  app.use(clientIpHeader());
  app.use(sameOriginPosts(env.PUBLIC_URL));
  app.use(publicAddress(env.PUBLIC_URL));
  app.all("/api/generation", postOnly);
  app.use(compression());

  if (options.viteMiddleware) {
    app.use(options.viteMiddleware);
  } else {
    const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");
    app.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
    );
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  }

  app.use(
    createRequestHandler({
      // Given a function, React Router derives its route tree again at every request
      // (≈ 0.5 ms): right for Vite's hot reload, wasted work on a production build.
      build: options.viteMiddleware
        ? () => import("virtual:react-router/server-build")
        : await import("virtual:react-router/server-build"),
      mode: env.NODE_ENV,
      getLoadContext: (_request, response) => ({
        services,
        cspNonce: response.locals.cspNonce as string,
      }),
    }),
  );

  return { app, env, services };
}

/** Starts the HTTP server; used by `server.js` in production. */
export async function start(options: ServerOptions = {}) {
  const { app, env, services } = await createServer(options);
  const server = app.listen(env.PORT, env.HOST ?? "0.0.0.0", () => {
    services.logger.info(`Toque est servi sur http://localhost:${env.PORT}`);
  });
  const stop = async () => {
    server.close();
    await services.close();
    process.exit(0);
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
  return server;
}

export type { Services };
