import type { z } from "zod";
import { GenerationError } from "./errors";
import { stripCodeFences } from "./strip-code-fences";

/** A model's JSON answer checked by a schema, or the ARCHITECTURE § 1, Error catalogue error it deserves. */
export function parseJsonAnswer<Schema extends z.ZodType>(text: string, schema: Schema): z.infer<Schema> {
  const content = stripCodeFences(text);
  if (!content) throw new GenerationError("emptyResponse");
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch (error) {
    throw new GenerationError("invalidFormat", `JSON illisible\u00a0: ${(error as Error).message}`);
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    throw new GenerationError(
      "invalidFormat",
      `schéma non respecté\u00a0: ${result.error.issues[0]?.message ?? ""}`,
    );
  }
  return result.data;
}
