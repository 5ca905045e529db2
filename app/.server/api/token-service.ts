import crypto from "node:crypto";
import { type ApiScope, MAX_API_TOKENS, apiTokenMessages } from "~/domain/auth/api-token-schema";
import type { ApiTokenHolder, ApiTokenRepository, ApiTokenRow } from "../db/api-token-repository";

/** Every secret starts so: a scanner or a person recognises a leaked Toque token at a glance. */
const TOKEN_PREFIX = "toque_";
/** The prefix, then 32 random bytes in base64url. */
const SECRET = new RegExp(`^${TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);

/** A minute's precision is enough to say « utilisé aujourd'hui », and spares a write per call. */
const TOUCH_EVERY_MS = 60_000;

export const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

type CreatedToken = { ok: true; secret: string } | { ok: false; message: string };

export function apiTokenService({ tokens }: { tokens: ApiTokenRepository }) {
  return {
    list: (userId: string): Promise<ApiTokenRow[]> => tokens.active(userId),

    /** The secret is returned here once: only its hash is stored. */
    async create(userId: string, name: string, scope: ApiScope): Promise<CreatedToken> {
      if ((await tokens.active(userId)).length >= MAX_API_TOKENS)
        return { ok: false, message: apiTokenMessages.tooMany };
      const secret = `${TOKEN_PREFIX}${crypto.randomBytes(32).toString("base64url")}`;
      await tokens.insert({ id: crypto.randomUUID(), userId, name, tokenHash: hashToken(secret), scope });
      return { ok: true, secret };
    },

    revoke: (userId: string, id: string): Promise<boolean> => tokens.revoke(userId, id),

    /**
     * The holder of a bearer token, read from the database at every request: a revoked token
     * answers 401 at once, on every instance, with no cache to wait for.
     */
    async authenticate(secret: string, now = new Date()): Promise<ApiTokenHolder | undefined> {
      if (!SECRET.test(secret)) return undefined;
      const holder = await tokens.holderOf(hashToken(secret));
      if (!holder) return undefined;
      const last = holder.lastUsedAt ? Date.parse(holder.lastUsedAt) : 0;
      if (now.getTime() - last >= TOUCH_EVERY_MS) await tokens.touch(holder.id, now.toISOString());
      return holder;
    },
  };
}

export type ApiTokenService = ReturnType<typeof apiTokenService>;
