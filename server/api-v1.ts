import express from "express";
import type { z } from "zod";
import { ApiError, type ApiErrorBody } from "../app/.server/api/errors";
import { API_RATE_LIMIT } from "../app/.server/api/limits";
import { openApiDocument } from "../app/.server/api/openapi";
import { type ApiRoute, apiRoutes } from "../app/.server/api/routes";
import type { Services } from "../app/.server/services";
import { parseJsonText } from "../app/.server/http/json-text";
import { MAX_BODY_BYTES } from "./request-guards";

const BEARER = /^Bearer ([^\s]+)$/;

/**
 * /api/v1: the JSON API of docs/decisions/0059-api-v1.md. Only a personal access token opens
 * it, in `Authorization: Bearer`; cookies are ignored here, so a page of another site can
 * make a browser call nothing on a member's behalf, and the origin check of the forms is not
 * needed. Every answer is JSON, errors included, with a stable code and a French message.
 */
export function apiV1(services: Services): express.Router {
  const router = express.Router({ caseSensitive: true, strict: false });
  router.use((request, response, next) => {
    response.setHeader("Cache-Control", "no-store");
    // As for the pages (refuseNulInUrl), with the API's JSON: PostgreSQL cannot read NUL in text.
    if (request.url.includes("%00"))
      return answerError(
        response,
        new ApiError("requete_invalide", "Adresse invalide\u00a0: elle contient un caractère non autorisé."),
      );
    next();
  });
  const document = openApiDocument();
  router.get("/openapi.json", (_request, response) => {
    response.setHeader("Cache-Control", "public, max-age=300");
    response.json(document);
  });
  router.use(express.text({ type: () => true, limit: MAX_BODY_BYTES }));

  const byPath = new Map<string, ApiRoute[]>();
  for (const route of apiRoutes) byPath.set(route.path, [...(byPath.get(route.path) ?? []), route]);
  for (const [path, routes] of byPath) {
    const expressPath = path.replace(/\{(\w+)\}/g, ":$1");
    for (const route of routes) router[route.method](expressPath, handler(services, route));
    router.all(expressPath, (request, response) => {
      const allowed = routes.map((route) => route.method.toUpperCase());
      // HEAD is answered as GET by Express; anything else here is not served at this address.
      response.setHeader("Allow", allowed.join(", "));
      answerError(response, new ApiError("methode_non_autorisee"));
    });
  }
  router.use((_request, response) => answerError(response, new ApiError("introuvable")));
  router.use(((error, _request, response, _next) => {
    const status = (error as { status?: number }).status;
    if (status === 413) return answerError(response, new ApiError("trop_volumineux"));
    if (typeof status === "number" && status >= 400 && status < 500)
      return answerError(response, new ApiError("requete_invalide"));
    services.logger.error({ err: error }, "erreur de l'API");
    if (response.headersSent) return response.destroy();
    answerError(response, new ApiError("erreur_interne"));
  }) as express.ErrorRequestHandler);
  return router;
}

function answerError(response: express.Response, error: ApiError) {
  response.status(error.status).json(error.body satisfies ApiErrorBody);
}

function handler(services: Services, route: ApiRoute): express.RequestHandler {
  return async (request, response, next) => {
    try {
      const match = BEARER.exec(request.headers.authorization ?? "");
      if (!match) throw new ApiError("jeton_absent");
      const holder = await services.apiTokens.authenticate(match[1]!);
      if (!holder) throw new ApiError("jeton_invalide");
      const verdict = await services.rateLimits.hit(`api:${holder.id}`, API_RATE_LIMIT);
      if (!verdict.allowed) {
        response.setHeader("Retry-After", String(verdict.retryAfterSeconds));
        throw new ApiError("trop_de_requetes");
      }
      if (route.scope === "write" && holder.scope !== "write") throw new ApiError("portee_insuffisante");
      const params = checked(route.params, request.params);
      const query = checked(route.query, queryOf(request));
      const body = route.body ? checked(route.body, jsonBody(request)) : undefined;
      const answer = await route.handle({
        services,
        userId: holder.userId,
        name: holder.name,
        params,
        query,
        body,
      });
      const status = route.status ?? 200;
      if (status === 204) response.status(204).end();
      else response.status(status).json(answer);
    } catch (error) {
      if (error instanceof ApiError) return answerError(response, error);
      next(error);
    }
  };
}

/** A query's fields, the last of a repeated one (none of ours repeats). */
function queryOf(request: express.Request): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new URL(request.originalUrl, "http://toque").searchParams) values[key] = value;
  return values;
}

function jsonBody(request: express.Request): unknown {
  const text = typeof request.body === "string" ? request.body : "";
  if (text.trim() === "") throw new ApiError("json_invalide", "Cette requête attend un corps JSON.");
  const value = parseJsonText(text);
  if (value === undefined) throw new ApiError("json_invalide");
  return value;
}

const REQUIRED = "requis";
const INVALID = "invalide";

/**
 * The first problem, named by its field (« ingredients.0.nom »). The forms' schemas carry
 * their own French messages; where one has none (a missing field, a number sent as text),
 * zod's English default gives way to a French sentence naming the field.
 */
function checked<Schema extends z.ZodType>(schema: Schema | undefined, value: unknown): z.output<Schema> {
  if (!schema) return {} as z.output<Schema>;
  const result = schema.safeParse(value, {
    error: (issue) => (issue.code === "invalid_type" && issue.input === undefined ? REQUIRED : INVALID),
  });
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const champ = issue.path.map(String).join(".");
  const named = champ ? `Le champ «\u00a0${champ}\u00a0»` : "Le corps de la requête";
  const message =
    issue.message === REQUIRED
      ? `${named} est requis.`
      : issue.message === INVALID
        ? `${named} n'est pas valide.`
        : issue.message;
  throw new ApiError("requete_invalide", message, champ || undefined);
}
