import { APIError } from "better-auth/api";
import type { Kysely } from "kysely";
import { type AuthErrorCode, authErrorMessages, retryAfterText } from "~/domain/auth/auth-errors";
import { type FieldErrors, type LoginInput, type SignupInput, authMessages } from "~/domain/auth/auth-schema";
import type { RateLimitRepository, RateLimitRule } from "../db/rate-limit-repository";
import type { UserRecipeRepository } from "../db/user-recipe-repository";
import type { DatabaseSchema } from "../db/schema";
import { shoppingTickRepository } from "../db/shopping-tick-repository";
import type { Logger } from "../logger";
import type { Viewer } from "../viewer";
import { type Auth, CLIENT_IP_HEADER, SESSION_COOKIE_PREFIX } from "./auth";
import { isCommonPassword } from "./common-passwords";

/** Attempts allowed per window; shared by every instance through the database. */
export const rateLimitRules = {
  signInPerIp: { limit: 20, windowSeconds: 10 * 60 },
  signInPerAccount: { limit: 8, windowSeconds: 10 * 60 },
  signUpPerIp: { limit: 5, windowSeconds: 60 * 60 },
  signUpPerAccount: { limit: 3, windowSeconds: 60 * 60 },
  deletePerAccount: { limit: 5, windowSeconds: 10 * 60 },
} satisfies Record<string, RateLimitRule>;

export type AuthOutcome<Field extends string> =
  | { ok: true; headers: Headers }
  | { ok: false; status: number; formError?: string; fieldErrors?: FieldErrors<Field> };

interface AccountServiceDeps {
  auth: Auth;
  db: Kysely<DatabaseSchema>;
  rateLimits: RateLimitRepository;
  userRecipes: UserRecipeRepository;
  logger: Logger;
}

export function accountService({ auth, db, rateLimits, userRecipes, logger }: AccountServiceDeps) {
  /** Counts the attempt against every key; refuses when any of them is over its limit. */
  async function tooManyAttempts(attempts: [string, RateLimitRule][], code: AuthErrorCode) {
    const verdicts = await Promise.all(attempts.map(([key, rule]) => rateLimits.hit(key, rule)));
    const refused = verdicts.filter((verdict) => !verdict.allowed);
    if (refused.length === 0) return undefined;
    const wait = Math.max(...refused.map((verdict) => verdict.retryAfterSeconds));
    return {
      ok: false as const,
      status: 429,
      formError: `${authErrorMessages[code]} ${retryAfterText(wait)}`,
    };
  }

  return {
    async viewer(request: Pick<Request, "headers">): Promise<Viewer> {
      // Most visitors have no session: skip the database for them.
      if (!request.headers.get("cookie")?.includes(`${SESSION_COOKIE_PREFIX}.session_token`)) {
        return { isLoggedIn: false };
      }
      const session = await auth.api.getSession({ headers: request.headers });
      if (!session) return { isLoggedIn: false };
      return {
        isLoggedIn: true,
        userId: session.user.id,
        name: session.user.name,
        email: session.user.email,
      };
    },

    async signUp(input: SignupInput, request: Request): Promise<AuthOutcome<keyof SignupInput>> {
      if (isCommonPassword(input.password)) {
        return { ok: false, status: 400, fieldErrors: { password: authMessages.passwordTooCommon } };
      }
      const limited = await tooManyAttempts(
        [
          [`signup:ip:${clientIp(request)}`, rateLimitRules.signUpPerIp],
          [`signup:account:${input.email.toLowerCase()}`, rateLimitRules.signUpPerAccount],
        ],
        "tooManySignUps",
      );
      if (limited) return limited;

      try {
        const { headers } = await auth.api.signUpEmail({
          body: { name: input.name, email: input.email, password: input.password },
          headers: request.headers,
          returnHeaders: true,
        });
        return { ok: true, headers };
      } catch (error) {
        if (error instanceof APIError && String(error.body?.code).startsWith("USER_ALREADY_EXISTS")) {
          return { ok: false, status: 409, formError: authErrorMessages.emailTaken };
        }
        logger.error({ err: error }, "échec de la création de compte");
        return { ok: false, status: 500, formError: authErrorMessages.signupFailed };
      }
    },

    async signIn(input: LoginInput, request: Request): Promise<AuthOutcome<keyof LoginInput>> {
      const limited = await tooManyAttempts(
        [
          [`signin:ip:${clientIp(request)}`, rateLimitRules.signInPerIp],
          [`signin:account:${input.email.toLowerCase()}`, rateLimitRules.signInPerAccount],
        ],
        "tooManySignIns",
      );
      if (limited) return limited;

      try {
        const { headers } = await auth.api.signInEmail({
          body: { email: input.email, password: input.password, rememberMe: true },
          headers: request.headers,
          returnHeaders: true,
        });
        return { ok: true, headers };
      } catch (error) {
        // An unknown email and a wrong password take the same path, with the same
        // answer: better-auth hashes the password in both cases, so timing matches too.
        if (!(error instanceof APIError)) logger.error({ err: error }, "échec de la connexion");
        return { ok: false, status: 401, formError: authErrorMessages.invalidCredentials };
      }
    },

    async signOut(request: Request): Promise<Headers> {
      try {
        const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
        return headers;
      } catch (error) {
        logger.warn({ err: error }, "déconnexion sans session");
        return new Headers();
      }
    },

    async deleteAccount(
      userId: string,
      password: string,
      request: Request,
    ): Promise<AuthOutcome<"password">> {
      const limited = await tooManyAttempts(
        [[`delete:account:${userId}`, rateLimitRules.deletePerAccount]],
        "tooManySignIns",
      );
      if (limited) return limited;
      try {
        const { headers } = await auth.api.deleteUser({
          body: { password },
          headers: request.headers,
          returnHeaders: true,
        });
        return { ok: true, headers };
      } catch (error) {
        if (error instanceof APIError && error.body?.code === "INVALID_PASSWORD") {
          return { ok: false, status: 400, fieldErrors: { password: authErrorMessages.wrongPassword } };
        }
        logger.error({ err: error }, "échec de la suppression de compte");
        return { ok: false, status: 500, formError: authErrorMessages.deleteFailed };
      }
    },

    /** Everything Toque keeps about a person, for the RGPD export. */
    async exportData(userId: string) {
      const user = await db
        .selectFrom("user")
        .select(["name", "email", "createdAt"])
        .where("id", "=", userId)
        .executeTakeFirstOrThrow();
      const sessions = await db
        .selectFrom("session")
        .select(["createdAt", "expiresAt", "ipAddress", "userAgent"])
        .where("userId", "=", userId)
        .orderBy("createdAt", "desc")
        .execute();
      const recipes = await userRecipes.list(userId);
      return {
        exporte_le: new Date().toISOString(),
        compte: { nom: user.name, email: user.email, cree_le: isoDate(user.createdAt) },
        sessions: sessions.map((session) => ({
          ouverte_le: isoDate(session.createdAt),
          expire_le: isoDate(session.expiresAt),
          adresse_ip: session.ipAddress,
          navigateur: session.userAgent,
        })),
        recettes: recipes.map(({ id: _id, createdAt, ...item }) => ({ enregistree_le: createdAt, ...item })),
        courses_cochees: (await shoppingTickRepository(db).ofUser(userId)).map((tick) => ({
          semaine_du: tick.week,
          article: tick.label,
          cochee_le: tick.tickedAt,
        })),
      };
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;

function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? "inconnue";
}

function isoDate(value: string | Date): string {
  return new Date(value).toISOString();
}
