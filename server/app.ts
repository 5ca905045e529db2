import crypto from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import { readEnv } from "../app/.server/env";
import { type Services, createServices } from "../app/.server/services";
import "./load-context";

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
  app.set("trust proxy", false);

  app.use((_request, response, next) => {
    response.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    next();
  });
  app.use(securityHeaders(env.NODE_ENV === "development"));
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
      build: () => import("virtual:react-router/server-build"),
      mode: env.NODE_ENV,
      getLoadContext: (_request, response) => ({
        services,
        cspNonce: response.locals.cspNonce as string,
      }),
    }),
  );

  return { app, env, services };
}

function securityHeaders(isDevelopment: boolean): express.RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_request, response) => `'nonce-${(response as express.Response).locals.cspNonce}'`,
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        fontSrc: ["'self'"],
        connectSrc: isDevelopment ? ["'self'", "ws:"] : ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // HSTS only makes sense behind https; the Accounts work decides it from PUBLIC_URL.
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
  });
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
