import { betterAuth } from "better-auth";
import type { Kysely } from "kysely";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/domain/auth/auth-schema";
import type { DialectName } from "../db/database";
import type { Logger } from "../logger";

/** The header our Express app sets to the client IP it trusts (see server/client-ip.ts). */
export const CLIENT_IP_HEADER = "x-toque-client-ip";

export const SESSION_COOKIE_PREFIX = "toque";
const DAY = 60 * 60 * 24;
/** A session, and its cookie, last this long from the login; the privacy policy says so. */
export const SESSION_MAX_AGE_SECONDS = 30 * DAY;

export interface AuthConfig {
  db: Kysely<never>;
  dialect: DialectName;
  secret: string;
  baseURL: string;
  secureCookies: boolean;
  logger: Logger;
  /**
   * Runs once the account and what cascades from it are gone. better-auth deletes with no
   * transaction its hooks could join, so what follows a deletion runs after it, never before:
   * a deletion that fails then has changed nothing of the person's household.
   */
  afterDeleteUser?: () => Promise<unknown>;
}

/**
 * better-auth on our own database. Its HTTP handler is not mounted: our route
 * actions call `auth.api`, after validating with our schemas, checking the origin
 * and counting attempts, so that every answer is ours and in French.
 */
export function createAuth(config: AuthConfig) {
  return betterAuth({
    appName: "Toque",
    baseURL: config.baseURL,
    secret: config.secret,
    database: { db: config.db, type: config.dialect },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
    },
    user: {
      deleteUser: {
        enabled: true,
        afterDelete: async () => {
          // The account is gone by now: a failure here must not answer that it is not. The
          // housekeeping's sweep settles what this run left.
          await config.afterDeleteUser?.().catch((error: unknown) => {
            config.logger.error({ err: error }, "foyers après une suppression de compte");
          });
        },
      },
    },
    session: { expiresIn: SESSION_MAX_AGE_SECONDS, updateAge: DAY },
    // Attempts are counted by our own database-backed limiter, per IP and per account.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: config.secureCookies,
      // The Origin of every state-changing request is checked by our Express app.
      disableCSRFCheck: true,
      disableOriginCheck: true,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      log: (level, message, ...args) => config.logger[level]({ args }, `better-auth: ${message}`),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
