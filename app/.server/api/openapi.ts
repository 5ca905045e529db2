import { z } from "~/domain/zod";
import { API_SCOPES } from "~/domain/auth/api-token-schema";
import { apiErrors } from "./errors";
import { API_RATE_LIMIT } from "./limits";
import { type ApiRoute, apiRoutes } from "./routes";

type JsonSchema = Record<string, unknown>;

/** JSON Schema 2020-12, OpenAPI 3.1's dialect; rules zod cannot say (a refine) are left out. */
function jsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
}

const errorBody: JsonSchema = {
  type: "object",
  required: ["code", "message"],
  properties: {
    code: { type: "string", enum: Object.keys(apiErrors) },
    message: { type: "string", description: "En français, pour une personne." },
    champ: { type: "string", description: "Le champ en cause, quand il y en a un." },
  },
};

function parameters(schema: z.ZodObject | undefined, where: "path" | "query") {
  if (!schema) return [];
  const object = jsonSchema(schema, "input") as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || (object.required ?? []).includes(name),
    schema: property,
  }));
}

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Erreur" } } },
});

function operation(route: ApiRoute) {
  const status = String(route.status ?? 200);
  const success =
    route.response === undefined
      ? { description: "Fait." }
      : {
          description: "Réussi.",
          content: { "application/json": { schema: jsonSchema(route.response, "output") } },
        };
  return {
    operationId: route.name,
    summary: route.summary,
    security: [{ jeton: [route.scope] }],
    "x-portee": route.scope,
    parameters: [...parameters(route.params, "path"), ...parameters(route.query, "query")],
    ...(route.body && {
      requestBody: {
        required: true,
        content: { "application/json": { schema: jsonSchema(route.body, "input") } },
      },
    }),
    responses: {
      [status]: success,
      "400": errorResponse("Requête invalide : le champ en cause est nommé."),
      "401": errorResponse("Jeton absent, inconnu ou révoqué."),
      ...(route.scope === "write" && { "403": errorResponse("Jeton en lecture seule.") }),
      ...(route.params && { "404": errorResponse("Introuvable, ou pas à vous.") }),
      "429": errorResponse(`Plus de ${API_RATE_LIMIT.limit} requêtes par minute pour ce jeton.`),
    },
  };
}

/** The OpenAPI 3.1 document of /api/v1, built from the route table and its zod schemas. */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of apiRoutes) (paths[`/api/v1${route.path}`] ??= {})[route.method] = operation(route);
  return {
    openapi: "3.1.0",
    info: {
      title: "API de Toque",
      version: "1",
      description:
        "Vos recettes, votre semaine, votre liste de courses et votre garde-manger, en JSON. " +
        "Créez un jeton sur Mon compte et envoyez-le dans l'en-tête Authorization (Bearer).",
    },
    servers: [{ url: "/" }],
    components: {
      securitySchemes: {
        jeton: {
          type: "http",
          scheme: "bearer",
          description: `Jeton personnel (toque_…), portée ${API_SCOPES.join(" ou ")}.`,
        },
      },
      schemas: { Erreur: errorBody },
    },
    paths,
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
