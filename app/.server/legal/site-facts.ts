import { SESSION_COOKIE_PREFIX, SESSION_MAX_AGE_SECONDS } from "../auth/auth";
import type { Env } from "../env";
import { GUEST_COOKIE_MAX_AGE_SECONDS, VISITOR_COOKIE } from "../meal-plan/visitor-cookie";

const DAY_SECONDS = 24 * 60 * 60;

export interface StoredCookie {
  name: string;
  maxAgeDays: number;
}

/**
 * What the legal pages state about this instance, read from the code and the configuration that
 * decide it, so that the pages cannot drift from what Toque does.
 */
export interface SiteFacts {
  publisher?: string;
  contact?: string;
  host?: string;
  /** The host of the AI service recipes are asked of, when it is not Toque's own offline chef. */
  aiServiceHost?: string;
  cookies: { session: StoredCookie; visitor: StoredCookie };
}

export function siteFacts(env: Env): SiteFacts {
  // better-auth names its cookies with the __Secure- prefix when they are sent over https only.
  const secure = env.PUBLIC_URL?.startsWith("https:") ?? false;
  return {
    publisher: env.LEGAL_PUBLISHER,
    contact: env.LEGAL_CONTACT,
    host: env.LEGAL_HOST,
    aiServiceHost: env.ai.provider === "openai" ? new URL(env.ai.baseURL).host : undefined,
    cookies: {
      session: {
        name: `${secure ? "__Secure-" : ""}${SESSION_COOKIE_PREFIX}.session_token`,
        maxAgeDays: SESSION_MAX_AGE_SECONDS / DAY_SECONDS,
      },
      visitor: { name: VISITOR_COOKIE, maxAgeDays: GUEST_COOKIE_MAX_AGE_SECONDS / DAY_SECONDS },
    },
  };
}
