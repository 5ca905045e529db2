import { scopeLabels } from "~/domain/auth/api-token-schema";
import { formatMeasure } from "~/domain/text/numbers";
import { apiErrors } from "./errors";
import { API_RATE_LIMIT } from "./limits";
import { type OpenApiDocument, openApiDocument } from "./openapi";

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  maxLength?: number;
  minimum?: number;
  maximum?: number;
};

const typeNames: Record<string, string> = {
  string: "texte",
  number: "nombre",
  integer: "entier",
  boolean: "booléen",
  object: "objet",
  array: "liste",
  null: "null",
};

/** A field's type in a few French words, read from its JSON Schema. */
export function describeType(schema: JsonSchema | undefined): string {
  if (!schema) return "libre";
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  if (schema.anyOf) return [...new Set(schema.anyOf.map(describeType))].join(" | ");
  if (schema.type === "array") return `liste de ${describeType(schema.items)}`;
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const base = types.map((type) => typeNames[type] ?? type).join(" | ") || "libre";
  const bounds = [
    schema.maxLength !== undefined && `${formatMeasure(schema.maxLength, "caractères", 0)} au plus`,
    schema.minimum !== undefined &&
      schema.maximum !== undefined &&
      `de ${schema.minimum} à ${schema.maximum}`,
  ].filter(Boolean);
  return bounds.length > 0 ? `${base} (${bounds.join(", ")})` : base;
}

export interface ReferenceField {
  name: string;
  where: string;
  required: boolean;
  type: string;
}

export interface ReferenceOperation {
  id: string;
  method: string;
  path: string;
  summary: string;
  scope: string;
  status: string;
  fields: ReferenceField[];
}

interface Operation {
  operationId: string;
  summary: string;
  "x-portee": keyof typeof scopeLabels;
  parameters: { name: string; in: string; required: boolean; schema: JsonSchema }[];
  requestBody?: { content: { "application/json": { schema: JsonSchema } } };
  responses: Record<string, unknown>;
}

/** What /developpeurs shows: the generated document, read back into rows a person scans. */
export function apiReference(document: OpenApiDocument = openApiDocument()) {
  const operations: ReferenceOperation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods as Record<string, Operation>).map(([method, operation]) => {
      const body = operation.requestBody?.content["application/json"].schema;
      return {
        id: operation.operationId,
        method: method.toUpperCase(),
        path,
        summary: operation.summary,
        scope: scopeLabels[operation["x-portee"]],
        status: Object.keys(operation.responses)[0] ?? "200",
        fields: [
          ...operation.parameters.map((parameter) => ({
            name: parameter.name,
            where: parameter.in === "path" ? "chemin" : "requête",
            required: parameter.required,
            type: describeType(parameter.schema),
          })),
          ...Object.entries(body?.properties ?? {}).map(([name, schema]) => ({
            name,
            where: "corps JSON",
            required: (body?.required ?? []).includes(name),
            type: describeType(schema),
          })),
        ],
      };
    }),
  );
  return {
    operations,
    errors: Object.entries(apiErrors).map(([code, { status, message }]) => ({ code, status, message })),
    rateLimit: API_RATE_LIMIT.limit,
  };
}

export type ApiReference = ReturnType<typeof apiReference>;
