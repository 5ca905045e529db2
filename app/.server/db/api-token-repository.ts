import type { Kysely } from "kysely";
import type { ApiScope } from "~/domain/auth/api-token-schema";
import type { DatabaseSchema } from "./schema";

export interface ApiTokenRow {
  id: string;
  name: string;
  scope: ApiScope;
  createdAt: string;
  lastUsedAt: string | null;
}

/** Whose token a hash is, and what it may do; only tokens not revoked are found. */
export interface ApiTokenHolder {
  id: string;
  userId: string;
  /** The person's name: their household, made on first need, is named after them. */
  name: string;
  scope: ApiScope;
  lastUsedAt: string | null;
}

const scopeOf = (value: string): ApiScope => (value === "write" ? "write" : "read");

/** The personal access tokens of the API, known by their SHA-256 only (migration 0013). */
export function apiTokenRepository(db: Kysely<DatabaseSchema>) {
  return {
    async insert(token: { id: string; userId: string; name: string; tokenHash: string; scope: ApiScope }) {
      await db
        .insertInto("api_token")
        .values({
          id: token.id,
          user_id: token.userId,
          name: token.name,
          token_hash: token.tokenHash,
          scope: token.scope,
          created_at: new Date().toISOString(),
          last_used_at: null,
          revoked_at: null,
        })
        .execute();
    },

    /** The person's tokens still in use, newest first. */
    async active(userId: string): Promise<ApiTokenRow[]> {
      const rows = await db
        .selectFrom("api_token")
        .select(["id", "name", "scope", "created_at", "last_used_at"])
        .where("user_id", "=", userId)
        .where("revoked_at", "is", null)
        .orderBy("created_at", "desc")
        .orderBy("id")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        scope: scopeOf(row.scope),
        createdAt: row.created_at,
        lastUsedAt: row.last_used_at,
      }));
    },

    /** Every token the person made, revoked ones too, for the export of their data. */
    async ofUser(userId: string) {
      return db
        .selectFrom("api_token")
        .select(["name", "scope", "created_at", "last_used_at", "revoked_at"])
        .where("user_id", "=", userId)
        .orderBy("created_at")
        .orderBy("id")
        .execute();
    },

    /** False when the token is not the person's, or was revoked already. */
    async revoke(userId: string, id: string): Promise<boolean> {
      const result = await db
        .updateTable("api_token")
        .set({ revoked_at: new Date().toISOString() })
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .where("revoked_at", "is", null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async holderOf(tokenHash: string): Promise<ApiTokenHolder | undefined> {
      const row = await db
        .selectFrom("api_token")
        .innerJoin("user", "user.id", "api_token.user_id")
        .select([
          "api_token.id",
          "api_token.user_id",
          "api_token.scope",
          "api_token.last_used_at",
          "user.name",
        ])
        .where("api_token.token_hash", "=", tokenHash)
        .where("api_token.revoked_at", "is", null)
        .executeTakeFirst();
      return (
        row && {
          id: row.id,
          userId: row.user_id,
          name: row.name,
          scope: scopeOf(row.scope),
          lastUsedAt: row.last_used_at,
        }
      );
    },

    async touch(id: string, at: string): Promise<void> {
      await db.updateTable("api_token").set({ last_used_at: at }).where("id", "=", id).execute();
    },
  };
}

export type ApiTokenRepository = ReturnType<typeof apiTokenRepository>;
