import { APIError } from "better-auth/api";
import type { Kysely } from "kysely";
import { type AuthErrorCode, authErrorMessages, retryAfterText } from "~/domain/auth/auth-errors";
import { type FieldErrors, type LoginInput, type SignupInput, authMessages } from "~/domain/auth/auth-schema";
import type { RateLimitRepository, RateLimitRule, RateLimitVerdict } from "../db/rate-limit-repository";
import type { UserRecipeRepository } from "../db/user-recipe-repository";
import type { DatabaseSchema } from "../db/schema";
import type { Logger } from "../logger";
import type { Viewer } from "../viewer";
import { type Auth, CLIENT_IP_HEADER, SESSION_COOKIE_PREFIX } from "./auth";
import { addressBucket } from "./client-address";
import { isCommonPassword } from "./common-passwords";
import { eraseCountersNaming, exportPersonalData } from "./personal-data-export";

/**
 * Attempts allowed per window; shared by every instance through the database. Sign-in is
 * limited so that a stranger's guesses cannot lock the owner out (docs/decisions/0017).
 */
export const rateLimitRules = {
  /** Every attempt from one address, whatever the account. */
  signInPerIp: { limit: 20, windowSeconds: 10 * 60 },
  /** Failures on one account from one address; a success starts the count again. */
  signInPerAccountAndIp: { limit: 8, windowSeconds: 10 * 60 },
  /** Failures on one account from every address together: only a spread-out attack reaches it. */
  signInPerAccount: { limit: 100, windowSeconds: 60 * 60 },
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
    return refusal(verdicts, code);
  }

  function refusal(verdicts: RateLimitVerdict[], code: AuthErrorCode) {
    const refused = verdicts.filter((verdict) => !verdict.allowed);
    if (refused.length === 0) return undefined;
    const wait = Math.max(...refused.map((verdict) => verdict.retryAfterSeconds));
    return {
      ok: false as const,
      status: 429,
      formError: `${authErrorMessages[code]} ${retryAfterText(wait)}`,
    };
  }

  /**
   * Sign-in limits, checked in order so that an attempt refused at one step is not counted by the
   * next: a locked-out address must not keep feeding the account's own ceiling. The pair counter
   * counts the attempt before the password is checked, so a burst of parallel guesses cannot slip
   * past it; a success then clears it. The account's ceiling counts failures only.
   */
  async function signInRefused(email: string, request: Request) {
    const address = addressBucket(clientIp(request));
    const perIp = await rateLimits.hit(`signin:ip:${address}`, rateLimitRules.signInPerIp);
    if (!perIp.allowed) return refusal([perIp], "tooManySignIns");
    const pair = signInPairKey(email, address);
    const perPair = await rateLimits.hit(pair, rateLimitRules.signInPerAccountAndIp);
    if (!perPair.allowed) return refusal([perPair], "tooManySignIns");
    const perAccount = await rateLimits.peek(signInAccountKey(email), rateLimitRules.signInPerAccount);
    return refusal([perAccount], "tooManySignIns");
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
          [`signup:ip:${addressBucket(clientIp(request))}`, rateLimitRules.signUpPerIp],
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
      const limited = await signInRefused(input.email, request);
      if (limited) return limited;

      try {
        const { headers } = await auth.api.signInEmail({
          body: { email: input.email, password: input.password, rememberMe: true },
          headers: request.headers,
          returnHeaders: true,
        });
        await rateLimits.reset(signInPairKey(input.email, addressBucket(clientIp(request))));
        return { ok: true, headers };
      } catch (error) {
        // An unknown email and a wrong password take the same path, with the same
        // answer: better-auth hashes the password in both cases, so timing matches too.
        if (error instanceof APIError) {
          await rateLimits.hit(signInAccountKey(input.email), rateLimitRules.signInPerAccount);
        } else logger.error({ err: error }, "échec de la connexion");
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
      { userId, email }: { userId: string; email: string },
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
        await eraseCountersNaming(db, email);
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
    exportData: (userId: string) => exportPersonalData({ db, userRecipes }, userId),
  };
}

export type AccountService = ReturnType<typeof accountService>;

function signInAccountKey(email: string): string {
  return `signin:account:${email.toLowerCase()}`;
}

// The address comes last: an email cannot hold a space, so no two pairs share a key.
function signInPairKey(email: string, address: string): string {
  return `signin:pair:${email.toLowerCase()} ${address}`;
}

function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? "inconnue";
}
