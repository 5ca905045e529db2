import path from "node:path";
import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce
    .number({ error: "doit être un nombre" })
    .int("doit être un entier")
    .min(1, "doit être compris entre 1 et 65535")
    .max(65535, "doit être compris entre 1 et 65535")
    .default(3000),
  HOST: optionalText,
  DATA_DIR: z.string().trim().min(1, "ne peut pas être vide").default("data"),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "doit commencer par postgres:// ou postgresql://")
      .optional(),
  ),
  PUBLIC_URL: optionalText.pipe(z.url({ error: "doit être une URL complète (https://…)" }).optional()),
  TRUST_PROXY: optionalText.pipe(
    z
      .string()
      .regex(/^(true|false|[0-9]+)$/, "doit être true, false ou le nombre de proxys devant Toque")
      .transform((value) => (value === "true" ? 1 : value === "false" ? 0 : Number(value)))
      .optional(),
  ),
  AUTH_SECRET: optionalText.pipe(z.string().min(32, "doit contenir au moins 32 caractères").optional()),
  AI_PROVIDER: optionalText.pipe(
    z.enum(["offline", "openai"], { error: "doit valoir offline ou openai" }).optional(),
  ),
  AI_BASE_URL: optionalText.pipe(z.url({ error: "doit être une URL complète (https://…/v1)" }).optional()),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  AI_TIMEOUT_MS: z.coerce
    .number({ error: "doit être un nombre de millisecondes" })
    .int()
    .min(1000)
    .max(600_000)
    .default(60_000),
  // For the legal notice (LCEN, article 6): who publishes this instance and who hosts it.
  LEGAL_PUBLISHER: optionalText,
  LEGAL_CONTACT: optionalText.pipe(z.email({ error: "doit être une adresse email" }).optional()),
  LEGAL_HOST: optionalText,
  // Host names or IP addresses the recipe import may reach although they are private
  // (a self-hoster's own recipe server, the tests' fixture site). Comma-separated.
  IMPORT_ALLOW_HOSTS: optionalText.transform((value) =>
    (value ?? "")
      .split(",")
      .map((host) =>
        host
          .trim()
          .toLowerCase()
          .replace(/^\[|\]$/g, ""),
      )
      .filter((host) => host !== ""),
  ),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = z.infer<typeof envSchema> & { dataDir: string; ai: AiConfig };

export type AiConfig =
  | { provider: "offline" }
  | { provider: "openai"; baseURL: string; apiKey: string; model: string; timeoutMs: number };

export class EnvError extends Error {
  override name = "EnvError";
}

/** Reads and validates the configuration once; a bad value names its variable. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `- ${issue.path.join(".")} : ${issue.message}`);
    throw new EnvError(`Configuration invalide :\n${lines.join("\n")}`);
  }
  const ai = aiConfig(parsed.data);
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR), ai };
}

// `openai` by default when a key is given, the offline chef otherwise.
function aiConfig(env: z.infer<typeof envSchema>): AiConfig {
  const provider = env.AI_PROVIDER ?? (env.AI_API_KEY ? "openai" : "offline");
  if (provider === "offline") return { provider };
  if (!env.AI_API_KEY) {
    throw new EnvError("Configuration invalide :\n- AI_API_KEY : requis quand AI_PROVIDER vaut openai");
  }
  return {
    provider,
    baseURL: env.AI_BASE_URL ?? "https://api.openai.com/v1",
    apiKey: env.AI_API_KEY,
    model: env.AI_MODEL ?? "gpt-4o-mini",
    timeoutMs: env.AI_TIMEOUT_MS,
  };
}
