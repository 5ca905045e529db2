import { describe, expect, it } from "vitest";
import { openApiDocument } from "./openapi";
import { apiRoutes } from "./routes";

/** Every `$ref` of a document, with where it was found. */
function refsOf(value: unknown, at = "#"): { ref: string; at: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => refsOf(item, `${at}/${index}`));
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === "$ref" && typeof item === "string" ? [{ ref: item, at }] : refsOf(item, `${at}/${key}`),
  );
}

function resolve(document: unknown, ref: string): unknown {
  return ref
    .replace(/^#\//, "")
    .split("/")
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
}

describe("the OpenAPI document of /api/v1", () => {
  const document = openApiDocument();

  it("is OpenAPI 3.1 and lists every route of the table, once", () => {
    expect(document.openapi).toBe("3.1.0");
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      apiRoutes.map((route) => `${route.method.toUpperCase()} /api/v1${route.path}`).sort(),
    );
    expect(operations).toHaveLength(15);
  });

  it("resolves every reference, and names every path parameter", () => {
    for (const { ref, at } of refsOf(document)) expect(resolve(document, ref), at).toBeDefined();
    for (const [path, methods] of Object.entries(document.paths))
      for (const operation of Object.values(methods) as { parameters: { name: string; in: string }[] }[]) {
        const named = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
        expect(operation.parameters.filter((p) => p.in === "path").map((p) => p.name)).toEqual(named);
      }
  });

  it("describes bodies from the forms' schemas, with their French messages' limits", () => {
    const generate = document.paths["/api/v1/week/generate"]!.post as {
      requestBody: { content: { "application/json": { schema: { properties: Record<string, unknown> } } } };
    };
    const fields = Object.keys(generate.requestBody.content["application/json"].schema.properties);
    expect(fields).toEqual(expect.arrayContaining(["semaine", "portions", "restrictions", "sans", "temps"]));
    const create = document.paths["/api/v1/my-recipes"]!.post as {
      requestBody: { content: { "application/json": { schema: { required: string[] } } } };
    };
    expect(create.requestBody.content["application/json"].schema.required).toEqual(
      expect.arrayContaining(["title", "servings", "ingredients", "steps"]),
    );
    const scopes = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((operation) => (operation as { "x-portee": string })["x-portee"]),
    );
    expect(new Set(scopes)).toEqual(new Set(["read", "write"]));
  });

  it("shows a meal's leftover and wine flags in the week's answer", () => {
    const week = document.paths["/api/v1/week"]!.get as {
      responses: { 200: { content: { "application/json": { schema: unknown } } } };
    };
    const schema = week.responses[200].content["application/json"].schema as {
      properties: { repas: { items: { properties: Record<string, unknown>; required: string[] } } };
    };
    const meal = schema.properties.repas.items;
    expect(Object.keys(meal.properties)).toEqual(expect.arrayContaining(["leftover", "withWine"]));
    expect(meal.required).toEqual(expect.arrayContaining(["leftover", "withWine"]));
  });
});
