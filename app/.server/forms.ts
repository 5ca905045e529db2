import type { z } from "zod";
import { readFormBody } from "./http/form-body";

/** Reads a submitted form and checks it with the schema the form itself uses. */
export async function parseForm<Schema extends z.ZodType>(request: Request, schema: Schema) {
  const formData = await readFormBody(request);
  const values: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === "string") values[key] = value;
  return { values, result: schema.safeParse(values) as z.ZodSafeParseResult<z.infer<Schema>> };
}
